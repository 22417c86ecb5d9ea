import { workerData } from 'node:worker_threads';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Batch, PreparedNames } from './pg-batch.js';
import { DOWN, UP, type PgReply, type PgRequest, type PgWorkerData } from './pg-protocol.js';

/** How long making a connection may take after one was lost (the bot waits on no one meanwhile). */
const RECONNECT_TIMEOUT_MS = 1_000;
/** How long the first connection may take, at start (a server across the world, TLS). */
const OPEN_TIMEOUT_MS = 10_000;
/** Between attempts to connect again while the server is unreachable. */
const RECONNECT_MS = 250;

const { url, signal, port } = workerData as PgWorkerData;
const flags = new Int32Array(signal);

// JSON columns come back as the text written (the store parses what it needs), as from SQLite;
// bigint (count(*)) as numbers, which the store's counts always fit.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 114 || oid === 3802) return (v: string) => v;
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/**
 * SQLSTATE classes and codes that say the connection or the server is gone, not the statement wrong:
 * 08 connection exceptions, 57P01-57P03 (the server shutting down, crashed, starting up).
 */
const GONE_CODES = /^(08|57P0[123])/;
/** Node's socket errors (no server, refused, reset, unreachable, timed out), and node-postgres's own words for a lost connection. */
const GONE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const GONE_WORDS = /Connection terminated|connection timeout|Client has encountered a connection error|not queryable|Connection closed/i;

function gone(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (GONE_CODES.test(code) || GONE_ERRNOS.has(code))) return true;
  return e instanceof Error && GONE_WORDS.test(e.message);
}

function newClient(timeoutMs: number): pg.Client {
  // Keepalive: a server gone without a word (a network cut) is noticed by the socket, not only at the next query.
  return new pg.Client({ connectionString: url, types, connectionTimeoutMillis: timeoutMs, keepAlive: true });
}

let client: pg.Client | undefined;
let opened = false;
let closing = false;
/** Why the connection is down, while it is. */
let lost: string | undefined;
let reconnecting: NodeJS.Timeout | undefined;
/** Each distinct statement is prepared once on a connection, under its own name; a new connection starts afresh. */
let prepared = new PreparedNames(types);

function setState(state: typeof UP | typeof DOWN): void {
  Atomics.store(flags, 1, state);
}

/** The connection is gone: dropped, marked down, and made again in the background until the server answers. */
function loseConnection(why: string): void {
  if (closing) return;
  const was = client;
  client = undefined;
  if (lost === undefined) Atomics.add(flags, 3, 1);
  lost = why;
  setState(DOWN);
  if (was) {
    was.removeAllListeners('error');
    // A socket error after this is of a connection no longer used.
    was.on('error', () => undefined);
    void was.end().catch(() => undefined);
  }
  if (opened && reconnecting === undefined) reconnecting = setTimeout(reconnect, RECONNECT_MS);
}

async function connect(timeoutMs = RECONNECT_TIMEOUT_MS): Promise<pg.Client> {
  const c = newClient(timeoutMs);
  // An error while idle (the server restarting, the network) arrives as an event; unhandled, it would end the thread.
  c.on('error', (e) => {
    if (client === c) loseConnection(e.message);
  });
  c.on('end', () => {
    if (client === c) loseConnection('the connection was closed');
  });
  try {
    await c.connect();
  } catch (e) {
    c.removeAllListeners('end');
    throw e;
  }
  return c;
}

async function reconnect(): Promise<void> {
  reconnecting = undefined;
  if (closing || client !== undefined) return;
  try {
    const c = await connect();
    if (closing) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    prepared = new PreparedNames(types);
    lost = undefined;
    setState(UP);
  } catch (e) {
    lost = e instanceof Error ? e.message : String(e);
    reconnecting = setTimeout(reconnect, RECONNECT_MS);
  }
}

const written = (command: string | undefined): boolean => command === 'INSERT' || command === 'UPDATE' || command === 'DELETE';

/** The connection to use now; a request while it is down fails at once as unavailable. */
function live(): pg.Client {
  if (client === undefined) throw Object.assign(new Error(`the PostgreSQL connection was lost: ${lost ?? 'not connected'}`), { unavailable: true });
  return client;
}

async function handle(req: PgRequest): Promise<PgReply> {
  switch (req.op) {
    case 'open': {
      const c = await connect(OPEN_TIMEOUT_MS);
      client = c;
      // Processes started together migrate one at a time (the key is any constant of ours).
      await c.query('SELECT pg_advisory_lock(2202)');
      try {
        await migrate(drizzle(c), { migrationsFolder: req.migrations });
      } finally {
        await c.query('SELECT pg_advisory_unlock(2202)');
      }
      opened = true;
      setState(UP);
      return { ok: true, rows: [], changes: [] };
    }
    case 'query': {
      const c = live();
      const statements = [...(req.before ?? []), { sql: req.sql, params: req.params }];
      Atomics.add(flags, 2, 1);
      Atomics.add(flags, 4, statements.length);
      const results = await c.query(new Batch(statements, prepared)).done;
      return {
        ok: true,
        rows: results[results.length - 1]!.rows,
        changes: results.map((r) => (written(r.command) ? r.rowCount : 0)),
        ...(results[results.length - 1]!.command === undefined ? {} : { command: results[results.length - 1]!.command }),
        ...(req.before === undefined ? {} : { earlier: results.slice(0, -1).map((r) => r.rows) }),
      };
    }
    case 'close':
      closing = true;
      if (reconnecting) clearTimeout(reconnecting);
      await client?.end().catch(() => undefined);
      return { ok: true, rows: [], changes: [] };
    case 'reset':
      loseConnection(req.why);
      return { ok: true, rows: [], changes: [] };
  }
}

const SEQ_MAX = 0x7fffffff;
const later = (a: number, b: number): boolean => {
  const ahead = (a - b + SEQ_MAX) % SEQ_MAX;
  return ahead > 0 && ahead < SEQ_MAX / 2;
};

port.on('message', (req: PgRequest & { readonly seq: number }) => {
  handle(req)
    .then(
      (reply) => reply,
      (e: unknown): PgReply => {
        const code = (e as { code?: unknown }).code;
        const down = (e as { unavailable?: boolean }).unavailable === true || gone(e);
        // A connection that failed a statement for its own reasons is of no more use (after the first open).
        if (down && opened && req.op !== 'open') loseConnection(e instanceof Error ? e.message : String(e));
        return { ok: false, message: e instanceof Error ? e.message : String(e), ...(typeof code === 'string' ? { code } : {}), ...(down ? { unavailable: true } : {}) };
      },
    )
    .then((reply) => {
      if (req.op === 'reset') return;
      // The reply is queued on the port before the flag wakes the main thread, which then takes it synchronously.
      port.postMessage({ ...reply, seq: req.seq });
      // The answer to a request the main thread stopped waiting for may come after a later one's: the flag
      // never goes back (numbers run 1 to 2^31 - 1 and round again, so 'later' is counted around the circle).
      if (later(req.seq, Atomics.load(flags, 0))) {
        Atomics.store(flags, 0, req.seq);
        Atomics.notify(flags, 0);
      }
      if (req.op === 'close') port.close();
    });
});
