import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice, sumD6 } from '../figures/dice.js';
import { isSupportLevel } from '../support/support.js';
import type { Eal56Swap, HalfPassTable, RangeOverlap } from '../support/support-house-rules.js';
import { type EnemyForce, type FwfReinforcement, type FwfTableOptions, type Level, type ReinforcementsError, type Row, type TableRoll, rollFwfTable, rowFor, separate } from '../support/reinforcements.js';

/**
 * VC/NVA Reinforcements (FNG 2nd Tour p.95–96, seed L2102–L2155): the tables by EAL with their house
 * readings; the Reinforcements test an Activation's 7 calls for (L2060–L2075), which the bot rolls for
 * either side (a Free World result is read on support/reinforcements.ts's FWF tables); and the
 * Political Officers and Cadre (p.96, L2155).
 */

export type VcUnit =
  | 'nothing'
  | 'three-man-cell'
  | 'single-lvc'
  | 'half-squad-lmg'
  | 'half-squad-rpg'
  | 'rpg-team-1d6-rockets'
  | 'rpg-team'
  | 'lmg-team'
  | 'cell-with-lmg-team'
  | 'cell-with-rpg'
  | 'squad-with-lvc-guide'
  | 'sks-sniper'
  | 'mmg-team'
  | 'squad'
  | 'full-squad'
  | 'full-squad-with-rto'
  | 'demolition-unit'
  | 'medium-mortar-team'
  | 'medium-mortar-team-pair'
  | 'cadre'
  | 'political-officer'
  | 'platoon-hq'
  | 'full-platoon'
  | 'medic-and-nurses'
  | 'scout-team'
  | 'sniper'
  | 'half-squad-with-medic'
  | 'half-squad-with-medic-and-rto'
  | 'light-mortar-team'
  | 'light-mortar-team-pair'
  | 'recoilless-team'
  | 'hmg-team'
  | 'hmg-team-with-half-squad'
  | 'medium-mortar-barrage'
  | 'medium-artillery-barrage'
  | 'medium-artillery-barrage-pair'
  | 'suicide-troops'
  | 'tank';

/** One force's entry: a unit, or a (1-3)/(4-6) choice between two. */
export type VcEntry = VcUnit | { readonly split: readonly [VcUnit, VcUnit] };

export type VcRow = Row<Readonly<Record<EnemyForce, VcEntry>>>;

const allOf = (e: VcEntry): Readonly<Record<EnemyForce, VcEntry>> => ({ lvc: e, mfvc: e, nva: e });
const vc = (low: number, high: number, result: Readonly<Record<EnemyForce, VcEntry>>, source: string): VcRow => ({ low, high, result, source });
const HALF_SQUAD: VcEntry = { split: ['half-squad-lmg', 'half-squad-rpg'] };
const CADRE = { lvc: 'cadre', mfvc: 'political-officer', nva: 'political-officer' } as const;
const SCOUTS = { lvc: 'medic-and-nurses', mfvc: 'scout-team', nva: 'scout-team' } as const;

/**
 * VC/NVA Reinforcements as printed (p.95–96, L2102–L2154). Details the units carry: the half squad is
 * six men with (1-3) an LMG or (4-6) an RPG; the RPG team is two men (EAL 1: 1d6 rockets, SKS for
 * MFVC, AK-47 for NVA); the demolition unit is six men each with a satchel charge and (1-3) SMG or
 * (4-6) M-2 carbine; Cadre is LVC Cadre with two LVC bodyguards, the Political Officer has two rifleman
 * bodyguards; LVC "scouts" are an unarmed medic and two unarmed nurses (REP 3 civilians), MFVC scouts
 * three men each (1-3) SMG or (4-6) M-2 with wire cutters, NVA scouts three men (one a Leader) with
 * AK-47s, wire cutters and Tough; the sniper has a BA rifle and scope; the NVA "sniper" of EAL 2 is a
 * lone REP 5 with an SKS; suicide troops are 1d6 with random VC weapons and CDMs strapped on (Nerves of
 * Steel); the tank comes after January 1968, before that the 30–32 result. The EAL 5 and EAL 6 squad
 * entries are printed side by side (house rule `fng.reinforcements.eal56-swap`).
 */
