import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Rep } from './figure.js';

/**
 * Star advantages (FNG 2nd Tour p.3–4, seed L323–L353; digest §2.2–§2.3): Larger Than Life,
 * Cheating Death, Free Will and Star Power. Star Power is rolled first, then Larger Than Life or
 * Cheating Death (L351).
 */

/** The damage ladder Star Power climbs down, worst first (L347). */
export const DAMAGE_LADDER = ['obviously-dead', 'out-of-fight', 'stunned', 'carry-on'] as const;
export type DamageLevel = (typeof DAMAGE_LADDER)[number];

/** Star Power faces 1–3 reduce a damage result by one level and keep the die (L347). */
export const STAR_POWER_REDUCES_AT_MOST = 3;
/** A 6 changes nothing and the die is lost for the rest of the mission (L347). */
export const STAR_POWER_LOST_ON = 6;

const severity = (d: DamageLevel): number => DAMAGE_LADDER.length - 1 - DAMAGE_LADDER.indexOf(d);
const levelOf = (s: number): DamageLevel => DAMAGE_LADDER[DAMAGE_LADDER.length - 1 - s]!;

export interface StarPowerInput {
  readonly figure: string;
  /** Star Power dice the figure has left this mission. */
  readonly dice: number;
  /** The damage results of one hit or burst, in the order taken (an LMG may give several, L353). */
  readonly damage: readonly DamageLevel[];
  /**
   * How many reducing dice go on each result, as the player chooses. Absent: each die lowers the
   * worst result still standing (which reproduces the book's example, L353).
   */
  readonly allocation?: readonly number[];
}

export interface StarPowerResult {
  readonly faces: readonly number[];
  /** Dice that scored 1–3. */
  readonly reducing: number;
  /** Each damage result after Star Power, in the order given. */
  readonly damage: readonly DamageLevel[];
  /** Star Power dice the figure keeps for the rest of the mission. */
  readonly diceLeft: number;
  readonly lost: number;
  readonly part: RolledPart;
}

export type StarPowerError = 'fng/no-star-power' | 'fng/no-damage' | 'fng/bad-allocation';

/**
 * Star Power (L347–L353): roll one d6 per Star Power die whenever the figure takes damage. Each 1–3
 * lowers a damage result one level (Obviously Dead → Out of the Fight → Stunned → Carry On) and is
 * kept; 4–5 is kept and does nothing; a 6 does nothing and is lost for the rest of the mission.
 * Several 1–3s may lower one result several levels or several results.
 */
export function rollStarPower(input: StarPowerInput, roller: Roller): RuleResult<StarPowerResult, StarPowerError> {
  if (!Number.isInteger(input.dice) || input.dice < 1) return fail('fng/no-star-power', { figure: input.figure, dice: input.dice });
  if (input.damage.length === 0 || input.damage.every((d) => d === 'carry-on')) return fail('fng/no-damage', { figure: input.figure });
  const alloc = input.allocation;
  if (alloc !== undefined && (alloc.length !== input.damage.length || alloc.some((n) => !Number.isInteger(n) || n < 0))) {
    return fail('fng/bad-allocation', { figure: input.figure, results: input.damage.length });
  }
  const part = roller.roll({ op: 'sum', n: input.dice, sides: 6 }, `star power ${input.figure}`);
  const reducing = part.faces.filter((f) => f <= STAR_POWER_REDUCES_AT_MOST).length;
  const lost = part.faces.filter((f) => f === STAR_POWER_LOST_ON).length;
  const levels = input.damage.map(severity);
  if (alloc !== undefined) {
    if (alloc.reduce((a, b) => a + b, 0) > reducing) return fail('fng/bad-allocation', { figure: input.figure, reducing });
    alloc.forEach((n, i) => (levels[i] = Math.max(0, levels[i]! - n)));
  } else {
    for (let left = reducing; left > 0; left--) {
      const worst = levels.indexOf(Math.max(...levels));
      if (levels[worst]! === 0) break;
      levels[worst] = levels[worst]! - 1;
    }
  }
  return ok({ faces: part.faces, reducing, damage: levels.map(levelOf), diceLeft: input.dice - lost, lost, part });
}

/**
 * Larger Than Life (L334): a Star cannot be killed by an attacker of lower REP; Obviously Dead
 * becomes Out of the Fight. Applied after Star Power (L351).
 */
export function largerThanLife(damage: DamageLevel, starRep: Rep, attackerRep: Rep): DamageLevel {
  return damage === 'obviously-dead' && attackerRep < starRep ? 'out-of-fight' : damage;
}

export type CheatingDeathError = 'fng/cheat-death-not-killed' | 'fng/cheat-death-lower-rep' | 'fng/cheat-death-rep';

/**
 * Cheating Death (L338–L340): a Star killed by an attacker of equal or higher REP may leave the
 * battle safely instead; its REP drops one level at once (it may rise again later).
 */
export function cheatDeath(input: {
  readonly figure: string;
  readonly damage: DamageLevel;
  readonly starRep: Rep;
  readonly attackerRep: Rep;
}): RuleResult<{ readonly status: 'cheated-death'; readonly rep: Rep }, CheatingDeathError> {
  if (input.damage !== 'obviously-dead') return fail('fng/cheat-death-not-killed', { figure: input.figure });
  if (input.attackerRep < input.starRep) return fail('fng/cheat-death-lower-rep', { figure: input.figure });
  if (input.starRep <= 1) return fail('fng/cheat-death-rep', { figure: input.figure, rep: input.starRep });
  return ok({ status: 'cheated-death', rep: (input.starRep - 1) as Rep });
}

/** The tests marked `*` on which a Star picks its result instead of rolling (Free Will, L344, QRS L2439–L2440). */
export const FREE_WILL_TESTS = ['received-fire', 'man-down', 'cohesion'] as const;
/** L699–L700 put a Free Will sentence beside Recover From Knock Down; house rule `fng.freewill.recover`. */
export const FREE_WILL_MAYBE = 'recover-from-knock-down';
export type FreeWillTest = (typeof FREE_WILL_TESTS)[number] | typeof FREE_WILL_MAYBE | 'in-sight';
/** A Star's Free Will answer: the number of d6 it counts as passing. */
export type FreeWillChoice = 0 | 1 | 2;

/**
 * Whether a Star may choose its result on a test (Free Will, L344–L346). Never the In Sight test
 * (L344); Recover From Knock Down only if the campaign's `fng.freewill.recover` says so.
 */
export function freeWillApplies(test: FreeWillTest, recover: boolean): boolean {
  if (test === 'in-sight') return false;
  if (test === FREE_WILL_MAYBE) return recover;
  return true;
}

/**
 * The other choices the rules leave to a Star, each with its seed lines, so the bot knows when to
 * ask the Star's player instead of rolling or applying the default. (Stars are also never outgunned,
 * L801, and always recovered by their side, L979: rules of the firefight and after-action slices.)
 */
export const STAR_CHOICES = [
  { choice: 'in-sight-action', source: 'L2463' },
  { choice: 'targets', source: 'L822, L837' },
  { choice: 'when-to-melee', source: 'L929' },
  { choice: 'break-off-melee', source: 'L947' },
  { choice: 'keep-carried-wounded-when-charged', source: 'L957' },
  { choice: 'cheat-death', source: 'L338' },
] as const;
