import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { ApplicationCommandOptionType, type APIApplicationCommandInteractionDataOption } from 'discord-api-types/v10';
import { startFakeDiscord, type AcceptedMessage, type FakeDiscord, type FakeDiscordOptions } from '../fake-discord/index.js';

/**
 * A crash harness: the REAL bot as a child process (the compiled `node dist/main.js`, as `npm start`
 * runs it) against the loopback fake Discord and a SQLite file, killed with SIGKILL in the middle of
 * bursts of commands and restarted on the same database; then an audit of what Discord accepted
 * against what the database committed.
 *
 *   const run = await runCrashScenario({ kills: 12 });      // fake Discord, child bot, bursts, kills, /verify
 *   const audit = auditCrashRun(run);                        // lost, duplicated, undelivered, leaked
 *   await run.close();
 *
 * The pieces are exported on their own: `buildBot`, `startBotProcess` (a `BotProcess` with `kill()`
 * and `stop()`), `rollOptions`, `readRolls`, `partsOfRoll`.
 */

const ROOT = resolve(import.meta.dirname, '../..');

// ───────────────────────────── the bot as a child process ─────────────────────────────

/** How the child runs the bot: the compiled build (`npm run build`, then plain node), or the source through tsx. */
export type BotEntry = 'dist' | 'tsx';

let built: BotEntry | undefined;

/**
 * Builds dist/ once per test process with the project's build script (`npm run build`) and returns
 * `'dist'`; if the build fails, returns `'tsx'` (run src/main.ts through tsx instead).
 */
export function buildBot(): BotEntry {
  if (built) return built;
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'pipe', encoding: 'utf8', timeout: 120_000 });
  built = r.status === 0 && existsSync(join(ROOT, 'dist/main.js')) ? 'dist' : 'tsx';
  return built;
}

export interface BotProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Which gateway connection of the fake (1, 2, …) this process identified on. */
  readonly connection: number;
  /** What the process wrote to stderr (its log) and stdout so far. */
  output(): string;
  /** SIGKILL: resolves once the process is gone and the fake has seen its gateway connection close. */
  kill(): Promise<void>;
  /** SIGTERM (graceful: finish running commands, disconnect, close the database); resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface BotProcessOptions {
  /** The gateway shard the process runs (its SHARD_IDS), to tell its connection from another's started at once. */
  readonly shard?: number;
  readonly fake: FakeDiscord;
  readonly databasePath: string;
  /** The working directory (no .env there, so only `env` configures the bot). Default: the database's folder. */
  readonly cwd?: string;
  readonly entry?: BotEntry;
  readonly env?: Readonly<Record<string, string>>;
  /** How long to wait for the gateway READY (default 20 s). */
  readonly readyTimeoutMs?: number;
}

/**
 * Starts the real bot (`node dist/main.js`, or src/main.ts through tsx) with DISCORD_TOKEN,
 * DISCORD_API_URL and DATABASE_PATH pointing at the fake and the database, and resolves once the
 * fake has sent it READY on a new gateway connection (interactions sent from then on reach it).
 */
export async function startBotProcess(opts: BotProcessOptions): Promise<BotProcess> {
  const { fake } = opts;
  const entry = opts.entry ?? buildBot();
  // tsx by its path: the child's working directory is a temp folder, where no node_modules resolves it.
  const args = entry === 'dist' ? [join(ROOT, 'dist/main.js')] : ['--import', pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href, join(ROOT, 'src/main.ts')];
  const before = fake.connections.length;
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd ?? resolve(opts.databasePath, '..'),
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_PATH: opts.databasePath,
      LOG_LEVEL: 'info',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const ready = fake.waitFor(
    // A sharded process is known by the shard it identified as, so processes may start together.
    () => fake.connections.find((c) => c.id > before && c.ready && (opts.shard === undefined || c.identify?.shard?.[0] === opts.shard)),
    opts.readyTimeoutMs ?? 20_000,
    `the bot (pid ${child.pid}) to be READY`,
  );
  const early = exited.then((code) => {
    throw new Error(`the bot exited (code ${code}) before it was ready:\n${out.slice(-4_000)}`);
  });
  let connection: number;
  try {
    connection = (await Promise.race([ready, early])).id;
  } catch (e) {
    if (!gone) child.kill('SIGKILL');
    throw e;
  } finally {
    early.catch(() => undefined);
  }
  const closed = () => fake.waitFor(() => fake.connections[connection - 1]?.closed !== undefined, 10_000, `gateway connection ${connection} to close`);
  return {
    child,
    pid: child.pid!,
    connection,
    output: () => out,
    kill: async () => {
      if (!gone) child.kill('SIGKILL');
      await exited;
      await closed();
    },
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      const code = await exited;
      await closed();
      return code;
    },
  };
}

