import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { sumD6 } from '../figures/dice.js';
import { leaderDieApplies, type LeaderDieTests } from './leader-die.js';
import {
  activityShift,
  badRep,
  isRep,
  passesAmong,
  passRow,
  temper,
  type EnemyActivity,
  type FreeWillChoice,
  type PassRow,
  type Reaction,
  type RepError,
  type Temperament,
} from './reaction.js';

/**
 * Cohesion Test* (Ldr) (FNG 2nd Tour p.23, seed L702–L707; QRS L2439–L2452; digest §5.5): called by a
 * 0-pass Received Fire or Man Down, or by the Charge Resolution table, and taken by the whole group,
 * also those not in the first test. One set of dice for the group, read against each member's REP.
 */

export type CohesionCase = 'half-strength-or-less' | 'otherwise';

export const COHESION_TABLE: Readonly<Record<PassRow, readonly { readonly when: CohesionCase; readonly result: Reaction }[]>> = {
  2: [{ when: 'otherwise', result: 'carry-on' }],
  1: [
    { when: 'half-strength-or-less', result: 'retire' },
    { when: 'otherwise', result: 'carry-on' },
  ],
  0: [{ when: 'otherwise', result: 'retire' }],
};

/** The Cohesion result for a pass row. */
export function cohesionResult(row: PassRow, halfStrengthOrLess: boolean): Reaction {
  const entry = COHESION_TABLE[row].find((e) => e.when === 'otherwise' || (e.when === 'half-strength-or-less' && halfStrengthOrLess));
  if (!entry) throw new Error(`cohesion row ${row} has no otherwise entry`);
  return entry.result;
}

export interface CohesionMember {
  readonly id: string;
  readonly rep: number;
  /** A Star's Free Will (Cohesion is a `*` test, QRS L2440). */
  readonly choice?: FreeWillChoice;
  readonly temperament?: Temperament;
}

export interface CohesionInput {
  readonly members: readonly CohesionMember[];
  /** The unit has lost half its figures or more. */
  readonly halfStrengthOrLess: boolean;
  /** The group's Leader Die was rolled and passed. */
  readonly leaderDie?: boolean;
  /** House rule `fng.leader-die.tests`: whether Cohesion takes the Leader Die at all. */
  readonly leaderDieTests: LeaderDieTests;
  /** VC/NVA groups: 3d6 after "We've stepped in it!", 1d6 after "Where's Charlie?" (L1602). */
  readonly activity?: EnemyActivity;
}

export interface CohesionMemberResult {
  readonly id: string;
  readonly passes: number;
  readonly how: 'rolled' | 'free-will';
  readonly outcome: Reaction;
}

export interface CohesionResult {
  readonly members: readonly CohesionMemberResult[];
  readonly part?: RolledPart;
}

export type CohesionError = RepError | 'fng/empty-group' | 'fng/leader-die-not-used';

/** The Cohesion Test for a group: one roll, each member's passes against its own REP plus the Leader Die. */
export function cohesionTest(roller: Roller, input: CohesionInput, label: string): RuleResult<CohesionResult, CohesionError> {
  if (input.members.length === 0) return fail('fng/empty-group');
  const bad = input.members.find((m) => !isRep(m.rep));
  if (bad) return badRep(bad.rep, bad.id);
  if (input.leaderDie !== undefined && !leaderDieApplies('cohesion', input.leaderDieTests)) {
    return fail('fng/leader-die-not-used', { test: 'cohesion' });
  }
  const needsRoll = input.members.some((m) => m.choice === undefined);
  const part = needsRoll ? sumD6(roller, 2 + activityShift(input.activity), label).part : undefined;
  const ld = input.leaderDie === true ? 1 : 0;
  const members = input.members.map((m): CohesionMemberResult => {
    const chosen = m.choice !== undefined;
    const passes = m.choice ?? passesAmong(part?.faces ?? [], m.rep) + ld;
    return {
      id: m.id,
      passes,
      how: chosen ? 'free-will' : 'rolled',
      outcome: temper(cohesionResult(passRow(passes), input.halfStrengthOrLess), m.temperament),
    };
  });
  return ok({ members, ...(part === undefined ? {} : { part }) });
}
