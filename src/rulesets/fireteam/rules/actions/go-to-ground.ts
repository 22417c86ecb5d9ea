import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { goToGround as rollGoToGround, type GoToGroundResult } from '../troops/expertise.js';
import type { FireteamGame } from '../game/game.js';
import { ownUnit, withUnits, type FireteamState, type StateError } from '../game/state.js';
import { endStep } from '../turn/turn.js';
import { hasRole, isOnTable, isVehicle } from '../troops/units.js';

export type GoToGroundError = StateError | 'fireteam/cannot-go-to-ground' | 'fireteam/already-gone-to-ground' | 'fireteam/ground-tried';

export interface GoToGroundOutcome extends GoToGroundResult {
  readonly state: FireteamState;
  readonly unit: string;
}

/**
 * Seed 004, Actions: Go to Ground. On a passed expertise roll the unit counts its cover one category
 * higher until it shoots or moves; scouts need no roll (the roll is `troops/expertise.ts`'s). Infantry only:
 * vehicles do not go to ground. It is an action, so it ends overwatch. One roll a unit a turn: a failed
 * roll is not retried in a later step of the same actions phase.
 */
export function goToGround(
  state: FireteamState,
  side: string,
  unitId: string,
  roller: Roller,
): RuleResult<GoToGroundOutcome, GoToGroundError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (!isOnTable(u) || isVehicle(u) || u.aboard !== undefined) return fail('fireteam/cannot-go-to-ground', { unit: u.id });
  if (u.goneToGround) return fail('fireteam/already-gone-to-ground', { unit: u.id });
  if (u.groundTriedThisTurn === true) return fail('fireteam/ground-tried', { unit: u.id });
  const result = rollGoToGround(u.quality, roller, { scout: hasRole(u, 'scout') });
  const next = withUnits(state, [{ ...u, groundTriedThisTurn: true, ...(result.success ? { goneToGround: true, overwatch: false } : {}) }]);
  return ok({ ...result, state: next, unit: u.id });
}

/** Seed 004, Actions: Go to Ground, as the side's action of its step: the roll (`goToGround`), and the step passes. */
export function goToGroundAction(game: FireteamGame, side: string, unitId: string, roller: Roller): RuleResult<{ readonly game: FireteamGame; readonly result: GoToGroundResult & { readonly unit: string } }, GoToGroundError> {
  const r = goToGround(game, side, unitId, roller);
  if (!r.ok) return r;
  const { state, ...result } = r.value;
  return ok({ game: endStep(state, side), result });
}
