import { REST, Routes } from 'discord.js';
import { commands } from '../../../commands/index.js';
import { loadConfig } from '../../config.js';
import { toDiscordCommands } from './command-json.js';
import { CHANNEL_PERMISSIONS, inviteUrl, THREAD_PERMISSIONS } from './invite.js';

/** `npm run deploy-commands`: registers the slash commands to DEV_GUILD_ID (instant) or globally. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.discordToken || !config.applicationId) {
    process.stderr.write('deploy-commands needs DISCORD_TOKEN and DISCORD_APPLICATION_ID in .env (see .env.example).\n');
    process.exit(2);
  }
  const rest = new REST(config.discordApiUrl ? { api: config.discordApiUrl } : {}).setToken(config.discordToken);
  const body = toDiscordCommands(commands);
  const route = config.devGuildId
    ? Routes.applicationGuildCommands(config.applicationId, config.devGuildId)
    : Routes.applicationCommands(config.applicationId);
  await rest.put(route, { body });
  process.stdout.write(
    `Registered ${body.length} commands ${config.devGuildId ? `to guild ${config.devGuildId}` : 'globally'}.\n` +
      `Add the bot to a server (you need Manage Server there):\n  ${inviteUrl(config.applicationId, THREAD_PERMISSIONS)}\n` +
      `or without side threads (their secrets then go by DM):\n  ${inviteUrl(config.applicationId, CHANNEL_PERMISSIONS)}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`deploy-commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
