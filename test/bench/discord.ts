import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { memoryLogger } from '../../src/adapters/logger.js';
import { startBot } from '../../src/compose-bot.js';
import { startFakeDiscord } from '../fake-discord/index.js';

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
  const running = await startBot({ token: fake.token, api: fake.restUrl, databasePath: join(dir, 'bench.sqlite'), logger: memoryLogger() });
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
