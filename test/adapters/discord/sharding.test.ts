import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIUser } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { fixedSecret } from '../../../src/compose.js';
import { startBot, type RunningBot } from '../../../src/compose-bot.js';
import { deliverToChannel } from '../../../src/adapters/discord/delivery.js';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { shardOf, startFakeDiscord, type FakeDiscord } from '../../fake-discord/index.js';
import { movableClock, SECRET_HEX, LEDGER_KEY } from '../../helpers/harness.js';
import { apiOptionsFor } from './api-options.js';

/**
 * Issue 22, sharding: two bot processes (here two bots in one test process, each its own discord.js
 * client and database connection) run shard 0 and shard 1 of two against one database. Discord sends
 * each guild's interactions to the shard that holds it (guild_id >> 22 % 2); each process answers its
 * own, keeps its answers under its own outbox name, and the clock's work is done once between them.
 */
const WEST = String(2n << 22n); // shard 0 of 2
const EAST = String(1n << 22n); // shard 1 of 2

let fake: FakeDiscord;
let dir: string;
let bots: { bot: RunningBot; logger: ReturnType<typeof memoryLogger> }[] = [];
let ann: APIUser, bob: APIUser;
const clock = movableClock(Date.UTC(2026, 10, 21, 12, 0, 0));

async function shard(id: number) {
  const logger = memoryLogger();
  const bot = await startBot({
    ledgerKey: LEDGER_KEY,
    token: fake.token,
    api: fake.restUrl,
    databasePath: join(dir, 'shared.sqlite'),
    logger,
    secrets: fixedSecret(SECRET_HEX),
    clock,
    clockMs: 0,
    shards: { ids: [id], count: 2 },
    outboxOwner: `shards-${id}-of-2`,
  });
  bots.push({ bot, logger });
  return { bot, logger };
}

const delivered = () => bots.map((b) => b.logger.entries.filter((e) => e.msg === 'interaction delivered').length);

async function play(user: APIUser, guildId: string, channelId: string, line: string) {
  const before = delivered().reduce((a, b) => a + b, 0);
  const { name, options } = apiOptionsFor(line);
  const sent = fake.sendCommand({ user: user.id, guildId, channelId, name, options });
  await until(() => delivered().reduce((a, b) => a + b, 0) > before, `delivery of ${line}`);
  return sent;
}

