import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';
import {
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type StringSelectMenuInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
} from 'discord.js';
import type { App } from '../../app/app.js';
import { messageFor } from '../../app/messages.js';
import { readActionId } from '../../app/actions.js';
import type { Logger } from '../../app/ports.js';
import { deliver, deliverToChannel, NO_PINGS } from './delivery.js';
import { actorOf, commandPath, hasAttachment, readCommandInput } from './interaction-input.js';

/** Connections to Discord's REST API kept open at most (measured: 16 answers a 100-user burst with a p99 near 40 ms). */
const REST_CONNECTIONS = 16;

export interface BotOptions {
  /** REST base URL (DISCORD_API_URL): a shared REST proxy, or a test server. */
  readonly api?: string;
  /** How long shutdown waits for commands already running. */
  readonly drainMs?: number;
  /** How often the clock's due jobs (reminders, deadlines) are run; 0 turns the clock off. */
  readonly clockMs?: number;
}

/**
 * The Discord transport. Only the Guilds intent: slash commands and autocomplete arrive as
 * interactions, and no message content or member list is ever read. One pipeline per interaction:
 * resolve → preconditions → run (all inside App.execute) → deliver.
 */
export class Bot {
  readonly client: Client;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  private clock: NodeJS.Timeout | undefined;

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
    });
    this.client.on(Events.InteractionCreate, (i) => this.track(i));
    this.client.on(Events.Error, (e) => this.logger.log('error', 'discord client error', { error: e.message }));
  }

  /** Logs in and resolves once the gateway is ready. */
  async start(token: string): Promise<void> {
    const ready = new Promise<void>((resolve) => this.client.once(Events.ClientReady, () => resolve()));
    await this.client.login(token);
    await ready;
    this.logger.log('info', 'bot ready', { user: this.client.user?.id, guilds: this.client.guilds.cache.size });
    const every = this.options.clockMs ?? 60_000;
    if (every > 0) {
      // At start-up first: what fell due while the bot was down (a stale reminder is skipped, a deadline applied once).
      this.runClock();
      this.clock = setInterval(() => this.runClock(), every);
      this.clock.unref();
    }
  }

  /** Runs the clock's due jobs and delivers what they say; tracked like a command, so shutdown waits for it. */
  runClock(): void {
    if (this.stopping) return;
    const work = (async () => {
      for (const d of this.app.tick()) {
        try {
          const report = await deliverToChannel(d.channelId, await this.app.render(d.outcome), { app: this.app, client: this.client, logger: this.logger });
          this.logger.log('info', 'clock delivered', { channel: d.channelId, ...report });
        } catch (e) {
          this.logger.log('error', 'clock delivery failed', { channel: d.channelId, error: e instanceof Error ? e.message : String(e) });
        }
      }
    })();
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Stops taking commands, lets running ones finish (their writes and deliveries), then disconnects. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.clock) clearInterval(this.clock);
    const drain = Promise.allSettled([...this.inFlight]);
    const limit = new Promise((resolve) => setTimeout(resolve, this.options.drainMs ?? 10_000).unref());
    await Promise.race([drain, limit]);
    await this.client.destroy();
    this.logger.log('info', 'bot stopped', { unfinished: this.inFlight.size });
  }

  private track(i: Interaction): void {
    const work = this.handle(i).catch((e: unknown) => this.fault(i, e));
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
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
    const outcome = input.ok
      ? await this.app.render(this.app.execute({ actor, channelId: i.channelId, path: input.value.path, options: input.value.options }).outcome)
      : { private: { text: messageFor(input.code, input.params) } };
    const report = await deliver(i, outcome, { app: this.app, client: this.client, logger: this.logger, deferred });
    this.logger.log('info', 'interaction delivered', {
      command: input.ok ? input.value.path.join(' ') : i.commandName,
      user: actor.id,
      ms: Math.round(performance.now() - started),
      ...report,
    });
  }

  /** A button pressed or a value picked under one of the bot's posts: its command runs as the chooser. */
  private async choice(i: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
    const started = performance.now();
    const value = i.isStringSelectMenu() ? i.values[0] : undefined;
    const path = readActionId(i.customId, value)?.path;
    const deferred = path !== undefined && this.app.isSlow(path);
    if (deferred) await i.deferReply({ flags: MessageFlags.Ephemeral });
    const actor = actorOf(i);
    const done = this.app.choose({ actor, channelId: i.channelId, id: i.customId, ...(value === undefined ? {} : { value }) });
    const report = await deliver(i, await this.app.render(done.outcome), { app: this.app, client: this.client, logger: this.logger, deferred });
    this.logger.log('info', 'interaction delivered', { command: done.command, user: actor.id, ms: Math.round(performance.now() - started), via: 'component', ...report });
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    const path = [i.commandName, i.options.getSubcommandGroup(false), i.options.getSubcommand(false)].filter((x): x is string => !!x);
    const focused = i.options.getFocused(true);
    const choices = this.app.autocomplete({ actor: actorOf(i), channelId: i.channelId ?? '', path }, focused.name, String(focused.value));
    await i.respond(choices);
  }

  /** A fault: logged with a short reference; the user sees only the reference. */
  private async fault(i: Interaction, e: unknown): Promise<void> {
    const ref = randomBytes(3).toString('hex');
    this.logger.log('error', 'interaction fault', { ref, user: i.user.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
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
