import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  MessageFlags,
  StringSelectMenuBuilder,
  type Client,
  type MessageActionRowComponentBuilder,
  type RepliableInteraction,
} from 'discord.js';
import { actionId } from '../../app/actions.js';
import type { App } from '../../app/app.js';
import type { Dm, Outcome, Post } from '../../app/outcome.js';
import type { Logger } from '../../app/ports.js';
import { splitText } from './split-text.js';

/** Sitrep never pings: names in text are plain, and Discord is told to resolve no mentions. */
export const NO_PINGS = { parse: [] as never[] };

export interface Payload {
  content: string;
  allowedMentions: { parse: never[]; users?: string[] };
  files?: AttachmentBuilder[];
  components?: ActionRowBuilder<MessageActionRowComponentBuilder>[];
}

/** Discord's error code on a refused call (50007: DMs closed…), for the log. */
const errorCode = (e: unknown): string => (typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : 'unknown');

/** Discord's limits: five rows of five buttons, a select menu alone in its row with 25 options. */
const ROWS = 5;
const PER_ROW = 5;
const OPTIONS = 25;

/** A post's actions as Discord components: buttons five to a row, each select menu in a row of its own. */
export function componentsOf(post: Post): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  if (!post.actions?.length || post.stamp === undefined) return [];
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  const buttons: ButtonBuilder[] = [];
  for (const a of post.actions) {
    const id = actionId(post.stamp, a);
    if (id === undefined) continue;
    if (a.choose) {
      const menu = new StringSelectMenuBuilder()
        .setCustomId(id)
        .setPlaceholder(a.label.slice(0, 150))
        .addOptions(a.choose.values.slice(0, OPTIONS).map((v) => ({ label: v.slice(0, 100), value: v.slice(0, 100) })));
      rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu));
    } else {
      buttons.push(new ButtonBuilder().setCustomId(id).setLabel(a.label.slice(0, 80)).setStyle(ButtonStyle.Secondary));
    }
  }
  for (let k = 0; k < buttons.length; k += PER_ROW) rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(buttons.slice(k, k + PER_ROW)));
  return rows.slice(0, ROWS);
}

/**
 * A post as Discord messages: text split to fit, images and files on the last one. Only the
 * people a post names in `ping` are mentioned, on the last message, and only they are notified.
 */
export function payloads(post: Post): Payload[] {
  const files = [...(post.images ?? []), ...(post.files ?? [])].map((f) => new AttachmentBuilder(Buffer.from(f.data), { name: f.name }));
  const ping = post.ping ?? [];
  const text = ping.length ? `${post.text}\n🔔 ${ping.map((a) => `<@${a.id}>`).join(' ')}` : post.text;
  const texts = splitText(text);
  const components = componentsOf(post);
  return texts.map((content, k) => {
    const last = k === texts.length - 1;
    return {
      content,
      allowedMentions: last && ping.length ? { parse: [], users: ping.map((a) => a.id) } : NO_PINGS,
      ...(last && files.length ? { files } : {}),
      ...(last && components.length ? { components } : {}),
    };
  });
}

export interface DeliveryReport {
  readonly dmsDelivered: number;
  readonly dmsKept: number;
}

const ephemeral = (p: Payload) => ({ ...p, flags: MessageFlags.Ephemeral as const });

/**
 * Delivers an Outcome: public part as the reply, private part ephemeral, DMs and the GM's part by
 * direct message. A DM Discord refuses (DMs closed: 50007, no mutual server, or any failure left
 * after discord.js's own retries) goes to the recipient's inbox and the channel hears only that
 * orders are waiting — a secret never falls back to the channel.
 *
 * After an ephemeral defer the original response is private, so public posts go as follow-ups.
 */
export async function deliver(
  i: RepliableInteraction,
  outcome: Outcome,
  deps: { app: App; client: Client; logger: Logger; deferred: boolean },
): Promise<DeliveryReport> {
  const pub = outcome.public ? payloads(outcome.public) : [];
  const priv = outcome.private ? payloads(outcome.private) : [];
  if (deps.deferred) {
    const first = priv.shift() ?? { content: '✅ Done.', allowedMentions: NO_PINGS };
    await i.editReply(first);
    for (const p of pub) await i.followUp(p);
    for (const p of priv) await i.followUp(ephemeral(p));
  } else {
    const firstPublic = pub.shift();
    if (firstPublic) await i.reply(firstPublic);
    else await i.reply(ephemeral(priv.shift() ?? { content: '✅ Done.', allowedMentions: NO_PINGS }));
    for (const p of pub) await i.followUp(p);
    for (const p of priv) await i.followUp(ephemeral(p));
  }

  const kept = await sendDms(outcome, i.channelId ?? 'dm', deps, async (notice) => {
    await i.followUp({ content: notice, allowedMentions: NO_PINGS });
  });
  return kept;
}

