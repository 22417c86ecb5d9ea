import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';

/** The columns of the Melee Odds Ratio table, worst to best for the attacker. */
export const ODDS_COLUMNS = ['1-3', '1-2', '2-3', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1'] as const;
export type OddsColumn = (typeof ODDS_COLUMNS)[number];

/** The Melee Success Probability table: the 2d6 kill number per column (LnL player aid, 8.0). */
export const KILL_NUMBERS: Readonly<Record<OddsColumn, number>> = {
  '1-3': 11,
  '1-2': 10,
  '2-3': 9,
  '1-1': 8,
  '3-2': 7,
  '2-1': 6,
  '3-1': 5,
  '4-1': 4,
  '5-1': 3,
};

/**
 * The Melee Odds Ratio Table exactly as printed (LnL player aid, 8.0): `MELEE_ODDS_TABLE[d - 1][a - 1]`
 * is the column for defending FP d against attacking FP a, both 1–14.
 */
export const MELEE_ODDS_TABLE: readonly (readonly OddsColumn[])[] = [
  ['1-1', '2-1', '3-1', '4-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1'],
  ['1-2', '1-1', '3-2', '2-1', '3-1', '3-1', '4-1', '4-1', '5-1', '5-1', '5-1', '5-1', '5-1', '5-1'],
  ['1-3', '2-3', '1-1', '3-2', '2-1', '2-1', '3-1', '3-1', '3-1', '4-1', '4-1', '4-1', '5-1', '5-1'],
  ['1-3', '1-2', '1-1', '1-1', '3-2', '3-2', '2-1', '2-1', '3-1', '3-1', '3-1', '3-1', '4-1', '4-1'],
  ['1-3', '1-2', '2-3', '1-1', '1-1', '3-2', '3-2', '2-1', '2-1', '2-1', '3-1', '3-1', '3-1', '3-1'],
  ['1-3', '1-3', '1-2', '2-3', '1-1', '1-1', '3-2', '3-2', '3-2', '2-1', '2-1', '2-1', '3-1', '3-1'],
  ['1-3', '1-3', '1-2', '2-3', '1-1', '1-1', '1-1', '3-2', '3-2', '3-2', '2-1', '2-1', '2-1', '2-1'],
  ['1-3', '1-3', '1-2', '1-2', '2-3', '1-1', '1-1', '1-1', '3-2', '3-2', '3-2', '3-2', '2-1', '2-1'],
  ['1-3', '1-3', '1-3', '1-2', '2-3', '2-3', '1-1', '1-1', '1-1', '3-2', '3-2', '3-2', '3-2', '2-1'],
  ['1-3', '1-3', '1-3', '1-2', '1-2', '2-3', '1-1', '1-1', '1-1', '1-1', '3-2', '3-2', '3-2', '3-2'],
  ['1-3', '1-3', '1-3', '1-2', '1-2', '2-3', '2-3', '1-1', '1-1', '1-1', '1-1', '3-2', '3-2', '3-2'],
  ['1-3', '1-3', '1-3', '1-3', '1-2', '1-2', '2-3', '2-3', '1-1', '1-1', '1-1', '1-1', '3-2', '3-2'],
  ['1-3', '1-3', '1-3', '1-3', '1-2', '1-2', '2-3', '2-3', '1-1', '1-1', '1-1', '1-1', '1-1', '3-2'],
  ['1-3', '1-3', '1-3', '1-3', '1-2', '1-2', '1-2', '2-3', '2-3', '1-1', '1-1', '1-1', '1-1', '1-1'],
];

const TABLE_MAX = MELEE_ODDS_TABLE.length;

function ratioOf(c: OddsColumn): { p: number; q: number } {
  const [p, q] = c.split('-').map(Number) as [number, number];
  return { p, q };
}

/**
 * Odds off the printed grid: the ratio attack:defence with fractions rounded up in the attacker's
 * favour, i.e. the lowest column p-q with p/q ≥ attack/defence, clamped to 1-3 … 5-1. This is the
 * rule the printed grid follows in every cell, so the two agree where both apply.
 */
export function computedOdds(attack: number, defence: number): OddsColumn {
  if (defence === 0) return '5-1';
  for (const c of ODDS_COLUMNS) {
    const { p, q } = ratioOf(c);
    if (p * defence >= attack * q) return c;
  }
  return '5-1';
}

export type MeleeError = 'lnl/negative-firepower' | 'lnl/vehicles-do-not-melee' | 'lnl/no-melee-units';

export interface MeleeOdds {
  /** The column before any shift. */
  readonly base: OddsColumn;
  /** After the hero's shift, clamped at 5-1. */
  readonly column: OddsColumn;
  readonly heroShift: boolean;
  readonly killNumber: number;
  /** Read off the printed 14×14 grid, or computed for FP beyond it or of 0. */
  readonly source: 'table' | 'computed';
}

/**
 * The melee odds column and kill number for attacking and defending FP (LnL player aid, Melee Odds
 * Ratio Table and Melee Success Probability Table, 8.0). The printed grid decides for FP 1–14 on both
 * sides; otherwise `computedOdds`, and a defence of 0 is 5-1, an attack of 0 is 1-3 (odds below 1-3
 * are resolved at 1-3). A hero among the attackers shifts one column right, never beyond 5-1.
 */
export function meleeOdds(attack: number, defence: number, hero = false): RuleResult<MeleeOdds, MeleeError> {
  if (attack < 0 || defence < 0) return fail('lnl/negative-firepower', { attack, defence });
  const onTable = attack >= 1 && defence >= 1 && attack <= TABLE_MAX && defence <= TABLE_MAX;
  const base = onTable ? MELEE_ODDS_TABLE[defence - 1]![attack - 1]! : attack === 0 ? '1-3' : computedOdds(attack, defence);
  const i = ODDS_COLUMNS.indexOf(base);
  const column = hero ? ODDS_COLUMNS[Math.min(i + 1, ODDS_COLUMNS.length - 1)]! : base;
  return ok({ base, column, heroShift: hero, killNumber: KILL_NUMBERS[column], source: onTable ? 'table' : 'computed' });
}

/** One counter in a melee. */
export interface MeleeUnit {
  readonly id: string;
  /** Inherent firepower (IFP). */
  readonly firepower: number;
  /** "M" superscript: +1 FP in melee (8.5). */
  readonly meleeBonus?: boolean;
  readonly hero?: boolean;
  readonly shaken?: boolean;
  readonly vehicle?: boolean;
}

/** One side's part in a melee attack. */
export interface MeleeForce {
  readonly units: readonly MeleeUnit[];
  /** FP of its melee-eligible SWs (MGs, satchel charges, Molotov cocktails, flamethrowers). */
  readonly supportWeapons?: readonly number[];
  /** The LM of a Good Order leader with it, added to its 2d6. */
  readonly leaderLm?: number;
  /** The side's other units in the hex that are not engaged: a Shaken unit with a melee-eligible friend among them is not lost outright. */
  readonly others?: readonly MeleeUnit[];
}

export interface MeleeFirepower {
  readonly units: number;
  /** +1 per "M"-superscripted unit. */
  readonly meleeBonus: number;
  readonly supportWeapons: number;
  readonly total: number;
}

/**
 * A force's melee FP: its units' IFP, +1 per "M" unit, and its melee-eligible SWs (LnL player aid,
 * Melee Summary 8.0). Shaken units add nothing: they cannot use their IFP or SWs (DCT, Shaken); this
 * is our reading, the aid does not say how shaken units count in a melee with good-order friends.
 */
export function meleeFirepower(force: MeleeForce): MeleeFirepower {
  const able = force.units.filter((u) => u.shaken !== true);
  const units = able.reduce((a, u) => a + u.firepower, 0);
  const meleeBonus = able.filter((u) => u.meleeBonus === true).length;
  const supportWeapons = able.length === 0 ? 0 : (force.supportWeapons ?? []).reduce((a, f) => a + f, 0);
  return { units, meleeBonus, supportWeapons, total: units + meleeBonus + supportWeapons };
}

export interface MeleeAttack {
  readonly attackFp: MeleeFirepower;
  readonly defenceFp: MeleeFirepower;
  readonly odds: MeleeOdds;
  readonly faces: readonly number[];
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  /** 2d6 + LM ≥ kill number: every defending unit is eliminated (after its own attack). */
  readonly kills: boolean;
}

function validate(force: MeleeForce): RuleResult<true, MeleeError> {
  if (force.units.length === 0) return fail('lnl/no-melee-units');
  const vehicle = force.units.find((u) => u.vehicle === true);
  if (vehicle) return fail('lnl/vehicles-do-not-melee', { unit: vehicle.id });
  const negative = force.units.find((u) => u.firepower < 0) ?? (force.supportWeapons ?? []).find((f) => f < 0);
  if (negative !== undefined) return fail('lnl/negative-firepower');
  return ok(true);
}

/**
 * One melee attack: attacking FP against the chosen defenders' FP gives the odds column (a hero among
 * the attackers shifts it right, unless `heroShift` is false: the counterattack); 2d6 + a GO leader's
 * LM ≥ the kill number eliminates the defenders (LnL player aid, Melee Summary and Odds Ratio & Kill
 * Number, 8.0).
 */
export function meleeAttack(
  attacking: MeleeForce,
  defending: MeleeForce,
  roller: Roller,
  label = 'melee',
  heroShift = true,
): RuleResult<MeleeAttack, MeleeError> {
  for (const f of [attacking, defending]) {
    const v = validate(f);
    if (!v.ok) return v;
  }
  const attackFp = meleeFirepower(attacking);
  const defenceFp = meleeFirepower(defending);
  const hero = heroShift && attacking.units.some((u) => u.hero === true && u.shaken !== true);
  const odds = meleeOdds(attackFp.total, defenceFp.total, hero);
  if (!odds.ok) return odds;
  const part = roller.roll({ op: 'sum', n: 2, sides: 6 }, label);
  const modifiers = nonZero([{ reason: 'leadership', value: attacking.leaderLm ?? 0 }]);
  const total = part.total + sumModifiers(modifiers);
  return ok({ attackFp, defenceFp, odds: odds.value, faces: part.faces, modifiers, total, kills: total >= odds.value.killNumber });
}

/**
 * Shaken units engaged in melee with no other melee-eligible friendly unit in the hex are eliminated
 * at once (LnL player aid, DCT notes, Shaken): `others` are the side's units in the hex that the
 * melee does not engage, which count as friends all the same. Returns the ids so eliminated, or none.
 */
export function shakenAutoEliminated(units: readonly MeleeUnit[], others: readonly MeleeUnit[] = []): string[] {
  const eligible = [...units, ...others].some((u) => u.shaken !== true && u.vehicle !== true);
  return eligible ? [] : units.filter((u) => u.shaken === true).map((u) => u.id);
}

const fights = (f: MeleeForce): boolean => f.units.some((u) => u.shaken !== true);

export interface MeleeRound {
  /** Attacker against defender; absent when a side fell at once, or the attacker has no Good Order unit. */
  readonly attack?: MeleeAttack;
  /** The defenders' counterattack, rolled before casualties are removed; absent when they have no Good Order unit engaged. */
  readonly counterattack?: MeleeAttack;
  /** Units lost without a roll: Shaken and alone in the melee. */
  readonly autoEliminated: readonly string[];
  /** Every unit removed at the end of the round. */
  readonly eliminated: readonly string[];
}

/**
 * A round of melee: the attacker attacks and, before any casualty is removed, the defender
 * counterattacks with its leader's LM; the losses of both attacks are removed together (LnL player
 * aid, Melee Summary 8.0). A side whose engaged units are all Shaken, with no other melee-eligible
 * friend in the hex, is eliminated without rolling and makes no attack; with such a friend it is not
 * lost outright, but with no Good Order unit engaged it makes no counterattack (our reading: it has
 * no FP to attack with). "Hero shifts odds 1 column right when attacking": the attacker is the side
 * that entered the hex (8.0, "the IFP of all the attacking units (the units that entered the hex)"),
 * so a hero among the defenders does not shift their counterattack. Vehicles do not melee.
 */
export function meleeRound(attacker: MeleeForce, defender: MeleeForce, roller: Roller): RuleResult<MeleeRound, MeleeError> {
  for (const f of [attacker, defender]) {
    const v = validate(f);
    if (!v.ok) return v;
  }
  const attackerGone = shakenAutoEliminated(attacker.units, attacker.others);
  const defenderGone = shakenAutoEliminated(defender.units, defender.others);
  const autoEliminated = [...attackerGone, ...defenderGone];
  let attack: MeleeAttack | undefined;
  let counterattack: MeleeAttack | undefined;
  if (attackerGone.length === 0 && defenderGone.length === 0) {
    if (fights(attacker)) {
      const a = meleeAttack(attacker, defender, roller, 'melee attack');
      if (!a.ok) return a;
      attack = a.value;
    }
    if (fights(defender)) {
      const c = meleeAttack(defender, attacker, roller, 'melee counterattack', false);
      if (!c.ok) return c;
      counterattack = c.value;
    }
  }
  const eliminated = [
    ...autoEliminated,
    ...(attack?.kills === true ? defender.units.map((u) => u.id) : []),
    ...(counterattack?.kills === true ? attacker.units.map((u) => u.id) : []),
  ];
  return ok({ ...(attack ? { attack } : {}), ...(counterattack ? { counterattack } : {}), autoEliminated, eliminated });
}
