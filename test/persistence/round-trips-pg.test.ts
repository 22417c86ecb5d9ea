import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgMissing, startPgCluster, type PgCluster } from '../helpers/pg-cluster.js';
import { pgCommandCosts, summarize } from '../helpers/pg-round-trips.js';

// Issue 42: a command that writes takes at most 4 round trips to PostgreSQL. Counted by the connection
// (not timed), over a FoGO game on a throwaway cluster; `npm run bench` shows the same figures.
const missing = pgMissing();
describe.skipIf(missing !== undefined)('round trips to PostgreSQL per command', () => {
  let cluster: PgCluster;
  beforeAll(() => {
    cluster = startPgCluster();
  }, 60_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('GIVEN a FoGO game THEN every command that writes takes at most 4 round trips, a move or a roll in a campaign 2, and a read 2', async () => {
    const costs = pgCommandCosts(await cluster.newDatabase());
    const by = summarize(costs);
    // The game went as a game goes: moves, passes and rolls carried out, not refused.
    expect([...by.keys()]).toEqual(
      expect.arrayContaining(['/campaign new', '/campaign join', '/fogo force', '/roll', '/roll (no campaign)', '/fogo fire', '/fogo pass', '/campaign status', '/fogo stand list', 'outbox marks']),
    );
    expect(by.get('/fogo pass')!.n).toBeGreaterThanOrEqual(5);
    for (const c of costs.filter((c) => c.ok && c.wrote)) expect(c.roundTrips, `${c.command}: ${c.roundTrips} round trips`).toBeLessThanOrEqual(4);
    // The campaign locked, its ledger and numbers read in one round trip; everything written with the COMMIT in the second.
    for (const name of ['/roll', '/fogo fire', '/fogo pass', '/campaign join', '/fogo force']) expect(by.get(name)!.maxRoundTrips, name).toBeLessThanOrEqual(2);
    // The first roll in a channel makes its ledger: one more round trip, once.
    expect(costs.filter((c) => c.command === '/roll (no campaign)').slice(1).every((c) => c.roundTrips <= 3)).toBe(true);
    for (const name of ['/campaign status', '/fogo stand list']) expect(by.get(name)!.maxRoundTrips, name).toBeLessThanOrEqual(2);
    // A refusal changes nothing and costs the look-up and its ROLLBACK.
    for (const c of costs.filter((c) => !c.ok)) expect(c.roundTrips, c.command).toBeLessThanOrEqual(2);
    expect(by.get('outbox marks')!.maxRoundTrips).toBe(1);
  }, 120_000);
});
