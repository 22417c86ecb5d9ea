import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { storeContract } from './store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-contract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

storeContract('SQLite', async () => {
  const target = join(dir, `db${++n}.sqlite`);
  return { kind: 'sqlite', target, open: () => SqliteCampaignStore.open(target) };
});
