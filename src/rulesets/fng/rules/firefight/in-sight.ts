import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice, successes } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';

/**
 * The In Sight test (FNG 2nd Tour p.19–21, seed L653–L686; QRS L2457–L2467; digest §5.2): when an
 * enemy not seen before this activation comes into LOS, every figure on both sides with LOS to an enemy
 * rolls REP d6 (± modifiers, no floor or ceiling) and counts successes; most successes act first, equal
 * counts at once, none cannot act. Free Will does not apply (L344).
 */

/** House rule `fng.insight.cover`: the QRS (L2461) says "cover or concealed", the main table (L675) "concealed". */
export type InSightCover = 'cover-or-concealed' | 'concealed-only';

export interface InSightFigure {
  readonly id: string;
  readonly rep: number;
  /** Pointman walking point: +1d6 (4(4)). */
  readonly pointman?: boolean;
  /** Quick Reflexes: +1d6 (4(6)). */
  readonly quickReflexes?: boolean;
  /** Shortsighted: −1d6 (5(3)). */
  readonly shortsighted?: boolean;
  /** The enemy it is testing against is Stealthy: −1d6 (5(6)). */
  readonly targetStealthy?: boolean;
  /** It is active and moved: −1d6. */
  readonly activeAndMoved?: boolean;
  readonly opponentInCover?: boolean;
  readonly opponentConcealed?: boolean;
  /** Ducking Back or Retiring: it rolls but cannot fire, it completes its reaction (footnote, L680). */
  readonly duckingBack?: boolean;
  readonly retiring?: boolean;
}

/** In Sight modifiers, in d6 (L675–L676, QRS L2461). */
export const IN_SIGHT_MODIFIERS = {
  pointman: 1,
  quickReflexes: 1,
  shortsighted: -1,
  targetStealthy: -1,
  activeAndMoved: -1,
  opponentCoverOrConcealed: -1,
} as const;

/** A modifier that set a figure's In Sight dice (L675–L676): which, and by how many d6. */
export type InSightModifier = keyof typeof IN_SIGHT_MODIFIERS;

/** The modifiers that apply to a figure, in the table's order (L675–L676, QRS L2461). */
export function inSightModifiers(f: InSightFigure, cover: InSightCover): InSightModifier[] {
  const hidden = f.opponentConcealed === true || (cover === 'cover-or-concealed' && f.opponentInCover === true);
  const on: Record<InSightModifier, boolean> = {
    pointman: f.pointman === true,
    quickReflexes: f.quickReflexes === true,
    shortsighted: f.shortsighted === true,
    targetStealthy: f.targetStealthy === true,
    activeAndMoved: f.activeAndMoved === true,
    opponentCoverOrConcealed: hidden,
  };
  return (Object.keys(IN_SIGHT_MODIFIERS) as InSightModifier[]).filter((m) => on[m]);
}

/** The dice a figure rolls: 1 per REP, plus modifiers; it may reach 0 (L657). */
export function inSightDice(f: InSightFigure, cover: InSightCover): number {
  return Math.max(0, f.rep + inSightModifiers(f, cover).reduce((n, m) => n + IN_SIGHT_MODIFIERS[m], 0));
}

export interface InSightScore {
  readonly id: string;
  /** The REP its dice start from, and the modifiers that set them (each ±1d6): every line says why it has its dice. */
  readonly rep: number;
  readonly modifiers: readonly InSightModifier[];
  readonly dice: number;
  readonly successes: number;
  /** It gets an In Sight action: at least one success, and not completing a Duck Back or Retire. */
  readonly acts: boolean;
  readonly part: RolledPart;
}

export interface InSightRoll {
  readonly scores: readonly InSightScore[];
  /** Who acts, most successes first; each inner list acts at the same time (L657, L816). */
  readonly order: readonly (readonly string[])[];
}

export type InSightError = RepError | 'fng/no-figures';

