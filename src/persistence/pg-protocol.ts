import type { MessagePort } from 'node:worker_threads';

// What the main thread (`SyncPg`) and the PostgreSQL worker (`pg-worker.ts`) say to each other.

/** A request from `SyncPg` (main thread) to the one connection this worker holds. */
export type PgRequest =
  | { readonly op: 'open'; readonly migrations: string }
  | { readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[] }
  /** Several statements in one round trip (a simple query: no parameters), each one's rows. */
  | { readonly op: 'batch'; readonly sql: string }
  | { readonly op: 'close' }
  /** The main thread stopped waiting for an answer: the connection is dropped (the server rolls back what it had begun) and made again. No reply. */
  | { readonly op: 'reset'; readonly why: string };

export type PgReply =
  | { readonly ok: true; readonly rows: Record<string, unknown>[]; readonly changes: number }
  | {
      readonly ok: false;
      readonly message: string;
      readonly code?: string;
      /** The connection was lost (or never made): the database is unavailable, not the statement wrong. */
      readonly unavailable?: boolean;
    };

export interface PgWorkerData {
  readonly url: string;
  /**
   * Int32 flags: [0] the number of the last request answered (its reply posted before the flag is set);
   * [1] the connection's state (`UP`, `DOWN`); [2] round trips made; [3] connections lost.
   */
  readonly signal: SharedArrayBuffer;
  readonly port: MessagePort;
}

export const UP = 0;
export const DOWN = 1;
