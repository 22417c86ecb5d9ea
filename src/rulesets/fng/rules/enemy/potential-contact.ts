import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';
import type { EnemyType } from './first-contact.js';

/**
 * Potential Contact (FNG 2nd Tour p.62–64, seed L1420–L1500): when a PEF resolves to a PC, roll EAL
 * d6 summed on that EAL's table. The extraction interleaves the six tables; each row below names the
 * lines of its label and of its result. Also Sneaky Local VC (p.64, L1501) and LVC Melt Away (p.70,
 * L1625), which turn LVC units back into PEFs.
 */

export type PotentialContactError = 'fng/no-pc-table-for-eal';

/** Every thing a PC can turn out to be. */
export type PcKind =
  | 'nothing'
  | 'wide-spread-booby-trap'
  | 'localized-booby-trap'
  /** DV3 two-man bunker. */
  | 'bunker-2'
  /** DV3 two-man bunker with a campfire area. */
  | 'bunker-2-campfire'
  /** Grass hooch, cache on a 6. */
  | 'hooch-a'
  /** Grass hooch, cache on 5–6. */
  | 'hooch-b'
  /** Grass hooch that may hold a half squad. */
  | 'hooch-c'
  | 'tunnel-entrance'
  /** DV4 four-man fighting bunker, LMG team (EAL 1–5). */
  | 'bunker-4-lmg'
  /** The same with a three-man MMG team (EAL 6). */
  | 'bunker-4-mmg'
  /** 1d6 two-man foxholes that may hold a half squad. */
  | 'foxholes-half-squad'
  /** 1d6 two-man foxholes that may hold a squad. */
  | 'foxholes-squad'
  | 'rest-stop'
  | 'bunker-line'
  | 'camp'
  | 'aa-position'
  | 'battalion-hq'
  /** The EAL 6 battalion complex, whose platoon comes with a four-man BHQ. */
  | 'battalion-hq-bhq'
  | 'truck-park'
  | 'pow-camp'
  | 'regimental-hq';

export interface PcRow {
  readonly low: number;
  readonly high: number;
  readonly kind: PcKind;
  /** Seed lines of the row label and of the result text. */
  readonly source: string;
}

const row = (low: number, high: number, kind: PcKind, source: string): PcRow => ({ low, high, kind, source });

/** EAL 1, 1d6 (labels L1437, results L1443). */
export const PC_EAL_1: readonly PcRow[] = [
  row(1, 3, 'nothing', 'L1437, L1443'),
  row(4, 4, 'wide-spread-booby-trap', 'L1437, L1443'),
  row(5, 5, 'bunker-2', 'L1437, L1443'),
  row(6, 6, 'hooch-a', 'L1437, L1443'),
];

/** EAL 2, 2d6, as printed: seven labels for seven results, no row for 8–9 (L1422–L1426, L1438, L1442). */
export const PC_EAL_2_PRINTED: readonly PcRow[] = [
  row(2, 3, 'nothing', 'L1422, L1442'),
  row(4, 4, 'wide-spread-booby-trap', 'L1422, L1442'),
  row(5, 5, 'localized-booby-trap', 'L1422, L1442'),
  row(6, 6, 'bunker-2', 'L1422, L1442'),
  row(7, 7, 'hooch-a', 'L1424, L1442'),
  row(10, 10, 'tunnel-entrance', 'L1426, L1438'),
  row(11, 12, 'bunker-4-lmg', 'L1426, L1438'),
];

/** How EAL 2 totals 8–9, which no printed row covers, are read. */
export const PC_EAL2_ROWS_8_9_READINGS = ['as-row-7', 'as-row-10'] as const;
export type PcEal2Rows89Reading = (typeof PC_EAL2_ROWS_8_9_READINGS)[number];

const PC_EAL_2_ROWS_8_9: Readonly<Record<PcEal2Rows89Reading, PcRow>> = {
  'as-row-7': row(8, 9, 'hooch-a', 'house rule fng.pc.eal2-rows-8-9 (L1424–L1426: no label)'),
  'as-row-10': row(8, 9, 'tunnel-entrance', 'house rule fng.pc.eal2-rows-8-9 (L1424–L1426: no label)'),
};

