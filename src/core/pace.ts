import { fail, ok, type RuleResult } from './result.js';

/**
 * A campaign's pace for play by post (set by its GM): how long a side has for its turn, how often the
 * bot re-pings it, how long before the deadline it warns, the hours it keeps quiet, and what happens
 * at the deadline. Times are whole hours; quiet hours are UTC.
 */
export interface Pace {
  readonly deadlineHours?: number;
  readonly remindHours?: number;
  readonly warnHours?: number;
  /** Reminders due in [from, to) UTC wait until `to`; `from > to` spans midnight (22–7). */
  readonly quiet?: { readonly from: number; readonly to: number };
  readonly atDeadline: DeadlineAction;
}

/** At the deadline: keep waiting (the channel is told), tell the GM, or play the ruleset's default (a pass). */
export type DeadlineAction = 'wait' | 'gm' | 'default';
export const DEADLINE_ACTIONS: readonly DeadlineAction[] = ['wait', 'gm', 'default'];

/** How a player hears that it is their turn: a mention in the channel, a direct message, both, or not at all. */
export type NotifyHow = 'channel' | 'dm' | 'both' | 'none';
export const NOTIFY_HOWS: readonly NotifyHow[] = ['channel', 'dm', 'both', 'none'];
export interface NotifyChoice {
  readonly how: NotifyHow;
  /** Also a direct message when the side before yours (in the campaign's order of sides) starts its turn. */
  readonly headsUp?: boolean;
}

export type JobKind = 'reminder' | 'warning' | 'deadline';

/** A timed job for one turn of one side; stale once the turn (its key) has moved on. */
export interface PlannedJob {
  readonly kind: JobKind;
  readonly side: string;
  readonly turnKey: string;
  readonly dueAt: string;
  /** The turn's deadline, for the words of a reminder or warning. */
  readonly deadlineAt?: string;
}

export const PACE_LIMITS = { maxDeadlineHours: 24 * 30, maxRemindHours: 24 * 7 } as const;

export type PaceError = 'pace/bad-quiet' | 'pace/warn-after-deadline' | 'pace/nothing-to-time';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

/** "22-7" → quiet from 22:00 to 07:00 UTC. */
export function parseQuiet(text: string): RuleResult<{ from: number; to: number }, PaceError> {
  const m = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(text);
  if (!m) return fail('pace/bad-quiet');
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (from > 23 || to > 23 || from === to) return fail('pace/bad-quiet');
  return ok({ from, to });
}

/** A pace the GM may set: a warning needs a deadline after it, and a pace times something. */
export function checkPace(p: Pace): RuleResult<Pace, PaceError> {
  if (p.warnHours !== undefined && (p.deadlineHours === undefined || p.warnHours >= p.deadlineHours)) {
    return fail('pace/warn-after-deadline', { deadline: p.deadlineHours ?? 0 });
  }
  if (p.deadlineHours === undefined && p.remindHours === undefined) return fail('pace/nothing-to-time');
  return ok(p);
}

/** Whether `t` falls in the quiet hours. */
export function inQuiet(q: Pace['quiet'], t: Date): boolean {
  if (!q) return false;
  const h = t.getUTCHours();
  return q.from < q.to ? h >= q.from && h < q.to : h >= q.from || h < q.to;
}

/** `t`, or the end of the quiet hours it falls in. */
export function afterQuiet(q: Pace['quiet'], t: Date): Date {
  if (!q || !inQuiet(q, t)) return t;
  const end = new Date(t);
  end.setUTCHours(q.to, 0, 0, 0);
  if (end.getTime() <= t.getTime()) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** `t`, or the start of the quiet hours it falls in (so a warning comes before the quiet, not after). */
export function beforeQuiet(q: Pace['quiet'], t: Date): Date {
  if (!q || !inQuiet(q, t)) return t;
  const start = new Date(t);
  start.setUTCHours(q.from, 0, 0, 0);
  if (start.getTime() > t.getTime()) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/**
 * The jobs of a turn that has just passed to `side` at `now`: the first reminder (out of the quiet
 * hours), the warning (moved before the quiet hours, dropped if that is not in the future) and the
 * deadline itself, which quiet hours do not move: the GM set it.
 */
export function planTurn(pace: Pace, side: string, turnKey: string, now: Date): PlannedJob[] {
  const deadline = pace.deadlineHours === undefined ? undefined : at(now.getTime() + pace.deadlineHours * HOUR);
  const base = { side, turnKey, ...(deadline ? { deadlineAt: deadline } : {}) };
  const jobs: PlannedJob[] = [];
  if (pace.remindHours !== undefined) {
    const due = afterQuiet(pace.quiet, new Date(now.getTime() + pace.remindHours * HOUR));
    if (!deadline || due.toISOString() < deadline) jobs.push({ kind: 'reminder', ...base, dueAt: due.toISOString() });
  }
  if (deadline && pace.warnHours !== undefined) {
    const due = beforeQuiet(pace.quiet, new Date(Date.parse(deadline) - pace.warnHours * HOUR));
    if (due.getTime() > now.getTime()) jobs.push({ kind: 'warning', ...base, dueAt: due.toISOString() });
  }
  if (deadline) jobs.push({ kind: 'deadline', ...base, dueAt: deadline });
  return jobs;
}

/** What a due job does now, given how late it is (the bot may have been down). */
export type JobFate =
  | { readonly kind: 'send'; readonly next?: PlannedJob }
  | { readonly kind: 'skip'; readonly why: 'stale' | 'quiet'; readonly next?: PlannedJob }
  | { readonly kind: 'apply'; readonly late: boolean };

/** A reminder more than this late is skipped: after downtime the players get the next one, not a burst. */
export const STALE_AFTER_MS = 15 * 60_000;

/**
 * The fate of a due job at `now`. A reminder sends (and plans the next one), unless it is stale or
 * falls in quiet hours, when it is skipped and the next is planned from now; a warning is skipped once
 * its deadline has passed; a deadline is applied exactly once, however late, and says so when late.
 */
export function fateOf(job: PlannedJob, pace: Pace, now: Date): JobFate {
  const late = now.getTime() - Date.parse(job.dueAt) > STALE_AFTER_MS;
  if (job.kind === 'deadline') return { kind: 'apply', late };
  if (job.kind === 'warning') {
    return job.deadlineAt !== undefined && Date.parse(job.deadlineAt) <= now.getTime() ? { kind: 'skip', why: 'stale' } : late ? { kind: 'skip', why: 'stale' } : { kind: 'send' };
  }
  const nextAt = pace.remindHours === undefined ? undefined : afterQuiet(pace.quiet, new Date(now.getTime() + pace.remindHours * HOUR));
  const next = nextAt && (job.deadlineAt === undefined || nextAt.toISOString() < job.deadlineAt) ? { ...job, dueAt: nextAt.toISOString() } : undefined;
  const rest = next ? { next } : {};
  if (inQuiet(pace.quiet, now)) {
    const resume = afterQuiet(pace.quiet, now).toISOString();
    return { kind: 'skip', why: 'quiet', ...(job.deadlineAt === undefined || resume < job.deadlineAt ? { next: { ...job, dueAt: resume } } : {}) };
  }
  return late ? { kind: 'skip', why: 'stale', ...rest } : { kind: 'send', ...rest };
}
