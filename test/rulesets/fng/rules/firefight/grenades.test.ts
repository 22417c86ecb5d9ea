import { describe, expect, it } from 'vitest';
import { backBlast, blastProtection, escapeOops, readyGrenade, throwGrenade, type ThrowInput } from '../../../../../src/rulesets/fng/rules/firefight/grenades.js';
import { isOutgunned } from '../../../../../src/rulesets/fng/rules/firefight/outgunned.js';
import { receivedFire } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { combatDamage } from '../../../../../src/rulesets/fng/rules/firefight/damage.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const base: ThrowInput = { rep: 4, distance: 5, canSeeSpot: true, communist: false, dudRule: 'any-1-2' };
const toss = (faces: number[], input: Partial<ThrowInput> = {}) => unwrap(throwGrenade(dice(...faces), { ...base, ...input }, 'grenade'));

describe('FNG grenades and LAWs (seed L563, L769, L854–L884)', () => {
  it('GIVEN Ready the Grenade/LAW THEN 2 ready now, 1 in reaction or next active, 0 next active', () => {
    expect(unwrap(readyGrenade(dice(1, 4), 4, 'ready')).result).toBe('ready-now');
    expect(unwrap(readyGrenade(dice(1, 5), 4, 'ready')).result).toBe('reaction-or-next-active');
    expect(unwrap(readyGrenade(dice(5, 5), 4, 'ready')).result).toBe('next-active');
    expectCode(readyGrenade(dice(), 0, 'ready'), 'fng/invalid-rep');
  });

  it('GIVEN the example L880 (Tan REP 4 throws blind at Billy: 3, 6; dud die 3) THEN a miss that is no dud; Billy passes 2d6 but the grenade outguns his M-16: Duck Back', () => {
    const d = dice(3, 6, 3);
    const tan = unwrap(throwGrenade(d, { ...base, canSeeSpot: false, communist: true }, 'grenade Tan'));
    expect(tan).toMatchObject({ passes: 1, landing: 'missed', dud: false, explodes: true, blastCentre: 'none', receivedFire: 'outgunning' });
    expect(d.remaining).toBe(0);
    const outgunned = isOutgunned({ attackerOr: 5, targetOr: 3, canReturnFire: true });
    expect(unwrap(receivedFire(dice(1, 2), { rep: 5, inCover: true, outgunned }, 'rf Billy')).outcome).toBe('duck-back');
  });

  it('GIVEN the example L880 (Nguyen drops one over the wall: passes 1; dud die 3) THEN it lands on the spot and explodes; Billy rolls damage', () => {
    const nguyen = toss([4, 6, 3], { canSeeSpot: false, dropped: true, communist: true });
    expect(nguyen).toMatchObject({ landing: 'on-spot', dud: false, explodes: true, blastCentre: 'nominated-spot', receivedFire: 'none' });
    expect(unwrap(combatDamage(dice(2), { impact: 2, coverEvenMiss: true }, 'damage Billy')).result).toBe('out-of-the-fight');
  });

  it('GIVEN 2 passes THEN on the spot; 1 pass in view THEN on the spot; 0 THEN Oops at the thrower\'s feet', () => {
    expect(toss([1, 2, 6]).landing).toBe('on-spot');
    expect(toss([1, 6, 6]).landing).toBe('on-spot');
    expect(toss([5, 6, 6])).toMatchObject({ landing: 'oops', blastCentre: 'thrower', escapeRolls: true });
  });

  it('GIVEN the L563 dud rule THEN a 1–2 on any grenade, hit or miss: no blast, Received Fire without being outgunned', () => {
    expect(toss([1, 2, 2])).toMatchObject({ dud: true, explodes: false, blastCentre: 'none', receivedFire: 'not-outgunned' });
    expect(toss([5, 6, 1])).toMatchObject({ landing: 'oops', dud: true, escapeRolls: false });
  });

  it('GIVEN the L769 dud rule THEN only VC/NVA grenades that land on the spot roll, 5–6 a dud, OR 2 lower', () => {
    const rule = { dudRule: 'vc-nva-5-6' as const };
    expect(toss([1, 2], rule)).not.toHaveProperty('dud');
    expect(toss([1, 6], { ...rule, canSeeSpot: false, communist: true })).not.toHaveProperty('dud');
    expect(toss([1, 2, 5], { ...rule, communist: true })).toMatchObject({ dud: true, explodes: false, receivedFire: 'or-minus-2' });
    expect(toss([1, 2, 4], { ...rule, communist: true })).toMatchObject({ dud: false, explodes: true });
  });

  it('GIVEN reach THEN 6" (9" Ball Player, 3" satchel) or refused', () => {
    expectCode(throwGrenade(dice(), { ...base, distance: 7 }, 'g'), 'fng/out-of-throw-range');
    expect(toss([1, 1, 6], { distance: 9, ballPlayer: true }).landing).toBe('on-spot');
    expectCode(throwGrenade(dice(), { ...base, distance: 4, satchelCharge: true }, 'g'), 'fng/out-of-throw-range');
    expectCode(throwGrenade(dice(), { ...base, rep: 9 }, 'g'), 'fng/invalid-rep');
  });

  it('GIVEN an Oops THEN 1d6 at most REP drops prone and escapes (L877)', () => {
    expect(unwrap(escapeOops(dice(4), 4, 'escape')).escapes).toBe(true);
    expect(unwrap(escapeOops(dice(5), 4, 'escape')).escapes).toBe(false);
  });

  it('GIVEN cover between figure and blast THEN DV ≥ Impact protects (Duck Back, or Stunned by house rule), weaker cover does not (L876–L878)', () => {
    expect(blastProtection({ impact: 2, coverDv: 3, blastCover: 'duck-back' })).toBe('duck-back');
    expect(blastProtection({ impact: 2, coverDv: 3, blastCover: 'stunned' })).toBe('stunned');
    expect(blastProtection({ impact: 2, coverDv: 2, blastCover: 'duck-back' })).toBe('duck-back');
    expect(blastProtection({ impact: 3, coverDv: 2, blastCover: 'duck-back' })).toBe('damage');
    expect(blastProtection({ impact: 2, blastCover: 'duck-back' })).toBe('damage');
  });

  it('GIVEN back blasts THEN rockets 6"/2, claymores 4"/2, recoilless rifles by house rule', () => {
    expect(backBlast('rocket-launcher', '8-impact-3')).toEqual({ inches: 6, impact: 2, halfWidthInches: 1 });
    expect(backBlast('claymore', '8-impact-3')).toMatchObject({ inches: 4, impact: 2 });
    expect(backBlast('recoilless-rifle', '8-impact-3')).toMatchObject({ inches: 8, impact: 3 });
    expect(backBlast('recoilless-rifle', '6-impact-2')).toMatchObject({ inches: 6, impact: 2 });
  });

  it('GIVEN REP 4 throwing blind with the L563 rule THEN a blast on the spot in 16/36 × 4/6 = 64 of 216', () => {
    const onSpot = (f: number[]) => {
      const r = toss(f, { canSeeSpot: false });
      return r.blastCentre === 'nominated-spot';
    };
    expect(countFaces(3, onSpot)).toBe(64);
  });
});