/** EAL 3, 3d6 (labels L1428–L1448, results L1445–L1449). */
export const PC_EAL_3: readonly PcRow[] = [
  row(3, 5, 'nothing', 'L1428, L1445'),
  row(6, 8, 'wide-spread-booby-trap', 'L1428, L1445'),
  row(9, 10, 'hooch-b', 'L1428, L1445'),
  row(11, 11, 'bunker-2-campfire', 'L1430, L1445'),
  row(12, 12, 'hooch-a', 'L1432, L1445'),
  row(13, 13, 'tunnel-entrance', 'L1433, L1445'),
  row(14, 14, 'bunker-4-lmg', 'L1433, L1445'),
  row(15, 15, 'tunnel-entrance', 'L1434, L1445'),
  row(16, 16, 'foxholes-half-squad', 'L1434, L1445'),
  row(17, 17, 'rest-stop', 'L1446, L1447'),
  row(18, 18, 'bunker-line', 'L1448, L1449'),
];

/** EAL 4, 4d6 (labels L1450–L1463, results L1452–L1456 and L1478). */
export const PC_EAL_4: readonly PcRow[] = [
  row(4, 5, 'nothing', 'L1451, L1452'),
  row(6, 9, 'wide-spread-booby-trap', 'L1451, L1452'),
  row(10, 10, 'hooch-b', 'L1451, L1452'),
  row(11, 11, 'bunker-2-campfire', 'L1453, L1454'),
  row(12, 12, 'hooch-c', 'L1450, L1454'),
  row(13, 13, 'tunnel-entrance', 'L1459, L1456'),
  row(14, 14, 'bunker-4-lmg', 'L1459, L1456'),
  row(15, 15, 'tunnel-entrance', 'L1460, L1456'),
  row(16, 16, 'foxholes-half-squad', 'L1460, L1456'),
  row(17, 17, 'rest-stop', 'L1460, L1456'),
  row(18, 20, 'bunker-line', 'L1461, L1456'),
  row(21, 23, 'camp', 'L1462, L1478'),
  row(24, 24, 'aa-position', 'L1463, L1478'),
];

/** EAL 5, 5d6 (labels L1455–L1476, results L1469, L1480, L1471–L1477). */
export const PC_EAL_5: readonly PcRow[] = [
  row(5, 5, 'nothing', 'L1467, L1469'),
  row(6, 8, 'wide-spread-booby-trap', 'L1467, L1469'),
  row(9, 10, 'hooch-b', 'L1467, L1469'),
  row(11, 11, 'bunker-2-campfire', 'L1468, L1469'),
  row(12, 12, 'hooch-c', 'L1458, L1480'),
  row(13, 13, 'tunnel-entrance', 'L1464, L1480'),
  row(14, 14, 'bunker-4-lmg', 'L1464, L1480'),
  row(15, 15, 'tunnel-entrance', 'L1455, L1471'),
  row(16, 18, 'wide-spread-booby-trap', 'L1455, L1471'),
  row(19, 19, 'rest-stop', 'L1455, L1471'),
  row(20, 22, 'bunker-line', 'L1457, L1471'),
  row(23, 25, 'camp', 'L1465, L1471'),
  row(26, 26, 'aa-position', 'L1466, L1471'),
  row(27, 28, 'foxholes-squad', 'L1472, L1473'),
  row(29, 29, 'battalion-hq', 'L1474, L1475'),
  row(30, 30, 'truck-park', 'L1476, L1477'),
];

/** EAL 6, 6d6, rows 6–19: labels and results in one continuous run (L1481–L1488). */
const PC_EAL_6_LOW: readonly PcRow[] = [
  row(6, 6, 'nothing', 'L1481, L1488'),
  row(7, 10, 'wide-spread-booby-trap', 'L1481, L1488'),
  row(11, 12, 'hooch-b', 'L1481, L1488'),
  row(13, 14, 'bunker-2-campfire', 'L1482, L1488'),
  row(15, 15, 'hooch-c', 'L1483, L1488'),
  row(16, 18, 'tunnel-entrance', 'L1484, L1488'),
  row(19, 19, 'bunker-4-mmg', 'L1484, L1488'),
];

