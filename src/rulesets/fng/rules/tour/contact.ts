import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { passDice } from '../figures/dice.js';

/** Months of the rainy (monsoon) season, May to November (L1313, L1341), 1 = January. */
export const RAINY_MONTHS = [5, 6, 7, 8, 9, 10, 11] as const;

/** Whether a calendar month (1–12) falls in the rainy season. */
export function isRainySeason(calendarMonth: number): boolean {
  return (RAINY_MONTHS as readonly number[]).includes(calendarMonth);
}

/** The Contact table's rainy-season modifier to the Star's REP (L1313, L1318). */
export const RAINY_CONTACT_REP = -1;

export type ContactOutcome = 'contact' | 'no-contact-roll-3d6-next' | 'no-contact';

export interface ContactResult {
  readonly outcome: ContactOutcome;
  readonly dice: 2 | 3;
  readonly target: number;
  readonly passes: number;
  /** The next Contact test rolls 3d6 (one pass on this one). */
  readonly nextRollsThreeDice: boolean;
  readonly part: RolledPart;
}

export type ContactError = 'fng/bad-rep';

/**
 * Contact (L1312–L1319, L1330), at the start of each campaign turn: 2d6 vs the REP of the Star (the
 * squad leader), −1 REP in the rainy season. Two passes: contact, go to Missions by the Numbers. One:
 * no contact, and the next Contact test rolls 3d6. None: no contact. On 3d6 two or more passes make
 * contact, and one pass again gives 3d6 next time (it does not grow to 4d6).
 */
export function contact(
  input: { readonly starRep: number; readonly rainySeason: boolean; readonly threeDice: boolean },
  roller: Roller,
): RuleResult<ContactResult, ContactError> {
  const { starRep, rainySeason, threeDice } = input;
  if (!Number.isInteger(starRep) || starRep < 1 || starRep > 7) return fail('fng/bad-rep', { rep: starRep });
  const target = starRep + (rainySeason ? RAINY_CONTACT_REP : 0);
  const dice = threeDice ? 3 : 2;
  const { passes, part } = passDice(roller, dice, target, 'contact');
  const outcome: ContactOutcome = passes >= 2 ? 'contact' : passes === 1 ? 'no-contact-roll-3d6-next' : 'no-contact';
  return ok({ outcome, dice, target, passes, nextRollsThreeDice: outcome === 'no-contact-roll-3d6-next', part });
}
