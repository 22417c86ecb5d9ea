import { describe, expect, it } from 'vitest';
import { FWF_PRINTED, FWF_SL5, fwfTable, onDemandReinforcementsByDescription, reinforcementEntry, requestReinforcements, rollFwfTable, type EnemyForce, type FwfReinforcement, type FwfTableOptions, type Level } from '../../../../../src/rulesets/fng/rules/support/reinforcements.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { VC_PRINTED, politicalOfficerCommand, politicalOfficerWeapon, reinforcementTest, rollVcTable, vcTable, type ReinforcementSide, type ReinforcementTestInput, type VcTableOptions, type VcUnit } from '../../../../../src/rulesets/fng/rules/enemy/vc-reinforcements.js';

const FWF: FwfTableOptions = { overlap: 'earlier-row', sl5: 'printed-labels' };
const VC: VcTableOptions = { overlap: 'earlier-row', eal56Swap: 'none' };

/** n faces summing to `total` (n ≤ total ≤ 6n), as low as possible first. */
function facesFor(total: number, n: number): number[] {
  const faces = Array.from({ length: n }, () => 1);
  let rest = total - n;
  for (let i = n - 1; i >= 0 && rest > 0; i--) {
    const add = Math.min(5, rest);
    faces[i]! += add;
    rest -= add;
  }
  if (rest !== 0 || total < n) throw new Error(`no ${n} faces make ${total}`);
  return faces;
}

const fwfAt = (sl: Level, total: number, opts: FwfTableOptions = FWF): FwfReinforcement =>
  rollFwfTable(sl, sl, opts, dice(...facesFor(total, sl))).row.result;

const vcAt = (eal: Level, total: number, force: EnemyForce, extra: number[] = [], opts: VcTableOptions = VC, afterJan1968 = true) =>
  rollVcTable({ eal, dice: eal, force, afterJan1968 }, opts, dice(...facesFor(total, eal), ...extra)).arrival;

