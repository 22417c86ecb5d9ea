import { describe, expect, it } from 'vitest';
import { parseHouseRuleValue, rulesFor } from '../../../../../src/core/house-rules.js';
import { fngEnemyHouseRules } from '../../../../../src/rulesets/fng/rules/enemy/enemy-house-rules.js';
import { unwrap } from '../../../../helpers/rules.js';

describe('FNG enemy house rules', () => {
  it('GIVEN the parameters THEN the plan\'s required keys are there with its defaults', () => {
    const defaults = Object.fromEntries(fngEnemyHouseRules.map((p) => [p.key, p.default]));
    expect(defaults).toMatchObject({
      'fng.pef.rep': 'eal',
      'fng.pef.contact-zero': 'reinforcements',
      'fng.vc-action.target': 'leader-rep',
      'fng.vc-action.outside-12-los': 'out-of-los',
      'fng.pc.eal2-rows-8-9': 'as-row-7',
      'fng.pc.eal6-order': 'eal5-pattern',
      'fng.random-event.this-side': 'reroll-higher',
      'fng.trap.random-event-type': 'd6-split',
    });
  });

  it('GIVEN every parameter THEN a unique fng. key, a seed source, and a default it accepts', () => {
    const keys = fngEnemyHouseRules.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of fngEnemyHouseRules) {
      expect(p.key).toMatch(/^fng\.[a-z0-9-]+\.[a-z0-9-]+$/);
      expect(p.source).toMatch(/L\d{3,4}/);
      expect(unwrap(parseHouseRuleValue(p, String(p.default)))).toBe(p.default);
      if (p.type === 'choice') expect(p.choices.length).toBeGreaterThan(1);
    }
  });

  it('GIVEN a GM override THEN the lookup returns it, and the default otherwise', () => {
    const rules = rulesFor(fngEnemyHouseRules, { 'fng.pef.rep': 'all-3' });
    expect(rules('fng.pef.rep')).toBe('all-3');
    expect(rules('fng.vc-action.target')).toBe('leader-rep');
  });
});
