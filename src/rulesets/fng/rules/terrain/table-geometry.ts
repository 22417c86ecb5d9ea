import { distance, type Point } from '../../../../core/board/geometry.js';

/** Measures on the table the bot needs where it moves and aims the enemy: a step along a line, the nearest, the middle. */

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The spot `inches` along the straight line from `from` to `to` (`to` itself when nearer), to 0.1". */
export function stepToward(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  if (d <= inches || d === 0) return to;
  return { x: round1(from.x + ((to.x - from.x) * inches) / d), y: round1(from.y + ((to.y - from.y) * inches) / d) };
}

/** The one of `xs` standing nearest `p` (the first of those as near), if any. */
export function nearestOf<T extends { readonly at: Point }>(xs: readonly T[], p: Point): T | undefined {
  let best: T | undefined;
  for (const x of xs) if (!best || distance(x.at, p) < distance(best.at, p)) best = x;
  return best;
}

/** The middle of some spots (a group's centre). */
export function centreOf(points: readonly Point[]): Point {
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

/** A unit vector from `from` to `to` (straight down the table when they coincide). */
export function unitToward(from: Point, to: Point): Point {
  const d = distance(from, to);
  return d === 0 ? { x: 0, y: 1 } : { x: (to.x - from.x) / d, y: (to.y - from.y) / d };
}

/** `along` inches on along `dir` from `at` and `across` to its right (the table's y runs down), to 0.1". */
export function offsetAlong(at: Point, dir: Point, along: number, across: number): Point {
  return { x: round1(at.x + dir.x * along - dir.y * across), y: round1(at.y + dir.y * along + dir.x * across) };
}

/** The spot of segment a–b nearest `p`. */
export function nearestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

/**
 * The straight line through `at` along `dir` from one edge of a `width`×`height` table to the other
 * (an aircraft's Flight Line, L1856); just `at` when the line misses the table.
 */
export function acrossTable(board: { readonly width: number; readonly height: number }, at: Point, dir: Point): { readonly from: Point; readonly to: Point } {
  let lo = -Infinity;
  let hi = Infinity;
  for (const [p, d, max] of [[at.x, dir.x, board.width], [at.y, dir.y, board.height]] as const) {
    if (Math.abs(d) < 1e-9) {
      if (p < 0 || p > max) return { from: at, to: at };
      continue;
    }
    const t0 = (0 - p) / d;
    const t1 = (max - p) / d;
    lo = Math.max(lo, Math.min(t0, t1));
    hi = Math.min(hi, Math.max(t0, t1));
  }
  if (lo > hi) return { from: at, to: at };
  return { from: offsetAlong(at, dir, lo, 0), to: offsetAlong(at, dir, hi, 0) };
}

/** A spot kept on a `width`×`height` table. */
export function onBoard(board: { readonly width: number; readonly height: number }, p: Point): Point {
  return { x: Math.min(board.width, Math.max(0, p.x)), y: Math.min(board.height, Math.max(0, p.y)) };
}

/**
 * Where a round lands that deviates `along` inches farther from the one who called it and `across`
 * to his right (the Deviation table reads "long", "left", "right", "short" from the caller, L1787);
 * the table's y runs down. Straight down the table when caller and target coincide. To 0.1".
 */
export function deviated(target: Point, caller: Point, along: number, across: number): Point {
  return offsetAlong(target, unitToward(caller, target), along, across);
}
