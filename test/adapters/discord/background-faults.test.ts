import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignStore, StoreTx } from '../../../src/app/ports.js';
import { allParts, encodeOutcome } from '../../../src/app/outbox.js';
import { BotTable } from './bot-table.js';

/**
 * Issue 43, item 1: the bot's background work (the clock's tick, the outbox's redelivery, giving up an
 * entry, writing delivery marks) runs outside any interaction. A fault in it — here the store throwing
 * inside it — is logged with a reference and the bot carries on; it never becomes an unhandled
 * rejection or an uncaught exception, which would end the process.
 */
let t: BotTable;
const escaped: unknown[] = [];
const onEscape = (e: unknown) => void escaped.push(e);

beforeEach(async () => {
  escaped.length = 0;
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
  t = await BotTable.open();
});

afterEach(async () => {
  await t.close();
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});

/** Makes every transaction of `store` (writing or reading) throw when it calls `method`, until the returned function is called. */
function failIn(store: CampaignStore, method: keyof StoreTx): () => void {
  const { transaction, read } = store;
  const failing = (run: CampaignStore['transaction']) =>
    function <T>(fn: (tx: StoreTx) => T): T {
      return run.call(store, (tx) =>
        fn(
          new Proxy(tx, {
            get(target, key) {
              if (key === method) return () => { throw new Error(`the database is gone (${method})`); };
              const v: unknown = Reflect.get(target, key);
              return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
            },
          }),
        ),
      ) as T;
    };
  store.transaction = failing(transaction);
  store.read = failing(read);
  return () => {
    store.transaction = transaction;
    store.read = read;
  };
}

const faults = () => t.logger.entries.filter((e) => e.level === 'error' && e.msg === 'background fault');

/** Waits for the `n`th background fault to be logged, and a moment for anything that escaped to surface. */
async function fault(n: number, what: string) {
  await t.until(() => faults().length >= n, what);
  await new Promise((r) => setTimeout(r, 50));
  return faults()[n - 1]!.fields!;
}

/** The bot still answers commands and runs its clock. */
async function carriesOn() {
  const sent = await t.play(t.bob, '/roll dice:1d6 reason:after');
  expect(t.fake.interactionMessages(sent.id)[0]!.content).toMatch(/^🎲 Roll #\d+ by bob — after/);
  const before = faults().length;
  t.running!.bot.runClock();
  await new Promise((r) => setTimeout(r, 100));
  expect(faults()).toHaveLength(before);
}

describe('a fault in the bot\'s background work', () => {
  it('GIVEN the store throws as the clock looks for undelivered answers THEN it is logged with a reference and the bot carries on', async () => {
    const restore = failIn(t.running!.store, 'undelivered');
    t.running!.bot.runClock();
    expect(await fault(1, 'the redelivery fault')).toMatchObject({ job: 'outbox redelivery', ref: expect.stringMatching(/^[0-9a-f]{6}$/), error: expect.stringContaining('the database is gone') });
    restore();
    expect(escaped).toEqual([]);
    await carriesOn();
  });

  it('GIVEN the store throws at the clock tick\'s first query THEN it is logged with a reference and the bot carries on', async () => {
    const restore = failIn(t.running!.store, 'dueJobs');
    t.running!.bot.runClock();
    expect(await fault(1, 'the clock fault')).toMatchObject({ job: 'clock', ref: expect.stringMatching(/^[0-9a-f]{6}$/) });
    restore();
    expect(escaped).toEqual([]);
    await carriesOn();
  });

  it('GIVEN the store throws while an undeliverable entry is given up THEN it is logged with a reference, and it is given up at the next try', async () => {
    const store = t.running!.store;
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000).toISOString();
    const outcome = { public: { text: '🎲 for a channel that is gone' } };
    store.transaction((tx) => tx.addOutbox({ owner: 'main', createdAt: twoDaysAgo, channelId: 'gone', command: 'roll', outcome: encodeOutcome(outcome), parts: allParts(outcome) }));
    const restore = failIn(store, 'markOutbox');
    t.running!.bot.redeliver();
    expect(await fault(1, 'the give-up fault')).toMatchObject({ job: 'giving up an outbox entry', ref: expect.stringMatching(/^[0-9a-f]{6}$/) });
    restore();
    expect(escaped).toEqual([]);
    expect(t.outboxRows()).toBe(1);
    t.running!.bot.redeliver();
    await t.until(() => t.logged('outbox entry given up') === 1, 'the entry given up');
    expect(t.outboxRows()).toBe(0);
    await carriesOn();
  });

  it('GIVEN the store throws as delivery marks are written THEN it is logged with a reference, and the answer is not lost', async () => {
    const restore = failIn(t.running!.store, 'markOutbox');
    await t.play(t.bob, '/roll dice:1d6 reason:unmarked');
    const logged = await t.until(() => t.logged('outbox marks not written') === 1, 'the marks fault').then(() => t.logger.entries.find((e) => e.msg === 'outbox marks not written')!);
    expect(logged.fields).toMatchObject({ ref: expect.stringMatching(/^[0-9a-f]{6}$/) });
    restore();
    expect(escaped).toEqual([]);
    // The answer stays in the outbox, its delivery safe to repeat (nonces, the interaction's one reply).
    expect(t.outboxRows()).toBe(1);
    await carriesOn();
  });
});