// ───────────────────────────── commands ─────────────────────────────

type Option = APIApplicationCommandInteractionDataOption;

const str = (name: string, value: string): Option => ({ name, type: ApplicationCommandOptionType.String, value });
const bool = (name: string, value: boolean): Option => ({ name, type: ApplicationCommandOptionType.Boolean, value });

/** `/roll dice:<dice> reason:<reason> [hidden:true]` as the raw options Discord sends. */
export function rollOptions(dice: string, reason: string, hidden = false): Option[] {
  return [str('dice', dice), str('reason', reason), ...(hidden ? [bool('hidden', true)] : [])];
}

/** `/campaign <sub> …` (or `/verify` and the like with `name` alone) as the raw options Discord sends. */
export function subcommand(sub: string, options: Option[] = []): Option[] {
  return [{ name: sub, type: ApplicationCommandOptionType.Subcommand, options } as Option];
}

export { str as stringOption, bool as booleanOption };

// ───────────────────────────── the database ─────────────────────────────

export interface RollRow {
  readonly ledgerId: number;
  readonly ledgerKind: 'campaign' | 'channel' | 'personal';
  readonly channelId: string;
  /** A personal (sealed) ledger's owner. */
  readonly ownerId: string | null;
  readonly n: number;
  readonly actorId: string;
  readonly actorName: string;
  readonly reason: string | null;
  readonly hidden: boolean;
  /** Who may see a hidden roll's dice (the GM, or the roller outside a campaign). */
  readonly hiddenTo: readonly string[];
}

