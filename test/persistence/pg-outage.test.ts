import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/adapters/logger.js';
import { StoreUnavailableError } from '../../src/app/ports.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { PgCampaignStore } from '../../src/persistence/campaign-store.js';
import { STATEMENT_WAIT_MS } from '../../src/persistence/sync-pg.js';
import { LEDGER_KEY, SECRET_HEX } from '../helpers/harness.js';
import { clusterPerFile } from '../helpers/pg-cluster-per-file.js';
import { startPgProxy } from '../helpers/pg-proxy.js';

/**
 * Issue 42, item 1, at the store: PostgreSQL stopped, restarted or silent is a passing state. Meanwhile
 * every call fails at once (or, the server silent, after the wait limit) as unavailable, saying whether
 * a COMMIT may have gone through; the connection is made again in the background, and the same store
 * works again once the server answers, without a restart.
 */
const { missing, cluster } = clusterPerFile();

/** Throws unless `fn` throws StoreUnavailableError; that error, and how long `fn` held this thread (ms). */
function unavailable(fn: () => unknown): { error: StoreUnavailableError; ms: number } {
  const started = performance.now();
  try {
    fn();
  } catch (e) {
    if (!(e instanceof StoreUnavailableError)) throw e;
    return { error: e, ms: performance.now() - started };
  }
  throw new Error('it did not fail');
}

async function until(what: string, probe: () => boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !probe(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

const newCampaign = (store: PgCampaignStore, channelId: string) =>
  store.transaction((tx) => {
    const l = tx.createLedger({ kind: 'campaign', channelId, secret: new Uint8Array(32), commitment: 'x', createdAt: 't' });
    tx.insertCampaign({ id: l.id, channelId, name: channelId, ruleset: 'fogo', gm: { id: 'g', name: 'g' }, sides: [], houseRules: {}, status: 'active', createdAt: 't', version: 1 });
    return l.id;
  });

describe.skipIf(missing !== undefined)('PostgreSQL away and back', { timeout: 120_000 }, () => {
  it('GIVEN the server stopped (as a crash would) THEN calls fail at once as unavailable, and once it is started again the same store works', async () => {
    const store = PgCampaignStore.open(await cluster().newDatabase(), LEDGER_KEY);
    try {
      const id = newCampaign(store, 'c1');
      expect(store.health()).toEqual({ database: 'postgresql', available: true, roundTrips: expect.any(Number), statements: expect.any(Number), connectionsLost: 0 });
      cluster().stopServer();
      try {
        const first = unavailable(() => store.transaction((tx) => tx.campaign(id)));
        expect(first.error.uncertain).toBe(false);
        expect(first.ms).toBeLessThan(STATEMENT_WAIT_MS);
        expect(store.health().available).toBe(false);
        // Known to be down: the next call does not even ask.
        expect(unavailable(() => store.read((tx) => tx.campaign(id))).ms).toBeLessThan(50);
      } finally {
        cluster().startServer();
      }
      await until('the connection made again', () => store.health().available);
      expect(store.health().connectionsLost).toBe(1);
      expect(store.transaction((tx) => tx.campaign(id))?.name).toBe('c1');
      expect(newCampaign(store, 'c2')).not.toBe(id);
    } finally {
      store.close();
    }
  });

  it('GIVEN the server silent (a network cut) THEN a call fails as unavailable after the wait limit, a COMMIT as uncertain, and the store works once it answers', async () => {
    const proxy = await startPgProxy(cluster().socketDir);
    const store = PgCampaignStore.open(proxy.via(await cluster().newDatabase()), LEDGER_KEY);
    try {
      const id = newCampaign(store, 'c1');
      proxy.freeze();
      const read = unavailable(() => store.transaction((tx) => tx.campaign(id)));
      expect(read.error.uncertain).toBe(false);
      // This thread was held no longer than the wait limit (with some slack for a loaded machine).
      expect(read.ms).toBeGreaterThanOrEqual(STATEMENT_WAIT_MS - 5);
      expect(read.ms).toBeLessThan(STATEMENT_WAIT_MS + 1_000);
      proxy.thaw();
      await until('the connection made again', () => store.health().available);
      // A write whose COMMIT goes out as the server falls silent: it may or may not have been taken.
      const commit = unavailable(() =>
        store.transaction((tx) => {
          tx.addToInbox('u1', { channelId: 'c1', createdAt: 't', post: { text: 'sent as the line went quiet' } });
          proxy.freeze();
        }),
      );
      expect(commit.error.uncertain).toBe(true);
      // The store dropped that connection; once the proxy has seen it go, what it held goes nowhere.
      await until('the dropped connection closed', () => proxy.connections() === 0);
      proxy.thaw();
      await until('the connection made again', () => store.health().available);
      expect(store.transaction((tx) => tx.campaign(id))?.name).toBe('c1');
      // The dropped connection took its transaction with it: the server never saw the COMMIT.
      expect(store.transaction((tx) => tx.unreadInbox('u1'))).toEqual([]);
    } finally {
      store.close();
      await proxy.close();
    }
  });

  it('GIVEN the database unavailable THEN a command answers privately that nothing was changed, and the same command goes through once it is back', async () => {
    const url = await cluster().newDatabase();
    const logger = memoryLogger();
    const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: url, logger, secrets: fixedSecret(SECRET_HEX) });
    const roll = () => app.execute({ actor: { id: 'u1', name: 'ann' }, channelId: 'c1', path: ['roll'], options: { dice: '1d6' } });
    try {
      expect(roll().ok).toBe(true);
      cluster().stopServer();
      try {
        for (let k = 0; k < 2; k++) {
          const refused = roll();
          expect(refused).toMatchObject({ ok: false, error: { code: 'store/unavailable' } });
          expect(refused.outcome).toEqual({ private: { text: 'The database is not answering just now, so nothing was changed. Please try again in a minute.' } });
        }
        expect(app.autocomplete({ actor: { id: 'u1', name: 'ann' }, channelId: 'c1', path: ['campaign', 'join'] }, 'side', '')).toEqual([]);
      } finally {
        cluster().startServer();
      }
      await until('the connection made again', () => app.storeHealth().available);
      const again = roll();
      expect(again.ok && again.outcome.public?.text).toMatch(/^🎲 Roll #2 by ann/);
      // Logged as what it is, not as a fault.
      expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
      expect(logger.entries.filter((e) => e.msg === 'database unavailable')).toHaveLength(2);
    } finally {
      store.close();
    }
  });
});

describe.skipIf(missing !== undefined)('PostgreSQL at start', () => {
  it('GIVEN a database that does not exist, or a user the server does not know THEN opening fails in one line that says so', async () => {
    const url = new URL(await cluster().newDatabase());
    const socket = `socket ${cluster().socketDir}/.s.PGSQL.5432`;
    url.pathname = '/nosuchdb';
    expect(() => PgCampaignStore.open(url.href, LEDGER_KEY)).toThrow(
      `Cannot use PostgreSQL at DATABASE_URL (${socket}, database nosuchdb, user postgres): there is no database nosuchdb on that server: create it (createdb nosuchdb, or CREATE DATABASE nosuchdb).`,
    );
    url.pathname = '/postgres';
    url.username = 'nobody';
    expect(() => PgCampaignStore.open(url.href, LEDGER_KEY)).toThrow(
      `Cannot use PostgreSQL at DATABASE_URL (${socket}, database postgres, user nobody): the server refused user nobody: role "nobody" does not exist.`,
    );
  });
});
