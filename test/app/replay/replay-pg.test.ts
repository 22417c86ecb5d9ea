import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { composeApp, fixedSecret } from '../../../src/compose.js';
import { steppingClock } from '../../helpers/harness.js';
import { pgMissing, startPgCluster, type PgCluster } from '../../helpers/pg-cluster.js';
import { playTable } from '../../helpers/play-table.js';
import { expectReplayed } from '../../helpers/replay-check.js';

// A golden transcript's game played on PostgreSQL (DATABASE_URL), then replayed from what PostgreSQL kept.
const missing = pgMissing();
const SCRIPT = resolve(import.meta.dirname, '../../fixtures/fng-enemy.table');

if (missing !== undefined) {
  console.warn(`SKIPPED the replay on PostgreSQL: ${missing}`);
  describe.skip(`replay on PostgreSQL (skipped: ${missing})`, () => {
    it('runs when PostgreSQL is installed', () => {});
  });
} else {
  let cluster: PgCluster;
  const out = mkdtempSync(join(tmpdir(), 'sitrep-replay-pg-'));
  beforeAll(() => {
    cluster = startPgCluster();
  }, 60_000);
  afterAll(() => {
    cluster?.stop();
    rmSync(out, { recursive: true, force: true });
  }, 60_000);

  describe('replay on PostgreSQL', () => {
    it('GIVEN the FNG enemy game (the bot playing inside the moves) played on PostgreSQL THEN its actions and dice rebuild the stored campaign after every one', async () => {
      const url = await cluster.newDatabase();
      const { app, store } = composeApp({ databasePath: ':memory:', databaseUrl: url, logger: memoryLogger(), secrets: fixedSecret('20ab'.repeat(16)), clock: steppingClock() });
      try {
        playTable(app, SCRIPT, out);
        const id = store.transaction((tx) => tx.activeCampaign('table')!.id);
        const actions = store.transaction((tx) => tx.actions(id));
        expect(actions.length).toBeGreaterThan(10);
        expect(actions.some((a) => a.bot)).toBe(true);
        expectReplayed(store, [id]);
      } finally {
        store.close();
      }
    });
  });
}
