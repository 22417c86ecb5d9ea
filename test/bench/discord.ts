import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { memoryLogger } from '../../src/adapters/logger.js';
import { startBot } from '../../src/compose-bot.js';
import { startFakeDiscord } from '../fake-discord/index.js';
import { LEDGER_KEY } from '../helpers/harness.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * /roll through the real discord.js client and the loopback fake, at several numbers of users
 * rolling at once: interactions per second, and the time from the interaction's dispatch to the
 * bot's acknowledgement (its reply callback) as the fake sees it.
 */
export interface DiscordFigures {
  readonly lines: string[];
  /** At the last level: interactions per second and the acknowledgement's p99 in ms. */
  readonly perSecond: number;
  readonly p99: number;
}

export async function benchDiscord(levels = [1, 10, 100], perLevel = 400): Promise<DiscordFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-discord-'));
  const fake = await startFakeDiscord({ guilds: [{ id: 'g1', name: 'Bench', channels: [{ id: 'ops', name: 'ops' }] }] });
  const running = await startBot({ ledgerKey: LEDGER_KEY, token: fake.token, api: fake.restUrl, databasePath: join(dir, 'bench.sqlite'), logger: memoryLogger() });
  const lines: string[] = [];
  let perSecond = 0;
  // A bot that has been running: its first rolls have loaded what loads on first use.
  const warm = fake.addUser({ username: 'warm-up' }).id;
  for (let k = 0; k < 50; k++) {
    await fake
      .sendCommand({ user: warm, guildId: 'g1', channelId: 'ops', name: 'roll', options: [{ name: 'dice', type: ApplicationCommandOptionType.String, value: '4d6>=5' }] })
      .response({ timeoutMs: 30_000 });
  }
  let p99 = 0;
  try {
    for (const users of levels) {
      const ids = Array.from({ length: users }, (_, k) => fake.addUser({ username: `u${users}-${k}` }).id);
      const latencies: number[] = [];
      const each = Math.ceil(perLevel / users);
      const started = performance.now();
      await Promise.all(
        ids.map(async (user) => {
          for (let k = 0; k < each; k++) {
            const t = performance.now();
            const sent = fake.sendCommand({
              user,
              guildId: 'g1',
              channelId: 'ops',
              name: 'roll',
              options: [{ name: 'dice', type: ApplicationCommandOptionType.String, value: '4d6>=5' }],
            });
            await sent.response({ timeoutMs: 30_000 });
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      perSecond = latencies.length / seconds;
      p99 = percentile(latencies, 99);
      lines.push(
        `/roll via discord.js + fake, ${String(users).padStart(3)} concurrent users, ${latencies.length} rolls: ` +
          `${Math.round(latencies.length / seconds)} interactions/s, ack p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
    }
  } finally {
    await running.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, perSecond, p99 };
}

/**
 * 100 users sending at a steady combined rate (`rate` a second, spread evenly over the users), each
 * command sent at its time whether or not earlier ones were answered, as players do: the time from
 * each command's due time to its acknowledgement, so a stall counts against every command it delays.
 * On a SQLite file, or on PostgreSQL at `databaseUrl`.
 */
export async function benchDiscordPaced(users = 100, rate = 600, total = 3000, databaseUrl?: string): Promise<DiscordFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-discord-'));
  const fake = await startFakeDiscord({ guilds: [{ id: 'g1', name: 'Bench', channels: [{ id: 'ops', name: 'ops' }] }] });
  const running = await startBot({
    ledgerKey: LEDGER_KEY,
    token: fake.token,
    api: fake.restUrl,
    databasePath: join(dir, 'bench.sqlite'),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    logger: memoryLogger(),
  });
  const roll = (user: string) =>
    fake
      .sendCommand({ user, guildId: 'g1', channelId: 'ops', name: 'roll', options: [{ name: 'dice', type: ApplicationCommandOptionType.String, value: '4d6>=5' }] })
      .response({ timeoutMs: 30_000 });
  try {
    const warm = fake.addUser({ username: 'warm-up' }).id;
    for (let k = 0; k < 50; k++) await roll(warm);
    const ids = Array.from({ length: users }, (_, k) => fake.addUser({ username: `p${k}` }).id);
    const latencies: number[] = [];
    const tripsBefore = running.store.health().roundTrips;
    const t0 = performance.now() + 20;
    const sent: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = t0 + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      sent.push(roll(ids[n % users]!).then(() => void latencies.push(performance.now() - due)));
    }
    await Promise.all(sent);
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const perSecond = latencies.length / seconds;
    const p99 = percentile(latencies, 99);
    const trips = databaseUrl === undefined ? '' : `, ${((running.store.health().roundTrips - tripsBefore) / total).toFixed(1)} round trips each`;
    return {
      lines: [
        `/roll via discord.js + fake${databaseUrl === undefined ? '' : ' on PostgreSQL'}, ${users} users at ${rate}/s together, ${latencies.length} rolls: ${Math.round(perSecond)} interactions/s, ack p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${trips}`,
      ],
      perSecond,
      p99,
    };
  } finally {
    await running.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

