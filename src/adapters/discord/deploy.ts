import { DiscordAPIError, REST, Routes } from 'discord.js';
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
  const body = toDiscordCommands(commands, config.devGuildId ? 'guild' : 'global');
  const route = config.devGuildId
    ? Routes.applicationGuildCommands(config.applicationId, config.devGuildId)
    : Routes.applicationCommands(config.applicationId);
  try {
    await rest.put(route, { body });
  } catch (e) {
    process.stderr.write(`deploy-commands failed: ${whyRefused(e, config.applicationId, config.devGuildId)}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Registered ${body.length} commands ${config.devGuildId ? `to guild ${config.devGuildId}: they show there now` : 'globally: Discord may take up to an hour to show them'}.\n` +
      `The link that adds the bot to a server (you need Manage Server there):\n  ${inviteUrl(config.applicationId, THREAD_PERMISSIONS)}\n` +
      `or, without side threads (their secrets then go by DM):\n  ${inviteUrl(config.applicationId, CHANNEL_PERMISSIONS)}\n`,
  );
}

/** What a newcomer can do about Discord's refusal: the two that setting up meets, in words; others as Discord gave them. */
function whyRefused(e: unknown, applicationId: string, guildId: string | undefined): string {
  if (e instanceof DiscordAPIError && e.status === 401) return 'Discord does not know this DISCORD_TOKEN: copy it again from the Bot page (Reset Token) into .env.';
  if (e instanceof DiscordAPIError && e.code === 50001 && guildId) {
    return `the bot is not in the server DEV_GUILD_ID names (${guildId}), or that is not a server id. Add it there first:\n  ${inviteUrl(applicationId, THREAD_PERMISSIONS)}`;
  }
  return e instanceof Error ? e.message : String(e);
}

main().catch((e: unknown) => {
  process.stderr.write(`deploy-commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
