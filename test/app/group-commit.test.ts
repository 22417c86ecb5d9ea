import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { typedUsers } from '../../src/adapters/console/typed-users.js';
import type { App, Execution, Invocation } from '../../src/app/app.js';
import { command } from '../../src/app/command.js';
import { CommandQueue, GROUP_MAX } from '../../src/app/command-queue.js';
import type { CampaignStore } from '../../src/app/ports.js';
import { readRecord } from '../../src/app/replay.js';
import { commands } from '../../commands/index.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { clusterPerFile } from '../helpers/pg-cluster-per-file.js';
import { LEDGER_KEY, SECRET_HEX, steppingClock } from '../helpers/harness.js';
import { startPgProxy } from '../helpers/pg-proxy.js';
import { expectReplayed } from '../helpers/replay-check.js';

async function until(probe: () => boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !probe(); await new Promise((r) => setTimeout(r, 50))) if (Date.now() > end) throw new Error('timed out');
}

// Issue 42: commands that arrive together go into one transaction (group commit), each in a savepoint.
// What each is told, what is stored and what replays must be what running them one by one gives.

/** A command that writes (a roll of the channel's ledger) and then fails as a fault would. */
const boom = command({
  name: 'boom',
  description: 'fails after writing',
  options: {},
  preconditions: [],
  run(ctx) {
    ctx.tx.clearUndo(ctx.campaign!.id);
    throw new Error('boom');
  },
});

/** Set by a test: what the `freeze` command does (the database's line goes quiet as it runs). */
let onFreeze = () => {};
const freeze = command({
  name: 'freeze',
  description: 'the line to the database goes quiet',
  options: {},
  preconditions: [],
  run() {
    onFreeze();
    return { ok: true, value: { private: { text: 'frozen' } } };
  },
});

function table(databaseUrl?: string): { app: App; store: CampaignStore; logger: ReturnType<typeof memoryLogger>; inv: (actor: string, line: string, channel?: string) => Invocation } {
  const logger = memoryLogger();
  const { app, store } = composeApp({
    ledgerKey: LEDGER_KEY,
    databasePath: ':memory:',
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    logger,
    secrets: fixedSecret(SECRET_HEX),
    clock: steppingClock(),
    commands: [...commands, boom, freeze],
    outbox: 'main',
  });
  const inv = (actor: string, line: string, channel = 'c1'): Invocation => {
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(line);
    return { actor: { id: `id-${actor}`, name: actor }, channelId: channel, path: parsed.path, options: typedUsers(commands, parsed.path, parsed.options, (name) => ({ id: `id-${name}`, name })) };
  };
  return { app, store, logger, inv };
}

const SETUP = ['gm|/campaign new ruleset:fogo name:Alpha sides:Blue,Red', 'ann|/campaign join side:Blue', 'bob|/campaign join side:Red'];
/** Rolls, a refusal, a read, a change of the game and rolls in another channel, in one burst. */
const BURST = [
  'ann|/roll dice:3d6 reason:first',
  'bob|/roll dice:2d6',
  'ann|/roll dice:nonsense',
  'gm|/fogo stand add id:S1 type:mmg quality:regular fieldcraft:1 side:Blue',
  'bob|/campaign status',
  'gm|/roll dice:1d20|c2',
  'ann|/fogo stand add id:S1 type:mmg quality:regular fieldcraft:1 side:Blue',
  'gm|/roll dice:4d6>=5 reason:last',
  'zed|/roll dice:1d6|c2',
];

// A fault's reference is drawn at random each time.
const told = (e: Execution) => ({ ok: e.ok, code: e.ok ? undefined : e.error.code, outcome: JSON.stringify(e.outcome).replace(/ref [0-9a-f]+/, 'ref') });
const lines = (t: ReturnType<typeof table>, script: readonly string[]) =>
  script.map((l) => {
    const [actor, line, channel] = l.split('|') as [string, string, string | undefined];
    return t.inv(actor, line, channel);
  });

const outboxRows = (s: CampaignStore) => s.read((tx) => tx.undelivered('main').map((e) => `${e.channelId} ${e.command}`));

/** A FoGo game (ann the GM, ana Portugal, ben FRELIMO), both forces deployed, as test/helpers/fogo-table.ts builds it. */
const FOGO = [
  'ann|/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol',
  'ana|/campaign join side:Portugal',
  'ana|/fogo force builtin:cacadores-combat-group',
  'ben|/campaign join side:FRELIMO',
  'ben|/fogo force builtin:frelimo-group',
];
/** A move that can be taken back (an undo step kept), a roll that clears it, then a read. */
const UNDO_BURST = ['ana|/fogo move stand:CA-3 feature:"Elephant grass" seen:false', 'ben|/roll dice:1d6', 'ann|/campaign status'];

