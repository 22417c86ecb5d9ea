import { describe, expect, it } from 'vitest';
import {
  pefActivates,
  pefCount,
  pefMovement,
  pefRep,
  placePefs,
  reconByFire,
  resolvePef,
  type ContactZeroReading,
  type PefMove,
  type PefResolution,
} from '../../../../../src/rulesets/fng/rules/enemy/pef.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG PEF placement and activation (seed L1391–L1395)', () => {
  it('GIVEN EAL 4 THEN there are four PEFs, each in the section its 1d6 shows, sharing allowed (L1393)', () => {
    expect(unwrap(pefCount(4))).toBe(4);
    const d = dice(2, 5, 2, 6);
    const placed = unwrap(placePefs(d, 4));
    expect(placed.sectors).toEqual([2, 5, 2, 6]);
    expect(placed.parts.map((p) => p.label)).toEqual(['PEF 1 section', 'PEF 2 section', 'PEF 3 section', 'PEF 4 section']);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the exercise: EAL 4 THEN four PEFs of REP 4 (L1502)', () => {
    expect(unwrap(pefCount(4))).toBe(4);
    expect(unwrap(pefRep({ eal: 4, reading: 'eal' }))).toBe(4);
  });

  it('GIVEN a negative count or EAL THEN it is refused', () => {
    expectCode(placePefs(dice(), -1), 'fng/invalid-pef-count');
    expectCode(pefCount(-1), 'fng/invalid-eal');
    expectCode(pefRep({ eal: 2.5, reading: 'eal' }), 'fng/invalid-eal');
  });

  it('GIVEN the default reading THEN PEF REP is the EAL; under the option every PEF is REP 3 (L1395)', () => {
    expect(unwrap(pefRep({ eal: 5, reading: 'eal' }))).toBe(5);
    expect(unwrap(pefRep({ eal: 5, reading: 'all-3' }))).toBe(3);
  });

  it('GIVEN First Contact has set the Activity THEN PEF REP is 5, 3 or 1 whatever the reading (L1602)', () => {
    expect(unwrap(pefRep({ eal: 2, reading: 'eal', activity: 'stepped-in-it' }))).toBe(5);
    expect(unwrap(pefRep({ eal: 6, reading: 'all-3', activity: 'business-as-usual' }))).toBe(3);
    expect(unwrap(pefRep({ eal: 6, reading: 'eal', activity: 'wheres-charlie' }))).toBe(1);
  });

  it('GIVEN the example of three PEFs and an activation die of 2 THEN a REP 3 PEF activates; a 4 would not (L1395)', () => {
    expect(pefActivates(2, 3)).toBe(true);
    expect(pefActivates(3, 3)).toBe(true);
    expect(pefActivates(4, 3)).toBe(false);
    expect(() => pefActivates(7, 3)).toThrow();
  });
});

const toPef = (inches: 16 | 8): PefMove => ({ kind: 'toward-pef', inches, stopShortInches: 4 });
const toEnemy = (inches: 16 | 8): PefMove => ({ kind: 'toward-enemy', inches, resolveOnLos: true });
const split: PefMove = { kind: 'split' };

/** The PEF Movement table as read from L1410–L1416 and QRS L2539–L2543, one entry per 1d6 face. */
const MOVEMENT: Record<'2' | '1', Record<'other' | 'none', PefMove[]>> = {
  '2': {
    other: [toPef(16), toPef(16), toEnemy(16), toEnemy(16), toEnemy(16), toEnemy(16)],
    none: [split, split, split, toEnemy(16), toEnemy(16), toEnemy(16)],
  },
  '1': {
    other: [toPef(8), toPef(8), toPef(8), toEnemy(8), toEnemy(8), toEnemy(8)],
    none: [split, split, toEnemy(8), toEnemy(8), toEnemy(8), toEnemy(8)],
  },
};

