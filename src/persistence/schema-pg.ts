import { sql } from 'drizzle-orm';
import { customType, index, integer, json, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Actor, Campaign, Side } from '../core/campaign.js';
import type { ActionOption } from '../core/action.js';
import type { RolledPart } from '../core/dice/roll-spec.js';
import type { Audience } from '../core/ledger.js';
import type { LogData } from '../core/log.js';
import type { Scenario } from '../core/board/scenario.js';
import type { CampaignStateJson, StoredFile, StoredRoute } from './schema.js';

/**
 * The same tables as `schema.ts`, for PostgreSQL (`DATABASE_URL`): one column for one column, so the
 * store runs the same statements on either (see `campaign-store.ts`). JSON columns are `json`, not
 * `jsonb`: the text is kept exactly as written (key order included), as SQLite keeps it. Docs are in
 * `schema.ts`; migrations in `migrations/pg/` are generated from this file (`drizzle.pg.config.ts`).
 */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const ledgers = pgTable(
  'ledgers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['campaign', 'channel', 'personal'] }).notNull(),
    channelId: text('channel_id').notNull(),
    ownerId: text('owner_id'),
    secret: bytea('secret').notNull(),
    commitment: text('commitment').notNull(),
    createdAt: text('created_at').notNull(),
    publishedAt: text('published_at'),
  },
  (t) => [index('ledgers_by_channel').on(t.channelId, t.kind)],
);

export const campaigns = pgTable(
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
    state: json('state').$type<CampaignStateJson>().notNull(),
    game: json('game'),
    board: json('board').$type<Scenario>(),
    gameSplit: json('game_split').$type<Record<string, number>>(),
    createdAt: text('created_at').notNull(),
    endedAt: text('ended_at'),
  },
  (t) => [uniqueIndex('one_active_campaign_per_channel').on(t.channelId).where(sql`status = 'active'`)],
);

export const rolls = pgTable(
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
    audience: json('audience').$type<Audience>().notNull(),
    parts: json('parts').$type<RolledPart[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ledgerId, t.n] })],
);

export const events = pgTable(
  'events',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    seq: integer('seq').notNull(),
    at: text('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    audience: json('audience').$type<Audience>().notNull(),
    data: json('data').$type<LogData>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.seq] })],
);

export const actions = pgTable(
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
    options: json('options').$type<Record<string, ActionOption>>().notNull(),
    version: integer('version').notNull(),
    rollFrom: integer('roll_from').notNull(),
    rollTo: integer('roll_to').notNull(),
    logTo: integer('log_to').notNull(),
    /** 0 or 1, as in SQLite. */
    clock: integer('clock').notNull().default(0),
    bot: integer('bot').notNull().default(0),
    after: json('after').$type<Record<string, string | null>>().notNull(),
    base: json('base').$type<Campaign>(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.seq] })],
);

export const inbox = pgTable(
  'inbox',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    channelId: text('channel_id').notNull(),
    createdAt: text('created_at').notNull(),
    text: text('text').notNull(),
    files: json('files').$type<StoredFile[]>().notNull(),
    readAt: text('read_at'),
  },
  (t) => [index('inbox_by_user').on(t.userId, t.readAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
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

export const undoSteps = pgTable(
  'undo_steps',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    side: text('side').notNull(),
    command: text('command').notNull(),
    /** 0 or 1, as in SQLite, so both read it the same way. */
    told: integer('told').notNull(),
    before: json('before').$type<{ game?: unknown; board?: Scenario }>().notNull(),
    after: json('after').$type<{ game?: unknown; board?: Scenario }>().notNull(),
  },
  (t) => [index('undo_by_campaign').on(t.campaignId, t.id)],
);

export const gameParts = pgTable(
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

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  owner: text('owner').notNull().default('main'),
  createdAt: text('created_at').notNull(),
  channelId: text('channel_id').notNull(),
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  command: text('command').notNull(),
  route: json('route').$type<StoredRoute>(),
  outcome: text('outcome').notNull(),
  parts: integer('parts').notNull(),
  delivered: integer('delivered').notNull().default(0),
});

export const outboxLeases = pgTable('outbox_leases', {
  owner: text('owner').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: text('expires_at').notNull(),
});

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
