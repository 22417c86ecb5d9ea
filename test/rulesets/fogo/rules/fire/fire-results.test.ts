import { describe, expect, it } from 'vitest';
import { applyFireResult, bestResult, hitsToResult, oneStepWorse, type FireResult } from '../../../../../src/rulesets/fogo/rules/fire/fire-results.js';
import type { StandStatus } from '../../../../../src/rulesets/fogo/rules/troops/stands.js';
import { RULES, rulesWith } from '../fixtures.js';

describe('HITS→STATE (crossfire-core §1.4.3)', () => {
  it('GIVEN 0..5 hits THEN none, pin, suppress, kill, kill, kill', () => {
    expect([0, 1, 2, 3, 4, 5].map(hitsToResult)).toEqual(['none', 'pin', 'suppress', 'kill', 'kill', 'kill']);
  });

  it('GIVEN several results THEN the best single one, never a sum', () => {
    expect(bestResult(['pin', 'pin', 'pin'])).toBe('pin');
    expect(bestResult(['none', 'suppress', 'pin'])).toBe('suppress');
    expect(bestResult([])).toBe('none');
  });

  it('GIVEN the ladder THEN one step worse goes OK → Pinned → Suppressed → Killed', () => {
    expect((['ok', 'pinned', 'suppressed', 'killed'] as const).map(oneStepWorse)).toEqual(['pinned', 'suppressed', 'killed', 'killed']);
  });
});

describe('accumulation on an already-hit stand (crossfire-core §1.4.4)', () => {
  const table = (rules = RULES) =>
    (['ok', 'pinned', 'suppressed'] as const).map((from: StandStatus) =>
      (['none', 'pin', 'suppress', 'kill'] as const).map((r: FireResult) => applyFireResult(from, r, rules)),
    );

  it('GIVEN the defaults THEN the digest table', () => {
    expect(table()).toEqual([
      ['ok', 'pinned', 'suppressed', 'killed'],
      ['pinned', 'pinned', 'suppressed', 'killed'],
      ['suppressed', 'suppressed', 'killed', 'killed'],
    ]);
  });

  it('GIVEN every accumulation house rule at its other value THEN the changed cells follow', () => {
    const rules = rulesWith({ 'accumulate.pinOnPinned': 'SUPPRESSED', 'accumulate.pinOnSuppressed': 'KILLED', 'accumulate.suppressOnPinned': 'KILLED' });
    expect(table(rules)).toEqual([
      ['ok', 'pinned', 'suppressed', 'killed'],
      ['pinned', 'suppressed', 'killed', 'killed'],
      ['suppressed', 'killed', 'killed', 'killed'],
    ]);
  });

  it('GIVEN a killed stand THEN it stays killed', () => {
    expect(applyFireResult('killed', 'none', RULES)).toBe('killed');
  });
});
