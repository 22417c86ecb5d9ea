import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { SECRET_HEX, steppingClock, LEDGER_KEY } from '../helpers/harness.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { numberParams, PgCampaignStore } from '../../src/persistence/campaign-store.js';
import { copySqliteToPg, CopyRefused } from '../../src/persistence/copy-to-pg.js';
import { pgMissing, startPgCluster, type PgCluster } from '../helpers/pg-cluster.js';
import { storeContract } from './store-contract.js';

// The same contract as store-sqlite.test.ts, on a throwaway PostgreSQL cluster (test/helpers/pg-cluster.ts).
const missing = pgMissing();
if (missing !== undefined) {
  console.warn(`SKIPPED the store contract on PostgreSQL: ${missing}`);
  describe.skip(`store contract on PostgreSQL (skipped: ${missing})`, () => {
    it('runs when PostgreSQL is installed', () => {});
  });
} else {
  let cluster: PgCluster;
  beforeAll(() => {
    cluster = startPgCluster();
  }, 60_000);
  // Stopping the cluster can take a while on a loaded machine (it waits for every server process to end).
  afterAll(() => cluster?.stop(), 60_000);
  storeContract('PostgreSQL', async () => {
    const target = await cluster.newDatabase();
    return {
      kind: 'pg',
      target,
      open: (key = LEDGER_KEY) => PgCampaignStore.open(target, key),
      query: async (sql, params = []) => {
        const c = new pg.Client({ connectionString: target });
        await c.connect();
        try {
          return (await c.query(numberParams(sql), [...params])).rows as Record<string, unknown>[];
        } finally {
          await c.end();
        }
      },
    };
  });

  const compose = (databaseUrl?: string, databasePath = ':memory:') =>
    composeApp({ ledgerKey: LEDGER_KEY, databasePath, databaseUrl, logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), clock: steppingClock() });
  const play = (app: ReturnType<typeof compose>['app'], actor: string, line: string, channelId = 'c1') => {
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(line);
    return JSON.stringify(app.execute({ actor: { id: `id-${actor}`, name: actor }, channelId, path: parsed.path, options: parsed.options }));
  };

  describe('the App on PostgreSQL (DATABASE_URL)', () => {
    it('GIVEN the same commands on SQLite and on PostgreSQL THEN every answer is the same, and a restarted app reads the game back', async () => {
      const url = await cluster.newDatabase();
      const lines: [string, string][] = [
        ['ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol'],
        ['ana', '/campaign join side:Portugal'],
        ['ana', '/fogo force builtin:cacadores-combat-group'],
        ['ben', '/campaign join side:FRELIMO'],
        ['ben', '/fogo force builtin:frelimo-group'],
        ['ana', '/roll dice:3d6'],
        ['ben', '/roll dice:2d6 hidden:true'],
        ['ann', '/campaign status'],
        ['ben', '/campaign join side:Nobody'],
      ];
      const sqlite = compose();
      const pg = compose(url);
      try {
        for (const [who, line] of lines) {
          const answer = play(pg.app, who, line);
          expect(answer, line).toBe(play(sqlite.app, who, line));
          // Every line but the last (a side that does not exist) succeeds.
          expect((JSON.parse(answer) as { ok: boolean }).ok, line).toBe(line !== lines.at(-1)![1]);
        }
      } finally {
        pg.store.close();
      }
      const again = compose(url);
      try {
        expect(play(again.app, 'ann', '/campaign status')).toBe(play(sqlite.app, 'ann', '/campaign status'));
      } finally {
        again.store.close();
        sqlite.store.close();
      }
    });
  });
  describe('moving a SQLite database to PostgreSQL (npm run db:to-postgres)', () => {
    it('GIVEN a SQLite database with a game THEN the copy on PostgreSQL goes on exactly as the SQLite one would, and a second copy into it is refused', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sitrep-copy-'));
      try {
        const file = join(dir, 'db.sqlite');
        const before = compose(undefined, file);
        for (const [who, line] of [
          ['ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol'],
          ['ana', '/campaign join side:Portugal'],
          ['ana', '/fogo force builtin:cacadores-combat-group'],
          ['ana', '/roll dice:3d6'],
          ['ben', '/roll dice:2d6 hidden:true'],
        ] as const)
          expect((JSON.parse(play(before.app, who, line)) as { ok: boolean }).ok, line).toBe(true);
        before.store.close();
        const url = await cluster.newDatabase();
        expect(copySqliteToPg(file, url)).toMatchObject({ ledgers: 1, campaigns: 1, rolls: 2 });
        const onSqlite = compose(undefined, file);
        const onPg = compose(url);
        try {
          for (const [who, line] of [
            ['ann', '/campaign status'],
            ['ben', '/campaign join side:FRELIMO'],
            ['ana', '/roll dice:1d20'],
            ['ben', '/roll dice:2d6 hidden:true'],
            ['ben', '/verify'],
          ] as const) {
            const answer = play(onPg.app, who, line);
            expect(answer, line).toBe(play(onSqlite.app, who, line));
            if (line !== '/verify') expect((JSON.parse(answer) as { ok: boolean }).ok, line).toBe(true);
          }
          // New rows after the copy are numbered on from the copied ones (the sequences were moved on).
          expect(play(onPg.app, 'ann', '/roll dice:1d6', 'c2')).toBe(play(onSqlite.app, 'ann', '/roll dice:1d6', 'c2'));
          onPg.store.transaction((tx) => expect(tx.openChannelLedger('c2')?.id).toBe('2'));
        } finally {
          onSqlite.store.close();
          onPg.store.close();
        }
        expect(() => copySqliteToPg(file, url)).toThrow(CopyRefused);
        expect(() => copySqliteToPg(join(dir, 'none.sqlite'), url)).toThrow(/no SQLite database/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
