import { describe, expect, it } from 'vitest';
import { potentialContactTable, rollPotentialContact, type PcKind, type PcReadings } from '../../../../../src/rulesets/fng/rules/enemy/potential-contact.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { pcLayout, pcOccupancy, type OccupiablePcKind, type PcContents } from '../../../../../src/rulesets/fng/rules/enemy/pc-contents.js';
import { lvcMeltAway, meltAwayPairResolved, sneakyLocalVc } from '../../../../../src/rulesets/fng/rules/enemy/local-vc.js';

const DEFAULTS: PcReadings = { eal2Rows89: 'as-row-7', eal6Order: 'eal5-pattern' };

/** n faces summing to `total` (eal ≤ total ≤ 6·eal). */
function facesFor(total: number, n: number): number[] {
  const faces = Array<number>(n).fill(1);
  let left = total - n;
  for (let i = 0; i < n && left > 0; i++) {
    const add = Math.min(5, left);
    faces[i]! += add;
    left -= add;
  }
  return faces;
}

type Printed = [low: number, high: number, kind: PcKind][];

/** Every printed row, as read from the seed lines given per table. */
const PRINTED: Record<1 | 2 | 3 | 4 | 5 | 6, Printed> = {
  // L1437, L1443
  1: [
    [1, 3, 'nothing'],
    [4, 4, 'wide-spread-booby-trap'],
    [5, 5, 'bunker-2'],
    [6, 6, 'hooch-a'],
  ],
  // L1422–L1426, L1438, L1442 (8–9 are the house rule, tested apart)
  2: [
    [2, 3, 'nothing'],
    [4, 4, 'wide-spread-booby-trap'],
    [5, 5, 'localized-booby-trap'],
    [6, 6, 'bunker-2'],
    [7, 7, 'hooch-a'],
    [10, 10, 'tunnel-entrance'],
    [11, 12, 'bunker-4-lmg'],
  ],
  // L1428–L1449
  3: [
    [3, 5, 'nothing'],
    [6, 8, 'wide-spread-booby-trap'],
    [9, 10, 'hooch-b'],
    [11, 11, 'bunker-2-campfire'],
    [12, 12, 'hooch-a'],
    [13, 13, 'tunnel-entrance'],
    [14, 14, 'bunker-4-lmg'],
    [15, 15, 'tunnel-entrance'],
    [16, 16, 'foxholes-half-squad'],
    [17, 17, 'rest-stop'],
    [18, 18, 'bunker-line'],
  ],
  // L1450–L1463, L1478
  4: [
    [4, 5, 'nothing'],
    [6, 9, 'wide-spread-booby-trap'],
    [10, 10, 'hooch-b'],
    [11, 11, 'bunker-2-campfire'],
    [12, 12, 'hooch-c'],
    [13, 13, 'tunnel-entrance'],
    [14, 14, 'bunker-4-lmg'],
    [15, 15, 'tunnel-entrance'],
    [16, 16, 'foxholes-half-squad'],
    [17, 17, 'rest-stop'],
    [18, 20, 'bunker-line'],
    [21, 23, 'camp'],
    [24, 24, 'aa-position'],
  ],
  // L1455–L1480
  5: [
    [5, 5, 'nothing'],
    [6, 8, 'wide-spread-booby-trap'],
    [9, 10, 'hooch-b'],
    [11, 11, 'bunker-2-campfire'],
    [12, 12, 'hooch-c'],
    [13, 13, 'tunnel-entrance'],
    [14, 14, 'bunker-4-lmg'],
    [15, 15, 'tunnel-entrance'],
    [16, 18, 'wide-spread-booby-trap'],
    [19, 19, 'rest-stop'],
    [20, 22, 'bunker-line'],
    [23, 25, 'camp'],
    [26, 26, 'aa-position'],
    [27, 28, 'foxholes-squad'],
    [29, 29, 'battalion-hq'],
    [30, 30, 'truck-park'],
  ],
  // L1481–L1500, rows 20–36 in the default (EAL 5 pattern) order
  6: [
    [6, 6, 'nothing'],
    [7, 10, 'wide-spread-booby-trap'],
    [11, 12, 'hooch-b'],
    [13, 14, 'bunker-2-campfire'],
    [15, 15, 'hooch-c'],
    [16, 18, 'tunnel-entrance'],
    [19, 19, 'bunker-4-mmg'],
    [20, 20, 'tunnel-entrance'],
    [21, 23, 'wide-spread-booby-trap'],
    [24, 24, 'rest-stop'],
    [25, 27, 'bunker-line'],
    [28, 29, 'camp'],
    [30, 30, 'aa-position'],
    [31, 32, 'foxholes-squad'],
    [33, 33, 'battalion-hq-bhq'],
    [34, 34, 'truck-park'],
    [35, 35, 'pow-camp'],
    [36, 36, 'regimental-hq'],
  ],
};