describe('FWF reinforcement tables (seed L2078–L2101)', () => {
  it('GIVEN SL 1 THEN 1–4 squad, 5 medium mortar barrage, 6 rest of platoon', () => {
    expect([1, 4, 5, 6].map((t) => fwfAt(1, t))).toEqual(['squad', 'squad', 'medium-mortar-barrage', 'rest-of-platoon']);
  });

  it('GIVEN SL 2 THEN 2 mortars, 3–5 rest of platoon, 6–10 squad, 11 artillery, 12 Hog', () => {
    expect([2, 3, 5, 6, 10, 11, 12].map((t) => fwfAt(2, t))).toEqual([
      'medium-mortar-barrage',
      'rest-of-platoon',
      'rest-of-platoon',
      'squad',
      'squad',
      'medium-artillery-barrage',
      'hog',
    ]);
  });

  it('GIVEN SL 3 THEN Slick, squad, rest of platoon, mortars, heavy mortars, artillery, Hog; 14 by the overlap rule', () => {
    expect([3, 4, 5, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18].map((t) => fwfAt(3, t))).toEqual([
      'slick',
      'slick',
      'squad',
      'squad',
      'rest-of-platoon',
      'rest-of-platoon',
      'medium-mortar-barrage',
      'heavy-mortar-barrage-pair',
      'heavy-mortar-barrage-pair',
      'medium-artillery-barrage',
      'medium-artillery-barrage',
      'hog',
      'hog',
    ]);
    expect(fwfAt(3, 14, { ...FWF, overlap: 'later-row' })).toBe('medium-artillery-barrage');
    expect(fwfAt(3, 13, { ...FWF, overlap: 'later-row' })).toBe('heavy-mortar-barrage-pair');
  });

  it('GIVEN SL 4 THEN the printed order: call counts as 5, artillery, gunship, sniper, squad, rest of platoon, FAC', () => {
    expect([4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 22, 23, 24].map((t) => fwfAt(4, t))).toEqual([
      'artillery-call-counts-five',
      'artillery-call-counts-five',
      'medium-artillery-barrage',
      'medium-artillery-barrage',
      'gunship',
      'gunship',
      'sniper-team',
      'squad',
      'squad',
      'rest-of-platoon',
      'rest-of-platoon',
      'fac',
      'fac',
    ]);
  });

  it('GIVEN SL 5 printed labels THEN 5 heavy artillery, 6–8 artillery, 9–10 squad, 11 Loach, 12–14 heavy mortars, 15–22 platoon, 23+ FAC', () => {
    expect([5, 6, 8, 9, 10, 11, 12, 14, 15, 22, 23, 30].map((t) => fwfAt(5, t))).toEqual([
      'heavy-artillery-barrage-pair',
      'medium-artillery-barrage',
      'medium-artillery-barrage',
      'squad',
      'squad',
      'loach',
      'heavy-mortar-barrage-pair',
      'heavy-mortar-barrage-pair',
      'rest-of-platoon',
      'rest-of-platoon',
      'fac',
      'fac',
    ]);
  });

  it('GIVEN SL 5 read as the digest THEN 5–8 heavy artillery, 9–10 artillery, 11 squad, 12–14 Loach, 15–22 heavy mortars, 23 platoon, 24+ FAC', () => {
    const digest = { ...FWF, sl5: 'digest' } as const;
    expect([5, 8, 9, 10, 11, 12, 14, 15, 22, 23, 24, 30].map((t) => fwfAt(5, t, digest))).toEqual([
      'heavy-artillery-barrage-pair',
      'heavy-artillery-barrage-pair',
      'medium-artillery-barrage',
      'medium-artillery-barrage',
      'squad',
      'loach',
      'loach',
      'heavy-mortar-barrage-pair',
      'heavy-mortar-barrage-pair',
      'rest-of-platoon',
      'fac',
      'fac',
    ]);
  });

  it('GIVEN SL 6 THEN call as 5, artillery, squad, sniper, gunship, platoon, FAC; 26 by the overlap rule', () => {
    expect([6, 12, 13, 15, 16, 20, 21, 22, 23, 26, 27, 32, 33, 36].map((t) => fwfAt(6, t))).toEqual([
      'artillery-call-counts-five',
      'artillery-call-counts-five',
      'medium-artillery-barrage',
      'medium-artillery-barrage',
      'squad',
      'squad',
      'sniper-team',
      'sniper-team',
      'gunship',
      'gunship',
      'rest-of-platoon',
      'rest-of-platoon',
      'fac',
      'fac',
    ]);
    expect(fwfAt(6, 26, { ...FWF, overlap: 'later-row' })).toBe('rest-of-platoon');
  });

  it('GIVEN any SL and either reading THEN every total from SL to 6×SL is in exactly one row', () => {
    for (const sl of [1, 2, 3, 4, 5, 6] as const) {
      for (const opts of [FWF, { overlap: 'later-row', sl5: 'digest' } as const]) {
        const rows = fwfTable(sl, opts);
        for (let t = sl; t <= 6 * sl; t++) expect(rows.filter((r) => t >= r.low && t <= r.high)).toHaveLength(1);
      }
    }
    expect(Object.keys(FWF_PRINTED)).toEqual(['1', '2', '3', '4', '6']);
    expect(FWF_SL5['printed-labels']).toHaveLength(7);
  });
});