export const VC_PRINTED: Readonly<Record<Level, readonly VcRow[]>> = {
  1: [
    vc(1, 4, { lvc: 'three-man-cell', mfvc: HALF_SQUAD, nva: HALF_SQUAD }, 'L2110, L2112'),
    vc(5, 5, allOf('nothing'), 'L2111, L2112'),
    vc(6, 6, { lvc: 'single-lvc', mfvc: 'rpg-team-1d6-rockets', nva: 'rpg-team-1d6-rockets' }, 'L2111, L2112'),
  ],
  2: [
    vc(2, 6, { lvc: 'three-man-cell', mfvc: HALF_SQUAD, nva: HALF_SQUAD }, 'L2115, L2120'),
    vc(7, 9, { lvc: 'cell-with-lmg-team', mfvc: HALF_SQUAD, nva: 'squad-with-lvc-guide' }, 'L2116, L2120'),
    vc(10, 10, allOf('medium-mortar-barrage'), 'L2117, L2124'),
    vc(11, 11, { lvc: 'cell-with-rpg', mfvc: { split: ['rpg-team', 'lmg-team'] }, nva: { split: ['lmg-team', 'sks-sniper'] } }, 'L2117, L2124'),
    vc(12, 12, allOf('nothing'), 'L2118, L2124'),
  ],
  3: [
    vc(3, 4, allOf('mmg-team'), 'L2105, L2119'),
    vc(5, 8, { lvc: 'full-squad', mfvc: 'squad', nva: 'squad' }, 'L2105, L2119'),
    vc(9, 10, { lvc: 'full-squad', mfvc: 'demolition-unit', nva: 'medium-mortar-team' }, 'L2107, L2119'),
    vc(11, 11, CADRE, 'L2109, L2119'),
    vc(12, 14, allOf('platoon-hq'), 'L2113, L2119'),
    vc(14, 16, allOf('medium-mortar-barrage'), 'L2113, L2119 (printed 14-16)'),
    vc(17, 17, SCOUTS, 'L2113, L2114'),
    vc(18, 18, allOf('sniper'), 'L2121–L2122'),
  ],
  4: [
    vc(4, 6, allOf('mmg-team'), 'L2123, L2127'),
    vc(7, 8, { lvc: 'full-squad-with-rto', mfvc: 'demolition-unit', nva: 'medium-mortar-team' }, 'L2123, L2127'),
    vc(9, 10, allOf('platoon-hq'), 'L2125, L2127'),
    vc(11, 11, CADRE, 'L2125, L2127'),
    vc(12, 14, allOf('full-platoon'), 'L2126, L2127'),
    vc(15, 16, allOf('medium-artillery-barrage'), 'L2126, L2127'),
    vc(17, 18, SCOUTS, 'L2128'),
    vc(19, 19, allOf('half-squad-with-medic'), 'L2128–L2129'),
    vc(20, 21, { lvc: 'light-mortar-team', mfvc: 'recoilless-team', nva: 'hmg-team' }, 'L2128–L2129'),
    vc(22, 24, allOf('sniper'), 'L2128–L2129'),
  ],
  5: [
    vc(5, 7, allOf('mmg-team'), 'L2130, L2134'),
    vc(8, 9, { lvc: 'full-squad-with-rto', mfvc: 'demolition-unit', nva: 'medium-mortar-team-pair' }, 'L2130, L2134'),
    vc(10, 11, allOf('platoon-hq'), 'L2131, L2136'),
    vc(12, 12, CADRE, 'L2131, L2136'),
    vc(13, 20, allOf('full-platoon'), 'L2132, L2136'),
    vc(21, 22, allOf('medium-mortar-barrage'), 'L2132, L2136'),
    vc(23, 24, SCOUTS, 'L2142, L2139'),
    vc(25, 26, allOf('half-squad-with-medic'), 'L2144, L2148'),
    vc(27, 28, { lvc: 'light-mortar-team-pair', mfvc: 'recoilless-team', nva: 'hmg-team-with-half-squad' }, 'L2144, L2146'),
    vc(29, 29, allOf('sniper'), 'L2140, L2146'),
    vc(30, 30, allOf('medium-artillery-barrage-pair'), 'L2140, L2146'),
  ],
  6: [
    vc(6, 7, allOf('mmg-team'), 'L2133, L2145'),
    vc(8, 9, { lvc: 'full-squad', mfvc: 'demolition-unit', nva: 'medium-mortar-team-pair' }, 'L2133, L2141'),
    vc(10, 11, allOf('platoon-hq'), 'L2135, L2138'),
    vc(12, 12, CADRE, 'L2135, L2138'),
    vc(13, 20, allOf('full-platoon'), 'L2137, L2138'),
    vc(21, 22, allOf('medium-mortar-barrage'), 'L2137, L2138'),
    vc(23, 24, SCOUTS, 'L2143, L2138'),
    vc(25, 26, allOf('half-squad-with-medic-and-rto'), 'L2147, L2146'),
    vc(27, 28, { lvc: 'light-mortar-team-pair', mfvc: 'recoilless-team', nva: 'hmg-team-with-half-squad' }, 'L2147, L2153'),
    vc(29, 29, allOf('sniper'), 'L2149–L2150'),
    vc(30, 32, allOf('medium-artillery-barrage-pair'), 'L2149, L2154'),
    vc(33, 34, allOf('suicide-troops'), 'L2151, L2154'),
    vc(35, 36, allOf('tank'), 'L2152, L2154'),
  ],
};

