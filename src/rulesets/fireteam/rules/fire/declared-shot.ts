import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { declaredBy, enemyRef, findUnit, ownUnit, sidedDeclarations, type FireDeclaration, type FireKind, type StateError } from '../game/state.js';
import type { Unit } from '../troops/units.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { declarationsOf, extrasOf, listed, tagOf, withExtras, type FireteamGame } from '../game/game.js';

export type DeclaredShotError = StateError | 'fireteam/no-declaration' | 'fireteam/already-resolved';

/**
 * The shot a side declared for one of its units this firing phase, of the kinds a command resolves;
 * once resolved it cannot be taken again (seed 004, Firing: targets nominated before shooting).
 */
export function declaredShot(game: FireteamGame, side: string, unitId: string, kinds: readonly FireKind[]): RuleResult<{ shooter: Unit; declaration: FireDeclaration }, DeclaredShotError> {
  const shooter = ownUnit(game, side, unitId);
  if (!shooter.ok) return shooter;
  const d = sidedDeclarations(game).find((x) => declaredBy(x, shooter.value) && kinds.includes(x.kind));
  if (!d) return fail('fireteam/no-declaration', { unit: shooter.value.id, kind: kinds.join(' or ') });
  if (listed(extrasOf(game).resolved, shooter.value)) return fail('fireteam/already-resolved', { unit: shooter.value.id });
  return ok({ shooter: shooter.value, declaration: d });
}

/** A declared shot whose target left the table before it was resolved: no shot (seed 004, Firing). */
export interface TargetGone {
  readonly gone: string;
  readonly shooter: string;
  readonly side: string;
}

/** The shot of `unit` is resolved (or withheld): it cannot be taken again this firing phase. */
export const markResolved = (game: FireteamGame, unit: UnitRef): FireteamGame => withExtras(game, { resolved: [...extrasOf(game).resolved, tagOf(unit)] });

/** The target `shooter` declared, if it is still on the table to be shot at: a unit of the other side. */
export function declaredTarget(game: FireteamGame, shooter: Unit, d: FireDeclaration): Unit | undefined {
  const t = d.target === undefined ? undefined : findUnit(game, enemyRef(game, shooter.side, d.target));
  return t && t.onTable && t.status !== 'removed' && t.vehicle?.damage.brewedUp !== true ? t : undefined;
}

/**
 * Seed 004, Firing: a side done firing withholds the shots it declared and has not resolved; they
 * count as resolved (the shooters still count as having fired when the phase ends).
 */
export function withholdFire(game: FireteamGame, side: string): { game: FireteamGame; withheld: string[] } {
  const own = declarationsOf(game, side).map((d) => ({ side, id: d.unit }));
  const withheld = own.filter((u) => !listed(extrasOf(game).resolved, u));
  return { game: withExtras(game, { resolved: [...extrasOf(game).resolved, ...withheld.map(tagOf)] }), withheld: withheld.map((u) => u.id) };
}
