import { describe, expect, it } from 'vitest';
import { moraleCheck } from '../../../../../src/rulesets/lnl/rules/game/morale-check.js';
import { dice } from '../../../../helpers/rules.js';

describe('moraleCheck (the player aid uses it undefined: 1d6 + modifiers ≤ morale)', () => {
  it('GIVEN a die equal to morale THEN passed; one more THEN failed', () => {
    expect(moraleCheck(4, [], dice(4)).passed).toBe(true);
    expect(moraleCheck(4, [], dice(5)).passed).toBe(false);
  });

  it('GIVEN "MC − the difference" THEN the difference comes off the die and is listed; zero modifiers are dropped', () => {
    const roller = dice(6);
    const mc = moraleCheck(4, [{ reason: 'difference', value: -2 }, { reason: 'leadership', value: 0 }], roller, 'morale check M1');
    expect(mc).toMatchObject({ die: 6, total: 4, passed: true });
    expect(mc.modifiers).toEqual([{ reason: 'difference', value: -2 }]);
    expect(roller.parts[0]?.label).toBe('morale check M1');
  });

  it('GIVEN every face THEN exactly the faces up to morale pass', () => {
    expect([1, 2, 3, 4, 5, 6].filter((f) => moraleCheck(3, [], dice(f)).passed)).toEqual([1, 2, 3]);
  });
});
