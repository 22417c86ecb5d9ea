import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  InteractionResponseType,
  InteractionWebhook,
  MessageFlags,
  MessagePayload,
  Routes,
  StringSelectMenuBuilder,
  type Client,
  type MessageActionRowComponentBuilder,
  type RepliableInteraction,
} from 'discord.js';
import { actionId } from '../../app/actions.js';
import type { App } from '../../app/app.js';
import type { Dm, Outcome, Post } from '../../app/outcome.js';
import { StoreUnavailableError, type InteractionRoute, type Logger, type OutboxEntry, type OutboxRef } from '../../app/ports.js';
import { hasBit, outboxParts, PRIVATE_BIT, PUBLIC_BIT, type OutboxPart } from '../../app/outbox.js';
import { userText } from '../../app/format.js';
import { logFault } from '../../app/fault.js';
import { pieces } from '../../app/post-fit.js';

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

/**
 * A refusal Discord would give again (DMs closed 50007, no mutual server, unknown user: a 4xx other
 * than 429), as against a passing failure (5xx after discord.js's retries, the network), which is worth
 * trying again later.
 */
const refusedForGood = (e: unknown): boolean => {
  const status = typeof e === 'object' && e !== null && 'status' in e ? Number((e as { status: unknown }).status) : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

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
        .addOptions(a.choose.values.slice(0, OPTIONS).map((v, k) => ({ label: (a.choose?.labels?.[k] ?? v).slice(0, 100), value: v.slice(0, 100) })));
      rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu));
    } else {
      buttons.push(new ButtonBuilder().setCustomId(id).setLabel(a.label.slice(0, 80)).setStyle(ButtonStyle.Secondary));
    }
  }
  for (let k = 0; k < buttons.length; k += PER_ROW) rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(buttons.slice(k, k + PER_ROW)));
  return rows.slice(0, ROWS);
}

/**
 * A post as Discord messages: text split to fit (every post is made to fit one, `post-fit.ts`; this is
 * the last net), images and files on the last one. Only the
 * people a post names in `ping` are mentioned, on the last message, and only they are notified.
 */