/**
 * How EAL 6 rows 20–36 are matched with the eleven results scattered over L1489–L1500: in the order
 * of the EAL 5 table (default), or by the labels printed nearest each result.
 */
export const PC_EAL6_ORDER_READINGS = ['eal5-pattern', 'label-proximity'] as const;
export type PcEal6OrderReading = (typeof PC_EAL6_ORDER_READINGS)[number];

const EAL6_LABELS = 'labels L1485–L1499';

const PC_EAL_6_HIGH: Readonly<Record<PcEal6OrderReading, readonly PcRow[]>> = {
  // The EAL 5 sequence after the bunker (tunnel, booby trap, rest stop, bunker line, camp, AA,
  // foxholes, battalion HQ, truck park), then the two results EAL 5 lacks.
  'eal5-pattern': [
    row(20, 20, 'tunnel-entrance', `${EAL6_LABELS}, L1497`),
    row(21, 23, 'wide-spread-booby-trap', `${EAL6_LABELS}, L1489`),
    row(24, 24, 'rest-stop', `${EAL6_LABELS}, L1497`),
    row(25, 27, 'bunker-line', `${EAL6_LABELS}, L1497`),
    row(28, 29, 'camp', `${EAL6_LABELS}, L1497`),
    row(30, 30, 'aa-position', `${EAL6_LABELS}, L1489`),
    row(31, 32, 'foxholes-squad', 'L1490, L1491'),
    row(33, 33, 'battalion-hq-bhq', `${EAL6_LABELS}, L1491`),
    row(34, 34, 'truck-park', `${EAL6_LABELS}, L1493`),
    row(35, 35, 'pow-camp', 'L1494, L1495'),
    row(36, 36, 'regimental-hq', `${EAL6_LABELS}, L1500`),
  ],
  // "33" before the truck park, "34" before the regimental HQ, "35" before the POW camp; the
  // battalion HQ is left for 36.
  'label-proximity': [
    row(20, 20, 'tunnel-entrance', `${EAL6_LABELS}, L1497`),
    row(21, 23, 'wide-spread-booby-trap', `${EAL6_LABELS}, L1489`),
    row(24, 24, 'rest-stop', `${EAL6_LABELS}, L1497`),
    row(25, 27, 'bunker-line', `${EAL6_LABELS}, L1497`),
    row(28, 29, 'camp', `${EAL6_LABELS}, L1497`),
    row(30, 30, 'aa-position', `${EAL6_LABELS}, L1489`),
    row(31, 32, 'foxholes-squad', 'L1490, L1491'),
    row(33, 33, 'truck-park', 'L1492, L1493'),
    row(34, 34, 'regimental-hq', 'L1499, L1500'),
    row(35, 35, 'pow-camp', 'L1494, L1495'),
    row(36, 36, 'battalion-hq-bhq', `L1496, L1491`),
  ],
};

export interface PcReadings {
  readonly eal2Rows89: PcEal2Rows89Reading;
  readonly eal6Order: PcEal6OrderReading;
}

/** The full Potential Contact table for an EAL of 1–6 under the given readings; one row per total. */
export function potentialContactTable(
  eal: number,
  readings: PcReadings,
): RuleResult<readonly PcRow[], PotentialContactError> {
  switch (eal) {
    case 1:
      return ok(PC_EAL_1);
    case 2:
      return ok(
        [...PC_EAL_2_PRINTED, PC_EAL_2_ROWS_8_9[readings.eal2Rows89]].sort((a, b) => a.low - b.low),
      );
    case 3:
      return ok(PC_EAL_3);
    case 4:
      return ok(PC_EAL_4);
    case 5:
      return ok(PC_EAL_5);
    case 6:
      return ok([...PC_EAL_6_LOW, ...PC_EAL_6_HIGH[readings.eal6Order]]);
    default:
      return fail('fng/no-pc-table-for-eal', { eal });
  }
}

export interface PotentialContactRoll {
  readonly total: number;
  readonly row: PcRow;
  /** A booby trap result lies 1" from the FWF figure closest to the PC marker, not at it (L1436). */
  readonly trapOffsetInches?: 1;
  readonly part: RolledPart;
}

