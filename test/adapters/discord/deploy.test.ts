import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDiscordCommands } from '../../../src/adapters/discord/command-json.js';
import { CHANNEL_PERMISSIONS, inviteUrl, THREAD_PERMISSIONS } from '../../../src/adapters/discord/invite.js';
import { commands } from '../../../commands/index.js';
import { startFakeDiscord, type FakeDiscord } from '../../fake-discord/index.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
let fake: FakeDiscord;
const cwd = mkdtempSync(join(tmpdir(), 'sitrep-deploy-'));

beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(async () => {
  await fake.close();
  rmSync(cwd, { recursive: true, force: true });
});

const deploy = (env: Record<string, string>) =>
  run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'src/adapters/discord/deploy.ts')], {
    cwd,
    env: { ...process.env, DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.restUrl, DEV_GUILD_ID: '', ...env },
  });

// Each test starts a real process (tsx compiles the entry point): on a loaded machine that alone can
// take most of a minute, so these get their own allowance rather than the suite's 20 s.
describe('npm run deploy-commands', { timeout: 150_000 }, () => {
  it('GIVEN DEV_GUILD_ID THEN the commands are registered to that guild, exactly as the command list says', async () => {
    const guild = fake.addGuild({ name: 'Club' });
    const { stdout } = await deploy({ DEV_GUILD_ID: guild.id });
    expect(stdout).toContain(`Registered ${commands.length} commands to guild ${guild.id}: they show there now.`);
    const put = fake.deployedCommands.puts.at(-1)!;
    expect(put.guildId).toBe(guild.id);
    expect(put.body).toEqual(JSON.parse(JSON.stringify(toDiscordCommands(commands, 'guild'))));
    // The links that add the bot to a server come next, with and without the side threads' permissions.
    expect(stdout).toContain(inviteUrl(fake.applicationId, THREAD_PERMISSIONS));
    expect(stdout).toContain(inviteUrl(fake.applicationId, CHANNEL_PERMISSIONS));
  });

  it('GIVEN no DEV_GUILD_ID THEN they are registered globally', async () => {
    const { stdout } = await deploy({});
    expect(stdout).toContain('globally');
    expect(fake.deployedCommands.global.map((c) => c.name)).toEqual(commands.map((c) => c.name));
    expect(fake.deployedCommands.puts.at(-1)!.body).toEqual(JSON.parse(JSON.stringify(toDiscordCommands(commands))));
  });

  it('GIVEN a DEV_GUILD_ID the bot was not added to THEN it says so, with the link that adds it', async () => {
    const failed = await deploy({ DEV_GUILD_ID: '123456789012345678' }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toBe(
      `deploy-commands failed: the bot is not in the server DEV_GUILD_ID names (123456789012345678), or that is not a server id. Add it there first:\n  ${inviteUrl(fake.applicationId, THREAD_PERMISSIONS)}\n`,
    );
  });

  it('GIVEN a token Discord does not know THEN it says where to get the right one', async () => {
    await expect(deploy({ DISCORD_TOKEN: 'd3Jvbmc.not.this' })).rejects.toMatchObject({
      code: 1,
      stderr: 'deploy-commands failed: Discord does not know this DISCORD_TOKEN: copy it again from the Bot page (Reset Token) into .env.\n',
    });
  });

  it('GIVEN no application id THEN it says what is missing and fails', async () => {
    await expect(deploy({ DISCORD_APPLICATION_ID: '' })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('DISCORD_APPLICATION_ID') });
  });
});
