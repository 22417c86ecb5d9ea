import { expect } from 'vitest';
import { parseHex, type HexCoord } from '../../../../src/core/board/hex.js';
import type { RuleResult } from '../../../../src/core/result.js';
import type { UnitSpec } from '../../../../src/core/rulesets/lnl/roster.js';
import { addUnits, createLnlState, type LnlState } from '../../../../src/core/rulesets/lnl/state.js';

export const US = 'US';
export const VC = 'VC';

export function unwrap<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.code} ${JSON.stringify(r.params ?? {})}`);
  return r.value;
}

export function expectCode(r: RuleResult<unknown>, code: string): void {
  expect(r.ok ? 'ok' : r.code).toBe(code);
}

export const hex = (s: string): HexCoord => unwrap(parseHex(s));

export const squad = (id: string, at: string, more: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  kind: 'squad',
  name: 'Rifle Squad',
  firepower: 3,
  range: 5,
  morale: 5,
  halfSquad: { firepower: 2, range: 4, morale: 4 },
  at: hex(at),
  ...more,
});

export const leader = (id: string, at: string, lm = 1): UnitSpec => ({ id, kind: 'leader', name: id, firepower: 1, range: 4, morale: 6, leadership: lm, at: hex(at) });

/** A 12×10 two-sided game, US holding the initiative, the given counters on the map. */
export function game(us: readonly UnitSpec[], vc: readonly UnitSpec[] = []): LnlState {
  let s = unwrap(createLnlState({ sides: [US, VC], initiative: US, grid: { columns: 12, rows: 10 } }));
  s = unwrap(addUnits(s, US, us));
  return unwrap(addUnits(s, VC, vc));
}