export function payloads(post: Post): Payload[] {
  const files = [...(post.images ?? []), ...(post.files ?? [])].map((f) => new AttachmentBuilder(Buffer.from(f.data), { name: f.name }));
  const ping = post.ping ?? [];
  const text = ping.length ? `${post.text}\n🔔 ${ping.map((a) => `<@${a.id}>`).join(' ')}` : post.text;
  const texts = pieces(text);
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
const DONE: Payload = { content: '✅ Done.', allowedMentions: NO_PINGS };

export interface DeliveryDeps {
  readonly app: App;
  readonly client: Client;
  readonly logger: Logger;
  /** Marks an outbox part delivered; the bot batches them (`OutboxMarks`), by default one write each. */
  readonly mark?: (id: number, part: number) => void;
}

/**
 * An outcome's outbox entry as delivery goes: each part marked once Discord has taken it, and each send
 * Discord could repeat given a nonce it enforces, so a send repeated after a crash is not posted twice.
 * Without an entry (nothing changed, or the outbox is off) nothing is marked and no nonce is sent.
 */
export class Kept {
  private readonly mark: (id: number, part: number) => void;
  readonly id: number | undefined;
  /** What makes its nonces unique: the entry's id and time (ids start again in a new database). */
  private readonly stem: string;

  constructor(deps: DeliveryDeps, ref: OutboxRef | undefined) {
    this.mark = deps.mark ?? ((id, part) => deps.app.delivered(id, part));
    this.id = ref?.id;
    this.stem = ref === undefined ? '' : `${Date.parse(ref.at).toString(36)}${ref.id.toString(36)}`;
  }

  done(bit: number): void {
    if (this.id !== undefined) this.mark(this.id, this.bitOf(bit));
  }

  /** The outbox bit a part's delivery marks. */
  bitOf(bit: number): number {
    return bit;
  }

  /** Discord's nonce for one message of one part: at most 25 characters (about 20 here). */
  nonce(tag: string, k: number): { nonce?: string; enforceNonce?: boolean } {
    return this.id === undefined ? {} : { nonce: `${this.stem}${tag}${k}`, enforceNonce: true };
  }
}

/**
 * Outbox marks gathered and written together, one transaction for all the parts delivered since the
 * last write: a mark costs a commit, and every send is safe to repeat, so a mark lost to a crash
 * costs only a repeat Discord ignores. An entry is released (for redelivery) only once its marks are written.
 */
export class OutboxMarks {
  private pending = new Map<number, number>();
  private released: number[] = [];
  private scheduled = false;

  constructor(
    private readonly app: App,
    private readonly logger: Logger,
    /** Entries being delivered now; an entry released leaves it once its marks are written. */
    private readonly delivering: Set<number>,
  ) {}

  readonly mark = (id: number, part: number): void => {
    const now = this.pending.get(id) ?? 0;
    if (!hasBit(now, part)) this.pending.set(id, now + part);
    this.schedule();
  };

  release(id: number): void {
    this.released.push(id);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /**
   * Writes what is gathered (also at shutdown, before the database closes). With the database away the
   * marks are kept, and their entries held from redelivery, until a later write takes them (the bot
   * flushes again when the database is back): else what Discord already has would be sent again.
   */
  flush(): void {
    this.scheduled = false;
    const marks = [...this.pending];
    const released = this.released;
    this.pending = new Map();
    this.released = [];
    try {
      if (marks.length) this.app.deliveredAll(marks);
    } catch (e) {
      if (e instanceof StoreUnavailableError) {
        for (const [id, part] of marks) this.pending.set(id, (this.pending.get(id) ?? 0) | part);
        this.released.push(...released);
        this.logger.log('warn', 'database unavailable; outbox marks kept until it answers', { entries: marks.length });
        return;
      }
      // A send that outlived shutdown: its entry stays, and the next start repeats what Discord already has.
      logFault(this.logger, 'outbox marks not written', e, { entries: marks.length }, 'warn');
    }
    for (const id of released) this.delivering.delete(id);
  }
}

/**
 * Which part the interaction itself answers with: the private one when there is one, none when the answer
 * was deferred (privately) or the interaction came from outside the channel the public part belongs to
 * (a button in a DM), else the public one.
 */
export function replyPartOf(outcome: Outcome, deferred: boolean, elsewhere = false): 'public' | 'private' | 'none' {
  if (outcome.private) return 'private';
  if (deferred || elsewhere || !outcome.public) return 'none';
  return 'public';
}

/** Where a part's messages may go when it is not the interaction's own answer. */
interface Channelish {
  send(p: Payload & { nonce?: string; enforceNonce?: boolean }): Promise<unknown>;
}

/**
 * Delivers an Outcome to the interaction that asked for it. The interaction's own answer is the private
 * part (ephemeral) when there is one, else the public part; after an ephemeral defer it is the private
 * part or "Done". The public part, when it is not that answer, is posted in the channel; DMs and the
 * GM's part go by direct message. Each part is marked in the outbox as Discord takes it.
 *
 * Only the interaction's answer and nonce-carrying posts are used for parts, not follow-ups, because
 * those are the sends that are safe to repeat after a crash: Discord acknowledges an interaction once,
 * and returns the message already made for a nonce it has seen. A private answer longer than one
 * message continues in ephemeral follow-ups, the one send that could repeat.
 *
 * A DM Discord refuses (DMs closed: 50007, no mutual server) goes to the recipient's inbox and the channel
 * hears only that orders are waiting — a secret never falls back to the channel. One that fails in
 * passing (after discord.js's own retries) is tried again from the outbox, and goes to the inbox if it
 * still fails a day on.
 */
export async function deliver(
  i: RepliableInteraction,
  outcome: Outcome,
  deps: DeliveryDeps & { deferred: boolean; outbox?: OutboxRef; channelId?: string },
): Promise<DeliveryReport> {
  const kept = new Kept(deps, deps.outbox);
  // A button pressed in a DM ran in its campaign's channel: the public part goes there, never to the DM.
  const elsewhere = deps.channelId !== undefined && deps.channelId !== i.channelId;
  const channelId = deps.channelId ?? i.channelId ?? 'dm';
  const channel = elsewhere ? lazyChannel(channelId, deps) : publicChannel(i, deps);
  const which = replyPartOf(outcome, deps.deferred, elsewhere);
  const replyPost = which === 'public' ? outcome.public : which === 'private' ? outcome.private : undefined;
  const chunks = replyPost ? payloads(replyPost) : [DONE];
  const first = which === 'public' ? chunks[0]! : ephemeral(chunks[0]!);
  if (deps.deferred) await i.editReply(first);
  else await i.reply(first);
  // A long public answer goes on in the channel when kept (a nonce makes a repeat harmless), else as follow-ups.
  if (which === 'public' && kept.id !== undefined) await postAll(channel, chunks.slice(1), kept, 'p', 1);
  else for (const p of chunks.slice(1)) await i.followUp(which === 'public' ? p : ephemeral(p));
  // Before any part is marked: a crash from here on leaves the entry, and a redelivery takes them out again.
  await leaveThreads(outcome, channelId, deps);
  if (which !== 'none') kept.done(which === 'public' ? PUBLIC_BIT : PRIVATE_BIT);
  if (outcome.public && which !== 'public') {
    await postAll(channel, payloads(outcome.public), kept, 'p', 0);
    kept.done(PUBLIC_BIT);
  }
  return sendDms(outcome, channelId, deps, kept, channel);
}

/** A channel found by id when first posted to. */
function lazyChannel(channelId: string, deps: DeliveryDeps): Channelish {
  return { send: async (p) => (await channelById(channelId, deps)).send(p) };
}

/**
 * Takes players who left a side out of its private thread. If Discord will not (the thread is gone, or
 * the bot may no longer manage it), the campaign forgets the thread, so the side's next secret goes to a
 * new thread made with its players as they are now: nothing more of the side reaches the one who left.
 */
export async function leaveThreads(outcome: Outcome, channelId: string, deps: DeliveryDeps): Promise<void> {
  for (const left of outcome.leftThreads ?? []) {
    try {
      const thread = await deps.client.channels.fetch(left.thread, { allowUnknownGuild: true });
      if (!thread?.isThread()) throw new Error('not a thread');
      await thread.members.remove(left.user);
    } catch (e) {
      deps.logger.log('warn', 'side thread member not removed; thread forgotten', { channel: channelId, code: errorCode(e) });
      deps.app.forgetThread(channelId, left.side, left.thread);
    }
  }
}

/** A part's number from its bit (0 public, 1 private, 2… the DMs and the GM's), for its nonces. */
const partNo = (bit: number): number => Math.round(Math.log2(bit));

/**
 * The channel the interaction came from, for public posts. If the bot may not post there (no Send
 * Messages), the interaction's follow-ups carry them instead.
 */
function publicChannel(i: RepliableInteraction, deps: DeliveryDeps): Channelish {
  const fallback: Channelish = { send: ({ nonce: _n, enforceNonce: _e, ...p }) => i.followUp(p) };
  return {
    send: async (p) => {
      try {
        const ch = i.channel ?? (i.channelId ? await deps.client.channels.fetch(i.channelId, { allowUnknownGuild: true }) : null);
        if (!ch || !ch.isSendable()) return await fallback.send(p);
        return await ch.send(p);
      } catch (e) {
        if (!NOT_ALLOWED.has(errorCode(e))) throw e;
        deps.logger.log('warn', 'channel post refused; follow-up instead', { channel: i.channelId, code: errorCode(e) });
        return fallback.send(p);
      }
    },
  };
}

/** Discord's codes for a post the bot may not make: Missing Access, Missing Permissions. */
const NOT_ALLOWED = new Set(['50001', '50013']);

/** A post's messages in a channel, each with its nonce; a channel that cannot take posts fails only if there is something to post. */
async function postAll(to: Channelish | undefined, ps: readonly Payload[], kept: Kept, tag: string, from: number): Promise<void> {
  if (ps.length > 0 && !to) throw new Error('the channel cannot take posts');
  for (const [k, p] of ps.entries()) await to!.send({ ...p, ...kept.nonce(tag, from + k) });
}

/**
 * The DMs and the GM's part of an outcome, each marked as it is delivered. A DM Discord refuses goes
 * to its recipient's inbox (marked delivered in the same transaction) and `notice` posts only that
 * orders are waiting: a secret never falls back to the channel.
 */
async function sendDms(outcome: Outcome, channelId: string, deps: DeliveryDeps, kept: Kept, notice: Channelish, skip = 0): Promise<DeliveryReport> {
  const all = outboxParts(outcome).filter((p): p is Extract<OutboxPart, { dm: Dm }> => (p.kind === 'dm' || p.kind === 'gm') && !hasBit(skip, p.bit));
  const { rest, posted } = await toSideThreads(all, channelId, deps, kept);
  let dmsDelivered = posted;
  let dmsKept = 0;
  for (const part of rest) {
    const { dm } = part;
    try {
      for (const [k, p] of payloads(dm.post).entries()) await deps.client.users.send(dm.to.id, { ...p, ...kept.nonce(`d${partNo(part.bit)}.`, k) });
      kept.done(part.bit);
      dmsDelivered++;
    } catch (e) {
      // A kept DM that failed in passing is tried again from the outbox (docs/running.md, What a crash can and cannot do).
      if (kept.id !== undefined && !refusedForGood(e)) throw e;
      deps.logger.log('warn', 'dm refused', { to: dm.to.id, code: errorCode(e) });
      const text = deps.app.keepUndelivered(channelId, dm.to, dm.post, kept.id === undefined ? undefined : { id: kept.id, part: kept.bitOf(part.bit) });
      await notice.send({ content: text, allowedMentions: NO_PINGS, ...kept.nonce(`n${partNo(part.bit)}.`, 0) });
      dmsKept++;
    }
  }
  return { dmsDelivered, dmsKept };
}

type DmPart = Extract<OutboxPart, { dm: Dm }>;

/**
 * With side threads on (`/campaign threads`), a side's players' secrets go once to that side's private
 * thread, made on first use with the side's players added. A side whose thread cannot be made, or one
 * of whose players cannot be added, gets its secrets by DM as before (and from there the inbox): a
 * secret never reaches the channel. The GM and anyone outside a side are always sent DMs.
 */
async function toSideThreads(dms: readonly DmPart[], channelId: string, deps: DeliveryDeps, kept: Kept): Promise<{ rest: DmPart[]; posted: number }> {
  const st = dms.length > 0 ? deps.app.sideThreads(channelId) : undefined;
  if (!st) return { rest: [...dms], posted: 0 };
  const rest: DmPart[] = [];
  const bySide = new Map<string, DmPart[]>();
  for (const part of dms) {
    const side = part.kind === 'dm' ? st.sideOf.get(part.dm.to.id) : undefined;
    if (side === undefined) rest.push(part);
    else bySide.set(side, [...(bySide.get(side) ?? []), part]);
  }
  let posted = 0;
  for (const [side, group] of bySide) {
    try {
      const thread = await sideThread(channelId, side, st, deps);
      const sent = new Set<string>();
      for (const part of group) {
        // Each player of the side is usually told the same: the thread gets it once.
        if (!sent.has(part.dm.post.text)) {
          sent.add(part.dm.post.text);
          for (const [k, p] of payloads(part.dm.post).entries()) await thread.send({ ...p, ...kept.nonce(`t${partNo(part.bit)}.`, k) });
        }
        kept.done(part.bit);
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
): Promise<Channelish> {
  const players = st.players.get(side) ?? [];
  const known = st.threads[side];
  const existing = known ? await deps.client.channels.fetch(known, { allowUnknownGuild: true }).catch(() => null) : null;
  if (existing && existing.isThread()) {
    for (const p of players) await existing.members.add(p.id);
    return existing;
  }
  const parent = await deps.client.channels.fetch(channelId, { allowUnknownGuild: true });
  if (!parent || parent.type !== ChannelType.GuildText) throw new Error('side threads need a server text channel');
  const name = `${st.campaign} — ${side}`.slice(0, 100);
  // threads.create hands the new thread to its guild's cache, which a process that does not hold the
  // guild (another shard's: its clock, a redelivery, the web page) lacks, and yields nothing: made by
  // REST there, and fetched as any channel.
  const thread = parent.guild
    ? await parent.threads.create({ name, type: ChannelType.PrivateThread, invitable: false })
    : await madeByRest(channelId, name, deps.client);
  // Kept at once: if a player cannot be added now, the next secret tries this thread again.
  deps.app.rememberThread(channelId, side, thread.id);
  for (const p of players) await thread.members.add(p.id);
  return thread;
}

/** A private thread made in `channelId` through the REST API alone, for a channel whose guild this process does not hold. */
async function madeByRest(channelId: string, name: string, client: Client) {
  const made = (await client.rest.post(Routes.threads(channelId), { body: { name, type: ChannelType.PrivateThread, invitable: false } })) as { id: string };
  const thread = await client.channels.fetch(made.id, { allowUnknownGuild: true });
  if (!thread?.isThread()) throw new Error(`thread ${made.id} was made but cannot be found`);
  return thread;
}

/** A channel the bot posts in, found by id. */
async function channelById(channelId: string, deps: DeliveryDeps): Promise<Channelish> {
  // Any process may deliver what the clock or a restart has for any channel, also one of a guild on
  // another process's shard, which this one does not hold (docs/running.md, Running at scale).
  const channel = await deps.client.channels.fetch(channelId, { allowUnknownGuild: true });
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} cannot take posts`);
  return channel;
}

/**
 * What the clock has to say (a reminder, a deadline) where no interaction asked for it: the public part
 * as a channel post, the rest by direct message (failing closed to the inbox). A private part is never
 * in a clock outcome.
 */
export async function deliverToChannel(channelId: string, outcome: Outcome, deps: DeliveryDeps & { outbox?: OutboxRef }): Promise<DeliveryReport> {
  const kept = new Kept(deps, deps.outbox);
  await leaveThreads(outcome, channelId, deps);
  const channel = await channelById(channelId, deps);
  if (outcome.public) {
    await postAll(channel, payloads(outcome.public), kept, 'p', 0);
    kept.done(PUBLIC_BIT);
  }
  return sendDms(outcome, channelId, deps, kept, channel);
}

/** Discord's flag on a deferred answer not yet given. */
const LOADING = 1 << 7;
/** An interaction token lasts 15 minutes; past this its answer is not tried. */
const TOKEN_LIFE_MS = 14 * 60 * 1000;

/**
 * Delivers what a crash left in the outbox, part by part, each at most once more: the interaction's own
 * answer through the interaction while its token lasts (Discord takes an answer once; an answer already
 * given is seen and marked, a deferred one is filled in), otherwise, and for every other part, by the
 * nonce-carrying posts Discord does not repeat: the public part in the channel, a private answer by DM
 * to its owner, DMs and the GM's part by DM — a DM refused goes to the inbox, never the channel.
 */
export async function redeliver(entry: OutboxEntry & { readonly told: Outcome }, now: Date, deps: DeliveryDeps): Promise<DeliveryReport> {
  const kept = new Kept(deps, { id: entry.id, at: entry.createdAt });
  const outcome = await deps.app.render(entry.told);
  const route = entry.route && now.getTime() - Date.parse(entry.createdAt) < TOKEN_LIFE_MS ? entry.route : undefined;
  await leaveThreads(outcome, entry.channelId, deps);
  // As the first delivery chose, so a part half-sent then is finished with the same nonces now.
  const which = replyPartOf(outcome, entry.route?.deferred ?? false, entry.route?.elsewhere ?? false);
  const replyBit = which === 'public' ? PUBLIC_BIT : which === 'private' ? PRIVATE_BIT : 0;
  let done = entry.delivered;
  const channel = await channelById(entry.channelId, deps).catch(() => undefined);
  if (replyBit !== 0 && !hasBit(done, replyBit)) {
    const post = which === 'public' ? outcome.public! : outcome.private!;
    const answered = route ? await answerAgain(route, post, which === 'private', deps) : 'none';
    const rest = payloads(post).slice(1);
    if (answered === 'first' && which === 'public') {
      await postAll(channel, rest, kept, 'p', 1);
    } else if (answered === 'first') {
      // The one send a repeat could double (docs/running.md, What a crash can and cannot do).
      const hook = new InteractionWebhook(deps.client as Client<true>, route!.applicationId, route!.token);
      for (const p of rest) await hook.send(ephemeral(p));
    } else {
      const head = which === 'public'
        ? `↩️ Sitrep restarted before it could answer **${userText(entry.actor?.name ?? 'someone')}**'s \`/${entry.command}\`:`
        : `↩️ Your answer to \`/${entry.command}\` in <#${entry.channelId}>, sent after Sitrep restarted:`;
      const again = { ...post, text: `${head}\n${post.text}` };
      if (which === 'public') {
        await postAll(channel, payloads(again), kept, 'p', 0);
      } else if (entry.actor) {
        await sendDms({ dms: [{ to: entry.actor, post: again }] }, entry.channelId, deps, new PrivateAsDm(deps, { id: entry.id, at: entry.createdAt }), channel ?? NOWHERE);
      }
    }
    kept.done(replyBit);
    done += replyBit;
  }
  if (outcome.public && which !== 'public' && !hasBit(done, PUBLIC_BIT)) {
    await postAll(channel, payloads(outcome.public), kept, 'p', 0);
    kept.done(PUBLIC_BIT);
  }
  return sendDms(outcome, entry.channelId, deps, kept, channel ?? NOWHERE, done);
}

/** A private answer re-sent by DM: its own nonces, and whatever delivers it marks the private part. */
class PrivateAsDm extends Kept {
  override bitOf(): number {
    return PRIVATE_BIT;
  }
  override nonce(_tag: string, k: number): { nonce?: string; enforceNonce?: boolean } {
    return super.nonce('v', k);
  }
}

/** Where a notice goes when the channel is gone: nowhere (the inbox still has the message). */
const NOWHERE: Channelish = { send: async () => undefined };

/**
 * The interaction's own answer tried again: 'first' when its first message is given now or was given
 * before the crash (the caller sends the rest), 'none' when the interaction no longer takes it.
 */
async function answerAgain(route: InteractionRoute, post: Post, isPrivate: boolean, deps: DeliveryDeps): Promise<'first' | 'none'> {
  const hook = new InteractionWebhook(deps.client as Client<true>, route.applicationId, route.token);
  const chunks = payloads(post);
  const first = isPrivate ? ephemeral(chunks[0]!) : chunks[0]!;
  const original = await hook.fetchMessage('@original').catch(() => undefined);
  if (original && (original.flags.bitfield & LOADING) === 0) return 'first';
  try {
    if (original) await hook.editMessage('@original', first);
    else {
      const body = await MessagePayload.create(hook, first).resolveBody().resolveFiles();
      await deps.client.rest.post(Routes.interactionCallback(route.interactionId, route.token), {
        body: { type: InteractionResponseType.ChannelMessageWithSource, data: body.body },
        files: body.files ?? [],
        auth: false,
      });
    }
  } catch (e) {
    deps.logger.log('info', 'interaction expired; answer by post', { code: errorCode(e) });
    return 'none';
  }
  return 'first';
}
