import type { Roller } from '../../../../core/dice/roller.js';
import { nonZero, sumModifiers, type Modifier } from './modifiers.js';

export interface MoraleCheck {
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly morale: number;
  readonly passed: boolean;
}

/**
 * A Morale Check: 1d6 plus any modifier given, passing when ≤ morale, no natural roll passing or
 * failing by itself. The player aid calls for it (ordnance vs armour — "MC − the difference",
 * abandoned vehicles' passengers, close assault) without defining it; this is our reading.
 */
export function moraleCheck(morale: number, modifiers: readonly Modifier[], roller: Roller, label = 'morale check'): MoraleCheck {
  const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, label).total;
  const kept = nonZero(modifiers);
  const total = die + sumModifiers(kept);
  return { die, modifiers: kept, total, morale, passed: total <= morale };
}