const kindAt = (eal: number, total: number, readings: PcReadings = DEFAULTS): PcKind => {
  const d = dice(...facesFor(total, eal));
  const r = unwrap(rollPotentialContact(d, { eal, readings }));
  expect(r.total).toBe(total);
  expect(d.remaining).toBe(0);
  return r.row.kind;
};

describe('FNG Potential Contact tables (seed L1420–L1500)', () => {
  for (const eal of [1, 2, 3, 4, 5, 6] as const) {
    for (const [low, high, kind] of PRINTED[eal]) {
      it(`GIVEN EAL ${eal} and ${eal}d6 = ${low === high ? low : `${low} or ${high}`} THEN ${kind}`, () => {
        expect(kindAt(eal, low)).toBe(kind);
        expect(kindAt(eal, high)).toBe(kind);
      });
    }
  }

  it('GIVEN every EAL and reading THEN each total from EAL to 6×EAL has exactly one row, each citing its lines', () => {
    for (const eal2Rows89 of ['as-row-7', 'as-row-10'] as const) {
      for (const eal6Order of ['eal5-pattern', 'label-proximity'] as const) {
        for (let eal = 1; eal <= 6; eal++) {
          const rows = unwrap(potentialContactTable(eal, { eal2Rows89, eal6Order }));
          for (let t = eal; t <= 6 * eal; t++) {
            expect(rows.filter((r) => t >= r.low && t <= r.high)).toHaveLength(1);
          }
          for (const r of rows) expect(r.source).toMatch(/L1\d{3}|house rule/);
        }
      }
    }
  });

  it('GIVEN EAL 2 totals 8–9 THEN the default reads them as the 7 row (grass hooch), the other as the 10 row (tunnel)', () => {
    expect([kindAt(2, 8), kindAt(2, 9)]).toEqual(['hooch-a', 'hooch-a']);
    const alt: PcReadings = { ...DEFAULTS, eal2Rows89: 'as-row-10' };
    expect([kindAt(2, 8, alt), kindAt(2, 9, alt)]).toEqual(['tunnel-entrance', 'tunnel-entrance']);
  });

  it('GIVEN EAL 6 label-proximity THEN 33 truck park, 34 regimental HQ, 35 POW camp, 36 battalion HQ; 20–32 as default', () => {
    const alt: PcReadings = { ...DEFAULTS, eal6Order: 'label-proximity' };
    expect([33, 34, 35, 36].map((t) => kindAt(6, t, alt))).toEqual(['truck-park', 'regimental-hq', 'pow-camp', 'battalion-hq-bhq']);
    for (let t = 6; t <= 32; t++) expect(kindAt(6, t, alt)).toBe(kindAt(6, t));
  });

  it('GIVEN a booby trap result THEN it lies 1" from the FWF figure closest to the marker (L1436)', () => {
    expect(unwrap(rollPotentialContact(dice(4), { eal: 1, readings: DEFAULTS })).trapOffsetInches).toBe(1);
    expect(unwrap(rollPotentialContact(dice(5), { eal: 1, readings: DEFAULTS })).trapOffsetInches).toBeUndefined();
  });

  it('GIVEN an EAL without a table THEN it is refused', () => {
    expectCode(rollPotentialContact(dice(), { eal: 0, readings: DEFAULTS }), 'fng/no-pc-table-for-eal');
    expectCode(rollPotentialContact(dice(), { eal: 7, readings: DEFAULTS }), 'fng/no-pc-table-for-eal');
  });

  it('GIVEN exact odds THEN EAL 1 nothing 3/6; EAL 2 hooch 15/36 (6/36 the other reading); EAL 3 booby trap 46/216', () => {
    const kind = (f: number[], eal: number, r: PcReadings = DEFAULTS) => unwrap(rollPotentialContact(dice(...f), { eal, readings: r })).row.kind;
    expect(countFaces(1, (f) => kind(f, 1) === 'nothing')).toBe(3);
    expect(countFaces(2, (f) => kind(f, 2) === 'hooch-a')).toBe(15);
    expect(countFaces(2, (f) => kind(f, 2, { ...DEFAULTS, eal2Rows89: 'as-row-10' }) === 'hooch-a')).toBe(6);
    expect(countFaces(2, (f) => kind(f, 2, { ...DEFAULTS, eal2Rows89: 'as-row-10' }) === 'tunnel-entrance')).toBe(12);
    expect(countFaces(3, (f) => kind(f, 3) === 'wide-spread-booby-trap')).toBe(46);
    expect(countFaces(3, (f) => kind(f, 3) === 'tunnel-entrance')).toBe(31);
    expect(countFaces(4, (f) => kind(f, 4) === 'tunnel-entrance')).toBe(280);
  });

  it('GIVEN EAL 6 exact odds THEN battalion HQ 56 and regimental HQ 1 of 46656; 21 and 56 under label-proximity', () => {
    const alt: PcReadings = { ...DEFAULTS, eal6Order: 'label-proximity' };
    const kind = (f: number[], r: PcReadings) => unwrap(rollPotentialContact(dice(...f), { eal: 6, readings: r })).row.kind;
    expect(countFaces(6, (f) => kind(f, DEFAULTS) === 'battalion-hq-bhq')).toBe(56);
    expect(countFaces(6, (f) => kind(f, DEFAULTS) === 'regimental-hq')).toBe(1);
    expect(countFaces(6, (f) => kind(f, alt) === 'regimental-hq')).toBe(21);
    expect(countFaces(6, (f) => kind(f, alt) === 'truck-park')).toBe(56);
  });
});

