import { ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import {
  activityShift,
  OUTCOME_SEVERITY,
  badRep,
  isRep,
  rollReaction,
  temper,
  type EnemyActivity,
  type FreeWillChoice,
  type PassRow,
  type ReactionRoll,
  type RepError,
  type TestOutcome,
  type Temperament,
} from './reaction.js';

/**
 * Received Fire* (Ldr) (FNG 2nd Tour p.22, seed L695; QRS L2439–L2452; digest §5.3): taken by a figure
 * shot at and not hit, and by every friend within 4" and LOS of it, once however many shooters.
 */

export type ReceivedFireCase = 'retrieving-wounded' | 'outgunned' | 'in-cover' | 'otherwise';

/** Each row read top to bottom, first case that applies (QRS L2439–L2452). */
export const RECEIVED_FIRE_TABLE: Readonly<Record<PassRow, readonly { readonly when: ReceivedFireCase; readonly result: TestOutcome }[]>> = {
  2: [
    { when: 'retrieving-wounded', result: 'carry-on' },
    { when: 'outgunned', result: 'duck-back' },
    { when: 'otherwise', result: 'fire' },
  ],
  1: [
    { when: 'retrieving-wounded', result: 'carry-on' },
    { when: 'in-cover', result: 'fire' },
    { when: 'otherwise', result: 'duck-back' },
  ],
  0: [{ when: 'otherwise', result: 'cohesion-test' }],
};

export interface ReceivedFireSituation {
  readonly inCover?: boolean;
  /** From `isOutgunned` (outgunned.ts); a Shirker always is. */
  readonly outgunned?: boolean;
  /** Carrying a casualty, or a medic under fire (L957, L961). */
  readonly retrievingWounded?: boolean;
}

/**
 * The Received Fire result for a pass row. An outgunned figure never does better than Duck Back
 * (L801), so "in cover: fire" on one pass becomes Duck Back for it.
 */
export function receivedFireResult(row: PassRow, s: ReceivedFireSituation): TestOutcome {
  const applies = (c: ReceivedFireCase): boolean =>
    c === 'otherwise' ||
    (c === 'retrieving-wounded' && s.retrievingWounded === true) ||
    (c === 'outgunned' && s.outgunned === true) ||
    (c === 'in-cover' && s.inCover === true);
  const entry = RECEIVED_FIRE_TABLE[row].find((e) => applies(e.when));
  if (!entry) throw new Error(`received fire row ${row} has no otherwise entry`);
  if (s.outgunned === true && s.retrievingWounded !== true && OUTCOME_SEVERITY[entry.result] < OUTCOME_SEVERITY['duck-back']) {
    return 'duck-back';
  }
  return entry.result;
}

export interface ReceivedFireInput extends ReceivedFireSituation {
  readonly rep: number;
  /** In a bunker: 3d6 (L1026, QRS "+1d6 if in a bunker"). */
  readonly inBunker?: boolean;
  /** Poser: rolls only 1d6 (other dice modifiers still count). */
  readonly poser?: boolean;
  /** Born Leader: +1d6 on personal reaction tests (L359). */
  readonly bornLeader?: boolean;
  /** Shirker: always counts as outgunned on this test (L362). */
  readonly shirker?: boolean;
  /** VC/NVA figures only: the Activity result at first contact, ±1 REP here (L1602). */
  readonly activity?: EnemyActivity;
  readonly leaderDie?: boolean;
  readonly choice?: FreeWillChoice;
  readonly heroMode?: boolean;
  readonly temperament?: Temperament;
}

/** The dice and target a figure rolls for Received Fire. */
export function receivedFireDice(input: ReceivedFireInput): { readonly dice: number; readonly target: number } {
  const dice = (input.poser === true ? 1 : 2) + (input.inBunker === true ? 1 : 0) + (input.bornLeader === true ? 1 : 0);
  return { dice, target: input.rep + activityShift(input.activity) };
}

/** The situation as the table reads it, with a Shirker counted outgunned. */
export function receivedFireSituation(input: ReceivedFireInput): ReceivedFireSituation {
  return { ...input, outgunned: input.outgunned === true || input.shirker === true };
}

export interface ReceivedFireResult {
  readonly roll: ReactionRoll;
  readonly outcome: TestOutcome;
  /** Snake eyes on this test: the figure enters hero mode (L706). */
  readonly becomesHero: boolean;
}

/**
 * Received Fire for one figure: Leader Die (rolled by the caller) added, Star's Free Will or hero mode
 * instead of dice, then the table, then Coward/Tough/Nerves of Steel.
 */
export function receivedFire(roller: Roller, input: ReceivedFireInput, label: string): RuleResult<ReceivedFireResult, RepError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  const roll = rollReaction(
    roller,
    { ...receivedFireDice(input), leaderDie: input.leaderDie, choice: input.choice, heroMode: input.heroMode },
    label,
  );
  const outcome = temper(receivedFireResult(roll.row, receivedFireSituation(input)), input.temperament);
  return ok({ roll, outcome, becomesHero: roll.snakeEyes });
}
