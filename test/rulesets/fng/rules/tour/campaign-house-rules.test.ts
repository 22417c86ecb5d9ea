import { describe, expect, it } from 'vitest';
import { fngCampaignHouseRules } from '../../../../../src/rulesets/fng/rules/tour/campaign-house-rules.js';

describe('FNG campaign house rules', () => {
  it('GIVEN every parameter THEN its key is unique, under fng., and its default is one of its values', () => {
    const keys = fngCampaignHouseRules.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of fngCampaignHouseRules) {
      expect(p.key).toMatch(/^fng\.[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(p.source).toMatch(/seed L\d+/);
      if (p.type === 'choice') expect(p.choices).toContain(p.default);
      if (p.type === 'integer') expect(p.default >= p.min && p.default <= p.max).toBe(true);
    }
  });

  it('GIVEN the AO status modifiers THEN there is one per Corps AO, fourteen in all', () => {
    expect(fngCampaignHouseRules.filter((p) => p.key.startsWith('fng.ao-status.'))).toHaveLength(14);
  });
});
