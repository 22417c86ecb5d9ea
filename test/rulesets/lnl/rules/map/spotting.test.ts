import { describe, expect, it } from 'vitest';
import { attemptSpotting, autoSpotReasons, spottingModifiers, type SpottingAttempt } from '../../../../../src/rulesets/lnl/rules/map/spotting.js';
import { allFaces, dice, expectCode, unwrap } from '../fixtures-artillery.js';

const degrading: SpottingAttempt = { target: { terrain: 'degrading' }, degradingHexes: 0 };
const blocking: SpottingAttempt = { target: { terrain: 'blocking' }, degradingHexes: 0 };

function rolled(attempt: SpottingAttempt, face: number) {
  const r = unwrap(attemptSpotting(attempt, dice(face)));
  if (r.kind !== 'roll') throw new Error('expected a roll');
  return r;
}

describe('automatic spotting (10.1, item 1)', () => {
  it.each(['fired', 'moved', 'assault-move', 'hit-and-run'] as const)('GIVEN a %s marker in blocking terrain THEN spotted without a roll', (m) => {
    const d = dice();
    const r = unwrap(attemptSpotting({ ...blocking, target: { terrain: 'blocking', markers: [m] } }, d));
    expect(r).toEqual({ kind: 'automatic', reasons: [m] });
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN open terrain THEN spotted', () => {
    expect(autoSpotReasons({ terrain: 'open' })).toEqual(['open-terrain']);
  });

  it('GIVEN a friendly Good Order unit adjacent THEN spotted', () => {
    expect(autoSpotReasons({ terrain: 'blocking', adjacentFriendlyGoodOrder: true })).toEqual(['adjacent-good-order']);
  });

  it('GIVEN Stealth-moved units in degrading terrain next to a friendly unit THEN not spotted; in open terrain THEN spotted', () => {
    expect(autoSpotReasons({ terrain: 'degrading', adjacentFriendlyGoodOrder: true, stealthMoved: true })).toEqual([]);
    expect(autoSpotReasons({ terrain: 'open', adjacentFriendlyGoodOrder: true, stealthMoved: true })).toEqual(['open-terrain', 'adjacent-good-order']);
  });

  it('GIVEN degrading terrain, no marker and no friend adjacent THEN a roll is needed', () => {
    expect(autoSpotReasons({ terrain: 'degrading', markers: [] })).toEqual([]);
  });
});

