import { workerData, type MessagePort } from 'node:worker_threads';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** A request from `SyncPg` (main thread) to the one connection this worker holds. */
export type PgRequest =
  | { readonly op: 'open'; readonly migrations: string }
  | { readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[] }
  | { readonly op: 'close' };

export type PgReply =
  | { readonly ok: true; readonly rows: Record<string, unknown>[]; readonly changes: number }
  | { readonly ok: false; readonly message: string; readonly code?: string };

export interface PgWorkerData {
  readonly url: string;
  /** Int32 flag: the number of the last request answered (its reply posted before the flag is set). */
  readonly signal: SharedArrayBuffer;
  readonly port: MessagePort;
}

const { url, signal, port } = workerData as PgWorkerData;
const flag = new Int32Array(signal);

// JSON columns come back as the text written (the store parses what it needs), as from SQLite;
// bigint (count(*)) as numbers, which the store's counts always fit.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 114 || oid === 3802) return (v: string) => v;
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

const client = new pg.Client({ connectionString: url, types });
// A connection lost while idle is an 'error' event; unhandled, it would end the thread and leave the
// main thread waiting. The next query then fails at once, with this reason.
let lost: string | undefined;
client.on('error', (e) => {
  lost = e.message;
});
/** Each distinct statement is prepared once on this connection, under its own name. */
const names = new Map<string, string>();

/** Uint8Arrays cross the thread boundary as such; node-postgres sends only Buffers as bytea. */
const param = (v: unknown): unknown => (v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v);

async function handle(req: PgRequest): Promise<PgReply> {
  switch (req.op) {
    case 'open':
      await client.connect();
      // Processes started together migrate one at a time (the key is any constant of ours).
      await client.query('SELECT pg_advisory_lock(2202)');
      try {
        await migrate(drizzle(client), { migrationsFolder: req.migrations });
      } finally {
        await client.query('SELECT pg_advisory_unlock(2202)');
      }
      return { ok: true, rows: [], changes: 0 };
    case 'query': {
      if (lost !== undefined) throw new Error(`the PostgreSQL connection was lost: ${lost}`);
      let name = names.get(req.sql);
      if (name === undefined && req.params.length > 0) names.set(req.sql, (name = `s${names.size}`));
      const r = await client.query({ text: req.sql, values: req.params.map(param), ...(name === undefined ? {} : { name }) });
      const write = r.command === 'INSERT' || r.command === 'UPDATE' || r.command === 'DELETE';
      return { ok: true, rows: r.rows as Record<string, unknown>[], changes: write ? (r.rowCount ?? 0) : 0 };
    }
    case 'close':
      await client.end();
      return { ok: true, rows: [], changes: 0 };
  }
}

port.on('message', (req: PgRequest & { readonly seq: number }) => {
  handle(req).then(
    (reply) => reply,
    (e: unknown): PgReply => {
      const code = (e as { code?: unknown }).code;
      return { ok: false, message: e instanceof Error ? e.message : String(e), ...(typeof code === 'string' ? { code } : {}) };
    },
  ).then((reply) => {
    // The reply is queued on the port before the flag wakes the main thread, which then takes it synchronously.
    port.postMessage({ ...reply, seq: req.seq });
    Atomics.store(flag, 0, req.seq);
    Atomics.notify(flag, 0);
    if (req.op === 'close') port.close();
  });
});
