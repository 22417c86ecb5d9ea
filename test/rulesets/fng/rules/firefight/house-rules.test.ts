import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import { firefightHouseRules, firefightRules } from '../../../../../src/rulesets/fng/rules/firefight/house-rules.js';

describe('FNG firefight house rules (plan Package A)', () => {
  it('GIVEN no overrides THEN the plan\'s defaults (the RR back blast as the seed text reads)', () => {
    expect(firefightRules(rulesFor(firefightHouseRules))).toEqual({
      autoHit: 9,
      coverEvenMiss: true,
      leaderDieTests: 'rf-md-cohesion',
      freeWillRecover: false,
      inSightCover: 'cover-or-concealed',
      chargeCircumstanceSide: 'target',
      grenadeDud: 'any-1-2',
      lmgHip: 'rep',
      rrBackBlast: '8-impact-3',
      blastCover: 'duck-back',
    });
  });

  it('GIVEN overrides THEN the alternatives are read', () => {
    const r = firefightRules(
      rulesFor(firefightHouseRules, { 'fng.rct.autohit': 10, 'fng.grenade.dud': 'vc-nva-5-6', 'fng.freewill.recover': true }),
    );
    expect(r).toMatchObject({ autoHit: 10, grenadeDud: 'vc-nva-5-6', freeWillRecover: true });
  });

  it('GIVEN the list THEN eleven unique (the eleventh the smoke wind) fng.* keys, each citing seed lines', () => {
    const keys = firefightHouseRules.map((p) => p.key);
    expect(new Set(keys).size).toBe(11);
    for (const p of firefightHouseRules) {
      expect(p.key.startsWith('fng.')).toBe(true);
      expect(p.source).toMatch(/L\d+/);
    }
  });
});
