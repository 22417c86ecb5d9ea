import type { Campaign } from '../core/campaign.js';
import type { LedgerEntry, LedgerInfo, LedgerKind } from '../core/ledger.js';
import type { LogEvent } from '../core/log.js';
import type { DieSource } from '../core/dice/die-source.js';
import type { BoardRenderView } from '../core/board/view.js';
import type { Post } from './outcome.js';
import type { Actor } from '../core/campaign.js';
import type { Scenario } from '../core/board/scenario.js';
import type { PlannedJob } from '../core/pace.js';
import type { Action } from '../core/action.js';

/** A move `/campaign undo` may take back (see the undo_steps table). */
export interface UndoStep {
  readonly id: number;
  readonly campaignId: string;
  readonly actor: Actor;
  readonly side: string;
  readonly command: string;
  readonly told: boolean;
  readonly before: { readonly game?: unknown; readonly board?: Scenario };
  readonly after: { readonly game?: unknown; readonly board?: Scenario };
}

/** A stored timed job (`PlannedJob`) of a campaign, not yet done. */
export interface Job extends PlannedJob {
  readonly id: number;
  readonly campaignId: string;
}

/** A direct message that could not be delivered, waiting in its recipient's /inbox. */
export interface InboxMessage {
  readonly id: number;
  readonly channelId: string;
  readonly createdAt: string;
  readonly post: Post;
}

/** Where an answer goes back: the Discord interaction a command came from (its token lasts 15 minutes). */
export interface InteractionRoute {
  readonly interactionId: string;
  readonly applicationId: string;
  readonly token: string;
  /** The bot acknowledged it privately before running it (its answer is then private or "Done"). */
  readonly deferred?: boolean;
  /**
   * Asked outside the channel it ran in (a button pressed in a DM): its answer is then private or "Done",
   * and the public part goes to the campaign's channel.
   */
  readonly elsewhere?: boolean;
}

/** An outbox entry as its deliverer knows it: its id, and when it was made (its nonces are unique by both). */
export interface OutboxRef {
  readonly id: number;
  readonly at: string;
}

/** A committed outcome not yet wholly delivered (see the outbox table). */
export interface OutboxEntry {
  readonly id: number;
  /** The process that made it and delivers it. */
  readonly owner: string;
  readonly createdAt: string;
  readonly channelId: string;
  readonly actor?: Actor;
  readonly command: string;
  readonly route?: InteractionRoute;
  /** Encoded by `src/app/outbox.ts`. */
  readonly outcome: string;
  readonly parts: number;
  readonly delivered: number;
}

/** Who holds an outbox name (`outbox_leases`), and until when, unless renewed. */
export interface Lease {
  readonly held: boolean;
  readonly holder: string;
  readonly until: string;
}

/** Everything a command may read or write, inside one synchronous transaction. */
export interface StoreTx {
  activeCampaign(channelId: string): Campaign | undefined;
  campaign(id: string): Campaign | undefined;
  /** Campaigns of a channel, newest first. */
  campaignsIn(channelId: string): Campaign[];
  /** Inserts a campaign whose id is that of a ledger made for it. */
  insertCampaign(c: Campaign): void;
  /** Writes `c` as version `c.version + 1`; throws `StaleVersionError` when the stored version moved on. */
  saveCampaign(c: Campaign): Campaign;
  /** The campaigns this transaction has inserted or saved, each as last written: what a command changed. */
  writtenCampaigns(): Campaign[];

  createLedger(input: { kind: LedgerKind; channelId: string; owner?: string; secret: Uint8Array; commitment: string; createdAt: string }): LedgerInfo;
  ledger(id: string): LedgerInfo | undefined;
  /** The channel's ledger for public rolls outside any campaign that is still unpublished. */
  openChannelLedger(channelId: string): LedgerInfo | undefined;
  /** A user's sealed ledger of hidden rolls outside any campaign in this channel that is still unpublished. */
  openPersonalLedger(channelId: string, ownerId: string): LedgerInfo | undefined;
  /** Ledgers of a channel whose secrets are published, newest first. */
  publishedLedgers(channelId: string): LedgerInfo[];
  /** The secret, for drawing dice and for publishing; it leaves the store only through these two roads. */
  ledgerSecret(id: string): Uint8Array;
  publishLedger(id: string, at: string): LedgerInfo;

  appendRoll(ledgerId: string, entry: LedgerEntry): void;
  rolls(ledgerId: string): LedgerEntry[];

  appendEvent(campaignId: string, event: Omit<LogEvent, 'seq'>): LogEvent;
  events(campaignId: string): LogEvent[];
  /**
   * What changes whenever the campaign is saved or its log grows (`<version>.<last event>`), read
   * without locking the campaign: the web page compares it to know when to push.
   */
  changeMark(campaignId: string): string | undefined;
  /**
   * Keeps a command that changed the campaign, numbered after its last, with the log's length now;
   * `base`, the campaign as it stood before, is kept only when this is the campaign's first action (one
   * begun before actions were kept).
   */
  appendAction(campaignId: string, action: Omit<Action, 'seq' | 'base' | 'logTo'>, base?: Campaign): Action;
  /** The campaign's actions, in order. */
  actions(campaignId: string): Action[];
  /** How many of the campaign's log entries the public may see: every roll (its existence is public) and every public event. */
  publicEventCount(campaignId: string): number;

