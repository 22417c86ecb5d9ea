import { describe, expect, it } from 'vitest';
import { passDice } from '../../../../../src/rulesets/fng/rules/figures/dice.js';
import type { FigureStatus, Rep, Role } from '../../../../../src/rulesets/fng/rules/figures/figure.js';
import {
  activationRep,
  forceCommander,
  forceCommanderReach,
  formGroups,
  groupLeader,
  squadCommander,
  type GroupFigure,
  type Link,
} from '../../../../../src/rulesets/fng/rules/figures/groups.js';
import { rollLeaderDie, withLeaderDie } from '../../../../../src/rulesets/fng/rules/firefight/leader-die.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

/** The group leader's Leader Die: a stand-in leader (no Leader Die, L597) is refused. */
const leaderDie = (d: ReturnType<typeof dice>, l: { rep: number; leaderDie: boolean }, label: string) =>
  rollLeaderDie(d, { leaderRep: l.rep, replacementLeader: !l.leaderDie }, label);

const fig = (id: string, role: Role, rep: Rep, status: FigureStatus = 'carry-on', pointmanAhead?: boolean): GroupFigure => ({
  id,
  role,
  rep,
  status,
  ...(pointmanAhead === undefined ? {} : { pointmanAhead }),
});
const link = (a: string, b: string, distance: number, los = true): Link => ({ a, b, distance, los });

