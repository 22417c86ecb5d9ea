import { describe, expect, it } from 'vitest';
import { contact, isRainySeason } from '../../../../../src/rulesets/fng/rules/tour/contact.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const outcome = (faces: number[], starRep: number, rainySeason: boolean, threeDice = false) =>
  unwrap(contact({ starRep, rainySeason, threeDice }, dice(...faces))).outcome;

describe('FNG Contact (seed L1312–L1319, L1330)', () => {
  it('GIVEN two dice passed THEN contact: a mission is generated', () => {
    expect(outcome([4, 2], 4, false)).toBe('contact');
  });

  it('GIVEN one die passed THEN no contact, and the next test rolls 3d6', () => {
    const r = unwrap(contact({ starRep: 4, rainySeason: false, threeDice: false }, dice(4, 5)));
    expect(r.outcome).toBe('no-contact-roll-3d6-next');
    expect(r.nextRollsThreeDice).toBe(true);
  });

  it('GIVEN no die passed THEN no contact', () => {
    expect(outcome([5, 6], 4, false)).toBe('no-contact');
  });

  it('GIVEN the rainy season THEN the Star counts −1 REP (a 4 no longer passes REP 4)', () => {
    expect(outcome([4, 4], 4, false)).toBe('contact');
    expect(outcome([4, 4], 4, true)).toBe('no-contact');
    expect(unwrap(contact({ starRep: 4, rainySeason: true, threeDice: false }, dice(3, 4))).target).toBe(3);
  });

  it('GIVEN 3d6 after a single pass THEN two passes of three make contact and one pass gives 3d6 again', () => {
    const d = dice(6, 2, 3);
    expect(unwrap(contact({ starRep: 4, rainySeason: false, threeDice: true }, d)).outcome).toBe('contact');
    expect(d.remaining).toBe(0);
    expect(outcome([6, 6, 1], 4, false, true)).toBe('no-contact-roll-3d6-next');
    expect(outcome([1, 1, 1], 4, false, true)).toBe('contact');
  });

  it('GIVEN May to November THEN it is the rainy season (L1313, L1341)', () => {
    expect([1, 4, 5, 11, 12].map(isRainySeason)).toEqual([false, false, true, true, false]);
  });

  it('GIVEN an impossible REP THEN it is refused', () => {
    expectCode(contact({ starRep: 9, rainySeason: false, threeDice: false }, dice()), 'fng/bad-rep');
  });

  it('GIVEN REP 3–6 THEN P(contact) is exact, dry and rainy, on 2d6', () => {
    const p = (rep: number, rainy: boolean) => countFaces(2, (f) => outcome(f, rep, rainy) === 'contact');
    expect([3, 4, 5, 6].map((r) => p(r, false))).toEqual([9, 16, 25, 36]);
    expect([3, 4, 5, 6].map((r) => p(r, true))).toEqual([4, 9, 16, 25]);
  });

  it('GIVEN REP 3–6 THEN the single-pass chance (3d6 next turn) is exact, dry and rainy', () => {
    const p = (rep: number, rainy: boolean) => countFaces(2, (f) => outcome(f, rep, rainy) === 'no-contact-roll-3d6-next');
    expect([3, 4, 5, 6].map((r) => p(r, false))).toEqual([18, 16, 10, 0]);
    expect([3, 4, 5, 6].map((r) => p(r, true))).toEqual([16, 18, 16, 10]);
  });

  it('GIVEN 3d6 THEN P(contact) out of 216 is exact for REP 3–6, dry and rainy', () => {
    const p = (rep: number, rainy: boolean) => countFaces(3, (f) => outcome(f, rep, rainy, true) === 'contact');
    expect([3, 4, 5, 6].map((r) => p(r, false))).toEqual([108, 160, 200, 216]);
    expect([3, 4, 5, 6].map((r) => p(r, true))).toEqual([56, 108, 160, 200]);
  });
});
