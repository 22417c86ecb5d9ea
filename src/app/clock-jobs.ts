import { playersOf, type Actor, type Campaign } from '../core/campaign.js';
import { fateOf } from '../core/pace.js';
import type { Ruleset, RulesetRegistry } from '../core/ruleset.js';
import { userText } from './format.js';
import type { Outcome } from './outcome.js';
import { CLOCK_ACTOR, scheduleTurn, turnCalls, utc, whoseTurn } from './pacing.js';
import { StoreUnavailableError, type CampaignStore, type Job, type Logger, type OutboxRef, type StoreTx } from './ports.js';
import { logFault } from './fault.js';

/** What the clock has to say, and in which channel (DMs and the GM's part go to their people). */
export interface Delivery {
  readonly channelId: string;
  readonly outcome: Outcome;
  /** Its outbox entry, when the outbox is on: the transport marks it delivered. */
  readonly outbox?: OutboxRef;
}

export interface ClockJobDeps {
  readonly store: CampaignStore;
  readonly now: () => Date;
  readonly rulesets: RulesetRegistry;
  readonly logger: Logger;
  /** Runs a command (the rules' default at a deadline) with `inTx` inside its transaction (App.execute's road). */
  readonly execute: (
    inv: { readonly actor: Actor; readonly channelId: string; readonly path: readonly string[]; readonly options: Readonly<Record<string, string>>; readonly byClock: true },
    inTx: { readonly before: (tx: StoreTx) => string | undefined; readonly reshape: (o: Outcome) => Outcome },
  ) => { readonly ok: true; readonly outcome: Outcome; readonly outbox?: OutboxRef } | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };
  /** Keeps what the clock tells in the outbox, in the transaction that decided it (App's outbox; undefined when off). */
  readonly keep: (tx: StoreTx, channelId: string, command: string, outcome: Outcome) => OutboxRef | undefined;
}

/**
 * Runs every job due now, each once and in its own transaction; a fault in one is logged and the rest go
 * on. With the database unavailable the rest wait for a later tick (a job is done only when its
 * transaction commits); what was done before is returned.
 */
export function runDueJobs(d: ClockJobDeps): Delivery[] {
  const due = d.store.read((tx) => tx.dueJobs(d.now().toISOString()));
  const out: Delivery[] = [];
  for (const job of due) {
    try {
      const r = runJob(d, job);
      if (r) out.push(r);
    } catch (e) {
      if (e instanceof StoreUnavailableError) {
        d.logger.log('warn', 'database unavailable; due jobs wait', { jobs: due.length - out.length, error: e.message });
        break;
      }
      logFault(d.logger, 'clock job fault', e, { job: job.id, kind: job.kind });
    }
  }
  return out;
}

type FirstPass = { readonly delivery?: Delivery } | { readonly campaign: Campaign; readonly ruleset: Ruleset<unknown, unknown>; readonly late: boolean; readonly path: readonly string[] };

const LATE = ' (The bot was offline when it fell due; it is applied once, now.)';

function runJob(d: ClockJobDeps, job: Job): Delivery | undefined {
  const now = d.now();
  const iso = now.toISOString();
  const first = d.store.transaction((tx): FirstPass => {
    const c = tx.campaign(job.campaignId);
    if (!c || c.status !== 'active' || !c.pace || c.game === undefined) {
      tx.finishJob(job, iso, 'void');
      return {};
    }
    const ruleset = d.rulesets.get(c.ruleset) as Ruleset<unknown, unknown> | undefined;
    if (!ruleset) throw new Error(`campaign ${c.id} plays unknown ruleset ${c.ruleset}`);
    const turn = whoseTurn(ruleset, ruleset.gameOf(c.game));
    if (turn.key !== job.turnKey || turn.side?.toLowerCase() !== job.side.toLowerCase()) {
      // The turn moved on by a command outside the move pipeline: its clock starts now.
      if (tx.finishJob(job, iso, 'superseded') && tx.pendingJobs(c.id).length === 0) scheduleTurn(tx, c, ruleset, iso);
      return {};
    }
    const fate = fateOf(job, c.pace, now);
    if (fate.kind === 'apply' && c.pace.atDeadline === 'default' && ruleset.deadlineMove && playersOf(c, job.side).length > 0) {
      return { campaign: c, ruleset, late: fate.late, path: ruleset.deadlineMove };
    }
    const fateName = fate.kind === 'skip' ? `skipped-${fate.why}` : fate.kind === 'apply' ? `applied-${c.pace.atDeadline}` : 'sent';
    if (!tx.finishJob(job, iso, fateName)) return {};
    if (fate.kind !== 'apply' && fate.next) tx.addJob(c.id, fate.next);
    if (fate.kind === 'skip') return {};
    if (fate.kind === 'send') return { delivery: kept(d, tx, reminder(c, job, turn.text), job.kind) };
    return { delivery: kept(d, tx, deadlinePassed(tx, c, job, turn.text, fate.late, iso, c.pace.atDeadline === 'default' ? 'gm' : c.pace.atDeadline), 'deadline') };
  });
  if (!('campaign' in first)) return first.delivery;
  return playDefault(d, job, first.campaign, first.path, first.late);
}

