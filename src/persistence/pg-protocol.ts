import type { MessagePort } from 'node:worker_threads';

// What the main thread (`SyncPg`) and the PostgreSQL worker (`pg-worker.ts`) say to each other.

/** A request from `SyncPg` (main thread) to the one connection this worker holds. */
export type PgRequest =
  | { readonly op: 'open'; readonly migrations: string }
  /**
   * One statement; with `before`, those first, all in one round trip (one `Batch`: prepared statements,
   * one Sync): the rows of the last, and of each of `before` (`earlier`).
   */
  | { readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[]; readonly before?: readonly { readonly sql: string; readonly params: readonly unknown[] }[] }
  | { readonly op: 'close' }
  /** The main thread stopped waiting for an answer: the connection is dropped (the server rolls back what it had begun) and made again. No reply. */
  | { readonly op: 'reset'; readonly why: string };

export type PgReply =
  | {
      readonly ok: true;
      readonly rows: Record<string, unknown>[];
      /** The rows each statement wrote, in order (`before`'s, then the last): a batch's writes told apart. */
      readonly changes: readonly number[];
      /** The last statement's command tag's verb (`COMMIT`, or `ROLLBACK` when a COMMIT found its transaction aborted). */
      readonly command?: string;
      readonly earlier?: Record<string, unknown>[][];
    }
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
   * [1] the connection's state (`UP`, `DOWN`); [2] round trips made; [3] connections lost; [4] statements sent (several to a round trip when
   * they are batched).
   */
  readonly signal: SharedArrayBuffer;
  readonly port: MessagePort;
}

export const UP = 0;
export const DOWN = 1;
