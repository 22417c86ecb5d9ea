import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';
import { isSupportLevel, rankModifier, supportLevel, type CommanderRank, type SupportLevel } from './support.js';
import type { FwfSl5Reading, RangeOverlap } from './support-house-rules.js';

/**
 * Reinforcements (FNG 2nd Tour, "Reinforcements", p.93–97, seed L2060–L2179; digest §19): reading their
 * tables (rows by total, overlapping printed rows made disjoint), the FWF Reinforcements tables (p.93–94),
 * the On-Demand Reinforcement Request (p.97) and the Reinforcement Entry table. The VC/NVA tables, the
 * Reinforcements test and the Political Officers are the enemy's: enemy/vc-reinforcements.ts.
 */

export type Level = SupportLevel;
export type EnemyForce = 'lvc' | 'mfvc' | 'nva';

export type ReinforcementsError = 'fng/invalid-support-level' | 'fng/invalid-eal' | 'fng/reinforcements-unavailable';

export interface Row<T> {
  readonly low: number;
  readonly high: number;
  readonly result: T;
  readonly source: string;
}

/** The row for a total; totals below the first row read as it, above the last as the last. */
export function rowFor<T>(rows: readonly Row<T>[], total: number): Row<T> {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error('empty table');
  if (total <= first.low) return first;
  return rows.find((r) => total >= r.low && total <= r.high) ?? last;
}

/** Printed rows that share a total (L2085, L2099, L2113) made disjoint as the house rule says. */
export function separate<T>(rows: readonly Row<T>[], overlap: RangeOverlap): Row<T>[] {
  const out = rows.map((r) => ({ ...r }));
  for (let i = 1; i < out.length; i++) {
    const prev = out[i - 1]!;
    const cur = out[i]!;
    if (cur.low <= prev.high) {
      if (overlap === 'earlier-row') cur.low = prev.high + 1;
      else prev.high = cur.low - 1;
    }
  }
  return out;
}

export type FwfReinforcement =
  | 'squad'
  | 'rest-of-platoon'
  | 'medium-mortar-barrage'
  | 'medium-artillery-barrage'
  | 'heavy-mortar-barrage-pair'
  | 'heavy-artillery-barrage-pair'
  | 'hog'
  | 'slick'
  | 'loach'
  | 'gunship'
  | 'sniper-team'
  | 'fac'
  | 'artillery-call-counts-five';

const fwf = (low: number, high: number, result: FwfReinforcement, source: string): Row<FwfReinforcement> => ({ low, high, result, source });

/**
 * FWF Reinforcements, as printed (p.93–94, L2078–L2101). Results: a three-round medium mortar or
 * artillery barrage on one target; a pair of two-round heavy barrages on one target; a UH-1 "Hog" REP 5
 * for a single pass; a UH-1 "Slick" available at once; an OH-6 "Loach" REP 5 at once; a gunship at
 * once; a two-man sniper team (BA rifle with scope; spotter M-16, starlight scope at night); a FAC
 * overhead (if one is on station, a pair of attack aircraft from the Availability table); the next
 * successful artillery or mortar call counting as a 5 on the Request table.
 */
export const FWF_PRINTED: Readonly<Record<Exclude<Level, 5>, readonly Row<FwfReinforcement>[]>> = {
  1: [fwf(1, 4, 'squad', 'L2078, L2081'), fwf(5, 5, 'medium-mortar-barrage', 'L2078, L2081'), fwf(6, 6, 'rest-of-platoon', 'L2080–L2081')],
  2: [
    fwf(2, 2, 'medium-mortar-barrage', 'L2082, L2084'),
    fwf(3, 5, 'rest-of-platoon', 'L2082, L2084'),
    fwf(6, 10, 'squad', 'L2082, L2084'),
    fwf(11, 11, 'medium-artillery-barrage', 'L2082, L2084'),
    fwf(12, 12, 'hog', 'L2082, L2084'),
  ],
  3: [
    fwf(3, 4, 'slick', 'L2085, L2087'),
    fwf(5, 8, 'squad', 'L2085, L2087'),
    fwf(9, 10, 'rest-of-platoon', 'L2085, L2087'),
    fwf(11, 11, 'medium-mortar-barrage', 'L2085, L2087'),
    fwf(12, 14, 'heavy-mortar-barrage-pair', 'L2085, L2087'),
    fwf(14, 16, 'medium-artillery-barrage', 'L2085, L2087 (printed 14-16)'),
    fwf(17, 18, 'hog', 'L2085, L2087'),
  ],
  4: [
    fwf(4, 5, 'artillery-call-counts-five', 'L2091–L2092'),
    fwf(6, 7, 'medium-artillery-barrage', 'L2091–L2092'),
    fwf(8, 12, 'gunship', 'L2091–L2092'),
    fwf(13, 13, 'sniper-team', 'L2091–L2092'),
    fwf(14, 15, 'squad', 'L2091–L2092'),
    fwf(16, 22, 'rest-of-platoon', 'L2091–L2092'),
    fwf(23, 24, 'fac', 'L2091–L2092'),
  ],
  6: [
    fwf(6, 12, 'artillery-call-counts-five', 'L2097, L2101'),
    fwf(13, 15, 'medium-artillery-barrage', 'L2098, L2101'),
    fwf(16, 20, 'squad', 'L2096, L2101'),
    fwf(21, 22, 'sniper-team', 'L2096, L2101'),
    fwf(23, 26, 'gunship', 'L2099, L2101'),
    fwf(26, 32, 'rest-of-platoon', 'L2099, L2101 (printed 26-32)'),
    fwf(33, 36, 'fac', 'L2099, L2095'),
  ],
};

