import { describe, expect, it } from 'vitest';
import { fogoHouseRules } from '../../../../../src/rulesets/fogo/rules/game/house-rules.js';

/** The fieldcraft defaults of crossfire-core §2.11 that are values, each a named house rule. */
const FIELDCRAFT_KEYS: Record<string, string | number | boolean> = {
  'fieldcraft.revealFireLandsOn': 'FIRER_CHOOSES_ONE',
  'fieldcraft.dummySuppressCounts': true,
  'fieldcraft.dummyNominalDice': 2,
  'fieldcraft.reorganiseDummies': true,
  'fieldcraft.trackClosestTo': 'SPOOR',
  'fieldcraft.hideLeaves': 'ALL_OR_NOTHING',
  'fieldcraft.autoSneakCostHidden': 1,
  'fieldcraft.autoSneakCostRevealed': 2,
};

describe('fieldcraft house rules (crossfire-core §2.11)', () => {
  it('GIVEN the registry THEN every fieldcraft default is there with the digest default and its §2.11 source', () => {
    const mine = fogoHouseRules.filter((p) => p.key.startsWith('fieldcraft.'));
    expect(Object.fromEntries(mine.map((p) => [p.key, p.default]))).toEqual(FIELDCRAFT_KEYS);
    for (const p of mine) expect(p.source, p.key).toMatch(/§2\.11 \(\d+\)/);
  });
});
