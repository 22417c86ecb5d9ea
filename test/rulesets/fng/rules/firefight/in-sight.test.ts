import { describe, expect, it } from 'vitest';
import { inSightAction, inSightDice, rollInSight } from '../../../../../src/rulesets/fng/rules/firefight/in-sight.js';
import { completingReaction } from '../../../../../src/rulesets/fng/rules/firefight/reaction.js';
import { receivedFire } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { allFaces, countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG In Sight (seed L653–L686, QRS L2457–L2467)', () => {
  it('GIVEN the example L667–L669 (Billy REP 5 −1d6 Minh in cover: 1,2,2,6; Minh REP 4 active and moved: 2,3,3) THEN 3 successes each, acting at once', () => {
    const d = dice(1, 2, 2, 6, 2, 3, 3);
    const r = unwrap(
      rollInSight(
        d,
        [
          { id: 'billy', rep: 5, opponentInCover: true },
          { id: 'minh', rep: 4, activeAndMoved: true },
        ],
        'cover-or-concealed',
      ),
    );
    expect(r.scores.map((s) => [s.id, s.dice, s.successes])).toEqual([
      ['billy', 4, 3],
      ['minh', 3, 3],
    ]);
    expect(r.order).toEqual([['billy', 'minh']]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the example L664–L668 actions (Billy 4 vs REP 5 fires; Minh 6 vs REP 4 ducks back, then passes Received Fire) THEN Minh still ducks back (L652)', () => {
    const billy = unwrap(inSightAction(dice(4), { rep: 5, canShoot: true }, 'in sight action billy'));
    expect(billy).toMatchObject({ action: 'fire', case: 'otherwise', snapFiring: false });
    const minh = unwrap(inSightAction(dice(6), { rep: 4, canShoot: true, activeFirstRound: true }, 'in sight action minh'));
    expect(minh).toMatchObject({ action: 'duck-back', case: 'otherwise' });
    const rf = unwrap(receivedFire(dice(1, 2), { rep: 4 }, 'rf minh'));
    expect(rf.outcome).toBe('fire');
    expect(completingReaction('duck-back', rf.outcome)).toBe('duck-back');
  });

  it('GIVEN fng.insight.cover = concealed-only THEN cover alone costs nothing (L675), concealment does', () => {
    expect(inSightDice({ id: 'b', rep: 5, opponentInCover: true }, 'concealed-only')).toBe(5);
    expect(inSightDice({ id: 'b', rep: 5, opponentConcealed: true }, 'concealed-only')).toBe(4);
    expect(inSightDice({ id: 'b', rep: 5, opponentInCover: true, opponentConcealed: true }, 'cover-or-concealed')).toBe(4);
  });

  it('GIVEN each modifier THEN its d6, with no floor below 0 (L657, L675–L676)', () => {
    const cover = 'cover-or-concealed' as const;
    expect(inSightDice({ id: 'p', rep: 4, pointman: true, quickReflexes: true }, cover)).toBe(6);
    expect(inSightDice({ id: 's', rep: 4, shortsighted: true, targetStealthy: true }, cover)).toBe(2);
    expect(inSightDice({ id: 'z', rep: 1, shortsighted: true, activeAndMoved: true, opponentConcealed: true }, cover)).toBe(0);
  });

  it('GIVEN 0 dice or 0 successes THEN no action; Ducking Back or Retiring figures roll but do not act', () => {
    const d = dice(4, 5, 1, 1);
    const r = unwrap(
      rollInSight(
        d,
        [
          { id: 'none', rep: 1, shortsighted: true },
          { id: 'miss', rep: 2 },
          { id: 'db', rep: 1, duckingBack: true },
          { id: 'ret', rep: 1, retiring: true },
        ],
        'cover-or-concealed',
      ),
    );
    expect(r.scores.map((s) => [s.dice, s.successes, s.acts])).toEqual([
      [0, 0, false],
      [2, 0, false],
      [1, 1, false],
      [1, 1, false],
    ]);
    expect(r.order).toEqual([]);
  });

  it('GIVEN different success counts THEN highest acts first, ties together', () => {
    const r = unwrap(rollInSight(dice(1, 5, 1, 1, 1, 1, 6), [{ id: 'a', rep: 2 }, { id: 'b', rep: 2 }, { id: 'c', rep: 3 }], 'cover-or-concealed'));
    expect(r.order).toEqual([['b', 'c'], ['a']]);
  });

  it('GIVEN bad input THEN refused', () => {
    expectCode(rollInSight(dice(), [], 'cover-or-concealed'), 'fng/no-figures');
    expectCode(rollInSight(dice(), [{ id: 'x', rep: 0 }], 'cover-or-concealed'), 'fng/invalid-rep');
    expectCode(inSightAction(dice(), { rep: 8, canShoot: true }, 'a'), 'fng/invalid-rep');
  });

  it('GIVEN the resolution table THEN forfeit, outgunned, cannot shoot (charge or duck back), otherwise 1d6', () => {
    const d = dice();
    expect(unwrap(inSightAction(d, { rep: 4, canShoot: true, forfeited: true }, 'a')).action).toBe('forfeit');
    expect(unwrap(inSightAction(d, { rep: 4, canShoot: true, outgunned: true }, 'a'))).toMatchObject({ action: 'duck-back', case: 'outgunned' });
    expect(unwrap(inSightAction(d, { rep: 4, canShoot: false, inChargeReach: true }, 'a')).action).toBe('charge');
    expect(unwrap(inSightAction(d, { rep: 4, canShoot: false }, 'a')).action).toBe('duck-back');
    expect(d.parts).toHaveLength(0);
    expect(unwrap(inSightAction(dice(3), { rep: 4, canShoot: true, activeFirstRound: true }, 'a'))).toMatchObject({ action: 'fire', snapFiring: true });
  });

  it('GIVEN a Star THEN he chooses, but cannot fire without a shot or charge out of reach', () => {
    expect(unwrap(inSightAction(dice(), { rep: 5, canShoot: true, outgunned: true, starChoice: 'fire' }, 'a')).action).toBe('fire');
    expect(unwrap(inSightAction(dice(), { rep: 5, canShoot: true, starChoice: 'duck-back' }, 'a')).case).toBe('star-choice');
    expectCode(inSightAction(dice(), { rep: 5, canShoot: false, starChoice: 'fire' }, 'a'), 'fng/cannot-fire');
    expectCode(inSightAction(dice(), { rep: 5, canShoot: true, starChoice: 'charge' }, 'a'), 'fng/out-of-charge-reach');
  });

  it('GIVEN the action roll THEN Fire in REP/6 (REP 4: 4 of 6)', () => {
    expect(countFaces(1, (f) => unwrap(inSightAction(dice(...f), { rep: 4, canShoot: true }, 'a')).action === 'fire')).toBe(4);
  });

  // Exact: n d6 give k successes in C(n,k)·3^n of 6^n outcomes (each die 3 of 6), enumerated through rollInSight.
  const expected: Record<number, number[]> = {
    1: [3, 3],
    2: [9, 18, 9],
    3: [27, 81, 81, 27],
    4: [81, 324, 486, 324, 81],
    5: [243, 1215, 2430, 2430, 1215, 243],
    6: [729, 4374, 10935, 14580, 10935, 4374, 729],
  };
  for (const [rep, counts] of Object.entries(expected)) {
    it(`GIVEN REP ${rep} unmodified THEN successes 0..${rep} in ${counts.join('/')} of ${6 ** Number(rep)}`, () => {
      const n = Number(rep);
      const tally = new Array<number>(n + 1).fill(0);
      for (const f of allFaces(n)) {
        const k = unwrap(rollInSight(dice(...f), [{ id: 'x', rep: n }], 'cover-or-concealed')).scores[0]?.successes ?? -1;
        tally[k] = (tally[k] ?? 0) + 1;
      }
      expect(tally).toEqual(counts);
    });
  }
});
