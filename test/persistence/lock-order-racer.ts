import { parentPort, workerData } from 'node:worker_threads';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import type { StoreTx } from '../../src/app/ports.js';
import { SECRET_HEX, LEDGER_KEY } from '../helpers/harness.js';

/** A second bot process on the same PostgreSQL database, played by a worker thread: one player's command. */
export interface LockRacerData {
  readonly module: string;
  readonly url: string;
  /**
   * Int32 flags: [0] set by the main thread when this racer may go, [1] set here once the command holds its
   * campaign, [2] set here once the racer is ready (its store open), [3] never set (what a dwell waits on).
   */
  readonly signal: SharedArrayBuffer;
  /** When the command runs, as ISO time. */
  readonly now: string;
  readonly actor: string;
  readonly line: string;
  /** How long the command dwells once it holds its campaign, before going on (ms). */
  readonly dwellMs: number;
  /**
   * Instead of a command: one transaction that locks campaign `crossed[0]`, waits for the main thread to
   * hold the other, then locks `crossed[1]` (the opposite order of the main thread's: a deadlock).
   */
  readonly crossed?: readonly [string, string];
}

export interface LockRacerReply {
  readonly ok: boolean;
  readonly code?: string;
  readonly faults: readonly string[];
  /** How many times the transaction ran (crossed). */
  readonly attempts?: number;
}

const d = workerData as LockRacerData;
const flags = new Int32Array(d.signal);
const logger = memoryLogger();
const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: d.url, logger, secrets: fixedSecret(SECRET_HEX), clock: { now: () => new Date(d.now) } });
// The command's campaign, once read, is as far as it gets before it dwells: a player's move holds it from there on.
const transaction = store.transaction;
store.transaction = function <T>(fn: (tx: StoreTx) => T): T {
  return transaction.call(store, (tx) =>
    fn(
      new Proxy(tx, {
        get(target, key) {
          const v: unknown = Reflect.get(target, key);
          if (typeof v !== 'function') return v;
          const f = (v as (...a: unknown[]) => unknown).bind(target);
          if (key !== 'activeCampaign') return f;
          return (...a: unknown[]) => {
            const r = f(...a);
            Atomics.store(flags, 1, 1);
            Atomics.notify(flags, 1);
            Atomics.wait(flags, 3, 0, d.dwellMs);
            return r;
          };
        },
      }),
    ),
  ) as T;
};
Atomics.store(flags, 2, 1);
Atomics.notify(flags, 2);
try {
  if (d.crossed) {
    let attempts = 0;
    transaction.call(store, (tx) => {
      attempts++;
      tx.campaign(d.crossed![0]);
      if (attempts === 1) {
        Atomics.store(flags, 1, 1);
        Atomics.notify(flags, 1);
        Atomics.wait(flags, 0, 0, 30_000);
      }
      tx.campaign(d.crossed![1]);
    });
    parentPort!.postMessage({ ok: true, faults: [], attempts } satisfies LockRacerReply);
    process.exit(0);
  }
  Atomics.wait(flags, 0, 0, 30_000);
  const parsed = parseLine(d.line);
  if (parsed.kind !== 'command') throw new Error(d.line);
  const done = app.execute({ actor: { id: `id-${d.actor}`, name: d.actor }, channelId: 'c1', path: parsed.path, options: parsed.options });
  const faults = logger.entries.filter((e) => e.level === 'error').map((e) => String(e.fields?.error ?? e.msg));
  parentPort!.postMessage({ ok: done.ok, ...(done.ok ? {} : { code: done.error.code }), faults } satisfies LockRacerReply);
} finally {
  store.close();
}