/**
 * FWF SL 5 (L2086–L2095): seven results (L2093, L2095) and the labels "5-8", "6-8", "9-10", "11",
 * "12-14", "14-22", "24+". 'printed-labels' keeps the labels in order, reading "5-8" as 5 because
 * "6-8" follows, "14-22" through the overlap rule, and "24+" from 23 so no total is lost; 'digest' is
 * the reading in the digest (one label assumed missing).
 */
export const FWF_SL5: Readonly<Record<FwfSl5Reading, readonly Row<FwfReinforcement>[]>> = {
  'printed-labels': [
    fwf(5, 5, 'heavy-artillery-barrage-pair', 'L2088, L2093 (printed 5-8)'),
    fwf(6, 8, 'medium-artillery-barrage', 'L2089, L2093'),
    fwf(9, 10, 'squad', 'L2089, L2093'),
    fwf(11, 11, 'loach', 'L2089, L2093'),
    fwf(12, 14, 'heavy-mortar-barrage-pair', 'L2090, L2093'),
    fwf(14, 22, 'rest-of-platoon', 'L2090, L2093 (printed 14-22)'),
    fwf(23, 30, 'fac', 'L2090, L2095 (printed 24+)'),
  ],
  digest: [
    fwf(5, 8, 'heavy-artillery-barrage-pair', 'L2088, L2093'),
    fwf(9, 10, 'medium-artillery-barrage', 'L2089, L2093'),
    fwf(11, 11, 'squad', 'L2089, L2093'),
    fwf(12, 14, 'loach', 'L2090, L2093'),
    fwf(15, 22, 'heavy-mortar-barrage-pair', 'L2090, L2093'),
    fwf(23, 23, 'rest-of-platoon', 'L2093 (label assumed)'),
    fwf(24, 30, 'fac', 'L2090, L2095'),
  ],
};

export interface FwfTableOptions {
  readonly overlap: RangeOverlap;
  readonly sl5: FwfSl5Reading;
}

/** The FWF table for a Support Level with the house rules applied: disjoint rows covering every total. */
export function fwfTable(sl: Level, opts: FwfTableOptions): readonly Row<FwfReinforcement>[] {
  return separate(sl === 5 ? FWF_SL5[opts.sl5] : FWF_PRINTED[sl], opts.overlap);
}

export interface TableRoll<T> {
  /** The table read (the SL/EAL it belongs to). */
  readonly table: Level;
  readonly dice: number;
  readonly total: number;
  readonly row: Row<T>;
  readonly part: RolledPart;
}

/** Rolls `dice` d6, summed, on the FWF table for `sl` (L2076: "SL# in d6"). */
export function rollFwfTable(sl: Level, dice: number, opts: FwfTableOptions, roller: Roller): TableRoll<FwfReinforcement> {
  const { total, part } = sumD6(roller, dice, `FWF reinforcements SL ${sl}`);
  return { table: sl, dice, total, row: rowFor(fwfTable(sl, opts), total), part };
}

/** SL modifiers printed on the Reinforcements Request table (L2168, L2174); SL 5–6 none. */
export const REINFORCEMENT_REQUEST_SL_MODIFIERS: readonly number[] = [-3, -2, -1, -1, 0, 0];
/** "Forward Observer making the call +2", as printed on this table too (L2168, L2174). */
export const REINFORCEMENT_REQUEST_FO_MODIFIER = 2;

export type ReinforcementRequestOutcome =
  | 'denied'
  | 'see-what-we-can-do'
  | 'standby'
  | 'be-there-shortly'
  | 'enroute'
  | 'already-here';

