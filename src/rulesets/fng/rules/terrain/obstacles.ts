import { distance, pointInShape, segmentTouchesShape, type Point, type Shape } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';
import type { FngFeature } from './scenario.js';
import type { FngTerrainType } from './terrain.js';

/**
 * Obstacles (FNG 2nd Tour, Man Made Features p.51, seed L1206–L1212; Wire Cutters L375): barbed wire,
 * punji stakes and minefields, laid by a scenario. What they do to a figure crossing them:
 *
 * - Barbed/concertina wire (L1208), a line 2" deep (single strand) or 4" (double): "crossed at 2" per
 *   turn, but only if the figure scores at least 4" additional movement on a Fast Move Test. If scoring
 *   3" or less the figure is moved 1". If scoring zero additional movement the figure remains in
 *   place. Crossing the wire in this manner takes the figures full movement for the turn". Any other
 *   move stops where it meets the wire. Wire cutters "clip a 1" x 1" opening" (L1208), "at 1"x1" per
 *   full turn of use" (L375).
 * - Punji stakes (L1209, L1212), an area: "crossed at 2" per turn. For each turn a figure is within
 *   the area the figure must roll 1d6 vs. REP. Passing 0d6 results in an Impact 1 hit". A 2"x2" patch
 *   is cleared by "spending an entire turn doing nothing ... but clearing" (L1212).
 * - Minefields (L1206), an area: no slower to cross, but "for each turn a figure is within the area
 *   they must roll 1d6 vs. REP. Passing 0d6 results in an attack with a 5" blast circle at Impact 2
 *   being centered on that figure".
 *
 * A figure moves once a turn, so the test is taken once for a move that enters or runs inside the
 * area; one who stays inside without moving takes it at the turn's end (the turn's tested are kept).
 *
 * Holes (L1208, L1212): "A 4"x4" hole may be blown in barbed wire with a satchel charge, recoilless
 * rifle, or bazooka/RPG round", and in punji stakes also by "1 block of C-4"; "Grenades are not
 * strong enough". Minefields (L1206) "may only be cleared by Engineers ... or by artillery or
 * airstrikes ... a chance to clear a 6x6" area of (1) Artillery barrage; (1-2) Rocket or (1-3) 500 lb
 * bomb; (1-4) 750 pd bomb ... Don't roll to determine if the field is clear until a figure has moved
 * into it and failed its 1d6 REP check."
 */

/** The obstacle types (L1206–L1209). */
export const OBSTACLE_TYPES: readonly FngTerrainType[] = ['wire', 'punji-stakes', 'minefield'];

/** Punji stakes are crossed at 2" a turn (L1209). */
export const PUNJI_INCHES_A_TURN = 2;
/** Wire: 4" or more extra on the Fast Move crosses 2"; 1–3" extra, 1"; none, nothing (L1208). */
export const WIRE_CROSSING = { full: 2, partial: 1, fullAtExtra: 4 } as const;
/** A minefield's mine: a 5" blast circle at Impact 2 on the figure (L1206). */
export const MINE = { diameter: 5, impact: 2 } as const;
/** A punji stake's hit: Impact 1 (L1209). */
export const PUNJI_IMPACT = 1;
/** A gap made by wire cutters (1" square, L1208, L375), by clearing punji stakes by hand (2" square, L1212), or by an Engineer clearing mines (2" square a turn, L1206). */
export const GAP_SIZE: Readonly<Record<'wire' | 'punji-stakes' | 'minefield', number>> = { wire: 1, 'punji-stakes': 2, minefield: 2 };

/** A square gap cut through an obstacle, centred on `at`. */
export interface ObstacleGap {
  readonly feature: string;
  readonly at: Point;
  readonly size: number;
}

/** A 6" × 6" patch of a minefield a round, rocket or bomb landed on: cleared on `clearOn` or less, rolled when a figure there fails its test (L1206). */
export interface ShelledPatch {
  readonly feature: string;
  readonly at: Point;
  readonly clearOn: number;
}

/** What the players have done to the table's obstacles (`FngGame.obstacles`). */
export interface ObstacleState {
  readonly gaps: readonly ObstacleGap[];
  /** Minefield patches shelled or bombed, not yet rolled for (L1206). */
  readonly shelled?: readonly ShelledPatch[];
  /** Who took a minefield's or the stakes' test this turn (L1206, L1209: once "for each turn"). */
  readonly tested?: { readonly turn: number; readonly keys: readonly string[] };
}

