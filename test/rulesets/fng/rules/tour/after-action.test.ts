import { describe, expect, it } from 'vitest';
import {
  afterBattleRecovery,
  badMission,
  disastrousMission,
  goodMission,
  longestInCountry,
  medalOfValor,
  missionResult,
  type Evacuation,
  type MedevacBonus,
  type RetiredRecovery,
} from '../../../../../src/rulesets/fng/rules/tour/after-action.js';
import type { RosterEntry } from '../../../../../src/rulesets/fng/rules/tour/tour.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG Mission Result (seed L2258–L2262)', () => {
  it('GIVEN the VP total THEN 25+ good, over 8 normal, 8 or less bad, under 0 disastrous', () => {
    const r = (vp: number) => unwrap(missionResult(vp, false));
    expect([25, 24, 9, 8, 0, -1].map((v) => r(v).result)).toEqual(['good', 'normal', 'normal', 'bad', 'bad', 'disastrous']);
    expect(r(30).tables).toEqual(['good']);
    expect(r(12).tables).toEqual([]);
    expect(r(-3).tables).toEqual(['disastrous']);
  });

  it('GIVEN the disastrous-also-bad house rule THEN a disastrous mission rolls on both tables', () => {
    expect(unwrap(missionResult(-3, true)).tables).toEqual(['bad', 'disastrous']);
    expectCode(missionResult(2.5, false), 'fng/bad-vp');
  });
});

describe('FNG Good, Bad and Disastrous Mission tables (seed L2264–L2289)', () => {
  it('GIVEN each Good Mission face THEN its result (L2273)', () => {
    expect(goodMission(dice(1)).effect).toEqual({ kind: 'medal-bonus-die' });
    expect(goodMission(dice(2)).effect).toEqual({ kind: 'next-replacement-better' });
    expect(goodMission(dice(3)).effect).toEqual({ kind: 'replacement-dice', dice: 1 });
    expect(goodMission(dice(5)).effect).toEqual({ kind: 'cake-walk' });
    expect(goodMission(dice(6)).effect).toEqual({ kind: 'stand-down' });
  });

  it('GIVEN Good Mission 4 THEN an extra (1-3) radio, (4-5) M-60 or (6) M-79', () => {
    const w = (f: number) => goodMission(dice(4, f)).effect;
    expect([w(3), w(4), w(5), w(6)].map((e) => (e.kind === 'extra-weapon' ? e.weapon : e.kind))).toEqual(['radio', 'm60', 'm60', 'm79']);
  });

  it('GIVEN each Bad Mission face THEN its result (L2281), 5 as printed repeating 2', () => {
    const b = (...f: number[]) => badMission({ entry5: 'as-printed' }, dice(...f)).effect;
    expect(b(1)).toEqual({ kind: 'no-medals' });
    expect(b(2)).toEqual({ kind: 'replacements-rep-3' });
    expect(b(3)).toEqual({ kind: 'replacement-dice', dice: -1 });
    expect(b(4, 5)).toEqual({ kind: 'r-and-r', soldiers: 5 });
    expect(b(5)).toEqual({ kind: 'replacements-rep-3' });
    expect(b(6)).toEqual({ kind: 'no-rep-increase', reason: 'menial-details' });
  });

  it('GIVEN Bad Mission 5 under the roll-again house rule THEN the table is rolled again', () => {
    const r = badMission({ entry5: 'roll-again' }, dice(5, 5, 1));
    expect(r).toMatchObject({ die: 1, effect: { kind: 'no-medals' } });
    expect(r.parts).toHaveLength(3);
  });

  it('GIVEN each Disastrous Mission face THEN its result (L2287–L2289)', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => disastrousMission(dice(f)).effect)).toEqual([
      { kind: 'no-replacements' },
      { kind: 'replacements-rep-3' },
      { kind: 'no-rep-increase', reason: 'menial-details' },
      { kind: 'platoon-leader-relieved' },
      { kind: 'leaders-relieved' },
      { kind: 'no-rep-increase', reason: 'confined-to-quarters' },
    ]);
  });

  it('GIVEN R&R for 2 THEN the two longest in country go, ties to the first listed', () => {
    const man = (id: string, monthsInCountry: number) => ({ id, monthsInCountry }) as RosterEntry;
    expect(longestInCountry([man('a', 3), man('b', 9), man('c', 5), man('d', 9)], 2)).toEqual(['b', 'd']);
  });
});

describe('FNG Medal of Valor (seed L2276, L2283–L2297)', () => {
  it('GIVEN two, one and no dice passed THEN Major Medal, Medal, unnoticed', () => {
    const m = (...f: number[]) => unwrap(medalOfValor({ name: 'Pfc Joe', rep: 4, bonusDie: false }, dice(...f)));
    expect(m(2, 4)).toMatchObject({ outcome: 'major-medal', extraImproveRolls: 1, chooseAttribute: true, rAndR: true });
    expect(m(2, 5)).toMatchObject({ outcome: 'medal', extraImproveRolls: 1, chooseAttribute: false, rAndR: false });
    expect(m(5, 6)).toMatchObject({ outcome: 'unnoticed', extraImproveRolls: 0 });
  });

  it('GIVEN Stars and Stripes (Good Mission 1) THEN 3d6, two passes a Major Medal', () => {
    expect(unwrap(medalOfValor({ name: 'A', rep: 4, bonusDie: true }, dice(6, 1, 4))).outcome).toBe('major-medal');
  });

  it('GIVEN REP 4 THEN Major 16, Medal 16, nothing 4 in 36; with the bonus die Major 160 in 216', () => {
    const m = (f: number[], bonusDie: boolean) => unwrap(medalOfValor({ name: 'A', rep: 4, bonusDie }, dice(...f))).outcome;
    expect((['major-medal', 'medal', 'unnoticed'] as const).map((o) => countFaces(2, (f) => m(f, false) === o))).toEqual([16, 16, 4]);
    expect(countFaces(3, (f) => m(f, true) === 'major-medal')).toBe(160);
    expectCode(medalOfValor({ name: 'A', rep: 0, bonusDie: false }, dice()), 'fng/bad-rep');
  });
});