/** Rolls the In Sight test for every qualifying figure, in the order given, and ranks them. */
export function rollInSight(
  roller: Roller,
  figures: readonly InSightFigure[],
  cover: InSightCover,
): RuleResult<InSightRoll, InSightError> {
  if (figures.length === 0) return fail('fng/no-figures');
  const bad = figures.find((f) => !isRep(f.rep));
  if (bad) return badRep(bad.rep, bad.id);
  const scores = figures.map((f): InSightScore => {
    const n = inSightDice(f, cover);
    const r = successes(roller, n, `in sight ${f.id}`);
    return {
      id: f.id,
      rep: f.rep,
      modifiers: inSightModifiers(f, cover),
      dice: n,
      successes: r.passes,
      acts: r.passes > 0 && f.duckingBack !== true && f.retiring !== true,
      part: r.part,
    };
  });
  const levels = [...new Set(scores.filter((s) => s.acts).map((s) => s.successes))].sort((a, b) => b - a);
  const order = levels.map((k) => scores.filter((s) => s.acts && s.successes === k).map((s) => s.id));
  return ok({ scores, order });
}

export type InSightAction = 'fire' | 'duck-back' | 'charge' | 'forfeit';
export type InSightCase = 'forfeited' | 'star-choice' | 'outgunned' | 'cannot-shoot' | 'otherwise';

export interface InSightActionInput {
  readonly rep: number;
  /** From `isOutgunned` (outgunned.ts). */
  readonly outgunned?: boolean;
  /** It has a ranged weapon, with ammunition, and the enemy is in range. */
  readonly canShoot: boolean;
  /** It can reach an enemy to charge (L893). */
  readonly inChargeReach?: boolean;
  /** Forced to Duck Back, hit by fire (knocked down or worse), or in melee since the roll (L681). */
  readonly forfeited?: boolean;
  /** A Star chooses his action (L670, L682). */
  readonly starChoice?: 'fire' | 'duck-back' | 'charge';
  /** It is on the active side, and this is the first round of the In Sight: fire counts as snap fire. */
  readonly activeFirstRound?: boolean;
}

export interface InSightActionResult {
  readonly action: InSightAction;
  readonly case: InSightCase;
  /** Fire in the first round by an active figure is snap fire (footnote, L677). */
  readonly snapFiring: boolean;
  readonly part?: RolledPart;
}

export type InSightActionError = RepError | 'fng/cannot-fire' | 'fng/out-of-charge-reach';

/**
 * The In Sight Resolution table (L670–L677, L682; QRS L2459–L2467), read top to bottom when the figure's turn
 * comes: outgunned ducks back; unable to shoot charges if it can reach, else ducks back; otherwise 1d6
 * against REP, pass to fire, fail to duck back. Stars choose instead.
 */
export function inSightAction(
  roller: Roller,
  input: InSightActionInput,
  label: string,
): RuleResult<InSightActionResult, InSightActionError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  const snap = (action: InSightAction) => action === 'fire' && input.activeFirstRound === true;
  const done = (action: InSightAction, c: InSightCase, part?: RolledPart) =>
    ok({ action, case: c, snapFiring: snap(action), ...(part === undefined ? {} : { part }) });
  if (input.forfeited === true) return done('forfeit', 'forfeited');
  if (input.starChoice !== undefined) {
    if (input.starChoice === 'fire' && !input.canShoot) return fail('fng/cannot-fire');
    if (input.starChoice === 'charge' && input.inChargeReach !== true) return fail('fng/out-of-charge-reach');
    return done(input.starChoice, 'star-choice');
  }
  if (input.outgunned === true) return done('duck-back', 'outgunned');
  if (!input.canShoot) return done(input.inChargeReach === true ? 'charge' : 'duck-back', 'cannot-shoot');
  const { passes, part } = passDice(roller, 1, input.rep, label);
  return done(passes === 1 ? 'fire' : 'duck-back', 'otherwise', part);
}
