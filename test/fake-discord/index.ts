/**
 * A loopback fake Discord for tests: REST (node:http) and a plain-JSON gateway (ws) on one
 * 127.0.0.1 port, for the REAL discord.js Client:
 *
 *   const fake = await startFakeDiscord({ guilds: [{ name: 'Club', channels: [{ name: 'ops' }] }] });
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
 *   await client.login(fake.token);
 *   await fake.waitForReady();
 *   const sent = fake.sendCommand({ user: fake.addUser({ username: 'ann' }).id, guildId, name: 'roll', options });
 *   const seen = await sent.response(); // { kind, content, ephemeral, files, … }
 *   await client.destroy(); await fake.close();
 *
 * Like Discord it can hold the bot to its windows (`ackWindowMs`: 3 s to acknowledge; `tokenLifetimeMs`:
 * 15 min of follow-ups), honours `nonce` + `enforce_nonce` on channel posts (DMs too), and lists every
 * message it accepted (`acceptedMessages()`) and every interaction it sent (`interactionsSent()`).
 *
 * test/adapters/discord/wire-contract.test.ts pins the discord.js wire details this relies on.
 */
export {
  FakeDiscord,
  shardOf,
  startFakeDiscord,
  type AcceptedMessage,
  type InteractionInfo,
  type AttachmentInput,
  type AutocompleteInput,
  type ChannelMessage,
  type CommandInput,
  type DeployedCommands,
  type FailRule,
  type FakeDiscordOptions,
  type FakeFile,
  type FakeGuild,
  type GatewayConnectionInfo,
  type GatewayFrame,
  type GuildInput,
  type InteractionMessage,
  type InteractionMessageKind,
  type RecordedCall,
  type SentAutocomplete,
  type SentInteraction,
  type UserInput,
  type WaitOptions,
} from './fake-discord.js';
export { parseMultipart, boundaryOf, type FormPart } from './multipart.js';
