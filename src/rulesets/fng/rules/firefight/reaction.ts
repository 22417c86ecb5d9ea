import { fail } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { countFace, passDice } from '../figures/dice.js';

/**
 * How FNG reaction tests are taken (FNG 2nd Tour, "How to take a Reaction Test", "Multiple tests",
 * "Completing reactions", seed L640–L652; digest §5.1). The individual tests (Received Fire, Man Down,
 * Cohesion, Recover From Knock Down) are in their own files and build on these pieces.
 */

/** REP is 1–6 when a figure is made (L345) and can be raised to 7 in a campaign (L2303). */
export const MIN_REP = 1;
export const MAX_REP = 7;

export type RepError = 'fng/invalid-rep';

/** Whether `rep` is a REP a figure can have (L345, L2303). */
export function isRep(rep: number): boolean {
  return Number.isInteger(rep) && rep >= MIN_REP && rep <= MAX_REP;
}

/** The refusal for a REP no figure can have. */
export function badRep(rep: number, who?: string) {
  return fail('fng/invalid-rep' as const, who === undefined ? { rep } : { rep, who });
}

/** The involuntary results, best first (L650). */
export const REACTION_ORDER = ['carry-on', 'duck-back', 'retire'] as const;
export type Reaction = (typeof REACTION_ORDER)[number];

/** The worse of two results, as when one roll answers several tests (L648). */
export function worseReaction(a: Reaction, b: Reaction): Reaction {
  return REACTION_ORDER.indexOf(b) > REACTION_ORDER.indexOf(a) ? b : a;
}

/** What a figure does after a reaction test: the results of L650 plus returning fire and calling Cohesion. */
export type TestOutcome = Reaction | 'fire' | 'cohesion-test';

/**
 * How bad a result is when one roll answers two tests (L648, L696). Fire is a carrying-on result; a
 * Cohesion test can end in Retire, so it ranks between Duck Back and Retire.
 */
export const OUTCOME_SEVERITY: Readonly<Record<TestOutcome, number>> = {
  'carry-on': 0,
  fire: 0,
  'duck-back': 1,
  'cohesion-test': 2,
  retire: 3,
};

/** The worse of two outcomes; on a tie the first is kept. */
export function worseOutcome(a: TestOutcome, b: TestOutcome): TestOutcome {
  return OUTCOME_SEVERITY[b] > OUTCOME_SEVERITY[a] ? b : a;
}

/**
 * A test taken before an earlier reaction is finished can only keep or worsen it (L652): a figure
 * still ducking back that then passes 2d6 keeps ducking back.
 */
export function completingReaction(unfinished: TestOutcome, next: TestOutcome): TestOutcome {
  return worseOutcome(unfinished, next);
}

/** A Star's Free Will on a `*` test: the passes he takes instead of rolling (L344). */
export type FreeWillChoice = 0 | 1 | 2;

/** Tables print rows for 2, 1 and 0 passes; extra dice or the Leader Die can give 3, read as 2 (L293, L642). */
export type PassRow = 0 | 1 | 2;

/** The table row a pass count reads (L293, L642). */
export function passRow(passes: number): PassRow {
  return passes >= 2 ? 2 : passes === 1 ? 1 : 0;
}

/**
 * Passes scored by dice already rolled against another target. One group roll is read against each
 * member's own REP (Cohesion L702, Fast Move L615), and one roll answers several tests of one figure
 * (L648); the dice were drawn once through `passDice` or `sumD6`, so nothing is rolled here.
 */
export function passesAmong(faces: readonly number[], target: number): number {
  return faces.filter((f) => f <= target).length;
}

export interface ReactionRollInput {
  /** REP, after any "+1/−1 to REP". */
  readonly target: number;
  /** Dice rolled, after any "+1d6/−1d6" (2 unless a modifier says otherwise). */
  readonly dice: number;
  /** The group's Leader Die was rolled for this test and passed (L581–L587). */
  readonly leaderDie?: boolean;
  /** A Star's Free Will, where the test allows it (the caller has checked that). */
  readonly choice?: FreeWillChoice;
  /** Hero mode: the figure passes 2d6 without rolling (Heroes All, L706). */
  readonly heroMode?: boolean;
}

export interface ReactionRoll {
  /** Dice passed plus the Leader Die's pass; 0–3 for 2d6, more with extra dice. */
  readonly passes: number;
  readonly row: PassRow;
  readonly how: 'rolled' | 'free-will' | 'hero';
  /** Two or more natural ones: the figure goes into hero mode if this was Received Fire or Man Down (L706). */
  readonly snakeEyes: boolean;
  readonly part?: RolledPart;
}

/**
 * One figure's pass-dice reaction test (L642): Free Will and hero mode replace the roll; otherwise roll
 * the dice against the target and add the Leader Die's pass if it was passed.
 */
export function rollReaction(roller: Roller, input: ReactionRollInput, label: string): ReactionRoll {
  if (input.choice !== undefined) return { passes: input.choice, row: input.choice, how: 'free-will', snakeEyes: false };
  if (input.heroMode === true) return { passes: 2, row: 2, how: 'hero', snakeEyes: false };
  const { passes, part } = passDice(roller, input.dice, input.target, label);
  const total = passes + (input.leaderDie === true ? 1 : 0);
  return { passes: total, row: passRow(total), how: 'rolled', snakeEyes: countFace(part.faces, 1) >= 2, part };
}

/** Attributes that rewrite a reaction result (Attributes table, L362–L363). */
export interface Temperament {
  /** Treats Duck Back as Retire (2(1)). */
  readonly coward?: boolean;
  /** Treats Retire as Duck Back (6(2)). */
  readonly tough?: boolean;
  /** Ignores Duck Back results (4(1)). */
  readonly nervesOfSteel?: boolean;
}

/**
 * A result as a figure with these attributes carries it out. Applied Nerves of Steel, then Coward, then
 * Tough: the book never combines them, so the order is ours.
 */
export function temper<R extends string>(result: R | Reaction, t: Temperament | undefined): R | Reaction {
  let r = result;
  if (t?.nervesOfSteel === true && r === 'duck-back') r = 'carry-on';
  if (t?.coward === true && r === 'duck-back') r = 'retire';
  if (t?.tough === true && r === 'retire') r = 'duck-back';
  return r;
}

/**
 * Effects of the VC/NVA Activity roll at first contact on Communist tests (QRS L2439–L2447, L1602):
 * "stepped in it" is +1 REP on Received Fire and 3d6 Cohesion; "where's Charlie" the opposite.
 */
export type EnemyActivity = 'stepped-in-it' | 'business-as-usual' | 'wheres-charlie';

/** The ±1 (REP on Received Fire, d6 on Cohesion) a VC/NVA Activity result gives (L1602). */
export function activityShift(activity: EnemyActivity | undefined): -1 | 0 | 1 {
  return activity === 'stepped-in-it' ? 1 : activity === 'wheres-charlie' ? -1 : 0;
}
