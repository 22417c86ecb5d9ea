import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { COMPILED, PROJECT_ROOT } from '../project-root.js';
import { StoreUnavailableError } from '../app/ports.js';
import { DOWN, UP, type PgReply, type PgRequest, type PgWorkerData } from './pg-protocol.js';
import { pgStartFailure } from './pg-target.js';

const MIGRATIONS = join(PROJECT_ROOT, 'migrations/pg');
/** Connecting and migrating at start: a first migration of an empty database takes a while. */
const OPEN_WAIT_MS = 60_000;
/**
 * How long this thread waits for a statement by default: the store's statements take milliseconds, a
 * wait for another process's row lock a few more. Past it the server is taken for unreachable (a network
 * cut): the connection is dropped and made again, and the call fails as unavailable, so the event loop
 * is never held longer than this.
 */
export const STATEMENT_WAIT_MS = 1_500;
/** How long a reply may lag its wake-up (ms) before that is a fault. */
const REPLY_LAG_MS = 5_000;

/** A PostgreSQL error, with its SQLSTATE (`23505` unique violation, `40P01` deadlock…). */
export class PgError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The connection and its use so far, for /healthz and /metrics. */
export interface PgStats {
  /** Whether the connection is up (it is made again in the background while it is not). */
  readonly available: boolean;
  /** Round trips to the server (statements and batches) since the connection was opened. */
  readonly roundTrips: number;
  /** Statements sent since the connection was opened (a batch's each counted). */
  readonly statements: number;
  /** Times the connection was lost. */
  readonly connectionsLost: number;
}

/**
 * One node-postgres connection, called synchronously: the connection lives in a worker thread, and each
 * call posts its request there and blocks this thread (Atomics.wait on a shared flag) until the reply is
 * posted back, then takes it with receiveMessageOnPort (synckit's technique). So the store keeps the
 * synchronous port better-sqlite3 gives, one command one transaction, on a shared database.
 *
 * A lost connection (the server restarting, the network) is made again by the worker in the background;
 * meanwhile every call fails at once with StoreUnavailableError, and a call the server does not answer
 * within `waitMs` fails so too (`uncertain` when it was a COMMIT: it may have gone through).
 */
export class SyncPg {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flags: Int32Array;
  private closed = false;
  /** The number of the last request. */
  private seq = 0;

  constructor(
    url: string,
    private readonly waitMs = STATEMENT_WAIT_MS,
  ) {
    const signal = new SharedArrayBuffer(20);
    this.flags = new Int32Array(signal);
    Atomics.store(this.flags, 1, DOWN);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const data: PgWorkerData = { url, signal, port: port2 };
    this.worker = new Worker(COMPILED ? join(PROJECT_ROOT, 'dist/pg-worker.js') : new URL('./pg-worker-boot.mjs', import.meta.url), {
      workerData: data,
      transferList: [port2],
    });
    // The worker lives as long as the store; it does not by itself keep the process alive.
    this.worker.unref();
    try {
      this.call({ op: 'open', migrations: MIGRATIONS }, OPEN_WAIT_MS);
    } catch (e) {
      this.closed = true;
      this.port.close();
      void this.worker.terminate();
      // One line that says what is wrong, naming DATABASE_URL but not its password.
      const code = e instanceof PgError ? e.code : undefined;
      throw new PgError(pgStartFailure(url, { message: e instanceof Error ? e.message : String(e), code }), code);
    }
  }

  /**
   * Runs one statement (`$1`… parameters), after `before` in the same round trip when there are any;
   * its rows, the rows of each of `before` (`earlier`), how many rows each wrote (`before`'s, then its
   * own), and its command tag's verb.
   */
  query(
    sql: string,
    params: readonly unknown[] = [],
    before: readonly { readonly sql: string; readonly params: readonly unknown[] }[] = [],
  ): { rows: Record<string, unknown>[]; earlier: Record<string, unknown>[][]; changes: readonly number[]; command: string | undefined } {
    const r = this.call({ op: 'query', sql, params, ...(before.length > 0 ? { before } : {}) }, this.waitMs);
    return { rows: r.rows.map(fromWorker), earlier: (r.earlier ?? before.map(() => [])).map((rows) => rows.map(fromWorker)), changes: r.changes, command: r.command };
  }

  get stats(): PgStats {
    return { available: !this.closed && Atomics.load(this.flags, 1) === UP, roundTrips: Atomics.load(this.flags, 2), statements: Atomics.load(this.flags, 4), connectionsLost: Atomics.load(this.flags, 3) };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.call({ op: 'close' }, this.waitMs);
    } catch {
      // The connection is gone already: nothing to close on the server's side.
    } finally {
      this.port.close();
      void this.worker.terminate();
    }
  }

  private call(req: PgRequest, waitMs: number): PgReply & { ok: true } {
    if (this.closed && req.op !== 'close') throw new Error('the PostgreSQL store is closed');
    const commit = req.op === 'query' && /^\s*COMMIT\b/i.test(req.sql);
    if (req.op !== 'open' && req.op !== 'close' && Atomics.load(this.flags, 1) === DOWN) throw new StoreUnavailableError('PostgreSQL is unreachable; the connection is being made again');
    // Each request is numbered and the worker sets the flag to the number it answered: a wake that is
    // not for this request (or a reply left from an earlier one) cannot be taken for its answer.
    const seq = (this.seq = (this.seq % 0x7fffffff) + 1);
    this.port.postMessage({ ...req, seq });
    const deadline = Date.now() + waitMs;
    for (let now = Atomics.load(this.flags, 0); now !== seq; now = Atomics.load(this.flags, 0)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        if (req.op === 'open') throw new Error(`PostgreSQL gave no answer in ${waitMs / 1000} s`);
        // Its answer, if it comes, is for a number no longer waited for; the connection goes, and with it what the server had begun.
        this.port.postMessage({ op: 'reset', why: `no answer in ${waitMs} ms` });
        throw new StoreUnavailableError(`PostgreSQL gave no answer in ${waitMs} ms`, commit);
      }
      Atomics.wait(this.flags, 0, now, left);
    }
    for (let waited = 0; waited <= REPLY_LAG_MS; ) {
      const msg = receiveMessageOnPort(this.port);
      if (msg === undefined) {
        // Posted before the flag was set, it can still show a moment later on a loaded machine.
        Atomics.wait(this.flags, 0, seq, 1);
        waited++;
        continue;
      }
      const reply = msg.message as PgReply & { readonly seq: number };
      if (reply.seq !== seq) continue;
      if (!reply.ok) {
        if (reply.unavailable && req.op !== 'open') throw new StoreUnavailableError(reply.message, commit);
        throw new PgError(reply.message, reply.code);
      }
      return reply;
    }
    throw new Error('the PostgreSQL worker set the flag without a reply');
  }
}

/** bytea arrives as a Uint8Array (structured clone); the store reads Buffers, as from SQLite. */
function fromWorker(row: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(row)) if (v instanceof Uint8Array && !Buffer.isBuffer(v)) row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return row;
}
