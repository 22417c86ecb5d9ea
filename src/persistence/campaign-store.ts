import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Campaign } from '../core/campaign.js';
import type { LedgerEntry, LedgerInfo } from '../core/ledger.js';
import type { LogEvent } from '../core/log.js';
import { StaleVersionError, type CampaignStore, type InboxMessage, type Job, type StoreTx, type UndoStep } from '../app/ports.js';
import type { PlannedJob } from '../core/pace.js';
import { openDatabase, type Db } from './database.js';
import { campaigns, events, inbox, jobs, ledgers, rolls, undoSteps, type CampaignStateJson } from './schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CampaignRow = typeof campaigns.$inferSelect;
type LedgerRow = typeof ledgers.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

function toJob(r: JobRow): Job {
  return {
    id: r.id,
    campaignId: String(r.campaignId),
    kind: r.kind,
    side: r.side,
    turnKey: r.turnKey,
    dueAt: r.dueAt,
    ...(r.deadlineAt === null ? {} : { deadlineAt: r.deadlineAt }),
  };
}

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: String(row.id),
    channelId: row.channelId,
    name: row.name,
    ruleset: row.ruleset,
    gm: row.state.gm,
    sides: row.state.sides,
    houseRules: row.state.houseRules,
    ...(row.state.game === undefined ? {} : { game: row.state.game }),
    ...(row.state.board === undefined ? {} : { board: row.state.board }),
    ...(row.state.pace === undefined ? {} : { pace: row.state.pace }),
    ...(row.state.notify === undefined ? {} : { notify: row.state.notify }),
    ...(row.state.sideThreads === undefined ? {} : { sideThreads: row.state.sideThreads }),
    ...(row.state.threads === undefined ? {} : { threads: row.state.threads }),
    status: row.status,
    createdAt: row.createdAt,
    ...(row.endedAt === null ? {} : { endedAt: row.endedAt }),
    version: row.version,
  };
}

function stateJson(c: Campaign): CampaignStateJson {
  return {
    gm: c.gm,
    sides: [...c.sides],
    houseRules: c.houseRules,
    ...(c.game === undefined ? {} : { game: c.game }),
    ...(c.board === undefined ? {} : { board: c.board }),
    ...(c.pace === undefined ? {} : { pace: c.pace }),
    ...(c.notify === undefined ? {} : { notify: { ...c.notify } }),
    ...(c.sideThreads === undefined ? {} : { sideThreads: c.sideThreads }),
    ...(c.threads === undefined ? {} : { threads: { ...c.threads } }),
  };
}

function ledgerId(id: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`bad ledger id ${id}`);
  return n;
}

class SqliteTx implements StoreTx {
  constructor(private readonly tx: Tx) {}

  private toLedger(row: LedgerRow): LedgerInfo {
    // The highest roll number, read off the primary-key index: numbers run 1..n with no gaps.
    const n = this.tx.select({ n: max(rolls.n) }).from(rolls).where(eq(rolls.ledgerId, row.id)).get()?.n ?? 0;
    return {
      id: String(row.id),
      kind: row.kind,
      channelId: row.channelId,
      ...(row.ownerId === null ? {} : { owner: row.ownerId }),
      commitment: row.commitment,
      createdAt: row.createdAt,
      rolls: n,
      ...(row.publishedAt === null
        ? {}
        : { publishedAt: row.publishedAt, publishedSecret: Buffer.from(row.secret).toString('hex') }),
    };
  }