/** Every roll in every ledger of the database, read-only (after the bot has stopped, or beside it: SQLite WAL). */
export function readRolls(databasePath: string): RollRow[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT r.ledger_id AS ledgerId, l.kind AS ledgerKind, l.channel_id AS channelId, l.owner_id AS ownerId, r.n AS n,
                r.actor_id AS actorId, r.actor_name AS actorName, r.reason AS reason, r.audience AS audience
           FROM rolls r JOIN ledgers l ON l.id = r.ledger_id ORDER BY r.ledger_id, r.n`,
      )
      .all() as (Omit<RollRow, 'hidden' | 'hiddenTo'> & { audience: string })[];
    return rows.map(({ audience, ...r }) => {
      const a = JSON.parse(audience) as { kind: string; to?: string[] };
      return { ...r, hidden: a.kind !== 'public', hiddenTo: a.to ?? [] };
    });
  } finally {
    db.close();
  }
}

// ───────────────────────────── the scenario ─────────────────────────────

/** One kind of command in a burst. */
export type BurstKind = 'campaign-public' | 'campaign-hidden' | 'channel-public' | 'sealed';

/** A command the harness sent. */
export interface SentCommand {
  readonly interactionId: string;
  readonly round: number;
  readonly kind: BurstKind;
  /** The roll's reason: unique to the command, so its row in the database is found by it. */
  readonly tag: string;
  readonly userId: string;
  readonly channelId: string;
}

export interface CrashWorld {
  readonly guildId: string;
  /** The campaign's channel (two sides, Blue and Red) and a channel with quick rolls outside any campaign. */
  readonly war: string;
  readonly tavern: string;
  /** ann is the GM; bob plays Blue (public rolls), cat plays Red (hidden rolls: the dice go to ann); dan rolls in the tavern (public, and hidden in his sealed ledger). */
  readonly users: { readonly ann: string; readonly bob: string; readonly cat: string; readonly dan: string };
}

export interface CrashRunOptions {
  /** How many times the bot is killed (default 12). */
  readonly kills?: number;
  /** Commands per burst (default 24). */
  readonly burstSize?: number;
  /** The wait between two commands of a burst (default 2 ms). */
  readonly gapMs?: number;
  /** Given to the fake (default 3 000, as Discord). */
  readonly ackWindowMs?: number;
  /** After the last restart, how long to wait for everything committed to be delivered (default 5 s). */
  readonly settleMs?: number;
  readonly entry?: BotEntry;
  readonly fakeOptions?: FakeDiscordOptions;
}

export interface KillRound {
  readonly round: number;
  /** The process killed. */
  readonly pid: number;
  readonly sentAtKill: number;
  readonly ackedAtKill: number;
}

export interface CrashRun {
  readonly fake: FakeDiscord;
  readonly world: CrashWorld;
  readonly databasePath: string;
  /** Every burst command sent, in order. */
  readonly sent: readonly SentCommand[];
  readonly kills: number;
  /** Each kill: how much of its burst had been sent and answered when the SIGKILL went. */
  readonly rounds: readonly KillRound[];
  /** Each start of the bot: its pid and gateway connection. */
  readonly starts: readonly { readonly pid: number; readonly connection: number }[];
  /** The text of the /verify answers at the end (the campaign's, the tavern's, dan's sealed ledger's). */
  readonly verify: readonly string[];
  /** The exit code of the graceful stop at the end. */
  readonly exitCode: number | null;
  /** Every roll in the database after the final stop. */
  readonly rolls: readonly RollRow[];
  /** The last process's output (its log), for a failure message. */
  readonly lastOutput: string;
  /** Removes the temp folder and closes the fake. */
  close(): Promise<void>;
}

const pad = (k: number) => String(k).padStart(2, '0');
const KINDS: readonly BurstKind[] = ['campaign-public', 'campaign-hidden', 'channel-public', 'sealed'];

/** The tag (roll reason) of burst command `i` of `round`: fixed width, so no tag contains another. */
export function tagOf(kind: BurstKind, round: number, i: number): string {
  const prefix = { 'campaign-public': 'PUB', 'campaign-hidden': 'SECRETGM', 'channel-public': 'TAV', sealed: 'SECRETOWN' }[kind];
  return `${prefix}r${pad(round)}c${pad(i)}`;
}

/**
 * The whole crash run: a fake Discord (ackWindowMs 3 000), the compiled bot on a temp database, a
 * campaign (ann GM, bob Blue, cat Red) set up while nothing crashes, then `kills` rounds of: a burst
 * of `/roll`s (bob's public, cat's hidden — dice to the GM by DM —, dan's public in another channel,
 * dan's hidden in his sealed ledger), SIGKILL once 25–75% of the burst has been answered (a different
 * point each round; the rest is never sent), restart on the same database. Then a last start, up to
 * `settleMs` for what the crashes left to be delivered, `/campaign end` and `/verify` (also `mine:true`
 * for dan), and a graceful stop.
 */
export async function runCrashScenario(options: CrashRunOptions = {}): Promise<CrashRun> {
  const kills = options.kills ?? 12;
  const burstSize = options.burstSize ?? 24;
  const gapMs = options.gapMs ?? 2;
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-crash-'));
  const databasePath = join(dir, 'crash.sqlite');
  const fake = await startFakeDiscord({ ackWindowMs: options.ackWindowMs ?? 3_000, ...options.fakeOptions });
  const guild = fake.addGuild({ name: 'Club', channels: [{ name: 'war' }, { name: 'tavern' }] });
  const [war, tavern] = [guild.channels[0]!.id, guild.channels[1]!.id];
  const users = {
    ann: fake.addUser({ username: 'ann' }).id,
    bob: fake.addUser({ username: 'bob' }).id,
    cat: fake.addUser({ username: 'cat' }).id,
    dan: fake.addUser({ username: 'dan' }).id,
  };
  const world: CrashWorld = { guildId: guild.id, war, tavern, users };
  const entry = options.entry ?? buildBot();
  const start = () => startBotProcess({ fake, databasePath, cwd: dir, entry });
  const starts: { pid: number; connection: number }[] = [];
  const sent: SentCommand[] = [];
  const rounds: KillRound[] = [];
  let bot: BotProcess | undefined;
  const cleanup = async () => {
    if (bot) await bot.kill().catch(() => undefined);
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  };

  /** A command the harness waits on (setup and verification, outside the bursts). */
  const ask = async (user: string, channelId: string, name: string, opts: Option[]) => {
    const s = fake.sendCommand({ user, guildId: guild.id, channelId, name, options: opts });
    return (await s.response({ timeoutMs: 10_000 })).content;
  };

  try {
    bot = await start();
    starts.push({ pid: bot.pid, connection: bot.connection });
    await ask(users.ann, war, 'campaign', subcommand('new', [str('ruleset', 'fogo'), str('name', 'Crash'), str('sides', 'Blue,Red')]));
    await ask(users.bob, war, 'campaign', subcommand('join', [str('side', 'Blue')]));
    await ask(users.cat, war, 'campaign', subcommand('join', [str('side', 'Red')]));

    for (let round = 1; round <= kills; round++) {
      // The kill: once 25% to 75% of the burst has been answered (a different point each round), while
      // the burst is still coming in; what is sent after it reaches no one.
      const killAt = Math.max(1, Math.floor(burstSize * (0.25 + 0.05 * ((round * 7) % 11))));
      const mine = new Set<string>();
      const acked = () => fake.interactionsSent().filter((x) => mine.has(x.id) && x.ackType !== undefined).length;
      let killed = false;
      const victim = bot;
      const trigger = fake.waitFor(() => acked() >= killAt, 15_000, `${killAt} answers in round ${round}`).then(() => {
        killed = true;
        victim.child.kill('SIGKILL');
        rounds.push({ round, pid: victim.pid, sentAtKill: mine.size, ackedAtKill: acked() });
      });
      for (let i = 0; i < burstSize && !killed; i++) {
        const kind = KINDS[i % KINDS.length]!;
        const tag = tagOf(kind, round, i);
        const [user, channelId, opts] =
          kind === 'campaign-public'
            ? [users.bob, war, rollOptions('3d6', tag)]
            : kind === 'campaign-hidden'
              ? [users.cat, war, rollOptions('2d6', tag, true)]
              : kind === 'channel-public'
                ? [users.dan, tavern, rollOptions('1d20', tag)]
                : [users.dan, tavern, rollOptions('1d8', tag, true)];
        const s = fake.sendCommand({ user, guildId: guild.id, channelId, name: 'roll', options: opts });
        mine.add(s.id);
        sent.push({ interactionId: s.id, round, kind, tag, userId: user, channelId });
        // A burst as players make it: a command every few ms, so the kill finds some commands answered,
        // some committed and not yet answered, and some not yet run.
        await new Promise((r) => setTimeout(r, gapMs));
      }
      await trigger;
      await victim.kill();
      bot = await start();
      starts.push({ pid: bot.pid, connection: bot.connection });
    }

    // What the crashes left: delivered at start-up, if the bot does that; given `settleMs` to happen.
    const settleMs = options.settleMs ?? 5_000;
    const deadline = Date.now() + settleMs;
    while (Date.now() < deadline) {
      const audit = auditDeliveries(fake, world, readRolls(databasePath));
      if (audit.undelivered.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    await ask(users.ann, war, 'campaign', subcommand('end'));
    /** A /verify's answer: one message (a long report attaches every roll's line), its last line the verdict. */
    const verifyIn = async (user: string, channelId: string, opts: Option[]) => {
      const s = fake.sendCommand({ user, guildId: guild.id, channelId, name: 'verify', options: opts });
      const text = () =>
        fake
          .interactionMessages(s.id)
          .filter((m) => m.kind !== 'deferred' && m.kind !== 'delete')
          .map((m) => m.content)
          .join('\n');
      return fake.waitFor(() => (/(PASS|FAIL): \d+\/\d+ [^\n]*\.$/.test(text()) ? text() : undefined), 10_000, 'the whole /verify report');
    };
    const verify = [
      await verifyIn(users.ann, war, []),
      await verifyIn(users.dan, tavern, []),
      await verifyIn(users.dan, tavern, [bool('mine', true)]),
    ];
    const lastOutput = bot.output();
    const exitCode = await bot.stop();
    bot = undefined;
    return {
      fake,
      world,
      databasePath,
      sent,
      kills,
      rounds,
      starts,
      verify,
      exitCode,
      rolls: readRolls(databasePath),
      lastOutput,
      close: cleanup,
    };
  } catch (e) {
    const out = bot?.output().slice(-400_000) ?? '';
    await cleanup();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\nlast bot output:\n${out}`, { cause: e });
  }
}

