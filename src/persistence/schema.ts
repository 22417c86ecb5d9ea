import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Actor, Campaign, CampaignWeb, JoinRequest, Side } from '../core/campaign.js';
import type { ActionOption } from '../core/action.js';
import type { RolledPart } from '../core/dice/roll-spec.js';
import type { Audience } from '../core/ledger.js';
import type { LogData } from '../core/log.js';
import type { HouseRuleOverrides } from '../core/house-rules.js';
import type { Scenario } from '../core/board/scenario.js';
import type { NotifyChoice, Pace } from '../core/pace.js';

/**
 * A dice ledger: a campaign's, a channel's for public rolls made outside any campaign, or one
 * player's sealed ledger of their hidden rolls outside any campaign (`owner_id`), which only they publish.
 */
export const ledgers = sqliteTable(
  'ledgers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['campaign', 'channel', 'personal'] }).notNull(),
    channelId: text('channel_id').notNull(),
    /** The user whose sealed ledger it is; null for the other kinds. */
    ownerId: text('owner_id'),
    /** The ledger's secret, encrypted under LEDGER_KEY (`src/persistence/secret-cipher.ts`). */
    secret: blob('secret', { mode: 'buffer' }).notNull(),
    commitment: text('commitment').notNull(),
    createdAt: text('created_at').notNull(),
    publishedAt: text('published_at'),
  },
  (t) => [index('ledgers_by_channel').on(t.channelId, t.kind)],
);

/** The campaign's own small state besides its indexed columns; the game and the board have columns of their own. */
export interface CampaignStateJson {
  gm: Actor;
  sides: Side[];
  houseRules: HouseRuleOverrides;
  pace?: Pace;
  notify?: Record<string, NotifyChoice>;
  sideThreads?: boolean;
  threads?: Record<string, string>;
  web?: CampaignWeb;
  startedAt?: string;
  gmOnly?: string[];
  requests?: JoinRequest[];
  left?: string[];
}

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: integer('id')
      .primaryKey()
      .references(() => ledgers.id),
    channelId: text('channel_id').notNull(),
    name: text('name').notNull(),
    ruleset: text('ruleset').notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    version: integer('version').notNull(),
    state: text('state', { mode: 'json' }).$type<CampaignStateJson>().notNull(),
    /** The ruleset's game, apart from the rest: a command that leaves it alone neither reads nor writes it. */
    game: text('game', { mode: 'json' }),
    /** The scenario's board, written only when it changes. */
    board: text('board', { mode: 'json' }).$type<Scenario>(),
    /**
     * The game's long lists kept in `game_parts`, one row per element, by key and length (`{"stands": 200}`);
     * in `game` they stand as null. Null: the whole game is in `game`.
     */
    gameSplit: text('game_split', { mode: 'json' }).$type<Record<string, number>>(),
    createdAt: text('created_at').notNull(),
    endedAt: text('ended_at'),
  },
  // One active campaign per channel, enforced by the database as well as by the service.
  (t) => [uniqueIndex('one_active_campaign_per_channel').on(t.channelId).where(sql`status = 'active'`)],
);

export const rolls = sqliteTable(
  'rolls',
  {
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => ledgers.id),
    n: integer('n').notNull(),
    at: text('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    command: text('command').notNull(),
    reason: text('reason'),
    audience: text('audience', { mode: 'json' }).$type<Audience>().notNull(),
    parts: text('parts', { mode: 'json' }).$type<RolledPart[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ledgerId, t.n] })],
);

export const events = sqliteTable(
  'events',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    seq: integer('seq').notNull(),
    at: text('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    audience: text('audience', { mode: 'json' }).$type<Audience>().notNull(),
    data: text('data', { mode: 'json' }).$type<LogData>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.seq] })],
);

/**
 * Every command that changed a campaign, as data (`src/core/action.ts`), written in the transaction of
 * its change: a campaign is replayed from these and its ledger's seeds (docs/replay.md).
 */
export const actions = sqliteTable(
  'actions',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    seq: integer('seq').notNull(),
    at: text('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    side: text('side'),
    command: text('command').notNull(),
    options: text('options', { mode: 'json' }).$type<Record<string, ActionOption>>().notNull(),
    version: integer('version').notNull(),
    rollFrom: integer('roll_from').notNull(),
    rollTo: integer('roll_to').notNull(),
    logTo: integer('log_to').notNull(),
    clock: integer('clock', { mode: 'boolean' }).notNull().default(false),
    bot: integer('bot', { mode: 'boolean' }).notNull().default(false),
    after: text('after', { mode: 'json' }).$type<Record<string, string | null>>().notNull(),
    base: text('base', { mode: 'json' }).$type<Campaign>(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.seq] })],
);

/** A stored file of an undelivered message. */
export interface StoredFile {
  name: string;
  base64: string;
}

/**
 * Direct messages Discord would not deliver (DMs closed, error 50007 and friends), kept for their
 * recipient's /inbox: a secret never falls back to the channel.
 */
