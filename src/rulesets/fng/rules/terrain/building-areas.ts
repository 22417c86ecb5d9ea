import { pointInShape, type Point } from '../../../../core/board/geometry.js';
import { INSIDE_EXPLOSION_IMPACT_BONUS } from './buildings.js';
import { inStanding } from './feature-geometry.js';
import type { FngFeature } from './scenario.js';
import type { FngTerrainType } from './terrain.js';

/**
 * Building areas on the table (FNG 2nd Tour, Buildings p.40–41, seed L984–L1024): the enclosed
 * structures a figure can be inside (buildings, hooches, bunkers; a sandbagged position is open), and
 * what being inside one changes for an explosion.
 */

/** The terrain types that enclose those inside (L1007, L1026). */
export const ENCLOSED_TYPES: readonly FngTerrainType[] = ['building', 'hooch', 'bunker'];

/**
 * The building, hooch or bunker a point lies in (the last laid, as it lies on top), or undefined; not
 * where its area on the table's level fell in (L992), unless `whole` (its outline, whatever fell: its
 * other levels may stand).
 */
export function buildingAt(features: readonly FngFeature[], at: Point, opts: { readonly whole?: boolean } = {}): FngFeature | undefined {
  return features.filter((f) => ENCLOSED_TYPES.includes(f.type) && (opts.whole === true ? pointInShape(at, f.shape) : inStanding(f, at))).at(-1);
}

/**
 * An explosion's Impact where it goes off (L1024): "Anytime an explosion occurs within a building
 * area, such as from a grenade, the Impact is increased by one."
 */
export function explosionImpact(features: readonly FngFeature[], centre: Point, impact: number): { readonly impact: number; readonly inside?: string } {
  const b = buildingAt(features, centre);
  return b === undefined ? { impact } : { impact: impact + INSIDE_EXPLOSION_IMPACT_BONUS, inside: b.name };
}

/** Entering or leaving a building (L999): "Going through a door is at a 2" movement reduction. Going through a window ends their movement." */
export type Opening = 'door' | 'window';
export const DOOR_COST = 2;

/** A move's line crossing a building's wall: how far along the move, which building, and whether going in. */
export interface WallCrossing {
  readonly at: number;
  readonly feature: string;
  readonly entering: boolean;
}

/** Where a straight move from `from` to `to` crosses the walls of buildings, hooches and bunkers, in order (edges found to a hair). */
export function wallCrossings(features: readonly FngFeature[], from: Point, to: Point): WallCrossing[] {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return [];
  const at = (d: number): Point => ({ x: from.x + ((to.x - from.x) * d) / length, y: from.y + ((to.y - from.y) * d) / length });
  const out: WallCrossing[] = [];
  const steps = Math.ceil(length / 0.1);
  for (const f of features.filter((x) => ENCLOSED_TYPES.includes(x.type))) {
    let was = pointInShape(from, f.shape);
    for (let i = 1; i <= steps; i++) {
      const d = (length * i) / steps;
      const now = pointInShape(at(d), f.shape);
      if (now === was) continue;
      let lo = (length * (i - 1)) / steps;
      let hi = d;
      for (let k = 0; k < 20; k++) {
        const mid = (lo + hi) / 2;
        if (pointInShape(at(mid), f.shape) === was) lo = mid;
        else hi = mid;
      }
      out.push({ at: now ? hi : lo, feature: f.name, entering: now });
      was = now;
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** A door drawn on a wall serves a crossing within this many inches of it. */
export const DOOR_REACH = 1;

/**
 * How a move goes through a wall where it crosses it (L999: "through a door or window"): a building
 * with its doors drawn (`doors`) is gone through by a door within 1″ of the crossing, else through a
 * window when the mover says so, else not at all (`wall`: the move stops at it). One without doors
 * drawn is gone through as the mover says (a door unless told). Where its windows are drawn
 * (`windows`), a window is one within 1″ of the crossing: a move said to go by a window elsewhere stops
 * at the wall. Where the area inside has fallen in, there is no wall left (`open`, L992).
 */
export type Passage = 'door' | 'window' | 'wall' | 'open';

export function passageAt(feature: Pick<FngFeature, 'doors' | 'windows'> | undefined, at: Point, via: Opening, open = false): Passage {
  if (open) return 'open';
  const near = (points: readonly Point[]): boolean => points.some((d) => Math.hypot(d.x - at.x, d.y - at.y) <= DOOR_REACH + 1e-9);
  const doors = feature?.doors ?? [];
  const windows = feature?.windows ?? [];
  if (doors.length > 0 && near(doors)) return 'door';
  if (via === 'window') return windows.length === 0 || near(windows) ? 'window' : 'wall';
  return doors.length === 0 ? 'door' : 'wall';
}

/** A wall crossing with how it is gone through. */
export interface Crossed extends WallCrossing {
  readonly passage: Passage;
}

/**
 * Where a move through building walls ends (L999). Through a window: just past that wall, the move
 * over. Through doors: each costs 2" of the move; the move had `spare` inches left at its end, so it
 * goes as far as its inches allow with the doors paid, stopping at a door it cannot pay for. At a wall
 * with no door drawn (and no window said) it stops just short of it. `along` is where it ends, as a
 * distance along the move's line; `walls` the walls it went through; `stop` what stopped it there.
 */
export function throughWalls(crossings: readonly Crossed[], length: number, spare: number): { readonly along: number; readonly walls: readonly Crossed[]; readonly stop?: 'window' | 'wall' | 'door' } | undefined {
  const closed = crossings.filter((c) => c.passage !== 'open');
  if (closed.length === 0) return undefined;
  const budget = length + spare;
  let paid = 0;
  const walls: Crossed[] = [];
  for (const c of closed) {
    if (budget - DOOR_COST * paid < c.at) return { along: budget - DOOR_COST * paid, walls };
    if (c.passage === 'window') return { along: Math.min(length, c.at + WALL_STEP), walls: [...walls, c], stop: 'window' };
    if (c.passage === 'wall') return { along: Math.max(0, c.at - WALL_STEP), walls, stop: 'wall' };
    // At the door: through it only with 2" to pay.
    if (budget - DOOR_COST * (paid + 1) < c.at) return { along: Math.max(0, c.at - WALL_STEP), walls, stop: 'door' };
    paid++;
    walls.push(c);
  }
  return { along: Math.min(length, budget - DOOR_COST * paid), walls };
}

/** How far past a wall a figure through a window stands: inside (or outside) it, not on it. */
const WALL_STEP = 0.1;