  addToInbox(userId: string, message: Omit<InboxMessage, 'id'>): void;
  /** Unread messages of a user, oldest first. */
  unreadInbox(userId: string): InboxMessage[];
  /** The messages were read by their recipient: they are deleted. */
  markInboxRead(ids: readonly number[]): void;

  /** The campaign's jobs not yet done, by due time. */
  pendingJobs(campaignId: string): Job[];
  /** Marks every pending job of the campaign done as `superseded` and stores `jobs` in their place. */
  replaceJobs(campaignId: string, jobs: readonly PlannedJob[], at: string): void;
  addJob(campaignId: string, job: PlannedJob): void;
  /** Jobs due by `now` and not yet done, oldest first, across all campaigns. */
  dueJobs(now: string): Job[];
  /** Marks a job done with its fate; false when it was already done (another process, a second tick). */
  finishJob(job: Pick<Job, 'id' | 'campaignId'>, at: string, fate: string): boolean;

  /** Whether this transaction (inside a batch: this command's part of it) has written anything so far. */
  changed(): boolean;
  /** Keeps an outcome until every part is marked delivered; its id. */
  addOutbox(entry: Omit<OutboxEntry, 'id' | 'delivered'>): number;
  /** Marks parts delivered; the entry goes once all are. */
  markOutbox(id: number, parts: number): void;
  /** Entries of a process with parts still to deliver, oldest first. */
  undelivered(owner: string): OutboxEntry[];
  /**
   * Claims or renews `owner`'s lease for `holder` until `until`: claimed when nobody holds it (no lease,
   * one lapsed by `now`, or one `takeFrom` holds, a process known to be gone), renewed when `holder`
   * holds it; otherwise it is left to its holder, who is named.
   */
  holdLease(owner: string, holder: string, until: string, now: string, takeFrom?: string): Lease;
  /** Gives up `owner`'s lease if `holder` holds it. */
  releaseLease(owner: string, holder: string): void;
  /** Outbox owners other than `except` with entries left and no lease held at `now`: nobody delivers them. */
  lapsedOwners(now: string, except: string): string[];
  /** Gives every entry of `from` to `to`; how many. */
  moveOutbox(from: string, to: string): number;

  pushUndo(step: Omit<UndoStep, 'id'>): void;
  /** The moves that may be taken back, latest first. */
  undoSteps(campaignId: string): UndoStep[];
  dropUndo(id: number): void;
  /** After a die roll or a reveal nothing before it can be taken back. */
  clearUndo(campaignId: string): void;
}

export interface CampaignStore {
  /**
   * Runs `fn` in one transaction that may write; anything thrown rolls every write back. A campaign it
   * reads is held from then on (other processes wait for it), before anything else of the campaign.
   */
  transaction<T>(fn: (tx: StoreTx) => T): T;
  /** Runs `fn` in one transaction that only reads and holds nothing; a write in it throws. */
  read<T>(fn: (tx: StoreTx) => T): T;
  /**
   * Runs `fn` in one transaction that holds several commands (group commit): each command's own
   * `transaction` or `read` inside it is a part of it (a savepoint), rolled back alone when it throws, and
   * `changed` tells what that part wrote. On PostgreSQL a part's SAVEPOINT goes with its next round trip,
   * so a database error may surface in a later part than the one that caused it: `fn` lets every error
   * but a part's own refusal end the whole transaction.
   */
  batch<T>(fn: () => T): T;
  /** Whether the database answers now, and its use so far (health checks and metrics); asks the database nothing. */
  health(): StoreHealth;
  close(): void;
}

export interface StoreHealth {
  readonly database: 'sqlite' | 'postgresql';
  /** False while the connection is lost (PostgreSQL); a SQLite file is always there. */
  readonly available: boolean;
  /** Round trips to the database server so far (0 for SQLite, which is in the process). */
  readonly roundTrips: number;
  /** Statements sent to the database server so far, several to a round trip when batched (0 for SQLite). */
  readonly statements: number;
  /** Times the connection to the server was lost. */
  readonly connectionsLost: number;
}

/**
 * The database cannot be reached or used just now (PostgreSQL down or restarting, the network, a SQLite
 * file locked or full): a passing state, not a fault. Nothing of the transaction was written, unless
 * `uncertain`: the connection went while its COMMIT was on the way, so it may have been.
 */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    readonly uncertain = false,
  ) {
    super(message);
  }
}

/** A save raced another writer (another process on the same database). */
export class StaleVersionError extends Error {
  constructor(readonly campaignId: string) {
    super(`campaign ${campaignId} changed while this command ran`);
  }
}

/**
 * Where a ledger roll's dice come from. Production seeds them from the ledger secret; a test may
 * script faces to walk a rules branch (such rolls then fail /verify, as they should).
 */
export type DiceSource = (secret: Uint8Array, ledgerId: string, n: number) => DieSource;

/** Draws a projected board to PNG bytes (node-canvas, possibly in a worker): slow, so never inside a transaction. */
export type BoardRenderer = (view: BoardRenderView) => Promise<Uint8Array>;

export interface Clock {
  now(): Date;
}

/** New ledger secrets: node:crypto in production, a fixed value for reproducible scripts and tests. */
export type SecretSource = () => Uint8Array;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured logging. Callers pass only non-secret fields: ids, names, codes, durations. */
export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}