/** `retried`: the burst was run again one by one after a first try, which read the stepping clock too. */
function compareWithOneByOne(grouped: ReturnType<typeof table>, burst: readonly string[], retried = false, setup: readonly string[] = SETUP) {
  const alone = table();
  for (const l of lines(alone, setup)) expect(alone.app.execute(l).ok).toBe(true);
  for (const l of lines(grouped, setup)) expect(grouped.app.execute(l).ok).toBe(true);
  const one = lines(alone, burst).map((i) => alone.app.execute(i));
  const all = grouped.app.executeAll(lines(grouped, burst));
  expect(all.map(told)).toEqual(one.map(told));
  // The same game stored: its actions, log and ledger, as one by one.
  const record = (s: CampaignStore) => {
    const r = JSON.stringify(s.read((tx) => readRecord(tx, '1')));
    return retried ? r.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'time') : r;
  };
  expect(record(grouped.store)).toEqual(record(alone.store));
  // The same outbox entries: one for each command that wrote, none for one that only read.
  expect(outboxRows(grouped.store)).toEqual(outboxRows(alone.store));
  return { one, all, alone };
}

describe('group commit on SQLite', () => {
  it('GIVEN a burst of commands THEN each is told what it would be told alone, refusals change nothing, and the game replays', () => {
    const t = table();
    const { all } = compareWithOneByOne(t, BURST);
    // The refusals are there: a bad dice expression, a stand id taken, nothing of them stored.
    expect(all.filter((e) => !e.ok).map((e) => !e.ok && e.error.code)).toEqual(['roll/unknown-word', 'fogo/duplicate-stand']);
    // A read wrote nothing: no outbox entry for it; the writes each have theirs.
    expect(all.map((e) => e.ok && e.outbox !== undefined)).toEqual([true, true, false, true, false, true, false, true, true]);
    expectReplayed(t.store, ['1']);
  });

  it('GIVEN a fault in one command of a burst THEN the burst is run again one by one: the others are kept, the fault alone is', () => {
    const t = table();
    const { all } = compareWithOneByOne(t, ['ann|/roll dice:3d6', 'gm|/boom', 'bob|/roll dice:2d6'], true);
    expect(all.map((e) => (e.ok ? 'ok' : e.error.code))).toEqual(['ok', 'fault', 'ok']);
    expect(t.logger.entries.some((e) => e.msg === 'commands run one by one')).toBe(true);
    expectReplayed(t.store, ['1']);
  });

  it('GIVEN a move that can be taken back, a roll and a read in one burst THEN each keeps an outbox entry only when it wrote, as alone', () => {
    const t = table();
    const { all } = compareWithOneByOne(t, UNDO_BURST, false, FOGO);
    expect(all.map((e) => e.ok && e.outbox !== undefined)).toEqual([true, true, false]);
    expectReplayed(t.store, ['1']);
  });

  it('GIVEN many commands at once through the queue THEN they go in groups of at most GROUP_MAX, in arrival order, one group a turn of the event loop', async () => {
    const t = table();
    for (const l of lines(t, SETUP)) t.app.execute(l);
    const sizes: (number | string)[] = [];
    const queue = new CommandQueue({ executeAll: (invs) => (sizes.push(invs.length), t.app.executeAll(invs)) });
    const rolls = Array.from({ length: GROUP_MAX + 8 }, (_, i) => t.inv('ann', `/roll dice:1d6 reason:r${i}`));
    const running = rolls.map((r) => queue.execute(r));
    // What else the event loop has to do (the gateway's heartbeat, another interaction) gets a turn between two groups.
    setImmediate(() => sizes.push('heartbeat'));
    const done = await Promise.all(running);
    expect(sizes).toEqual([GROUP_MAX, 'heartbeat', 8]);
    expect(done.every((d) => d.ok)).toBe(true);
    const reasons = t.store.read((tx) => tx.undelivered('main').map((e) => e.command));
    expect(reasons.filter((c) => c === 'roll')).toHaveLength(GROUP_MAX + 8);
    expectReplayed(t.store, ['1']);
  });

  it('GIVEN commands of three channels interleaved THEN a group takes the channels in the order of their ids, each channel\'s in arrival order, and each answer reaches its own asker', async () => {
    const t = table();
    for (const l of lines(t, SETUP)) t.app.execute(l);
    const order: string[][] = [];
    const queue = new CommandQueue({ executeAll: (invs) => (order.push(invs.map((i) => `${i.channelId}:${String(i.options['reason'])}`)), t.app.executeAll(invs)) });
    const sent = ['c3:alpha', 'c1:bravo', 'c2:charlie', 'c1:delta', 'c3:echo', 'c2:foxtrot'].map((k) => {
      const [channel, reason] = k.split(':') as [string, string];
      return queue.execute(t.inv('ann', `/roll dice:1d6 reason:${reason}`, channel));
    });
    const done = await Promise.all(sent);
    expect(order).toEqual([['c1:bravo', 'c1:delta', 'c2:charlie', 'c2:foxtrot', 'c3:alpha', 'c3:echo']]);
    const reasons = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
    for (const [i, d] of done.entries()) expect(reasons.filter((r) => JSON.stringify(d.outcome).includes(r)), `answer ${i}`).toEqual([reasons[i]]);
  });
});

