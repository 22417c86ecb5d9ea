import { afterAll, beforeAll, describe, it } from 'vitest';
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
}