describe('VC/NVA reinforcement tables (L2102–L2154)', () => {
  it('GIVEN EAL 1 THEN 1–4 LVC cell / half squad (LMG 1-3, RPG 4-6), 5 nothing, 6 single LVC / RPG team with 1d6 rockets', () => {
    expect(vcAt(1, 4, 'lvc')).toEqual({ unit: 'three-man-cell' });
    expect(vcAt(1, 1, 'mfvc', [3])).toEqual({ unit: 'half-squad-lmg' });
    expect(vcAt(1, 1, 'nva', [4])).toEqual({ unit: 'half-squad-rpg' });
    expect(vcAt(1, 5, 'nva')).toEqual({ unit: 'nothing' });
    expect(vcAt(1, 6, 'lvc')).toEqual({ unit: 'single-lvc' });
    expect(vcAt(1, 6, 'mfvc', [5])).toEqual({ unit: 'rpg-team-1d6-rockets', count: 5 });
  });

  it('GIVEN EAL 2 THEN every printed row for each force', () => {
    expect(vcAt(2, 6, 'lvc')).toEqual({ unit: 'three-man-cell' });
    expect(vcAt(2, 2, 'nva', [6])).toEqual({ unit: 'half-squad-rpg' });
    expect(vcAt(2, 7, 'lvc')).toEqual({ unit: 'cell-with-lmg-team' });
    expect(vcAt(2, 9, 'mfvc', [1])).toEqual({ unit: 'half-squad-lmg' });
    expect(vcAt(2, 8, 'nva')).toEqual({ unit: 'squad-with-lvc-guide' });
    expect(vcAt(2, 10, 'mfvc')).toEqual({ unit: 'medium-mortar-barrage' });
    expect(vcAt(2, 11, 'lvc')).toEqual({ unit: 'cell-with-rpg' });
    expect(vcAt(2, 11, 'mfvc', [2])).toEqual({ unit: 'rpg-team' });
    expect(vcAt(2, 11, 'mfvc', [5])).toEqual({ unit: 'lmg-team' });
    expect(vcAt(2, 11, 'nva', [3])).toEqual({ unit: 'lmg-team' });
    expect(vcAt(2, 11, 'nva', [4])).toEqual({ unit: 'sks-sniper' });
    expect(vcAt(2, 12, 'nva')).toEqual({ unit: 'nothing' });
  });

  it('GIVEN EAL 3 THEN every printed row; 14 by the overlap rule', () => {
    const rows: [number, EnemyForce, VcUnit][] = [
      [3, 'nva', 'mmg-team'],
      [4, 'lvc', 'mmg-team'],
      [5, 'lvc', 'full-squad'],
      [8, 'mfvc', 'squad'],
      [9, 'lvc', 'full-squad'],
      [10, 'mfvc', 'demolition-unit'],
      [10, 'nva', 'medium-mortar-team'],
      [11, 'lvc', 'cadre'],
      [11, 'nva', 'political-officer'],
      [12, 'nva', 'platoon-hq'],
      [14, 'nva', 'platoon-hq'],
      [15, 'lvc', 'medium-mortar-barrage'],
      [16, 'lvc', 'medium-mortar-barrage'],
      [17, 'lvc', 'medic-and-nurses'],
      [17, 'mfvc', 'scout-team'],
      [18, 'nva', 'sniper'],
    ];
    expect(rows.map(([t, f]) => vcAt(3, t, f).unit)).toEqual(rows.map((r) => r[2]));
    expect(vcAt(3, 14, 'nva', [], { ...VC, overlap: 'later-row' }).unit).toBe('medium-mortar-barrage');
  });

  it('GIVEN EAL 4 THEN every printed row', () => {
    const rows: [number, EnemyForce, VcUnit][] = [
      [4, 'lvc', 'mmg-team'],
      [6, 'nva', 'mmg-team'],
      [7, 'lvc', 'full-squad-with-rto'],
      [8, 'mfvc', 'demolition-unit'],
      [8, 'nva', 'medium-mortar-team'],
      [9, 'lvc', 'platoon-hq'],
      [10, 'nva', 'platoon-hq'],
      [11, 'lvc', 'cadre'],
      [12, 'mfvc', 'full-platoon'],
      [14, 'nva', 'full-platoon'],
      [15, 'lvc', 'medium-artillery-barrage'],
      [16, 'lvc', 'medium-artillery-barrage'],
      [17, 'nva', 'scout-team'],
      [18, 'lvc', 'medic-and-nurses'],
      [19, 'mfvc', 'half-squad-with-medic'],
      [20, 'lvc', 'light-mortar-team'],
      [21, 'mfvc', 'recoilless-team'],
      [21, 'nva', 'hmg-team'],
      [22, 'lvc', 'sniper'],
      [24, 'nva', 'sniper'],
    ];
    expect(rows.map(([t, f]) => vcAt(4, t, f).unit)).toEqual(rows.map((r) => r[2]));
  });

  it('GIVEN EAL 5 THEN every printed row', () => {
    const rows: [number, EnemyForce, VcUnit][] = [
      [5, 'lvc', 'mmg-team'],
      [7, 'nva', 'mmg-team'],
      [8, 'lvc', 'full-squad-with-rto'],
      [9, 'mfvc', 'demolition-unit'],
      [9, 'nva', 'medium-mortar-team-pair'],
      [10, 'lvc', 'platoon-hq'],
      [11, 'nva', 'platoon-hq'],
      [12, 'lvc', 'cadre'],
      [12, 'mfvc', 'political-officer'],
      [13, 'nva', 'full-platoon'],
      [20, 'nva', 'full-platoon'],
      [21, 'lvc', 'medium-mortar-barrage'],
      [22, 'lvc', 'medium-mortar-barrage'],
      [23, 'lvc', 'medic-and-nurses'],
      [24, 'nva', 'scout-team'],
      [25, 'lvc', 'half-squad-with-medic'],
      [26, 'nva', 'half-squad-with-medic'],
      [27, 'lvc', 'light-mortar-team-pair'],
      [28, 'mfvc', 'recoilless-team'],
      [28, 'nva', 'hmg-team-with-half-squad'],
      [29, 'lvc', 'sniper'],
      [30, 'nva', 'medium-artillery-barrage-pair'],
    ];
    expect(rows.map(([t, f]) => vcAt(5, t, f).unit)).toEqual(rows.map((r) => r[2]));
  });

  it('GIVEN EAL 6 THEN every printed row, 1d6 suicide troops, and a tank only after January 1968', () => {
    const rows: [number, EnemyForce, VcUnit][] = [
      [6, 'lvc', 'mmg-team'],
      [7, 'nva', 'mmg-team'],
      [8, 'lvc', 'full-squad'],
      [9, 'mfvc', 'demolition-unit'],
      [9, 'nva', 'medium-mortar-team-pair'],
      [10, 'lvc', 'platoon-hq'],
      [11, 'nva', 'platoon-hq'],
      [12, 'lvc', 'cadre'],
      [13, 'nva', 'full-platoon'],
      [20, 'nva', 'full-platoon'],
      [21, 'lvc', 'medium-mortar-barrage'],
      [22, 'lvc', 'medium-mortar-barrage'],
      [23, 'lvc', 'medic-and-nurses'],
      [24, 'mfvc', 'scout-team'],
      [25, 'lvc', 'half-squad-with-medic-and-rto'],
      [26, 'nva', 'half-squad-with-medic-and-rto'],
      [27, 'lvc', 'light-mortar-team-pair'],
      [28, 'nva', 'hmg-team-with-half-squad'],
      [29, 'lvc', 'sniper'],
      [30, 'lvc', 'medium-artillery-barrage-pair'],
      [32, 'nva', 'medium-artillery-barrage-pair'],
      [35, 'nva', 'tank'],
      [36, 'lvc', 'tank'],
    ];
    expect(rows.map(([t, f]) => vcAt(6, t, f).unit)).toEqual(rows.map((r) => r[2]));
    expect(vcAt(6, 33, 'nva', [4])).toEqual({ unit: 'suicide-troops', count: 4 });
    expect(vcAt(6, 34, 'lvc', [1])).toEqual({ unit: 'suicide-troops', count: 1 });
    expect(vcAt(6, 35, 'nva', [], VC, false)).toEqual({ unit: 'medium-artillery-barrage-pair' });
  });

  it('GIVEN the EAL 5/6 swap house rule THEN the LVC squad and the half squad change tables as chosen', () => {
    const swap = (s: VcTableOptions['eal56Swap']) => ({ ...VC, eal56Swap: s });
    expect(vcAt(5, 8, 'lvc', [], swap('squad')).unit).toBe('full-squad');
    expect(vcAt(6, 8, 'lvc', [], swap('squad')).unit).toBe('full-squad-with-rto');
    expect(vcAt(5, 8, 'nva', [], swap('squad')).unit).toBe('medium-mortar-team-pair');
    expect(vcAt(5, 25, 'lvc', [], swap('squad')).unit).toBe('half-squad-with-medic');
    expect(vcAt(5, 25, 'lvc', [], swap('half-squad')).unit).toBe('half-squad-with-medic-and-rto');
    expect(vcAt(6, 26, 'nva', [], swap('half-squad')).unit).toBe('half-squad-with-medic');
    expect(vcAt(6, 8, 'lvc', [], swap('half-squad')).unit).toBe('full-squad');
    expect(vcAt(5, 8, 'lvc', [], swap('both')).unit).toBe('full-squad');
    expect(vcAt(6, 25, 'mfvc', [], swap('both')).unit).toBe('half-squad-with-medic');
  });

  it('GIVEN any EAL THEN every total from EAL to 6×EAL is in exactly one row, for either overlap reading', () => {
    for (const eal of [1, 2, 3, 4, 5, 6] as const) {
      for (const overlap of ['earlier-row', 'later-row'] as const) {
        const rows = vcTable(eal, { overlap, eal56Swap: 'both' });
        for (let t = eal; t <= 6 * eal; t++) expect(rows.filter((r) => t >= r.low && t <= r.high)).toHaveLength(1);
      }
    }
    expect(VC_PRINTED[6]).toHaveLength(13);
  });
});

