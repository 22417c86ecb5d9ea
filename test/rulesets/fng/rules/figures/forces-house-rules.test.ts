import { describe, expect, it } from 'vitest';
import { parseHouseRuleValue, rulesFor } from '../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../src/rulesets/fng/rules/all-house-rules.js';
import {
  FORCES_HOUSE_RULES,
  freeWillRecover,
  vcWeapons2Reading,
  weaponReadings,
} from '../../../../../src/rulesets/fng/rules/figures/forces-house-rules.js';

describe('FNG forces house rules', () => {
  it('GIVEN the parameters THEN keys are unique, fng.-prefixed, sourced, and each default parses as its own value', () => {
    const keys = FORCES_HOUSE_RULES.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of FORCES_HOUSE_RULES) {
      expect(p.key).toMatch(/^fng\./);
      expect(p.source).toMatch(/L\d+/);
      expect(parseHouseRuleValue(p, String(p.default))).toEqual({ ok: true, value: p.default });
    }
  });

  it('GIVEN no overrides THEN the plan defaults: Free Will not on Recover, 8"/Impact 3 back blast (L763), higher x/y figure, PPsh', () => {
    const rules = rulesFor(FNG_HOUSE_RULES);
    expect(freeWillRecover(rules)).toBe(false);
    expect(weaponReadings(rules)).toEqual({ selectFire: 'higher', rrBackBlast: '8-impact-3' });
    expect(vcWeapons2Reading(rules)).toBe('ppsh');
  });

  it('GIVEN a GM override THEN the resolved values follow', () => {
    const rules = rulesFor(FNG_HOUSE_RULES, {
      'fng.freewill.recover': true,
      'fng.rr.backblast': '6-impact-2',
      'fng.weapons.select-fire': 'lower',
      'fng.forces.vc-weapons-2': 'mat-49',
    });
    expect(freeWillRecover(rules)).toBe(true);
    expect(weaponReadings(rules)).toEqual({ selectFire: 'lower', rrBackBlast: '6-impact-2' });
    expect(vcWeapons2Reading(rules)).toBe('mat-49');
  });

  it('GIVEN every FNG house rule together THEN each key is listed once (the registry refuses a key twice)', () => {
    const keys = FNG_HOUSE_RULES.map((p) => p.key.toLowerCase());
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['fng.freewill.recover', 'fng.rr.backblast', 'fng.recovery.medevac-bonus', 'fng.star.deadline-hours']));
  });
});
