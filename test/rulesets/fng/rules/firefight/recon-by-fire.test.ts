import { describe, expect, it } from 'vitest';
import { reconByFire } from '../../../../../src/rulesets/fng/rules/firefight/recon-by-fire.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const firers = [{ id: 'a', tr: 4 }, { id: 'b', tr: 4 }, { id: 'c', tr: 4 }];

describe('FNG Recon by Fire, the shot (seed L850–L867)', () => {
  it('GIVEN the example L850–L852 (three M-16s, 12d6, five sixes, PEF REP 4) THEN resolved with one hit; all three out of ammo', () => {
    const d = dice(6, 6, 2, 3, 6, 6, 4, 5, 6, 2, 3, 4);
    const r = unwrap(reconByFire(d, { firers, pefRep: 4, distance: 12, losDistance: 12 }, 'recon'));
    expect(r).toMatchObject({ sixes: 5, resolved: true, hits: 1, outOfAmmo: { a: true, b: true, c: true } });
    expect(r.parts).toHaveLength(3);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN sixes equal to the PEF REP THEN not resolved', () => {
    const r = unwrap(reconByFire(dice(6, 6, 1, 1), { firers: [{ id: 'a', tr: 4 }], pefRep: 2, distance: 1, losDistance: 1 }, 'recon'));
    expect(r).toMatchObject({ sixes: 2, resolved: false, hits: 0 });
  });

  it('GIVEN a crew-served weapon THEN out of ammo only on its ones (two, three with a loader)', () => {
    const r = unwrap(
      reconByFire(
        dice(1, 1, 6, 6, 6, 1, 1, 3, 3),
        { firers: [{ id: 'lmg', tr: 5, crewServed: true, loader: true }, { id: 'bar', tr: 4, crewServed: true }], pefRep: 3, distance: 1, losDistance: 1 },
        'recon',
      ),
    );
    expect(r.outOfAmmo).toEqual({ lmg: false, bar: true });
  });

  it('GIVEN bad input THEN refused', () => {
    expectCode(reconByFire(dice(), { firers: [], pefRep: 3, distance: 1, losDistance: 1 }, 'r'), 'fng/no-firers');
    expectCode(reconByFire(dice(), { firers: [{ id: 'a', tr: 0 }], pefRep: 3, distance: 1, losDistance: 1 }, 'r'), 'fng/invalid-target-rating');
    expectCode(reconByFire(dice(), { firers, pefRep: 0, distance: 1, losDistance: 1 }, 'r'), 'fng/invalid-rep');
    expectCode(reconByFire(dice(), { firers, pefRep: 3, distance: 25, losDistance: 12 }, 'r'), 'fng/pef-too-far');
  });

  it('GIVEN TR 4 against PEF REP 1 THEN resolved in 171/1296: 1 hit 150, 2 hits 20, 3 hits 1', () => {
    const r = (f: number[]) => unwrap(reconByFire(dice(...f), { firers: [{ id: 'a', tr: 4 }], pefRep: 1, distance: 1, losDistance: 1 }, 'r'));
    expect(countFaces(4, (f) => r(f).resolved)).toBe(171);
    expect(countFaces(4, (f) => r(f).hits === 1)).toBe(150);
    expect(countFaces(4, (f) => r(f).hits === 2)).toBe(20);
    expect(countFaces(4, (f) => r(f).hits === 3)).toBe(1);
  });
});
