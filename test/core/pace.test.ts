import { describe, expect, it } from 'vitest';
import { afterQuiet, beforeQuiet, checkPace, fateOf, inQuiet, parseQuiet, planTurn, STALE_AFTER_MS, type Pace, type PlannedJob } from '../../src/core/pace.js';

const T = (iso: string) => new Date(`2026-11-21T${iso}:00.000Z`);
const NIGHT = { from: 22, to: 7 };

describe('quiet hours', () => {
  it('GIVEN "22-7" THEN it spans midnight; bad forms are refused', () => {
    expect(parseQuiet('22-7')).toEqual({ ok: true, value: NIGHT });
    expect(parseQuiet(' 1 - 5 ')).toEqual({ ok: true, value: { from: 1, to: 5 } });
    for (const bad of ['22', '25-7', '7-7', 'a-b', '22-7-1']) expect(parseQuiet(bad).ok, bad).toBe(false);
  });

  it('GIVEN a span over midnight THEN 22:00–06:59 is quiet, 07:00–21:59 is not', () => {
    expect([21, 22, 23, 0, 6, 7, 12].map((h) => inQuiet(NIGHT, T(`${String(h).padStart(2, '0')}:30`)))).toEqual([false, true, true, true, true, false, false]);
    expect(inQuiet({ from: 1, to: 5 }, T('03:00'))).toBe(true);
    expect(inQuiet({ from: 1, to: 5 }, T('05:00'))).toBe(false);
    expect(inQuiet(undefined, T('03:00'))).toBe(false);
  });

  it('GIVEN a time in the quiet THEN after is its end (next morning from the evening) and before is its start', () => {
    expect(afterQuiet(NIGHT, T('23:10')).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(afterQuiet(NIGHT, T('03:10')).toISOString()).toBe('2026-11-21T07:00:00.000Z');
    expect(afterQuiet(NIGHT, T('12:00')).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(beforeQuiet(NIGHT, T('03:10')).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(beforeQuiet(NIGHT, T('23:10')).toISOString()).toBe('2026-11-21T22:00:00.000Z');
  });
});

describe('checkPace', () => {
  it('GIVEN a warning not before the deadline, or nothing to time THEN refused with its code', () => {
    expect(checkPace({ deadlineHours: 24, warnHours: 24, atDeadline: 'wait' })).toMatchObject({ ok: false, code: 'pace/warn-after-deadline' });
    expect(checkPace({ remindHours: 4, warnHours: 2, atDeadline: 'wait' })).toMatchObject({ ok: false, code: 'pace/warn-after-deadline' });
    expect(checkPace({ atDeadline: 'gm' })).toMatchObject({ ok: false, code: 'pace/nothing-to-time' });
    expect(checkPace({ deadlineHours: 24, warnHours: 4, atDeadline: 'default' }).ok).toBe(true);
  });
});

describe('planTurn', () => {
  const pace: Pace = { deadlineHours: 24, remindHours: 8, warnHours: 4, quiet: NIGHT, atDeadline: 'wait' };

  it('GIVEN a turn passing at 12:00 THEN a reminder at 20:00, a warning moved before the quiet hours, the deadline exact', () => {
    expect(planTurn(pace, 'Portugal', 'k1', T('12:00'))).toEqual([
      { kind: 'reminder', side: 'Portugal', turnKey: 'k1', deadlineAt: '2026-11-22T12:00:00.000Z', dueAt: '2026-11-21T20:00:00.000Z' },
      { kind: 'warning', side: 'Portugal', turnKey: 'k1', deadlineAt: '2026-11-22T12:00:00.000Z', dueAt: '2026-11-22T08:00:00.000Z' },
      { kind: 'deadline', side: 'Portugal', turnKey: 'k1', deadlineAt: '2026-11-22T12:00:00.000Z', dueAt: '2026-11-22T12:00:00.000Z' },
    ]);
  });

  it('GIVEN a reminder that would fall in the quiet THEN it waits for 07:00; a warning inside the quiet moves to 22:00', () => {
    expect(planTurn(pace, 'A', 'k', T('16:00'))[0]!.dueAt).toBe('2026-11-22T07:00:00.000Z'); // 00:00 is quiet
    const jobs = planTurn(pace, 'A', 'k', T('08:00'));
    expect(jobs.map((j) => [j.kind, j.dueAt.slice(0, 16)])).toEqual([
      ['reminder', '2026-11-21T16:00'],
      ['warning', '2026-11-21T22:00'], // 04:00 is quiet: warned the evening before
      ['deadline', '2026-11-22T08:00'],
    ]);
  });

  it('GIVEN no deadline THEN only reminders; a reminder after the deadline is not planned', () => {
    expect(planTurn({ remindHours: 6, atDeadline: 'wait' }, 'A', 'k', T('12:00')).map((j) => j.kind)).toEqual(['reminder']);
    expect(planTurn({ remindHours: 30, deadlineHours: 24, atDeadline: 'wait' }, 'A', 'k', T('12:00')).map((j) => j.kind)).toEqual(['deadline']);
  });
});

describe('fateOf', () => {
  const pace: Pace = { deadlineHours: 48, remindHours: 8, quiet: NIGHT, atDeadline: 'gm' };
  const reminder: PlannedJob = { kind: 'reminder', side: 'A', turnKey: 'k', dueAt: '2026-11-21T12:00:00.000Z', deadlineAt: '2026-11-23T12:00:00.000Z' };

  it('GIVEN a reminder on time THEN it is sent and the next planned one interval on', () => {
    expect(fateOf(reminder, pace, T('12:01'))).toEqual({ kind: 'send', next: { ...reminder, dueAt: '2026-11-21T20:01:00.000Z' } });
  });

  it('GIVEN a reminder found a day late (downtime) THEN it is skipped, with one next reminder from now: no burst', () => {
    const now = new Date(Date.parse(reminder.dueAt) + 24 * 3_600_000);
    expect(fateOf(reminder, pace, now)).toEqual({ kind: 'skip', why: 'stale', next: { ...reminder, dueAt: '2026-11-22T20:00:00.000Z' } });
    // Just inside the grace it still goes.
    expect(fateOf(reminder, pace, new Date(Date.parse(reminder.dueAt) + STALE_AFTER_MS)).kind).toBe('send');
  });

  it('GIVEN a reminder due in the quiet hours THEN skipped and moved to their end', () => {
    const late = { ...reminder, dueAt: '2026-11-21T23:00:00.000Z' };
    expect(fateOf(late, pace, T('23:00'))).toEqual({ kind: 'skip', why: 'quiet', next: { ...late, dueAt: '2026-11-22T07:00:00.000Z' } });
  });

  it('GIVEN a warning whose deadline has passed THEN skipped; a deadline is applied however late, saying when late', () => {
    const warning: PlannedJob = { kind: 'warning', side: 'A', turnKey: 'k', dueAt: '2026-11-21T08:00:00.000Z', deadlineAt: '2026-11-21T12:00:00.000Z' };
    expect(fateOf(warning, pace, T('13:00'))).toEqual({ kind: 'skip', why: 'stale' });
    expect(fateOf(warning, pace, T('08:05'))).toEqual({ kind: 'send' });
    const deadline: PlannedJob = { kind: 'deadline', side: 'A', turnKey: 'k', dueAt: '2026-11-21T12:00:00.000Z' };
    expect(fateOf(deadline, pace, T('12:01'))).toEqual({ kind: 'apply', late: false });
    expect(fateOf(deadline, pace, T('18:00'))).toEqual({ kind: 'apply', late: true });
  });
});
