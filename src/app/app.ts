import { randomBytes } from 'node:crypto';
import { isGm, sideOf, type Actor } from '../core/campaign.js';
import { botSideOf, openSides } from '../core/joining.js';
import type { RulesetRegistry } from '../core/ruleset.js';
import { viewerOf } from '../core/views.js';
import { isShared, qualifiedRef, sharedIds, type UnitRef } from '../core/unit-ref.js';
import {
  allCommands,
  resolveCommand,
  rulesetOf,
  type AutocompleteSource,
  type CommandContext,
  type CommandNode,
} from './command.js';
import { userText } from './format.js';
import { messageFor } from './messages.js';
import { parseOptions, type RawOptions, type RawOptionValue } from './options.js';
import { actionOptions } from './action-options.js';
import { changedDigests } from '../core/campaign-digest.js';
import { privately, type Outcome, type Post } from './outcome.js';
import { fitOutcome } from './post-fit.js';
import { engineDice } from '../core/dice/die-source.js';
import { rollEngine } from '../core/dice/rng.js';
import type { Scenario } from '../core/board/scenario.js';
import {
  StaleVersionError,
  StoreUnavailableError,
  type BoardRenderer,
  type CampaignStore,
  type Clock,
  type DiceSource,
  type InteractionRoute,
  type Lease,
  type OutboxEntry,
  type OutboxRef,
  type Logger,
  type SecretSource,
  type StoreHealth,
  type StoreTx,
} from './ports.js';
import { runDueJobs, type Delivery } from './clock-jobs.js';
import { allParts, decodeOutcome, encodeOutcome, hasBit, outboxParts } from './outbox.js';
import { readActionId, stampOf, stampedOutcome, stillGood } from './actions.js';
import { checkPreconditions } from './preconditions.js';
import type { WebLinks } from './web-links.js';
import { logFault } from './fault.js';

export interface AppDeps {
  readonly store: CampaignStore;
  readonly clock: Clock;
  readonly secrets: SecretSource;
  readonly logger: Logger;
  readonly commands: readonly CommandNode[];
  readonly rulesets: RulesetRegistry;
  /** Tests only: scripted dice. */
  readonly dice?: DiceSource;
  readonly scenarios?: ReadonlyMap<string, Scenario>;
  readonly renderer?: BoardRenderer;
  /**
   * Keep every committed outcome in the outbox, under this process's name, until its transport marks it
   * delivered (the bot: a crash between the commit and the answer is made good at the next start). Off
   * for the local table and tests.
   */
  readonly outbox?: string;
  /** The web page's links (`/board web`), when this process serves the page. */
  readonly web?: WebLinks;
}

/** The fair dice: roll n of a ledger drawn from HMAC(secret, "<ledger>:<n>"). */
export const seededDice: DiceSource = (secret, ledgerId, n) => engineDice(rollEngine(secret, ledgerId, n));

/** One slash command as a transport received it. */
export interface Invocation {
  readonly actor: Actor;
  readonly channelId: string;
  /** e.g. ['campaign', 'new'] */
  readonly path: readonly string[];
  readonly options: RawOptions;
  /** The Discord interaction to answer, kept with the outcome in the outbox. */
  readonly route?: InteractionRoute;
  /** Made by the clock (the rules' default at a deadline), and kept as such in its action. */
  readonly byClock?: boolean;
}

/** What runs inside a command's transaction besides the command (the clock's bookkeeping). */
export interface InTx {
  /** Runs first; a code it returns refuses the command, rolling everything back. */
  readonly before?: (tx: StoreTx) => string | undefined;
  /** Makes the delivered outcome from the command's, before it is kept in the outbox. */
  readonly reshape?: (outcome: Outcome) => Outcome;
}

export type Execution =
  | {
      readonly ok: true;
      readonly command: string;
      readonly outcome: Outcome;
      readonly outbox?: OutboxRef;
      /** The channel it ran in, when not the one it was asked from (a button pressed in a DM runs in its campaign's channel). */
      readonly channelId?: string;
    }
  | {
      readonly ok: false;
      readonly command: string;
      readonly error: { readonly code: string; readonly message: string; readonly ref?: string };
      readonly outcome: Outcome;
      /**
       * `store/uncertain`: what the command would have told, kept in the outbox as `outbox` if its
       * commit went through. The transport finds out which once the database answers again.
       */
      readonly pending?: { readonly outbox: OutboxRef; readonly outcome: Outcome };
    };

