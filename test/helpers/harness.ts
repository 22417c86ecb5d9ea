import type { Execution } from '../../src/app/app.js';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { typedUsers } from '../../src/adapters/console/typed-users.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import type { Clock, SecretSource } from '../../src/app/ports.js';
import type { WebLinks } from '../../src/app/web-links.js';
import { scriptedDice } from '../../src/core/dice/die-source.js';

export const SECRET_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** The key the tests' databases encrypt their ledger secrets with (LEDGER_KEY). */
export const LEDGER_KEY_HEX = '5e'.repeat(32);
export const LEDGER_KEY = Buffer.from(LEDGER_KEY_HEX, 'hex');

/** A clock that advances one second per reading, so logs have distinct, reproducible times. */
export function steppingClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)): Clock {
  let t = start;
  return { now: () => new Date((t += 1000)) };
}

/** A stepping clock the test can also move on: `advance(hours)`, as if the table waited that long. */
export function movableClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)): Clock & { advance(hours: number): void; at(): Date } {
  let t = start;
  return { now: () => new Date((t += 1000)), advance: (hours) => void (t += hours * 3_600_000), at: () => new Date(t) };
}

/** Secrets that differ per ledger (the k-th ledger gets 32 bytes of value k), to tell ledgers' secrets apart. */
export function countingSecrets(): SecretSource {
  let k = 0;
  return () => new Uint8Array(32).fill(++k);
}

/**
 * The real App on a real SQLite database (in memory unless a path, or a serialized database to start
 * from, is given), with a fixed ledger secret (or `secrets`), driven by local-table lines: `h.run('ann', '/roll dice:3d6')`.
 */
export function harness(opts: { databasePath?: string | Buffer; secret?: string; secrets?: SecretSource; faces?: number[]; clock?: Clock; outbox?: boolean; web?: WebLinks } = {}) {
  const logger = memoryLogger();
  // With `faces`, every roll draws from this one queue, in order: push faces before each roll.
  const faces = opts.faces;
  const { app, store } = composeApp({
    ledgerKey: LEDGER_KEY,
    databasePath: opts.databasePath ?? ':memory:',
    logger,
    secrets: opts.secrets ?? fixedSecret(opts.secret ?? SECRET_HEX),
    clock: opts.clock ?? steppingClock(),
    ...(faces ? { dice: () => scriptedDice(faces) } : {}),
    ...(opts.outbox ? { outbox: 'main' } : {}),
    ...(opts.web ? { web: opts.web } : {}),
  });
  const run = (actor: string, line: string, channel = 'c1'): Execution => {
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(`not a command line: ${line}`);
    const options = typedUsers(app.commands, parsed.path, parsed.options, (name) => ({ id: `id-${name}`, name }));
    return app.execute({ actor: { id: `id-${actor}`, name: actor }, channelId: channel, path: parsed.path, options });
  };
  /** Every row of every table, to prove a failed command wrote nothing. */
  const snapshot = (): string => {
    const db = store.db.$client;
    const tables = ['ledgers', 'campaigns', 'rolls', 'events', 'actions', 'inbox', 'jobs', 'outbox'];
    return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t}`).all()));
  };
  return { app, store, logger, run, snapshot };
}

export type Harness = ReturnType<typeof harness>;

/** A post's whole text: every page of a long read (`src/app/pages.ts`), or the text alone. */
export const whole = (p: { readonly text: string; readonly pages?: readonly string[] }): string => (p.pages ?? [p.text]).join('\n');

/** All text a viewer would be shown by an execution, per audience (every page of a long read). */
export function texts(e: Execution) {
  const o = e.outcome;
  return {
    public: o.public ? whole(o.public) : '',
    private: o.private ? whole(o.private) : '',
    dms: (o.dms ?? []).map((d) => ({ to: d.to.name, text: whole(d.post) })),
    gm: o.gm ? { to: o.gm.to.name, text: whole(o.gm.post) } : undefined,
  };
}

/** Every text an execution shows (files included), tagged with who sees it: the channel, the invoker, a DM's recipient. */
export function shownBy(e: Execution, invoker: string): { to: string; text: string }[] {
  const o = e.outcome;
  const body = (p: { text: string; pages?: readonly string[]; files?: readonly { data: Uint8Array }[] }) =>
    [whole(p), ...(p.files ?? []).map((f) => Buffer.from(f.data).toString('utf8'))].join('\n');
  return [
    ...(o.public ? [{ to: 'channel', text: body(o.public) }] : []),
    ...(o.private ? [{ to: invoker, text: body(o.private) }] : []),
    ...(o.dms ?? []).map((d) => ({ to: d.to.name, text: body(d.post) })),
    ...(o.gm ? [{ to: o.gm.to.name, text: body(o.gm.post) }] : []),
  ];
}

/** `shownBy`, with the boards each recipient gets appended as their data (what the renderer is given). */
export function shownWithBoards(e: Execution, invoker: string): { to: string; text: string }[] {
  const boards = (p: { boards?: readonly unknown[] } | undefined) => (p?.boards?.length ? `\n${JSON.stringify(p.boards)}` : '');
  return shownBy(e, invoker).map((s) => ({
    ...s,
    text: s.text + (s.to === 'channel' ? boards(e.outcome.public) : s.to === invoker ? boards(e.outcome.private) : ''),
  }));
}
