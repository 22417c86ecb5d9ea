import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client, GatewayIntentBits } from 'discord.js';
import type { APIUser } from 'discord-api-types/v10';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { parseLine } from '../../../src/adapters/console/parse-line.js';
import { composeApp, fixedSecret } from '../../../src/compose.js';
import { startBot, type RunningBot } from '../../../src/compose-bot.js';
import type { Clock } from '../../../src/app/ports.js';
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from '../../fake-discord/index.js';
import { SECRET_HEX, LEDGER_KEY } from '../../helpers/harness.js';
import { apiOptionsFor } from './api-options.js';

/**
 * The real bot (in this process) against the fake Discord on a temp SQLite file, with players ann (the
 * GM of `campaign()`), bob and cat in #ops of server g1, and a way to leave a command committed but
 * unanswered, as a process that died between its commit and its answer would.
 */
export class BotTable {
  running: RunningBot | undefined;
  readonly logger = memoryLogger();
  readonly ann: APIUser;
  readonly bob: APIUser;
  readonly cat: APIUser;

  private constructor(
    readonly fake: FakeDiscord,
    private readonly dir: string,
    readonly dbPath: string,
  ) {
    this.ann = fake.addUser({ username: 'ann' });
    this.bob = fake.addUser({ username: 'bob' });
    this.cat = fake.addUser({ username: 'cat' });
  }

  static async open(fakeOptions: Omit<FakeDiscordOptions, 'guilds'> = {}, boot: Parameters<BotTable['boot']>[0] = {}): Promise<BotTable> {
    const fake = await startFakeDiscord({ ...fakeOptions, guilds: [{ id: 'g1', name: 'Club', channels: [{ id: 'ops', name: 'ops' }] }] });
    const dir = mkdtempSync(join(tmpdir(), 'sitrep-bot-table-'));
    const t = new BotTable(fake, dir, join(dir, 'sitrep.sqlite'));
    await t.boot(boot);
    return t;
  }

  async boot(opts: { readonly outboxLeaseMs?: number; readonly metrics?: { readonly host: string; readonly port: number } } = {}): Promise<RunningBot> {
    this.running = await startBot({
      ledgerKey: LEDGER_KEY,
      token: this.fake.token,
      api: this.fake.restUrl,
      databasePath: this.dbPath,
      logger: this.logger,
      secrets: fixedSecret(SECRET_HEX),
      drainMs: 2_000,
      clockMs: 3_600_000,
      ...opts,
    });
    return this.running;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  async close(): Promise<void> {
    await this.stop();
    await this.fake.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  logged(msg: string): number {
    return this.logger.entries.filter((e) => e.msg === msg).length;
  }

  async until(probe: () => boolean, what: string, ms = 5_000): Promise<void> {
    for (let t = 0; !probe(); t += 10) {
      if (t > ms) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Sends a command as `user` in #ops and waits until the bot has delivered everything for it. */
  async play(user: APIUser, line: string) {
    const before = this.logged('interaction delivered');
    const { name, options } = apiOptionsFor(line);
    const sent = this.fake.sendCommand({ user: user.id, guildId: 'g1', channelId: 'ops', name, options });
    await this.until(() => this.logged('interaction delivered') > before, `delivery of ${line}`);
    return sent;
  }

  async campaign(): Promise<void> {
    await this.play(this.ann, '/campaign new ruleset:fogo name:Tridente sides:"Portugal,FRELIMO"');
    await this.play(this.bob, '/campaign join side:Portugal');
    await this.play(this.cat, '/campaign join side:FRELIMO');
  }

  /** Waits for the start-up redelivery of `entries` outbox entries. */
  async redelivered(entries = 1): Promise<void> {
    await this.until(() => this.logged('outbox delivered') + this.logged('outbox delivery failed') >= entries, 'the redelivery');
  }

  outboxRows(): number {
    const db = new Database(this.dbPath, { readonly: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }

  publicText(): string {
    return this.fake.channelMessages('ops').map((m) => m.content).join('\n');
  }

  /**
   * A command Discord handed to a process that died before answering, which had committed it: the bot
   * must be stopped. The interaction goes to a bare client that never answers; the command runs in the
   * same App the bot runs, on the same database, with the interaction's route, and is never delivered.
   */
  async committedUnanswered(user: APIUser, line: string, clock?: Clock, channelId = 'ops') {
    if (this.running) throw new Error('stop the bot first');
    const { name, options } = apiOptionsFor(line);
    const doomed = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: this.fake.restUrl } });
    await doomed.login(this.fake.token);
    await this.fake.waitForReady();
    const sent = this.fake.sendCommand({ user: user.id, guildId: 'g1', channelId: 'ops', name, options });
    await doomed.destroy();
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(line);
    const crashed = composeApp({ ledgerKey: LEDGER_KEY, databasePath: this.dbPath, logger: memoryLogger(), secrets: fixedSecret(SECRET_HEX), outbox: 'main', ...(clock ? { clock } : {}) });
    try {
      const done = crashed.app.execute({
        actor: { id: user.id, name: user.username },
        channelId,
        path: parsed.path,
        options: parsed.options,
        route: { interactionId: sent.id, applicationId: this.fake.applicationId, token: sent.token },
      });
      if (!done.ok) throw new Error(done.error.message);
      return { sent, outbox: done.outbox };
    } finally {
      crashed.store.close();
    }
  }
}

/** A clock an hour behind: what it stamps is past any interaction token's 15 minutes. */
export const anHourAgo: Clock = { now: () => new Date(Date.now() - 60 * 60 * 1000) };

/** A clock two days behind: past the day an undeliverable answer is tried for. */
export const twoDaysAgo: Clock = { now: () => new Date(Date.now() - 48 * 60 * 60 * 1000) };
