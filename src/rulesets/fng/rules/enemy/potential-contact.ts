import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { sumD6 } from '../figures/dice.js';

/**
 * Potential Contact (FNG 2nd Tour p.62–64, seed L1420–L1500): when a PEF resolves to a PC, roll EAL
 * d6 summed on that EAL's table. The extraction interleaves the six tables; each row below names the
 * lines of its label and of its result. What a PC holds is pc-contents.ts.
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
