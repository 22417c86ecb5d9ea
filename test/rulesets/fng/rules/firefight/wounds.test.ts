import { describe, expect, it } from 'vitest';
import { carrierCharged, carrying, walkingWounded, worseDamage } from '../../../../../src/rulesets/fng/rules/firefight/wounds.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG damage levels and retrieving wounded (seed L716–L720, L936–L957)', () => {
  it('GIVEN damage levels THEN OD is worse than OOF, which is worse than Stunned', () => {
    expect(worseDamage('stunned', 'out-of-the-fight')).toBe('out-of-the-fight');
    expect(worseDamage('obviously-dead', 'out-of-the-fight')).toBe('obviously-dead');
  });

  it('GIVEN an OOF figure THEN walking wounded on 1–2 only (2/6)', () => {
    expect(walkingWounded(dice(2), 'oof').walkingWounded).toBe(true);
    expect(walkingWounded(dice(3), 'oof').walkingWounded).toBe(false);
    expect(countFaces(1, (f) => walkingWounded(dice(...f), 'oof').walkingWounded)).toBe(2);
  });

  it('GIVEN a carrier THEN 2" off its move, snap firing, never outgunned (L955–L957)', () => {
    expect(unwrap(carrying(8))).toEqual({ move: 6, snapFiring: true, neverOutgunned: true });
    expect(unwrap(carrying(1)).move).toBe(0);
    expectCode(carrying(-1), 'fng/invalid-move');
  });

  it('GIVEN a charged carrier THEN a Grunt drops the casualty, a Star may keep it at −2d6 (L957)', () => {
    expect(carrierCharged({ star: false, keepCasualty: true })).toEqual({ dropsCasualty: true, meleeDice: 0 });
    expect(carrierCharged({ star: true, keepCasualty: true })).toEqual({ dropsCasualty: false, meleeDice: -2 });
    expect(carrierCharged({ star: true })).toEqual({ dropsCasualty: true, meleeDice: 0 });
  });
});
