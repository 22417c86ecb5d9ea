import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { combatDamage, type DamageRoll } from './damage.js';
import { d6, passDice, successes } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';
import type { DamageLevel } from './wounds.js';

/**
 * Melee (FNG 2nd Tour p.35–38, seed L894–L896, L918–L953; QRS L2515–L2526; digest §7.1, §7.3): each
 * figure rolls 1d6 per REP ± modifiers and counts successes; more successes knocks the opponent down and
 * rolls Combat Damage with the margin as Impact, cover not counted; equal is Evenly Matched.
 */

/** Melee weapons (L894–L896): a machete or two-handed tool counts as a rifle-mounted bayonet. */
export type MeleeWeapon = 'unarmed' | 'improvised' | 'knife' | 'rifle-bayonet';

export const MELEE_WEAPON_DICE: Readonly<Record<MeleeWeapon, number>> = {
  unarmed: -1,
  improvised: 0,
  knife: 1,
  'rifle-bayonet': 2,
};

/** Attribute and circumstance modifiers, in d6 (L927–L931, QRS L2515–L2523). */
export const MELEE_DICE = {
  brawler: 1,
  /** Knifeman, only with a hand-held knife or bayonet. */
  knifeman: 1,
  slight: -1,
  wuss: -1,
  attackedFromBehind: -2,
  /** Already Evenly Matched in a melee this turn, and attacked by another opponent. */
  evenlyMatchedThisTurn: -1,
  prone: -2,
  /** A Star who kept the casualty he was carrying when charged (L957). */
  carryingWounded: -2,
  /** Swimming, against someone on the shore: −1 REP (L1195). */
  swimmingVsShore: -1,
  /** In "Slight Trouble" while swimming: −1 REP in melee this turn (L1193). */
  slightTroubleSwimming: -1,
} as const;

export type MeleeModifier = keyof typeof MELEE_DICE;

export interface MeleeFighter {
  readonly id: string;
  readonly rep: number;
  readonly weapon: MeleeWeapon;
  readonly modifiers?: readonly MeleeModifier[];
}

/** Dice a fighter rolls, not below 0. Knifeman counts only with a knife. */
export function meleeDice(f: MeleeFighter): number {
  const mods = (f.modifiers ?? []).reduce((n, m) => n + (m === 'knifeman' && f.weapon !== 'knife' ? 0 : MELEE_DICE[m]), 0);
  return Math.max(0, f.rep + MELEE_WEAPON_DICE[f.weapon] + mods);
}

export interface FighterRoll {
  readonly id: string;
  readonly dice: number;
  readonly successes: number;
  readonly part: RolledPart;
}

export type MeleeRoundResult =
  | { readonly kind: 'evenly-matched'; readonly attacker: FighterRoll; readonly defender: FighterRoll }
  | {
      readonly kind: 'knocked-down';
      readonly attacker: FighterRoll;
      readonly defender: FighterRoll;
      readonly winner: string;
      readonly loser: string;
      /** One Impact point per success more than the loser. */
      readonly impact: number;
      /** Knocked Down on the damage die: the loser takes Recover From Knock Down (recover.ts). */
      readonly damage: DamageRoll;
    };

export type MeleeError = RepError;

/** One round of melee between two figures: attacker's dice, defender's dice, then the winner's damage die. */
export function meleeRound(
  roller: Roller,
  input: { readonly attacker: MeleeFighter; readonly defender: MeleeFighter },
  label: string,
): RuleResult<MeleeRoundResult, MeleeError> {
  for (const f of [input.attacker, input.defender]) if (!isRep(f.rep)) return badRep(f.rep, f.id);
  const roll = (f: MeleeFighter): FighterRoll => {
    const n = meleeDice(f);
    const r = successes(roller, n, `${label} ${f.id}`);
    return { id: f.id, dice: n, successes: r.passes, part: r.part };
  };
  const attacker = roll(input.attacker);
  const defender = roll(input.defender);
  if (attacker.successes === defender.successes) return ok({ kind: 'evenly-matched', attacker, defender });
  const [w, l] = attacker.successes > defender.successes ? [attacker, defender] : [defender, attacker];
  const impact = w.successes - l.successes;
  const damage = combatDamage(roller, { impact, melee: true, coverEvenMiss: false }, `${label} damage ${l.id}`);
  if (!damage.ok) throw new Error(`melee impact ${impact} refused`);
  return ok({ kind: 'knocked-down', attacker, defender, winner: w.id, loser: l.id, impact, damage: damage.value });
}

/** Up to four figures may melee one: two on its front, two on its rear, one attacking at a time (L929). */
export const MULTI_MELEE_LIMIT = { front: 2, rear: 2 } as const;

/** Whether this many attackers may melee one figure at once (L929). */
export function multiMeleeAllowed(front: number, rear: number): boolean {
  return front >= 0 && rear >= 0 && front <= MULTI_MELEE_LIMIT.front && rear <= MULTI_MELEE_LIMIT.rear && front + rear >= 1;
}

export type BreakOffResult =
  | { readonly kind: 'stays' ; readonly part: RolledPart }
  | { readonly kind: 'breaks-off'; readonly inches: number; readonly parts: readonly RolledPart[] };

/**
 * A Grunt still Evenly Matched tests when it becomes active (L947–L953): 1d6 against REP, pass to stay in
 * melee, fail to break off and move 1d6" away. A Star simply chooses, moving at least 1" away; either way
 * both sides then take an In Sight test.
 */
export function gruntBreakOff(roller: Roller, rep: number, label: string): RuleResult<BreakOffResult, RepError> {
  if (!isRep(rep)) return badRep(rep);
  const test = passDice(roller, 1, rep, label);
  if (test.passes === 1) return ok({ kind: 'stays', part: test.part });
  const move = d6(roller, `${label} inches`);
  return ok({ kind: 'breaks-off', inches: move.score, parts: [test.part, move.part] });
}

export type CaptureError = 'fng/not-helpless';

/**
 * An active figure contacting a Stunned or Out of the Fight enemy may kill or capture it (L950); an Out of
 * the Fight figure contacted by the enemy counts as captured (L720).
 */
export function dispatchOrCapture(
  status: DamageLevel | 'carry-on',
  choice: 'kill' | 'capture',
): RuleResult<'obviously-dead' | 'captured', CaptureError> {
  if (status !== 'stunned' && status !== 'out-of-the-fight') return fail('fng/not-helpless', { status });
  return ok(choice === 'kill' ? 'obviously-dead' : 'captured');
}

/** Each armed guard holds up to six prisoners (L950). */
export const PRISONERS_PER_GUARD = 6;

/** Armed guards needed for this many prisoners (L950). */
export function guardsNeeded(prisoners: number): number {
  return Math.ceil(Math.max(0, prisoners) / PRISONERS_PER_GUARD);
}
