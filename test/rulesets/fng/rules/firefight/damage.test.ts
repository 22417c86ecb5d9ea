import { describe, expect, it } from 'vitest';
import { combatDamage, effectiveImpact } from '../../../../../src/rulesets/fng/rules/firefight/damage.js';
import { recoverFromKnockDown } from '../../../../../src/rulesets/fng/rules/firefight/recover.js';
import { allFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const hit = (die: number, impact: number, extra: { inCover?: boolean; melee?: boolean; coverEvenMiss?: boolean } = {}) =>
  unwrap(combatDamage(dice(die), { impact, coverEvenMiss: true, ...extra }, 'damage')).result;

describe('FNG Combat Damage (seed L836–L851, QRS L2486–L2492)', () => {
  it('GIVEN a 1 THEN Obviously Dead; up to Impact Out of the Fight; above it Knocked Down', () => {
    expect(hit(1, 2)).toBe('obviously-dead');
    expect(hit(2, 2)).toBe('out-of-the-fight');
    expect(hit(3, 2)).toBe('knocked-down');
  });

  it('GIVEN the example L851 (Billy hits Phouc in cover, die 4 vs Impact 2) THEN a miss; Phouc hits Billy, 5 vs Impact 3, Billy passes 2d6 to recover THEN Stunned', () => {
    const onPhouc = unwrap(combatDamage(dice(4), { impact: 2, inCover: true, coverEvenMiss: true }, 'damage Phouc'));
    expect(onPhouc.result).toBe('miss');
    const onBilly = unwrap(combatDamage(dice(5), { impact: 3, coverEvenMiss: true }, 'damage Billy'));
    expect(onBilly.result).toBe('knocked-down');
    const recover = unwrap(recoverFromKnockDown(dice(2, 3), { rep: 5, leaderDieTests: 'rf-md-cohesion', freeWillRecover: false }, 'recover Billy'));
    expect(recover.outcome).toBe('stunned');
  });

  it('GIVEN fng.damage.cover-even-miss off THEN the same 4 knocks Phouc down', () => {
    expect(hit(4, 2, { inCover: true, coverEvenMiss: false })).toBe('knocked-down');
  });

  it('GIVEN melee THEN cover never turns a hit into a miss (L921, L925)', () => {
    expect(hit(2, 3, { inCover: true, melee: true })).toBe('out-of-the-fight');
  });

  it('GIVEN a target in cover THEN a 1 still kills and odd dice read normally', () => {
    expect(hit(1, 2, { inCover: true })).toBe('obviously-dead');
    expect(hit(3, 3, { inCover: true })).toBe('out-of-the-fight');
    expect(hit(5, 3, { inCover: true })).toBe('knocked-down');
    expect(hit(6, 6, { inCover: true })).toBe('miss');
  });

  it('GIVEN an Impact that is not a whole number from 1 THEN refused', () => {
    expectCode(combatDamage(dice(), { impact: 0, coverEvenMiss: true }, 'd'), 'fng/invalid-impact');
    expectCode(combatDamage(dice(), { impact: 1.5, coverEvenMiss: true }, 'd'), 'fng/invalid-impact');
  });

  it('GIVEN armour THEN flak jackets take 1 off blasts, chicken plates off anything, never below 1 (L377–L381)', () => {
    expect(effectiveImpact({ impact: 2, blast: true, flakJacket: true })).toBe(1);
    expect(effectiveImpact({ impact: 2, flakJacket: true })).toBe(2);
    expect(effectiveImpact({ impact: 3, chickenPlate: true })).toBe(2);
    expect(effectiveImpact({ impact: 1, blast: true, flakJacket: true, chickenPlate: true })).toBe(1);
  });

  // Exact, per Impact 1–6, of 6 faces: in the open OD 1, OOF Impact−1, KD 6−Impact; in cover 2, 4, 6 miss
  // and only the odd faces read the table.
  const OPEN: Record<number, [number, number, number, number]> = {
    1: [1, 0, 5, 0],
    2: [1, 1, 4, 0],
    3: [1, 2, 3, 0],
    4: [1, 3, 2, 0],
    5: [1, 4, 1, 0],
    6: [1, 5, 0, 0],
  };
  const COVER: Record<number, [number, number, number, number]> = {
    1: [1, 0, 2, 3],
    2: [1, 0, 2, 3],
    3: [1, 1, 1, 3],
    4: [1, 1, 1, 3],
    5: [1, 2, 0, 3],
    6: [1, 2, 0, 3],
  };
  const order = ['obviously-dead', 'out-of-the-fight', 'knocked-down', 'miss'] as const;
  for (const [name, table, inCover] of [['open', OPEN, false], ['cover', COVER, true]] as const) {
    it(`GIVEN Impact 1–6 ${name === 'open' ? 'in the open' : 'in cover'} THEN OD/OOF/KD/miss tally exactly`, () => {
      for (const [impact, expected] of Object.entries(table)) {
        const tally = [0, 0, 0, 0];
        for (const f of allFaces(1)) tally[order.indexOf(hit(f[0]!, Number(impact), { inCover }))]! += 1;
        expect(tally, `Impact ${impact}`).toEqual(expected);
      }
    });
  }
});
