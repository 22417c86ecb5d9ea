import { describe, expect, it } from 'vitest';
import { recoverFromKnockDown } from '../../../../../src/rulesets/fng/rules/firefight/recover.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const base = { leaderDieTests: 'rf-md-cohesion' as const, freeWillRecover: false };
const outcome = (faces: number[], input: Partial<Parameters<typeof recoverFromKnockDown>[1]> & { rep: number }) =>
  unwrap(recoverFromKnockDown(dice(...faces), { ...base, ...input }, 'recover')).outcome;

describe('FNG Recover From Knock Down (seed L699–L703, QRS L2454–L2458)', () => {
  it('GIVEN 2 / 1 / 0 passes THEN Stunned / Out of the Fight / Obviously Dead', () => {
    expect(outcome([2, 3], { rep: 4 })).toBe('stunned');
    expect(outcome([2, 5], { rep: 4 })).toBe('out-of-the-fight');
    expect(outcome([5, 6], { rep: 4 })).toBe('obviously-dead');
  });

  it('GIVEN the example L703 (Sgt Jones, flak jacket, 3d6, passes 1) THEN Out of the Fight', () => {
    const d = dice(2, 5, 6);
    const r = unwrap(recoverFromKnockDown(d, { ...base, rep: 4, flakJacket: true }, 'recover Jones'));
    expect(r.roll.passes).toBe(1);
    expect(r.outcome).toBe('out-of-the-fight');
    expect(d.remaining).toBe(0);
  });

  it('GIVEN Hard As Nails THEN 3d6 too; with a flak jacket still 3d6', () => {
    const d = dice(6, 6, 1);
    expect(unwrap(recoverFromKnockDown(d, { ...base, rep: 4, hardAsNails: true, flakJacket: true }, 'r')).outcome).toBe(
      'out-of-the-fight',
    );
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the Leader Die only under rf-md-recover, Free Will only under fng.freewill.recover', () => {
    expectCode(recoverFromKnockDown(dice(), { ...base, rep: 4, leaderDie: true }, 'r'), 'fng/leader-die-not-used');
    expect(outcome([5, 6], { rep: 4, leaderDie: true, leaderDieTests: 'rf-md-recover' })).toBe('out-of-the-fight');
    expectCode(recoverFromKnockDown(dice(), { ...base, rep: 5, choice: 2 }, 'r'), 'fng/free-will-not-allowed');
    expect(outcome([], { rep: 5, choice: 2, freeWillRecover: true })).toBe('stunned');
    expectCode(recoverFromKnockDown(dice(), { ...base, rep: 0 }, 'r'), 'fng/invalid-rep');
  });

  it('GIVEN REP 4 THEN Stunned 16, OOF 16, OD 4 of 36', () => {
    expect(countFaces(2, (f) => outcome(f, { rep: 4 }) === 'stunned')).toBe(16);
    expect(countFaces(2, (f) => outcome(f, { rep: 4 }) === 'out-of-the-fight')).toBe(16);
    expect(countFaces(2, (f) => outcome(f, { rep: 4 }) === 'obviously-dead')).toBe(4);
  });

  it('GIVEN REP 4 with a flak jacket THEN Stunned 160, OOF 48, OD 8 of 216', () => {
    const o = (f: number[]) => outcome(f, { rep: 4, flakJacket: true });
    expect(countFaces(3, (f) => o(f) === 'stunned')).toBe(160);
    expect(countFaces(3, (f) => o(f) === 'out-of-the-fight')).toBe(48);
    expect(countFaces(3, (f) => o(f) === 'obviously-dead')).toBe(8);
  });
});
