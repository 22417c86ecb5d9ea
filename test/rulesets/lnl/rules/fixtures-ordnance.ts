import type { Modifier } from '../../../../src/rulesets/lnl/rules/game/modifiers.js';
export { dice, unwrap, expectCode, allFaces } from '../../../helpers/rules.js';

/** The modifiers as a reason → value record, for compact assertions. */
export function byReason(mods: readonly Modifier[]): Record<string, number> {
  return Object.fromEntries(mods.map((m) => [m.reason, m.value]));
}