/** Occupancy by 1d6 face, as printed for each PC (L1438–L1500). */
const OCCUPANCY: Record<OccupiablePcKind, PcContents[]> = {
  'bunker-2': ['empty', 'empty', 'empty', 'empty', 'empty', 'two-riflemen'],
  'bunker-2-campfire': ['empty', 'empty', 'empty', 'empty', 'two-riflemen', 'two-riflemen'],
  'hooch-a': ['empty', 'empty', 'empty', 'empty', 'empty', 'supplies'],
  'hooch-b': ['empty', 'empty', 'empty', 'empty', 'supplies', 'supplies'],
  'hooch-c': ['empty', 'empty', 'empty', 'half-squad', 'half-squad', 'supplies'],
  'bunker-4-lmg': ['empty', 'empty', 'riflemen', 'riflemen', 'lmg-team', 'lmg-team'],
  'bunker-4-mmg': ['empty', 'empty', 'riflemen', 'riflemen', 'mmg-team', 'mmg-team'],
  'foxholes-half-squad': ['empty', 'empty', 'empty', 'half-squad', 'half-squad', 'unusable'],
  'foxholes-squad': ['empty', 'squad', 'squad', 'squad', 'squad', 'unusable'],
  'rest-stop': ['empty', 'empty', 'empty', 'half-squad', 'half-squad', 'supplies'],
  'bunker-line': ['empty', 'half-squad', 'half-squad', 'squad', 'squad', 'squad'],
  camp: ['empty', 'empty', 'empty', 'squad', 'squad', 'squad'],
  'aa-position': ['empty', 'empty', 'empty', 'hmg-team', 'hmg-team', 'unusable'],
  'battalion-hq': ['empty', 'squad', 'squad', 'platoon', 'platoon', 'unusable'],
  'battalion-hq-bhq': ['empty', 'squad', 'squad', 'platoon-and-bhq', 'platoon-and-bhq', 'unusable'],
  'truck-park': ['empty', 'empty', 'empty', 'mechanics-and-half-squad', 'mechanics-and-half-squad', 'unusable'],
  'pow-camp': ['empty', 'empty', 'empty', 'squad', 'squad', 'squad-and-prisoners'],
  'regimental-hq': ['empty', 'squad', 'platoon-and-rhq', 'platoon-and-rhq', 'platoon-and-rhq', 'unusable'],
};