describe('FNG PEF Movement (seed L1400–L1416, QRS L2530–L2543)', () => {
  const passFaces = { '2': [1, 2], '1': [1, 6] } as const;
  for (const passes of ['2', '1'] as const) {
    for (const column of ['other', 'none'] as const) {
      for (let sub = 1; sub <= 6; sub++) {
        const expected = MOVEMENT[passes][column][sub - 1]!;
        it(`GIVEN pass ${passes}d6, ${column === 'other' ? 'other PEFs' : 'no other PEF'}, sub-roll ${sub} THEN ${expected.kind}${'inches' in expected ? ` ${expected.inches}"` : ''}`, () => {
          const d = dice(...passFaces[passes], sub);
          const r = unwrap(pefMovement(d, { pefId: 'P1', rep: 4, otherPefsOnTable: column === 'other' }));
          expect(r.passes).toBe(Number(passes));
          expect(r.subRoll).toBe(sub);
          expect(r.move).toEqual(expected);
          expect(r.parts.map((p) => p.label)).toEqual(['PEF movement P1', 'PEF movement P1 direction']);
          expect(d.remaining).toBe(0);
        });
      }
    }
  }

  it('GIVEN pass 0d6 THEN the PEF does not move and no sub-roll is made', () => {
    const d = dice(5, 6);
    const r = unwrap(pefMovement(d, { pefId: 'P2', rep: 4, otherPefsOnTable: true }));
    expect(r).toMatchObject({ passes: 0, move: { kind: 'stay' } });
    expect(r.subRoll).toBeUndefined();
    expect(d.remaining).toBe(0);
  });

  it('GIVEN an impossible REP THEN it is refused', () => {
    expectCode(pefMovement(dice(), { pefId: 'P1', rep: -1, otherPefsOnTable: true }), 'fng/invalid-pef-rep');
  });

  it('GIVEN REP 4 and no other PEF THEN it splits in 80 of 216 and stays in 24 of 216', () => {
    const move = (f: number[]) => unwrap(pefMovement(dice(...f), { pefId: 'P', rep: 4, otherPefsOnTable: false })).move.kind;
    // pass 2 (16/36) × 3/6 + pass 1 (16/36) × 2/6; pass 0 is 4/36.
    expect(countFaces(3, (f) => move(f) === 'split')).toBe(80);
    expect(countFaces(3, (f) => move(f) === 'stay')).toBe(24);
  });

  it('GIVEN REP 3 and other PEFs THEN it closes 16" on the enemy in 36 of 216 and 8" in 54 of 216', () => {
    const move = (f: number[]) => unwrap(pefMovement(dice(...f), { pefId: 'P', rep: 3, otherPefsOnTable: true })).move;
    // pass 2 (9/36) × 4/6; pass 1 (18/36) × 3/6.
    expect(countFaces(3, (f) => move(f).kind === 'toward-enemy' && (move(f) as { inches: number }).inches === 16)).toBe(36);
    expect(countFaces(3, (f) => move(f).kind === 'toward-enemy' && (move(f) as { inches: number }).inches === 8)).toBe(54);
  });
});

const reinf = (column: 'normal' | 'pass-1d6'): PefResolution => ({ kind: 'enemy-reinforcements', column });
const pc: PefResolution = { kind: 'potential-contact' };
const none: PefResolution = { kind: 'no-contact' };

/** PEF Resolution as read from L1419 and QRS L2545, by 1d6 face, for each AO status. */
const RESOLUTION: Record<'2' | '1', Record<'contested' | 'pro-communist', PefResolution[]>> = {
  '2': {
    contested: [reinf('normal'), reinf('normal'), reinf('normal'), reinf('normal'), pc, pc],
    // 1 − 1 = 0: the default reading of fng.pef.contact-zero sends it to Reinforcements too.
    'pro-communist': [reinf('normal'), reinf('normal'), reinf('normal'), reinf('normal'), reinf('normal'), pc],
  },
  '1': {
    contested: [reinf('pass-1d6'), reinf('pass-1d6'), reinf('pass-1d6'), reinf('pass-1d6'), pc, pc],
    'pro-communist': [none, reinf('pass-1d6'), reinf('pass-1d6'), reinf('pass-1d6'), reinf('pass-1d6'), pc],
  },
};

describe('FNG PEF Resolution (seed L1405–L1419, QRS L2545)', () => {
  const passFaces = { '2': [3, 1], '1': [2, 5] } as const;
  for (const passes of ['2', '1'] as const) {
    for (const ao of ['contested', 'pro-communist'] as const) {
      for (let sub = 1; sub <= 6; sub++) {
        const expected = RESOLUTION[passes][ao][sub - 1]!;
        it(`GIVEN pass ${passes}d6 at EAL 3, ${ao}, 1d6 ${sub} THEN ${expected.kind}${'column' in expected ? ` (${expected.column})` : ''}`, () => {
          const d = dice(...passFaces[passes], sub);
          const r = unwrap(
            resolvePef(d, { pefId: 'P3', eal: 3, proCommunist: ao === 'pro-communist', contactZero: 'reinforcements', contactMade: true }),
          );
          expect(r.passes).toBe(Number(passes));
          expect(r.score).toBe(sub);
          expect(r.modifiedScore).toBe(ao === 'pro-communist' ? sub - 1 : sub);
          expect(r.resolution).toEqual(expected);
          expect(r.firstContactFirst).toBe(false);
          expect(d.remaining).toBe(0);
        });
      }
    }
  }

  it('GIVEN pass 0d6 THEN it is a false alarm with no sub-roll', () => {
    const d = dice(4, 6);
    const r = unwrap(resolvePef(d, { pefId: 'P3', eal: 3, proCommunist: true, contactZero: 'reinforcements', contactMade: false }));
    expect(r).toMatchObject({ passes: 0, resolution: { kind: 'false-alarm' }, firstContactFirst: false });
    expect(r.score).toBeUndefined();
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the other reading of a Contact! zero THEN a Pro-Communist 1 on pass 2 is no contact', () => {
    const r = unwrap(resolvePef(dice(1, 1, 1), { pefId: 'P', eal: 3, proCommunist: true, contactZero: 'no-contact', contactMade: true }));
    expect(r.resolution).toEqual(none);
  });

  it('GIVEN no contact yet THEN First Contact comes before a Reinforcements or PC table, not before no contact', () => {
    const first = (faces: number[], proCommunist: boolean) =>
      unwrap(resolvePef(dice(...faces), { pefId: 'P', eal: 3, proCommunist, contactZero: 'reinforcements', contactMade: false }))
        .firstContactFirst;
    expect(first([1, 1, 2], false)).toBe(true);
    expect(first([1, 4, 6], false)).toBe(true);
    expect(first([1, 4, 1], true)).toBe(false);
  });

  it('GIVEN EAL 3 THEN a false alarm is 9 of 36 and a Potential Contact 54 of 216 (27 of 216 Pro-Communist)', () => {
    const kind = (f: number[], proCommunist: boolean, contactZero: ContactZeroReading = 'reinforcements') =>
      unwrap(resolvePef(dice(...f), { pefId: 'P', eal: 3, proCommunist, contactZero, contactMade: true })).resolution.kind;
    expect(countFaces(3, (f) => kind(f, false) === 'false-alarm')).toBe(9 * 6);
    expect(countFaces(3, (f) => kind(f, false) === 'potential-contact')).toBe(54);
    expect(countFaces(3, (f) => kind(f, true) === 'potential-contact')).toBe(27);
    // Pass 1 (18/36) on a 1 only; the other reading adds pass 2 (9/36) on a 1.
    expect(countFaces(3, (f) => kind(f, true) === 'no-contact')).toBe(18);
    expect(countFaces(3, (f) => kind(f, true, 'no-contact') === 'no-contact')).toBe(27);
  });

  it('GIVEN EAL 0 THEN every PEF is a false alarm', () => {
    expect(countFaces(2, (f) => unwrap(resolvePef(dice(...f), { pefId: 'P', eal: 0, proCommunist: false, contactZero: 'reinforcements', contactMade: true })).resolution.kind === 'false-alarm')).toBe(36);
  });
});

