import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type CampaignStore, type StoreTx } from '../../../src/app/ports.js';
import { BotTable } from './bot-table.js';

/**
 * Issue 42, item 1, at the bot: the database lost as a command's COMMIT went out. The player is not told
 * it failed (it may not have), nor answered twice: the answer waits (deferred), and once the database is
 * back the outbox says which — the answer is delivered as usual, or the player is told nothing was
 * changed. Meanwhile other commands are answered at once that nothing was changed; what waited (outbox
 * marks, redelivery) goes on by itself once the database answers.
 *
 * The store is the bot's own (SQLite) with its connection cut by hand: the PostgreSQL store fails the
 * same way (StoreUnavailableError, `uncertain` for a COMMIT; test/persistence/pg-outage.test.ts), and the
 * two-process test restarts a real PostgreSQL under the compiled bot.
 */
let t: BotTable;
beforeEach(async () => {
  t = await BotTable.open({ ackWindowMs: 3_000 });
});
afterEach(async () => {
  await t.close();
});

const UNAVAILABLE = 'The database is not answering just now, so nothing was changed. Please try again in a minute.';

/** Cuts the store: the next write transaction ends as a lost COMMIT would (after committing, or not), and everything after fails until `back()`. */
function cut(store: CampaignStore, committed: boolean): { back(): void } {
  const real = { transaction: store.transaction.bind(store), read: store.read.bind(store), health: store.health.bind(store) };
  let armed = true;
  let down = false;
  const away = () => new StoreUnavailableError('the connection was lost');
  store.transaction = <T>(fn: (tx: StoreTx) => T): T => {
    if (down) throw away();
    if (!armed) return real.transaction(fn);
    armed = false;
    down = true;
    if (committed) real.transaction(fn);
    else {
      // Everything the command did, then undone: as a COMMIT the server never received.
      try {
        real.transaction((tx) => {
          fn(tx);
          throw away();
        });
      } catch {
        // Rolled back, as meant.
      }
    }
    throw new StoreUnavailableError('the connection was lost during COMMIT', true);
  };
  store.read = <T>(fn: (tx: StoreTx) => T): T => {
    if (down) throw away();
    return real.read(fn);
  };
  store.health = () => ({ ...real.health(), available: !down });
  return {
    back: () => {
      down = false;
    },
  };
}

describe('the database lost as a command is saved', () => {
  it('GIVEN the COMMIT went through THEN the answer waits, deferred, and is delivered once the database is back: once, never called a failure', async () => {
    const link = cut(t.running!.store, true);
    const sent = t.fake.sendCommand({ user: t.bob.id, guildId: 'g1', channelId: 'ops', name: 'roll', options: [{ name: 'dice', type: 3, value: '1d6' }] });
    await t.fake.waitFor(() => t.fake.interactionMessages(sent.id).some((m) => m.kind === 'deferred'), 5_000, 'the deferred answer');
    // Another command meanwhile: answered at once, privately, that nothing was changed.
    const other = t.fake.sendCommand({ user: t.cat.id, guildId: 'g1', channelId: 'ops', name: 'roll', options: [{ name: 'dice', type: 3, value: '1d8' }] });
    expect((await other.response({ timeoutMs: 5_000 })).content).toBe(UNAVAILABLE);
    expect(t.publicText()).toBe('');
    await t.until(() => t.logged('database lost') === 1, 'the bot to notice');
    link.back();
    await t.until(() => /^🎲 Roll #1 by bob\n/.test(t.publicText()), 'the roll posted', 10_000);
    expect(t.fake.interactionMessages(sent.id).map((m) => [m.kind, m.content])).toEqual([
      ['deferred', ''],
      ['edit', '✅ Done.'],
    ]);
    await t.until(() => t.outboxRows() === 0, 'the outbox emptied');
    // Nothing more comes of it: the entry was held from redelivery while it waited.
    t.running!.bot.runClock();
    await new Promise((r) => setTimeout(r, 500));
    expect(t.fake.channelMessages('ops').filter((m) => m.content.startsWith('🎲'))).toHaveLength(1);
    expect(t.logger.entries.filter((e) => e.level === 'error')).toEqual([]);
    expect(t.logged('database available again')).toBe(1);
  });

  it('GIVEN the COMMIT did not go through THEN the answer waits, deferred, and says nothing was changed once the database is back', async () => {
    const link = cut(t.running!.store, false);
    const sent = t.fake.sendCommand({ user: t.bob.id, guildId: 'g1', channelId: 'ops', name: 'roll', options: [{ name: 'dice', type: 3, value: '1d6' }] });
    await t.fake.waitFor(() => t.fake.interactionMessages(sent.id).some((m) => m.kind === 'deferred'), 5_000, 'the deferred answer');
    link.back();
    await t.until(() => t.fake.interactionMessages(sent.id).some((m) => m.kind === 'edit'), 'the answer', 10_000);
    expect(t.fake.interactionMessages(sent.id).map((m) => [m.kind, m.content])).toEqual([
      ['deferred', ''],
      ['edit', UNAVAILABLE],
    ]);
    expect(t.publicText()).toBe('');
    expect(t.outboxRows()).toBe(0);
    // The same command again goes through.
    const again = await t.play(t.bob, '/roll dice:1d6');
    expect((await again.response()).content).toMatch(/^🎲 Roll #1 by bob/);
  });
});