/** Polls for what a bot does after its last call to Discord (which the fake cannot see). */
async function until(probe: () => boolean, what: string): Promise<void> {
  for (let t = 0; !probe(); t += 10) {
    if (t > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sitrep-shards-'));
  fake = await startFakeDiscord({
    guilds: [
      { id: WEST, name: 'West club', channels: [{ id: 'west-ops', name: 'ops' }] },
      { id: EAST, name: 'East club', channels: [{ id: 'east-ops', name: 'ops' }] },
    ],
  });
  ann = fake.addUser({ username: 'ann' });
  bob = fake.addUser({ username: 'bob' });
  bots = [];
  await shard(0);
  await shard(1);
});

afterEach(async () => {
  for (const b of bots) await b.bot.stop();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('two processes, two shards, one database', () => {
  it('GIVEN the two guilds THEN each lies on its own shard, and each process was sent only its own', () => {
    expect([shardOf(WEST, 2), shardOf(EAST, 2)]).toEqual([0, 1]);
    expect(bots.map((b) => [...b.bot.bot.client.guilds.cache.keys()])).toEqual([[WEST], [EAST]]);
  });

  it('GIVEN commands in both guilds THEN each process answers its own guild, and both campaigns and their roll numbers are in the one database', async () => {
    await play(ann, WEST, 'west-ops', '/campaign new ruleset:fogo name:West sides:"A,B"');
    await play(ann, EAST, 'east-ops', '/campaign new ruleset:fogo name:East sides:"A,B"');
    for (let k = 0; k < 3; k++) {
      await play(bob, WEST, 'west-ops', '/roll dice:1d6');
      await play(bob, EAST, 'east-ops', '/roll dice:1d6');
    }
    expect(delivered()).toEqual([4, 4]);
    const said = (ch: string) => fake.channelMessages(ch).map((m) => m.content);
    expect(said('west-ops').filter((t) => t.startsWith('🎲'))).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^🎲 Roll #${n} by bob`))));
    expect(said('east-ops').filter((t) => t.startsWith('🎲'))).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^🎲 Roll #${n} by bob`))));
    const db = new Database(join(dir, 'shared.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT channel_id, name FROM campaigns ORDER BY id').all()).toEqual([
        { channel_id: 'west-ops', name: 'West' },
        { channel_id: 'east-ops', name: 'East' },
      ]);
      expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('GIVEN a reminder falls due THEN both processes run their clocks and it is sent once', async () => {
    const carl = fake.addUser({ username: 'carl' });
    await play(ann, WEST, 'west-ops', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    await play(bob, WEST, 'west-ops', '/campaign join side:Portugal');
    await play(bob, WEST, 'west-ops', '/fogo force builtin:cacadores-combat-group');
    await play(carl, WEST, 'west-ops', '/campaign join side:FRELIMO');
    await play(carl, WEST, 'west-ops', '/fogo force builtin:frelimo-group');
    await play(ann, WEST, 'west-ops', '/campaign pace remind:8');
    const before = fake.channelMessages('west-ops').length;
    clock.advance(8.05);
    for (const b of bots) b.bot.bot.runClock();
    for (const b of bots) b.bot.bot.runClock();
    const clocks = () => bots.map((b) => b.logger.entries.filter((e) => e.msg === 'clock delivered').length).reduce((a, b) => a + b, 0);
    await until(() => clocks() > 0, 'the reminder');
    await new Promise((r) => setTimeout(r, 300));
    const reminders = fake.channelMessages('west-ops').slice(before).filter((m) => m.content.startsWith('⏰'));
    expect(reminders).toHaveLength(1);
    expect(bots.map((b) => b.logger.entries.filter((e) => e.msg === 'clock delivered').length).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe("a side's private thread in a guild another process holds", () => {
  it("GIVEN side threads on in a guild of shard 1 THEN shard 0's process, delivering a side's secret there (as its clock or a redelivery does), makes the side's thread and posts it there, not by DM", async () => {
    const carl = fake.addUser({ username: 'carl' });
    await play(ann, EAST, 'east-ops', '/campaign new ruleset:fogo name:East sides:"Portugal,FRELIMO"');
    await play(bob, EAST, 'east-ops', '/campaign join side:Portugal');
    await play(carl, EAST, 'east-ops', '/campaign join side:FRELIMO');
    await play(ann, EAST, 'east-ops', '/campaign threads on:true');
    const west = bots[0]!;
    expect(west.bot.bot.client.guilds.cache.has(EAST)).toBe(false);
    const deps = { app: west.bot.app, client: west.bot.bot.client, logger: west.logger };
    const secret = (text: string) => ({ dms: [{ to: { id: carl.id, name: 'carl' }, post: { text } }] });
    expect(await deliverToChannel('east-ops', secret('FRELIMO: the bush hides FR-5'), deps)).toEqual({ dmsDelivered: 1, dmsKept: 0 });
    const [thread] = fake.threadsOf('east-ops');
    expect(thread!.name).toBe('East — FRELIMO');
    expect(thread!.members).toContain(carl.id);
    expect(thread!.members).not.toContain(bob.id);
    expect(fake.channelMessages(thread!.id).map((m) => m.content)).toEqual(['FRELIMO: the bush hides FR-5']);
    expect(fake.dms(carl.id)).toEqual([]);
    // The thread made is kept, and found again by either process.
    await deliverToChannel('east-ops', secret('FRELIMO: FR-5 moves'), deps);
    expect(fake.threadsOf('east-ops')).toHaveLength(1);
    expect(fake.channelMessages(thread!.id).map((m) => m.content)).toEqual(['FRELIMO: the bush hides FR-5', 'FRELIMO: FR-5 moves']);
    expect(west.logger.entries.filter((e) => e.msg === 'side thread refused')).toEqual([]);
  });
});

describe('SHARD_IDS and SHARD_COUNT', () => {
  const env = (vars: Record<string, string>) => loadConfig({ ...vars } as NodeJS.ProcessEnv, '/nonexistent/.env');

  it('GIVEN none THEN one shard, outbox main', () => {
    expect(env({})).toMatchObject({ outboxOwner: 'main' });
    expect(env({}).shards).toBeUndefined();
  });

  it('GIVEN shard ids and a count THEN those shards, and an outbox named after them', () => {
    expect(env({ SHARD_IDS: '2, 0', SHARD_COUNT: '4' })).toMatchObject({ shards: { ids: [2, 0], count: 4 }, outboxOwner: 'shards-0-2-of-4' });
    expect(env({ SHARD_IDS: '1', SHARD_COUNT: '2', OUTBOX_OWNER: 'east' })).toMatchObject({ shards: { ids: [1], count: 2 }, outboxOwner: 'east' });
    expect(env({ SHARD_IDS: 'auto' })).toMatchObject({ shards: { ids: 'auto' }, outboxOwner: 'main' });
  });

  it.each([
    [{ SHARD_IDS: '0' }, 'SHARD_IDS is set: also set SHARD_COUNT'],
    [{ SHARD_COUNT: '2' }, 'SHARD_COUNT is set: also set SHARD_IDS'],
    [{ SHARD_IDS: '2', SHARD_COUNT: '2' }, 'SHARD_IDS names shard 2, but SHARD_COUNT is 2: shards are numbered 0 to 1'],
    [{ SHARD_IDS: 'one', SHARD_COUNT: '2' }, 'SHARD_IDS must be shard numbers separated by commas'],
    [{ SHARD_IDS: '0', SHARD_COUNT: '0' }, 'SHARD_COUNT must be a whole number of at least 1'],
    [{ SHARD_IDS: 'auto', SHARD_COUNT: '2' }, 'SHARD_IDS=auto runs every shard Discord recommends'],
  ])('GIVEN %o THEN it says what to set', (vars, message) => {
    expect(() => env(vars)).toThrow(ConfigError);
    expect(() => env(vars)).toThrow(message);
  });
});
