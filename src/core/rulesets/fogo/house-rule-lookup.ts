import { houseRuleValue, type HouseRuleOverrides, type HouseRuleValue } from '../house-rules.js';
import { fogoHouseRules } from './house-rules.js';

/**
 * The value in force for a house-rule key of the campaign. Rules moves read every uncertain number
 * through this, never a literal (DESIGN.md, House rules).
 */
export type HouseRules = (key: string) => HouseRuleValue;

/** The lookup for a campaign's overrides; with none, every key gives the digest's default. */
export function fogoRules(overrides: HouseRuleOverrides = {}): HouseRules {
  return (key) => houseRuleValue(fogoHouseRules, overrides, key);
}

// A key of the wrong type is a bug in the rules code, not a user error: these throw.

/** An integer house rule. */
export function intRule(rules: HouseRules, key: string): number {
  const v = rules(key);
  if (typeof v !== 'number') throw new Error(`house rule ${key} is not an integer`);
  return v;
}

/** A true/false house rule. */
export function boolRule(rules: HouseRules, key: string): boolean {
  const v = rules(key);
  if (typeof v !== 'boolean') throw new Error(`house rule ${key} is not a boolean`);
  return v;
}

/** A choice house rule, as one of `choices`. */
export function choiceRule<T extends string>(rules: HouseRules, key: string, choices: readonly T[]): T {
  const v = rules(key);
  const c = choices.find((x) => x === v);
  if (c === undefined) throw new Error(`house rule ${key} is not one of ${choices.join(', ')}`);
  return c;
}