// ───────────────────────────── the audit ─────────────────────────────

/** Who saw an accepted message. */
export type Audience = { kind: 'channel'; channelId: string } | { kind: 'user'; userId: string };

/** Who sees an accepted message: everyone in its channel, or one user (an ephemeral answer, or a DM). */
export function audienceOf(m: AcceptedMessage): Audience {
  if (m.dmTo !== undefined) return { kind: 'user', userId: m.dmTo };
  if (m.ephemeral) return { kind: 'user', userId: m.invokerId ?? '?' };
  return { kind: 'channel', channelId: m.channelId };
}

/** One part of a roll's outcome: who must get it, and how to know a message is it. */
export interface RollPart {
  /** `public`, `private` (the roller's own answer) or `gm` (the GM's copy). */
  readonly name: 'public' | 'private' | 'gm';
  readonly to: Audience;
  readonly matches: (content: string) => boolean;
}

/** Where a roll's text starts its number: "Roll #7 " and "Roll #7 (hidden)", never "Roll #70". */
const rollNo = (n: number) => new RegExp(`Roll #${n}(?![0-9])`);

/**
 * The parts a committed roll owes, from its row: the public line in its channel; for a hidden roll in
 * a campaign the roller's note and the GM's copy (with the dice and the reason); for a sealed roll the
 * roller's own answer (with the dice and the reason).
 */
