import { REST, Routes } from 'discord.js';
import { commands } from '../../../commands/index.js';
import { loadConfig } from '../../config.js';
import { toDiscordCommands } from './command-json.js';

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
  await rest.put(route, { body });
  process.stdout.write(`Registered ${body.length} commands ${config.devGuildId ? `to guild ${config.devGuildId}` : 'globally'}.\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`deploy-commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
