import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';

/**
 * The Leader Die (FNG 2nd Tour, Leaders, p.15–16, seed L581–L598, L642; digest §4.2): a die of its own
 * colour rolled against the leader's REP before the group's test; if it passes, each figure of the
 * group adds one pass to what its own dice passed. One Leader Die per group, the highest leader's.
 */

/** The tests that may carry a Leader Die under either reading of the book. */
export type LeaderDieTest = 'received-fire' | 'man-down' | 'cohesion' | 'recover';

/**
 * Which tests take the Leader Die, the house rule `fng.leader-die.tests`: L587 and the QRS (L2439–L2440,
 * "(Ldr)") name Received Fire, Man Down and Cohesion; the how-to at L642 names Recover From Knock Down
 * instead of Cohesion.
 */
export type LeaderDieTests = 'rf-md-cohesion' | 'rf-md-recover';

export const LEADER_DIE_TESTS: Readonly<Record<LeaderDieTests, readonly LeaderDieTest[]>> = {
  'rf-md-cohesion': ['received-fire', 'man-down', 'cohesion'],
  'rf-md-recover': ['received-fire', 'man-down', 'recover'],
};

/** Whether `test` takes the Leader Die under the campaign's reading (L587 vs L642). */
export function leaderDieApplies(test: LeaderDieTest, tests: LeaderDieTests): boolean {
  return LEADER_DIE_TESTS[tests].includes(test);
}

export type LeaderDieError = RepError | 'fng/leader-die-unavailable';

export interface LeaderDieInput {
  readonly leaderRep: number;
  /** A figure that took command only because all leaders and Jr. NCOs are down has no Leader Die (L597). */
  readonly replacementLeader?: boolean;
}

export interface LeaderDieRoll {
  readonly passed: boolean;
  readonly part: RolledPart;
}

/** Rolls the Leader Die: 1d6 against the leader's REP, before the figures roll (L642). */
export function rollLeaderDie(
  roller: Roller,
  input: LeaderDieInput,
  label: string,
): RuleResult<LeaderDieRoll, LeaderDieError> {
  if (!isRep(input.leaderRep)) return badRep(input.leaderRep, 'leader');
  if (input.replacementLeader === true) return fail('fng/leader-die-unavailable');
  const { passes, part } = passDice(roller, 1, input.leaderRep, label);
  return ok({ passed: passes === 1, part });
}

/** A figure's passes with the group's Leader Die added (L581–L589): 2 + 1 = 3 reads as the 2-pass row. */
export function withLeaderDie(passes: number, leaderDiePassed: boolean): number {
  return passes + (leaderDiePassed ? 1 : 0);
}
