import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Campaign } from '../core/campaign.js';
import type { LedgerEntry, LedgerInfo } from '../core/ledger.js';
import type { LogEvent } from '../core/log.js';
import type { Action } from '../core/action.js';
import { StaleVersionError, StoreUnavailableError, type CampaignStore, type StoreHealth, type InboxMessage, type Job, type Lease, type OutboxEntry, type StoreTx, type UndoStep } from '../app/ports.js';
import type { PlannedJob } from '../core/pace.js';
import { openDatabase, type Db } from './database.js';
import { PgError, SyncPg } from './sync-pg.js';
import { LEDGER_KEY_BYTES, LedgerKeyError, SecretCipher } from './secret-cipher.js';
import type { Scenario } from '../core/board/scenario.js';
import { deepFreeze } from '../core/deep-freeze.js';
import { frozenJson } from '../core/frozen-json.js';
import { assembleGame, planGameWrite, type GameWrite, type Split, type Stored } from './game-parts.js';
import type { CampaignStateJson, StoredFile } from './schema.js';

type Row = Record<string, unknown>;

/** A prepared statement, as better-sqlite3 gives it; the PostgreSQL runner gives the same shape. */
export interface Stmt {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  /**
   * Runs it when nothing waits on its result (a write, a lock): on PostgreSQL it goes with the next
   * statement that is waited on, or with the COMMIT, in one round trip. A failure shows there.
   */
  defer(...params: unknown[]): void;
  /**
   * Runs it as `defer` does, its rows handed to `then` when they come back (on PostgreSQL with the
   * round trip it goes in: `Runner.flush` sends it at once when they are wanted now).
   */
  later(then: (rows: unknown[]) => void, ...params: unknown[]): void;
}

/** Where the store's statements run: SQLite (better-sqlite3) or PostgreSQL (`SyncPg`), both synchronous. */
export interface Runner {
  readonly dialect: 'sqlite' | 'pg';
  /** `sql` is written for SQLite (`?` parameters); the runner makes what its database needs of it. */
  prepare(sql: string): Stmt;
  /** A point in this connection's writes, for `wroteSince`. */
  writePoint(): number;
  /**
   * Whether a statement issued since `point` wrote a row (`changed`), a deferred write that surely writes
   * one counted as written. PostgreSQL sends those held that may write none, to know; a statement held
   * before the point and sent after it is not counted (in a batch, another command's).
   */
  wroteSince(point: number): boolean;
  /** PostgreSQL: sends whatever is held now (the rows a `later` waits for are wanted). */
  flush?(): void;
  /**
   * PostgreSQL: a new id of the `serial` behind `sequence`, from a block this process reserved, so a row
   * can be written with its id and nothing waits for the INSERT's answer. SQLite numbers as it inserts.
   */
  reserveId?(sequence: string): number;
}

/** An UPDATE of one row that must change it: its new stamp, or an error (22012) when it changed none. */
const sureUpdate = (update: string): string =>
  `WITH u AS (${update} RETURNING xmin::text AS stamp) SELECT (SELECT stamp FROM u) AS stamp, 1 / (SELECT count(*) FROM u) AS one`;

/**
 * Every statement the store runs, prepared once when the database opens (no query is built per command).
 * Where PostgreSQL needs other text, `d(sqlite, pg)` gives both.
 */
