import { expect } from 'vitest';
import type { Clock } from '../../src/app/ports.js';
import { harness } from './harness.js';

/**
 * A fogo game on the paddy-patrol board in channel c1, built through the commands: ann the GM, ana
 * Portugal (holding the initiative) and ben FRELIMO, both forces deployed. `must` runs a line that
 * must succeed.
 */
export function fogoTable(opts: { clock?: Clock; databasePath?: string; outbox?: boolean } = {}) {
  const h = harness({ ...(opts.clock ? { clock: opts.clock } : {}), ...(opts.databasePath ? { databasePath: opts.databasePath } : {}), ...(opts.outbox ? { outbox: true } : {}) });
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
    return r;
  };
  must('ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('ana', '/campaign join side:Portugal');
  must('ana', '/fogo force builtin:cacadores-combat-group');
  must('ben', '/campaign join side:FRELIMO');
  must('ben', '/fogo force builtin:frelimo-group');
  return { h, must };
}
