import { describe, expect, it } from 'vitest';
import {
  completingReaction,
  isRep,
  passesAmong,
  passRow,
  rollReaction,
  temper,
  worseReaction,
} from '../../../../../src/rulesets/fng/rules/firefight/reaction.js';
import { receivedFire } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { countFaces, dice, unwrap } from '../../../../helpers/rules.js';

describe('FNG how to take a reaction test (seed L640–L652)', () => {
  it('GIVEN REPs THEN 1–7 are figures and anything else is not (L345, L2303)', () => {
    expect([1, 4, 7].every(isRep)).toBe(true);
    expect([0, 8, 3.5, -1].some(isRep)).toBe(false);
  });

  it('GIVEN results THEN Carry On is better than Duck Back, which is better than Retire (L650)', () => {
    expect(worseReaction('carry-on', 'duck-back')).toBe('duck-back');
    expect(worseReaction('retire', 'duck-back')).toBe('retire');
    expect(worseReaction('carry-on', 'carry-on')).toBe('carry-on');
  });

  it('GIVEN a figure still ducking back THEN a later 2-pass test cannot better it, a worse one can (L652)', () => {
    expect(completingReaction('duck-back', 'carry-on')).toBe('duck-back');
    expect(completingReaction('duck-back', 'retire')).toBe('retire');
  });

  it('GIVEN 3 passes (Leader Die or extra dice) THEN the 2-pass row is read (L293, L642)', () => {
    expect([0, 1, 2, 3, 4].map(passRow)).toEqual([0, 1, 2, 2, 2]);
  });

  it('GIVEN one roll read against several REPs THEN each counts its own passes (L648, L702)', () => {
    expect(passesAmong([3, 4], 3)).toBe(1);
    expect(passesAmong([3, 4], 4)).toBe(2);
    expect(passesAmong([3, 4], 2)).toBe(0);
  });

  it('GIVEN Free Will or hero mode THEN no dice are rolled (L344, L706)', () => {
    const d = dice();
    expect(rollReaction(d, { target: 4, dice: 2, choice: 1 }, 'rf')).toMatchObject({ passes: 1, how: 'free-will' });
    expect(rollReaction(d, { target: 4, dice: 2, heroMode: true }, 'rf')).toMatchObject({ passes: 2, how: 'hero' });
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN double ones THEN snake eyes is reported (L706)', () => {
    expect(rollReaction(dice(1, 1), { target: 4, dice: 2 }, 'rf').snakeEyes).toBe(true);
    expect(rollReaction(dice(1, 2), { target: 4, dice: 2 }, 'rf').snakeEyes).toBe(false);
  });

  it('GIVEN Coward, Tough, Nerves of Steel THEN Duck Back/Retire are rewritten (L359–L363)', () => {
    expect(temper('duck-back', { coward: true })).toBe('retire');
    expect(temper('retire', { tough: true })).toBe('duck-back');
    expect(temper('duck-back', { nervesOfSteel: true })).toBe('carry-on');
    expect(temper('fire', { coward: true })).toBe('fire');
    expect(temper('duck-back', undefined)).toBe('duck-back');
  });

  it('GIVEN the passing example THEN REP 4 with 1 and 5 passes 1d6 (L290)', () => {
    expect(unwrap(receivedFire(dice(1, 5), { rep: 4 }, 'rf Parker')).roll.passes).toBe(1);
  });

  // Exact: 2d6 vs REP r passes 2 in r², 1 in 2r(6−r), 0 in (6−r)² of 36, enumerated through Received Fire
  // (a figure in the open, not outgunned: 2 = fire, 1 = duck back, 0 = cohesion test).
  const expected: Record<number, [number, number, number]> = {
    1: [1, 10, 25],
    2: [4, 16, 16],
    3: [9, 18, 9],
    4: [16, 16, 4],
    5: [25, 10, 1],
    6: [36, 0, 0],
    7: [36, 0, 0],
  };
  for (const [rep, [two, one, zero]] of Object.entries(expected)) {
    it(`GIVEN 2d6 vs REP ${rep} THEN pass 2/1/0 in ${two}/${one}/${zero} of 36`, () => {
      const outcome = (f: number[]) => unwrap(receivedFire(dice(...f), { rep: Number(rep) }, 'rf')).outcome;
      expect(countFaces(2, (f) => outcome(f) === 'fire')).toBe(two);
      expect(countFaces(2, (f) => outcome(f) === 'duck-back')).toBe(one);
      expect(countFaces(2, (f) => outcome(f) === 'cohesion-test')).toBe(zero);
    });
  }
});
