import { describe, expect, it } from 'vitest';
import { cohesionTest } from '../../../../../src/rulesets/fng/rules/firefight/cohesion.js';
import { rollLeaderDie } from '../../../../../src/rulesets/fng/rules/firefight/leader-die.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const base = { leaderDieTests: 'rf-md-cohesion' as const, halfStrengthOrLess: false };

describe('FNG Cohesion Test (seed L702–L707)', () => {
  it('GIVEN the example L707 (LD 6 vs REP 5; group dice 3 and 4; unit at half strength) THEN REP 3 retires, REP 4s and 5 carry on', () => {
    const d = dice(6, 3, 4);
    const ld = unwrap(rollLeaderDie(d, { leaderRep: 5 }, 'ld L')).passed;
    expect(ld).toBe(false);
    const r = unwrap(
      cohesionTest(
        d,
        {
          ...base,
          halfStrengthOrLess: true,
          leaderDie: ld,
          members: [
            { id: '4', rep: 3 },
            { id: '5', rep: 4 },
            { id: '7', rep: 4 },
            { id: 'L', rep: 5 },
          ],
        },
        'cohesion',
      ),
    );
    expect(r.members.map((m) => [m.id, m.passes, m.outcome])).toEqual([
      ['4', 1, 'retire'],
      ['5', 2, 'carry-on'],
      ['7', 2, 'carry-on'],
      ['L', 2, 'carry-on'],
    ]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN 1 pass at more than half strength THEN Carry On; 0 passes THEN Retire', () => {
    const r = unwrap(cohesionTest(dice(3, 6), { ...base, members: [{ id: 'a', rep: 3 }, { id: 'b', rep: 2 }] }, 'c'));
    expect(r.members.map((m) => m.outcome)).toEqual(['carry-on', 'retire']);
  });

  it('GIVEN a passed Leader Die THEN each member adds a pass', () => {
    const r = unwrap(cohesionTest(dice(5, 6), { ...base, leaderDie: true, halfStrengthOrLess: true, members: [{ id: 'a', rep: 5 }] }, 'c'));
    expect(r.members[0]).toMatchObject({ passes: 2, outcome: 'carry-on' });
  });

  it('GIVEN a Star THEN he may choose; Tough treats Retire as Duck Back', () => {
    const r = unwrap(
      cohesionTest(
        dice(6, 6),
        { ...base, members: [{ id: 'star', rep: 5, choice: 2 }, { id: 'tough', rep: 4, temperament: { tough: true } }] },
        'c',
      ),
    );
    expect(r.members.map((m) => [m.how, m.outcome])).toEqual([
      ['free-will', 'carry-on'],
      ['rolled', 'duck-back'],
    ]);
    const d = dice();
    expect(unwrap(cohesionTest(d, { ...base, members: [{ id: 's', rep: 5, choice: 0 }] }, 'c')).members[0]?.outcome).toBe('retire');
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN VC/NVA activity THEN 3d6 after "stepped in it", 1d6 after "where\'s Charlie" (L1602)', () => {
    const up = dice(6, 6, 1);
    unwrap(cohesionTest(up, { ...base, activity: 'stepped-in-it', members: [{ id: 'vc', rep: 3 }] }, 'c'));
    expect(up.parts[0]?.faces).toHaveLength(3);
    const down = dice(1);
    unwrap(cohesionTest(down, { ...base, activity: 'wheres-charlie', members: [{ id: 'vc', rep: 3 }] }, 'c'));
    expect(down.parts[0]?.faces).toHaveLength(1);
  });

  it('GIVEN bad input THEN refused', () => {
    expectCode(cohesionTest(dice(), { ...base, members: [] }, 'c'), 'fng/empty-group');
    expectCode(cohesionTest(dice(), { ...base, members: [{ id: 'x', rep: 0 }] }, 'c'), 'fng/invalid-rep');
    expectCode(
      cohesionTest(dice(), { ...base, leaderDieTests: 'rf-md-recover', leaderDie: true, members: [{ id: 'x', rep: 4 }] }, 'c'),
      'fng/leader-die-not-used',
    );
  });

  it('GIVEN REP 4 THEN Retire in 4/36 at full strength and 20/36 at half strength', () => {
    const retires = (half: boolean) => (f: number[]) =>
      unwrap(cohesionTest(dice(...f), { ...base, halfStrengthOrLess: half, members: [{ id: 'x', rep: 4 }] }, 'c')).members[0]
        ?.outcome === 'retire';
    expect(countFaces(2, retires(false))).toBe(4);
    expect(countFaces(2, retires(true))).toBe(20);
  });

  it('GIVEN VC REP 4 after "stepped in it" (3d6) THEN Retire in 8/216', () => {
    const retires = (f: number[]) =>
      unwrap(cohesionTest(dice(...f), { ...base, activity: 'stepped-in-it', members: [{ id: 'x', rep: 4 }] }, 'c')).members[0]
        ?.outcome === 'retire';
    expect(countFaces(3, retires)).toBe(8);
  });
});