/**
 * Keeps the command as an action of the campaign it changed (created, or saved at a new version), in
 * its transaction (`src/core/action.ts`). A command that only drew dice (a `/roll`) is kept by its
 * ledger entry; one that changed no campaign (a roll outside any, the inbox) is not a campaign's action,
 * nor one that changed only what a transport keeps of it (`ActionNote.transport`: `/board web`'s links,
 * which `campaignParts` leaves out): a replay has no transport to run it on and would stop there.
 */
function keepAction(ctx: CommandContext, asked: { readonly path: readonly string[]; readonly options: Readonly<Record<string, RawOptionValue | undefined>>; readonly byClock: boolean }): void {
  if (ctx.action.transport) return;
  for (const after of ctx.tx.writtenCampaigns()) {
    const before = ctx.campaign?.id === after.id ? ctx.campaign : undefined;
    const changed = changedDigests(before, after);
    const rollTo = ctx.tx.ledger(after.id)?.rolls ?? 0;
    // The side of a move; else the actor's own (joining, a force): a GM's set-up order for a side names none.
    const side = ctx.action.side ?? sideOf(after, ctx.actor.id)?.name;
    ctx.tx.appendAction(
      after.id,
      {
        at: ctx.now,
        actor: ctx.actor,
        ...(side === undefined ? {} : { side }),
        command: asked.path.join(' '),
        options: actionOptions(asked.options),
        version: before?.version ?? 0,
        rollFrom: rollTo - ctx.action.rolls,
        rollTo,
        ...(asked.byClock ? { clock: true as const } : {}),
        ...(ctx.action.bot ? { bot: true as const } : {}),
        after: changed,
      },
      before,
    );
  }
}

/** Whether the command wrote the channel's last public log entry (so a post cut short can point to its Details). */
function loggedPublicly(tx: StoreTx, channelId: string, ctx: CommandContext): boolean {
  const c = tx.activeCampaign(channelId);
  const last = c ? tx.events(c.id).findLast((e) => e.audience.kind === 'public') : undefined;
  return last !== undefined && last.at === ctx.now && last.actor.id === ctx.actor.id;
}

/**
 * The answer to a command whose COMMIT may or may not have gone through: not called a failure, and what
 * it would have told waits on its outbox entry (`pending`), when it has one.
 */
function uncertainly(command: string, outbox: OutboxRef | undefined, outcome: Outcome | undefined): Execution {
  const message = messageFor('store/uncertain');
  const pending = outbox === undefined || outcome === undefined ? {} : { pending: { outbox, outcome } };
  return { ok: false, command, error: { code: 'store/uncertain', message }, outcome: privately(message), ...pending };
}

/** Carries a rule error out of the transaction so that every write of the command rolls back. */
class Rollback extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> | undefined,
  ) {
    super(code);
  }
}

export interface Choice {
  readonly name: string;
  readonly value: string;
}

/**
 * The command pipeline both transports share: resolve → parse options → (one transaction: load,
 * preconditions, run, save) → Outcome. Rule errors come back as codes with their text; faults are
 * logged with a short reference and the user sees only the reference.
 */
export class App {
  /** Told after every command whose transaction wrote something (`onCommit`). */
  private readonly committed: (() => void)[] = [];

  constructor(private readonly deps: AppDeps) {}

  /** The web page's links, when this process serves the page. */
  get web(): WebLinks | undefined {
    return this.deps.web;
  }

  /**
   * Calls `listener` after every command (a clock's job included) whose transaction wrote something,
   * once it has committed: the web page's live updates start from here.
   */
  onCommit(listener: () => void): void {
    this.committed.push(listener);
  }

  get commands(): readonly CommandNode[] {
    return this.deps.commands;
  }

  /** Whether the database answers now, and its use so far (`/healthz`, `/metrics`). */
  storeHealth(): StoreHealth {
    return this.deps.store.health();
  }

  /** The name this process keeps its outbox entries under; undefined when the outbox is off. */
  get outboxName(): string | undefined {
    return this.deps.outbox;
  }