describe('FNG Recon by Fire (seed L850–L867)', () => {
  const m16 = (id: string) => ({ id, tr: 4, crewServed: false });

  it('GIVEN the example: three M-16s (12d6), five sixes against PEF REP 4 THEN it resolves with one hit (L850–L852)', () => {
    const d = dice(6, 6, 2, 3, 6, 1, 4, 5, 6, 6, 2, 3);
    const r = unwrap(reconByFire(d, { pefId: 'P1', pefRep: 4, firers: [m16('A'), m16('B'), m16('C')], distanceInches: 12, losInches: 12 }));
    expect(r).toMatchObject({ sixes: 5, resolved: true, hitsIfTroops: 1 });
    expect(r.firers.map((f) => f.ammo)).toEqual(['out', 'out', 'out']);
    expect(r.parts).toHaveLength(3);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN sixes equal to the PEF REP THEN it is not resolved', () => {
    const r = unwrap(reconByFire(dice(6, 6, 1, 1), { pefId: 'P1', pefRep: 2, firers: [m16('A')], distanceInches: 5, losInches: 12 }));
    expect(r).toMatchObject({ sixes: 2, resolved: false, hitsIfTroops: 0 });
  });

  it('GIVEN a crew-served weapon THEN its ones are counted for ammo instead of it running dry', () => {
    const r = unwrap(
      reconByFire(dice(1, 1, 6, 3, 2), { pefId: 'P1', pefRep: 1, firers: [{ id: 'MG', tr: 5, crewServed: true }], distanceInches: 20, losInches: 12 }),
    );
    expect(r.firers[0]).toMatchObject({ ones: 2, sixes: 1, ammo: 'count-ones' });
  });

  it('GIVEN a PEF beyond twice the LOS distance or no firers THEN it is refused', () => {
    expectCode(reconByFire(dice(), { pefId: 'P1', pefRep: 1, firers: [m16('A')], distanceInches: 25, losInches: 12 }), 'fng/recon-out-of-reach');
    expectCode(reconByFire(dice(), { pefId: 'P1', pefRep: 1, firers: [], distanceInches: 5, losInches: 12 }), 'fng/no-recon-firers');
    expectCode(reconByFire(dice(), { pefId: 'P1', pefRep: 1, firers: [{ id: 'A', tr: 0, crewServed: false }], distanceInches: 5, losInches: 12 }), 'fng/invalid-target-rating');
    expectCode(reconByFire(dice(), { pefId: 'P1', pefRep: 1, firers: [m16('A')], distanceInches: -1, losInches: 12 }), 'fng/invalid-distance');
  });

  it('GIVEN two TR 1 firers against PEF REP 1 THEN it resolves only on double six: 1 of 36; against REP 0, 11 of 36', () => {
    const resolved = (f: number[], pefRep: number) =>
      unwrap(reconByFire(dice(...f), { pefId: 'P', pefRep, firers: [{ id: 'A', tr: 1, crewServed: false }, { id: 'B', tr: 1, crewServed: false }], distanceInches: 1, losInches: 1 })).resolved;
    expect(countFaces(2, (f) => resolved(f, 1))).toBe(1);
    expect(countFaces(2, (f) => resolved(f, 0))).toBe(11);
  });
});
