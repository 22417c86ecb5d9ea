import type { HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { fireteamRules } from '../../../../src/rulesets/fireteam/rules/house-rules.js';
export { dice, unwrap, expectCode } from '../../../helpers/rules.js';

export const RULES = fireteamRules();
export const rulesWith = (overrides: HouseRuleOverrides) => fireteamRules(overrides);

/** Every outcome of n dice of `sides`, each equally likely. */
export function* allFaces(n: number, sides = 6): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1, sides)) for (let f = 1; f <= sides; f++) yield [...rest, f];
}

