import { distance, type Point } from '../../../core/board/geometry.js';

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

/**
 * Where a round lands that deviates `along` inches farther from the one who called it and `across`
 * to his right (the Deviation table reads "long", "left", "right", "short" from the caller, L1787);
 * the table's y runs down. Straight down the table when caller and target coincide. To 0.1".
 */
export function deviated(target: Point, caller: Point, along: number, across: number): Point {
  const d = distance(caller, target);
  const dir = d === 0 ? { x: 0, y: 1 } : { x: (target.x - caller.x) / d, y: (target.y - caller.y) / d };
  return { x: round1(target.x + dir.x * along - dir.y * across), y: round1(target.y + dir.y * along + dir.x * across) };
}
