import { fail, ok, type RuleResult } from './result.js';

/** How sure the digest is of a value (crossfire-core §0.1): [B] secondary source, [C] unverified. */
export type Confidence = 'B' | 'C';

interface ParamBase {
  readonly key: string;
  readonly description: string;
  readonly confidence: Confidence;
  /** The digest or seed section the value comes from. */
  readonly source: string;
}

export type HouseRuleParam =
  | (ParamBase & { readonly type: 'integer'; readonly default: number; readonly min: number; readonly max: number })
  | (ParamBase & { readonly type: 'boolean'; readonly default: boolean })
  | (ParamBase & { readonly type: 'choice'; readonly default: string; readonly choices: readonly string[] });

export type HouseRuleValue = number | boolean | string;

/** Only the values a GM changed are stored; everything else is the digest's default. */
export type HouseRuleOverrides = Readonly<Record<string, HouseRuleValue>>;

export type HouseRuleError = 'rules/unknown-parameter' | 'rules/invalid-value';

export function findParam(params: readonly HouseRuleParam[], key: string): HouseRuleParam | undefined {
  const wanted = key.trim().toLowerCase();
  return params.find((p) => p.key.toLowerCase() === wanted);
}

/** What a parameter accepts, in words, for error messages and /campaign rules list. */
export function describeDomain(p: HouseRuleParam): string {
  switch (p.type) {
    case 'integer':
      return `a whole number from ${p.min} to ${p.max}`;
    case 'boolean':
      return 'true or false';
    case 'choice':
      return `one of ${p.choices.join(', ')}`;
  }
}

/** Parses a GM's typed value for a parameter. */
export function parseHouseRuleValue(
  p: HouseRuleParam,
  raw: string,
): RuleResult<HouseRuleValue, HouseRuleError> {
  const text = raw.trim();
  const bad = () => fail('rules/invalid-value' as const, { key: p.key, expected: describeDomain(p) });
  switch (p.type) {
    case 'integer': {
      if (!/^[+-]?\d+$/.test(text)) return bad();
      const n = Number(text);
      return n >= p.min && n <= p.max ? ok(n) : bad();
    }
    case 'boolean': {
      const t = text.toLowerCase();
      if (['true', 'yes', 'on'].includes(t)) return ok(true);
      if (['false', 'no', 'off'].includes(t)) return ok(false);
      return bad();
    }
    case 'choice': {
      const c = p.choices.find((x) => x.toLowerCase() === text.toLowerCase());
      return c === undefined ? bad() : ok(c);
    }
  }
}

/** The value in force for a campaign: the GM's override, else the default. */
export function houseRuleValue(
  params: readonly HouseRuleParam[],
  overrides: HouseRuleOverrides,
  key: string,
): HouseRuleValue {
  const p = findParam(params, key);
  if (!p) throw new Error(`unknown house-rule parameter ${key}`);
  return overrides[p.key] ?? p.default;
}

/**
 * The value in force for a house-rule key of the campaign. Rules moves read every uncertain number
 * through this, never a literal (DESIGN.md, House rules).
 */
export type HouseRules = (key: string) => HouseRuleValue;

/** The lookup for one ruleset's parameters and a campaign's overrides. */
export function rulesFor(params: readonly HouseRuleParam[], overrides: HouseRuleOverrides = {}): HouseRules {
  return (key) => houseRuleValue(params, overrides, key);
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