describe('spotting roll (10.1, item 2)', () => {
  it('GIVEN degrading terrain THEN 3 spots, 4 does not', () => {
    expect(rolled(degrading, 3)).toMatchObject({ target: 3, total: 3, success: true, terrain: 'degrading' });
    expect(rolled(degrading, 4)).toMatchObject({ target: 3, total: 4, success: false });
  });

  it('GIVEN blocking terrain THEN 2 spots, 3 does not', () => {
    expect(rolled(blocking, 2)).toMatchObject({ target: 2, success: true, terrain: 'blocking' });
    expect(rolled(blocking, 3)).toMatchObject({ target: 2, success: false });
  });

  it('GIVEN a leader with LM 1 THEN his LM is subtracted: 4 − 1 = 3 spots degrading terrain', () => {
    const r = rolled({ ...degrading, leaderLm: 1 }, 4);
    expect(r).toMatchObject({ die: 4, total: 3, success: true });
    expect(r.modifiers).toEqual([{ reason: 'leadership', value: -1 }]);
  });

  it('GIVEN two degrading hexes in the LOS THEN +2: 1 + 2 = 3 spots, 2 + 2 = 4 does not', () => {
    expect(rolled({ ...degrading, degradingHexes: 2 }, 1)).toMatchObject({ total: 3, success: true });
    const r = rolled({ ...degrading, degradingHexes: 2 }, 2);
    expect(r).toMatchObject({ total: 4, success: false });
    expect(r.modifiers).toEqual([{ reason: 'spotting-distance', value: 2 }]);
  });

  it('GIVEN a scout THEN −2: 4 − 2 = 2 spots blocking terrain', () => {
    const r = rolled({ ...blocking, scout: true }, 4);
    expect(r).toMatchObject({ total: 2, success: true });
    expect(r.modifiers).toEqual([{ reason: 'scout', value: -2 }]);
  });

  it('GIVEN thermal sights THEN −2: 5 − 2 = 3 spots degrading terrain', () => {
    const r = rolled({ ...degrading, thermalSights: true }, 5);
    expect(r).toMatchObject({ total: 3, success: true });
    expect(r.modifiers).toEqual([{ reason: 'thermal-sights', value: -2 }]);
  });

  it('GIVEN a scout with thermal sights and a natural 6 THEN fails though 6 − 4 = 2', () => {
    expect(rolled({ ...blocking, scout: true, thermalSights: true }, 6)).toMatchObject({ total: 2, natural6: true, success: false });
  });

  it('GIVEN a leader and a natural 6 (003 L377, L481: the rule is the scouts\' and thermal sights\' alone) THEN only the total counts: LM 3 spots degrading terrain', () => {
    expect(rolled({ ...degrading, leaderLm: 3 }, 6)).toMatchObject({ total: 3, natural6: false, success: true });
    expect(rolled({ ...degrading, leaderLm: 1 }, 6)).toMatchObject({ total: 5, natural6: false, success: false });
    expect(rolled({ ...degrading, scout: true, leaderLm: 1 }, 6)).toMatchObject({ total: 3, natural6: true, success: false });
  });

  it('GIVEN every modifier at once THEN listed with the chart values', () => {
    expect(spottingModifiers({ ...degrading, leaderLm: 2, degradingHexes: 1, scout: true, thermalSights: true })).toEqual([
      { reason: 'leadership', value: -2 },
      { reason: 'spotting-distance', value: 1 },
      { reason: 'scout', value: -2 },
      { reason: 'thermal-sights', value: -2 },
    ]);
  });

  it('GIVEN a blocked LOS, or three degrading hexes THEN no attempt: lnl/los-blocked', () => {
    expectCode(attemptSpotting({ ...degrading, losBlocked: true }, dice()), 'lnl/los-blocked');
    expectCode(attemptSpotting({ ...degrading, degradingHexes: 3 }, dice()), 'lnl/los-blocked');
  });

  it('GIVEN degrading terrain, no modifiers THEN exactly 3 of 6 faces spot; with −4 THEN 5 of 6 (the 6 always fails)', () => {
    const count = (a: SpottingAttempt) => [...allFaces(1)].filter(([f]) => rolled(a, f!).success).length;
    expect(count(degrading)).toBe(3);
    expect(count({ ...degrading, scout: true, thermalSights: true })).toBe(5);
    expect(count({ ...blocking, degradingHexes: 2 })).toBe(0);
  });
});

describe('spotting effects (10.1, items 3–4)', () => {
  it('GIVEN a failed attempt THEN the spotter is marked Ops Complete only', () => {
    expect(rolled(degrading, 5).effects).toEqual([{ kind: 'place-ops-complete', on: 'spotter' }]);
  });

  it('GIVEN a success THEN Ops Complete, the hex spotted, and the spotter may fire now, removing Ops Complete', () => {
    expect(rolled(degrading, 1).effects).toEqual([
      { kind: 'place-ops-complete', on: 'spotter' },
      { kind: 'mark-spotted', on: 'target-hex' },
      { kind: 'may-fire-now', removesOpsComplete: true },
    ]);
  });

  it('GIVEN a roll THEN the die is recorded under the label "spotting"', () => {
    const d = dice(2);
    attemptSpotting(degrading, d);
    expect(d.parts.map((p) => [p.label, p.faces])).toEqual([['spotting', [2]]]);
  });
});
