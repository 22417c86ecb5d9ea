import { expect } from 'vitest';
import { scriptedDice } from '../../../../src/core/dice/die-source.js';
import { recordingRoller } from '../../../../src/core/dice/roller.js';
import type { RuleResult } from '../../../../src/core/result.js';
import type { HouseRuleOverrides } from '../../../../src/core/rulesets/house-rules.js';
import { fireteamRules } from '../../../../src/core/rulesets/fireteam/house-rules.js';

export const RULES = fireteamRules();
export const rulesWith = (overrides: HouseRuleOverrides) => fireteamRules(overrides);

/** A roller over scripted faces that also says how many faces were left unused. */
export function dice(...faces: number[]) {
  const source = scriptedDice(faces);
  const roller = recordingRoller(source);
  return {
    parts: roller.parts,
    roll: roller.roll,
    get remaining() {
      return source.remaining;
    },
  };
}

export function unwrap<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.code} ${JSON.stringify(r.params ?? {})}`);
  return r.value;
}

export function expectCode(r: RuleResult<unknown>, code: string): void {
  expect(r.ok ? 'ok' : r.code).toBe(code);
}

/** Every outcome of n dice of `sides`, each equally likely. */
export function* allFaces(n: number, sides = 6): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1, sides)) for (let f = 1; f <= sides; f++) yield [...rest, f];
}