export interface VcTableOptions {
  readonly overlap: RangeOverlap;
  readonly eal56Swap: Eal56Swap;
}

/** Swaps the printed EAL 5/6 squad entries as `fng.reinforcements.eal56-swap` says. */
function swapEal56(eal: 5 | 6, rows: readonly VcRow[], swap: Eal56Swap): VcRow[] {
  const other = VC_PRINTED[eal === 5 ? 6 : 5];
  const take = (low: number): VcRow => {
    const row = other.find((r) => r.low === low);
    if (!row) throw new Error(`EAL ${eal === 5 ? 6 : 5} has no row from ${low}`);
    return row;
  };
  return rows.map((r) => {
    if (r.low === 8 && (swap === 'squad' || swap === 'both')) return { ...r, result: { ...r.result, lvc: take(8).result.lvc } };
    if (r.low === 25 && (swap === 'half-squad' || swap === 'both')) return { ...r, result: take(25).result };
    return r;
  });
}

/** The VC/NVA table for an EAL with the house rules applied. */
export function vcTable(eal: Level, opts: VcTableOptions): readonly VcRow[] {
  const printed = VC_PRINTED[eal];
  const swapped = eal === 5 || eal === 6 ? swapEal56(eal, printed, opts.eal56Swap) : printed;
  return separate(swapped, opts.overlap);
}

export interface VcArrival {
  readonly unit: VcUnit;
  /** RPG team rockets or suicide troops: how many (1d6). */
  readonly count?: number;
}

export interface VcTableRoll extends TableRoll<Readonly<Record<EnemyForce, VcEntry>>> {
  readonly force: EnemyForce;
  readonly arrival: VcArrival;
  readonly parts: readonly RolledPart[];
}

export interface VcRollInput {
  readonly eal: Level;
  readonly dice: number;
  readonly force: EnemyForce;
  /** After January 1968 a tank can come (L2154); before, the 30–32 result instead. */
  readonly afterJan1968: boolean;
}

/**
 * Rolls `dice` d6, summed, on the VC/NVA table for `eal` (L2106: "EAL# in d6", also when a PEF is
 * revealed), then any choice or count the entry carries: a (1-3)/(4-6) split, the RPG team's 1d6
 * rockets, 1d6 suicide troops.
 */
export function rollVcTable(input: VcRollInput, opts: VcTableOptions, roller: Roller): VcTableRoll {
  const { total, part } = sumD6(roller, input.dice, `VC/NVA reinforcements EAL ${input.eal}`);
  const row = rowFor(vcTable(input.eal, opts), total);
  const parts: RolledPart[] = [part];
  const entry = row.result[input.force];
  let unit: VcUnit;
  if (typeof entry === 'string') unit = entry;
  else {
    const s = d6(roller, 'reinforcement choice');
    parts.push(s.part);
    unit = s.score <= 3 ? entry.split[0] : entry.split[1];
  }
  if (unit === 'tank' && !input.afterJan1968) unit = 'medium-artillery-barrage-pair';
  let arrival: VcArrival = { unit };
  if (unit === 'rpg-team-1d6-rockets' || unit === 'suicide-troops') {
    const n = d6(roller, unit === 'suicide-troops' ? 'suicide troops' : 'RPG rockets');
    parts.push(n.part);
    arrival = { unit, count: n.score };
  }
  return { table: input.eal, dice: input.dice, total, row, force: input.force, arrival, part, parts };
}

/** EAL 5 rolls +1d6, EAL 1 −1d6 (L2063, L2066). */
export const EAL_DICE_MODIFIERS: Readonly<Record<Level, number>> = { 1: -1, 2: 0, 3: 0, 4: 0, 5: 1, 6: 0 };

export type ReinforcementSide =
  | { readonly side: 'fwf'; readonly sl: number }
  | {
      readonly side: 'vc';
      readonly eal: number;
      readonly force: EnemyForce;
      /** VC/NVA Activity (L1602): "We've stepped in it!" +1 (3d6), "Where's Charlie?" −1 (1d6). */
      readonly activityDice: -1 | 0 | 1;
      readonly afterJan1968: boolean;
    };

