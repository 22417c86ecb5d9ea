import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, passDice } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';

/**
 * Medics and First Aid (FNG 2nd Tour p.39, seed L958–L970; digest §8.2). A medic in contact with an Out of
 * the Fight figure spends its next activation, uninterrupted, on First Aid (an interruption starts it
 * over); one attempt per casualty. Medics count as retrieving wounded when fired on and fight only if
 * charged (L961).
 */

export type FirstAidResult = 'flesh-wound' | 'back-at-rep-minus-one' | 'stays-out-of-the-fight';

/** The First Aid table (L967–L970), by passes of the medic's die and the casualty's die together. */
export const FIRST_AID_TABLE: Readonly<Record<0 | 1 | 2, FirstAidResult>> = {
  2: 'flesh-wound',
  1: 'back-at-rep-minus-one',
  0: 'stays-out-of-the-fight',
};

export interface FirstAidInput {
  readonly medicRep: number;
  readonly casualtyRep: number;
  /** This casualty has already had its one attempt. */
  readonly alreadyAttempted?: boolean;
}

export interface FirstAidRoll {
  readonly passes: 0 | 1 | 2;
  readonly result: FirstAidResult;
  /** The casualty's REP for the rest of the battle if it returns to the fight. */
  readonly rep?: number;
  readonly parts: readonly [RolledPart, RolledPart];
}

export type FirstAidError = RepError | 'fng/first-aid-once';

/** First Aid: 1d6 against the medic's REP, then 1d6 against the casualty's ("1/1", L964). */
export function firstAid(roller: Roller, input: FirstAidInput, label: string): RuleResult<FirstAidRoll, FirstAidError> {
  if (!isRep(input.medicRep)) return badRep(input.medicRep, 'medic');
  if (!isRep(input.casualtyRep)) return badRep(input.casualtyRep, 'casualty');
  if (input.alreadyAttempted === true) return fail('fng/first-aid-once');
  const medic = passDice(roller, 1, input.medicRep, `${label} medic`);
  const casualty = passDice(roller, 1, input.casualtyRep, `${label} casualty`);
  const passes = (medic.passes + casualty.passes) as 0 | 1 | 2;
  const result = FIRST_AID_TABLE[passes];
  const rep = result === 'flesh-wound' ? input.casualtyRep : result === 'back-at-rep-minus-one' ? input.casualtyRep - 1 : undefined;
  return ok({ passes, result, ...(rep === undefined ? {} : { rep }), parts: [medic.part, casualty.part] });
}

export interface MedicAvailability {
  readonly medic: boolean;
  /** Which squad he is with, when several are on the table. */
  readonly squad?: 1 | 2;
  readonly parts: readonly RolledPart[];
}

/**
 * Medic availability (L962): one per platoon. With the whole platoon on the table he is there. With one
 * squad, 1d6 of 1–2 puts him with it; with two, 1–4 puts him with one of them at random, which we roll as
 * a second d6 (1–3 the first squad, 4–6 the second). He arrives with the rest of the platoon otherwise.
 */
export function medicAvailability(
  roller: Roller,
  squadsOnTable: 1 | 2 | 'platoon',
  label: string,
): MedicAvailability {
  if (squadsOnTable === 'platoon') return { medic: true, parts: [] };
  if (squadsOnTable === 1) {
    const r = chance(roller, 1, 2, label);
    return { medic: r.happens, ...(r.happens ? { squad: 1 as const } : {}), parts: [r.part] };
  }
  const r = chance(roller, 1, 4, label);
  if (!r.happens) return { medic: false, parts: [r.part] };
  const which = chance(roller, 1, 3, `${label} squad`);
  return { medic: true, squad: which.happens ? 1 : 2, parts: [r.part, which.part] };
}
