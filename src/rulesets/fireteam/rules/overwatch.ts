import { fail, ok, type RuleResult } from '../../../core/result.js';
import { enemyUnit, ownUnit, withUnits, type FireteamState, type StateError } from './state.js';
import { isVehicle } from './units.js';
import { whyCannotFire } from './may-fire.js';

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
