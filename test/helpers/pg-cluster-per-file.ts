import { afterAll, beforeAll } from 'vitest';
import { pgMissing, startPgCluster, type PgCluster } from './pg-cluster.js';

/**
 * One throwaway cluster for a test file: started before its tests when PostgreSQL is installed, stopped
 * after them. `missing` says why not (for the file's `describe.skipIf`); `cluster()` is the running one.
 * Kept apart from pg-cluster.ts, which the bench imports outside vitest.
 */
export function clusterPerFile(): { readonly missing: string | undefined; readonly cluster: () => PgCluster } {
  const missing = pgMissing();
  let running: PgCluster | undefined;
  beforeAll(() => {
    if (missing === undefined) running = startPgCluster();
  }, 60_000);
  // Stopping the cluster can take a while on a loaded machine (it waits for every server process to end).
  afterAll(() => running?.stop(), 60_000);
  return {
    missing,
    cluster: () => {
      if (running === undefined) throw new Error(`no PostgreSQL cluster is running (${missing ?? 'asked before the file\'s tests'})`);
      return running;
    },
  };
}
