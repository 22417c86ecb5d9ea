import { describe, expect, it } from 'vitest';
import { vcNvaActivity } from '../../../../../src/rulesets/fng/rules/enemy/activity.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG VC/NVA Activity (seed L1580, L1587–L1602)', () => {
  it('GIVEN pass 2d6 THEN "We\'ve stepped in it!": EAL +1, PEF REP 5, 3d6 reinforcements, +1 RF, 3d6 Cohesion', () => {
    const r = unwrap(vcNvaActivity(dice(1, 3), { eal: 3 }));
    expect(r).toMatchObject({ passes: 2, result: 'stepped-in-it', eal: 4 });
    expect(r.effects).toEqual({ ealChange: 1, pefRep: 5, reinforcementDice: 3, receivedFireRep: 1, cohesionDice: 3 });
  });

  it('GIVEN pass 1d6 THEN business as usual: EAL unchanged, PEF REP 3, 2d6, tests normal', () => {
    const r = unwrap(vcNvaActivity(dice(4, 2), { eal: 3 }));
    expect(r).toMatchObject({ passes: 1, result: 'business-as-usual', eal: 3 });
    expect(r.effects).toEqual({ ealChange: 0, pefRep: 3, reinforcementDice: 2, receivedFireRep: 0, cohesionDice: 2 });
  });

  it('GIVEN pass 0d6 THEN "Where\'s Charlie?": EAL −1, PEF REP 1, 1d6 reinforcements, −1 RF, 1d6 Cohesion', () => {
    const r = unwrap(vcNvaActivity(dice(4, 6), { eal: 3 }));
    expect(r).toMatchObject({ passes: 0, result: 'wheres-charlie', eal: 2 });
    expect(r.effects).toEqual({ ealChange: -1, pefRep: 1, reinforcementDice: 1, receivedFireRep: -1, cohesionDice: 1 });
  });

  it('GIVEN the exercise: II Corps Highlands, EAL 3 and PEF REP 3 (L1636) THEN each result is 9, 18 and 9 of 36', () => {
    const result = (f: number[]) => unwrap(vcNvaActivity(dice(...f), { eal: 3 })).result;
    expect(countFaces(2, (f) => result(f) === 'stepped-in-it')).toBe(9);
    expect(countFaces(2, (f) => result(f) === 'business-as-usual')).toBe(18);
    expect(countFaces(2, (f) => result(f) === 'wheres-charlie')).toBe(9);
  });

  it('GIVEN EAL 0 THEN it stays at 0 after "Where\'s Charlie?"; a negative EAL is refused', () => {
    expect(unwrap(vcNvaActivity(dice(1, 1), { eal: 0 })).eal).toBe(0);
    expectCode(vcNvaActivity(dice(), { eal: -1 }), 'fng/invalid-eal');
  });
});
