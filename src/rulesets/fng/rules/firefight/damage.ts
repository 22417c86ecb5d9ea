import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6 } from '../figures/dice.js';

/**
 * Combat Damage (FNG 2nd Tour p.32, seed L836–L851; QRS L2486–L2492; digest §6.5): 1d6 per hit, read as
 * rolled against the weapon's Impact. Melee uses the same table with the success margin as Impact
 * (L921) and never counts cover.
 */

export type DamageResult = 'obviously-dead' | 'out-of-the-fight' | 'knocked-down' | 'miss';

/** The printed rows (L840–L845): a 1 kills; up to the Impact puts out of the fight; above it knocks down. */
export const COMBAT_DAMAGE_TABLE = [
  { die: '1', result: 'obviously-dead' },
  { die: 'at most Impact, not 1', result: 'out-of-the-fight' },
  { die: 'above Impact', result: 'knocked-down' },
] as const;

/**
 * House rule `fng.damage.cover-even-miss`: the "cover modifier for rolling 2, 4 or 6" the book refers to
 * (L847, L849, L921, L925) but never prints; example L851 turns a hit on a figure in cover into a miss
 * on a 4. A 1 is odd, so it still kills.
 */
export const COVER_MISS_FACES: readonly number[] = [2, 4, 6];

export interface DamageSituation {
  /** The target is in cover from this attack (ranged fire only). */
  readonly inCover?: boolean;
  /** House rule `fng.damage.cover-even-miss`. */
  readonly coverEvenMiss: boolean;
  /** Melee damage: cover does not count (L921, L925). */
  readonly melee?: boolean;
}

/** The table read for one die. */
export function damageResult(die: number, impact: number, s: DamageSituation): DamageResult {
  if (s.coverEvenMiss && s.inCover === true && s.melee !== true && COVER_MISS_FACES.includes(die)) return 'miss';
  if (die === 1) return 'obviously-dead';
  return die <= impact ? 'out-of-the-fight' : 'knocked-down';
}

export interface DamageInput extends DamageSituation {
  readonly impact: number;
}

export interface DamageRoll {
  readonly die: number;
  readonly impact: number;
  /** Knocked Down: take Recover From Knock Down at once. Miss: saved by cover, keeps its In Sight marker (L849). */
  readonly result: DamageResult;
  readonly part: RolledPart;
}

export type DamageError = 'fng/invalid-impact';

/** Rolls Combat Damage for one hit. */
export function combatDamage(roller: Roller, input: DamageInput, label: string): RuleResult<DamageRoll, DamageError> {
  if (!Number.isInteger(input.impact) || input.impact < 1) return fail('fng/invalid-impact', { impact: input.impact });
  const { score, part } = d6(roller, label);
  return ok({ die: score, impact: input.impact, result: damageResult(score, input.impact, input), part });
}

export interface ImpactInput {
  readonly impact: number;
  /** A blast (grenade, shell, bomb) rather than a bullet. */
  readonly blast?: boolean;
  /** Flak jacket: blast Impact −1, not below 1 (L377). */
  readonly flakJacket?: boolean;
  /** Chicken plate: ballistic and blast Impact −1, not below 1 (L379–L381). */
  readonly chickenPlate?: boolean;
}

/** The Impact a hit has on this figure after its armour. */
export function effectiveImpact(i: ImpactInput): number {
  const less = (i.flakJacket === true && i.blast === true ? 1 : 0) + (i.chickenPlate === true ? 1 : 0);
  return Math.max(1, i.impact - less);
}
