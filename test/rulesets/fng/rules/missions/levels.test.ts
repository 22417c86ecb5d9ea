import { describe, expect, it } from 'vitest';
import { enemyActivityLevel, supportLevel } from '../../../../../src/rulesets/fng/rules/missions/levels.js';
import { countFaces, dice } from '../../../../helpers/rules.js';

const eal = (faces: number[], statusModifier: -1 | 0 | 1, range: 'clamp-1-6' | 'open' = 'clamp-1-6', cakeWalk = false) =>
  enemyActivityLevel({ statusModifier, range, cakeWalk }, dice(...faces)).eal;

describe('FNG Support Level and Enemy Activity Level (seed L1344–L1352)', () => {
  it('GIVEN 2 and 3 THEN the lower die: Support Level 2 (example L1332)', () => {
    const r = supportLevel(dice(2, 3));
    expect(r.level).toBe(2);
    expect(r.doubles).toBe(false);
  });

  it('GIVEN doubles THEN that number counts', () => {
    expect(supportLevel(dice(5, 5)).level).toBe(5);
    expect(supportLevel(dice(5, 5)).doubles).toBe(true);
  });

  it('GIVEN 3 and 5 in a Pro-Communist AO THEN EAL 3 + 1 = 4 (example L1348)', () => {
    expect(eal([3, 5], 1)).toBe(4);
  });

  it('GIVEN a Pacified AO THEN the EAL is one lower', () => {
    expect(eal([3, 5], -1)).toBe(2);
    expect(eal([6, 6], 0)).toBe(6);
  });

  it('GIVEN an EAL pushed outside 1–6 THEN the range house rule keeps it in 1–6 or leaves it', () => {
    expect(eal([1, 4], -1)).toBe(1);
    expect(eal([1, 4], -1, 'open')).toBe(0);
    expect(eal([6, 6], 1)).toBe(6);
    expect(eal([6, 6], 1, 'open')).toBe(7);
  });

  it('GIVEN a cake walk pending (Good Mission 5) THEN the EAL is 3 at most', () => {
    const r = enemyActivityLevel({ statusModifier: 1, range: 'clamp-1-6', cakeWalk: true }, dice(5, 5));
    expect(r.eal).toBe(3);
    expect(r.cakeWalkApplied).toBe(true);
    expect(eal([2, 4], 0, 'clamp-1-6', true)).toBe(2);
  });

  it('GIVEN all 36 rolls THEN P(level k) = (1 + 2(6 − k))/36: 11, 9, 7, 5, 3, 1', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((k) => countFaces(2, (f) => supportLevel(dice(...f)).level === k));
    expect(counts).toEqual([11, 9, 7, 5, 3, 1]);
  });

  it('GIVEN a Pro-Communist AO THEN the EAL distribution shifts up one, 6 taking what 5 and 6 had', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((k) => countFaces(2, (f) => eal(f, 1) === k));
    expect(counts).toEqual([0, 11, 9, 7, 5, 4]);
  });

  it('GIVEN a Pacified AO THEN EAL 1 takes what 1 and 2 had', () => {
    const counts = [1, 2, 3, 4, 5, 6].map((k) => countFaces(2, (f) => eal(f, -1) === k));
    expect(counts).toEqual([20, 7, 5, 3, 1, 0]);
  });
});
