import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';

export interface FireStartInput {
  /** The target hex is Flammable (module terrain). */
  readonly flammableHex: boolean;
  /** The attack die showed a natural 6 (`AttackRoll.natural6`). */
  readonly attackNatural6: boolean;
}

/** No check when either condition is missing; else the follow-up 1d6 and whether a Fire starts. */
export type FireStartResult =
  | { readonly checked: false }
  | { readonly checked: true; readonly die: number; readonly fireStarts: boolean; readonly part: RolledPart };

/** Fire Check faces that start a fire. */
export const FIRE_CHECK_MIN = 5;

/**
 * After an attack on units in a Flammable hex whose attack die showed a natural 6: a 1d6 Fire
 * Check, 5–6 starts a fire (place Fire 1 in the hex). LnL player aid, Fire (10.5.6).
 */
export function fireCheck(input: FireStartInput, roller: Roller): FireStartResult {
  if (!input.flammableHex || !input.attackNatural6) return { checked: false };
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'fire check');
  return { checked: true, die: part.total, fireStarts: part.total >= FIRE_CHECK_MIN, part };
}