export interface ReinforcementTestInput {
  readonly who: ReinforcementSide;
  /** The side has nothing on the table: the reinforcement is a PEF (L2079). */
  readonly noForcesOnTable?: boolean;
  readonly halfPassTable: HalfPassTable;
  readonly fwfOptions: FwfTableOptions;
  readonly vcOptions: VcTableOptions;
}

export type ReinforcementArrival =
  | { readonly kind: 'none' }
  | { readonly kind: 'pef'; readonly sector: number }
  | { readonly kind: 'fwf'; readonly roll: TableRoll<FwfReinforcement> }
  | { readonly kind: 'vc'; readonly roll: VcTableRoll };

export interface ReinforcementTestResult {
  readonly level: Level;
  readonly testDice: number;
  readonly passes: number;
  readonly arrival: ReinforcementArrival;
  readonly parts: readonly RolledPart[];
}

/**
 * The Reinforcements test (p.93, L2061–L2079, recap L2179): when the Activation dice total 7, the side
 * with the higher die rolls 2d6 against its SL (FWF) or EAL (VC/NVA; EAL 5 +1d6, EAL 1 −1d6, and the
 * Activity result's 3d6/1d6). 2 passed: one d6 per level, summed, on that level's table. 1: half the
 * level in d6, rounded up, on the table the house rule names. 0: none this time. A side with nothing
 * on the table gets a PEF in a 1d6 sector instead (the closest empty one if enemies hold it). They
 * arrive at the start of that side's activation this turn.
 */
export function reinforcementTest(
  input: ReinforcementTestInput,
  roller: Roller,
): RuleResult<ReinforcementTestResult, ReinforcementsError> {
  const who = input.who;
  const level = who.side === 'fwf' ? who.sl : who.eal;
  if (!isSupportLevel(level)) {
    return fail(who.side === 'fwf' ? 'fng/invalid-support-level' : 'fng/invalid-eal', { level });
  }
  const testDice = 2 + (who.side === 'vc' ? EAL_DICE_MODIFIERS[level] + who.activityDice : 0);
  const label = who.side === 'fwf' ? `reinforcements vs SL ${level}` : `reinforcements vs EAL ${level}`;
  const test = passDice(roller, testDice, level, label);
  const passes = Math.min(2, test.passes);
  const parts: RolledPart[] = [test.part];
  const done = (arrival: ReinforcementArrival) => ok({ level, testDice, passes, arrival, parts });
  if (passes === 0) return done({ kind: 'none' });
  if (input.noForcesOnTable) {
    const sector = d6(roller, 'reinforcement PEF sector');
    parts.push(sector.part);
    return done({ kind: 'pef', sector: sector.score });
  }
  const dice = passes === 2 ? level : Math.ceil(level / 2);
  const table = (passes === 2 || input.halfPassTable === 'same-level' ? level : dice) as Level;
  if (who.side === 'fwf') {
    const roll = rollFwfTable(table, dice, input.fwfOptions, roller);
    parts.push(roll.part);
    return done({ kind: 'fwf', roll });
  }
  const roll = rollVcTable({ eal: table, dice, force: who.force, afterJan1968: who.afterJan1968 }, input.vcOptions, roller);
  parts.push(...roll.parts);
  return done({ kind: 'vc', roll });
}

export type PoliticalOfficerWeapon = 'pistol' | 'smg' | 'ak-47';

/** Political Officers and Cadre are armed with (1-3) a pistol, (4-5) an SMG or (6) an AK-47 (L2155). */
export function politicalOfficerWeapon(roller: Roller): { readonly weapon: PoliticalOfficerWeapon; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'political officer weapon');
  return { weapon: score <= 3 ? 'pistol' : score <= 5 ? 'smg' : 'ak-47', part };
}

/**
 * Political Officers and Cadre (p.96, L2155): an extra Force Commander who takes command for any turn
 * the Communist Activation die equals his REP, even over a higher-REP FC, and may then activate only
 * squads whose REP is higher than his own (as printed).
 */
export function politicalOfficerCommand(input: {
  readonly activationDie: number;
  readonly officerRep: number;
  readonly squadLeaderReps: readonly number[];
}): { readonly takesCommand: boolean; readonly mayActivate: readonly boolean[] } {
  const takesCommand = input.activationDie === input.officerRep;
  return {
    takesCommand,
    mayActivate: input.squadLeaderReps.map((r) => takesCommand && r > input.officerRep),
  };
}