/** Where a PC booby trap is placed: this far from the FWF figure closest to the PC marker (L1436). */
export const PC_TRAP_OFFSET_INCHES = 1;

/**
 * Rolling a Potential Contact (p.62–64, L1420–L1500): EAL d6 summed, read on that EAL's table. What is
 * inside (occupants, caches) is rolled by `pcOccupancy` when the players enter or see inside.
 */
export function rollPotentialContact(
  roller: Roller,
  input: { readonly eal: number; readonly readings: PcReadings },
): RuleResult<PotentialContactRoll, PotentialContactError> {
  const table = potentialContactTable(input.eal, input.readings);
  if (!table.ok) return table;
  const { total, part } = sumD6(roller, input.eal, `potential contact EAL ${input.eal}`);
  const found = table.value.find((r) => total >= r.low && total <= r.high);
  if (!found) throw new Error(`no EAL ${input.eal} PC row for ${total}`);
  const trap = found.kind === 'wide-spread-booby-trap' || found.kind === 'localized-booby-trap';
  return ok({ total, row: found, ...(trap ? { trapOffsetInches: PC_TRAP_OFFSET_INCHES } : {}), part });
}

/** What a PC turns out to hold once someone looks inside. */
export type PcContents =
  | 'empty'
  /** A cache; `suppliesLb` gives its weight. */
  | 'supplies'
  | 'two-riflemen'
  /** 1d6 riflemen; `riflemen` gives how many. */
  | 'riflemen'
  | 'lmg-team'
  | 'mmg-team'
  | 'hmg-team'
  | 'half-squad'
  | 'squad'
  | 'platoon'
  /** A platoon and a four-man BHQ: two RTOs, an NCO and an officer (EAL 6 battalion HQ). */
  | 'platoon-and-bhq'
  /** A platoon and an RHQ: three RTOs, an NCO and a senior officer. */
  | 'platoon-and-rhq'
  /** 1d6 mechanics (REP 3 civilians) and a half squad. */
  | 'mechanics-and-half-squad'
  /** A squad and 2d6 ARVN prisoners (REP 2, 2 VP each if rescued and taken off the table). */
  | 'squad-and-prisoners'
  /** Old and eroded, or old and destroyed, or bombed out: nothing usable. */
  | 'unusable';

interface ContentsRow {
  readonly low: number;
  readonly high: number;
  readonly contents: PcContents;
}

const c = (low: number, high: number, contents: PcContents): ContentsRow => ({ low, high, contents });

/** Kinds with an occupancy roll ("It is (1-5) …"), 1d6 read as rolled. */
export type OccupiablePcKind = Exclude<
  PcKind,
  'nothing' | 'wide-spread-booby-trap' | 'localized-booby-trap' | 'tunnel-entrance'
>;

