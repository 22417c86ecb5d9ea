import { distance, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import { protectionAt } from '../../terrain/cover.js';
import { sees, type Sight } from '../../terrain/sight-line.js';
import type { FngScenario } from '../../terrain/scenario.js';
import { stepToward } from '../../terrain/table-geometry.js';
import { FNG_TERRAIN, type FngTerrain } from '../../terrain/terrain.js';
import { footing, type DepthAt } from '../../terrain/foot-move.js';

/**
 * "Through cover" as the bot reads it for the enemy it plays (FNG 2nd Tour, PEF Movement L1397–L1416:
 * "moves … towards nearest enemy through cover at all times"; VC/NVA Action L1614–L1620: "staying in
 * cover if possible", "move to the best cover"). The book asks for judgement; the bot's stated default:
 *
 * - the table is a 2" lattice laid from where the mover stands (1" for the spots a group's move
 *   reaches, where it looks for the best cover); a step costs its length times the
 *   ground's weight: 1 inside a feature that gives cover or concealment (the terrain table, L807–L815),
 *   3 on open ground out of every player figure's sight, 6 anywhere a player figure sees (its sight as
 *   line-of-sight.ts judges it); impassable ground is never crossed;
 * - the way is the cheapest over that lattice (ties broken by lattice order, so it is the same for
 *   everyone), and the mover goes its normal move along it (PEFs suffer no terrain penalties, L1398);
 * - the way counts as "through cover" only when the part actually moved passes through at least one
 *   such feature and ends nearer the goal than it began; otherwise the mover takes the straight line
 *   and says so (a bare table, or cover that only leads away).
 *
 * Everything it reads is public (the board, the players' figures), so the route tells nothing of what
 * a PEF holds.
 */

type Table = Pick<FngScenario, 'features' | 'board'>;

export interface RouteInput {
  readonly table: Table | undefined;
  readonly from: Point;
  readonly to: Point;
  /** Where the figures whose sight the mover shuns stand: the players'. */
  readonly watchers: readonly Point[];
  readonly night: boolean | Sight;
  /** A figure on foot (not a PEF, L1398): the ground's speed lengthens each step (foot-move.ts), and what it cannot walk is never crossed. */
  readonly foot?: DepthAt;
}

/** Weights of the ground (see above). */
export const ROUTE_WEIGHT = { cover: 1, hidden: 3, seen: 6 } as const;

/** How far beyond the box of the two ends the lattice reaches, in inches: room to go round a feature. */
const MARGIN = 12;

/** The lattice's step, in inches. */
export const CELL = 2;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Whether any watcher sees the spot. */
export function inWatchersSight(table: Table | undefined, watchers: readonly Point[], p: Point, night: boolean | Sight): boolean {
  return watchers.some((w) => sees(table, w, p, night));
}

/** The features that give a standing figure at `p` cover or concealment, by name. */
export function coverNames(table: Table | undefined, p: Point): readonly string[] {
  return table ? protectionAt(table, p).from : [];
}

/**
 * The cheapest way from `from` to `to` over the lattice (corner points, both ends included), or the
 * straight line on a bare table or when no way gets there.
 */
export function coverRoute(input: RouteInput): readonly Point[] {
  const { table, from, to } = input;
  if (!table || table.features.length === 0 || distance(from, to) < CELL) return [from, to];
  const box = { minX: Math.min(from.x, to.x) - MARGIN, maxX: Math.max(from.x, to.x) + MARGIN, minY: Math.min(from.y, to.y) - MARGIN, maxY: Math.max(from.y, to.y) + MARGIN };
  const s = search(table, input, CELL, box, to);
  if (!s || s.goal === undefined || !s.done.has(s.goal)) return [from, to];
  const points = s.way(s.goal);
  if (distance(points[points.length - 1]!, to) > 1e-9) points.push(to);
  return straighten(points);
}

/** A spot a mover reaches within its move, the cheapest way there, and how long that way is (in inches of move, for a figure on foot). */
export interface Reached {
  readonly at: Point;
  readonly path: readonly Point[];
  readonly length: number;
  readonly cost: number;
}

/**
 * Every spot of a 1" lattice from `from` that the cheapest way reaches within `reach` inches of
 * going (the mover's own spot among them), row by row across the table; none on a bare table.
 */
export function reachable(input: Omit<RouteInput, 'to'>, reach: number): Reached[] {
  const { table, from } = input;
  if (!table || table.features.length === 0) return [];
  const s = search(table, input, 1, { minX: from.x - reach, maxX: from.x + reach, minY: from.y - reach, maxY: from.y + reach });
  if (!s) return [];
  const out: Reached[] = [];
  for (const n of [...s.done].sort((x, y) => x - y)) {
    const length = s.length.get(n)!;
    if (length <= reach + 1e-9) out.push({ at: s.at(n), path: straighten(s.way(n)), length, cost: s.cost.get(n)! });
  }
  return out;
}

/**
 * The lattice search: cheapest ways from `from` (A* toward `goal` when given, else every node of the
 * box), each node's weight read once from the board and the watchers' sight.
 */
function search(table: Table, input: Omit<RouteInput, 'to'>, cell: number, box: { minX: number; maxX: number; minY: number; maxY: number }, to?: Point) {
  const { from } = input;
  const { width, height } = table.board;
  const impassable = table.features.filter((f) => (FNG_TERRAIN[f.type] as FngTerrain).footMove === 0);
  const iMin = Math.ceil((Math.max(0, box.minX) - from.x) / cell);
  const iMax = Math.floor((Math.min(width, box.maxX) - from.x) / cell);
  const jMin = Math.ceil((Math.max(0, box.minY) - from.y) / cell);
  const jMax = Math.floor((Math.min(height, box.maxY) - from.y) / cell);
  const cols = iMax - iMin + 1;
  const rows = jMax - jMin + 1;
  if (cols < 1 || rows < 1 || iMin > 0 || jMin > 0 || iMax < 0 || jMax < 0) return undefined;
  const at = (n: number): Point => ({ x: round1(from.x + (iMin + (n % cols)) * cell), y: round1(from.y + (jMin + Math.floor(n / cols)) * cell) });
  const weights = new Map<number, number>();
  // A figure on foot pays the ground: an inch at half speed is two of its move (foot-move.ts).
  const slows = new Map<number, number>();
  const slow = (n: number): number => {
    let k = slows.get(n);
    if (k === undefined) {
      const share = input.foot ? footing(table, at(n), input.foot) : 1;
      slows.set(n, (k = typeof share === 'number' ? 1 / share : Infinity));
    }
    return k;
  };
  const weight = (n: number): number => {
    let w = weights.get(n);
    if (w === undefined) {
      const p = at(n);
      if (impassable.some((f) => pointInShape(p, f.shape)) || slow(n) === Infinity) w = Infinity;
      else if (inWatchersSight(table, input.watchers, p, input.night)) w = ROUTE_WEIGHT.seen;
      else w = coverNames(table, p).length > 0 ? ROUTE_WEIGHT.cover : ROUTE_WEIGHT.hidden;
      weights.set(n, w);
    }
    return w;
  };
  const start = -iMin + -jMin * cols;
  const goal = to === undefined ? undefined : Math.min(iMax, Math.max(iMin, Math.round((to.x - from.x) / cell))) - iMin + (Math.min(jMax, Math.max(jMin, Math.round((to.y - from.y) / cell))) - jMin) * cols;
  const h = (n: number): number => (goal === undefined ? 0 : distance(at(n), at(goal)) * ROUTE_WEIGHT.cover);
  const cost = new Map<number, number>([[start, 0]]);
  const length = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const heap = new MinHeap();
  heap.push(h(start), start);
  const done = new Set<number>();
  while (heap.size > 0) {
    const n = heap.pop();
    if (done.has(n)) continue;
    done.add(n);
    if (n === goal) break;
    const c = n % cols;
    const r = Math.floor(n / cols);
    // Where the mover stands is left however it is held; only impassable ground there would trap it.
    const wn = n === start ? Math.min(weight(n), ROUTE_WEIGHT.seen) : weight(n);
    for (const [dc, dr] of STEPS) {
      const nc = c + dc;
      const nr = r + dr;
      if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
      const m = nc + nr * cols;
      if (done.has(m)) continue;
      const wm = weight(m);
      if (wm === Infinity) continue;
      const step = Math.hypot(dc, dr) * cell * ((Math.min(slow(n), 4) + slow(m)) / 2);
      const g = cost.get(n)! + step * ((wn + wm) / 2);
      if (g < (cost.get(m) ?? Infinity) - 1e-9) {
        cost.set(m, g);
        length.set(m, length.get(n)! + step);
        prev.set(m, n);
        heap.push(g + h(m), m);
      }
    }
  }
  const way = (end: number): Point[] => {
    const nodes: number[] = [];
    for (let n: number | undefined = end; n !== undefined; n = prev.get(n)) nodes.unshift(n);
    return [from, ...nodes.slice(1).map(at)];
  };
  return { at, done, cost, length, goal, way };
}

const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Drops the corners where the way runs straight on. */
function straighten(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    if (out.length >= 2) {
      const a = out[out.length - 2]!;
      const b = out[out.length - 1]!;
      const cross = (b.x - a.x) * (p.y - b.y) - (b.y - a.y) * (p.x - b.x);
      const dot = (b.x - a.x) * (p.x - b.x) + (b.y - a.y) * (p.y - b.y);
      if (Math.abs(cross) < 1e-9 && dot > 0) out.pop();
    }
    out.push(p);
  }
  return out;
}