/**
 * The DMs and the GM's part of an outcome. A DM Discord refuses goes to its recipient's inbox and
 * `tell` posts only the notice that orders are waiting: a secret never falls back to the channel.
 */
async function sendDms(
  outcome: Outcome,
  channelId: string,
  deps: { app: App; client: Client; logger: Logger },
  tell: (notice: string) => Promise<void>,
): Promise<DeliveryReport> {
  const all: Dm[] = [...(outcome.dms ?? []), ...(outcome.gm ? [outcome.gm] : [])];
  const { rest: dms, posted } = await toSideThreads(all, channelId, deps);
  let dmsDelivered = posted;
  let dmsKept = 0;
  for (const dm of dms) {
    try {
      for (const p of payloads(dm.post)) await deps.client.users.send(dm.to.id, p);
      dmsDelivered++;
    } catch (e) {
      deps.logger.log('warn', 'dm refused', { to: dm.to.id, code: errorCode(e) });
      await tell(deps.app.keepUndelivered(channelId, dm.to, dm.post));
      dmsKept++;
    }
  }
  return { dmsDelivered, dmsKept };
}

/**
 * With side threads on (`/campaign threads`), a side's players' secrets go once to that side's private
 * thread, made on first use with the side's players added. A side whose thread cannot be made, or one
 * of whose players cannot be added, gets its secrets by DM as before (and from there the inbox): a
 * secret never reaches the channel. The GM and anyone outside a side are always sent DMs.
 */
async function toSideThreads(dms: readonly Dm[], channelId: string, deps: { app: App; client: Client; logger: Logger }): Promise<{ rest: Dm[]; posted: number }> {
  const st = dms.length > 0 ? deps.app.sideThreads(channelId) : undefined;
  if (!st) return { rest: [...dms], posted: 0 };
  const rest: Dm[] = [];
  const bySide = new Map<string, Dm[]>();
  for (const dm of dms) {
    const side = st.sideOf.get(dm.to.id);
    if (side === undefined) rest.push(dm);
    else bySide.set(side, [...(bySide.get(side) ?? []), dm]);
  }
  let posted = 0;
  for (const [side, group] of bySide) {
    try {
      const thread = await sideThread(channelId, side, st, deps);
      const sent = new Set<string>();
      for (const dm of group) {
        // Each player of the side is usually told the same: the thread gets it once.
        if (sent.has(dm.post.text)) continue;
        sent.add(dm.post.text);
        for (const p of payloads(dm.post)) await thread.send(p);
      }
      posted += group.length;
    } catch (e) {
      deps.logger.log('warn', 'side thread refused', { channel: channelId, code: errorCode(e) });
      rest.push(...group);
    }
  }
  return { rest, posted };
}

/** The side's private thread: the one made before, or a new one with the side's players added (all, or it fails). */
async function sideThread(
  channelId: string,
  side: string,
  st: NonNullable<ReturnType<App['sideThreads']>>,
  deps: { app: App; client: Client },
): Promise<{ send(p: Payload): Promise<unknown> }> {
  const players = st.players.get(side) ?? [];
  const known = st.threads[side];
  const existing = known ? await deps.client.channels.fetch(known).catch(() => null) : null;
  if (existing && existing.isThread()) {
    for (const p of players) await existing.members.add(p.id);
    return existing;
  }
  const parent = await deps.client.channels.fetch(channelId);
  if (!parent || parent.type !== ChannelType.GuildText) throw new Error('side threads need a server text channel');
  const thread = await parent.threads.create({ name: `${st.campaign} — ${side}`.slice(0, 100), type: ChannelType.PrivateThread, invitable: false });
  // Kept at once: if a player cannot be added now, the next secret tries this thread again.
  deps.app.rememberThread(channelId, side, thread.id);
  for (const p of players) await thread.members.add(p.id);
  return thread;
}

/**
 * What the clock has to say (a reminder, a deadline) where no interaction asked for it: the public part
 * as a channel post, the rest by direct message (failing closed to the inbox). A private part is never
 * in a clock outcome.
 */
export async function deliverToChannel(channelId: string, outcome: Outcome, deps: { app: App; client: Client; logger: Logger }): Promise<DeliveryReport> {
  const channel = await deps.client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} cannot take posts`);
  for (const p of outcome.public ? payloads(outcome.public) : []) await channel.send(p);
  return sendDms(outcome, channelId, deps, async (notice) => {
    await channel.send({ content: notice, allowedMentions: NO_PINGS });
  });
}