/** A delivery kept in the outbox in the transaction that decided it. */
function kept(d: ClockJobDeps, tx: StoreTx, delivery: Delivery, what: string): Delivery {
  const id = d.keep(tx, delivery.channelId, `clock ${what}`, delivery.outcome);
  return id === undefined ? delivery : { ...delivery, outbox: id };
}

/** A reminder or a deadline warning, pinging the side to act the way each player chose. */
function reminder(c: Campaign, job: Job, turnText: string): Delivery {
  const deadline = job.deadlineAt === undefined ? '' : ` Deadline: ${utc(job.deadlineAt)}.`;
  const text =
    job.kind === 'warning'
      ? `⏳ **${userText(c.name)}** — **${userText(job.side)}** has until ${utc(job.deadlineAt ?? job.dueAt)} for this turn. ${turnText}`
      : `⏰ **${userText(c.name)}** — still waiting for **${userText(job.side)}**. ${turnText}${deadline}`;
  const calls = turnCalls(c, job.side, turnText);
  return { channelId: c.channelId, outcome: { public: { text, ...(calls.mention.length ? { ping: calls.mention } : {}) }, ...(calls.dms.length ? { dms: calls.dms } : {}) } };
}

/** The deadline passed and the game waits, the channel told; or the GM is told, the channel only that she was. */
function deadlinePassed(tx: StoreTx, c: Campaign, job: Job, turnText: string, late: boolean, iso: string, action: 'wait' | 'gm', why?: string): Delivery {
  const head = `⌛ **${userText(c.name)}** — the deadline for **${userText(job.side)}** passed at ${utc(job.dueAt)}`;
  const text = action === 'wait' ? `${head}; the game waits for them.${late ? LATE : ''}` : `${head}; the GM has been told.${late ? LATE : ''}`;
  tx.appendEvent(c.id, { at: iso, actor: CLOCK_ACTOR, audience: { kind: 'public' }, data: { kind: 'action', command: 'deadline', text } });
  const calls = action === 'wait' ? turnCalls(c, job.side, turnText) : { mention: [], dms: [] };
  const gm = action === 'gm' ? { to: c.gm, post: { text: `⌛ **${userText(c.name)}**: **${userText(job.side)}** missed the deadline (${utc(job.dueAt)}). ${turnText}${why ? `\n${why}` : ''}\nWait, nudge them, or act for them.` } } : undefined;
  return {
    channelId: c.channelId,
    outcome: { public: { text, ...(calls.mention.length ? { ping: calls.mention } : {}) }, ...(calls.dms.length ? { dms: calls.dms } : {}), ...(gm ? { gm } : {}) },
  };
}

/**
 * The rules' default (a pass) played for the side, as its first player, with the job finished in the
 * same transaction so it happens once. If the rules refuse it now, the GM is told instead.
 */
function playDefault(d: ClockJobDeps, job: Job, c: Campaign, path: readonly string[], late: boolean): Delivery | undefined {
  const iso = d.now().toISOString();
  const actor = playersOf(c, job.side)[0]!;
  const command = `/${path.join(' ')}`;
  const head = `⌛ The deadline for **${userText(job.side)}** passed at ${utc(job.dueAt)}: the rules' default, \`${command}\`, is played for them.${late ? LATE : ''}`;
  const moved = d.execute(
    { actor, channelId: c.channelId, path, options: {}, byClock: true },
    {
      before: (tx) => {
        if (!tx.finishJob(job, iso, 'applied-default')) return 'clock/already-done';
        tx.appendEvent(c.id, { at: iso, actor: CLOCK_ACTOR, audience: { kind: 'public' }, data: { kind: 'action', command: 'deadline', text: head } });
        return undefined;
      },
      reshape: (outcome) => {
        const { private: own, public: pub, ...rest } = outcome;
        // What the move told its player alone reaches them by direct message: they did not ask here.
        const dms = [...(rest.dms ?? []), ...(own ? [{ to: actor, post: own }] : [])];
        const text = [head, pub?.text].filter((t): t is string => t !== undefined && t !== '').join('\n');
        return { ...rest, public: { ...pub, text }, ...(dms.length ? { dms } : {}) };
      },
    },
  );
  if (moved.ok) return { channelId: c.channelId, outcome: moved.outcome, ...(moved.outbox === undefined ? {} : { outbox: moved.outbox }) };
  if (moved.error.code === 'clock/already-done') return undefined;
  // Not the rules refusing: the job waits for the database, and is done at a later tick.
  if (moved.error.code === 'store/unavailable' || moved.error.code === 'store/uncertain') throw new StoreUnavailableError(moved.error.message, moved.error.code === 'store/uncertain');
  return d.store.transaction((tx) => {
    const fresh = tx.campaign(c.id) ?? c;
    if (!tx.finishJob(job, iso, 'default-refused')) return undefined;
    return kept(d, tx, deadlinePassed(tx, fresh, job, '', late, iso, 'gm', `The default \`${command}\` could not be played now: ${moved.error.message}`), 'deadline');
  });
}
