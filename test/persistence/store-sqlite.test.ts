import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll } from 'vitest';
import { SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { storeContract } from './store-contract.js';
import { LEDGER_KEY } from '../helpers/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

storeContract('SQLite', async () => {
  const target = join(dir, `db${++n}.sqlite`);
  return {
    kind: 'sqlite',
    target,
    open: (key = LEDGER_KEY) => SqliteCampaignStore.open(target, key),
    query: async (sql, params = []) => {
      const db = new Database(target);
      try {
        const s = db.prepare(sql);
        return s.reader ? (s.all(...params) as Record<string, unknown>[]) : (s.run(...params), []);
      } finally {
        db.close();
      }
    },
  };
});