const SPARE = [1, 1, 1, 1, 1, 1, 1, 1];
const testInput = (who: ReinforcementSide, over: Partial<ReinforcementTestInput> = {}): ReinforcementTestInput => ({
  who,
  halfPassTable: 'dice-count',
  fwfOptions: FWF,
  vcOptions: VC,
  ...over,
});
const vcSide = (eal: number, activityDice: -1 | 0 | 1 = 0): ReinforcementSide => ({ side: 'vc', eal, force: 'nva', activityDice, afterJan1968: true });

describe('The Reinforcements test (L2061–L2079)', () => {
  it('GIVEN SL 3 and 2 passed THEN 3d6 on the SL 3 table', () => {
    const r = unwrap(reinforcementTest(testInput({ side: 'fwf', sl: 3 }), dice(1, 2, 2, 3, 6)));
    expect(r.passes).toBe(2);
    expect(r.arrival).toMatchObject({ kind: 'fwf', roll: { table: 3, dice: 3, total: 11, row: { result: 'medium-mortar-barrage' } } });
  });

  it('GIVEN SL 5 and 1 passed THEN 3d6 read on the SL 3 table (dice-count) or on SL 5 (same-level)', () => {
    const byCount = unwrap(reinforcementTest(testInput({ side: 'fwf', sl: 5 }), dice(1, 6, 1, 1, 2)));
    expect(byCount.arrival).toMatchObject({ kind: 'fwf', roll: { table: 3, dice: 3, total: 4, row: { result: 'slick' } } });
    const sameLevel = unwrap(reinforcementTest(testInput({ side: 'fwf', sl: 5 }, { halfPassTable: 'same-level' }), dice(1, 6, 1, 1, 2)));
    expect(sameLevel.arrival).toMatchObject({ kind: 'fwf', roll: { table: 5, dice: 3, total: 4, row: { result: 'heavy-artillery-barrage-pair' } } });
  });

  it('GIVEN 0 passed THEN nothing arrives and no table is rolled', () => {
    const d = dice(5, 6);
    const r = unwrap(reinforcementTest(testInput({ side: 'fwf', sl: 4 }), d));
    expect(r.arrival).toEqual({ kind: 'none' });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a side with nothing on the table THEN a PEF in a 1d6 sector instead', () => {
    const r = unwrap(reinforcementTest(testInput(vcSide(4), { noForcesOnTable: true }), dice(1, 1, 5)));
    expect(r.arrival).toEqual({ kind: 'pef', sector: 5 });
  });

  it('GIVEN the VC side THEN the EAL table for its force', () => {
    const r = unwrap(reinforcementTest(testInput(vcSide(2)), dice(1, 2, 5, 5)));
    expect(r.arrival).toMatchObject({ kind: 'vc', roll: { table: 2, total: 10, arrival: { unit: 'medium-mortar-barrage' } } });
  });

  it('GIVEN SL 1–6 THEN 2 passed in 1, 4, 9, 16, 25, 36 of 36 and 1 passed in 10, 16, 18, 16, 10, 0', () => {
    const passes = (sl: number, f: number[]) => unwrap(reinforcementTest(testInput({ side: 'fwf', sl }), dice(...f, ...SPARE))).passes;
    expect([1, 2, 3, 4, 5, 6].map((sl) => countFaces(2, (f) => passes(sl, f) === 2))).toEqual([1, 4, 9, 16, 25, 36]);
    expect([1, 2, 3, 4, 5, 6].map((sl) => countFaces(2, (f) => passes(sl, f) === 1))).toEqual([10, 16, 18, 16, 10, 0]);
  });

  it('GIVEN EAL 5 THEN 3d6: full reinforcements in 200 of 216, half in 15, none in 1', () => {
    const passes = (f: number[]) => unwrap(reinforcementTest(testInput(vcSide(5)), dice(...f, ...SPARE))).passes;
    expect(countFaces(3, (f) => passes(f) === 2)).toBe(200);
    expect(countFaces(3, (f) => passes(f) === 1)).toBe(15);
    expect(unwrap(reinforcementTest(testInput(vcSide(5)), dice(1, 1, 1, ...SPARE))).testDice).toBe(3);
  });

  it('GIVEN EAL 1 THEN 1d6: never full, half (1d6 on the EAL 1 table) on a 1', () => {
    const r = (f: number[]) => unwrap(reinforcementTest(testInput(vcSide(1)), dice(...f, ...SPARE)));
    expect(countFaces(1, (f) => r(f).passes === 2)).toBe(0);
    expect(countFaces(1, (f) => r(f).passes === 1)).toBe(1);
    expect(r([1]).arrival).toMatchObject({ kind: 'vc', roll: { table: 1, dice: 1 } });
  });

  it('GIVEN the VC/NVA Activity result THEN "stepped in it" adds a die and "where\'s Charlie" takes one (L1602)', () => {
    expect(unwrap(reinforcementTest(testInput(vcSide(3, 1)), dice(6, 6, 6))).testDice).toBe(3);
    expect(unwrap(reinforcementTest(testInput(vcSide(3, -1)), dice(6))).testDice).toBe(1);
    expect(unwrap(reinforcementTest(testInput(vcSide(1, -1)), dice())).testDice).toBe(0);
  });

  it('GIVEN SL 0 or EAL 7 THEN refused', () => {
    expectCode(reinforcementTest(testInput({ side: 'fwf', sl: 0 }), dice()), 'fng/invalid-support-level');
    expectCode(reinforcementTest(testInput(vcSide(7)), dice()), 'fng/invalid-eal');
  });
});

