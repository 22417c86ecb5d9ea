import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { SECRET_HEX, steppingClock } from '../helpers/harness.js';
import { PgCampaignStore } from '../../src/persistence/campaign-store.js';
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
  afterAll(() => cluster?.stop());
  storeContract('PostgreSQL', async () => {
    const target = await cluster.newDatabase();
    return { kind: 'pg', target, open: () => PgCampaignStore.open(target) };
  });

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
      const compose = (databaseUrl?: string) =>
        composeApp({ databasePath: ':memory:', databaseUrl, logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), clock: steppingClock() });
      const play = (app: ReturnType<typeof compose>['app'], actor: string, line: string) => {
        const parsed = parseLine(line);
        if (parsed.kind !== 'command') throw new Error(line);
        return JSON.stringify(app.execute({ actor: { id: `id-${actor}`, name: actor }, channelId: 'c1', path: parsed.path, options: parsed.options }));
      };
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
}