/** Occupancy sub-tables of the PC results (L1438–L1500); supplies weights in `PC_CACHE_LB`. */
export const PC_OCCUPANCY: Readonly<Record<OccupiablePcKind, { readonly rows: readonly ContentsRow[]; readonly source: string }>> = {
  'bunker-2': { rows: [c(1, 5, 'empty'), c(6, 6, 'two-riflemen')], source: 'L1442, L1443' },
  'bunker-2-campfire': { rows: [c(1, 4, 'empty'), c(5, 6, 'two-riflemen')], source: 'L1445, L1454, L1469, L1488' },
  'hooch-a': { rows: [c(1, 5, 'empty'), c(6, 6, 'supplies')], source: 'L1442, L1443, L1445' },
  'hooch-b': { rows: [c(1, 4, 'empty'), c(5, 6, 'supplies')], source: 'L1445, L1452, L1469, L1488' },
  'hooch-c': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'supplies')], source: 'L1454, L1480, L1488' },
  'bunker-4-lmg': { rows: [c(1, 2, 'empty'), c(3, 4, 'riflemen'), c(5, 6, 'lmg-team')], source: 'L1438, L1445, L1456, L1480' },
  'bunker-4-mmg': { rows: [c(1, 2, 'empty'), c(3, 4, 'riflemen'), c(5, 6, 'mmg-team')], source: 'L1488' },
  'foxholes-half-squad': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'unusable')], source: 'L1445, L1456' },
  'foxholes-squad': { rows: [c(1, 1, 'empty'), c(2, 5, 'squad'), c(6, 6, 'unusable')], source: 'L1473, L1491' },
  'rest-stop': { rows: [c(1, 3, 'empty'), c(4, 5, 'half-squad'), c(6, 6, 'supplies')], source: 'L1447, L1456, L1471, L1497' },
  'bunker-line': { rows: [c(1, 1, 'empty'), c(2, 3, 'half-squad'), c(4, 6, 'squad')], source: 'L1449, L1456, L1471, L1497' },
  camp: { rows: [c(1, 3, 'empty'), c(4, 6, 'squad')], source: 'L1471, L1478, L1497' },
  'aa-position': { rows: [c(1, 3, 'empty'), c(4, 5, 'hmg-team'), c(6, 6, 'unusable')], source: 'L1471, L1478, L1489' },
  'battalion-hq': {
    rows: [c(1, 1, 'empty'), c(2, 3, 'squad'), c(4, 5, 'platoon'), c(6, 6, 'unusable')],
    source: 'L1475',
  },
  'battalion-hq-bhq': {
    rows: [c(1, 1, 'empty'), c(2, 3, 'squad'), c(4, 5, 'platoon-and-bhq'), c(6, 6, 'unusable')],
    source: 'L1491',
  },
  'truck-park': {
    rows: [c(1, 3, 'empty'), c(4, 5, 'mechanics-and-half-squad'), c(6, 6, 'unusable')],
    source: 'L1477, L1493',
  },
  'pow-camp': { rows: [c(1, 3, 'empty'), c(4, 5, 'squad'), c(6, 6, 'squad-and-prisoners')], source: 'L1495' },
  'regimental-hq': {
    rows: [c(1, 1, 'empty'), c(2, 2, 'squad'), c(3, 5, 'platoon-and-rhq'), c(6, 6, 'unusable')],
    source: 'L1500',
  },
};

/** The weight of a found cache: 100 lb in a hooch, 200 lb at a rest stop (L1442–L1447). */
export const PC_CACHE_LB: Partial<Readonly<Record<OccupiablePcKind, number>>> = {
  'hooch-a': 100,
  'hooch-b': 100,
  'hooch-c': 100,
  'rest-stop': 200,
};

