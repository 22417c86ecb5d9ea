import { rulesFor, type HouseRuleOverrides, type HouseRules } from '../../../../core/house-rules.js';
import { fogoHouseRules } from './house-rules.js';

export { boolRule, choiceRule, intRule, type HouseRules } from '../../../../core/house-rules.js';

/** The lookup for a campaign's overrides; with none, every key gives the digest's default. */
export function fogoRules(overrides: HouseRuleOverrides = {}): HouseRules {
  return rulesFor(fogoHouseRules, overrides);
}