describe('FNG After the Battle Recovery (seed L974–L993, L1052, L1995)', () => {
  const base = {
    name: 'Pfc Kelly',
    rep: 4,
    status: 'out-of-the-fight' as 'out-of-the-fight' | 'retired',
    star: false,
    recovered: true,
    evacuation: 'none' as Evacuation,
    inAFire: false,
    medevacBonus: 'plus-two' as MedevacBonus,
    retired: 'roll' as RetiredRecovery,
  };
  const rec = (faces: number[], over: Partial<typeof base> = {}) => unwrap(afterBattleRecovery({ ...base, ...over }, dice(...faces)));

  it('GIVEN two passes THEN he recovers at his REP and stays', () => {
    expect(rec([3, 4])).toMatchObject({ outcome: 'recovers', newRep: 4 });
  });

  it('GIVEN one pass THEN −1 REP, back as a replacement after 1/2d6 missions', () => {
    expect(rec([3, 5, 6])).toMatchObject({ outcome: 'recovers-reduced', newRep: 3, missionsAway: 3 });
  });

  it('GIVEN no pass THEN he dies of wounds or goes home', () => {
    expect(rec([5, 6]).outcome).toBe('dies-or-sent-home');
  });

  it('GIVEN he was left behind THEN he is captured, MIA; a Star is always recovered', () => {
    const d = dice();
    expect(unwrap(afterBattleRecovery({ ...base, recovered: false }, d)).outcome).toBe('missing-in-action');
    expect(rec([1, 1], { recovered: false, star: true }).outcome).toBe('recovers');
  });

  it('GIVEN evacuation THEN +1 REP on foot or by vehicle, +2 or +1 by Medevac per the house rule', () => {
    expect(rec([5, 5], { evacuation: 'foot-or-vehicle' })).toMatchObject({ outcome: 'recovers', target: 5 });
    expect(rec([5, 5], { rep: 3, evacuation: 'medevac' })).toMatchObject({ outcome: 'recovers', target: 5 });
    expect(rec([4, 5, 1], { rep: 3, evacuation: 'medevac', medevacBonus: 'one-better' })).toMatchObject({ outcome: 'recovers-reduced', target: 4 });
  });

  it('GIVEN a 6 THEN it always fails, even at REP 6 + 2', () => {
    expect(rec([6, 6], { rep: 6, evacuation: 'medevac' }).outcome).toBe('dies-or-sent-home');
  });

  it('GIVEN he was caught in a burning building THEN −1d6: one die only (L1052)', () => {
    expect(rec([2, 1], { inAFire: true })).toMatchObject({ outcome: 'recovers-reduced', dice: 1 });
  });

  it('GIVEN a Retired man THEN he rolls as L977 says, or rejoins under the house rule', () => {
    expect(rec([1, 1], { status: 'retired' }).outcome).toBe('recovers');
    expect(rec([], { status: 'retired', retired: 'rejoin' })).toMatchObject({ outcome: 'rejoins', newRep: 4 });
  });

  it('GIVEN all 36 rolls THEN the odds are exact, with the 6 always failing', () => {
    const odds = (over: Partial<typeof base>) =>
      (['recovers', 'recovers-reduced', 'dies-or-sent-home'] as const).map((o) =>
        countFaces(2, (f) => {
          // One pass rolls 1/2d6 more: script it.
          return unwrap(afterBattleRecovery({ ...base, ...over }, dice(...f, 1))).outcome === o;
        }),
      );
    expect(odds({})).toEqual([16, 16, 4]);
    expect(odds({ rep: 3 })).toEqual([9, 18, 9]);
    expect(odds({ rep: 6 })).toEqual([25, 10, 1]);
    expect(odds({ rep: 4, evacuation: 'foot-or-vehicle' })).toEqual([25, 10, 1]);
    expect(odds({ rep: 5, evacuation: 'medevac' })).toEqual([25, 10, 1]);
    expect(odds({ rep: 3, evacuation: 'medevac', medevacBonus: 'one-better' })).toEqual([16, 16, 4]);
  });

  it('GIVEN a fire THEN one die: REP 4 recovers reduced 4 times in 6, never fully', () => {
    const o = (f: number[]) => unwrap(afterBattleRecovery({ ...base, inAFire: true }, dice(...f, 1))).outcome;
    expect(countFaces(1, (f) => o(f) === 'recovers-reduced')).toBe(4);
    expect(countFaces(1, (f) => o(f) === 'recovers')).toBe(0);
  });
});