const pg = clusterPerFile();
describe.skipIf(pg.missing !== undefined)('group commit on PostgreSQL', () => {
  it('GIVEN a burst THEN each is told what it would be told alone (SQLite, one by one), and the game replays', async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      compareWithOneByOne(t, BURST);
      expectReplayed(t.store, ['1']);
    } finally {
      t.store.close();
    }
  }, 60_000);

  it("GIVEN a roll whose clearing of an undo step is still held when a read follows THEN the read is not taken to have written (no outbox entry, as alone)", async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      const { all } = compareWithOneByOne(t, UNDO_BURST, false, FOGO);
      expect(all.map((e) => e.ok && e.outbox !== undefined)).toEqual([true, true, false]);
      expectReplayed(t.store, ['1']);
    } finally {
      t.store.close();
    }
  }, 60_000);

  it('GIVEN a roll and then the end of its campaign in one burst THEN the ledger is published in the batch (the roll\'s held rows are not counted as the publishing\'s)', async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      const { all } = compareWithOneByOne(t, ['ann|/roll dice:3d6', 'gm|/campaign end'], false);
      expect(all.map((e) => (e.ok ? 'ok' : e.error.code))).toEqual(['ok', 'ok']);
      expect(t.logger.entries.filter((e) => e.msg === 'commands run one by one')).toEqual([]);
    } finally {
      t.store.close();
    }
  }, 60_000);

  it('GIVEN a statement that failed in a transaction and was caught there THEN its COMMIT fails too, not told done with nothing stored', async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      const message = (text: string) => ({ channelId: 'c1', createdAt: '2026-01-01T00:00:00.000Z', post: { text } });
      // PostgreSQL ends an aborted transaction's COMMIT with a ROLLBACK, an error's only sign its command tag.
      expect(() =>
        t.store.transaction((tx) => {
          tx.addToInbox('id-ann', message('kept?'));
          tx.addToInbox('id-ann', message(null as unknown as string));
          try {
            tx.unreadInbox('id-ann');
          } catch {
            // Swallowed: the transaction is aborted on the server all the same.
          }
        }),
      ).toThrow(/rolled the transaction back/);
      expect(t.store.read((tx) => tx.unreadInbox('id-ann'))).toEqual([]);
      // The connection goes on.
      t.store.transaction((tx) => tx.addToInbox('id-ann', message('kept')));
      expect(t.store.read((tx) => tx.unreadInbox('id-ann').map((m) => m.post.text))).toEqual(['kept']);
    } finally {
      t.store.close();
    }
  }, 60_000);

  it('GIVEN 32 rolls in one campaign at once THEN they take 2 round trips, not 64', async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      for (const l of lines(t, SETUP)) t.app.execute(l);
      t.app.execute(t.inv('ann', '/roll dice:1d6'));
      const before = t.store.health().roundTrips;
      const done = t.app.executeAll(Array.from({ length: 32 }, (_, i) => t.inv('ann', `/roll dice:2d6 reason:r${i}`)));
      expect(done.every((d) => d.ok)).toBe(true);
      expect(t.store.health().roundTrips - before).toBe(2);
      expectReplayed(t.store, ['1']);
    } finally {
      t.store.close();
    }
  }, 60_000);

  it('GIVEN the COMMIT of a burst sent as the line goes quiet THEN each command that wrote waits on its outbox entry, and none is stored twice or told it failed', async () => {
    const proxy = await startPgProxy(pg.cluster().socketDir);
    const t = table(proxy.via(await pg.cluster().newDatabase()));
    try {
      for (const l of lines(t, SETUP)) expect(t.app.execute(l).ok).toBe(true);
      onFreeze = () => proxy.freeze();
      const done = t.app.executeAll(lines(t, ['ann|/roll dice:3d6', 'bob|/campaign status', 'bob|/roll dice:2d6', 'gm|/freeze']));
      expect(done.map((d) => (d.ok ? 'ok' : d.error.code))).toEqual(['store/uncertain', 'ok', 'store/uncertain', 'ok']);
      const pending = done.flatMap((d) => (!d.ok && d.pending ? [d.pending.outbox.id] : []));
      expect(pending).toHaveLength(2);
      await until(() => proxy.connections() === 0);
      proxy.thaw();
      await until(() => t.store.health().available);
      // The connection went with its transaction: the server never saw the COMMIT, and the outbox says so.
      const left = t.app.undelivered().map((e) => e.id);
      expect(pending.filter((id) => left.includes(id))).toEqual([]);
      expect(t.store.read((tx) => tx.ledger('1')?.rolls)).toBe(0);
      expectReplayed(t.store, ['1']);
    } finally {
      onFreeze = () => {};
      t.store.close();
      await proxy.close();
    }
  }, 60_000);

  it('GIVEN a fault in one command of a burst THEN the others are kept and the game replays', async () => {
    const t = table(await pg.cluster().newDatabase());
    try {
      const { all } = compareWithOneByOne(t, ['ann|/roll dice:3d6', 'ann|/roll dice:nonsense', 'gm|/boom', 'bob|/roll dice:2d6'], true);
      expect(all.map((e) => (e.ok ? 'ok' : e.error.code))).toEqual(['ok', 'roll/unknown-word', 'fault', 'ok']);
      expectReplayed(t.store, ['1']);
    } finally {
      t.store.close();
    }
  }, 60_000);
});
