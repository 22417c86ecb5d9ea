import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import { startFakeDiscord, type FakeDiscord, type FakeGuild } from '../../fake-discord/index.js';
import { startBotProcess, type BotProcess } from '../../helpers/crash-harness.js';
import { apiOptionsFor } from './api-options.js';

/**
 * The README's set-up, end to end against the loopback fake Discord: a `.env` as its steps fill it,
 * `npm run deploy-commands` registering the commands to the server, `npm start` (the compiled build)
 * saying it is online, and a /roll in the server answered.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
let fake: FakeDiscord;
let club: FakeGuild;
let bot: BotProcess | undefined;
const dir = mkdtempSync(join(tmpdir(), 'sitrep-first-run-'));

beforeAll(async () => {
  fake = await startFakeDiscord();
  club = fake.addGuild({ name: 'Club', channels: [{ name: 'wargames' }] });
  // DISCORD_API_URL points at the fake; a reader's .env leaves it empty.
  writeFileSync(
    join(dir, '.env'),
    [`DISCORD_TOKEN=${fake.token}`, `DISCORD_APPLICATION_ID=${fake.applicationId}`, `DEV_GUILD_ID=${club.id}`, `DISCORD_API_URL=${fake.restUrl}`, ''].join('\n'),
  );
});

afterAll(async () => {
  if (bot) await bot.stop();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls until `ok()` (the fake's waitFor looks again only when Discord sees a call). */
async function until(ok: () => boolean, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; !ok(); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > end) throw new Error(`timed out; the bot wrote:\n${bot?.output() ?? ''}`);
  }
}

/** The environment without anything this test's own process may have set: only the .env configures Sitrep. */
const bare = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  for (const k of ['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID', 'DEV_GUILD_ID', 'DISCORD_API_URL', 'DATABASE_URL']) delete env[k];
  return env;
};

describe('from a .env to a bot answering /roll in its server', { timeout: 150_000 }, () => {
  it('GIVEN the .env THEN npm run deploy-commands registers every command to the server', async () => {
    const { stdout } = await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/adapters/discord/deploy.ts')], { cwd: dir, env: bare() });
    expect(stdout).toContain(`Registered ${commands.length} commands to guild ${club.id}: they show there now.`);
    expect(fake.deployedCommands.guilds.get(club.id)?.map((c) => c.name)).toEqual(commands.map((c) => c.name));
  });

  it('GIVEN npm start THEN it says it is online, and a /roll in the server is answered with the dice', async () => {
    bot = await startBotProcess({ fake, databasePath: join(dir, 'data', 'sitrep.sqlite'), cwd: dir });
    await until(() => bot!.output().includes('Sitrep is on Discord as'), 20_000);
    expect(bot.output()).toMatch(/Sitrep is on Discord as \S+, in 1 server\. Try \/roll dice:2d6 there; Ctrl-C stops it\./);
    const ann = fake.addUser({ username: 'ann' });
    const { name, options } = apiOptionsFor('/roll dice:2d6');
    const answer = await fake.sendCommand({ user: ann.id, guildId: club.id, name, options }).response({ timeoutMs: 15_000 });
    expect(answer.ephemeral).toBe(false);
    expect(answer.content).toMatch(/^🎲 Roll #1 by ann\n`2d6`: `\[\d, \d\]` = \*\*\d{1,2}\*\*/);
  });
});