/**
 * The spots a mover passes going `inches` along a way, one each inch and the last where it stops
 * (to 0.1"); along a straight way exactly `stepToward`'s.
 */
export function pointsAlong(path: readonly Point[], inches: number): Point[] {
  const cum = [0];
  for (let i = 1; i < path.length; i++) cum.push(cum[i - 1]! + distance(path[i - 1]!, path[i]!));
  const total = cum[cum.length - 1]!;
  const cap = Math.min(inches, total);
  const out: Point[] = [];
  for (let step = 1; step <= Math.ceil(cap - 1e-9); step++) {
    const s = Math.min(step, cap);
    let i = 1;
    while (i < path.length - 1 && cum[i]! < s - 1e-9) i++;
    out.push(stepToward(path[i - 1]!, path[i]!, s - cum[i - 1]!));
  }
  return out;
}

/** The spot `inches` along a way (its end when shorter), to 0.1". */
export function pointAlongRoute(path: readonly Point[], inches: number): Point {
  const pts = pointsAlong(path, inches);
  const end = pts[pts.length - 1] ?? path[0]!;
  return { x: round1(end.x), y: round1(end.y) };
}

/** The features a mover passed through, each with the first spot it was in, in the order it met them. */
export function featuresPassed(table: Table | undefined, spots: readonly Point[]): { readonly name: string; readonly at: Point }[] {
  const out: { name: string; at: Point }[] = [];
  for (const p of spots) for (const name of coverNames(table, p)) if (!out.some((x) => x.name === name)) out.push({ name, at: p });
  return out;
}

/** A binary heap of lattice nodes by priority, ties to the lower node number (so the search is the same everywhere). */
class MinHeap {
  private readonly items: { p: number; n: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(p: number, n: number): void {
    const a = this.items;
    a.push({ p, n });
    let i = a.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!less(a[i]!, a[up]!)) break;
      [a[i], a[up]] = [a[up]!, a[i]!];
      i = up;
    }
  }
  pop(): number {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && less(a[l]!, a[m]!)) m = l;
        if (r < a.length && less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top.n;
  }
}

const less = (a: { p: number; n: number }, b: { p: number; n: number }): boolean => a.p < b.p - 1e-12 || (Math.abs(a.p - b.p) <= 1e-12 && a.n < b.n);