/** The hole a satchel charge, a recoilless rifle's, bazooka's or RPG's round, or (stakes only) a C-4 block blows (L1208, L1212). */
export const BLOWN_HOLE = 4;

/** What may blow a hole: a satchel or demolition charge, an anti-tank round (recoilless rifles, bazookas, LAWs, RPGs), a C-4 block. */
export type HoleBlaster = 'satchel' | 'anti-tank' | 'c4';

/** Whether it blows a hole in that obstacle: wire takes a charge or a round (L1208), stakes also C-4 (L1212), a minefield nothing. */
export function blowsHole(by: HoleBlaster, obstacle: FngTerrainType): boolean {
  if (obstacle === 'wire') return by !== 'c4';
  return obstacle === 'punji-stakes';
}

/** The wire or stakes an explosion at `centre` blows a 4" hole in, if any (L1208, L1212). */
export function holeBlown(features: readonly FngFeature[], gaps: readonly ObstacleGap[], centre: Point, by: HoleBlaster): ObstacleGap | undefined {
  const o = features.filter((f) => blowsHole(by, f.type) && inObstacle(f, gaps, centre)).at(-1);
  return o ? { feature: o.name, at: centre, size: BLOWN_HOLE } : undefined;
}

/** What may clear a minefield's 6" × 6" (L1206): artillery (mortar rounds read as artillery), rockets, 500 and 750 lb bombs. */
export type MineClearer = 'artillery' | 'rockets' | 'bomb-500' | 'bomb-750';

/** The faces of 1d6 that clear the patch (L1206): artillery 1, rockets 1–2, 500 lb 1–3, 750 lb 1–4. */
export const MINE_CLEAR_ON: Readonly<Record<MineClearer, number>> = { artillery: 1, rockets: 2, 'bomb-500': 3, 'bomb-750': 4 };

/** A minefield's cleared patch: 6" square (L1206). */
export const MINE_PATCH = 6;

/** The patch an explosion landing in a minefield may have cleared, if it landed in one. */
export function shellPatch(features: readonly FngFeature[], gaps: readonly ObstacleGap[], lands: Point, by: MineClearer): ShelledPatch | undefined {
  const o = obstacleAt(features, gaps, lands, ['minefield']);
  return o ? { feature: o.name, at: lands, clearOn: MINE_CLEAR_ON[by] } : undefined;
}

/** The shelled patch of a minefield a figure's move (or, standing, his spot) ran through, the likeliest to be clear first. */
export function patchOnPath(patches: readonly ShelledPatch[], feature: string, from: Point, to: Point): ShelledPatch | undefined {
  const square = (x: ShelledPatch): Shape => ({ kind: 'rect', x: x.at.x - MINE_PATCH / 2, y: x.at.y - MINE_PATCH / 2, width: MINE_PATCH, height: MINE_PATCH, rotation: 0 });
  return patches.filter((x) => x.feature === feature && segmentTouchesShape(from, to, square(x))).sort((a, b) => b.clearOn - a.clearOn)[0];
}

/** The 1d6 for a shelled patch, once a figure there failed his test (L1206): clear on `clearOn` or less, and the mine does not go off. */
export function patchClear(roller: Roller, patch: ShelledPatch, label: string): { readonly clear: boolean; readonly part: RolledPart } {
  const r = d6(roller, label);
  return { clear: r.score <= patch.clearOn, part: r.part };
}

/** Inches a Fast Move's extra movement carries a figure through wire: 2 with 4" or more, 1 with less, none with none (L1208). */
export function wireCrossingInches(extra: number): number {
  if (extra >= WIRE_CROSSING.fullAtExtra) return WIRE_CROSSING.full;
  return extra > 0 ? WIRE_CROSSING.partial : 0;
}

/** The 1d6 vs REP test of a figure in a minefield or in punji stakes (L1206, L1209): it hurts on 0 passed. */
export function obstacleTest(roller: Roller, rep: number, label: string): { readonly hurt: boolean; readonly part: RolledPart } {
  const r = passDice(roller, 1, rep, label);
  return { hurt: r.passes === 0, part: r.part };
}

