import { distance, pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { FngFeature, FngScenario } from './scenario.js';
import { FNG_TERRAIN, type FngTerrain } from './terrain.js';
import type { Depth } from './water.js';
import { WATER_TYPES } from './water-types.js';

/**
 * Foot movement over the table (FNG 2nd Tour, Terrain p.46–50, L1146–L1204): a figure on foot pays
 * for the ground it crosses as the terrain table says (`footMove`: bamboo, double canopy jungle, marsh,
 * rough, dunes half speed; single canopy jungle a quarter; elephant grass, hills three quarters). An inch
 * of ground at half speed costs two inches of the move. Where features lie over one another the worse
 * counts (L1154, L1169: "counting only the worse case attributes of both"); a road or trail underfoot
 * is walked at full speed whatever lies under it (L1185), and impassable ground only along one, at a
 * quarter (L1162). A rice paddy is half speed flooded, and near harvest while the water is in it, open
 * ground when dry (L1174). Water a figure may wade is open ground at depth 1 and half speed at depth 2
 * (L1175); deep water, or water whose depth nobody has found yet (it is found by wading in, L1179), is
 * not walked into: `/fng-mission swim` wades in. PEFs pay nothing (L1398): this is for figures.
 */

type Table = Pick<FngScenario, 'features'>;

/** What is known of the water's depth at a point of a water feature (the game's findings). */
export type DepthAt = (feature: string, p: Point) => Depth | undefined;

/** Why ground cannot be walked at all. */
export type NoFooting = 'water' | 'impassable';

/** The speed at a point as a share of a normal move (1 full, 0.5 half …), or why it cannot be walked. */
export function footing(table: Table, p: Point, depthAt: DepthAt): number | NoFooting {
  let share = 1;
  let road = false;
  let impassable = false;
  let water: NoFooting | undefined;
  for (const f of table.features as readonly FngFeature[]) {
    if (!pointInShape(p, f.shape)) continue;
    if (f.type === 'road' || f.type === 'trail') {
      road = true;
      continue;
    }
    if (WATER_TYPES.includes(f.type)) {
      const depth = depthAt(f.name, p);
      if (depth === undefined || depth >= 3) water = 'water';
      else if (depth === 2) share = Math.min(share, 0.5);
      continue;
    }
    const row = FNG_TERRAIN[f.type] as FngTerrain | undefined;
    const move = f.type === 'rice-paddy' && f.paddy === 'dry' ? 1 : row?.footMove;
    if (move === undefined) continue;
    if (move === 0) impassable = true;
    else share = Math.min(share, move);
  }
  if (water) return water;
  if (road) return impassable ? 0.25 : 1;
  return impassable ? 'impassable' : share;
}

export interface Walk {
  /** Where the figure gets to along the line, the whole way when `full`. */
  readonly reached: Point;
  readonly full: boolean;
  /** Inches of ground covered, and inches of the move they cost. */
  readonly inches: number;
  readonly spent: number;
  /** The features that slowed it (by name, in the order met), each with its speed. */
  readonly slowedBy: readonly { readonly name: string; readonly share: number }[];
  /** What stopped it short of the end, when ground it cannot walk did. */
  readonly stoppedBy?: NoFooting;
}

/** Sampling step along a move, in inches. */
const STEP = 0.1;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Walks the straight line from `from` to `to` with `allowance` inches of move: how far it gets, and
 * what the ground cost. The ground under each tenth of an inch is read at its middle.
 */
export function walk(table: Table | undefined, from: Point, to: Point, allowance: number, depthAt: DepthAt = () => undefined): Walk {
  const length = distance(from, to);
  if (!table || table.features.length === 0 || length < 1e-9) {
    const inches = Math.min(length, Math.max(0, allowance));
    return { reached: along(from, to, inches, length), full: inches >= length - 1e-9, inches: round2(inches), spent: round2(inches), slowedBy: [] };
  }
  const slowedBy: { name: string; share: number }[] = [];
  let spent = 0;
  let done = 0;
  while (done < length - 1e-9) {
    const step = Math.min(STEP, length - done);
    const mid = along(from, to, done + step / 2, length, false);
    const share = footing(table, mid, depthAt);
    if (typeof share !== 'number') return result(done, length, spent, slowedBy, share);
    const cost = step / share;
    if (spent + cost > allowance + 1e-6) {
      // The last part of a step the move still pays for.
      const part = Math.max(0, allowance - spent) * share;
      return result(done + part, length, spent + part / share, slowedBy);
    }
    if (share < 1) noteSlowing(table, mid, depthAt, slowedBy);
    spent += cost;
    done += step;
  }
  return result(length, length, spent, slowedBy);

  function result(inches: number, total: number, cost: number, slowed: typeof slowedBy, stoppedBy?: NoFooting): Walk {
    return { reached: along(from, to, inches, total), full: inches >= total - 1e-9, inches: round2(inches), spent: round2(cost), slowedBy: slowed, ...(stoppedBy ? { stoppedBy } : {}) };
  }
}

/** The slowing features at a point, added to the list once each. */
function noteSlowing(table: Table, p: Point, depthAt: DepthAt, out: { name: string; share: number }[]): void {
  for (const f of table.features as readonly FngFeature[]) {
    if (out.some((x) => x.name === f.name) || !pointInShape(p, f.shape)) continue;
    const move = WATER_TYPES.includes(f.type) ? (depthAt(f.name, p) === 2 ? 0.5 : 1) : f.type === 'rice-paddy' && f.paddy === 'dry' ? 1 : (FNG_TERRAIN[f.type] as FngTerrain | undefined)?.footMove;
    if (move !== undefined && move > 0 && move < 1) out.push({ name: f.name, share: move });
  }
}

/** The point `inches` along the line (rounded to 0.01" unless `round` is false). */
function along(from: Point, to: Point, inches: number, length: number, round = true): Point {
  if (length < 1e-9 || inches >= length - 1e-9) return to;
  const k = inches / length;
  const p = { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
  return round ? { x: round2(p.x), y: round2(p.y) } : p;
}