export interface PcOccupancy {
  readonly kind: OccupiablePcKind;
  readonly score: number;
  readonly contents: PcContents;
  readonly riflemen?: number;
  readonly mechanics?: number;
  readonly prisoners?: number;
  readonly suppliesLb?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * What a placed PC holds (L1438–L1500): 1d6 read as rolled on its own sub-table, then the 1d6
 * riflemen, 1d6 mechanics or 2d6 prisoners the result calls for. Rolled on entry or LOS, not at
 * placement, so nothing exists before it could be seen.
 */
export function pcOccupancy(roller: Roller, kind: OccupiablePcKind): PcOccupancy {
  const { rows } = PC_OCCUPANCY[kind];
  const die = d6(roller, `${kind} occupants`);
  const found = rows.find((r) => die.score >= r.low && die.score <= r.high);
  if (!found) throw new Error(`no ${kind} occupancy row for ${die.score}`);
  const parts: RolledPart[] = [die.part];
  const base = { kind, score: die.score, contents: found.contents };
  switch (found.contents) {
    case 'riflemen': {
      const n = d6(roller, `${kind} riflemen`);
      parts.push(n.part);
      return { ...base, riflemen: n.score, parts };
    }
    case 'mechanics-and-half-squad': {
      const n = d6(roller, `${kind} mechanics`);
      parts.push(n.part);
      return { ...base, mechanics: n.score, parts };
    }
    case 'squad-and-prisoners': {
      const n = sumD6(roller, 2, `${kind} prisoners`);
      parts.push(n.part);
      return { ...base, prisoners: n.total, parts };
    }
    case 'supplies':
      return { ...base, suppliesLb: PC_CACHE_LB[kind]!, parts };
    default:
      return { ...base, parts };
  }
}

/** The structures of a PC, counted at placement. */
export interface PcLayout {
  readonly kind: PcKind;
  readonly hooches: number;
  /** DV3 two-man bunkers. */
  readonly bunkersDv3: number;
  /** DV4 two-man fighting bunkers. */
  readonly bunkersDv4: number;
  /** DV4 four-man fighting bunkers. */
  readonly fourManBunkers: number;
  /** Six-man DV4 command bunkers with two radios. */
  readonly commandBunkers: number;
  /** Two-man fighting positions (foxholes). */
  readonly foxholes: number;
  readonly thatchedShelters: number;
  readonly trucks: number;
  readonly cages: number;
  /** Four-man HMG anti-aircraft positions. */
  readonly aaPositions: number;
  readonly tunnelEntrances: number;
  /** Everything lies within a circle this wide, joined by trenches (camps and HQs). */
  readonly circleInches?: 8 | 12;
  /** Bunker-line bunkers stand this far apart, joined by trenches. */
  readonly spacingInches?: 6;
  /** 1d6 × 100 lb of supplies lying in the complex whoever holds it. */
  readonly suppliesLb?: number;
  /** A truck park must have a trail nearby running off the table (L1477). */
  readonly needsTrailOffTable?: true;
  readonly parts: readonly RolledPart[];
}

const NONE = {
  hooches: 0,
  bunkersDv3: 0,
  bunkersDv4: 0,
  fourManBunkers: 0,
  commandBunkers: 0,
  foxholes: 0,
  thatchedShelters: 0,
  trucks: 0,
  cages: 0,
  aaPositions: 0,
  tunnelEntrances: 0,
} as const;

/**
 * The structures a PC result places (L1438–L1500): fixed counts, and the 1d6, 1/2d6, 1d6+2 and 2d6
 * counts the larger sites roll (camp, battalion and regimental HQ, truck park, POW camp, foxholes).
 */
export function pcLayout(roller: Roller, kind: PcKind): PcLayout {
  const parts: RolledPart[] = [];
  const one = (what: string): number => {
    const r = d6(roller, `${kind} ${what}`);
    parts.push(r.part);
    return r.score;
  };
  const half = (what: string): number => {
    const r = halfD6(roller, `${kind} ${what}`);
    parts.push(r.part);
    return r.value;
  };
  const two = (what: string): number => {
    const r = sumD6(roller, 2, `${kind} ${what}`);
    parts.push(r.part);
    return r.total;
  };
  switch (kind) {
    case 'nothing':
    case 'wide-spread-booby-trap':
    case 'localized-booby-trap':
      return { kind, ...NONE, parts };
    case 'tunnel-entrance':
      return { kind, ...NONE, tunnelEntrances: 1, parts };
    case 'bunker-2':
    case 'bunker-2-campfire':
      return { kind, ...NONE, bunkersDv3: 1, parts };
    case 'hooch-a':
    case 'hooch-b':
    case 'hooch-c':
      return { kind, ...NONE, hooches: 1, parts };
    case 'bunker-4-lmg':
    case 'bunker-4-mmg':
      return { kind, ...NONE, fourManBunkers: 1, parts };
    case 'foxholes-half-squad':
    case 'foxholes-squad':
      return { kind, ...NONE, foxholes: one('foxholes'), parts };
    case 'rest-stop':
      return { kind, ...NONE, hooches: 2, thatchedShelters: 1, parts };
    case 'bunker-line':
      return { kind, ...NONE, bunkersDv4: 3, spacingInches: 6, parts };
    case 'camp': {
      const hooches = one('hooches');
      return { kind, ...NONE, hooches, bunkersDv3: half('bunkers'), circleInches: 8, parts };
    }
    case 'aa-position':
      return { kind, ...NONE, aaPositions: 1, parts };
    case 'battalion-hq':
    case 'battalion-hq-bhq': {
      const bunkersDv4 = one('bunkers');
      const hooches = one('hooches');
      const suppliesLb = one('supplies') * 100;
      return { kind, ...NONE, commandBunkers: 1, bunkersDv4, hooches, circleInches: 8, suppliesLb, parts };
    }
    case 'truck-park': {
      const trucks = one('trucks');
      const hooches = half('hooches');
      const suppliesLb = one('supplies') * 100;
      return { kind, ...NONE, trucks, hooches, suppliesLb, needsTrailOffTable: true, parts };
    }
    case 'pow-camp': {
      const hooches = one('hooches');
      const foxholes = one('positions');
      return { kind, ...NONE, hooches, foxholes, cages: two('cages'), parts };
    }
    case 'regimental-hq': {
      const aaPositions = half('AA positions');
      const bunkersDv4 = one('bunkers') + 2;
      const hooches = one('hooches') + 2;
      const suppliesLb = one('supplies') * 100;
      return {
        kind,
        ...NONE,
        aaPositions,
        commandBunkers: 1,
        bunkersDv4,
        hooches,
        circleInches: 12,
        suppliesLb,
        parts,
      };
    }
  }
}

export interface LvcToPefs {
  readonly becomesPefs: boolean;
  /** Two PEFs replace the unit. */
  readonly pefs: 0 | 2;
}

/**
 * Sneaky Local VC (p.64, L1501): an LVC unit none of whose figures has been in FWF LOS for a full
 * turn is removed and becomes two PEFs, placed at random in the nearest section without FWF.
 * `sectionsNearestFirst` lists the sections from the unit outwards with whether FWF are in them.
 */
export function sneakyLocalVc(input: {
  readonly enemy: EnemyType;
  readonly outOfFwfLosFullTurn: boolean;
  readonly sectionsNearestFirst: readonly { readonly section: number; readonly fwfPresent: boolean }[];
}): LvcToPefs & { readonly section?: number } {
  if (input.enemy !== 'lvc' || !input.outOfFwfLosFullTurn) return { becomesPefs: false, pefs: 0 };
  const free = input.sectionsNearestFirst.find((s) => !s.fwfPresent);
  // With FWF in every section there is nowhere sneaky to go: the unit stays.
  if (!free) return { becomesPefs: false, pefs: 0 };
  return { becomesPefs: true, pefs: 2, section: free.section };
}

/** How the "over 12" away and LOS" of LVC Melt Away and the Maneuver row is read (L1620, L1625). */
export const OUTSIDE_12_LOS_READINGS = ['out-of-los', 'in-los'] as const;
export type Outside12LosReading = (typeof OUTSIDE_12_LOS_READINGS)[number];

/** LVC Melt Away distance: strictly more than this from every FWF figure (L1625). */
export const MELT_AWAY_INCHES = 12;

/**
 * LVC Melt Away (p.70, L1625; VC/NVA Action note 2): an LVC unit that activates more than 12" from
 * the FWF, and out of their LOS under the default reading, is replaced by two PEFs 4" apart with
 * normal PEF REP and movement.
 */
export function lvcMeltAway(input: {
  readonly enemy: EnemyType;
  readonly nearestFwfInches: number;
  readonly inFwfLos: boolean;
  readonly reading: Outside12LosReading;
}): LvcToPefs & { readonly apartInches?: 4 } {
  const losOk = input.reading === 'out-of-los' ? !input.inFwfLos : input.inFwfLos;
  if (input.enemy !== 'lvc' || input.nearestFwfInches <= MELT_AWAY_INCHES || !losOk) {
    return { becomesPefs: false, pefs: 0 };
  }
  return { becomesPefs: true, pefs: 2, apartInches: 4 };
}

/**
 * When one of a melted-away pair resolves (L1625): to troops, they are the original LVC unit put back
 * and the other PEF is a dummy; to nothing, the other PEF is the real unit. A PC or a false alarm
 * holds no troops and is read as "nothing".
 */
export function meltAwayPairResolved(resolvedTo: 'troops' | 'no-troops'): {
  readonly thisPef: 'original-lvc' | 'removed';
  readonly otherPef: 'removed' | 'original-lvc';
} {
  return resolvedTo === 'troops'
    ? { thisPef: 'original-lvc', otherPef: 'removed' }
    : { thisPef: 'removed', otherPef: 'original-lvc' };
}
