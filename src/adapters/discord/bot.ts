import { Agent } from 'undici';
import {
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  Status,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type StringSelectMenuInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type RepliableInteraction,
} from 'discord.js';
import type { App, Execution } from '../../app/app.js';
import { CommandQueue } from '../../app/command-queue.js';
import { messageFor } from '../../app/messages.js';
import { readActionId } from '../../app/actions.js';
import { logFault } from '../../app/fault.js';
import { StoreUnavailableError, type InteractionRoute, type Logger, type OutboxRef } from '../../app/ports.js';
import { deliver, deliverToChannel, NO_PINGS, OutboxMarks, payloads, redeliver, type DeliveryDeps, type DeliveryReport } from './delivery.js';
import type { Outcome } from '../../app/outcome.js';
import { actorOf, commandPath, hasAttachment, readCommandInput } from './interaction-input.js';
import { OutboxLease } from './outbox-lease.js';
import type { BotMetrics, CommandOutcome } from '../health.js';
import { PRIVATE_BIT } from '../../app/outbox.js';

/** How soon a committed answer Discord refused is tried again from the outbox. */
const RETRY_MS = 2_000;
/** How long an answer that cannot be delivered is tried again (each clock tick) before it is given up. */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;

/** How often the database's state is looked at (a flag; nothing is asked of the database). */
const STORE_WATCH_MS = 500;
/** How often a command whose commit was uncertain looks again whether it went through. */
const PENDING_POLL_MS = 1_000;
/** How long that goes on: an interaction's token lasts 15 minutes; after that the outbox delivers it, if it committed. */
const PENDING_MS = 14 * 60 * 1000;

/** Connections to Discord's REST API kept open at most (measured: 16 answers a 100-user burst with a p99 near 40 ms). */
const REST_CONNECTIONS = 16;

export interface BotOptions {
  /** REST base URL (DISCORD_API_URL): a shared REST proxy, or a test server. */
  readonly api?: string;
  /** How long shutdown waits for commands already running. */
  readonly drainMs?: number;
  /** How often the clock's due jobs (reminders, deadlines) are run; 0 turns the clock off. */
  readonly clockMs?: number;
  /**
   * The gateway shards this process runs, of `count` in all (discord.js's own sharding: a process per set
   * of shards, all on one shared database); `auto`: every shard Discord recommends. Default: the one shard.
   */
  readonly shards?: { readonly ids: readonly number[] | 'auto'; readonly count?: number };
  /** How long this process's hold on its outbox name lasts unless renewed (default a minute; tests shorten it). */
  readonly outboxLeaseMs?: number;
  /** Where each answered command is counted and timed (`/metrics`). */
  readonly metrics?: BotMetrics;
}

/** How a command's execution ended, for its counter. */
function outcomeOf(done: Execution): CommandOutcome {
  if (done.ok) return 'ok';
  if (done.error.code === 'fault') return 'fault';
  if (done.error.code === 'store/unavailable') return 'unavailable';
  if (done.error.code === 'store/uncertain') return 'uncertain';
  return 'refused';
}

/** An answer to its asker alone, with nothing for the channel or anyone else: a page of a long read. */
const onlyPrivate = (o: Outcome): boolean => o.private !== undefined && !o.public && !o.dms?.length && !o.gm && !o.private.images?.length && !o.private.boards?.length;

/** Where a command's answer goes back, kept with its outcome in the outbox. */
const routeOf = (i: Interaction, deferred: boolean): InteractionRoute => ({
  interactionId: i.id,
  applicationId: i.applicationId,
  token: 'token' in i ? i.token : '',
  ...(deferred ? { deferred: true } : {}),
});

/**
 * The Discord transport. Only the Guilds intent: slash commands and autocomplete arrive as
 * interactions, and no message content or member list is ever read. One pipeline per interaction:
 * resolve → preconditions → run (all inside App.execute) → deliver.
 */
export class Bot {
  readonly client: Client;
  private readonly inFlight = new Set<Promise<void>>();
  /** Outbox entries being delivered now, which a redelivery leaves alone. */
  private readonly delivering = new Set<number>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly marks: OutboxMarks;
  private readonly lease: OutboxLease;
  /** Commands that arrive together run in one transaction (group commit). */
  private readonly queue: CommandQueue;
  private stopping = false;
  private clock: NodeJS.Timeout | undefined;
  private storeWatch: NodeJS.Timeout | undefined;

