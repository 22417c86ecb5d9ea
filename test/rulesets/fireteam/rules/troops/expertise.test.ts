import { describe, expect, it } from 'vitest';
import { expertiseRoll, goToGround, medicSave, removePin, veteranCrewAvoids } from '../../../../../src/rulesets/fireteam/rules/troops/expertise.js';
import { dice, expectCode, unwrap } from '../fixtures.js';

describe('expertiseRoll', () => {
  it('needs 6+ raw, 5+ average, 4+ veteran on an unmodified d6', () => {
    expect(expertiseRoll('raw', dice(5), 'x')).toMatchObject({ target: 6, die: 5, success: false });
    expect(expertiseRoll('raw', dice(6), 'x').success).toBe(true);
    expect(expertiseRoll('average', dice(4), 'x').success).toBe(false);
    expect(expertiseRoll('average', dice(5), 'x').success).toBe(true);
    expect(expertiseRoll('veteran', dice(3), 'x').success).toBe(false);
    expect(expertiseRoll('veteran', dice(4), 'x')).toMatchObject({ target: 4, success: true });
  });

  it('GIVEN every face THEN exactly 1/6, 2/6, 3/6 succeed', () => {
    const passes = (q: 'raw' | 'average' | 'veteran') => [1, 2, 3, 4, 5, 6].filter((f) => expertiseRoll(q, dice(f), 'x').success).length;
    expect([passes('raw'), passes('average'), passes('veteran')]).toEqual([1, 2, 3]);
  });
});

describe('goToGround', () => {
  it('GIVEN a pass or a fail THEN success follows the roll', () => {
    expect(goToGround('average', dice(5))).toMatchObject({ automatic: false, success: true });
    expect(goToGround('average', dice(4))).toMatchObject({ automatic: false, success: false });
  });

  it('GIVEN scouts THEN automatic, no dice', () => {
    const d = dice();
    expect(goToGround('veteran', d, { scout: true })).toEqual({ automatic: true, success: true });
    expect(d.parts).toHaveLength(0);
  });
});

describe('removePin (officers and commissars)', () => {
  it('GIVEN an officer or heroic commissar THEN removed on their expertise roll', () => {
    expect(unwrap(removePin('officer', 'veteran', { pinned: true }, dice(4)))).toMatchObject({ removed: true, kills: 0 });
    expect(unwrap(removePin('officer', 'veteran', { pinned: true }, dice(3)))).toMatchObject({ removed: false, kills: 0 });
    expect(unwrap(removePin('heroic-commissar', 'average', { pinned: true }, dice(5))).removed).toBe(true);
    expect(unwrap(removePin('heroic-commissar', 'average', { pinned: true }, dice(4))).removed).toBe(false);
  });

  it('GIVEN a KGB commissar THEN removed without a roll, for a Kill', () => {
    const d = dice();
    expect(unwrap(removePin('kgb-commissar', 'raw', { pinned: true }, d))).toEqual({ by: 'kgb-commissar', removed: true, kills: 1 });
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN a unit not pinned or permanently pinned THEN refused', () => {
    expectCode(removePin('officer', 'raw', { pinned: false }, dice()), 'fireteam/not-pinned');
    expectCode(removePin('kgb-commissar', 'raw', { pinned: true, permanentlyPinned: true }, dice()), 'fireteam/permanently-pinned');
  });
});

describe('medicSave', () => {
  it('GIVEN a pass THEN a Kill becomes a Pin and a Pin nothing; a fail leaves the hit', () => {
    expect(medicSave('average', 'kill', dice(5)).becomes).toBe('pin');
    expect(medicSave('average', 'pin', dice(6)).becomes).toBe('nothing');
    expect(medicSave('average', 'kill', dice(4)).becomes).toBe('kill');
    expect(medicSave('average', 'pin', dice(1)).becomes).toBe('pin');
  });
});

describe('veteranCrewAvoids', () => {
  it('GIVEN 4+ THEN the pin or panic is avoided', () => {
    expect(veteranCrewAvoids('panic', dice(4))).toMatchObject({ what: 'panic', avoided: true });
    expect(veteranCrewAvoids('pin', dice(3))).toMatchObject({ what: 'pin', avoided: false });
  });
});
