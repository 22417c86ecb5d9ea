import type { Point } from '../../../../core/board/geometry.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { FireteamCover } from '../table/terrain.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { shootAtVehicle, type AtFireError, type AtResult } from '../vehicles/anti-tank-fire.js';
import { shootAtInfantry, type DirectFireError, type DirectShot } from '../fire/direct-fire.js';
import type { FireteamGame } from '../game/game.js';
import { checkShotSight, hadInView, type SightError } from '../table/line-of-sight.js';
import { whyCannotFire } from '../fire/may-fire.js';
import { enemyRef, enemyUnit, findUnit, knownEnemyUnit, ownUnit, updateUnit, withUnits, type FireteamState, type StateError } from '../game/state.js';
import { endStep } from '../turn/turn.js';
import { afterOverwatchShot } from '../turn/under-watch.js';
import { isVehicle } from '../troops/units.js';

export type OverwatchError = StateError | 'fireteam/cannot-fire';

/**
 * Seed 004, Actions: Over Watch. The unit holds its fire in the firing phase to shoot at enemies who
 * move into view during their movement. Going on overwatch is an action, so it stops going to ground.
 */
export function setOverwatch(state: FireteamState, side: string, unitId: string): RuleResult<{ readonly state: FireteamState }, OverwatchError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  const why = whyCannotFire(u);
  if (why !== undefined && why !== 'on-overwatch') return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
  return ok({ state: withUnits(state, [{ ...u, overwatch: true, goneToGround: false }]) });
}

/** Seed 004, Actions: Over Watch, as the side's action of its step: the unit goes on overwatch, and the step passes. */
export function goOnOverwatch(game: FireteamGame, side: string, unitId: string): RuleResult<{ readonly game: FireteamGame; readonly result: string }, OverwatchError> {
  const r = setOverwatch(game, side, unitId);
  if (!r.ok) return r;
  const unit = ownUnit(r.value.state, side, unitId);
  return ok({ game: endStep(r.value.state, side), result: unit.ok ? unit.value.id : unitId });
}

export type OverwatchFireError = StateError | 'fireteam/not-on-overwatch' | 'fireteam/cannot-fire' | 'fireteam/moved-cannot-fire' | 'fireteam/aboard';

/**
 * Seed 004, Over Watch: a unit on overwatch fires at an enemy moving into view during the enemy's
 * movement. Its overwatch is then spent and it counts as having fired. The hits are the combat rules'
 * (a Pin stops the mover at once). Infantry that moved this turn may not fire it (Movement: "There is
 * no moving and firing"); vehicles may move and fire.
 */
export function overwatchFire(
  state: FireteamState,
  side: string,
  unitId: string,
  targetId: string,
): RuleResult<{ readonly state: FireteamState; readonly unit: string; readonly target: string }, OverwatchFireError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (!u.overwatch) return fail('fireteam/not-on-overwatch', { unit: u.id });
  if (u.movedThisTurn && !isVehicle(u)) return fail('fireteam/moved-cannot-fire', { unit: u.id });
  const why = whyCannotFire({ ...u, overwatch: false }, state.turn);
  if (why !== undefined) return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
  const t = enemyUnit(state, u.side, targetId);
  if (!t.ok) return t;
  if (t.value.aboard !== undefined) return fail('fireteam/aboard', { unit: t.value.id, vehicle: t.value.aboard });
  return ok({ state: withUnits(state, [{ ...u, overwatch: false, firedThisTurn: true, goneToGround: false }]), unit: u.id, target: t.value.id });
}

/** How an overwatch shot is taken: where the mover came into view, and what the firer declares of the ground. */
export interface OverwatchShotOptions {
  /** Where the target came into view: it stops there if the shot Pins it. */
  readonly stop?: Point;
  readonly cover?: FireteamCover;
  readonly enfilade?: boolean;
  /** The player attests the target is in sight (the board is approximate). */
  readonly visible?: boolean;
}

export interface OverwatchShot {
  readonly shot: DirectShot | AtResult;
  /** Where the Pinned target stopped at once. */
  readonly stopped?: Point;
  readonly target: string;
  /** The firer's side, and the target's. */
  readonly side: string;
  readonly targetSide: string;
}

/**
 * Seed 004, Over Watch (004 L57–L61): `side`'s unit on overwatch fires at an enemy unit that moved
 * this turn *into* view — in sight on the board (or attested so), and not already in the firer's view
 * where its move began: an armoured vehicle takes an anti-tank shot (it moved), anything else direct
 * fire. A target the shot Pins stops at once, where it came into view. When no other watcher may fire
 * at the mover the enemy waits on, its step ends (`afterOverwatchShot`).
 */
export function fireOverwatch(
  game: FireteamGame,
  side: string,
  unitId: string,
  targetId: string,
  o: OverwatchShotOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: OverwatchShot }, OverwatchFireError | SightError | DirectFireError | AtFireError | 'fireteam/target-not-moving' | 'fireteam/already-in-view'> {
  const target = knownEnemyUnit(game, side, targetId);
  if (target && !target.movedThisTurn) return fail('fireteam/target-not-moving', { unit: target.id });
  const fired = overwatchFire(game, side, unitId, targetId);
  if (!fired.ok) return fired;
  const shooterRef = { side, id: fired.value.unit };
  const targetRef = enemyRef(game, side, fired.value.target);
  if (o.visible !== true) {
    const seen = checkShotSight(game, board, shooterRef, targetRef);
    if (!seen.ok) return seen;
  }
  const g = fired.value.state;
  const shooter = findUnit(g, shooterRef)!;
  const t = findUnit(g, targetRef)!;
  if (hadInView(game, board, shooter, t.movedFrom)) return fail('fireteam/already-in-view', { unit: shooter.id, target: t.id });
  const r =
    t.vehicle && !t.vehicle.softSkinned
      ? shootAtVehicle(g, shooter, t, { targetMoved: true }, roller, rules, board)
      : shootAtInfantry(g, shooter, t, { ...(o.cover === undefined ? {} : { cover: o.cover }), ...(o.enfilade ? { enfilade: true } : {}) }, roller, rules, board);
  if (!r.ok) return r;
  let next = r.value.game;
  const after = findUnit(next, t)!;
  const stop = o.stop;
  const stopped = after.status === 'pinned' && after.pinnedTurn === next.turn && stop !== undefined;
  if (stopped) next = updateUnit(next, t, (u) => ({ ...u, position: stop }));
  next = afterOverwatchShot(next, board);
  return ok({ game: next, result: { shot: r.value.result, ...(stopped ? { stopped: stop } : {}), target: t.id, side, targetSide: t.side } });
}