  execute(inv: Invocation, inTx: InTx = {}): Execution {
    const started = performance.now();
    const result = this.run(inv, inTx);
    this.logCommand(inv, result, performance.now() - started);
    return result;
  }

  /**
   * Commands that arrived together, in order, in one transaction (group commit): each is a part of it
   * (a savepoint) that a refusal rolls back alone, and all of them commit at once — on PostgreSQL k rolls
   * in one campaign cost its lock's round trip and the COMMIT's instead of 2k. The answers are what each
   * would have had alone, one after the other. Any failure of the database, or a fault, ends the whole
   * transaction (a database error may show in a later part than its own): then each runs again alone, as
   * `execute` runs it. A COMMIT that may or may not have gone through leaves each command that wrote
   * waiting on its outbox entry, as a single command's does.
   */
  executeAll(invs: readonly Invocation[]): Execution[] {
    if (invs.length < 2) return invs.map((inv) => this.execute(inv));
    const started = performance.now();
    let done: { result: Execution; wrote: boolean }[] = [];
    try {
      this.deps.store.batch(() => {
        // Run again whole when PostgreSQL retries the transaction (a deadlock with another process).
        done = [];
        for (const inv of invs) {
          const part = { wrote: false };
          done.push({ result: this.run(inv, {}, part), wrote: part.wrote });
        }
      });
    } catch (e) {
      if (!(e instanceof StoreUnavailableError && e.uncertain && done.length === invs.length)) {
        this.deps.logger.log('warn', 'commands run one by one', { commands: invs.length, error: e instanceof Error ? e.message : String(e) });
        return invs.map((inv) => this.execute(inv));
      }
      done = done.map(({ result, wrote }) => ({ wrote, result: result.ok && wrote ? uncertainly(result.command, result.outbox, result.outcome) : result }));
      this.deps.logger.log('warn', 'database unavailable', { commands: invs.length, uncertain: true, error: e.message });
    }
    const ms = (performance.now() - started) / invs.length;
    done.forEach(({ result }, i) => this.logCommand(invs[i]!, result, ms, invs.length));
    if (done.some((d) => d.wrote && d.result.ok)) this.tellCommitted();
    return done.map((d) => d.result);
  }

  /** `group`: how many commands shared its transaction, when more than one did (`ms` is then its share). */
  private logCommand(inv: Invocation, result: Execution, ms: number, group?: number): void {
    this.deps.logger.log(result.ok ? 'info' : result.error.ref ? 'error' : 'info', 'command', {
      command: inv.path.join(' '),
      user: inv.actor.id,
      channel: inv.channelId,
      ms: Math.round(ms * 10) / 10,
      outcome: result.ok ? 'ok' : result.error.code,
      ...(group === undefined ? {} : { group }),
    });
  }