describe('FNG Potential Contact occupancy (seed L1438–L1500)', () => {
  for (const [kind, byFace] of Object.entries(OCCUPANCY) as [OccupiablePcKind, PcContents[]][]) {
    it(`GIVEN a ${kind} THEN 1d6 1–6 reads ${byFace.join(', ')}`, () => {
      for (let s = 1; s <= 6; s++) {
        // A second face for the riflemen/mechanics d6 or two for the prisoners' 2d6, when called for.
        const d = dice(s, 3, 4);
        const r = pcOccupancy(d, kind);
        expect(r.contents).toBe(byFace[s - 1]);
      }
    });
  }

  it('GIVEN riflemen, mechanics or prisoners THEN their 1d6 / 1d6 / 2d6 count is rolled', () => {
    expect(pcOccupancy(dice(3, 5), 'bunker-4-lmg')).toMatchObject({ contents: 'riflemen', riflemen: 5 });
    expect(pcOccupancy(dice(4, 2), 'truck-park')).toMatchObject({ contents: 'mechanics-and-half-squad', mechanics: 2 });
    expect(pcOccupancy(dice(6, 6, 5), 'pow-camp')).toMatchObject({ contents: 'squad-and-prisoners', prisoners: 11 });
  });

  it('GIVEN a cache THEN a hooch holds 100 lb and a rest stop 200 lb', () => {
    expect(pcOccupancy(dice(6), 'hooch-a').suppliesLb).toBe(100);
    expect(pcOccupancy(dice(5), 'hooch-b').suppliesLb).toBe(100);
    expect(pcOccupancy(dice(6), 'hooch-c').suppliesLb).toBe(100);
    expect(pcOccupancy(dice(6), 'rest-stop').suppliesLb).toBe(200);
  });

  it('GIVEN a Bunker4 with LMG THEN it is occupied in 4 of 6 and holds the LMG team in 2 of 6', () => {
    expect(countFaces(2, (f) => pcOccupancy(dice(...f), 'bunker-4-lmg').contents !== 'empty')).toBe(24);
    expect(countFaces(2, (f) => pcOccupancy(dice(...f), 'bunker-4-lmg').contents === 'lmg-team')).toBe(12);
  });
});

describe('FNG Potential Contact layouts (seed L1438–L1500)', () => {
  it('GIVEN simple PCs THEN their fixed structures, no dice', () => {
    const d = dice();
    expect(pcLayout(d, 'rest-stop')).toMatchObject({ hooches: 2, thatchedShelters: 1 });
    expect(pcLayout(d, 'bunker-line')).toMatchObject({ bunkersDv4: 3, spacingInches: 6 });
    expect(pcLayout(d, 'bunker-4-mmg')).toMatchObject({ fourManBunkers: 1 });
    expect(pcLayout(d, 'tunnel-entrance')).toMatchObject({ tunnelEntrances: 1 });
    expect(pcLayout(d, 'hooch-c')).toMatchObject({ hooches: 1 });
    expect(pcLayout(d, 'bunker-2-campfire')).toMatchObject({ bunkersDv3: 1 });
    expect(pcLayout(d, 'aa-position')).toMatchObject({ aaPositions: 1 });
    expect(pcLayout(d, 'nothing').parts).toHaveLength(0);
  });

  it('GIVEN rolled PCs THEN 1d6 foxholes; camp 1d6 hooches + 1/2d6 bunkers in 8"', () => {
    expect(pcLayout(dice(4), 'foxholes-squad')).toMatchObject({ foxholes: 4 });
    expect(pcLayout(dice(5, 6), 'camp')).toMatchObject({ hooches: 5, bunkersDv3: 3, circleInches: 8 });
  });

  it('GIVEN a battalion HQ THEN a command bunker, 1d6 bunkers, 1d6 hooches, 1d6×100 lb in 8"', () => {
    expect(pcLayout(dice(2, 3, 4), 'battalion-hq-bhq')).toMatchObject({
      commandBunkers: 1,
      bunkersDv4: 2,
      hooches: 3,
      suppliesLb: 400,
      circleInches: 8,
    });
  });

  it('GIVEN a truck park, POW camp and regimental HQ THEN their printed counts', () => {
    expect(pcLayout(dice(3, 1, 2), 'truck-park')).toMatchObject({ trucks: 3, hooches: 1, suppliesLb: 200, needsTrailOffTable: true });
    expect(pcLayout(dice(2, 5, 6, 6), 'pow-camp')).toMatchObject({ hooches: 2, foxholes: 5, cages: 12 });
    expect(pcLayout(dice(6, 1, 4, 5), 'regimental-hq')).toMatchObject({
      aaPositions: 3,
      commandBunkers: 1,
      bunkersDv4: 3,
      hooches: 6,
      suppliesLb: 500,
      circleInches: 12,
    });
  });
});

