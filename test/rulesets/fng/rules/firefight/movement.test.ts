import { describe, expect, it } from 'vitest';
import {
  countsAsFastMoving,
  crawlMove,
  duckBack,
  fastMove,
  leavingFigureAttacked,
  normalMove,
  retire,
  standUpCost,
} from '../../../../../src/rulesets/fng/rules/firefight/movement.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG movement (seed L608–L639, L714, L722)', () => {
  it('GIVEN attributes and gear THEN 8" normal, Fast +2, Slow −2, flak jacket −1 (L610, L377)', () => {
    expect(normalMove({})).toBe(8);
    expect(normalMove({ fast: true })).toBe(10);
    expect(normalMove({ slow: true })).toBe(6);
    expect(normalMove({ flakJacket: true })).toBe(7);
    expect(crawlMove({})).toBe(4);
    expect(standUpCost({ slow: true })).toBe(3);
  });

  it('GIVEN the example L617 (NVA REP 4 rolls 3,5 then 3,4) THEN +4" then +8"', () => {
    const first = unwrap(fastMove(dice(3, 5), { figures: [{ id: 'nva', rep: 4 }] }, 'fast move'));
    expect(first.figures[0]).toMatchObject({ passes: 1, inches: 12 });
    const next = unwrap(fastMove(dice(3, 4), { figures: [{ id: 'nva', rep: 4 }] }, 'fast move'));
    expect(next.figures[0]).toMatchObject({ passes: 2, inches: 16 });
  });

  it('GIVEN the example L625–L627 (REP 5, 4, 4, 3; dice 5 and 4) THEN 16", 12", 12", 8" from one roll', () => {
    const d = dice(5, 4);
    const r = unwrap(
      fastMove(
        d,
        { figures: [{ id: 'nco', rep: 5 }, { id: 'a', rep: 4 }, { id: 'b', rep: 4 }, { id: 'c', rep: 3 }] },
        'fast move',
      ),
    );
    expect(r.figures.map((f) => f.inches)).toEqual([16, 12, 12, 8]);
    expect(d.parts).toHaveLength(1);
  });

  it('GIVEN an Athlete THEN one more die that only he counts (1(2))', () => {
    const r = unwrap(fastMove(dice(1, 2, 3), { figures: [{ id: 'ath', rep: 4, athlete: true }, { id: 'x', rep: 4 }] }, 'fm'));
    expect(r.figures.map((f) => [f.passes, f.inches])).toEqual([
      [3, 20],
      [2, 16],
    ]);
    expect(r.athletePart?.faces).toEqual([3]);
  });

  it('GIVEN a Clumsy figure that fails with doubles THEN it falls Stunned and prone (1(6))', () => {
    const r = unwrap(fastMove(dice(5, 5), { figures: [{ id: 'c', rep: 4, clumsy: true }, { id: 'v', rep: 5, clumsy: true }] }, 'fm'));
    expect(r.figures.map((f) => f.fallsStunnedProne)).toEqual([true, false]);
    expect(unwrap(fastMove(dice(5, 6), { figures: [{ id: 'c', rep: 4, clumsy: true }] }, 'fm')).figures[0]?.fallsStunnedProne).toBe(false);
  });

  it('GIVEN crawling or deep water THEN the test uses 1d6; crawling from half the move (L629, L1179)', () => {
    const crawl = dice(2);
    expect(unwrap(fastMove(crawl, { crawling: true, figures: [{ id: 'c', rep: 4 }] }, 'fm')).figures[0]?.inches).toBe(8);
    expect(crawl.remaining).toBe(0);
    expect(unwrap(fastMove(dice(6), { deepWater: true, figures: [{ id: 'w', rep: 4 }] }, 'fm')).figures[0]?.inches).toBe(8);
  });

  it('GIVEN a flak jacket THEN the fast move is 2" shorter (L377)', () => {
    expect(unwrap(fastMove(dice(1, 1), { figures: [{ id: 'f', rep: 4, flakJacket: true }] }, 'fm')).figures[0]?.inches).toBe(14);
  });

  it('GIVEN mud, an empty group or a bad REP THEN refused', () => {
    expectCode(fastMove(dice(), { mud: true, figures: [{ id: 'm', rep: 4 }] }, 'fm'), 'fng/no-fast-move');
    expectCode(fastMove(dice(), { figures: [] }, 'fm'), 'fng/empty-group');
    expectCode(fastMove(dice(), { figures: [{ id: 'm', rep: 9 }] }, 'fm'), 'fng/invalid-rep');
  });

  it('GIVEN REP 4 THEN 16" in 16/36, 12" in 16/36, 8" in 4/36', () => {
    const inches = (f: number[]) => unwrap(fastMove(dice(...f), { figures: [{ id: 'x', rep: 4 }] }, 'fm')).figures[0]?.inches;
    expect(countFaces(2, (f) => inches(f) === 16)).toBe(16);
    expect(countFaces(2, (f) => inches(f) === 12)).toBe(16);
    expect(countFaces(2, (f) => inches(f) === 8)).toBe(4);
  });

  it('GIVEN a figure that fast moved THEN it counts as fast moving until it stops, goes prone or cannot activate (L619–L621)', () => {
    expect(countsAsFastMoving({ fastMoved: true })).toBe(true);
    expect(countsAsFastMoving({ fastMoved: false })).toBe(false);
    for (const stop of ['wentProne', 'stoppedBehindCover', 'declaredStopped', 'forcedToStop', 'cannotActivateThisTurn'] as const) {
      expect(countsAsFastMoving({ fastMoved: true, [stop]: true })).toBe(false);
    }
  });

  it('GIVEN Duck Back THEN stay if in cover, else cover within 6", else prone (L639, L714)', () => {
    expect(duckBack({ inCover: true, coverWithin6: true })).toBe('stay-in-cover');
    expect(duckBack({ inCover: false, coverWithin6: true })).toBe('move-to-cover');
    expect(duckBack({ inCover: false, coverWithin6: false })).toBe('drop-prone');
  });

  it('GIVEN Retire THEN parting shot; FWF duck back in cover, Communists leave; a second Retire leaves the table (L626, L722)', () => {
    expect(retire({ side: 'fwf', retiredAlreadyThisTurn: false })).toEqual({ move: 'to-cover', partingShot: true, onReachingCover: 'duck-back' });
    expect(retire({ side: 'communist', retiredAlreadyThisTurn: true })).toMatchObject({ move: 'leave-table', onReachingCover: 'removed' });
    expect(leavingFigureAttacked()).toBe('missing-in-action');
  });
});
