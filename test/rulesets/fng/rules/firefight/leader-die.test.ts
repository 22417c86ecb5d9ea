import { describe, expect, it } from 'vitest';
import { leaderDieApplies, rollLeaderDie, withLeaderDie } from '../../../../../src/rulesets/fng/rules/firefight/leader-die.js';
import { passRow, rollReaction } from '../../../../../src/rulesets/fng/rules/firefight/reaction.js';
import { receivedFire } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG Leader Die (seed L581–L598, L642)', () => {
  it('GIVEN the Leader Die scores at most the leader REP THEN it passes', () => {
    expect(unwrap(rollLeaderDie(dice(4), { leaderRep: 5 }, 'ld')).passed).toBe(true);
    expect(unwrap(rollLeaderDie(dice(6), { leaderRep: 5 }, 'ld')).passed).toBe(false);
  });

  it('GIVEN a replacement leader (not an NCO) THEN he has no Leader Die (L597)', () => {
    expectCode(rollLeaderDie(dice(1), { leaderRep: 4, replacementLeader: true }, 'ld'), 'fng/leader-die-unavailable');
    expectCode(rollLeaderDie(dice(1), { leaderRep: 0 }, 'ld'), 'fng/invalid-rep');
  });

  it('GIVEN the example L589 (3 pass 2, 4 pass 1, 2 pass 0, LD passed) THEN 7 read 2 passes and 2 read 1', () => {
    const rows = [2, 2, 2, 1, 1, 1, 1, 0, 0].map((p) => passRow(withLeaderDie(p, true)));
    expect(rows.filter((r) => r === 2)).toHaveLength(7);
    expect(rows.filter((r) => r === 1)).toHaveLength(2);
  });

  it('GIVEN the exercise L598 (leader REP 4 LD 3; dice 2,5 / 4,6 / 2,6 / 1,4 for REP 4, 4, 3, 2) THEN all pass 2d6', () => {
    const d = dice(3, 2, 5, 4, 6, 2, 6, 1, 4);
    const ld = unwrap(rollLeaderDie(d, { leaderRep: 4 }, 'ld')).passed;
    const rows = [4, 4, 3, 2].map((rep) => rollReaction(d, { target: rep, dice: 2, leaderDie: ld }, 'rf').row);
    expect(rows).toEqual([2, 2, 2, 2]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN house rule fng.leader-die.tests THEN Cohesion or Recover takes it, RF and MD always', () => {
    expect(leaderDieApplies('received-fire', 'rf-md-cohesion')).toBe(true);
    expect(leaderDieApplies('man-down', 'rf-md-recover')).toBe(true);
    expect(leaderDieApplies('cohesion', 'rf-md-cohesion')).toBe(true);
    expect(leaderDieApplies('recover', 'rf-md-cohesion')).toBe(false);
    expect(leaderDieApplies('cohesion', 'rf-md-recover')).toBe(false);
    expect(leaderDieApplies('recover', 'rf-md-recover')).toBe(true);
  });

  it('GIVEN REP 4 with a passed Leader Die THEN Received Fire fires in 32/36, ducks back in 4/36, never Cohesion', () => {
    const outcome = (f: number[]) => unwrap(receivedFire(dice(...f), { rep: 4, leaderDie: true }, 'rf')).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'fire')).toBe(32);
    expect(countFaces(2, (f) => outcome(f) === 'duck-back')).toBe(4);
    expect(countFaces(2, (f) => outcome(f) === 'cohesion-test')).toBe(0);
  });
});