/** Whether a point of an obstacle lies in a gap cut through it. */
function inGap(gaps: readonly ObstacleGap[], feature: string, p: Point): boolean {
  return gaps.some((g) => g.feature === feature && Math.abs(p.x - g.at.x) <= g.size / 2 + 1e-9 && Math.abs(p.y - g.at.y) <= g.size / 2 + 1e-9);
}

/** Whether a point is in the obstacle (and not in a gap through it). */
export function inObstacle(f: FngFeature, gaps: readonly ObstacleGap[], p: Point): boolean {
  return pointInShape(p, f.shape) && !inGap(gaps, f.name, p);
}

/** The obstacle of these types a point lies in, if any (the last laid). */
export function obstacleAt(features: readonly FngFeature[], gaps: readonly ObstacleGap[], p: Point, types: readonly FngTerrainType[] = OBSTACLE_TYPES): FngFeature | undefined {
  return features.filter((f) => types.includes(f.type) && inObstacle(f, gaps, p)).at(-1);
}

/** How a move crossing obstacles ends: where the figure stops, and what it stopped for or went through. */
export interface ObstacleCrossing {
  readonly end: Point;
  /** The wire or stakes that stopped the move short of where it was going, if any. */
  readonly stoppedBy?: { readonly feature: string; readonly type: 'wire' | 'punji-stakes'; readonly inches: number };
  /** The minefields and stakes the figure was in along the way (each tested once). */
  readonly within: readonly FngFeature[];
}

/** A tenth of an inch: the step a path is walked at (as foot movement walks it). */
const STEP = 0.1;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const roundPoint = (p: Point): Point => ({ x: round2(p.x), y: round2(p.y) });

/**
 * Walks a move's straight line from `from` to `to` through the obstacles: wire lets it only
 * `wireInches` past where it meets the wire (a Fast Move's crossing; none for any other move), and the
 * move ends there or on the far side; punji stakes let it only 2". `to` itself when nothing stops it. A figure already in the wire or the stakes counts
 * from where it stands.
 */
export function crossObstacles(features: readonly FngFeature[], gaps: readonly ObstacleGap[], from: Point, to: Point, wireInches: number): ObstacleCrossing {
  const obstacles = features.filter((f) => OBSTACLE_TYPES.includes(f.type));
  const length = distance(from, to);
  const at = (d: number): Point => (length === 0 ? from : { x: from.x + ((to.x - from.x) * d) / length, y: from.y + ((to.y - from.y) * d) / length });
  // The distance along the line where the figure crosses the obstacle's edge between two samples, found by halving.
  const edge = (f: FngFeature, a: number, b: number): number => {
    const aIn = inObstacle(f, gaps, at(a));
    for (let k = 0; k < 20; k++) {
      const mid = (a + b) / 2;
      if (inObstacle(f, gaps, at(mid)) === aIn) a = mid;
      else b = mid;
    }
    return aIn ? a : b;
  };
  const within = new Map<string, FngFeature>();
  /** By obstacle: how far along the line the figure met it. */
  const met = new Map<string, number>();
  const steps = Math.max(1, Math.ceil(length / STEP));
  for (let i = 0; i <= steps; i++) {
    const d = (length * i) / steps;
    const prev = i === 0 ? 0 : (length * (i - 1)) / steps;
    for (const f of obstacles) {
      if (!inObstacle(f, gaps, at(d))) {
        // Through the wire: crossing it took the whole move (L1208), it stops on the far side.
        if (f.type === 'wire' && met.has(f.name)) {
          const out = edge(f, prev, d);
          return { end: roundPoint(at(out)), stoppedBy: { feature: f.name, type: 'wire', inches: round2(out - met.get(f.name)!) }, within: [...within.values()] };
        }
        continue;
      }
      // It met the obstacle at its edge (or where it stands, if already in it).
      if (!met.has(f.name)) met.set(f.name, i === 0 ? 0 : edge(f, prev, d));
      if (f.type !== 'wire') within.set(f.name, f);
      if (f.type === 'minefield') continue;
      const allowed = f.type === 'wire' ? wireInches : PUNJI_INCHES_A_TURN;
      const from0 = met.get(f.name)!;
      if (d - from0 > allowed + 1e-9) {
        return { end: roundPoint(at(from0 + allowed)), stoppedBy: { feature: f.name, type: f.type as 'wire' | 'punji-stakes', inches: allowed }, within: [...within.values()] };
      }
    }
  }
  return { end: to, within: [...within.values()] };
}