  /**
   * One command in its transaction. As a `part` of a batch (`executeAll`) its transaction is nested in
   * the batch's: what it wrote is told there, committing is the batch's, and every error but the rules'
   * refusal is the batch's to handle.
   */
  private run(inv: Invocation, inTx: InTx, part?: { wrote: boolean }): Execution {
    const name = inv.path.join(' ');
    const refused = (code: string, params?: Readonly<Record<string, string | number>>): Execution => {
      const message = messageFor(code, params, this.deps.rulesets);
      return { ok: false, command: name, error: { code, message }, outcome: privately(message) };
    };
    const resolved = resolveCommand(this.deps.commands, inv.path);
    if (!resolved.ok) return refused(resolved.code, resolved.params);
    const { command, path } = resolved.value;
    const options = parseOptions(command.options, inv.options);
    if (!options.ok) return refused(options.code, options.params);
    let outbox: OutboxRef | undefined;
    let told: Outcome | undefined;
    try {
      let wrote = false;
      // A command that only reads takes no lock: on PostgreSQL it holds up no move on its campaign.
      const inTransaction = <T>(fn: (tx: StoreTx) => T): T => (command.readOnly ? this.deps.store.read(fn) : this.deps.store.transaction(fn));
      const outcome = inTransaction((tx) => {
        // The campaign first, before anything else of it is touched (the clock's `before` finishes a job): one lock order everywhere.
        const campaign = tx.activeCampaign(inv.channelId);
        const stop = inTx.before?.(tx);
        if (stop !== undefined) throw new Rollback(stop, undefined);
        const ctx: CommandContext = {
          actor: inv.actor,
          channelId: inv.channelId,
          now: this.deps.clock.now().toISOString(),
          tx,
          campaign,
          newSecret: this.deps.secrets,
          dice: this.deps.dice ?? seededDice,
          scenarios: this.deps.scenarios ?? new Map(),
          rulesets: this.deps.rulesets,
          commands: this.deps.commands,
          logger: this.deps.logger,
          ...(this.deps.web ? { web: this.deps.web } : {}),
          action: { rolls: 0 },
        };
        const pre = checkPreconditions(command.preconditions, ctx);
        if (!pre.ok) throw new Rollback(pre.code, pre.params);
        const r = command.run(ctx, options.value);
        if (!r.ok) throw new Rollback(r.code, r.params);
        keepAction(ctx, { path, options: options.value, byClock: inv.byClock === true });
        // Every post fits one message; actions under a post carry what the channel knew when they were drawn.
        const made = stampedOutcome(fitOutcome(r.value, () => loggedPublicly(tx, inv.channelId, ctx)), tx, inv.channelId);
        told = inTx.reshape ? inTx.reshape(made) : made;
        // Only what changed something needs to survive a crash: a read is simply asked again.
        wrote = tx.changed();
        if (this.deps.outbox !== undefined && wrote) outbox = this.keep(tx, { channelId: inv.channelId, actor: inv.actor, command: path.join(' '), ...(inv.route ? { route: inv.route } : {}) }, told);
        return told;
      });
      if (part) part.wrote = wrote;
      else if (wrote) this.tellCommitted();
      return { ok: true, command: path.join(' '), outcome, ...(outbox === undefined ? {} : { outbox }) };
    } catch (e) {
      if (e instanceof Rollback) return refused(e.code, e.params);
      if (part) throw e;
      if (e instanceof StaleVersionError) return refused('campaign/stale');
      if (e instanceof StoreUnavailableError) {
        this.deps.logger.log('warn', 'database unavailable', { command: name, user: inv.actor.id, uncertain: e.uncertain, error: e.message });
        // A commit that may have gone through is not called a failure: if it did, its answer is in the outbox.
        if (!e.uncertain) return refused('store/unavailable');
        return uncertainly(name, outbox, told);
      }
      const ref = logFault(this.deps.logger, 'command fault', e, { command: name, user: inv.actor.id });
      const message = `Something went wrong (ref ${ref}). Nothing was changed.`;
      return { ok: false, command: name, error: { code: 'fault', message, ref }, outcome: privately(message) };
    }
  }