  constructor(
    private readonly app: App,
    private readonly logger: Logger,
    private readonly options: BotOptions = {},
  ) {
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
      // A burst of commands answered at once would otherwise open a new connection for each answer,
      // and the handshakes queue behind each other (a 100-user burst: p99 600 ms to acknowledge); a few
      // kept-alive connections answer it in a tenth of that.
      rest: { agent: new Agent({ connections: REST_CONNECTIONS }), ...(options.api ? { api: options.api } : {}) },
      allowedMentions: NO_PINGS,
      ...(options.shards ? { shards: options.shards.ids === 'auto' ? 'auto' : [...options.shards.ids], ...(options.shards.count ? { shardCount: options.shards.count } : {}) } : {}),
    });
    this.marks = new OutboxMarks(app, logger, this.delivering);
    this.lease = new OutboxLease(app, logger, options.outboxLeaseMs);
    this.queue = new CommandQueue(app);
    this.client.on(Events.InteractionCreate, (i) => this.onInteraction(i));
    this.client.on(Events.Error, (e) => this.logger.log('error', 'discord client error', { error: e.message }));
  }

  private get deps(): DeliveryDeps {
    return { app: this.app, client: this.client, logger: this.logger, mark: this.marks.mark };
  }

  /** Takes this process's outbox name (or throws, saying who holds it), logs in and resolves once the gateway is ready. */
  async start(token: string): Promise<void> {
    await this.lease.take();
    const ready = new Promise<void>((resolve) => this.client.once(Events.ClientReady, () => resolve()));
    await this.client.login(token);
    await ready;
    this.logger.log('info', 'bot ready', { user: this.client.user?.id, guilds: this.client.guilds.cache.size });
    this.watchStore();
    this.redeliver();
    const every = this.options.clockMs ?? 60_000;
    if (every > 0) {
      // At start-up first: what fell due while the bot was down (a stale reminder is skipped, a deadline applied once).
      this.runClock();
      this.clock = setInterval(() => this.runClock(), every);
      this.clock.unref();
    }
  }

  /**
   * Delivers what is left in the outbox (committed, not yet all told) and not being delivered now,
   * oldest first, once each: at start-up what a crash left, on each clock tick what a failed send left.
   * Tracked like a command. Each process delivers the entries of its own outbox name, which it holds
   * (`OutboxLease`), and first takes over those of names nobody holds (a process gone, an old shard
   * layout). An entry that still cannot be delivered a day on (its channel deleted, say) is given up,
   * its secrets to their recipients' inboxes, with a log line.
   */
  redeliver(): void {
    this.background('outbox redelivery', async () => {
      for (const a of this.app.adoptOutboxes(this.lease.holder)) this.logger.log('info', 'outbox entries adopted', a);
      // Taken before the first await, so no other delivery takes these entries meanwhile.
      const left = this.app.undelivered().filter((e) => !this.delivering.has(e.id));
      if (left.length === 0) return;
      this.logger.log('info', 'outbox redelivery', { entries: left.length });
      for (const e of left) this.delivering.add(e.id);
      for (const entry of left) {
        try {
          const report = await redeliver(entry, new Date(), this.deps);
          this.logger.log('info', 'outbox delivered', { outbox: entry.id, command: entry.command, ...report });
        } catch (e) {
          this.logger.log('error', 'outbox delivery failed', { outbox: entry.id, error: e instanceof Error ? e.message : String(e) });
          if (Date.now() - Date.parse(entry.createdAt) > GIVE_UP_MS) this.giveUp(entry);
        } finally {
          this.marks.release(entry.id);
        }
      }
    });
  }

  /** An entry that could not be delivered for a day: its secrets to their recipients' inboxes, the entry gone; tried again next time if that fails. */
  private giveUp(entry: { readonly id: number; readonly command: string; readonly createdAt: string }): void {
    try {
      // What was delivered is marked first, so only what was not goes to an inbox.
      this.marks.flush();
      const inboxed = this.app.giveUp(entry.id);
      this.logger.log('warn', 'outbox entry given up', { outbox: entry.id, command: entry.command, createdAt: entry.createdAt, inboxed });
    } catch (e) {
      logFault(this.logger, 'background fault', e, { job: 'giving up an outbox entry', outbox: entry.id });
    }
  }

  /** Draws and delivers a command's outcome to the interaction that asked. */
  private answer(i: RepliableInteraction, done: Execution, deferred: boolean): Promise<DeliveryReport | { readonly left: 'in the outbox' }> {
    const outbox = done.ok ? done.outbox : undefined;
    const elsewhere = done.ok ? done.channelId : undefined;
    return this.delivered(outbox, async () =>
      deliver(i, await this.app.render(done.outcome), { ...this.deps, deferred, ...(outbox === undefined ? {} : { outbox }), ...(elsewhere === undefined ? {} : { channelId: elsewhere }) }),
    );
  }

  /**
   * Delivers a kept outcome the usual way. If Discord refuses a part after the command committed, the
   * player is not told that something went wrong (it happened): the rest waits in the outbox, and is
   * tried again shortly, from the outbox, the way a restart would. Called at once after the commit, so
   * no redelivery takes the entry meanwhile.
   */
  private async delivered(outbox: OutboxRef | undefined, send: () => Promise<DeliveryReport>): Promise<DeliveryReport | { readonly left: 'in the outbox' }> {
    if (outbox === undefined) return send();
    this.delivering.add(outbox.id);
    try {
      return await send();
    } catch (e) {
      this.logger.log('warn', 'delivery failed; left in the outbox', { outbox: outbox.id, error: e instanceof Error ? e.message : String(e) });
      const retry = setTimeout(() => {
        this.retries.delete(retry);
        this.redeliver();
      }, RETRY_MS);
      this.retries.add(retry);
      return { left: 'in the outbox' };
    } finally {
      this.marks.release(outbox.id);
    }
  }

  /**
   * Delivers an order given on the web page (docs/web.md, Playing from the page): the channel's post,
   * the DMs and the GM's copy as for a slash command; its owner's own answer was the page's, so it is
   * marked delivered and never sent again. Tracked like a command, so shutdown waits for it.
   */
  fromPage(done: Extract<Execution, { ok: true }>, channelId: string): void {
    const outbox = done.outbox;
    if (outbox !== undefined) {
      this.delivering.add(outbox.id);
      if (done.outcome.private) this.marks.mark(outbox.id, PRIVATE_BIT);
    }
    const { private: _shown, ...rest } = done.outcome;
    this.track(async () => {
      try {
        const report = await this.delivered(outbox, async () => deliverToChannel(channelId, await this.app.render(rest), { ...this.deps, ...(outbox === undefined ? {} : { outbox }) }));
        this.logger.log('info', 'web order delivered', { channel: channelId, command: done.command, ...report });
      } catch (e) {
        logFault(this.logger, 'web order delivery failed', e, { channel: channelId, command: done.command });
      }
    });
  }

  /** Runs the clock's due jobs and delivers what they say; tracked like a command, so shutdown waits for it. */
  runClock(): void {
    if (this.stopping) return;
    this.redeliver();
    this.background('clock', async () => {
      const due = this.app.tick();
      // Held from the commit on, so no redelivery takes them while the ones before are sent.
      for (const d of due) if (d.outbox !== undefined) this.delivering.add(d.outbox.id);
      for (const d of due) {
        try {
          const report = await this.delivered(d.outbox, async () =>
            deliverToChannel(d.channelId, await this.app.render(d.outcome), { ...this.deps, ...(d.outbox === undefined ? {} : { outbox: d.outbox }) }),
          );
          this.logger.log('info', 'clock delivered', { channel: d.channelId, ...report });
        } catch (e) {
          this.logger.log('error', 'clock delivery failed', { channel: d.channelId, error: e instanceof Error ? e.message : String(e) });
        }
      }
    });
  }

  /** Stops taking commands, lets running ones finish (their writes and deliveries), then disconnects. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.clock) clearInterval(this.clock);
    if (this.storeWatch) clearInterval(this.storeWatch);
    // What a retry would have sent stays in the outbox for the next start.
    for (const r of this.retries) clearTimeout(r);
    const drain = Promise.allSettled([...this.inFlight]);
    const limit = new Promise((resolve) => setTimeout(resolve, this.options.drainMs ?? 10_000).unref());
    await Promise.race([drain, limit]);
    this.marks.flush();
    this.lease.release();
    await this.client.destroy();
    this.logger.log('info', 'bot stopped', { unfinished: this.inFlight.size });
  }

  private onInteraction(i: Interaction): void {
    this.track(() => this.handle(i).catch((e: unknown) => this.fault(i, e)));
  }

  /** Runs work that shutdown waits for. */
  private track(run: () => Promise<void>): void {
    const work = run();
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /**
   * Runs work of the bot's own (the clock, redelivery) that shutdown waits for. Nobody waits on its
   * answer, so a fault in it (the database gone, say) is logged with a reference here, and the bot
   * carries on: unhandled, it would end the process.
   */
  private background(job: string, run: () => Promise<void>): void {
    this.track(async () => {
      try {
        await run();
      } catch (e) {
        // The database away is a passing state: the job runs again once it answers (`watchStore`).
        if (e instanceof StoreUnavailableError) this.logger.log('warn', 'database unavailable; background work waits', { job, error: e.message });
        else logFault(this.logger, 'background fault', e, { job });
      }
    });
  }

  /**
   * Notices the database coming back (PostgreSQL reconnected by its worker, which this only reads): then
   * what waited — the outbox, marks not yet written, due jobs — goes on at once, not at the next tick.
   */
  private watchStore(): void {
    let available = this.app.storeHealth().available;
    this.storeWatch = setInterval(() => {
      const now = this.app.storeHealth().available;
      if (now === available) return;
      available = now;
      this.logger.log(now ? 'info' : 'warn', now ? 'database available again' : 'database lost', {});
      if (now && !this.stopping) {
        this.marks.flush();
        this.runClock();
      }
    }, STORE_WATCH_MS);
    this.storeWatch.unref();
  }

  private async handle(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return this.autocomplete(i);
    if (i.isButton() || i.isStringSelectMenu()) {
      if (this.stopping) {
        await i.reply({ content: 'Sitrep is restarting; please try again in a moment.', flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
        return;
      }
      return this.choice(i);
    }
    if (!i.isChatInputCommand()) return;
    if (this.stopping) {
      await i.reply({ content: 'Sitrep is restarting; please try again in a moment.', flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
      return;
    }
    await this.command(i);
  }

  private async command(i: ChatInputCommandInteraction): Promise<void> {
    const started = performance.now();
    // Downloading an attachment or drawing a board may take longer than Discord's 3 seconds: acknowledge first.
    const deferred = hasAttachment(i) || this.app.isSlow(commandPath(i));
    if (deferred) await i.deferReply({ flags: MessageFlags.Ephemeral });
    const actor = actorOf(i);
    const input = await readCommandInput(i);
    const ran = performance.now();
    const done: Execution = input.ok
      ? await this.queue.execute({ actor, channelId: i.channelId, path: input.value.path, options: input.value.options, route: routeOf(i, deferred) })
      : { ok: false, command: i.commandName, error: { code: input.code, message: '' }, outcome: { private: { text: messageFor(input.code, input.params) } } };
    const ranMs = performance.now() - ran;
    const report = done.ok || !done.pending ? await this.answer(i, done, deferred) : await this.pending(i, done.pending, deferred);
    const command = input.ok ? input.value.path.join(' ') : i.commandName;
    const ms = performance.now() - started;
    this.options.metrics?.command(command, outcomeOf(done), 'command', ranMs / 1000, ms / 1000);
    this.logger.log('info', 'interaction delivered', { command, user: actor.id, ms: Math.round(ms), ...report });
  }

  /**
   * A button pressed or a value picked under one of the bot's posts: its command runs as the chooser. One
   * pressed in a DM (a request's Approve in the GM's) runs in its campaign's channel, where its public part goes.
   */
  private async choice(i: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
    const started = performance.now();
    const value = i.isStringSelectMenu() ? i.values[0] : undefined;
    const action = readActionId(i.customId, value);
    const path = action?.path;
    const deferred = path !== undefined && this.app.isSlow(path);
    if (deferred) await i.deferReply({ flags: MessageFlags.Ephemeral });
    const actor = actorOf(i);
    const elsewhere = !i.inGuild();
    const route = { ...routeOf(i, deferred), ...(elsewhere ? { elsewhere: true } : {}) };
    const ran = performance.now();
    const done = this.app.choose({ actor, channelId: i.channelId, id: i.customId, route, elsewhere, ...(value === undefined ? {} : { value }) });
    const ranMs = performance.now() - ran;
    // A page turned under a private answer replaces that page: a long read stays one message.
    if (action?.options['page'] !== undefined && i.message.flags.has(MessageFlags.Ephemeral) && done.ok && onlyPrivate(done.outcome)) {
      const [page] = payloads(done.outcome.private!);
      await i.update({ content: page!.content, components: page!.components ?? [], allowedMentions: NO_PINGS });
      const ms = performance.now() - started;
      this.options.metrics?.command(done.command, outcomeOf(done), 'component', ranMs / 1000, ms / 1000);
      this.logger.log('info', 'interaction delivered', { command: done.command, user: actor.id, ms: Math.round(ms), via: 'page' });
      return;
    }
    const report = done.ok || !done.pending ? await this.answer(i, done, deferred) : await this.pending(i, done.pending, deferred, done.command);
    const ms = performance.now() - started;
    this.options.metrics?.command(done.command, outcomeOf(done), 'component', ranMs / 1000, ms / 1000);
    this.logger.log('info', 'interaction delivered', { command: done.command, user: actor.id, ms: Math.round(ms), via: 'component', ...report });
  }

  /**
   * A command whose COMMIT the database may or may not have taken (the connection went as it was sent):
   * its answer, if it committed, is in the outbox. The player is told to wait (a deferred answer), and
   * once the database answers again the outbox says which: the answer is delivered as usual, or the
   * player is told nothing was changed. Never "failed" for what went through, nor the answer twice (the
   * entry is held from redelivery meanwhile). Past the interaction's life the outbox delivers it, if it is there.
   */
  private async pending(i: RepliableInteraction, p: NonNullable<Extract<Execution, { ok: false }>['pending']>, deferred: boolean, command?: string): Promise<DeliveryReport | { readonly left: string }> {
    this.delivering.add(p.outbox.id);
    let held = true;
    try {
      if (!deferred) await i.deferReply({ flags: MessageFlags.Ephemeral });
      for (const end = Date.now() + PENDING_MS; Date.now() < end && !this.stopping; await new Promise((r) => setTimeout(r, PENDING_POLL_MS))) {
        let kept: boolean;
        try {
          kept = this.app.undelivered().some((e) => e.id === p.outbox.id);
        } catch (e) {
          if (e instanceof StoreUnavailableError) continue;
          throw e;
        }
        this.logger.log('info', 'uncertain commit settled', { outbox: p.outbox.id, committed: kept, command });
        if (!kept) {
          await i.editReply({ content: messageFor('store/unavailable'), allowedMentions: NO_PINGS });
          return { left: 'not committed' };
        }
        held = false;
        // `delivered` holds the entry again for its own send, and lets it go after.
        this.delivering.delete(p.outbox.id);
        return await this.answer(i, { ok: true, command: command ?? '', outcome: p.outcome, outbox: p.outbox }, true);
      }
      return { left: 'in the outbox' };
    } finally {
      if (held) this.delivering.delete(p.outbox.id);
    }
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    const path = [i.commandName, i.options.getSubcommandGroup(false), i.options.getSubcommand(false)].filter((x): x is string => !!x);
    const focused = i.options.getFocused(true);
    const choices = this.app.autocomplete({ actor: actorOf(i), channelId: i.channelId ?? '', path }, focused.name, String(focused.value));
    await i.respond(choices);
  }

  /** Each gateway shard of this process: connected and ready or not, and its last heartbeat's round trip. */
  shards(): { readonly id: number; readonly ready: boolean; readonly pingMs: number }[] {
    return [...this.client.ws.shards.values()].map((s) => ({ id: s.id, ready: s.status === Status.Ready, pingMs: s.ping }));
  }

  /** A fault: logged with a short reference; the user sees only the reference. */
  private async fault(i: Interaction, e: unknown): Promise<void> {
    const ref = logFault(this.logger, 'interaction fault', e, { user: i.user.id });
    if (i.isChatInputCommand() || i.isButton() || i.isStringSelectMenu()) this.options.metrics?.command(i.isChatInputCommand() ? commandPath(i).join(' ') : 'action', 'fault', i.isChatInputCommand() ? 'command' : 'component');
    if (!i.isRepliable()) return;
    const content = `Something went wrong (ref ${ref}).`;
    try {
      if (i.replied || i.deferred) await i.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
      else await i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: NO_PINGS });
    } catch {
      // Discord itself is unreachable; the log has the reference.
    }
  }
}
