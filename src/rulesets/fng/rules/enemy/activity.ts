import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice } from '../figures/dice.js';

/**
 * VC/NVA Activity (FNG 2nd Tour, First Contact p.68, seed L1580, L1587–L1602): at the game's first
 * contact, 2d6 vs the EAL says how aggressive the enemy is for the rest of the game.
 */

export type ActivityError = 'fng/invalid-eal';

export type ActivityResult = 'stepped-in-it' | 'business-as-usual' | 'wheres-charlie';

export interface ActivityEffects {
  /** Added to the EAL at once (L1580: adjust the EAL immediately). */
  readonly ealChange: 1 | 0 | -1;
  /** Every PEF's REP from now on. */
  readonly pefRep: 5 | 3 | 1;
  /** Dice the enemy's reinforcement checks roll instead of 2d6. */
  readonly reinforcementDice: 3 | 2 | 1;
  /** Added to VC/NVA REP on the Received Fire test. */
  readonly receivedFireRep: 1 | 0 | -1;
  /** Dice VC/NVA roll on the Cohesion test instead of 2d6. */
  readonly cohesionDice: 3 | 2 | 1;
}

/** VC/NVA Activity table (L1602), by d6 passed. */
export const ACTIVITY_TABLE = {
  source: 'seed L1587–L1602',
  2: {
    result: 'stepped-in-it',
    effects: { ealChange: 1, pefRep: 5, reinforcementDice: 3, receivedFireRep: 1, cohesionDice: 3 },
  },
  1: {
    result: 'business-as-usual',
    effects: { ealChange: 0, pefRep: 3, reinforcementDice: 2, receivedFireRep: 0, cohesionDice: 2 },
  },
  0: {
    result: 'wheres-charlie',
    effects: { ealChange: -1, pefRep: 1, reinforcementDice: 1, receivedFireRep: -1, cohesionDice: 1 },
  },
} as const satisfies {
  source: string;
  2: { result: ActivityResult; effects: ActivityEffects };
  1: { result: ActivityResult; effects: ActivityEffects };
  0: { result: ActivityResult; effects: ActivityEffects };
};

export interface ActivityRoll {
  readonly passes: 0 | 1 | 2;
  readonly result: ActivityResult;
  readonly effects: ActivityEffects;
  /** The EAL with the change applied (never below 0). */
  readonly eal: number;
  readonly part: RolledPart;
}

/**
 * VC/NVA Activity (p.68, L1580, L1602): 2d6 vs the EAL. Two passes, "We've stepped in it!": EAL +1,
 * PEF REP 5, reinforcements on 3d6, +1 REP on Received Fire, Cohesion on 3d6. One, business as usual:
 * PEF REP 3, all normal. None, "Where's Charlie?": EAL −1, PEF REP 1, reinforcements on 1d6, −1 REP on
 * Received Fire, Cohesion on 1d6. It lasts the rest of the game.
 */
export function vcNvaActivity(roller: Roller, input: { readonly eal: number }): RuleResult<ActivityRoll, ActivityError> {
  if (!Number.isInteger(input.eal) || input.eal < 0) return fail('fng/invalid-eal', { eal: input.eal });
  const test = passDice(roller, 2, input.eal, 'VC/NVA activity');
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  const row = ACTIVITY_TABLE[passes];
  return ok({
    passes,
    result: row.result,
    effects: row.effects,
    eal: Math.max(0, input.eal + row.effects.ealChange),
    part: test.part,
  });
}
