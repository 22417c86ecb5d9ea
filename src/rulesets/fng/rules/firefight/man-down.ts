import { ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { countFace, sumD6 } from '../figures/dice.js';
import {
  badRep,
  isRep,
  passesAmong,
  passRow,
  rollReaction,
  temper,
  type FreeWillChoice,
  type PassRow,
  type ReactionRoll,
  type RepError,
  type Temperament,
  type TestOutcome,
  worseOutcome,
} from './reaction.js';
import { receivedFireDice, receivedFireResult, receivedFireSituation, type ReceivedFireInput } from './received-fire.js';

/**
 * Man Down* (Ldr) (FNG 2nd Tour p.22, seed L692, L696; QRS L2439–L2452; digest §5.4): taken by every
 * figure within 4" and LOS of a friend who becomes Stunned, Out of the Fight or Obviously Dead.
 */

export const MAN_DOWN_TABLE: Readonly<Record<PassRow, TestOutcome>> = {
  2: 'carry-on',
  1: 'duck-back',
  0: 'cohesion-test',
};

export interface ManDownInput {
  readonly rep: number;
  /** Born Leader: +1d6 on personal reaction tests (L359). */
  readonly bornLeader?: boolean;
  readonly leaderDie?: boolean;
  readonly choice?: FreeWillChoice;
  readonly heroMode?: boolean;
  readonly temperament?: Temperament;
}

export interface ManDownResult {
  readonly roll: ReactionRoll;
  readonly outcome: TestOutcome;
  readonly becomesHero: boolean;
}

const manDownDice = (input: ManDownInput): number => 2 + (input.bornLeader === true ? 1 : 0);

/** Man Down for one figure. */
export function manDown(roller: Roller, input: ManDownInput, label: string): RuleResult<ManDownResult, RepError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  const roll = rollReaction(
    roller,
    { dice: manDownDice(input), target: input.rep, leaderDie: input.leaderDie, choice: input.choice, heroMode: input.heroMode },
    label,
  );
  const outcome = temper(MAN_DOWN_TABLE[roll.row], input.temperament);
  return ok({ roll, outcome, becomesHero: roll.snakeEyes });
}

export interface BothTestsResult {
  readonly receivedFire: TestOutcome;
  readonly manDown: TestOutcome;
  /** The worse of the two, which the figure carries out (L648, L696). */
  readonly outcome: TestOutcome;
  readonly receivedFirePasses: number;
  readonly manDownPasses: number;
  readonly how: 'rolled' | 'free-will' | 'hero';
  readonly becomesHero: boolean;
  readonly part?: RolledPart;
}

/**
 * A figure that must take Received Fire and Man Down at once rolls one set of dice for both and
 * carries out the worse result (L648, L696). Where the tests roll different numbers of dice (a bunker,
 * a Poser) one roll of the larger count is made and each test reads its own first dice. A Star's one
 * Free Will choice, or hero mode, answers both.
 */
export function receivedFireAndManDown(
  roller: Roller,
  input: ReceivedFireInput,
  label: string,
): RuleResult<BothTestsResult, RepError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  const rf = receivedFireDice(input);
  const mdDice = manDownDice(input);
  const ld = input.leaderDie === true ? 1 : 0;
  let rfPasses: number;
  let mdPasses: number;
  let how: BothTestsResult['how'] = 'rolled';
  let part: RolledPart | undefined;
  if (input.choice !== undefined) {
    rfPasses = mdPasses = input.choice;
    how = 'free-will';
  } else if (input.heroMode === true) {
    rfPasses = mdPasses = 2;
    how = 'hero';
  } else {
    part = sumD6(roller, Math.max(rf.dice, mdDice), label).part;
    rfPasses = passesAmong(part.faces.slice(0, rf.dice), rf.target) + ld;
    mdPasses = passesAmong(part.faces.slice(0, mdDice), input.rep) + ld;
  }
  const receivedFire = temper(receivedFireResult(passRow(rfPasses), receivedFireSituation(input)), input.temperament);
  const manDownOutcome = temper(MAN_DOWN_TABLE[passRow(mdPasses)], input.temperament);
  return ok({
    receivedFire,
    manDown: manDownOutcome,
    outcome: worseOutcome(receivedFire, manDownOutcome),
    receivedFirePasses: rfPasses,
    manDownPasses: mdPasses,
    how,
    becomesHero: part !== undefined && countFace(part.faces, 1) >= 2,
    ...(part === undefined ? {} : { part }),
  });
}
