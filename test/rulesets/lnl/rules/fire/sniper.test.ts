import { describe, expect, it } from 'vitest';
import { pickSniperTarget, sniperFire, type SniperTargetUnit } from '../../../../../src/rulesets/lnl/rules/fire/sniper.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const unit = (id: string, tm = 1): SniperTargetUnit => ({ id, target: { tm } });

describe('sniperFire', () => {
  it('GIVEN three units THEN a d3 picks the second, then 2d6 + IFP vs 1d6 + TM', () => {
    const roller = dice(2, 3, 4, 5);
    const r = unwrap(sniperFire({ ifp: 1, units: [unit('A'), unit('B', 2), unit('C')] }, roller));
    expect(r.pick).toMatchObject({ unit: 'B', index: 1, among: 3, die: 2 });
    expect(r.pick.part?.spec).toEqual({ op: 'sum', n: 1, sides: 3 });
    expect(r.pick.part?.label).toBe('sniper target');
    expect(r.attack).toMatchObject({ dice: '2d6', die: 7, firepower: 1, total: 8 });
    expect(r.attack.natural6).toBeUndefined();
    expect(r.defence.total).toBe(7);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 1, offTable: false });
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN a single unit THEN no pick roll', () => {
    const roller = dice(1, 1, 6);
    const r = unwrap(sniperFire({ ifp: 2, units: [unit('A')] }, roller));
    expect(r.pick).toEqual({ unit: 'A', index: 0, among: 1 });
    expect(r.outcome).toEqual({ effect: 'no-effect' });
  });

  it('GIVEN an empty hex THEN refused', () => {
    expectCode(sniperFire({ ifp: 2, units: [] }, dice(1)), 'lnl/sniper-no-target');
  });

  it('GIVEN a lone sniper as target THEN its TM is not doubled against a sniper', () => {
    const r = unwrap(sniperFire({ ifp: 2, units: [{ id: 'S', target: { tm: 3, loneSniper: true } }] }, dice(1, 1, 1)));
    expect(r.terrain).toMatchObject({ doubled: false, applied: 3, cap: 8 });
  });

  it('GIVEN seven units THEN a d7 picks, each face its unit', () => {
    const units = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => unit(id));
    for (let face = 1; face <= 7; face++) {
      expect(pickSniperTarget(units, dice(face))?.unit).toBe(units[face - 1]!.id);
    }
  });
});
