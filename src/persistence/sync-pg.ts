import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { COMPILED, PROJECT_ROOT } from '../project-root.js';
import type { PgReply, PgRequest, PgWorkerData } from './pg-worker.js';

const MIGRATIONS = join(PROJECT_ROOT, 'migrations/pg');
/** Longer than any statement should take; past it the connection is taken for lost. */
const WAIT_MS = 120_000;
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

/**
 * One node-postgres connection, called synchronously: the connection lives in a worker thread, and each
 * call posts its request there and blocks this thread (Atomics.wait on a shared flag) until the reply is
 * posted back, then takes it with receiveMessageOnPort (synckit's technique). So the store keeps the
 * synchronous port better-sqlite3 gives, one command one transaction, on a shared database.
 */
export class SyncPg {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag: Int32Array;
  private closed = false;
  /** The number of the last request. */
  private seq = 0;

  constructor(url: string) {
    const signal = new SharedArrayBuffer(4);
    this.flag = new Int32Array(signal);
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
      this.call({ op: 'open', migrations: MIGRATIONS });
    } catch (e) {
      this.closed = true;
      this.port.close();
      void this.worker.terminate();
      throw e;
    }
  }

  /** Runs one statement (`$1`… parameters); its rows, and how many rows it wrote. */
  query(sql: string, params: readonly unknown[] = []): { rows: Record<string, unknown>[]; changes: number } {
    const r = this.call({ op: 'query', sql, params });
    return { rows: r.rows.map(fromWorker), changes: r.changes };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.call({ op: 'close' });
    } finally {
      this.port.close();
      void this.worker.terminate();
    }
  }

  private call(req: PgRequest): PgReply & { ok: true } {
    if (this.closed && req.op !== 'close') throw new Error('the PostgreSQL store is closed');
    // Each request is numbered and the worker sets the flag to the number it answered: a wake that is
    // not for this request (or a reply left from an earlier one) cannot be taken for its answer.
    const seq = (this.seq = (this.seq % 0x7fffffff) + 1);
    this.port.postMessage({ ...req, seq });
    const deadline = Date.now() + WAIT_MS;
    for (let now = Atomics.load(this.flag, 0); now !== seq; now = Atomics.load(this.flag, 0)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`PostgreSQL gave no answer in ${WAIT_MS / 1000} s`);
      Atomics.wait(this.flag, 0, now, left);
    }
    for (let waited = 0; waited <= REPLY_LAG_MS; ) {
      const msg = receiveMessageOnPort(this.port);
      if (msg === undefined) {
        // Posted before the flag was set, it can still show a moment later on a loaded machine.
        Atomics.wait(this.flag, 0, seq, 1);
        waited++;
        continue;
      }
      const reply = msg.message as PgReply & { readonly seq: number };
      if (reply.seq !== seq) continue;
      if (!reply.ok) throw new PgError(reply.message, reply.code);
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
