import { hostname } from 'node:os';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { allParts, encodeOutcome } from '../../../src/app/outbox.js';
import { composeApp, fixedSecret } from '../../../src/compose.js';
import { startBot } from '../../../src/compose-bot.js';
import { SECRET_HEX, LEDGER_KEY } from '../../helpers/harness.js';
import { BotTable } from './bot-table.js';

/**
 * Issue 43, item 5: each process holds its outbox name (a lease in the database), so two running
 * processes never deliver under one name, and what a name nobody holds left behind (its process gone,
 * or a shard layout that changed) is taken over and delivered by a running process.
 */
let t: BotTable;

beforeEach(async () => {
  t = await BotTable.open();
  await t.stop();
});

afterEach(async () => {
  await t.close();
});

/** An answer left in the outbox under `owner`, for #ops. */
function leftUnder(owner: string, text: string): void {
  const { store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: t.dbPath, logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX) });
  try {
    const outcome = { public: { text } };
    store.transaction((tx) => tx.addOutbox({ owner, createdAt: new Date().toISOString(), channelId: 'ops', command: 'roll', outcome: encodeOutcome(outcome), parts: allParts(outcome) }));
  } finally {
    store.close();
  }
}

function leases(): { owner: string; holder: string }[] {
  const db = new Database(t.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT owner, holder FROM outbox_leases ORDER BY owner').all() as { owner: string; holder: string }[];
  } finally {
    db.close();
  }
}

function setLease(owner: string, holder: string, until: Date): void {
  const db = new Database(t.dbPath);
  try {
    db.prepare('INSERT INTO outbox_leases (owner, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (owner) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at').run(owner, holder, until.toISOString());
  } finally {
    db.close();
  }
}

describe('outbox names held by their processes', () => {
  it('GIVEN answers left under a name nobody holds (an old shard layout) THEN the running process takes them over and delivers them, once', async () => {
    leftUnder('shards-1-of-2', '🎲 left by the old shard 1');
    await t.boot();
    await t.redelivered();
    expect(t.publicText()).toContain('🎲 left by the old shard 1');
    expect(t.logger.entries.find((e) => e.msg === 'outbox entries adopted')?.fields).toEqual({ from: 'shards-1-of-2', entries: 1 });
    expect(t.outboxRows()).toBe(0);
    // It holds its own name, and only that.
    expect(leases().map((l) => l.owner)).toEqual(['main']);
    expect(leases()[0]!.holder).toMatch(new RegExp(`^${hostname()}/${process.pid}/[0-9a-f]{8}$`));
  });

  it('GIVEN a name held by a running process THEN a second process under that name does not start, and says why; the first delivers on', async () => {
    await t.boot({ outboxLeaseMs: 1_500 });
    const second = startBot({ ledgerKey: LEDGER_KEY, token: t.fake.token, api: t.fake.restUrl, databasePath: t.dbPath, logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), clockMs: 0, outboxLeaseMs: 1_500 });
    await expect(second).rejects.toThrow(/OUTBOX_OWNER main is held by another running process \(.+\): give each process its own name/);
    const sent = await t.play(t.bob, '/roll dice:1d6 reason:still');
    expect(t.fake.interactionMessages(sent.id)[0]!.content).toMatch(/^🎲 Roll #1 by bob — still/);
  });

  it('GIVEN a process stopped THEN its name is free at once; GIVEN one killed on this machine THEN the next takes its name at once and delivers what it left', async () => {
    await t.boot();
    await t.stop();
    expect(leases()).toEqual([]);
    // What a process killed mid-answer leaves: its lease, not lapsed for a minute, and an answer.
    setLease('main', `${hostname()}/2147483646/deadbeef`, new Date(Date.now() + 60_000));
    leftUnder('main', '🎲 left by the killed process');
    const started = Date.now();
    await t.boot();
    await t.redelivered();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(t.publicText()).toContain('🎲 left by the killed process');
    expect(leases()[0]!.holder).toMatch(new RegExp(`^${hostname()}/${process.pid}/`));
  });

  it('GIVEN a lease held on another machine that lapses THEN the process waits for it, then takes the name', async () => {
    setLease('main', 'elsewhere/77/cafebabe', new Date(Date.now() + 1_000));
    await t.boot();
    expect(t.logged('outbox name held; waiting for its lease to lapse')).toBe(1);
    expect(leases()[0]!.holder).toMatch(new RegExp(`^${hostname()}/${process.pid}/`));
  });
});
