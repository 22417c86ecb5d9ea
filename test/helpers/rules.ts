import { expect } from 'vitest';
import { scriptedDice } from '../../src/core/dice/die-source.js';
import { recordingRoller } from '../../src/core/dice/roller.js';
import type { RuleResult } from '../../src/core/result.js';

/** Shared by every ruleset's rules tests: scripted dice, result unwrapping, exact enumeration. */

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

/** Every outcome of n d6, each equally likely. */
export function* allFaces(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

/** How many of the 6^n equally likely face sequences satisfy `hit`. */
export function countFaces(n: number, hit: (faces: number[]) => boolean): number {
  let count = 0;
  for (const f of allFaces(n)) if (hit(f)) count++;
  return count;
}
