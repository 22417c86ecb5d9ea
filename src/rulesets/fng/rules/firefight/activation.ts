import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';

/**
 * The turn (FNG 2nd Tour, Turn Sequence, p.16–17, seed L599–L607; digest §4.1): each side rolls its own
 * coloured die; doubles are not a turn; the higher die's side goes first; each side activates only
 * groups whose REP is at least its die, highest REP first.
 */

/** A total of 7 gives the side with the higher die a chance of reinforcements (L599). */
export const REINFORCEMENT_TOTAL = 7;
/** Civilians activate at the end of a turn in which either die shows 3 or more (L1271). */
export const CIVILIAN_ACTIVATION_SCORE = 3;

export type ActivationError = 'fng/same-side-twice';

export type ActivationRoll<S extends string> =
  | {
      readonly kind: 'doubles';
      readonly dice: Readonly<Record<S, number>>;
      readonly total: number;
      /** Check for a Random Event (optional rule, p.70), resolve it, then roll again: doubles are not a turn. */
      readonly randomEventCheck: true;
      readonly parts: readonly RolledPart[];
    }
  | {
      readonly kind: 'turn';
      readonly dice: Readonly<Record<S, number>>;
      readonly total: number;
      /** The side with the higher die activates first; the other follows (L599–L607). */
      readonly first: S;
      readonly second: S;
      /** Set when the total is 7: the side that may check for reinforcements (L599, p.93). */
      readonly reinforcementsFor?: S;
      readonly civiliansActivate: boolean;
      readonly parts: readonly RolledPart[];
    };

/**
 * Rolls the two Activation dice, one per side, each its own ledger part labelled with the side, and
 * reads them individually and as a total.
 */
export function rollActivation<S extends string>(
  roller: Roller,
  sides: readonly [S, S],
): RuleResult<ActivationRoll<S>, ActivationError> {
  const [a, b] = sides;
  if (a === b) return fail('fng/same-side-twice', { side: a });
  const ra = d6(roller, `activation ${a}`);
  const rb = d6(roller, `activation ${b}`);
  const dice = { [a]: ra.score, [b]: rb.score } as Record<S, number>;
  const total = ra.score + rb.score;
  const parts = [ra.part, rb.part];
  if (ra.score === rb.score) return ok({ kind: 'doubles', dice, total, randomEventCheck: true, parts });
  const [first, second] = ra.score > rb.score ? [a, b] : [b, a];
  return ok({
    kind: 'turn',
    dice,
    total,
    first,
    second,
    ...(total === REINFORCEMENT_TOTAL ? { reinforcementsFor: first } : {}),
    civiliansActivate: ra.score >= CIVILIAN_ACTIVATION_SCORE || rb.score >= CIVILIAN_ACTIVATION_SCORE,
    parts,
  });
}

/** A group may activate when its REP (its leader's, or the Force Commander's) is at least its side's die (L603). */
export function mayActivate(groupRep: number, sideDie: number): boolean {
  return groupRep >= sideDie;
}

export interface ActivatingGroup {
  readonly id: string;
  /** The REP it activates on. */
  readonly rep: number;
}

/**
 * The groups a side may activate this turn, in the order they must go: highest REP first (L606); groups
 * of equal REP keep the order given, which is the player's choice.
 */
export function activationOrder<G extends ActivatingGroup>(groups: readonly G[], sideDie: number): G[] {
  return groups
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => mayActivate(g.rep, sideDie))
    .sort((x, y) => y.g.rep - x.g.rep || x.i - y.i)
    .map(({ g }) => g);
}

/** Dumb Ass (Attributes 2(3), L359): when active, 1d6 against REP; failing, he does not activate. */
export function dumbAssActivates(
  roller: Roller,
  rep: number,
  label: string,
): RuleResult<{ readonly activates: boolean; readonly part: RolledPart }, RepError> {
  if (!isRep(rep)) return badRep(rep);
  const { passes, part } = passDice(roller, 1, rep, label);
  return ok({ activates: passes === 1, part });
}