export function partsOfRoll(row: RollRow, world: CrashWorld): RollPart[] {
  const channel: Audience = { kind: 'channel', channelId: row.channelId };
  const reason = row.reason ?? '\u0000';
  if (row.ledgerKind === 'personal') {
    return [
      { name: 'public', to: channel, matches: (c) => rollNo(row.n).test(c) && c.includes(`sealed ledger #${row.ledgerId} was made hidden`) },
      { name: 'private', to: { kind: 'user', userId: row.actorId }, matches: (c) => c.includes(reason) },
    ];
  }
  if (!row.hidden) return [{ name: 'public', to: channel, matches: (c) => c.includes(reason) && rollNo(row.n).test(c) }];
  const gm = row.hiddenTo[0] ?? world.users.ann;
  return [
    { name: 'public', to: channel, matches: (c) => new RegExp(`Roll #${row.n} by .* was made hidden`).test(c) },
    { name: 'private', to: { kind: 'user', userId: row.actorId }, matches: (c) => c.includes(`Your hidden roll #${row.n} went`) },
    { name: 'gm', to: { kind: 'user', userId: gm }, matches: (c) => c.includes(reason) },
  ];
}

const sameAudience = (a: Audience, b: Audience) =>
  a.kind === 'channel' ? b.kind === 'channel' && a.channelId === b.channelId : b.kind === 'user' && a.userId === b.userId;

export interface PartDelivery {
  readonly row: RollRow;
  readonly part: RollPart['name'];
  /** The distinct messages (by id) that carried the part, where they went. */
  readonly messages: readonly { readonly messageId: string; readonly kind: AcceptedMessage['kind']; readonly to: Audience }[];
}

export interface DeliveryAudit {
  /** Parts that reached their audience exactly once. */
  readonly delivered: number;
  /** Parts no message carried to their audience. */
  readonly undelivered: readonly PartDelivery[];
  /** Parts carried by more than one message. */
  readonly duplicated: readonly PartDelivery[];
  /** Parts (or a secret's reason) that reached someone outside their audience. */
  readonly leaked: readonly PartDelivery[];
}

/**
 * Matches every committed roll's parts against every message Discord accepted. The rolls' own
 * channels must be distinct per ledger kind as in `runCrashScenario` (a roll's number alone names it
 * only within its channel and ledger kind).
 */