  private tellCommitted(): void {
    for (const listener of this.committed) {
      try {
        listener();
      } catch (e) {
        this.deps.logger.log('error', 'commit listener failed', { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      }
    }
  }

  /** Writes an outcome to the outbox inside the transaction that made it (when the outbox is on). */
  private keep(tx: StoreTx, entry: Pick<OutboxEntry, 'channelId' | 'actor' | 'command' | 'route'>, outcome: Outcome): OutboxRef | undefined {
    const parts = allParts(outcome);
    if (this.deps.outbox === undefined || parts === 0) return undefined;
    const at = this.deps.clock.now().toISOString();
    return { id: tx.addOutbox({ ...entry, owner: this.deps.outbox, createdAt: at, outcome: encodeOutcome(outcome), parts }), at };
  }

  /** Marks parts of an outbox entry delivered (Discord took them, or a DM went to the inbox). */
  delivered(id: number, parts: number): void {
    this.deps.store.transaction((tx) => tx.markOutbox(id, parts));
  }

  /**
   * Gives up an entry that could not be delivered for a day: each secret part not yet delivered (the
   * private answer, DMs, the GM's copy) goes to its recipient's inbox, and the entry goes. Returns how
   * many went to an inbox.
   */
  giveUp(id: number): number {
    const owner = this.deps.outbox;
    if (owner === undefined) return 0;
    return this.deps.store.transaction((tx) => {
      const entry = tx.undelivered(owner).find((e) => e.id === id);
      if (!entry) return 0;
      const told = decodeOutcome(entry.outcome);
      const at = this.deps.clock.now().toISOString();
      let kept = 0;
      for (const part of outboxParts(told)) {
        if (hasBit(entry.delivered, part.bit) || part.kind === 'public') continue;
        const secret = part.kind === 'private' ? (entry.actor ? { to: entry.actor, post: part.post } : undefined) : part.dm;
        if (!secret) continue;
        tx.addToInbox(secret.to.id, { channelId: entry.channelId, createdAt: at, post: secret.post });
        kept++;
      }
      tx.markOutbox(id, entry.parts);
      return kept;
    });
  }

  /** Marks of several entries in one transaction: `[id, parts]` pairs. */
  deliveredAll(marks: readonly (readonly [number, number])[]): void {
    this.deps.store.transaction((tx) => {
      for (const [id, parts] of marks) tx.markOutbox(id, parts);
    });
  }

  /**
   * Claims or renews this process's outbox name for `ms` more, as `holder` (a lease in the database);
   * `takeFrom`: a holder known to be gone, whose lease is taken before it lapses. The lease as it stands
   * after; undefined when the outbox is off.
   */
  holdOutboxName(holder: string, ms: number, takeFrom?: string): Lease | undefined {
    const owner = this.deps.outbox;
    if (owner === undefined) return undefined;
    const now = this.deps.clock.now();
    return this.deps.store.transaction((tx) => tx.holdLease(owner, holder, new Date(now.getTime() + ms).toISOString(), now.toISOString(), takeFrom));
  }

  /** Gives up this process's outbox name (it stops): the next process under it need not wait for the lease to lapse. */
  releaseOutboxName(holder: string): void {
    const owner = this.deps.outbox;
    if (owner !== undefined) this.deps.store.transaction((tx) => tx.releaseLease(owner, holder));
  }

  /**
   * Takes over what outbox names nobody holds left undelivered (their process gone, or a shard layout
   * that changed): each such name is held for the moment its entries move to this process's, so a
   * process starting under it meanwhile waits, then finds it free and nothing under it. What was taken, by name.
   */
  adoptOutboxes(holder: string): { readonly from: string; readonly entries: number }[] {
    const owner = this.deps.outbox;
    if (owner === undefined) return [];
    const now = this.deps.clock.now().toISOString();
    return this.deps.store.read((tx) => tx.lapsedOwners(now, owner)).flatMap((from) => {
      const entries = this.deps.store.transaction((tx) => {
        if (!tx.holdLease(from, holder, now, now).held) return 0;
        const moved = tx.moveOutbox(from, owner);
        tx.releaseLease(from, holder);
        return moved;
      });
      return entries > 0 ? [{ from, entries }] : [];
    });
  }

  /** What this process left undelivered (a crash, a refused send), oldest first, its outcome decoded (boards still to draw). */
  undelivered(): (OutboxEntry & { readonly told: Outcome })[] {
    const owner = this.deps.outbox;
    if (owner === undefined) return [];
    return this.deps.store.read((tx) => tx.undelivered(owner)).map((e) => ({ ...e, told: decodeOutcome(e.outcome) }));
  }

  /**
   * Does what the clock has made due (reminders, deadline warnings, deadlines; `src/app/clock-jobs.ts`):
   * each job once, in its own transaction, and returns what to post where. A transport calls it every
   * minute or so; after downtime a stale reminder is skipped, not replayed.
   */
  tick(): Delivery[] {
    return runDueJobs({
      store: this.deps.store,
      now: () => this.deps.clock.now(),
      rulesets: this.deps.rulesets,
      logger: this.deps.logger,
      execute: (inv, inTx) => this.run(inv, inTx),
      keep: (tx, channelId, command, outcome) => this.keep(tx, { channelId, command }, outcome),
    });
  }

  /**
   * One of a post's actions chosen (a button pressed, a value picked): its command runs as the chooser,
   * unless the channel has been told anything since the post, when nothing is done.
   */
  choose(inv: {
    readonly actor: Actor;
    readonly channelId: string;
    readonly id: string;
    readonly value?: string;
    readonly route?: InteractionRoute;
    /** Pressed outside any campaign's channel (a button in a DM): it runs in the channel of the campaign it was drawn for. */
    readonly elsewhere?: boolean;
  }): Execution {
    const action = readActionId(inv.id, inv.value);
    if (!action) {
      const message = messageFor('action/unknown');
      return { ok: false, command: 'action', error: { code: 'action/unknown', message }, outcome: privately(message) };
    }
    const channelId = inv.elsewhere ? (this.channelOfStamp(action.stamp) ?? inv.channelId) : inv.channelId;
    const done = this.execute(
      { actor: inv.actor, channelId, path: action.path, options: action.options, ...(inv.route ? { route: inv.route } : {}) },
      { before: (tx) => (stillGood(action.stamp, stampOf(tx, channelId)) ? undefined : 'action/stale') },
    );
    return done.ok && channelId !== inv.channelId ? { ...done, channelId } : done;
  }

  /** The channel of the running campaign a lasting action was drawn for (its stamp is the campaign's id). */
  private channelOfStamp(stamp: string): string | undefined {
    if (stamp.includes('.')) return undefined;
    try {
      return this.deps.store.read((tx) => {
        const c = tx.campaign(stamp);
        return c?.status === 'active' ? c.channelId : undefined;
      });
    } catch (e) {
      // The command that follows meets the same and says so.
      if (e instanceof StoreUnavailableError) return undefined;
      throw e;
    }
  }

  /** Whether the command at `path` draws boards, so a transport should acknowledge before running it. */
  isSlow(path: readonly string[]): boolean {
    const found = resolveCommand(this.deps.commands, path);
    return found.ok && found.value.command.slow === true;
  }

  /** Draws one projected board to PNG bytes. */
  renderBoard(view: Parameters<BoardRenderer>[0]): Promise<Uint8Array> {
    if (!this.deps.renderer) throw new Error('no board renderer configured');
    return this.deps.renderer(view);
  }

  /**
   * Replaces every post's `boards` with their PNG images. Called by the transports after the
   * command's transaction, since drawing takes a while.
   */
  async render(outcome: Outcome): Promise<Outcome> {
    const draw = async (p: Post | undefined): Promise<Post | undefined> => {
      if (!p?.boards?.length) return p;
      const images = await Promise.all(p.boards.map(async (b, k) => ({ name: `board-${k + 1}.png`, data: await this.renderBoard(b) })));
      const { boards: _drawn, ...rest } = p;
      return { ...rest, images: [...(p.images ?? []), ...images] };
    };
    const [pub, priv] = await Promise.all([draw(outcome.public), draw(outcome.private)]);
    const dms = outcome.dms ? await Promise.all(outcome.dms.map(async (d) => ({ ...d, post: (await draw(d.post))! }))) : undefined;
    const gm = outcome.gm ? { ...outcome.gm, post: (await draw(outcome.gm.post))! } : undefined;
    return { ...outcome, ...(pub ? { public: pub } : {}), ...(priv ? { private: priv } : {}), ...(dms ? { dms } : {}), ...(gm ? { gm } : {}) };
  }

  /**
   * Where a side's secrets go in this channel when its GM chose side threads (`/campaign threads`):
   * each player's side, each side's players, and the threads made so far. Undefined: by DM as usual.
   */
  sideThreads(channelId: string): { readonly campaign: string; readonly sideOf: ReadonlyMap<string, string>; readonly players: ReadonlyMap<string, readonly Actor[]>; readonly threads: Readonly<Record<string, string>> } | undefined {
    return this.deps.store.read((tx) => {
      const c = tx.activeCampaign(channelId);
      if (!c?.sideThreads) return undefined;
      return {
        campaign: c.name,
        sideOf: new Map(c.sides.flatMap((s) => s.players.map((p) => [p.id, s.name] as const))),
        players: new Map(c.sides.map((s) => [s.name, s.players] as const)),
        threads: c.threads ?? {},
      };
    });
  }

  /** Forgets a side's private thread (one a player who left could not be taken out of): the next secret makes a new one. */
  forgetThread(channelId: string, side: string, threadId: string): void {
    this.deps.store.transaction((tx) => {
      const c = tx.activeCampaign(channelId);
      if (!c || c.threads?.[side] !== threadId) return;
      const { [side]: _gone, ...threads } = c.threads;
      tx.saveCampaign({ ...c, threads });
    });
  }

  /** Remembers the private thread made for a side, so its next secrets go to the same thread. */
  rememberThread(channelId: string, side: string, threadId: string): void {
    this.deps.store.transaction((tx) => {
      const c = tx.activeCampaign(channelId);
      if (c) tx.saveCampaign({ ...c, threads: { ...c.threads, [side]: threadId } });
    });
  }

  /**
   * Keeps a direct message Discord would not deliver in its recipient's inbox, so a secret never
   * has to fall back to the channel. Returns the only thing the channel may be told.
   */
  keepUndelivered(channelId: string, to: Actor, post: Post, outbox?: { readonly id: number; readonly part: number }): string {
    this.deps.store.transaction((tx) => {
      tx.addToInbox(to.id, { channelId, createdAt: this.deps.clock.now().toISOString(), post });
      // Kept and marked together: a restart neither loses this message nor puts it in the inbox twice.
      if (outbox) tx.markOutbox(outbox.id, outbox.part);
    });
    this.deps.logger.log('warn', 'dm kept in inbox', { to: to.id, channel: channelId });
    return `📬 ${userText(to.name)} has undelivered orders — /inbox`;
  }

  /**
   * Suggestions for an option as the asker types. Built only from what the asker may see: side
   * names and house-rule keys are public, and later sources must project through viewFor.
   */
  autocomplete(inv: Omit<Invocation, 'options'>, option: string, typed: string): Choice[] {
    const resolved = resolveCommand(this.deps.commands, inv.path);
    if (!resolved.ok) return [];
    const spec = resolved.value.command.options[option];
    if (!spec || spec.type !== 'string' || !spec.autocomplete) return [];
    let candidates: (string | Choice)[];
    try {
      candidates = this.candidates(spec.autocomplete, inv.channelId, inv.actor);
    } catch (e) {
      // Suggestions are a convenience: with the database away there are none, and the command itself says why.
      if (e instanceof StoreUnavailableError) return [];
      throw e;
    }
    const t = typed.trim().toLowerCase();
    return candidates
      .map((c) => (typeof c === 'string' ? { name: c, value: c } : c))
      .filter((c) => c.name.toLowerCase().includes(t))
      .slice(0, 25);
  }

  private candidates(source: AutocompleteSource, channelId: string, actor: Actor): (string | Choice)[] {
    switch (source) {
      case 'open-side':
        // Who plays what is public; a side closed to players is not offered.
        return this.deps.store.read((tx) => {
          const c = tx.activeCampaign(channelId);
          return c ? openSides(c, botSideOf(rulesetOf(this.deps, c), c)) : [];
        });
      case 'join-request':
      case 'player':
        // The GM's alone: requests wait for her, and she removes players. A person is chosen by id, shown by name.
        return this.deps.store.read((tx) => {
          const c = tx.activeCampaign(channelId);
          if (!c || !isGm(c, actor.id)) return [];
          return source === 'join-request'
            ? (c.requests ?? []).map((r) => ({ name: `${r.player.name} → ${r.side}`, value: r.player.id }))
            : c.sides.flatMap((s) => s.players.map((p) => ({ name: `${p.name} (${s.name})`, value: p.id })));
        });
      case 'stand':
        // Only what the asker's own view holds: an enemy's hidden stand is never suggested.
        return this.deps.store.read((tx) => {
          const c = tx.activeCampaign(channelId);
          if (!c || c.game === undefined) return [];
          const r = rulesetOf(this.deps, c);
          // An id that units of several sides share in the asker's view is offered as `Side:ID`, one choice per side.
          const units = r.units(r.viewFor(r.gameOf(c.game), viewerOf(c, actor)));
          const shared = sharedIds(units);
          return units.map((s) => (isShared(shared, s.id) ? qualifiedRef(s) : s.id));
        });
      case 'command-path':
        return allCommands(this.deps.commands).map((c) => c.path.join(' '));
      case 'scenario':
        return [...(this.deps.scenarios ?? new Map()).keys()];
      case 'side':
      case 'house-rule':
        return this.deps.store.read((tx) => {
          const c = tx.activeCampaign(channelId);
          if (!c) return [];
          return source === 'side' ? c.sides.map((s) => s.name) : rulesetOf(this.deps, c).houseRules.map((h) => h.key);
        });
    }
  }
}
