import {
  ApplicationCommandOptionType,
  AttachmentBuilder,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  RESTJSONErrorCodes,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type AutocompleteInteraction,
  type Interaction,
} from 'discord.js';
import type { App } from '../../app/app.js';
import type { Post } from '../../app/outcome.js';
import type { RawOptionValue } from '../../app/options.js';
import type { Logger } from '../../app/ports.js';
import type { Actor } from '../../core/campaign.js';
import { splitText } from './split-text.js';

const NO_PINGS = { parse: [] as never[] };

interface Invocation {
  path: string[];
  options: Record<string, RawOptionValue>;
}

/** Flattens Discord's nested subcommand options into a path and a flat option map. */
async function readInvocation(i: ChatInputCommandInteraction): Promise<Invocation> {
  const path = [i.commandName];
  let level: readonly CommandInteractionOption[] = i.options.data;
  while (level.length === 1 && (level[0]!.type === ApplicationCommandOptionType.Subcommand || level[0]!.type === ApplicationCommandOptionType.SubcommandGroup)) {
    path.push(level[0]!.name);
    level = level[0]!.options ?? [];
  }
  const options: Record<string, RawOptionValue> = {};
  for (const o of level) {
    if (o.attachment) {
      const res = await fetch(o.attachment.url);
      options[o.name] = { name: o.attachment.name, data: new Uint8Array(await res.arrayBuffer()) };
    } else if (o.value !== undefined) {
      options[o.name] = o.value;
    }
  }
  return { path, options };
}

function actorOf(i: Interaction): Actor {
  const member = i.member && 'displayName' in i.member ? i.member.displayName : undefined;
  return { id: i.user.id, name: member ?? i.user.globalName ?? i.user.username };
}

function payloads(post: Post): { content: string; allowedMentions: typeof NO_PINGS; files?: AttachmentBuilder[] }[] {
  const files = [...(post.images ?? []), ...(post.files ?? [])].map((f) => new AttachmentBuilder(Buffer.from(f.data), { name: f.name }));
  const texts = splitText(post.text);
  return texts.map((content, k) => ({ content, allowedMentions: NO_PINGS, ...(k === texts.length - 1 && files.length ? { files } : {}) }));
}

/**
 * The Discord transport: one interactionCreate pipeline (resolve → preconditions → run → deliver)
 * over the shared App. Secrets go only by DM or ephemeral reply; a DM that cannot be delivered is
 * never re-routed to the channel.
 */
export function createBot(app: App, logger: Logger, api?: string): Client {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: api ? { api } : {}, allowedMentions: NO_PINGS });

  async function deliver(i: ChatInputCommandInteraction, actor: Actor, outcome: ReturnType<App['execute']>['outcome']) {
    const publicParts = outcome.public ? payloads(outcome.public) : [];
    const privateParts = outcome.private ? payloads(outcome.private) : [];
    const firstPublic = publicParts.shift();
    if (firstPublic) await i.reply(firstPublic);
    else await i.reply({ ...privateParts.shift()!, flags: MessageFlags.Ephemeral });
    for (const p of publicParts) await i.followUp(p);
    for (const p of privateParts) await i.followUp({ ...p, flags: MessageFlags.Ephemeral });
    const dms = [...(outcome.dms ?? []), ...(outcome.gm ? [outcome.gm] : [])];
    for (const dm of dms) {
      try {
        const user = await client.users.fetch(dm.to.id);
        for (const p of payloads(dm.post)) await user.send(p);
      } catch (e) {
        const closed = e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser;
        logger.log('warn', 'dm not delivered', { to: dm.to.id, closed, by: actor.id });
        await i.followUp({ content: `${dm.to.name} could not be reached by direct message.`, allowedMentions: NO_PINGS });
      }
    }
  }

  async function onCommand(i: ChatInputCommandInteraction) {
    const actor = actorOf(i);
    const inv = await readInvocation(i);
    const done = app.execute({ actor, channelId: i.channelId, path: inv.path, options: inv.options });
    await deliver(i, actor, done.outcome);
  }

  async function onAutocomplete(i: AutocompleteInteraction) {
    const path = [i.commandName, ...[i.options.getSubcommandGroup(false), i.options.getSubcommand(false)].filter((x): x is string => !!x)];
    const focused = i.options.getFocused(true);
    await i.respond(app.autocomplete({ actor: actorOf(i), channelId: i.channelId ?? '', path }, focused.name, String(focused.value)));
  }

  client.on(Events.InteractionCreate, (i) => {
    const work = i.isChatInputCommand() ? onCommand(i) : i.isAutocomplete() ? onAutocomplete(i) : undefined;
    work?.catch((e: unknown) => logger.log('error', 'interaction delivery failed', { error: e instanceof Error ? e.message : String(e) }));
  });
  client.once(Events.ClientReady, (c) => logger.log('info', 'bot ready', { user: c.user.tag, guilds: c.guilds.cache.size }));
  return client;
}
