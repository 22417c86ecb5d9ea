import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { composeApp, fixedSecret } from '../../../src/compose.js';
import { steppingClock, LEDGER_KEY } from '../../helpers/harness.js';
import { pgMissing, startPgCluster, type PgCluster } from '../../helpers/pg-cluster.js';
import { playTable } from '../../helpers/play-table.js';
import { expectReplayed } from '../../helpers/replay-check.js';
import { LocalTable } from '../../../src/adapters/console/local-table.js';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { docPages, parseSteps, runSteps, tableBlocks } from '../../docs/readme-blocks.js';
import { playGame } from '../../soak/soak.js';
import { SOAK_PLAYERS } from '../../soak/players/index.js';

// The golden transcripts' games played on PostgreSQL (DATABASE_URL), then replayed from what PostgreSQL kept.
const missing = pgMissing();
const FIXTURES = resolve(import.meta.dirname, '../../fixtures');
const SCRIPTS = readdirSync(FIXTURES).filter((f) => f.endsWith('.table')).sort();

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

  /** Plays a script on a fresh PostgreSQL database; the ids of the campaigns it made, with the store still open. */
  const played = async (script: string) => {
    const url = await cluster.newDatabase();
    const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: url, logger: memoryLogger(), secrets: fixedSecret('20ab'.repeat(16)), clock: steppingClock() });
    playTable(app, join(FIXTURES, script), out);
    return { store, ids: store.transaction((tx) => tx.campaignsIn('table').map((c) => c.id)) };
  };

  describe('replay on PostgreSQL', () => {
    it('GIVEN the golden transcripts THEN there are all seven, one per game the tests keep', () => {
      expect(SCRIPTS).toHaveLength(7);
    });

    it('GIVEN every walk-through of README.md and docs/ played on PostgreSQL under a random secret THEN each one\'s campaigns replay', { timeout: 300_000 }, async () => {
      const ROOT = resolve(import.meta.dirname, '../../..');
      const wrong: string[] = [];
      let blocks = 0;
      for (const page of docPages(ROOT)) {
        for (const block of tableBlocks(readFileSync(join(ROOT, page), 'utf8'))) {
          const url = await cluster.newDatabase();
          const secret = randomBytes(32).toString('hex');
          // The web page switched on, as docs/web.md assumes (the doc-test does the same).
          const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: url, logger: memoryLogger(), secrets: fixedSecret(secret), clock: steppingClock(), web: { publicUrl: 'https://sitrep.example.org', days: 14 } });
          const table = new LocalTable(app, { json: true, outDir: join(out, `${page.replaceAll('/', '-')}-${block.startLine}`), write: () => {} });
          try {
            const run = runSteps(parseSteps(block), table);
            await table.flush();
            for (const w of run.wrong) wrong.push(`DOC_SECRET=${secret} ${page}:${w.n}: ${w.why}`);
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            const ids = (await client.query<{ id: string }>('SELECT id FROM campaigns ORDER BY id')).rows.map((r) => String(r.id));
            await client.end();
            expectReplayed(store, ids);
            blocks++;
          } catch (e) {
            wrong.push(`DOC_SECRET=${secret} ${page}:${block.startLine}: ${e instanceof Error ? e.message : String(e)}`);
          } finally {
            store.close();
          }
        }
      }
      expect(wrong.join('\n')).toBe('');
      expect(blocks).toBeGreaterThanOrEqual(15);
    });

    for (const [id, player] of Object.entries(SOAK_PLAYERS)) {
      it(`GIVEN a soak game of ${id} played on PostgreSQL THEN it ends and its campaign replays`, { timeout: 120_000 }, async () => {
        const url = await cluster.newDatabase();
        let replayed = false;
        const r = playGame(player, 1, undefined, (store) => {
          expectReplayed(store, store.transaction((tx) => tx.campaignsIn('soak').map((c) => c.id)));
          replayed = true;
        }, url);
        expect({ result: r.result, breaks: r.breaks }, r.tail.join('\n')).toEqual({ result: 'ended', breaks: [] });
        expect(replayed).toBe(true);
      });
    }

    for (const script of SCRIPTS) {
      it(`GIVEN ${script} played on PostgreSQL THEN its actions and dice rebuild the stored campaign after every one`, { timeout: 90_000 }, async () => {
        const { store, ids } = await played(script);
        try {
          expect(ids.length).toBeGreaterThan(0);
          const actions = store.transaction((tx) => tx.actions(ids[0]!));
          expect(actions.length).toBeGreaterThan(5);
          // The enemy game has the bot playing inside the moves: its dice are the action's last.
          if (script === 'fng-enemy.table') expect(actions.some((a) => a.bot)).toBe(true);
          expectReplayed(store, ids);
        } finally {
          store.close();
        }
      });
    }
  });
}
