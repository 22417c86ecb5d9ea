import { describe, expect, it } from 'vitest';
import { fireteamHouseRules, fireteamRules } from '../../../../src/rulesets/fireteam/rules/house-rules.js';

describe('fireteam house rules', () => {
  it('has unique keys and defaults inside their own domains', () => {
    const keys = fireteamHouseRules.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of fireteamHouseRules) {
      if (p.type === 'integer') {
        expect(p.default).toBeGreaterThanOrEqual(p.min);
        expect(p.default).toBeLessThanOrEqual(p.max);
      }
      if (p.type === 'choice') expect(p.choices).toContain(p.default);
    }
  });

  it('gives defaults and a GM override', () => {
    expect(fireteamRules()('assault.tie')).toBe('DEFENDER_WINS');
    expect(fireteamRules({ 'assault.tie': 'NO_RESULT' })('assault.tie')).toBe('NO_RESULT');
    expect(fireteamRules()('fire.soft.hits1')).toBe(4);
  });
});