export const inbox = sqliteTable(
  'inbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    channelId: text('channel_id').notNull(),
    createdAt: text('created_at').notNull(),
    text: text('text').notNull(),
    files: text('files', { mode: 'json' }).$type<StoredFile[]>().notNull(),
    /** Set only by versions that kept a message once read; a message read is now deleted (and such rows when a store opens). */
    readAt: text('read_at'),
  },
  (t) => [index('inbox_by_user').on(t.userId, t.readAt)],
);

/**
 * Timed jobs of play by post (reminders, deadline warnings, deadlines), one row per job: each is done
 * once (`done_at`, with its fate), and a new turn supersedes the jobs of the one before.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    kind: text('kind', { enum: ['reminder', 'warning', 'deadline'] }).notNull(),
    side: text('side').notNull(),
    turnKey: text('turn_key').notNull(),
    dueAt: text('due_at').notNull(),
    deadlineAt: text('deadline_at'),
    doneAt: text('done_at'),
    fate: text('fate'),
  },
  (t) => [index('jobs_due').on(t.doneAt, t.dueAt), index('jobs_by_campaign').on(t.campaignId, t.doneAt)],
);

/**
 * What `/campaign undo` may take back: the campaign's game and board as they were before each recent
 * move that rolled no die and revealed nothing. A move that rolled or revealed clears them (Rally the
 * Troops' rule: no undo past a die roll). The log and ledger are never rewritten; an undo is an event.
 */
export const undoSteps = sqliteTable(
  'undo_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    side: text('side').notNull(),
    command: text('command').notNull(),
    /** Whether the move was told in the channel; an undo of a move the channel never saw is told as privately. */
    told: integer('told', { mode: 'boolean' }).notNull(),
    before: text('before', { mode: 'json' }).$type<{ game?: unknown; board?: Scenario }>().notNull(),
    /** What the move made of them: an undo takes back this change alone, keeping what changed since. */
    after: text('after', { mode: 'json' }).$type<{ game?: unknown; board?: Scenario }>().notNull(),
  },
  (t) => [index('undo_by_campaign').on(t.campaignId, t.id)],
);

/**
 * The elements of a campaign game's long lists (`campaigns.game_split`): a move that changes one stand of
 * two hundred rewrites that stand's row, not the game.
 */
export const gameParts = sqliteTable(
  'game_parts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    key: text('key').notNull(),
    idx: integer('idx').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.key, t.idx] })],
);

/** Where a command's answer goes back: the Discord interaction it came from, while its token lasts. */
export interface StoredRoute {
  interactionId: string;
  applicationId: string;
  token: string;
  deferred?: boolean;
  elsewhere?: boolean;
}

/**
 * What a committed command (or the clock) has to tell, written in the same transaction as its effect
 * and kept until Discord has taken every part (`delivered`, one bit per part of `parts`): a crash after
 * the commit leaves the answer here, and the next start delivers it (docs/running.md, What a crash can and cannot do).
 */
export const outbox = sqliteTable('outbox', {
  // A plain rowid, not AUTOINCREMENT (whose counter is one more page written by every command): an id
  // may come again once its entry is gone, and its nonces stay unique by the entry's time as well.
  id: integer('id').primaryKey(),
  /**
   * The process (by its configured name, `OUTBOX_OWNER`, default `main`) that made it and delivers it:
   * a process restarted under its name takes up what it left, and two processes never send the same entry.
   */
  owner: text('owner').notNull().default('main'),
  createdAt: text('created_at').notNull(),
  channelId: text('channel_id').notNull(),
  /** Who asked; the clock's outcomes have nobody. */
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  command: text('command').notNull(),
  route: text('route', { mode: 'json' }).$type<StoredRoute>(),
  /** The outcome as the command made it, boards still to draw (`src/app/outbox.ts`). */
  outcome: text('outcome').notNull(),
  /** One bit per part to deliver (public, private, each DM, the GM's). */
  parts: integer('parts').notNull(),
  // No index: the table holds only what is not yet delivered, and is read by owner at start and each tick.
  delivered: integer('delivered').notNull().default(0),
});

/**
 * Which process holds each outbox name (`OUTBOX_OWNER`): a lease it renews while it runs and gives up
 * when it stops. A second process cannot take a name that is held; the entries of a name whose lease
 * has lapsed (its process gone, or the shard layout changed) are taken over by a running process.
 */
export const outboxLeases = sqliteTable('outbox_leases', {
  owner: text('owner').primaryKey(),
  /** The holding process: host, process id and a random part (`src/adapters/discord/outbox-lease.ts`). */
  holder: text('holder').notNull(),
  /** ISO time the lease lapses unless renewed. */
  expiresAt: text('expires_at').notNull(),
});

/**
 * Facts about the database itself, by name: `ledger_key_check` tells the key its ledger secrets are
 * encrypted with (`LEDGER_KEY`) from any other, and gives nothing of it away.
 */
export const settings = sqliteTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
