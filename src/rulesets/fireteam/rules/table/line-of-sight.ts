import { distanceToPolyline, distanceToShapeEdge, pointInShape, segmentTouchesShape, type Point, type Shape } from '../../../../core/board/geometry.js';
import type { FireteamFeature, FireteamScenario } from './scenario.js';
import { fireteamTerrainOf } from './terrain.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { findUnit, type FireteamState, type SmokeCloud } from '../game/state.js';
import type { Unit } from '../troops/units.js';

/** Seed 004, Cover: troops are seen on the edge of cover or within 1" of the edge or of a linear obstacle. */
export const VISIBLE_FROM_EDGE = 1;
/** Seed 004, Firing: fixed guns fire in a 90° arc, 45° each side of the vehicle's heading. */
export const FIXED_ARC_HALF = 45;

export type SightError = 'fireteam/target-hidden' | 'fireteam/no-line-of-sight' | 'fireteam/outside-arc';

export interface SightInput {
  readonly features: readonly FireteamFeature[];
  readonly smoke?: readonly SmokeCloud[];
  readonly from: Point;
  readonly to: Point;
}

const isArea = (s: Shape): boolean => s.kind !== 'polyline';

/** Standing in an area, or touching (within 1" of) a linear feature. */
function standsAt(p: Point, f: FireteamFeature): boolean {
  const s = f.shape;
  return s.kind === 'polyline' ? distanceToPolyline(p, s.points) <= s.width / 2 + VISIBLE_FROM_EDGE : pointInShape(p, s);
}

const round = (x: number): number => Math.round(x * 10) / 10;

/**
 * Fire Team (seed 004), Cover: "Troops are visible if they are on the edge of cover, touching linear
 * obstacles or within 1" of the edge / linear object. In other cases they may not be targeted. There
 * is no dead ground behind cover for troops on a higher elevation." A target inside an area of cover
 * (any cover line but the open) must be within 1" of its edge, unless the shooter stands in the same
 * area; the straight line from shooter to target may not pass a feature that blocks sight (woods,
 * buildings, hedges…) other than those either of them stands in or touches — a shooter on a hill sees
 * over linear obstacles — nor a smoke cloud.
 */
export function checkSight(input: SightInput): RuleResult<true, SightError> {
  const { from, to, features } = input;
  for (const f of features) {
    if (!isArea(f.shape) || fireteamTerrainOf(f).cover === 'open' || !pointInShape(to, f.shape) || pointInShape(from, f.shape)) continue;
    const depth = distanceToShapeEdge(to, f.shape);
    if (depth > VISIBLE_FROM_EDGE) return fail('fireteam/target-hidden', { feature: f.name, inches: round(depth), max: VISIBLE_FROM_EDGE });
  }
  const onHill = features.some((f) => f.type === 'hill' && pointInShape(from, f.shape));
  for (const f of features) {
    if (!fireteamTerrainOf(f).blocksLos || standsAt(from, f) || standsAt(to, f)) continue;
    if (onHill && f.shape.kind === 'polyline') continue;
    if (segmentTouchesShape(from, to, f.shape)) return fail('fireteam/no-line-of-sight', { feature: f.name });
  }
  for (const c of input.smoke ?? []) {
    if (segmentTouchesShape(from, to, { kind: 'ellipse', centre: c.centre, rx: c.radius, ry: c.radius, rotation: 0 })) {
      return fail('fireteam/no-line-of-sight', { feature: `smoke ${c.id}` });
    }
  }
  return ok(true);
}

/** Degrees from +x toward +y (clockwise as drawn), 0–360. */
export function bearing(from: Point, to: Point): number {
  const deg = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** Whether every weapon of the vehicle is bound to its heading: a fixed gun, or a jammed turret with no all-round mount. */
function fixedArc(u: Unit): boolean {
  const v = u.vehicle;
  if (!v) return false;
  const allRound = v.weapons.some((w) => w.mount === 'pintle' || w.mount === 'aa');
  return !allRound && (v.fixedGun || v.damage.turretJammed);
}

/**
 * Fire Team (seed 004), Firing: "tanks with fixed guns in a 90o arc" — and a jammed turret (Anti-Tank
 * Fire result 4) fixes the gun too. A vehicle whose heading is known (its last move) shoots only at a
 * target within 45° of it; with no heading or position the player's word is taken.
 */
export function checkFixedArc(u: Unit, target: Point | undefined): RuleResult<true, 'fireteam/outside-arc'> {
  if (!fixedArc(u) || u.facing === undefined || u.position === undefined || target === undefined) return ok(true);
  const off = Math.abs(((bearing(u.position, target) - u.facing + 540) % 360) - 180);
  return off <= FIXED_ARC_HALF + 1e-9 ? ok(true) : fail('fireteam/outside-arc', { unit: u.id, degrees: Math.round(off), max: FIXED_ARC_HALF });
}

/**
 * Fire Team (seed 004), Cover and Firing, read from the table: whether `shooter` can see `target`
 * (edge of cover, blocking features, smoke) and, for a fixed gun, has it in its arc. Without a board
 * or positions the player's word is taken; the map is approximate, so `visible:true` attests a shot.
 */
export function checkShotSight(game: FireteamState, board: FireteamScenario | undefined, shooter: UnitRef, target: UnitRef): RuleResult<true, SightError> {
  const s = findUnit(game, shooter);
  const t = findUnit(game, target);
  if (!s || !t || !s.position || !t.position) return ok(true);
  if (board) {
    const seen = checkSight({ features: board.features, smoke: game.smoke, from: s.position, to: t.position });
    if (!seen.ok) return { ...seen, params: { ...seen.params, unit: s.id, target: t.id } };
  }
  return checkFixedArc(s, t.position);
}

/**
 * Whether `watcher` had `at` in view on the board (sight and, for a fixed gun, its arc): Over Watch
 * fires only at enemies moving *into* view (seed 004, 004 L57–L61). Without a board or a position
 * the bot cannot tell, and says no.
 */
export function hadInView(state: FireteamState, board: FireteamScenario | undefined, watcher: Unit, at: Point | undefined): boolean {
  if (!board || !watcher.position || !at) return false;
  return checkSight({ features: board.features, smoke: state.smoke, from: watcher.position, to: at }).ok && checkFixedArc(watcher, at).ok;
}
