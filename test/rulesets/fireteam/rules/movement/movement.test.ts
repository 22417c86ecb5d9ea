import { describe, expect, it } from 'vitest';
import { effectiveSpeed, infantryMove, vehicleMove } from '../../../../../src/rulesets/fireteam/rules/movement/movement.js';
import type { Quality } from '../../../../../src/rulesets/fireteam/rules/troops/troops.js';
import { allFaces, dice, expectCode, RULES, rulesWith, unwrap } from '../fixtures.js';

/** Counts of each total 3…18, from well-known tables: 3d6, 4d6 drop lowest, 5d6 keep best 3. */
const BEST_THREE: Record<Quality, { dice: number; counts: number[] }> = {
  raw: { dice: 3, counts: [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1] },
  average: { dice: 4, counts: [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21] },
  veteran: { dice: 5, counts: [1, 5, 15, 41, 90, 170, 296, 470, 665, 881, 1055, 1155, 1111, 935, 610, 276] },
};

describe('infantryMove: exact distributions by enumerating every face', () => {
  for (const quality of ['raw', 'average', 'veteran'] as const) {
    it(`${quality}: best 3 of ${BEST_THREE[quality].dice}d6 out of 6^${BEST_THREE[quality].dice}`, () => {
      const counts = new Array<number>(16).fill(0);
      for (const faces of allFaces(BEST_THREE[quality].dice)) {
        const d = dice(...faces);
        counts[unwrap(infantryMove({ quality }, d, RULES)).inches - 3]! += 1;
        expect(d.remaining).toBe(0);
      }
      expect(counts).toEqual(BEST_THREE[quality].counts);
    });
  }
});

describe('infantryMove', () => {
  it('GIVEN a veteran rolling 6 1 5 2 4 THEN keeps 6 5 4 = 15"', () => {
    const r = unwrap(infantryMove({ quality: 'veteran' }, dice(6, 1, 5, 2, 4), RULES));
    expect(r).toMatchObject({ rolled: 15, inches: 15, losses: [] });
    expect(r.dice.faces).toEqual([6, 1, 5, 2, 4]);
  });

  it('GIVEN two obstacles and woods THEN −6" each and −1d6, never below 0', () => {
    const r = unwrap(infantryMove({ quality: 'average', obstacles: 1, woods: true }, dice(6, 6, 5, 1, 3), RULES));
    expect(r.losses.map((l) => [l.reason, l.inches])).toEqual([
      ['obstacle', 6],
      ['woods', 3],
    ]);
    expect(r.inches).toBe(17 - 9);
    expect(unwrap(infantryMove({ quality: 'raw', obstacles: 2 }, dice(2, 3, 4), RULES)).inches).toBe(0);
  });

  it('GIVEN move.loseD6 DROP_DIE THEN woods costs a movement die instead of a roll', () => {
    const rules = rulesWith({ 'move.loseD6': 'DROP_DIE' });
    const avg = unwrap(infantryMove({ quality: 'average', woods: true }, dice(6, 2, 5), rules));
    expect(avg).toMatchObject({ rolled: 13, inches: 13, losses: [{ reason: 'woods', inches: 0, droppedDie: true }] });
    const raw = unwrap(infantryMove({ quality: 'raw', woods: true }, dice(6, 2), rules));
    expect(raw.inches).toBe(8);
  });

  it('GIVEN a pinned unit or one that fired THEN it may not move', () => {
    expectCode(infantryMove({ quality: 'raw', pinned: true }, dice(), RULES), 'fireteam/pinned-cannot-move');
    expectCode(infantryMove({ quality: 'raw', fired: true }, dice(), RULES), 'fireteam/fired-cannot-move');
  });
});

