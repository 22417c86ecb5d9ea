import { fail, ok, type RuleResult } from '../../core/result.js';
import { findUnit, ownUnit, type FireDeclaration, type FireKind, type StateError } from '../../core/rulesets/fireteam/state.js';
import type { Unit } from '../../core/rulesets/fireteam/units.js';
import { extrasOf, withExtras, type FireteamGame } from './game.js';

export type DeclaredShotError = StateError | 'fireteam/no-declaration' | 'fireteam/already-resolved';

/**
 * The shot a side declared for one of its units this firing phase, of the kinds a command resolves;
 * once resolved it cannot be taken again (seed 004, Firing: targets nominated before shooting).
 */
export function declaredShot(game: FireteamGame, side: string, unitId: string, kinds: readonly FireKind[]): RuleResult<{ shooter: Unit; declaration: FireDeclaration }, DeclaredShotError> {
  const shooter = ownUnit(game, side, unitId);
  if (!shooter.ok) return shooter;
  const d = game.declarations.find((x) => x.unit === shooter.value.id && kinds.includes(x.kind));
  if (!d) return fail('fireteam/no-declaration', { unit: shooter.value.id, kind: kinds.join(' or ') });
  if (extrasOf(game).resolved.includes(shooter.value.id)) return fail('fireteam/already-resolved', { unit: shooter.value.id });
  return ok({ shooter: shooter.value, declaration: d });
}

export const markResolved = (game: FireteamGame, unit: string): FireteamGame => withExtras(game, { resolved: [...extrasOf(game).resolved, unit] });

/** The declared target, if it is still on the table to be shot at. */
export function declaredTarget(game: FireteamGame, d: FireDeclaration): Unit | undefined {
  const t = d.target === undefined ? undefined : findUnit(game, d.target);
  return t && t.onTable && t.status !== 'removed' && t.vehicle?.damage.brewedUp !== true ? t : undefined;
}
