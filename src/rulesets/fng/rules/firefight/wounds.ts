import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance } from '../figures/dice.js';
import type { FigureStatus } from '../figures/figure.js';

/**
 * Damage levels and retrieving the wounded (FNG 2nd Tour p.24 and p.38–39, seed L716–L720, L936–L957;
 * digest §5.8, §8.1).
 */

/** The three stages of damage, least severe first (L938–L948). */
export const DAMAGE_LEVELS = ['stunned', 'out-of-the-fight', 'obviously-dead'] as const;
export type DamageLevel = (typeof DAMAGE_LEVELS)[number];

/** The more severe of two damage results. */
export function worseDamage(a: DamageLevel, b: DamageLevel): DamageLevel {
  return DAMAGE_LEVELS.indexOf(b) > DAMAGE_LEVELS.indexOf(a) ? b : a;
}

/** The statuses that are damage, by severity (L938): a status not listed here is none. */
const DAMAGE_SEVERITY: Readonly<Partial<Record<FigureStatus, number>>> = { 'carry-on': 0, 'duck-back': 0, retired: 0, leaving: 0, 'knocked-down': 0, stunned: 1, 'out-of-fight': 2, 'obviously-dead': 3 };

/**
 * Whether a new damage result takes a figure's status to `level` (L938–L948): only a worse one does — a
 * Stunned result leaves a figure Out of the Fight as it is, nothing brings the Obviously Dead back — and
 * a second Stunned makes a Stunned figure start its full activation doing nothing again (L942). A figure
 * gone from the battle another way (left it, missing, captured, whisked away by Cheating Death) takes none.
 */
export function damageWorsens(status: FigureStatus, level: 'stunned' | 'out-of-fight' | 'obviously-dead'): boolean {
  const now = DAMAGE_SEVERITY[status];
  const next = DAMAGE_SEVERITY[level]!;
  return now !== undefined && (next > now || (next === now && level === 'stunned'));
}

/** An Out of the Fight figure can walk on its own, at half speed, on (1-2) (L720, L946). */
export const WALKING_WOUNDED_CHANCE = { low: 1, high: 2 } as const;

export interface WalkingWoundedResult {
  /** Moves on its own at half speed; otherwise it must be carried and is captured if the enemy contacts it. */
  readonly walkingWounded: boolean;
  readonly part: RolledPart;
}

/** Rolls whether a figure just put Out of the Fight is walking wounded (L720, L946). */
export function walkingWounded(roller: Roller, label: string): WalkingWoundedResult {
  const { happens, part } = chance(roller, WALKING_WOUNDED_CHANCE.low, WALKING_WOUNDED_CHANCE.high, label);
  return { walkingWounded: happens, part };
}

/** A figure carrying a casualty moves 2" less (L957). */
export const CARRY_MOVE_PENALTY = 2;

export type CarryError = 'fng/invalid-move';

/**
 * What carrying a casualty does to a figure (L957): 2" off its move, its fire counts as snap
 * firing, and it is never outgunned.
 */
export function carrying(move: number): RuleResult<{ readonly move: number; readonly snapFiring: true; readonly neverOutgunned: true }, CarryError> {
  if (!Number.isFinite(move) || move < 0) return fail('fng/invalid-move', { move });
  return ok({ move: Math.max(0, move - CARRY_MOVE_PENALTY), snapFiring: true, neverOutgunned: true });
}

/** A Star who keeps the casualty when charged fights at −2d6 (L957). */
export const CARRYING_MELEE_DICE = -2;

/**
 * A carrier that is charged drops the casualty; a Star may keep it and melee at −2d6 (L957).
 */
export function carrierCharged(input: { readonly star: boolean; readonly keepCasualty?: boolean }): {
  readonly dropsCasualty: boolean;
  readonly meleeDice: number;
} {
  const keeps = input.star && input.keepCasualty === true;
  return { dropsCasualty: !keeps, meleeDice: keeps ? CARRYING_MELEE_DICE : 0 };
}
