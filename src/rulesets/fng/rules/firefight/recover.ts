import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { leaderDieApplies, type LeaderDieTests } from './leader-die.js';
import { badRep, isRep, rollReaction, type FreeWillChoice, type PassRow, type ReactionRoll, type RepError } from './reaction.js';
import type { DamageLevel } from './wounds.js';

/**
 * Recover From Knock Down (FNG 2nd Tour p.23, seed L699–L703; QRS L2454–L2458; digest §5.6): taken at
 * once by a figure Knocked Down by damage, and by a defender who loses a round of multi-figure melee
 * (L929).
 */

/** 2 passes: Stunned; 1: Out of the Fight (example L703); 0: Obviously Dead (QRS). */
export const RECOVER_TABLE: Readonly<Record<PassRow, DamageLevel>> = {
  2: 'stunned',
  1: 'out-of-the-fight',
  0: 'obviously-dead',
};

export interface RecoverInput {
  readonly rep: number;
  /** Flak jacket: 3d6 (L700, QRS). */
  readonly flakJacket?: boolean;
  /** Hard As Nails: 3d6 (L359). Does not stack with the flak jacket: both say "3d6 instead of 2d6". */
  readonly hardAsNails?: boolean;
  /** The group's Leader Die was rolled and passed; only under `fng.leader-die.tests` = rf-md-recover. */
  readonly leaderDie?: boolean;
  readonly leaderDieTests: LeaderDieTests;
  /** A Star's choice; only under `fng.freewill.recover`. */
  readonly choice?: FreeWillChoice;
  /** House rule `fng.freewill.recover`. */
  readonly freeWillRecover: boolean;
}

export interface RecoverResult {
  readonly roll: ReactionRoll;
  readonly outcome: DamageLevel;
  /** What gave it 3d6 instead of 2d6 (L701, QRS): a flak jacket or Hard as Nails; absent, 2d6. */
  readonly extraDie?: 'flak-jacket' | 'hard-as-nails';
}

export type RecoverError = RepError | 'fng/leader-die-not-used' | 'fng/free-will-not-allowed';

/** Recover From Knock Down for one figure. */
export function recoverFromKnockDown(roller: Roller, input: RecoverInput, label: string): RuleResult<RecoverResult, RecoverError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  if (input.leaderDie !== undefined && !leaderDieApplies('recover', input.leaderDieTests)) {
    return fail('fng/leader-die-not-used', { test: 'recover' });
  }
  if (input.choice !== undefined && !input.freeWillRecover) return fail('fng/free-will-not-allowed', { test: 'recover' });
  const extraDie = input.flakJacket === true ? 'flak-jacket' : input.hardAsNails === true ? 'hard-as-nails' : undefined;
  const roll = rollReaction(roller, { dice: extraDie ? 3 : 2, target: input.rep, leaderDie: input.leaderDie, choice: input.choice }, label);
  return ok({ roll, outcome: RECOVER_TABLE[roll.row], ...(extraDie ? { extraDie } : {}) });
}