describe('Reinforcement Request (L2159–L2178)', () => {
  const req = (sl: number, rank: 'nco' | 'lieutenant' | 'captain', faces: number[], over: { fo?: boolean; sl1?: boolean } = {}) =>
    requestReinforcements({ sl, rank, forwardObserverCalling: over.fo ?? false, requestSl1: over.sl1 ?? true, fwfOptions: FWF }, dice(...faces));

  it('GIVEN each total THEN denied, wait, and the four arrivals rolling the SL table as if 2d6 passed', () => {
    expect(unwrap(req(5, 'nco', [1]))).toMatchObject({ outcome: 'denied', noMoreThisGame: true });
    expect(unwrap(req(5, 'nco', [2]))).toMatchObject({ outcome: 'see-what-we-can-do', noMoreThisGame: false });
    expect(unwrap(req(5, 'nco', [3, 4, 2, 2, 2, 2, 2]))).toMatchObject({ outcome: 'standby', arrivesInTurns: 2, roll: { dice: 5, total: 10, row: { result: 'squad' } } });
    expect(unwrap(req(5, 'nco', [4, 2, 2, 2, 2, 2]))).toMatchObject({ outcome: 'be-there-shortly', arrivesInTurns: 2 });
    expect(unwrap(req(5, 'nco', [5, 2, 2, 2, 2, 2]))).toMatchObject({ outcome: 'enroute', arrivesInTurns: 1 });
    expect(unwrap(req(5, 'nco', [6, 2, 2, 2, 2, 2]))).toMatchObject({ outcome: 'already-here', arrivesInTurns: 0 });
  });

  it('GIVEN the modifiers THEN Lt +1, Captain +2, FO +2, SL 1–4 −3/−2/−1/−1', () => {
    expect([2, 3, 4].map((sl) => unwrap(req(sl, 'nco', [6, ...SPARE])).total)).toEqual([4, 5, 5]);
    expect(unwrap(req(2, 'captain', [1, 1, ...SPARE])).total).toBe(1);
    expect(unwrap(req(1, 'lieutenant', [6, 1, ...SPARE], { fo: true })).total).toBe(6);
  });

  it('GIVEN SL 1 THEN −3 by the table (default), or unavailable when the SL text is followed', () => {
    expect(unwrap(req(1, 'nco', [6, 1, ...SPARE])).total).toBe(3);
    expectCode(req(1, 'nco', [], { sl1: false }), 'fng/reinforcements-unavailable');
    expect(onDemandReinforcementsByDescription(1)).toBe(false);
    expect(onDemandReinforcementsByDescription(2)).toBe(true);
    expectCode(req(7, 'nco', []), 'fng/invalid-support-level');
  });

  it('GIVEN a Lieutenant at SL 2 THEN reinforcements are granted (3+) on 4, 5, 6', () => {
    expect(countFaces(1, (f) => unwrap(req(2, 'lieutenant', [...f, ...SPARE])).roll !== undefined)).toBe(3);
  });
});

describe('Reinforcement Entry, Political Officers and Cadre (L2155–L2176)', () => {
  it('GIVEN each die THEN left edge, left part, centre, centre, right part, right edge', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => {
      const e = reinforcementEntry(dice(f));
      return `${e.edge} ${e.part} ${e.inches}`;
    })).toEqual(['left player-end 12', 'own left-part 12', 'own centre 6', 'own centre 6', 'own right-part 12', 'right player-end 12']);
  });

  it('GIVEN a Political Officer THEN (1-3) pistol, (4-5) SMG, (6) AK-47', () => {
    expect([1, 3, 4, 5, 6].map((f) => politicalOfficerWeapon(dice(f)).weapon)).toEqual(['pistol', 'pistol', 'smg', 'smg', 'ak-47']);
  });

  it('GIVEN the Communist activation die equal to his REP THEN he commands, activating only squads of higher REP', () => {
    expect(politicalOfficerCommand({ activationDie: 4, officerRep: 4, squadLeaderReps: [3, 4, 5] })).toEqual({
      takesCommand: true,
      mayActivate: [false, false, true],
    });
    expect(politicalOfficerCommand({ activationDie: 5, officerRep: 4, squadLeaderReps: [5] }).takesCommand).toBe(false);
  });
});