describe('Groups (seed L569–L578)', () => {
  it('GIVEN figures 3" apart in a line THEN they chain into one group', () => {
    const figures = [fig('a', 'squad-leader', 5), fig('b', 'rifleman', 4), fig('c', 'rifleman', 3)];
    expect(formGroups(figures, [link('a', 'b', 3), link('b', 'c', 3), link('a', 'c', 6)]).groups).toEqual([['a', 'b', 'c']]);
  });

  it('GIVEN the middle figure hit THEN the chain breaks into two groups (L578)', () => {
    const figures = [fig('a', 'squad-leader', 5), fig('b', 'rifleman', 4, 'stunned'), fig('c', 'rifleman', 3)];
    const g = formGroups(figures, [link('a', 'b', 3), link('b', 'c', 3), link('a', 'c', 6)]);
    expect(g.groups).toEqual([['a'], ['c']]);
    expect(g.unlinked).toEqual(['b']);
  });

  it('GIVEN exactly 4" THEN linked; more than 4" or no LOS THEN not (L573)', () => {
    const figures = [fig('a', 'rifleman', 4), fig('b', 'rifleman', 4), fig('c', 'rifleman', 4), fig('d', 'rifleman', 4)];
    const g = formGroups(figures, [link('a', 'b', 4), link('b', 'c', 4.1), link('c', 'd', 2, false)]);
    expect(g.groups).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('GIVEN a Pointman on point ahead THEN he links at 8" (L362)', () => {
    const figures = [fig('p', 'rifleman', 4, 'carry-on', true), fig('a', 'squad-leader', 5)];
    expect(formGroups(figures, [link('p', 'a', 7.5)]).groups).toEqual([['p', 'a']]);
    expect(formGroups([fig('p', 'rifleman', 4), fig('a', 'squad-leader', 5)], [link('p', 'a', 7.5)]).groups).toEqual([['p'], ['a']]);
  });

  it('GIVEN squads A and B within 4" and C further off THEN A and B form one group, C another (L583)', () => {
    const figures = [fig('a1', 'squad-leader', 4), fig('a2', 'rifleman', 3), fig('b1', 'squad-leader', 3), fig('c1', 'squad-leader', 4)];
    const g = formGroups(figures, [link('a1', 'a2', 2), link('a2', 'b1', 3.5), link('b1', 'c1', 9)]);
    expect(g.groups).toEqual([['a1', 'a2', 'b1'], ['c1']]);
  });
});

describe('Leaders and the Leader Die (seed L581–L598)', () => {
  it('GIVEN the exercise: REP 4 leader rolls 2, 5 and LD 3; REP 4, 3, 2 soldiers roll 4 6, 2 6, 1 4 THEN all pass 2d6 (L598–L601)', () => {
    const leader = groupLeader([fig('L', 'squad-leader', 4), fig('s4', 'rifleman', 4), fig('s3', 'rifleman', 3), fig('s2', 'rifleman', 2)])!;
    expect(leader).toEqual({ id: 'L', rep: 4, leaderDie: true, acting: false });
    const d = dice(3, 2, 5, 4, 6, 2, 6, 1, 4);
    const ld = unwrap(leaderDie(d, leader, 'squad'));
    expect(ld.passed).toBe(true);
    const reps: Rep[] = [4, 4, 3, 2];
    const totals = reps.map((rep) => withLeaderDie(passDice(d, 2, rep, 'received fire').passes, ld.passed));
    expect(totals).toEqual([2, 2, 2, 2]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the example: 3 pass 2d6, 4 pass 1d6, 2 pass 0d6 and the REP 5 leader rolls 4 THEN seven pass 2d6 or more and two pass 1d6 (L582)', () => {
    const ld = unwrap(leaderDie(dice(4), { rep: 5, leaderDie: true }, 'squad'));
    const after = [2, 2, 2, 1, 1, 1, 1, 0, 0].map((p) => withLeaderDie(p, ld.passed));
    expect(after.filter((p) => p >= 2)).toHaveLength(7);
    expect(after.filter((p) => p === 1)).toHaveLength(2);
  });

  it('GIVEN a failed Leader Die THEN nothing is added; a stand-in leader rolls none (L581, L597)', () => {
    expect(unwrap(leaderDie(dice(6), { rep: 5, leaderDie: true }, 'squad')).passed).toBe(false);
    expect(withLeaderDie(1, false)).toBe(1);
    expectCode(leaderDie(dice(), { rep: 4, leaderDie: false }, 'group'), 'fng/leader-die-unavailable');
  });

  it('GIVEN a REP 4 leader THEN his Leader Die passes 4 times in 6', () => {
    expect(countFaces(1, (f) => unwrap(leaderDie(dice(...f), { rep: 4, leaderDie: true }, 'squad')).passed)).toBe(4);
  });

  it('GIVEN the Platoon Leader joins squad B THEN he commands it and his Leader Die is used (L586, L588)', () => {
    const b = [fig('sgtB', 'squad-leader', 3), fig('b2', 'rifleman', 4), fig('lt', 'platoon-leader', 5)];
    expect(groupLeader(b)).toMatchObject({ id: 'lt', rep: 5, leaderDie: true });
  });

  it('GIVEN a group with no NCO or officer THEN its highest REP stands in, without a Leader Die (L575, L597)', () => {
    expect(groupLeader([fig('a', 'rifleman', 3), fig('b', 'grenadier', 4)])).toEqual({ id: 'b', rep: 4, leaderDie: false, acting: true });
    expect(groupLeader([fig('a', 'rifleman', 3, 'obviously-dead')])).toBeUndefined();
  });
});

describe('Squad command when leaders fall (seed L594–L597)', () => {
  it('GIVEN the squad leader out of the fight THEN the Jr. NCO takes command with the Leader Die', () => {
    const squad = [fig('sl', 'squad-leader', 5, 'out-of-fight'), fig('j1', 'jr-nco', 3), fig('j2', 'jr-nco', 4), fig('r', 'rifleman', 5)];
    expect(squadCommander(squad)).toEqual({ id: 'j2', rep: 4, leaderDie: true, acting: false });
  });

  it('GIVEN leader and Jr. NCOs dead or out THEN the highest REP member stands in without the Leader Die', () => {
    const squad = [fig('sl', 'squad-leader', 5, 'obviously-dead'), fig('j1', 'jr-nco', 3, 'out-of-fight'), fig('r1', 'rifleman', 3), fig('r2', 'rifleman', 5)];
    expect(squadCommander(squad)).toEqual({ id: 'r2', rep: 5, leaderDie: false, acting: true });
  });

  it('GIVEN a stunned squad leader THEN he still commands', () => {
    expect(squadCommander([fig('sl', 'squad-leader', 4, 'stunned'), fig('j', 'jr-nco', 5)])?.id).toBe('sl');
  });
});

describe('The Force Commander (seed L584–L592)', () => {
  it('GIVEN only my squad THEN its REP 5 Star leader is the FC; the arriving REP 3 Platoon Commander takes over (L584)', () => {
    const squad = [fig('star', 'squad-leader', 5), fig('j', 'jr-nco', 4), fig('r', 'rifleman', 6)];
    expect(forceCommander(squad)?.id).toBe('star');
    expect(forceCommander([...squad, fig('lt', 'platoon-leader', 3)])?.id).toBe('lt');
  });

  it('GIVEN equal echelons THEN the higher REP, then the first listed; the dead command nobody', () => {
    expect(forceCommander([fig('a', 'squad-leader', 4), fig('b', 'squad-leader', 5)])?.id).toBe('b');
    expect(forceCommander([fig('a', 'squad-leader', 4), fig('b', 'squad-leader', 4)])?.id).toBe('a');
    expect(forceCommander([fig('lt', 'platoon-leader', 5, 'obviously-dead'), fig('a', 'squad-leader', 4)])?.id).toBe('a');
    expect(forceCommander([fig('r', 'rifleman', 6)])).toBeUndefined();
  });

  it('GIVEN the REP 5 Platoon Leader within 12" of squad leaders A (REP 4) and B (REP 3) and an activation roll of 5 THEN both activate on his REP (L588)', () => {
    const fc = { id: 'lt', role: 'platoon-leader' as const, rep: 5 as const };
    for (const [id, rep] of [['A', 4], ['B', 3]] as const) {
      const a = activationRep({ leader: { id, rep, leaderDie: true, acting: false }, leaderRole: 'squad-leader', forceCommander: fc, distanceToForceCommander: 11, losToForceCommander: true });
      expect(a).toEqual({ rep: 5, source: 'force-commander' });
      expect(a.rep >= 5).toBe(true);
    }
  });

  it('GIVEN a squad out of LOS with a radio THEN the Platoon Leader reaches it by radio through his RTO (L590)', () => {
    expect(forceCommanderReach({ distance: 10, los: false, fcHasRadio: true, groupHasRadio: true })).toBe('by-radio');
    expect(forceCommanderReach({ distance: 10, los: false, fcHasRadio: true, groupHasRadio: false })).toBe('out-of-command');
    expect(forceCommanderReach({ distance: 12, los: true, fcHasRadio: false, groupHasRadio: false })).toBe('in-command');
    expect(forceCommanderReach({ distance: 12.5, los: true, fcHasRadio: false, groupHasRadio: false })).toBe('out-of-command');
  });

  it('GIVEN the REP 4 Company Commander arrives and joins the Platoon Leader, and the roll is 5 THEN the Platoon Leader must use REP 4 and cannot activate (L592)', () => {
    const all = [fig('lt', 'platoon-leader', 5), fig('cc', 'company-commander', 4)];
    const cc = forceCommander(all)!;
    expect(cc.id).toBe('cc');
    const a = activationRep({ leader: { id: 'lt', rep: 5, leaderDie: true, acting: false }, leaderRole: 'platoon-leader', forceCommander: cc, distanceToForceCommander: 1, losToForceCommander: true });
    expect(a).toEqual({ rep: 4, source: 'force-commander' });
    expect(a.rep >= 5).toBe(false);
  });

  it('GIVEN a leader beyond 12", out of LOS, or the FC himself THEN his own REP', () => {
    const fc = { id: 'lt', role: 'platoon-leader' as const, rep: 3 as const };
    const leader = { id: 'sl', rep: 5 as const, leaderDie: true, acting: false };
    expect(activationRep({ leader, leaderRole: 'squad-leader', forceCommander: fc, distanceToForceCommander: 13, losToForceCommander: true })).toEqual({ rep: 5, source: 'leader' });
    expect(activationRep({ leader, leaderRole: 'squad-leader', forceCommander: fc, distanceToForceCommander: 5, losToForceCommander: false })).toEqual({ rep: 5, source: 'leader' });
    expect(activationRep({ leader: { ...leader, id: 'lt' }, leaderRole: 'platoon-leader', forceCommander: fc })).toEqual({ rep: 5, source: 'leader' });
    expect(activationRep({ leader: { id: 'r', rep: 4, leaderDie: false, acting: true }, leaderRole: 'rifleman' })).toEqual({ rep: 4, source: 'highest-rep' });
  });
});