describe('vehicleMove', () => {
  it('GIVEN every face THEN a slow vehicle moves 3d6 summed (exact, out of 216)', () => {
    const counts = new Map<number, number>();
    for (const faces of allFaces(3)) {
      const inches = unwrap(vehicleMove({ speed: 'slow' }, dice(...faces), RULES)).inches;
      counts.set(inches, (counts.get(inches) ?? 0) + 1);
    }
    expect([...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c)).toEqual(BEST_THREE.raw.counts);
  });

  it('GIVEN medium and fast THEN 4d6 and 5d6 summed', () => {
    expect(unwrap(vehicleMove({ speed: 'medium' }, dice(1, 2, 3, 4), RULES)).inches).toBe(10);
    expect(unwrap(vehicleMove({ speed: 'fast' }, dice(1, 2, 3, 4, 5), RULES))).toMatchObject({ inches: 15, speed: 'fast' });
  });

  it('GIVEN a veteran crew THEN one die more, the best 3/4/5 kept', () => {
    const r = unwrap(vehicleMove({ speed: 'medium', veteranCrew: true }, dice(1, 6, 2, 5, 4), RULES));
    expect(r.dice.spec).toEqual({ op: 'best', n: 5, k: 4, sides: 6 });
    expect(r.inches).toBe(17);
  });

  it('GIVEN move.vehicleDice BEST_THREE THEN the best three like infantry', () => {
    const r = unwrap(vehicleMove({ speed: 'fast' }, dice(1, 6, 2, 5, 4), rulesWith({ 'move.vehicleDice': 'BEST_THREE' })));
    expect(r.inches).toBe(15);
  });

  it('GIVEN a second turn, an obstacle and damaged tracks THEN 1d6 off for each', () => {
    const r = unwrap(vehicleMove({ speed: 'fast', turns: 2, obstacles: 1, damagedTracks: true }, dice(6, 6, 6, 6, 6, 2, 3, 4), RULES));
    expect(r.losses.map((l) => [l.reason, l.inches])).toEqual([
      ['second-turn', 2],
      ['obstacle', 3],
      ['damaged-tracks', 4],
    ]);
    expect(r.inches).toBe(21);
  });

  it('GIVEN one turn only THEN no loss for turning', () => {
    expect(unwrap(vehicleMove({ speed: 'slow', turns: 1 }, dice(1, 1, 1), RULES)).losses).toEqual([]);
  });

  it('GIVEN move.vehicleLossPerCause off THEN the second turn and obstacles cost one 1d6 together', () => {
    const r = unwrap(vehicleMove({ speed: 'slow', turns: 2, obstacles: 2 }, dice(6, 6, 6, 5), rulesWith({ 'move.vehicleLossPerCause': false })));
    expect(r.losses.map((l) => l.reason)).toEqual(['second-turn']);
    expect(r.inches).toBe(13);
  });

  it('GIVEN DROP_DIE THEN each loss is a movement die fewer', () => {
    const r = unwrap(vehicleMove({ speed: 'fast', obstacles: 2 }, dice(6, 5, 4), rulesWith({ 'move.loseD6': 'DROP_DIE' })));
    expect(r.dice.spec).toEqual({ op: 'sum', n: 3, sides: 6 });
    expect(r.inches).toBe(15);
  });

  it('GIVEN the losses exceed the roll THEN 0"', () => {
    expect(unwrap(vehicleMove({ speed: 'slow', obstacles: 1 }, dice(1, 1, 1, 6), RULES)).inches).toBe(0);
  });

  it('GIVEN a soft-skinned vehicle THEN slow off the road, fast on it', () => {
    expect(effectiveSpeed({ speed: 'medium', softSkinned: true })).toBe('slow');
    expect(effectiveSpeed({ speed: 'medium', softSkinned: true, onRoad: true })).toBe('fast');
    expect(effectiveSpeed({ speed: 'medium', onRoad: true })).toBe('medium');
    const r = unwrap(vehicleMove({ speed: 'medium', softSkinned: true, onRoad: true }, dice(1, 1, 1, 1, 1), RULES));
    expect(r).toMatchObject({ speed: 'fast', inches: 5 });
  });

  it('GIVEN more than two turns, a pinned or an immobilised vehicle THEN refused', () => {
    expectCode(vehicleMove({ speed: 'slow', turns: 3 }, dice(), RULES), 'fireteam/too-many-turns');
    expectCode(vehicleMove({ speed: 'slow', pinned: true }, dice(), RULES), 'fireteam/pinned-cannot-move');
    expectCode(vehicleMove({ speed: 'slow', immobilised: true }, dice(), RULES), 'fireteam/immobilised');
  });
});
