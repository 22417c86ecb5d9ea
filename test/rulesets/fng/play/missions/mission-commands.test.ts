import { describe, expect, it } from 'vitest';
import { harness } from '../../../../helpers/harness.js';
import { FNG_VALID, fngSituations } from '../../helpers/situations.js';

/** Issue 17's mission commands through the app, from their bad-input baselines: each succeeds and tells the channel. */
describe('FNG mission commands: Claymores, the Defense\'s objective, the Ambush column', () => {
  for (const key of ['fng-mission claymore', 'fng-mission objective', 'fng-mission column']) {
    it(`GIVEN /${key} with its baseline options THEN it succeeds and posts what it did`, () => {
      const h = harness({ faces: [] });
      fngSituations(h);
      const base = FNG_VALID[key]!;
      const line = `/${key} ${Object.entries(base.options).map(([k, v]) => `${k}:"${String(v)}"`).join(' ')}`;
      const r = h.run(base.actor, line, base.channel);
      expect(r.ok ? 'ok' : r.error.code).toBe('ok');
      expect(r.ok && r.outcome.public?.text).toMatch(/Claymore M1|objective.* is marked at 30,20|placed|pink/i);
    });
  }

  it('GIVEN the Claymore set in the table channel THEN firing it the next order is refused as his action is spent, and the status lists it', () => {
    const h = harness({ faces: [] });
    fngSituations(h);
    expect(h.run('bob', '/fng-mission claymore do:set figure:charles toward:20,25', 'fng').ok).toBe(true);
    const fire = h.run('bob', '/fng-mission claymore do:fire figure:charles mine:M1', 'fng');
    expect(fire.ok ? 'ok' : fire.error.code).toBe('fng/already-fired');
  });
});