describe('FNG Sneaky Local VC and LVC Melt Away (seed L1501, L1625)', () => {
  const sections = [
    { section: 4, fwfPresent: true },
    { section: 2, fwfPresent: false },
    { section: 1, fwfPresent: false },
  ];

  it('GIVEN an LVC unit out of FWF LOS for a full turn THEN it becomes two PEFs in the nearest FWF-free section', () => {
    expect(sneakyLocalVc({ enemy: 'lvc', outOfFwfLosFullTurn: true, sectionsNearestFirst: sections })).toEqual({
      becomesPefs: true,
      pefs: 2,
      section: 2,
    });
  });

  it('GIVEN MFVC, or an LVC seen this turn, or FWF everywhere THEN it stays', () => {
    expect(sneakyLocalVc({ enemy: 'mfvc', outOfFwfLosFullTurn: true, sectionsNearestFirst: sections }).becomesPefs).toBe(false);
    expect(sneakyLocalVc({ enemy: 'lvc', outOfFwfLosFullTurn: false, sectionsNearestFirst: sections }).becomesPefs).toBe(false);
    expect(sneakyLocalVc({ enemy: 'lvc', outOfFwfLosFullTurn: true, sectionsNearestFirst: [sections[0]!] }).becomesPefs).toBe(false);
  });

  it('GIVEN an LVC unit activating more than 12" away out of LOS THEN it melts into two PEFs 4" apart', () => {
    expect(lvcMeltAway({ enemy: 'lvc', nearestFwfInches: 13, inFwfLos: false, reading: 'out-of-los' })).toEqual({
      becomesPefs: true,
      pefs: 2,
      apartInches: 4,
    });
  });

  it('GIVEN exactly 12", in LOS, or not LVC THEN no melt away under the default reading', () => {
    expect(lvcMeltAway({ enemy: 'lvc', nearestFwfInches: 12, inFwfLos: false, reading: 'out-of-los' }).becomesPefs).toBe(false);
    expect(lvcMeltAway({ enemy: 'lvc', nearestFwfInches: 20, inFwfLos: true, reading: 'out-of-los' }).becomesPefs).toBe(false);
    expect(lvcMeltAway({ enemy: 'nva', nearestFwfInches: 20, inFwfLos: false, reading: 'out-of-los' }).becomesPefs).toBe(false);
  });

  it('GIVEN the in-LOS reading THEN it melts away in LOS only', () => {
    expect(lvcMeltAway({ enemy: 'lvc', nearestFwfInches: 20, inFwfLos: true, reading: 'in-los' }).becomesPefs).toBe(true);
    expect(lvcMeltAway({ enemy: 'lvc', nearestFwfInches: 20, inFwfLos: false, reading: 'in-los' }).becomesPefs).toBe(false);
  });

  it('GIVEN one of the pair resolves THEN troops are the original LVC and the other goes; nothing makes the other real', () => {
    expect(meltAwayPairResolved('troops')).toEqual({ thisPef: 'original-lvc', otherPef: 'removed' });
    expect(meltAwayPairResolved('no-troops')).toEqual({ thisPef: 'removed', otherPef: 'original-lvc' });
  });
});