export function auditDeliveries(fake: FakeDiscord, world: CrashWorld, rolls: readonly RollRow[]): DeliveryAudit {
  // The content a message had when last accepted (a deferred placeholder is filled by its edit).
  const latest = new Map<string, AcceptedMessage>();
  for (const m of fake.acceptedMessages()) latest.set(m.messageId, m);
  const messages = [...latest.values()];
  const undelivered: PartDelivery[] = [];
  const duplicated: PartDelivery[] = [];
  const leaked: PartDelivery[] = [];
  let delivered = 0;
  // Roll numbers repeat across ledgers: a personal ledger's public line names its ledger; a campaign and
  // a channel ledger are told apart by their channels; a hidden roll's public line says "made hidden".
  for (const row of rolls) {
    for (const part of partsOfRoll(row, world)) {
      const carrying = messages.filter((m) => {
        if (!part.matches(m.content)) return false;
        if (part.name !== 'public') return true;
        // A public line is of this ledger only in this ledger's channel, and for a personal ledger only if it names it.
        const to = audienceOf(m);
        if (to.kind === 'channel' && to.channelId !== row.channelId) return false;
        const sealed = /sealed ledger #/.test(m.content);
        return row.ledgerKind === 'personal' ? sealed : !sealed && (row.hidden ? true : !m.content.includes('(hidden)'));
      });
      const d: PartDelivery = { row, part: part.name, messages: carrying.map((m) => ({ messageId: m.messageId, kind: m.kind, to: audienceOf(m) })) };
      const right = d.messages.filter((m) => sameAudience(m.to, part.to));
      if (d.messages.some((m) => !sameAudience(m.to, part.to))) leaked.push(d);
      if (right.length === 0) undelivered.push(d);
      else if (d.messages.length > 1) duplicated.push(d);
      else delivered++;
    }
  }
  return { delivered, undelivered, duplicated, leaked };
}

export interface CrashAudit extends DeliveryAudit {
  /** Burst commands Discord saw acknowledged (their initial callback accepted). */
  readonly acknowledged: number;
  /** Acknowledged commands whose roll is not in the database. */
  readonly lostAcknowledged: readonly SentCommand[];
  /** Burst commands whose roll is in the database. */
  readonly committed: number;
  /** Committed rolls whose command Discord never saw acknowledged (the player saw "did not respond"). */
  readonly committedUnacknowledged: number;
  /** Committed rolls with at least one part undelivered. */
  readonly rollsUndelivered: number;
  /** Committed rolls whose public line no one saw: "nobody was told" (issue 21). */
  readonly publicUndelivered: number;
  /** Secret reasons (hidden rolls') seen by anyone but the roller and the dice's audience. */
  readonly secretLeaks: readonly { readonly tag: string; readonly messageId: string; readonly to: Audience }[];
}

/** The audit `issue 21` asks for: nothing acknowledged lost, nothing twice, everything committed delivered, secrets only to their owners. */
export function auditCrashRun(run: Pick<CrashRun, 'fake' | 'world' | 'sent' | 'rolls'>): CrashAudit {
  const byReason = new Map(run.rolls.filter((r) => r.reason !== null).map((r) => [r.reason!, r]));
  const acks = new Map(run.fake.interactionsSent().map((x) => [x.id, x.ackType !== undefined]));
  const acknowledged = run.sent.filter((s) => acks.get(s.interactionId));
  const burstRolls = run.rolls.filter((r) => r.reason !== null && /^(PUB|SECRETGM|TAV|SECRETOWN)r\d\dc\d\d$/.test(r.reason));
  const deliveries = auditDeliveries(run.fake, run.world, burstRolls);
  const sentByTag = new Map(run.sent.map((s) => [s.tag, s]));
  const secretLeaks: CrashAudit['secretLeaks'][number][] = [];
  for (const m of run.fake.acceptedMessages()) {
    for (const tag of m.content.match(/SECRET(GM|OWN)r\d\dc\d\d/g) ?? []) {
      const s = sentByTag.get(tag);
      const row = byReason.get(tag);
      const allowed = new Set([s?.userId, ...(row?.hiddenTo ?? [])]);
      const to = audienceOf(m);
      if (to.kind === 'channel' || !allowed.has(to.userId)) secretLeaks.push({ tag, messageId: m.messageId, to });
    }
  }
  return {
    ...deliveries,
    acknowledged: acknowledged.length,
    lostAcknowledged: acknowledged.filter((s) => !byReason.has(s.tag)),
    committed: burstRolls.length,
    committedUnacknowledged: burstRolls.filter((r) => !acks.get(sentByTag.get(r.reason!)?.interactionId ?? '')).length,
    rollsUndelivered: new Set(deliveries.undelivered.map((d) => `${d.row.ledgerId}#${d.row.n}`)).size,
    publicUndelivered: deliveries.undelivered.filter((d) => d.part === 'public').length,
    secretLeaks,
  };
}