  activeCampaign(channelId: string): Campaign | undefined {
    const row = this.tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.channelId, channelId), eq(campaigns.status, 'active')))
      .get();
    return row && toCampaign(row);
  }

  campaign(id: string): Campaign | undefined {
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return undefined;
    const row = this.tx.select().from(campaigns).where(eq(campaigns.id, n)).get();
    return row && toCampaign(row);
  }

  campaignsIn(channelId: string): Campaign[] {
    return this.tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.channelId, channelId))
      .orderBy(desc(campaigns.id))
      .all()
      .map(toCampaign);
  }

  insertCampaign(c: Campaign): void {
    this.tx
      .insert(campaigns)
      .values({
        id: ledgerId(c.id),
        channelId: c.channelId,
        name: c.name,
        ruleset: c.ruleset,
        status: c.status,
        version: c.version,
        state: stateJson(c),
        createdAt: c.createdAt,
        endedAt: c.endedAt ?? null,
      })
      .run();
  }

  saveCampaign(c: Campaign): Campaign {
    const next = { ...c, version: c.version + 1 };
    const result = this.tx
      .update(campaigns)
      .set({
        name: c.name,
        status: c.status,
        version: next.version,
        state: stateJson(c),
        endedAt: c.endedAt ?? null,
      })
      .where(and(eq(campaigns.id, ledgerId(c.id)), eq(campaigns.version, c.version)))
      .run();
    if (result.changes !== 1) throw new StaleVersionError(c.id);
    return next;
  }

  createLedger(input: Parameters<StoreTx['createLedger']>[0]): LedgerInfo {
    const row = this.tx
      .insert(ledgers)
      .values({
        kind: input.kind,
        channelId: input.channelId,
        ownerId: input.owner ?? null,
        secret: Buffer.from(input.secret),
        commitment: input.commitment,
        createdAt: input.createdAt,
      })
      .returning()
      .get();
    return this.toLedger(row);
  }

  ledger(id: string): LedgerInfo | undefined {
    const n = Number(id);
    if (!Number.isSafeInteger(n)) return undefined;
    const row = this.tx.select().from(ledgers).where(eq(ledgers.id, n)).get();
    return row && this.toLedger(row);
  }

  openChannelLedger(channelId: string): LedgerInfo | undefined {
    const row = this.tx
      .select()
      .from(ledgers)
      .where(and(eq(ledgers.channelId, channelId), eq(ledgers.kind, 'channel'), isNull(ledgers.publishedAt)))
      .orderBy(desc(ledgers.id))
      .get();
    return row && this.toLedger(row);
  }

  openPersonalLedger(channelId: string, ownerId: string): LedgerInfo | undefined {
    const row = this.tx
      .select()
      .from(ledgers)
      .where(
        and(eq(ledgers.channelId, channelId), eq(ledgers.kind, 'personal'), eq(ledgers.ownerId, ownerId), isNull(ledgers.publishedAt)),
      )
      .orderBy(desc(ledgers.id))
      .get();
    return row && this.toLedger(row);
  }

  publishedLedgers(channelId: string): LedgerInfo[] {
    return this.tx
      .select()
      .from(ledgers)
      .where(and(eq(ledgers.channelId, channelId), isNotNull(ledgers.publishedAt)))
      .orderBy(desc(ledgers.id))
      .all()
      .map((r) => this.toLedger(r));
  }

  ledgerSecret(id: string): Uint8Array {
    const row = this.tx.select({ secret: ledgers.secret }).from(ledgers).where(eq(ledgers.id, ledgerId(id))).get();
    if (!row) throw new Error(`no ledger ${id}`);
    return new Uint8Array(row.secret);
  }

  publishLedger(id: string, at: string): LedgerInfo {
    const row = this.tx
      .update(ledgers)
      .set({ publishedAt: at })
      .where(and(eq(ledgers.id, ledgerId(id)), isNull(ledgers.publishedAt)))
      .returning()
      .get();
    if (!row) throw new Error(`ledger ${id} is missing or already published`);
    return this.toLedger(row);
  }

  appendRoll(id: string, e: LedgerEntry): void {
    this.tx
      .insert(rolls)
      .values({
        ledgerId: ledgerId(id),
        n: e.n,
        at: e.at,
        actorId: e.actor.id,
        actorName: e.actor.name,
        command: e.command,
        reason: e.reason ?? null,
        audience: e.audience,
        parts: [...e.parts],
      })
      .run();
  }

  rolls(id: string): LedgerEntry[] {
    return this.tx
      .select()
      .from(rolls)
      .where(eq(rolls.ledgerId, ledgerId(id)))
      .orderBy(asc(rolls.n))
      .all()
      .map((r) => ({
        n: r.n,
        at: r.at,
        actor: { id: r.actorId, name: r.actorName },
        command: r.command,
        ...(r.reason === null ? {} : { reason: r.reason }),
        audience: r.audience,
        parts: r.parts,
      }));
  }

  appendEvent(campaignId: string, e: Omit<LogEvent, 'seq'>): LogEvent {
    const id = ledgerId(campaignId);
    const last = this.tx.select({ seq: max(events.seq) }).from(events).where(eq(events.campaignId, id)).get()?.seq ?? 0;
    const event: LogEvent = { ...e, seq: last + 1 };
    this.tx
      .insert(events)
      .values({
        campaignId: id,
        seq: event.seq,
        at: e.at,
        actorId: e.actor.id,
        actorName: e.actor.name,
        audience: e.audience,
        data: e.data,
      })
      .run();
    return event;
  }

  events(campaignId: string): LogEvent[] {
    return this.tx
      .select()
      .from(events)
      .where(eq(events.campaignId, ledgerId(campaignId)))
      .orderBy(asc(events.seq))
      .all()
      .map((r) => ({ seq: r.seq, at: r.at, actor: { id: r.actorId, name: r.actorName }, audience: r.audience, data: r.data }));
  }

  publicEventCount(campaignId: string): number {
    return (
      this.tx
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.campaignId, ledgerId(campaignId)), sql`(json_extract(${events.data}, '$.kind') = 'roll' OR json_extract(${events.audience}, '$.kind') = 'public')`))
        .get()?.n ?? 0
    );
  }

  addToInbox(userId: string, m: Omit<InboxMessage, 'id'>): void {
    const files = [...(m.post.images ?? []), ...(m.post.files ?? [])].map((f) => ({
      name: f.name,
      base64: Buffer.from(f.data).toString('base64'),
    }));
    this.tx.insert(inbox).values({ userId, channelId: m.channelId, createdAt: m.createdAt, text: m.post.text, files }).run();
  }

  unreadInbox(userId: string): InboxMessage[] {
    return this.tx
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, userId), isNull(inbox.readAt)))
      .orderBy(asc(inbox.id))
      .all()
      .map((r) => {
        const all = r.files.map((f) => ({ name: f.name, data: new Uint8Array(Buffer.from(f.base64, 'base64')) }));
        const images = all.filter((f) => f.name.endsWith('.png'));
        const files = all.filter((f) => !f.name.endsWith('.png'));
        return {
          id: r.id,
          channelId: r.channelId,
          createdAt: r.createdAt,
          post: { text: r.text, ...(images.length ? { images } : {}), ...(files.length ? { files } : {}) },
        };
      });
  }

  markInboxRead(ids: readonly number[], at: string): void {
    if (ids.length === 0) return;
    this.tx.update(inbox).set({ readAt: at }).where(inArray(inbox.id, [...ids])).run();
  }

  pendingJobs(campaignId: string): Job[] {
    return this.tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.campaignId, ledgerId(campaignId)), isNull(jobs.doneAt)))
      .orderBy(asc(jobs.dueAt), asc(jobs.id))
      .all()
      .map(toJob);
  }

  replaceJobs(campaignId: string, planned: readonly PlannedJob[], at: string): void {
    this.tx
      .update(jobs)
      .set({ doneAt: at, fate: 'superseded' })
      .where(and(eq(jobs.campaignId, ledgerId(campaignId)), isNull(jobs.doneAt)))
      .run();
    for (const j of planned) this.addJob(campaignId, j);
  }

  addJob(campaignId: string, j: PlannedJob): void {
    this.tx
      .insert(jobs)
      .values({ campaignId: ledgerId(campaignId), kind: j.kind, side: j.side, turnKey: j.turnKey, dueAt: j.dueAt, deadlineAt: j.deadlineAt ?? null })
      .run();
  }

  dueJobs(now: string): Job[] {
    return this.tx
      .select()
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.dueAt, now)))
      .orderBy(asc(jobs.dueAt), asc(jobs.id))
      .all()
      .map(toJob);
  }

  finishJob(id: number, at: string, fate: string): boolean {
    return this.tx.update(jobs).set({ doneAt: at, fate }).where(and(eq(jobs.id, id), isNull(jobs.doneAt))).run().changes === 1;
  }

  pushUndo(step: Omit<UndoStep, 'id'>): void {
    this.tx
      .insert(undoSteps)
      .values({
        campaignId: ledgerId(step.campaignId),
        actorId: step.actor.id,
        actorName: step.actor.name,
        side: step.side,
        command: step.command,
        told: step.told,
        before: { ...step.before },
        after: { ...step.after },
      })
      .run();
  }

  undoSteps(campaignId: string): UndoStep[] {
    return this.tx
      .select()
      .from(undoSteps)
      .where(eq(undoSteps.campaignId, ledgerId(campaignId)))
      .orderBy(desc(undoSteps.id))
      .all()
      .map((r) => ({
        id: r.id,
        campaignId: String(r.campaignId),
        actor: { id: r.actorId, name: r.actorName },
        side: r.side,
        command: r.command,
        told: r.told,
        before: r.before,
        after: r.after,
      }));
  }

  dropUndo(id: number): void {
    this.tx.delete(undoSteps).where(eq(undoSteps.id, id)).run();
  }

  clearUndo(campaignId: string): void {
    this.tx.delete(undoSteps).where(eq(undoSteps.campaignId, ledgerId(campaignId))).run();
  }
}

/** The campaign store on better-sqlite3: every command is one synchronous IMMEDIATE transaction. */
export class SqliteCampaignStore implements CampaignStore {
  private constructor(readonly db: Db) {}

  static open(path: string | Buffer): SqliteCampaignStore {
    return new SqliteCampaignStore(openDatabase(path));
  }

  transaction<T>(fn: (tx: StoreTx) => T): T {
    return this.db.transaction((tx) => fn(new SqliteTx(tx)), { behavior: 'immediate' });
  }

  close(): void {
    this.db.$client.close();
  }
}