function prepareAll(r: Runner) {
  const pg = r.dialect === 'pg';
  const p = (sql: string) => r.prepare(sql);
  const d = (sqlite: string, postgres: string) => r.prepare(pg ? postgres : sqlite);
  /**
   * PostgreSQL only: `lock` runs first, then `read` in a fresh snapshot, so what it reads is what the
   * transaction that held the lock committed (READ COMMITTED). SQLite's IMMEDIATE transaction already
   * holds the whole database.
   */
  const locked = (lock: string, read: string, lockArgs: (args: unknown[]) => unknown[] = (a) => a): Stmt => {
    const s = p(read);
    if (!pg) return s;
    const l = p(lock);
    // The lock goes with the read, in one round trip.
    return {
      get: (...a) => (l.defer(...lockArgs(a)), s.get(...a)),
      all: (...a) => (l.defer(...lockArgs(a)), s.all(...a)),
      run: (...a) => (l.defer(...lockArgs(a)), s.run(...a)),
      defer: (...a) => (l.defer(...lockArgs(a)), s.defer(...a)),
      later: (then, ...a) => (l.defer(...lockArgs(a)), s.later(then, ...a)),
    };
  };
  // Finding a channel's open ledger and making one when there is none is one step per channel and user.
  const channelLock = 'SELECT pg_advisory_xact_lock(hashtext(?))';
  const returningId = pg ? ' RETURNING id' : '';
  // PostgreSQL: a writing transaction locks a campaign's row as it reads it, before anything else of
  // the campaign (its ledger, events, jobs, undo steps): one lock order everywhere, so two processes
  // take turns on a campaign and never deadlock on it. A read-only transaction locks nothing.
  const forUpdate = pg ? ' FOR UPDATE' : '';
  // PostgreSQL: the row version's transaction id, which every write of the row changes (a save, or an
  // edit by hand that left the version as it was): the cache checks it besides the version. SQLite's
  // cache knows of any other writer already (the store's stamp).
  const stamp = pg ? 'xmin::text AS stamp' : 'NULL AS stamp';
  const returningStamp = pg ? ' RETURNING xmin::text AS stamp' : '';
  const CAMPAIGN = 'id, channel_id, name, ruleset, status, version, state, created_at, ended_at';
  const LEDGER = 'l.id, l.kind, l.channel_id, l.owner_id, l.commitment, l.created_at, l.published_at, l.secret, (SELECT max(n) FROM rolls WHERE ledger_id = l.id) AS n';
  const ACTIVE = `SELECT id, version, ${stamp} FROM campaigns WHERE channel_id = ? AND status = 'active'`;
  const BY_ID = `SELECT id, version, ${stamp} FROM campaigns WHERE id = ?`;
  const ACTIVE_ID = "SELECT id FROM campaigns WHERE channel_id = ? AND status = 'active'";
  return {
    activeVersion: p(ACTIVE),
    activeVersionLocked: p(ACTIVE + forUpdate),
    campaignVersion: p(BY_ID),
    campaignVersionLocked: p(BY_ID + forUpdate),
    lockCampaign: p(`SELECT id FROM campaigns WHERE id = ?${forUpdate}`),
    campaignRow: p(`SELECT ${CAMPAIGN}, game, game_split, board FROM campaigns WHERE id = ?`),
    campaignsIn: p(`SELECT ${CAMPAIGN}, game, game_split, board FROM campaigns WHERE channel_id = ? ORDER BY id DESC`),
    insertCampaign: p(
      `INSERT INTO campaigns (id, channel_id, name, ruleset, status, version, state, game, game_split, board, created_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)${returningStamp}`,
    ),
    gameParts: p('SELECT key, idx, body FROM game_parts WHERE campaign_id = ? ORDER BY key, idx'),
    writePart: p('INSERT INTO game_parts (campaign_id, key, idx, body) VALUES (?, ?, ?, ?) ON CONFLICT (campaign_id, key, idx) DO UPDATE SET body = excluded.body'),
    cutParts: p('DELETE FROM game_parts WHERE campaign_id = ? AND key = ? AND idx >= ?'),
    clearParts: p('DELETE FROM game_parts WHERE campaign_id = ?'),
    // One statement per combination of parts written, so an unchanged game or board is neither serialized nor sent.
    save: p(`UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ? WHERE id = ? AND version = ?${returningStamp}`),
    saveGame: p(`UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, game = ?, game_split = ? WHERE id = ? AND version = ?${returningStamp}`),
    saveBoard: p(`UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, board = ? WHERE id = ? AND version = ?${returningStamp}`),
    saveBoth: p(`UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, game = ?, game_split = ?, board = ? WHERE id = ? AND version = ?${returningStamp}`),
    // PostgreSQL, the row locked by this transaction at the version saved: the same, sent with the next
    // round trip; should it change no row all the same, it fails (a division by zero) before the COMMIT.
    ...(pg
      ? {
          saveHeld: p(sureUpdate('UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ? WHERE id = ? AND version = ?')),
          saveGameHeld: p(sureUpdate('UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, game = ?, game_split = ? WHERE id = ? AND version = ?')),
          saveBoardHeld: p(sureUpdate('UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, board = ? WHERE id = ? AND version = ?')),
          saveBothHeld: p(sureUpdate('UPDATE campaigns SET name = ?, status = ?, version = ?, state = ?, ended_at = ?, game = ?, game_split = ?, board = ? WHERE id = ? AND version = ?')),
        }
      : {}),
    createLedger: p(`INSERT INTO ledgers (kind, channel_id, owner_id, secret, commitment, created_at) VALUES (?, ?, ?, ?, ?, ?)${returningId}`),
    // A roll is numbered from the ledger as read here (`rolls + 1`): on PostgreSQL the row is locked
    // first, so two processes number one ledger's rolls in turn, with no number skipped or repeated.
    ledger: locked('SELECT id FROM ledgers WHERE id = ? FOR UPDATE', `SELECT ${LEDGER} FROM ledgers l WHERE l.id = ?`),
    ledgerRead: p(`SELECT ${LEDGER} FROM ledgers l WHERE l.id = ?`),
    openChannelLedgerRead: p(`SELECT ${LEDGER} FROM ledgers l WHERE l.channel_id = ? AND l.kind = 'channel' AND l.published_at IS NULL ORDER BY l.id DESC LIMIT 1`),
    openPersonalLedgerRead: p(`SELECT ${LEDGER} FROM ledgers l WHERE l.channel_id = ? AND l.kind = 'personal' AND l.owner_id = ? AND l.published_at IS NULL ORDER BY l.id DESC LIMIT 1`),
    openChannelLedger: locked(
      channelLock,
      `SELECT ${LEDGER} FROM ledgers l WHERE l.channel_id = ? AND l.kind = 'channel' AND l.published_at IS NULL ORDER BY l.id DESC LIMIT 1`,
      ([channel]) => [`ledger:${String(channel)}`],
    ),
    openPersonalLedger: locked(
      channelLock,
      `SELECT ${LEDGER} FROM ledgers l WHERE l.channel_id = ? AND l.kind = 'personal' AND l.owner_id = ? AND l.published_at IS NULL ORDER BY l.id DESC LIMIT 1`,
      ([channel, owner]) => [`ledger:${String(channel)}:${String(owner)}`],
    ),
    publishedLedgers: p(`SELECT ${LEDGER} FROM ledgers l WHERE l.channel_id = ? AND l.published_at IS NOT NULL ORDER BY l.id DESC`),
    ledgerSecret: p('SELECT secret FROM ledgers WHERE id = ?'),
    plainSecrets: p('SELECT id, secret FROM ledgers WHERE length(secret) = 32'),
    encryptSecret: p('UPDATE ledgers SET secret = ? WHERE id = ? AND secret = ?'),
    setting: p('SELECT value FROM settings WHERE name = ?'),
    addSetting: p('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING'),
    publishLedger: p('UPDATE ledgers SET published_at = ? WHERE id = ? AND published_at IS NULL'),
    appendRoll: p('INSERT INTO rolls (ledger_id, n, at, actor_id, actor_name, command, reason, audience, parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    rolls: p('SELECT n, at, actor_id, actor_name, command, reason, audience, parts FROM rolls WHERE ledger_id = ? ORDER BY n'),
    // PostgreSQL: a channel's active campaign's ledger and numbers, asked with the campaign (`activeLocked`).
    ...(pg
      ? {
          // Both rows locked by one statement, the campaign's first (FOR UPDATE OF locks them in the order named).
          lockActive: p(`SELECT c.id, c.version, c.xmin::text AS stamp FROM campaigns c JOIN ledgers l ON l.id = c.id WHERE c.channel_id = ? AND c.status = 'active' FOR UPDATE OF c, l`),
          // The campaign's ledger has the campaign's id, so its last event and action numbers come with it.
          activeLedger: p(
            `SELECT ${LEDGER}, (SELECT max(seq) FROM events WHERE campaign_id = l.id) AS events, (SELECT max(seq) FROM actions WHERE campaign_id = l.id) AS actions FROM ledgers l WHERE l.id = (${ACTIVE_ID})`,
          ),
        }
      : {}),
    // A campaign's last event and action numbers together, asked once per transaction that writes it.
    tallies: p('SELECT (SELECT max(seq) FROM events WHERE campaign_id = ?) AS events, (SELECT max(seq) FROM actions WHERE campaign_id = ?) AS actions'),
    changeMark: p('SELECT version, (SELECT max(seq) FROM events WHERE campaign_id = c.id) AS seq FROM campaigns c WHERE id = ?'),
    appendEvent: p('INSERT INTO events (campaign_id, seq, at, actor_id, actor_name, audience, data) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    events: p('SELECT seq, at, actor_id, actor_name, audience, data FROM events WHERE campaign_id = ? ORDER BY seq'),
    appendAction: p(
      'INSERT INTO actions (campaign_id, seq, at, actor_id, actor_name, side, command, options, version, roll_from, roll_to, log_to, clock, bot, after, base) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    actions: p('SELECT * FROM actions WHERE campaign_id = ? ORDER BY seq'),
    publicEventCount: d(
      "SELECT count(*) AS n FROM events WHERE campaign_id = ? AND (json_extract(data, '$.kind') = 'roll' OR json_extract(audience, '$.kind') = 'public')",
      "SELECT count(*) AS n FROM events WHERE campaign_id = ? AND (data->>'kind' = 'roll' OR audience->>'kind' = 'public')",
    ),
    addToInbox: p('INSERT INTO inbox (user_id, channel_id, created_at, text, files) VALUES (?, ?, ?, ?, ?)'),
    unreadInbox: p('SELECT id, channel_id, created_at, text, files FROM inbox WHERE user_id = ? AND read_at IS NULL ORDER BY id'),
    // A message read is deleted: its secrets are not kept past the one reader who may see them.
    deleteFromInbox: p('DELETE FROM inbox WHERE id = ?'),
    // What an earlier version kept after it was read (with read_at), deleted when a store opens.
    purgeReadInbox: p('DELETE FROM inbox WHERE read_at IS NOT NULL'),
    pendingJobs: p('SELECT * FROM jobs WHERE campaign_id = ? AND done_at IS NULL ORDER BY due_at, id'),
    supersedeJobs: p("UPDATE jobs SET done_at = ?, fate = 'superseded' WHERE campaign_id = ? AND done_at IS NULL"),
    addJob: p('INSERT INTO jobs (campaign_id, kind, side, turn_key, due_at, deadline_at) VALUES (?, ?, ?, ?, ?, ?)'),
    dueJobs: p('SELECT * FROM jobs WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id'),
    finishJob: p('UPDATE jobs SET done_at = ?, fate = ? WHERE id = ? AND done_at IS NULL'),
    addOutbox: p(`INSERT INTO outbox (owner, created_at, channel_id, actor_id, actor_name, command, route, outcome, parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)${returningId}`),
    addOutboxAs: p('INSERT INTO outbox (id, owner, created_at, channel_id, actor_id, actor_name, command, route, outcome, parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    // The usual mark completes its entry: one DELETE; only a partial mark is an UPDATE.
    doneOutbox: p('DELETE FROM outbox WHERE id = ? AND (delivered | ?) & parts = parts'),
    markOutbox: p('UPDATE outbox SET delivered = delivered | ? WHERE id = ?'),
    undelivered: p('SELECT * FROM outbox WHERE owner = ? ORDER BY id'),
    // A lease is claimed when nobody holds it (no row, lapsed, or held by a process known to be gone) and renewed by its holder.
    holdLease: p(
      'INSERT INTO outbox_leases (owner, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (owner) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE outbox_leases.holder = excluded.holder OR outbox_leases.expires_at <= ? OR outbox_leases.holder = ?',
    ),
    lease: p('SELECT holder, expires_at FROM outbox_leases WHERE owner = ?'),
    releaseLease: p('DELETE FROM outbox_leases WHERE owner = ? AND holder = ?'),
    lapsedOwners: p('SELECT DISTINCT o.owner FROM outbox o LEFT JOIN outbox_leases l ON l.owner = o.owner WHERE o.owner <> ? AND (l.owner IS NULL OR l.expires_at <= ?) ORDER BY o.owner'),
    moveOutbox: p('UPDATE outbox SET owner = ? WHERE owner = ?'),
    pushUndo: p('INSERT INTO undo_steps (campaign_id, actor_id, actor_name, side, command, told, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    undoSteps: p('SELECT * FROM undo_steps WHERE campaign_id = ? ORDER BY id DESC'),
    dropUndo: p('DELETE FROM undo_steps WHERE id = ?'),
    // Most commands have no undo step to clear: the EXISTS keeps them from writing at all.
    clearUndo: p('DELETE FROM undo_steps WHERE campaign_id = ? AND EXISTS (SELECT 1 FROM undo_steps WHERE campaign_id = ?)'),
  };
}

type Statements = ReturnType<typeof prepareAll>;

/**
 * What a store does to its database when it opens, whichever database it is, in one transaction: checks
 * that its ledger key is the one the secrets are encrypted with (the first store to open the database
 * records it), encrypts the secrets an earlier version kept in plain, and deletes inbox messages an
 * earlier version kept once read.
 */
function upkeep(s: Statements, cipher: SecretCipher): void {
  s.addSetting.run('ledger_key_check', cipher.check);
  if ((s.setting.get('ledger_key_check') as { value: string }).value !== cipher.check) {
    throw new LedgerKeyError(
      "LEDGER_KEY is not the key this database's ledger secrets are encrypted with: set the one it was made with (LEDGER_KEY, or the ledger.key file kept beside the database)",
    );
  }
  for (const r of s.plainSecrets.all() as { id: number; secret: Buffer }[]) s.encryptSecret.run(cipher.encrypt(r.secret), r.id, r.secret);
  s.purgeReadInbox.run();
}

const json = (text: unknown): unknown => JSON.parse(text as string);
const optionalJson = (text: unknown): unknown => (text === null ? undefined : JSON.parse(text as string));

function toJob(r: Row): Job {
  return {
    id: r.id as number,
    campaignId: String(r.campaign_id),
    kind: r.kind as Job['kind'],
    side: r.side as string,
    turnKey: r.turn_key as string,
    dueAt: r.due_at as string,
    ...(r.deadline_at === null ? {} : { deadlineAt: r.deadline_at as string }),
  };
}

function toCampaign(row: Row, game: unknown): Campaign {
  const state = json(row.state) as CampaignStateJson;
  const board = optionalJson(row.board) as Scenario | undefined;
  return {
    id: String(row.id),
    channelId: row.channel_id as string,
    name: row.name as string,
    ruleset: row.ruleset as string,
    gm: state.gm,
    sides: state.sides,
    houseRules: state.houseRules,
    ...(game === undefined ? {} : { game }),
    ...(board === undefined ? {} : { board }),
    ...(state.pace === undefined ? {} : { pace: state.pace }),
    ...(state.notify === undefined ? {} : { notify: state.notify }),
    ...(state.sideThreads === undefined ? {} : { sideThreads: state.sideThreads }),
    ...(state.threads === undefined ? {} : { threads: state.threads }),
    ...(state.web === undefined ? {} : { web: state.web }),
    ...(state.startedAt === undefined ? {} : { startedAt: state.startedAt }),
    ...(state.gmOnly === undefined ? {} : { gmOnly: state.gmOnly }),
    ...(state.requests === undefined ? {} : { requests: state.requests }),
    ...(state.left === undefined ? {} : { left: state.left }),
    status: row.status as Campaign['status'],
    createdAt: row.created_at as string,
    ...(row.ended_at === null ? {} : { endedAt: row.ended_at as string }),
    version: row.version as number,
  };
}

function stateJson(c: Campaign): string {
  const state: CampaignStateJson = {
    gm: c.gm,
    sides: [...c.sides],
    houseRules: c.houseRules,
    ...(c.pace === undefined ? {} : { pace: c.pace }),
    ...(c.notify === undefined ? {} : { notify: { ...c.notify } }),
    ...(c.sideThreads === undefined ? {} : { sideThreads: c.sideThreads }),
    ...(c.threads === undefined ? {} : { threads: { ...c.threads } }),
    ...(c.web === undefined ? {} : { web: c.web }),
    ...(c.startedAt === undefined ? {} : { startedAt: c.startedAt }),
    ...(c.gmOnly?.length ? { gmOnly: [...c.gmOnly] } : {}),
    ...(c.requests?.length ? { requests: [...c.requests] } : {}),
    ...(c.left?.length ? { left: [...c.left] } : {}),
  };
  return JSON.stringify(state);
}

const jsonOrNull = (v: unknown): string | null => (v === undefined ? null : frozenJson(v));

/** Ids are 32-bit on PostgreSQL (`serial`); anything past that names no row on either database. */
const isRowId = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647;

function ledgerId(id: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bad ledger id ${id}`);
  return n;
}

function toLedger(row: Row, cipher: SecretCipher): LedgerInfo {
  return {
    id: String(row.id),
    kind: row.kind as LedgerInfo['kind'],
    channelId: row.channel_id as string,
    ...(row.owner_id === null ? {} : { owner: row.owner_id as string }),
    commitment: row.commitment as string,
    createdAt: row.created_at as string,
    // The highest roll number, read off the primary-key index: numbers run 1..n with no gaps.
    rolls: (row.n as number | null) ?? 0,
    ...(row.published_at === null
      ? {}
      : { publishedAt: row.published_at as string, publishedSecret: cipher.decrypt(row.secret as Buffer).toString('hex') }),
  };
}

/** A campaign as loaded or saved, with its row's stamp (PostgreSQL's xmin; null on SQLite). */
interface Loaded {
  readonly campaign: Campaign;
  readonly stamp: string | null;
}

/**
 * Campaigns as last loaded or saved, by id, with their version and their row's stamp: a command whose
 * campaign has not moved on since reads one small row instead of parsing the whole game. Entries are
 * frozen (a rule that changed a game in place would throw, not corrupt the next command), and an entry
 * is only taken in once its transaction commits.
 */
class CampaignCache {
  private readonly byId = new Map<number, Loaded>();
  constructor(private readonly limit: number) {}

  get(id: number, version: number, stamp: string | null): Campaign | undefined {
    const e = this.byId.get(id);
    if (e === undefined || e.campaign.version !== version || e.stamp !== stamp) return undefined;
    // Most recently used last, so the oldest goes first when the cache is full.
    this.byId.delete(id);
    this.byId.set(id, e);
    return e.campaign;
  }

  /** The entry whatever its version: what a save compares its parts against. */
  peek(id: number): Campaign | undefined {
    return this.byId.get(id)?.campaign;
  }

  put(e: Loaded): void {
    const id = Number(e.campaign.id);
    this.byId.delete(id);
    this.byId.set(id, { campaign: deepFreeze(e.campaign), stamp: e.stamp });
    if (this.byId.size > this.limit) this.byId.delete(this.byId.keys().next().value!);
  }

  drop(id: number): void {
    this.byId.delete(id);
  }

  clear(): void {
    this.byId.clear();
  }
}

/**
 * A transaction that writes, or one that only reads: a read-only one takes no lock (on PostgreSQL a
 * player's move is not held up by someone reading the same campaign), and a write in it is a fault.
 */
export type TxMode = 'write' | 'read';

/** What a nested part of a transaction hides of the one around it while it runs. */
interface TxPart {
  readonly point: number;
  readonly written: Set<number> | undefined;
}

/** What a nested transaction may change of its outer one's own state (`SqlTx.mark`). */
interface TxMark {
  readonly seqs: ReadonlyMap<string, number>;
  readonly publicAdded: ReadonlyMap<number, number>;
  readonly undoCleared: ReadonlySet<number>;
}

/** A log entry every player sees, as `publicEventCount` counts them: a roll, or anything told to all. */
const isPublic = (e: Omit<LogEvent, 'seq'>): boolean => (e.data as { kind?: unknown }).kind === 'roll' || (e.audience as { kind?: unknown }).kind === 'public';

/** The store's transaction, the same on SQLite and PostgreSQL: only its statements differ (`prepareAll`). */
export class SqlTx implements StoreTx {
  /** Campaigns this transaction loaded or saved, for the cache once it commits. */
  readonly touched = new Map<number, Loaded>();
  /** PostgreSQL, writing: the campaigns whose rows this transaction holds locked. */
  private readonly locked = new Set<number>();
  /** A savepoint inside it rolled back: what it saved may not be what the database holds. */
  poisoned = false;
  /**
   * Ledgers read in this transaction, by id, with their secrets: a roll reads its ledger to find it,
   * again to number the roll, and its secret to seed it. The roll count follows `appendRoll`.
   */
  private readonly ledgers = new Map<number, { readonly info: LedgerInfo; readonly secret: Buffer }>();

  /** The ids of the campaigns this transaction inserted or saved. */
  readonly written = new Set<number>();
  /** Those the nested part now running inserted or saved (`writtenCampaigns`: a batch's command is told only its own). */
  private partWritten: Set<number> | undefined;
  /** PostgreSQL, writing: each channel's active campaign as this transaction found it locked, or made it. */
  private readonly activeIn = new Map<string, number>();
  /** PostgreSQL, writing: campaigns whose last event and action numbers are asked (`tallies`) and not yet come back. */
  private readonly tallying = new Set<number>();
  /** Each campaign's last event number when this transaction first learnt it: what a count in `publicCounts` is checked against. */
  private readonly firstSeq = new Map<number, number>();

  /** This connection's write point when the transaction, or the nested part of it now running, began (`changed`). */
  private startPoint: number;
  /**
   * The last event and action number of each campaign this transaction numbered (`events:<id>`,
   * `actions:<id>`): read once, under the campaign's lock, and counted on from there.
   */
  private seqs = new Map<string, number>();
  /** Public log entries each campaign gained in this transaction (`publicEventCount`). */
  private publicAdded = new Map<number, number>();
  /** Campaigns whose undo steps this transaction cleared and gave none since: clearing again would change nothing. */
  private undoCleared = new Set<number>();

  constructor(
    private readonly s: Statements,
    private readonly cache: CampaignCache,
    /** How each game object this store loaded or saved is stored: which lists are kept apart, which elements wait in its text. */
    private readonly stored: WeakMap<object, Stored>,
    private readonly runner: Runner,
    private readonly cipher: SecretCipher,
    /** Each campaign's count of public log entries as a committed transaction left it, with its last event number then. */
    private readonly publicCounts: Map<number, { readonly seq: number; readonly count: number }>,
    readonly mode: TxMode = 'write',
  ) {
    this.startPoint = runner.writePoint();
  }

  /**
   * PostgreSQL: once a campaign's row is locked, its last event and action numbers are asked with the
   * next round trip, so numbering its first event or action then costs none of its own.
   */
  private tally(id: number): void {
    if (this.runner.dialect !== 'pg' || this.mode !== 'write' || this.tallying.has(id) || this.seqs.has(`events:${id}`)) return;
    this.tallying.add(id);
    this.s.tallies.later((rows) => {
      this.tallying.delete(id);
      const t = rows[0] as { events: number | null; actions: number | null };
      this.learnt(id, t.events ?? 0, t.actions ?? 0);
    }, id, id);
  }

  /** A campaign's last numbers as read under its lock; what this transaction counted on from already stays. */
  private learnt(id: number, events: number, actions: number): void {
    if (!this.seqs.has(`events:${id}`)) this.seqs.set(`events:${id}`, events);
    if (!this.seqs.has(`actions:${id}`)) this.seqs.set(`actions:${id}`, actions);
    if (!this.firstSeq.has(id)) this.firstSeq.set(id, events);
  }

  /** After the COMMIT: the public counts this transaction knows, for the next one on the campaign. */
  committed(): void {
    for (const [id, first] of this.firstSeq) {
      const known = this.publicCounts.get(id);
      const last = this.seqs.get(`events:${id}`);
      if (!this.poisoned && known?.seq === first && last !== undefined) this.publicCounts.set(id, { seq: last, count: known.count + (this.publicAdded.get(id) ?? 0) });
      else if (last !== first) this.publicCounts.delete(id);
    }
  }

  /** A campaign's last event or action number: as this transaction left it, else as read (its campaign is locked: nobody else numbers meanwhile). */
  private lastSeq(kind: 'events' | 'actions', id: number): number {
    const key = `${kind}:${id}`;
    if (!this.seqs.has(key) && this.tallying.has(id)) this.runner.flush?.();
    const known = this.seqs.get(key);
    if (known !== undefined) return known;
    const t = this.s.tallies.get(id, id) as { events: number | null; actions: number | null };
    this.learnt(id, t.events ?? 0, t.actions ?? 0);
    return this.seqs.get(key)!;
  }

  /** A nested part begins: `changed` and `writtenCampaigns` tell what it writes; what to give back when it ends. */
  partBegins(): TxPart {
    const outer = { point: this.startPoint, written: this.partWritten };
    this.startPoint = this.runner.writePoint();
    this.partWritten = new Set();
    return outer;
  }

  /** What a part wrote is also the part's around it. */
  partEnds(outer: TxPart): void {
    const inner = this.partWritten;
    this.startPoint = outer.point;
    this.partWritten = outer.written;
    for (const id of inner ?? []) outer.written?.add(id);
  }

  /** What a nested transaction may change of this one's own state, to put back if it fails. */
  mark(): TxMark {
    return { seqs: new Map(this.seqs), publicAdded: new Map(this.publicAdded), undoCleared: new Set(this.undoCleared) };
  }

  restore(mark: TxMark): void {
    this.seqs = new Map(mark.seqs);
    this.publicAdded = new Map(mark.publicAdded);
    this.undoCleared = new Set(mark.undoCleared);
  }

  /** Every write goes through here: a read-only transaction that writes is a fault of its caller. */
  private writing(): void {
    if (this.mode === 'read') throw new Error('a read-only transaction tried to write');
  }

  /**
   * Before anything of a campaign (its events, jobs, undo steps) is written: its row is locked first,
   * as everywhere (PostgreSQL; a no-op when this transaction read it, which locked it).
   */
  private own(campaignId: number): void {
    this.writing();
    if (this.runner.dialect !== 'pg' || this.locked.has(campaignId)) return;
    this.s.lockCampaign.defer(campaignId);
    this.locked.add(campaignId);
    this.tally(campaignId);
  }

  /** A campaign's row as read (by channel or id), locked first when this transaction writes. */
  private campaignRow(read: Stmt, locked: Stmt, key: unknown): Row | undefined {
    const found = (this.mode === 'read' ? read : locked).get(key) as Row | undefined;
    if (found && this.mode === 'write' && this.runner.dialect === 'pg') {
      this.locked.add(found.id as number);
      this.tally(found.id as number);
    }
    return found;
  }

  /** An UPDATE or INSERT of a campaign row: the row's new stamp, or undefined when it changed nothing. */
  private writeRow(stmt: Stmt, args: readonly unknown[]): { readonly stamp: string | null } | undefined {
    if (this.runner.dialect === 'pg') return stmt.get(...args) as { stamp: string } | undefined;
    return stmt.run(...args).changes === 1 ? { stamp: null } : undefined;
  }

  /** A campaign row with its game put together from its text and its list rows. */
  private toCampaign(row: Row, parts?: readonly { key: string; idx: number; body: string }[]): Campaign {
    const split = optionalJson(row.game_split) as Split | undefined ?? null;
    const { game, recent } = assembleGame(row.game as string | null, split, split === null ? [] : (parts ?? (this.s.gameParts.all(row.id) as { key: string; idx: number; body: string }[])));
    if (typeof game === 'object' && game !== null) this.stored.set(game, { split, recent });
    return toCampaign(row, game);
  }

  /**
   * Plans a game's write against how `before` is stored (everything, when that is not known) and
   * writes its list rows; what goes in the campaign row comes back. The row must exist first.
   */
  private writeGame(id: number, next: unknown, before: unknown, plan = this.planGame(next, before)): { readonly skeleton: string | null; readonly split: string | null } {
    if (plan.clearAll) this.s.clearParts.defer(id);
    for (const c of plan.cut) this.s.cutParts.defer(id, c.key, c.from);
    for (const w of plan.writes) this.s.writePart.defer(id, w.key, w.idx, w.body);
    if (typeof next === 'object' && next !== null) this.stored.set(next, { split: plan.split, recent: plan.recent });
    return { skeleton: plan.skeleton, split: plan.split === null ? null : JSON.stringify(plan.split) };
  }

  private planGame(next: unknown, before: unknown): GameWrite {
    const stored = typeof before === 'object' && before !== null ? this.stored.get(before) : undefined;
    return planGameWrite(next, stored === undefined ? undefined : { ...stored, game: before });
  }

  private load(found: Row | undefined): Campaign | undefined {
    if (!found) return undefined;
    const id = found.id as number;
    const stamp = found.stamp as string | null;
    const mine = this.touched.get(id);
    if (mine && mine.campaign.version === found.version && mine.stamp === stamp) return mine.campaign;
    const cached = this.cache.get(id, found.version as number, stamp);
    const c = cached ?? deepFreeze(this.readCampaign(id));
    this.touched.set(id, { campaign: c, stamp });
    return c;
  }

  /** A campaign's row and its list rows (PostgreSQL: in one round trip). */
  private readCampaign(id: number): Campaign {
    if (this.runner.dialect !== 'pg') return this.toCampaign(this.s.campaignRow.get(id) as Row);
    let row: Row | undefined;
    this.s.campaignRow.later((rows) => (row = rows[0] as Row), id);
    const parts = this.s.gameParts.all(id) as { key: string; idx: number; body: string }[];
    return this.toCampaign(row!, parts);
  }

  /**
   * PostgreSQL, writing: a channel's active campaign locked, and in the same round trip, on the chance
   * the command needs them (a roll, a move, its log), its ledger locked and read and its last event and
   * action numbers: the campaign first, as everywhere, then its ledger.
   */
  private activeLocked(channelId: string): Row | undefined {
    let found: Row | undefined;
    this.s.lockActive!.later((rows) => (found = rows[0] as Row | undefined), channelId);
    const r = this.s.activeLedger!.get(channelId) as (Row & { events: number | null; actions: number | null }) | undefined;
    if (r) {
      if (!this.ledgers.has(r.id as number)) this.ledgerRow(r);
      this.learnt(r.id as number, r.events ?? 0, r.actions ?? 0);
    }
    if (found) this.locked.add(found.id as number);
    return found;
  }

  activeCampaign(channelId: string): Campaign | undefined {
    // Found locked in this transaction, nobody else can have changed it: asked again (an answer's stamp), it is as this transaction holds it.
    const mine = this.activeIn.get(channelId);
    const held = mine === undefined || this.poisoned ? undefined : this.touched.get(mine)?.campaign;
    if (held?.status === 'active' && held.channelId === channelId) return held;
    const pgWrite = this.mode === 'write' && this.runner.dialect === 'pg';
    const c = this.load(pgWrite ? this.activeLocked(channelId) : this.campaignRow(this.s.activeVersion, this.s.activeVersionLocked, channelId));
    if (c && this.mode === 'write' && this.runner.dialect === 'pg') this.activeIn.set(channelId, ledgerId(c.id));
    return c;
  }

  campaign(id: string): Campaign | undefined {
    const n = Number(id);
    if (!isRowId(n)) return undefined;
    return this.load(this.campaignRow(this.s.campaignVersion, this.s.campaignVersionLocked, n));
  }

  campaignsIn(channelId: string): Campaign[] {
    return (this.s.campaignsIn.all(channelId) as Row[]).map((r) => this.toCampaign(r));
  }

  insertCampaign(c: Campaign): void {
    this.writing();
    const id = ledgerId(c.id);
    const plan = this.planGame(c.game, undefined);
    const split = plan.split === null ? null : JSON.stringify(plan.split);
    // The campaign row first: its list rows refer to it.
    const values = [id, c.channelId, c.name, c.ruleset, c.status, c.version, stateJson(c), plan.skeleton, split, jsonOrNull(c.board), c.createdAt, c.endedAt ?? null];
    const made = deepFreeze(c);
    if (this.runner.dialect === 'pg') {
      // An INSERT writes its row or fails: nothing waits for it, its stamp taken as it comes back.
      this.s.insertCampaign.later((rows) => {
        if (this.touched.get(id)?.campaign === made) this.touched.set(id, { campaign: made, stamp: (rows[0] as { stamp: string }).stamp });
      }, ...values);
      this.locked.add(id);
      // A new campaign has no events or actions yet, so nothing public.
      this.learnt(id, 0, 0);
      this.publicCounts.set(id, { seq: 0, count: 0 });
      if (c.status === 'active') this.activeIn.set(c.channelId, id);
      this.touched.set(id, { campaign: made, stamp: null });
    } else {
      this.writeRow(this.s.insertCampaign, values);
      this.touched.set(id, { campaign: made, stamp: null });
    }
    this.writeGame(id, c.game, undefined, plan);
    this.wrote(id);
  }

  private wrote(id: number): void {
    this.written.add(id);
    this.partWritten?.add(id);
  }

  writtenCampaigns(): Campaign[] {
    // After a savepoint rolled back, what this transaction holds may not be what the database does: read them again.
    return [...(this.partWritten ?? this.written)].map((id) => (this.poisoned ? this.campaign(String(id)) : this.touched.get(id)?.campaign)).filter((c): c is Campaign => c !== undefined);
  }

  saveCampaign(c: Campaign): Campaign {
    this.writing();
    const id = ledgerId(c.id);
    const next = { ...c, version: c.version + 1 };
    // The parts as this version was loaded: a game or board the command left as it was is not written again.
    const was = this.touched.get(id)?.campaign ?? this.cache.peek(id);
    const known = was?.version === c.version ? was : undefined;
    const game = known === undefined || known.game !== c.game;
    const board = known === undefined || known.board !== c.board;
    const head = [c.name, c.status, next.version, stateJson(c), c.endedAt ?? null] as const;
    const where = [id, c.version] as const;
    const g = game ? this.writeGame(id, c.game, known?.game) : undefined;
    // The row locked by this transaction at this version: nobody else can have moved it, so nothing waits
    // for the UPDATE's answer; its new stamp is taken as it comes back, before the COMMIT.
    if (this.runner.dialect === 'pg' && this.locked.has(id) && !this.poisoned && this.touched.get(id)?.campaign.version === c.version) {
      const saved = deepFreeze(next);
      const stamped = (rows: unknown[]) => {
        if (this.touched.get(id)?.campaign === saved) this.touched.set(id, { campaign: saved, stamp: (rows[0] as { stamp: string }).stamp });
      };
      if (g && board) this.s.saveBothHeld!.later(stamped, ...head, g.skeleton, g.split, jsonOrNull(c.board), ...where);
      else if (g) this.s.saveGameHeld!.later(stamped, ...head, g.skeleton, g.split, ...where);
      else if (board) this.s.saveBoardHeld!.later(stamped, ...head, jsonOrNull(c.board), ...where);
      else this.s.saveHeld!.later(stamped, ...head, ...where);
      this.touched.set(id, { campaign: saved, stamp: null });
      this.wrote(id);
      return next;
    }
    const row = g && board
      ? this.writeRow(this.s.saveBoth, [...head, g.skeleton, g.split, jsonOrNull(c.board), ...where])
      : g
        ? this.writeRow(this.s.saveGame, [...head, g.skeleton, g.split, ...where])
        : board
          ? this.writeRow(this.s.saveBoard, [...head, jsonOrNull(c.board), ...where])
          : this.writeRow(this.s.save, [...head, ...where]);
    if (row === undefined) throw new StaleVersionError(c.id);
    if (this.runner.dialect === 'pg') this.locked.add(id);
    // Frozen from here: a later change in place would leave the database and the cache apart.
    this.touched.set(id, { campaign: deepFreeze(next), stamp: row.stamp });
    this.wrote(id);
    return next;
  }

  createLedger(input: Parameters<StoreTx['createLedger']>[0]): LedgerInfo {
    this.writing();
    const secret = this.cipher.encrypt(input.secret);
    const { lastInsertRowid } = this.s.createLedger.run(input.kind, input.channelId, input.owner ?? null, secret, input.commitment, input.createdAt);
    // The row as written, not read back: new in this transaction, it is seen by no one else until the COMMIT.
    const row = { id: Number(lastInsertRowid), kind: input.kind, channel_id: input.channelId, owner_id: input.owner ?? null, commitment: input.commitment, created_at: input.createdAt, published_at: null, secret, n: null };
    return this.ledgerRow(row)!;
  }

  /** A ledger as read, kept for the rest of the transaction with its secret. */
  private ledgerRow(row: Row | undefined): LedgerInfo | undefined {
    if (!row) return undefined;
    const info = toLedger(row, this.cipher);
    this.ledgers.set(row.id as number, { info, secret: row.secret as Buffer });
    return info;
  }

  /** A ledger this transaction has read, while nothing it did was rolled back. */
  private knownLedger(id: number): { info: LedgerInfo; secret: Buffer } | undefined {
    return this.poisoned ? undefined : this.ledgers.get(id);
  }

  /** A ledger as read: locked first when this transaction writes (its next roll is numbered from it). */
  ledger(id: string): LedgerInfo | undefined {
    const n = Number(id);
    if (!isRowId(n)) return undefined;
    return this.knownLedger(n)?.info ?? this.ledgerRow((this.mode === 'read' ? this.s.ledgerRead : this.s.ledger).get(n) as Row | undefined);
  }

  openChannelLedger(channelId: string): LedgerInfo | undefined {
    return this.ledgerRow((this.mode === 'read' ? this.s.openChannelLedgerRead : this.s.openChannelLedger).get(channelId) as Row | undefined);
  }

  openPersonalLedger(channelId: string, ownerId: string): LedgerInfo | undefined {
    return this.ledgerRow((this.mode === 'read' ? this.s.openPersonalLedgerRead : this.s.openPersonalLedger).get(channelId, ownerId) as Row | undefined);
  }

  publishedLedgers(channelId: string): LedgerInfo[] {
    return (this.s.publishedLedgers.all(channelId) as Row[]).map((r) => toLedger(r, this.cipher));
  }

  ledgerSecret(id: string): Uint8Array {
    const known = this.knownLedger(ledgerId(id));
    const row = known ?? (this.s.ledgerSecret.get(ledgerId(id)) as { secret: Buffer } | undefined);
    if (!row) throw new Error(`no ledger ${id}`);
    return new Uint8Array(this.cipher.decrypt(row.secret));
  }

  publishLedger(id: string, at: string): LedgerInfo {
    this.writing();
    if (this.s.publishLedger.run(at, ledgerId(id)).changes !== 1) throw new Error(`ledger ${id} is missing or already published`);
    return this.ledgerRow(this.s.ledger.get(ledgerId(id)) as Row)!;
  }

  appendRoll(id: string, e: LedgerEntry): void {
    this.writing();
    const n = ledgerId(id);
    this.s.appendRoll.defer(n, e.n, e.at, e.actor.id, e.actor.name, e.command, e.reason ?? null, JSON.stringify(e.audience), JSON.stringify(e.parts));
    const known = this.ledgers.get(n);
    if (known) this.ledgers.set(n, { ...known, info: { ...known.info, rolls: Math.max(known.info.rolls, e.n) } });
  }

  rolls(id: string): LedgerEntry[] {
    return (this.s.rolls.all(ledgerId(id)) as Row[]).map((r) => ({
      n: r.n as number,
      at: r.at as string,
      actor: { id: r.actor_id as string, name: r.actor_name as string },
      command: r.command as string,
      ...(r.reason === null ? {} : { reason: r.reason as string }),
      audience: json(r.audience) as LedgerEntry['audience'],
      parts: json(r.parts) as LedgerEntry['parts'],
    }));
  }

  /** The next event number is taken under the campaign's lock, so two processes never take the same one. */
  appendEvent(campaignId: string, e: Omit<LogEvent, 'seq'>): LogEvent {
    const id = ledgerId(campaignId);
    this.own(id);
    const event: LogEvent = { ...e, seq: this.lastSeq('events', id) + 1 };
    this.seqs.set(`events:${id}`, event.seq);
    if (isPublic(e)) this.publicAdded.set(id, (this.publicAdded.get(id) ?? 0) + 1);
    this.s.appendEvent.defer(id, event.seq, e.at, e.actor.id, e.actor.name, JSON.stringify(e.audience), JSON.stringify(e.data));
    return event;
  }

  changeMark(campaignId: string): string | undefined {
    const n = Number(campaignId);
    if (!isRowId(n)) return undefined;
    const row = this.s.changeMark.get(n) as { version: number; seq: number | null } | undefined;
    return row && `${row.version}.${row.seq ?? 0}`;
  }

  events(campaignId: string): LogEvent[] {
    return (this.s.events.all(ledgerId(campaignId)) as Row[]).map((r) => ({
      seq: r.seq as number,
      at: r.at as string,
      actor: { id: r.actor_id as string, name: r.actor_name as string },
      audience: json(r.audience) as LogEvent['audience'],
      data: json(r.data) as LogEvent['data'],
    }));
  }

  appendAction(campaignId: string, a: Omit<Action, 'seq' | 'base' | 'logTo'>, base?: Campaign): Action {
    const id = ledgerId(campaignId);
    // Numbered under the campaign's lock, as events are.
    this.own(id);
    const seq = this.lastSeq('actions', id) + 1;
    this.seqs.set(`actions:${id}`, seq);
    const logTo = this.lastSeq('events', id);
    // The campaign as it stood goes with its first action only: a replay starts there.
    const action: Action = { ...a, seq, logTo, ...(seq === 1 && base ? { base } : {}) };
    this.s.appendAction.defer(
      id,
      seq,
      a.at,
      a.actor.id,
      a.actor.name,
      a.side ?? null,
      a.command,
      JSON.stringify(a.options),
      a.version,
      a.rollFrom,
      a.rollTo,
      logTo,
      a.clock ? 1 : 0,
      a.bot ? 1 : 0,
      JSON.stringify(a.after),
      action.base ? frozenJson(action.base) : null,
    );
    return action;
  }

  actions(campaignId: string): Action[] {
    return (this.s.actions.all(ledgerId(campaignId)) as Row[]).map((r) => ({
      seq: r.seq as number,
      at: r.at as string,
      actor: { id: r.actor_id as string, name: r.actor_name as string },
      ...(r.side === null ? {} : { side: r.side as string }),
      command: r.command as string,
      options: json(r.options) as Action['options'],
      version: r.version as number,
      rollFrom: r.roll_from as number,
      rollTo: r.roll_to as number,
      logTo: r.log_to as number,
      ...(r.clock === 1 ? { clock: true as const } : {}),
      ...(r.bot === 1 ? { bot: true as const } : {}),
      after: json(r.after) as Action['after'],
      ...(r.base === null ? {} : { base: json(r.base) as Campaign }),
    }));
  }

  /**
   * Counted in the database, the log growing with the game; on PostgreSQL, a campaign this transaction
   * holds locked is counted from what the last transaction on it in this process left, when its log has
   * not grown since (`publicCounts`), plus what this one added.
   */
  publicEventCount(campaignId: string): number {
    const id = ledgerId(campaignId);
    if (this.locked.has(id) && !this.poisoned) {
      if (this.tallying.has(id)) this.runner.flush?.();
      const first = this.firstSeq.get(id);
      const known = this.publicCounts.get(id);
      if (first !== undefined && known?.seq === first) return known.count + (this.publicAdded.get(id) ?? 0);
    }
    const n = (this.s.publicEventCount.get(id) as { n: number }).n;
    const first = this.firstSeq.get(id);
    // What the count was when the log ended at `first`: the count now less what this transaction added.
    if (this.locked.has(id) && !this.poisoned && first !== undefined) this.publicCounts.set(id, { seq: first, count: n - (this.publicAdded.get(id) ?? 0) });
    return n;
  }

  addToInbox(userId: string, m: Omit<InboxMessage, 'id'>): void {
    this.writing();
    const files: StoredFile[] = [...(m.post.images ?? []), ...(m.post.files ?? [])].map((f) => ({
      name: f.name,
      base64: Buffer.from(f.data).toString('base64'),
    }));
    this.s.addToInbox.defer(userId, m.channelId, m.createdAt, m.post.text, JSON.stringify(files));
  }

  unreadInbox(userId: string): InboxMessage[] {
    return (this.s.unreadInbox.all(userId) as Row[]).map((r) => {
      const all = (json(r.files) as StoredFile[]).map((f) => ({ name: f.name, data: new Uint8Array(Buffer.from(f.base64, 'base64')) }));
      const images = all.filter((f) => f.name.endsWith('.png'));
      const files = all.filter((f) => !f.name.endsWith('.png'));
      return {
        id: r.id as number,
        channelId: r.channel_id as string,
        createdAt: r.created_at as string,
        post: { text: r.text as string, ...(images.length ? { images } : {}), ...(files.length ? { files } : {}) },
      };
    });
  }

  markInboxRead(ids: readonly number[]): void {
    this.writing();
    for (const id of ids) this.s.deleteFromInbox.defer(id);
  }

  pendingJobs(campaignId: string): Job[] {
    return (this.s.pendingJobs.all(ledgerId(campaignId)) as Row[]).map(toJob);
  }

  replaceJobs(campaignId: string, planned: readonly PlannedJob[], at: string): void {
    this.own(ledgerId(campaignId));
    this.s.supersedeJobs.defer(at, ledgerId(campaignId));
    for (const j of planned) this.addJob(campaignId, j);
  }

  addJob(campaignId: string, j: PlannedJob): void {
    this.own(ledgerId(campaignId));
    this.s.addJob.defer(ledgerId(campaignId), j.kind, j.side, j.turnKey, j.dueAt, j.deadlineAt ?? null);
  }

  dueJobs(now: string): Job[] {
    return (this.s.dueJobs.all(now) as Row[]).map(toJob);
  }

  finishJob(job: Pick<Job, 'id' | 'campaignId'>, at: string, fate: string): boolean {
    this.own(ledgerId(job.campaignId));
    return this.s.finishJob.run(at, fate, job.id).changes === 1;
  }

  changed(): boolean {
    return this.runner.wroteSince(this.startPoint);
  }

  addOutbox(e: Omit<OutboxEntry, 'id' | 'delivered'>): number {
    this.writing();
    const route = e.route === undefined ? null : JSON.stringify(e.route);
    const values = [e.owner, e.createdAt, e.channelId, e.actor?.id ?? null, e.actor?.name ?? null, e.command, route, e.outcome, e.parts] as const;
    if (!this.runner.reserveId) return Number(this.s.addOutbox.run(...values).lastInsertRowid);
    // Its id known now, the entry goes with the COMMIT.
    const id = this.runner.reserveId('outbox_id_seq');
    this.s.addOutboxAs.defer(id, ...values);
    return id;
  }

  markOutbox(id: number, parts: number): void {
    this.writing();
    // Gone once every part is told, else marked; both go with the COMMIT (the second finds nothing after the first).
    this.s.doneOutbox.defer(id, parts);
    this.s.markOutbox.defer(parts, id);
  }

  holdLease(owner: string, holder: string, until: string, now: string, takeFrom?: string): Lease {
    this.writing();
    if (this.s.holdLease.run(owner, holder, until, now, takeFrom ?? '').changes === 1) return { held: true, holder, until };
    const r = this.s.lease.get(owner) as { holder: string; expires_at: string };
    return { held: false, holder: r.holder, until: r.expires_at };
  }

  releaseLease(owner: string, holder: string): void {
    this.writing();
    this.s.releaseLease.defer(owner, holder);
  }

  lapsedOwners(now: string, except: string): string[] {
    return (this.s.lapsedOwners.all(except, now) as { owner: string }[]).map((r) => r.owner);
  }

  moveOutbox(from: string, to: string): number {
    this.writing();
    return this.s.moveOutbox.run(to, from).changes;
  }

  undelivered(owner: string): OutboxEntry[] {
    return (this.s.undelivered.all(owner) as Row[]).map((r) => ({
      id: r.id as number,
      owner: r.owner as string,
      createdAt: r.created_at as string,
      channelId: r.channel_id as string,
      ...(r.actor_id === null ? {} : { actor: { id: r.actor_id as string, name: r.actor_name as string } }),
      command: r.command as string,
      ...(r.route === null ? {} : { route: json(r.route) as OutboxEntry['route'] & object }),
      outcome: r.outcome as string,
      parts: r.parts as number,
      delivered: r.delivered as number,
    }));
  }

  pushUndo(step: Omit<UndoStep, 'id'>): void {
    this.own(ledgerId(step.campaignId));
    this.undoCleared.delete(ledgerId(step.campaignId));
    this.s.pushUndo.defer(
      ledgerId(step.campaignId),
      step.actor.id,
      step.actor.name,
      step.side,
      step.command,
      step.told ? 1 : 0,
      JSON.stringify(step.before),
      JSON.stringify(step.after),
    );
  }

  undoSteps(campaignId: string): UndoStep[] {
    return (this.s.undoSteps.all(ledgerId(campaignId)) as Row[]).map((r) => ({
      id: r.id as number,
      campaignId: String(r.campaign_id),
      actor: { id: r.actor_id as string, name: r.actor_name as string },
      side: r.side as string,
      command: r.command as string,
      told: r.told === 1,
      before: json(r.before) as UndoStep['before'],
      after: json(r.after) as UndoStep['after'],
    }));
  }

  dropUndo(id: number): void {
    this.writing();
    this.s.dropUndo.defer(id);
  }

  clearUndo(campaignId: string): void {
    const id = ledgerId(campaignId);
    this.own(id);
    // Every roll clears them: a batch of rolls in one campaign needs it once.
    if (this.undoCleared.has(id)) return;
    this.undoCleared.add(id);
    this.s.clearUndo.defer(id, id);
  }
}

/** better-sqlite3's statements as they are; writes counted by the connection's own total_changes(). */
function sqliteRunner(db: Database.Database): Runner & { stamp(): string } {
  const ownChanges = db.prepare('SELECT total_changes()').pluck();
  const otherWriters = db.prepare('PRAGMA data_version').pluck();
  return {
    dialect: 'sqlite',
    prepare: (sql) => {
      const s = db.prepare(sql);
      // Statements of a program that only reads cannot run(): deferred, they are read and dropped.
      const now = s.reader ? (...a: unknown[]) => void s.all(...a) : (...a: unknown[]) => void s.run(...a);
      return {
        get: (...a) => s.get(...a),
        all: (...a) => s.all(...a),
        run: (...a) => s.run(...a),
        defer: now,
        later: (then, ...a) => then(s.reader ? s.all(...a) : (s.run(...a), [])),
      };
    },
    writePoint: () => ownChanges.get() as number,
    // Each statement runs as it is issued: the connection's count of rows written tells.
    wroteSince: (point) => ownChanges.get() !== point,
    // Writes by anyone but this store: another connection (data_version) or this one outside a transaction of ours (total_changes).
    stamp: () => `${String(otherWriters.get())}:${String(ownChanges.get())}`,
  };
}

/**
 * The campaign store on better-sqlite3: every command is one synchronous IMMEDIATE transaction, its
 * statements prepared once, and the campaigns it loaded kept for the next command once it commits.
 */
export class SqliteCampaignStore implements CampaignStore {
  private readonly runner: ReturnType<typeof sqliteRunner>;
  private readonly statements: Statements;
  private readonly cache = new CampaignCache(256);
  /** Each campaign's count of public log entries, for `SqlTx.publicEventCount` (PostgreSQL: SQLite counts them each time). */
  private readonly publicCounts = new Map<number, { readonly seq: number; readonly count: number }>();
  private readonly stored = new WeakMap<object, Stored>();
  private readonly run: Database.Transaction<(tx: SqlTx, fn: (tx: StoreTx) => unknown) => unknown>;
  private outer: SqlTx | undefined;
  /** The database as this store last left it; anything else means someone else wrote, and the cache goes. */
  private stamp = '';

  private constructor(
    readonly db: Db,
    private readonly cipher: SecretCipher,
  ) {
    this.runner = sqliteRunner(db.$client);
    this.statements = prepareAll(this.runner);
    this.run = db.$client.transaction((tx: SqlTx, fn: (tx: StoreTx) => unknown) => fn(tx));
    this.transaction(() => upkeep(this.statements, cipher));
  }

  private stampNow(): string {
    return this.runner.stamp();
  }

  /** Opens (creating, migrating) the database at `path`; `ledgerKey` encrypts its ledger secrets (`LEDGER_KEY`). */
  static open(path: string | Buffer, ledgerKey: Uint8Array): SqliteCampaignStore {
    const cipher = new SecretCipher(ledgerKey);
    const db = openDatabase(path);
    try {
      return new SqliteCampaignStore(db, cipher);
    } catch (e) {
      db.$client.close();
      throw e;
    }
  }

  /**
   * An empty store in memory whose first ledger is numbered `firstLedgerId` (ledgers are numbered by
   * AUTOINCREMENT, which goes on from `sqlite_sequence`): a replay rebuilds a campaign under its own id,
   * which its dice are seeded with.
   */
  static scratch(firstLedgerId: number): SqliteCampaignStore {
    if (!Number.isSafeInteger(firstLedgerId) || firstLedgerId < 1) throw new Error(`bad ledger id ${firstLedgerId}`);
    const db = openDatabase(':memory:');
    db.$client.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('ledgers', ?)").run(firstLedgerId - 1);
    // What it holds is made and dropped in this process: its secrets need no key that outlives it.
    return new SqliteCampaignStore(db, new SecretCipher(randomBytes(LEDGER_KEY_BYTES)));
  }

  transaction<T>(fn: (tx: StoreTx) => T): T {
    return this.begin(fn, 'write');
  }

  /** A read-only transaction; on SQLite as immediate as any other (one process holds the database), writes refused. */
  read<T>(fn: (tx: StoreTx) => T): T {
    return this.begin(fn, 'read');
  }

  /** Several commands in one transaction (one write to the disk), each nested in a savepoint. */
  batch<T>(fn: () => T): T {
    return this.begin(() => fn(), 'write');
  }

  private begin<T>(fn: (tx: StoreTx) => T, mode: TxMode): T {
    if (this.outer) return this.nested(this.outer, fn);
    const tx = new SqlTx(this.statements, this.cache, this.stored, this.runner, this.cipher, this.publicCounts, mode);
    this.outer = tx;
    try {
      const result = this.run.immediate(tx, (t: StoreTx) => {
        if (this.stampNow() !== this.stamp) this.cache.clear();
        const r = fn(t);
        this.stamp = this.stampNow();
        return r;
      }) as T;
      if (!tx.poisoned) for (const c of tx.touched.values()) this.cache.put(c);
      return result;
    } catch (e) {
      // A failed command's campaigns are read from the database next time.
      for (const id of tx.touched.keys()) this.cache.drop(id);
      this.stamp = this.stampNow();
      throw unavailableOrAsIs(e);
    } finally {
      this.outer = undefined;
    }
  }

  /** A transaction inside another runs in a savepoint; if it fails, nothing the outer one loaded is kept. */
  private nested<T>(tx: SqlTx, fn: (tx: StoreTx) => T): T {
    const mark = tx.mark();
    const outer = tx.partBegins();
    try {
      return this.run(tx, fn) as T;
    } catch (e) {
      tx.poisoned = true;
      tx.restore(mark);
      throw e;
    } finally {
      tx.partEnds(outer);
    }
  }

  health(): StoreHealth {
    return { database: 'sqlite', available: this.db.$client.open, roundTrips: 0, statements: 0, connectionsLost: 0 };
  }

  close(): void {
    this.db.$client.close();
  }
}

/**
 * SQLite's passing states, as PostgreSQL's unreachable server: the file locked by another process past
 * the busy timeout, the disk full, an I/O error. Its transaction was rolled back whole.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY)/;

function unavailableOrAsIs(e: unknown): unknown {
  const code = (e as { code?: unknown }).code;
  if (typeof code !== 'string' || !SQLITE_UNAVAILABLE.test(code)) return e;
  return new StoreUnavailableError(`SQLite: ${e instanceof Error ? e.message : code} (${code})`);
}

/** `?` parameters as PostgreSQL's `$1`, `$2`… (no statement of the store has a `?` inside a string). */
export function numberParams(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * Statements on one `SyncPg` connection, in as few round trips as the transaction allows: a statement
 * nothing waits on (a write, a lock: `defer`) and the transaction's BEGIN are held and sent with the next
 * statement that is waited on, or with the COMMIT, in one round trip; a transaction that sent nothing is
 * ended without one. Each statement is numbered as it is issued, and a write is known by its own number
 * (`wroteSince`): as it comes back, or as it is held when it surely writes a row.
 */
export class PgRunner implements Runner {
  readonly dialect = 'pg' as const;
  /** Statements issued on this connection so far, held or sent: the last one's number. */
  private issued = 0;
  /** The number of the last statement sent that wrote a row. */
  private lastWrite = 0;
  /** Held statements, in order (BEGIN first when the transaction has sent nothing yet), with what waits for their rows. */
  private held: Held[] = [];
  /** Whether anything of the open transaction reached the server (then it must be ended there). */
  private sent = false;
  /** A read-only transaction: its statements run each on its own, with no BEGIN or COMMIT (see `begin`). */
  private reading = false;
  /** Ids reserved from each sequence and not yet used (`reserveId`). */
  private readonly ids = new Map<string, number[]>();

  constructor(private readonly conn: SyncPg) {}

  prepare(sqliteText: string): Stmt {
    const sql = numberParams(sqliteText);
    const certain = /^\s*INSERT\b(?![\s\S]*\bON CONFLICT\b)[\s\S]*\bVALUES\b/i.test(sql);
    const write = /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql);
    // An UPDATE that must change its one row (`sureUpdate`): the server reports a SELECT, no row written.
    const sure = sql.startsWith('WITH u AS (UPDATE ');
    return {
      get: (...a) => this.query(sql, a).rows[0],
      all: (...a) => this.query(sql, a).rows,
      // Its own rows, not those of the held statements that went with it.
      run: (...a) => {
        const r = this.query(sql, a);
        return { changes: r.changes, lastInsertRowid: (r.rows[0]?.id as number | undefined) ?? 0 };
      },
      defer: (...a) => this.hold({ sql, params: a, sure }, certain || sure, write),
      later: (then, ...a) => this.hold({ sql, params: a, then, sure }, certain || sure, write),
    };
  }

  private hold(h: Omit<Held, 'no' | 'writes'>, certain: boolean, write: boolean): void {
    const writes = certain ? 'surely' : write ? 'maybe' : undefined;
    this.held.push({ ...h, no: ++this.issued, ...(writes === undefined ? {} : { writes }) });
  }

  /** Sends what is held, the last of it as the statement waited on; nothing when only BEGIN is. */
  flush(): void {
    if (this.held.every((h) => h.sql === 'BEGIN')) return;
    const last = this.held.pop()!;
    const { rows } = this.query(last.sql, last.params, last);
    last.then?.(rows);
  }

  writePoint(): number {
    return this.issued;
  }

  wroteSince(point: number): boolean {
    if (this.lastWrite > point) return true;
    const since = this.held.filter((h) => h.no > point);
    if (since.some((h) => h.writes === 'surely')) return true;
    if (!since.some((h) => h.writes === 'maybe')) return false;
    this.flush();
    return this.lastWrite > point;
  }

  /**
   * The transaction begins with the first statement sent. One that only reads needs no transaction on
   * the server: under READ COMMITTED each statement reads its own snapshot in a transaction as well, and
   * the store refuses its writes; so its statements run on their own, a round trip each and no more.
   */
  begin(mode: TxMode): void {
    this.reading = mode === 'read';
    this.held = this.reading ? [] : [{ sql: 'BEGIN', params: [], no: ++this.issued }];
    this.sent = false;
  }

  /** Sends what is held, with the COMMIT; nothing when the transaction did nothing. */
  commit(): void {
    if (this.reading) return;
    if (!this.sent && this.held.every((h) => h.sql.startsWith('BEGIN'))) {
      this.held = [];
      return;
    }
    // A COMMIT of a transaction a failed statement left aborted is a ROLLBACK, told only by its tag.
    if (this.query('COMMIT', []).command === 'ROLLBACK') throw new PgError('PostgreSQL rolled the transaction back at its COMMIT: a statement of it had failed', '25P02');
  }

  /** Drops what is held; the transaction is rolled back on the server if anything of it reached it. */
  rollback(): void {
    this.held = [];
    if (this.sent && !this.reading) this.conn.query('ROLLBACK');
  }

  reserveId(sequence: string): number {
    let free = this.ids.get(sequence);
    if (!free?.length) {
      // A block at a time (a sequence's values are never handed out twice, to any process); one round trip in 64 entries.
      free = this.query('SELECT nextval($1::regclass) AS id FROM generate_series(1, 64)', [sequence]).rows.map((r) => Number(r.id));
      this.ids.set(sequence, free);
    }
    return free.shift()!;
  }

  /**
   * A savepoint: what is held goes first, so a failure inside is known to be inside; or, in a batch of
   * commands (`held`), the SAVEPOINT is held too and goes with the next round trip (a failure may then
   * show in a later part: the batch ends whole on it).
   */
  savepoint(name: string, held = false): void {
    // A read-only transaction has no transaction on the server to save a point in, and writes nothing to undo.
    if (this.reading) return;
    if (held) this.held.push({ sql: `SAVEPOINT ${name}`, params: [], no: ++this.issued });
    else this.query(`SAVEPOINT ${name}`, []);
  }

  /** The savepoint's part went well. One never sent needs no RELEASE: it is taken back, and with it a subtransaction. */
  release(name: string): void {
    if (this.reading) return;
    const at = this.heldSavepoint(name);
    if (at >= 0) this.held.splice(at, 1);
    else this.held.push({ sql: `RELEASE SAVEPOINT ${name}`, params: [], no: ++this.issued });
  }

  /**
   * Back to the savepoint: what was held after it is dropped (it never reached the server). A SAVEPOINT
   * still held never reached it either: what came before it stays held, and nothing is sent.
   */
  rollbackTo(name: string): void {
    if (this.reading) return;
    const at = this.heldSavepoint(name);
    if (at >= 0) {
      this.held = this.held.slice(0, at);
      return;
    }
    this.held = [];
    this.conn.query(`ROLLBACK TO SAVEPOINT ${name}`);
  }

  /** Where the SAVEPOINT `name` is among the held statements (not sent yet), or -1. */
  private heldSavepoint(name: string): number {
    return this.held.findLastIndex((h) => h.sql === `SAVEPOINT ${name}`);
  }

  /** Sends what is held, then `sql` (the held statement `last`, or one issued now); its rows, the rows it wrote, its command tag's verb. */
  private query(sql: string, params: readonly unknown[], last?: Held): { rows: Record<string, unknown>[]; changes: number; command: string | undefined } {
    const before = this.held;
    this.held = [];
    this.sent = true;
    const r = this.conn.query(sql, params, before.map((h) => ({ sql: h.sql, params: h.params })));
    const sent = [...before, last ?? { sql, params, no: ++this.issued }];
    // A `sureUpdate` wrote its row though the server counts none.
    sent.forEach((h, i) => {
      if ((r.changes[i] ?? 0) > 0 || h.sure === true) this.lastWrite = Math.max(this.lastWrite, h.no);
    });
    // In the order they were held: a later one's reader may count on an earlier one's.
    before.forEach((h, i) => h.then?.(r.earlier[i] ?? []));
    return { rows: r.rows, changes: r.changes[before.length] ?? 0, command: r.command };
  }
}

/** A statement held by `PgRunner` until the next round trip, and what waits for its rows. */
interface Held {
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly then?: (rows: unknown[]) => void;
  /** A `sureUpdate`: it writes its one row, though the server reports none written. */
  readonly sure?: boolean;
  /** Its number, in the order statements were issued on the connection (`wroteSince`). */
  readonly no: number;
  /** A write: one that surely writes a row (an INSERT of VALUES, a `sureUpdate`), or one that may write none (an UPDATE, a DELETE). */
  readonly writes?: 'surely' | 'maybe';
}

/** SQLSTATEs of a transaction PostgreSQL ended for another's sake: deadlock_detected, serialization_failure. */
const RETRIED = new Set(['40P01', '40001']);
/** How many times such a transaction is run again, and the pause before the first (doubled each time, jittered). */
const RETRIES = 2;
const RETRY_PAUSE_MS = 20;
const pauseFlag = new Int32Array(new SharedArrayBuffer(4));

/**
 * The campaign store on PostgreSQL (`DATABASE_URL`), shared by every process of a bot: the same
 * synchronous port and transaction (`SqlTx`) as on SQLite, over one connection called synchronously
 * (`SyncPg`). Every command is one PostgreSQL transaction (READ COMMITTED); a nested one is a savepoint.
 * Two processes take turns on a campaign (its row is locked as it is read, and a save checks the
 * version) and on a ledger's roll numbers (its row is locked before a roll is numbered). The cache is
 * keyed by campaign version, which every write moves on, so another process's writes never hide behind it.
 */
export class PgCampaignStore implements CampaignStore {
  private readonly runner: PgRunner;
  private readonly statements: Statements;
  private readonly cache = new CampaignCache(256);
  /** Each campaign's count of public log entries, for `SqlTx.publicEventCount` (PostgreSQL: SQLite counts them each time). */
  private readonly publicCounts = new Map<number, { readonly seq: number; readonly count: number }>();
  private readonly stored = new WeakMap<object, Stored>();
  private outer: SqlTx | undefined;
  /** Savepoints made so far: each one's name is its number. */
  private parts = 0;
  /** A batch of commands is running: each part's SAVEPOINT goes with its next round trip. */
  private batching = false;

  private constructor(
    private readonly conn: SyncPg,
    private readonly cipher: SecretCipher,
  ) {
    this.runner = new PgRunner(conn);
    this.statements = prepareAll(this.runner);
    this.transaction(() => upkeep(this.statements, cipher));
  }

  /**
   * Connects to `url` (postgres://…) and applies every migration in migrations/pg not yet applied;
   * `ledgerKey` encrypts the ledger secrets (`LEDGER_KEY`, the same in every process).
   */
  static open(url: string, ledgerKey: Uint8Array): PgCampaignStore {
    const cipher = new SecretCipher(ledgerKey);
    const conn = new SyncPg(url);
    try {
      return new PgCampaignStore(conn, cipher);
    } catch (e) {
      conn.close();
      throw e;
    }
  }

  transaction<T>(fn: (tx: StoreTx) => T): T {
    return this.begin(fn, 'write');
  }

  /** A read-only transaction (READ ONLY): it locks nothing, so it waits for no one and holds no one up. */
  read<T>(fn: (tx: StoreTx) => T): T {
    return this.begin(fn, 'read');
  }

  /**
   * Several commands in one transaction: k rolls in one campaign take its lock's round trip and the
   * COMMIT's, not 2k. Each part's SAVEPOINT is held (no round trip of its own); a part that fails goes
   * back to it, and a ROLLBACK TO that cannot be made ends the batch (it must not reach its COMMIT).
   */
  batch<T>(fn: () => T): T {
    if (this.outer) return fn();
    this.batching = true;
    try {
      return this.begin(() => fn(), 'write');
    } finally {
      this.batching = false;
    }
  }

  /**
   * One transaction; one that PostgreSQL ended with a deadlock or a serialization failure (another
   * process's transaction went first) is run again from the start, as the command would be asked again,
   * after a pause of a few tens of milliseconds: the transaction that went on needs that moment to take
   * the row locks this one let go. Run again at once, it could take them back first and meet the other
   * the same way again (seen: three deadlocks in a row between the same two transactions).
   */
  private begin<T>(fn: (tx: StoreTx) => T, mode: TxMode): T {
    if (this.outer) return this.nested(this.outer, fn);
    for (let retry = 0; ; retry++) {
      try {
        return this.once(fn, mode);
      } catch (e) {
        if (!(e instanceof PgError) || !RETRIED.has(e.code ?? '') || retry === RETRIES) throw e;
        Atomics.wait(pauseFlag, 0, 0, RETRY_PAUSE_MS * 2 ** retry * (1 + Math.random()));
      }
    }
  }

  private once<T>(fn: (tx: StoreTx) => T, mode: TxMode): T {
    this.runner.begin(mode);
    const tx = new SqlTx(this.statements, this.cache, this.stored, this.runner, this.cipher, this.publicCounts, mode);
    this.outer = tx;
    try {
      const result = fn(tx);
      this.runner.commit();
      if (!tx.poisoned) for (const c of tx.touched.values()) this.cache.put(c);
      tx.committed();
      return result;
    } catch (e) {
      this.quietly(() => this.runner.rollback());
      // What a failed command wrote is read from the database next time. What it only read stays: the
      // cache gains nothing before a COMMIT, and every use checks an entry against the row's version and stamp.
      for (const id of tx.written) this.cache.drop(id);
      throw e;
    } finally {
      this.outer = undefined;
    }
  }

  /** A transaction inside another runs in a savepoint; if it fails, nothing the outer one loaded is kept. */
  private nested<T>(tx: SqlTx, fn: (tx: StoreTx) => T): T {
    // Never the name of an earlier part's savepoint: a ROLLBACK TO one this part never made must fail, not undo another's.
    const name = `sp${++this.parts}`;
    const mark = tx.mark();
    const outer = tx.partBegins();
    try {
      this.runner.savepoint(name, this.batching);
      const result = fn(tx);
      this.runner.release(name);
      return result;
    } catch (e) {
      tx.poisoned = true;
      tx.restore(mark);
      // In a batch the parts before this one go on to the COMMIT: a transaction left aborted must not.
      if (this.batching) this.runner.rollbackTo(name);
      else this.quietly(() => this.runner.rollbackTo(name));
      throw e;
    } finally {
      tx.partEnds(outer);
    }
  }

  /** Rolls back after a failure; the first error is the one worth reporting, so this one is dropped. */
  private quietly(undo: () => void): void {
    try {
      undo();
    } catch {
      // The connection is gone or the transaction already ended: nothing left to undo.
    }
  }

  health(): StoreHealth {
    const { available, roundTrips, statements, connectionsLost } = this.conn.stats;
    return { database: 'postgresql', available, roundTrips, statements, connectionsLost };
  }

  close(): void {
    this.conn.close();
  }
}
