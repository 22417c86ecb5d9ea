import { describe, expect, it } from 'vitest';
import { chance, countFace, d66, halfD6, passDice, successes, sumD6 } from '../../../../../src/rulesets/fng/rules/figures/dice.js';
import { countFaces, dice } from '../../../../helpers/rules.js';

describe('FNG dice conventions (seed L285–L317)', () => {
  it('GIVEN 2d6 vs REP 4 THEN each die of 4 or less passes (L286–L294)', () => {
    expect(passDice(dice(4, 5), 2, 4, 'rf').passes).toBe(1);
    expect(passDice(dice(1, 4), 2, 4, 'rf').passes).toBe(2);
    expect(passDice(dice(5, 6), 2, 4, 'rf').passes).toBe(0);
  });

  it('GIVEN a table where 6 always fails THEN a 6 fails even against REP 6 (L987, L1509)', () => {
    expect(passDice(dice(6, 6), 2, 6, 'recovery', { autoFailOnSix: true }).passes).toBe(0);
    expect(passDice(dice(6, 5), 2, 7, 'recovery', { autoFailOnSix: true }).passes).toBe(1);
    expect(passDice(dice(6, 5), 2, 6, 'recovery').passes).toBe(2);
  });

  it('GIVEN a count at or below zero THEN nothing is rolled', () => {
    const d = dice();
    expect(passDice(d, -1, 4, 'x').passes).toBe(0);
    expect(successes(d, 0, 'x').passes).toBe(0);
  });

  it('GIVEN REP d6 THEN 1, 2 and 3 are successes (L297–L299)', () => {
    expect(successes(dice(1, 3, 4, 6), 4, 'in sight').passes).toBe(2);
  });

  it('GIVEN exact odds THEN pass 2d6 vs REP 4 is 2 with 16/36, 1 with 16/36, 0 with 4/36', () => {
    const passes = (f: number[]) => passDice(dice(...f), 2, 4, 'rf').passes;
    expect(countFaces(2, (f) => passes(f) === 2)).toBe(16);
    expect(countFaces(2, (f) => passes(f) === 1)).toBe(16);
    expect(countFaces(2, (f) => passes(f) === 0)).toBe(4);
  });

  it('GIVEN 1/2d6 THEN 1–2 → 1, 3–4 → 2, 5–6 → 3 (L296)', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => halfD6(dice(f), 'h').value)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('GIVEN a d66 THEN the first die is the tens (L356)', () => {
    expect(d66(dice(3, 5), 'attribute').value).toBe(35);
  });

  it('GIVEN a possibility (1-2) THEN it happens on 1 and 2 only (L302)', () => {
    expect([1, 2, 3, 6].map((f) => chance(dice(f), 1, 2, 'dud').happens)).toEqual([true, true, false, false]);
  });

  it('GIVEN summed dice THEN the total is read as rolled (L306–L310)', () => {
    expect(sumD6(dice(2, 5, 6), 3, 'pc').total).toBe(13);
    expect(countFace([1, 1, 6, 3], 1)).toBe(2);
  });
});