export interface ReinforcementRequestInput {
  readonly sl: number;
  readonly rank: CommanderRank;
  readonly forwardObserverCalling?: boolean;
  /** House rule `fng.reinforcements.request-sl1`. */
  readonly requestSl1: boolean;
  readonly fwfOptions: FwfTableOptions;
}

export interface ReinforcementRequestResult {
  readonly die: number;
  readonly modifier: number;
  readonly total: number;
  readonly outcome: ReinforcementRequestOutcome;
  /** Turns until they arrive (0 = available now). */
  readonly arrivesInTurns?: number;
  readonly roll?: TableRoll<FwfReinforcement>;
  readonly noMoreThisGame: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Reinforcement Request (p.97, L2159–L2178): after a successful call, 1d6 + Lieutenant +1 or Captain
 * +2, FO +2, SL 1–4 −3/−2/−1/−1. ≤1 denied for the game; 2 none this turn; 3+ roll the SL table as if
 * 2d6 had passed, arriving in 1/2d6 turns (3), 2 turns (4), next turn (5) or at once (6+). SL 1 may
 * only have Activation reinforcements by its description (L1737): house rule.
 */
export function requestReinforcements(
  input: ReinforcementRequestInput,
  roller: Roller,
): RuleResult<ReinforcementRequestResult, ReinforcementsError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  if (input.sl === 1 && !input.requestSl1) return fail('fng/reinforcements-unavailable', { sl: 1 });
  const modifier =
    rankModifier(input.rank) +
    (input.forwardObserverCalling ? REINFORCEMENT_REQUEST_FO_MODIFIER : 0) +
    (REINFORCEMENT_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0);
  const { score, part } = d6(roller, 'reinforcement request');
  const total = score + modifier;
  const parts: RolledPart[] = [part];
  const base = { die: score, modifier, total };
  if (total <= 1) return ok({ ...base, outcome: 'denied', noMoreThisGame: true, parts });
  if (total === 2) return ok({ ...base, outcome: 'see-what-we-can-do', noMoreThisGame: false, parts });
  let outcome: ReinforcementRequestOutcome;
  let arrivesInTurns: number;
  if (total === 3) {
    const h = halfD6(roller, 'reinforcement arrival');
    parts.push(h.part);
    outcome = 'standby';
    arrivesInTurns = h.value;
  } else if (total === 4) {
    outcome = 'be-there-shortly';
    arrivesInTurns = 2;
  } else if (total === 5) {
    outcome = 'enroute';
    arrivesInTurns = 1;
  } else {
    outcome = 'already-here';
    arrivesInTurns = 0;
  }
  const roll = rollFwfTable(input.sl, input.sl, input.fwfOptions, roller);
  parts.push(roll.part);
  return ok({ ...base, outcome, arrivesInTurns, roll, noMoreThisGame: false, parts });
}

/** Whether this Support Level can have On-Demand reinforcements at all, per its description (L1737–L1754). */
export function onDemandReinforcementsByDescription(sl: Level): boolean {
  return supportLevel(sl).onDemand.reinforcements !== null;
}

export interface EntryPoint {
  readonly die: number;
  /** Which table edge, seen from the player's own edge. */
  readonly edge: 'left' | 'own' | 'right';
  /** left/right edges: up to 12" from the player's end; own edge: the part named. */
  readonly part: 'player-end' | 'left-part' | 'centre' | 'right-part';
  readonly inches: 12 | 6;
  readonly rolled: RolledPart;
}

/** Reinforcement Entry (p.97, L2160, L2163–L2176), 1d6 read as rolled. */
export const ENTRY_TABLE: readonly Omit<EntryPoint, 'die' | 'rolled'>[] = [
  { edge: 'left', part: 'player-end', inches: 12 },
  { edge: 'own', part: 'left-part', inches: 12 },
  { edge: 'own', part: 'centre', inches: 6 },
  { edge: 'own', part: 'centre', inches: 6 },
  { edge: 'own', part: 'right-part', inches: 12 },
  { edge: 'right', part: 'player-end', inches: 12 },
];

/**
 * Where ground reinforcements come on (p.97, L2160–L2176): 1 the left edge within 12" of the player's
 * end; 2 the left part of the player's edge, up to 12" towards the centre; 3–4 within 6" of the
 * centre of the player's edge; 5 the right part, up to 12" towards the centre; 6 the right edge within
 * 12" of the player's end. Mission rules may fix the entry instead (L2234, L2239).
 */
export function reinforcementEntry(roller: Roller): EntryPoint {
  const { score, part } = d6(roller, 'reinforcement entry');
  const row = ENTRY_TABLE[score - 1];
  if (!row) throw new Error(`entry die ${score}`);
  return { die: score, ...row, rolled: part };
}
