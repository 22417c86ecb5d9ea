import { fail, ok, type RuleResult } from '../../../core/result.js';

/** "1st Sqd, Lt Kelly" → ["1st Sqd", "Lt Kelly"]: at least one, at most twelve, no repeats. */
export function parseIdList(text: string): RuleResult<string[], 'lnl/bad-unit-list'> {
  const ids = text.split(',').map((s) => s.trim()).filter(Boolean);
  const unique = new Set(ids.map((s) => s.toLowerCase()));
  if (ids.length === 0 || ids.length > 12 || unique.size !== ids.length) return fail('lnl/bad-unit-list');
  return ok(ids);
}
