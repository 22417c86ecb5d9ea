import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/app/clock-jobs.js';
import { harness, movableClock, texts, type Harness } from '../helpers/harness.js';
import { fogoTable } from '../helpers/fogo-table.js';

const START = Date.UTC(2026, 10, 21, 12, 0, 0); // 12:00 UTC

/** A fogo game with Portugal (ana) holding the initiative against FRELIMO (ben); ann is the GM. */
function table(pace: string, opts: { databasePath?: string; clock?: ReturnType<typeof movableClock> } = {}) {
  const clock = opts.clock ?? movableClock(START);
  const { h, must } = fogoTable({ clock, ...(opts.databasePath ? { databasePath: opts.databasePath } : {}) });
  if (pace) must('ann', `/campaign pace ${pace}`);
  return { h, clock, must };
}

const said = (ds: Delivery[]) => ds.map((d) => d.outcome.public?.text ?? '');
const pinged = (ds: Delivery[]) => ds.flatMap((d) => (d.outcome.public?.ping ?? []).map((a) => a.name));
const jobs = (h: Harness) => h.store.db.$client.prepare('SELECT kind, side, due_at AS due, fate FROM jobs ORDER BY id').all() as { kind: string; side: string; due: string; fate: string | null }[];

describe('/campaign pace: reminders, warnings and deadlines on a fake clock', () => {
  it('GIVEN reminders every 8 h THEN the side to act is pinged at 20:00, and the night reminder waits for the end of the quiet hours', () => {
    const { h, clock } = table('remind:8 quiet:22-7');
    clock.advance(7.9);
    expect(h.app.tick()).toEqual([]);
    clock.advance(0.2); // 20:06
    const first = h.app.tick();
    expect(said(first)).toEqual([expect.stringMatching(/^⏰ \*\*Op\*\* — still waiting for \*\*Portugal\*\*\./)]);
    expect(pinged(first)).toEqual(['ana']);
    expect(h.app.tick()).toEqual([]); // once
    clock.advance(8); // 04:06 is quiet
    expect(h.app.tick()).toEqual([]);
    clock.advance(2.9); // 07:00
    expect(pinged(h.app.tick())).toEqual(['ana']);
  });

  it('GIVEN a deadline with missed:default THEN a warning before it, then the pass played once for the side, and the clock starts for the other', () => {
    const { h, clock } = table('deadline:24 warn:4 missed:default');
    clock.advance(20.05);
    expect(said(h.app.tick())).toEqual([expect.stringMatching(/^⏳ \*\*Op\*\* — \*\*Portugal\*\* has until 2026-11-22 12:00 UTC/)]);
    clock.advance(4);
    const deadline = h.app.tick();
    expect(said(deadline)[0]).toBe(
      "⌛ The deadline for **Portugal** passed at 2026-11-22 12:00 UTC: the rules' default, `/fogo pass`, is played for them.\n**Portugal** passes the initiative.\n➡️ The initiative passes to **FRELIMO**.",
    );
    expect(pinged(deadline)).toEqual(['ben']);
    expect(h.app.tick()).toEqual([]);
    expect(jobs(h).filter((j) => j.kind === 'deadline').map((j) => [j.side, j.fate])).toEqual([
      ['Portugal', 'applied-default'],
      ['FRELIMO', null],
    ]);
    expect(texts(h.run('ben', '/campaign log')).private).toContain('the deadline for **Portugal** passed'.replace('the', 'The'));
  });

  it("GIVEN missed:wait or missed:gm THEN the channel is told (and the side pinged) or the GM is told by DM; nothing is played", () => {
    const wait = table('deadline:12 missed:wait');
    wait.clock.advance(12.1);
    const w = wait.h.app.tick();
    expect(said(w)[0]).toMatch(/the deadline for \*\*Portugal\*\* passed at 2026-11-22 00:00 UTC; the game waits for them\.$/);
    expect(pinged(w)).toEqual(['ana']);
    const gm = table('deadline:12 missed:gm');
    gm.clock.advance(12.1);
    const g = gm.h.app.tick();
    expect(said(g)[0]).toMatch(/the GM has been told\.$/);
    expect(g[0]!.outcome.gm?.to.name).toBe('ann');
    expect(g[0]!.outcome.gm?.post.text).toContain('**Portugal** missed the deadline');
    expect(pinged(g)).toEqual([]);
  });

  it('GIVEN a day of downtime THEN no burst: stale reminders are skipped, the deadline applied once and marked late', () => {
    const { h, clock } = table('deadline:24 remind:2 warn:3 missed:wait');
    clock.advance(30);
    const after = h.app.tick();
    expect(said(after)).toEqual([expect.stringContaining('(The bot was offline when it fell due; it is applied once, now.)')]);
    expect(jobs(h).map((j) => j.fate)).toEqual(['skipped-stale', 'skipped-stale', 'applied-wait']);
  });

  it('GIVEN the side acts before its reminder THEN the old turn\'s jobs are superseded and the new side is timed from that moment', () => {
    const { h, clock, must } = table('remind:8');
    clock.advance(3);
    must('ana', '/fogo pass');
    clock.advance(5.1); // Portugal's reminder would have been due
    expect(h.app.tick()).toEqual([]);
    clock.advance(3);
    expect(pinged(h.app.tick())).toEqual(['ben']);
    expect(jobs(h)[0]).toMatchObject({ side: 'Portugal', fate: 'superseded' });
  });

  it('GIVEN the process restarts on the same database THEN a job due meanwhile fires once, in the new process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitrep-pace-'));
    try {
      const file = join(dir, 'db.sqlite');
      const clock = movableClock(START);
      const first = table('remind:6', { databasePath: file, clock });
      first.h.store.close();
      clock.advance(6.1);
      const again = harness({ databasePath: file, clock });
      expect(pinged(again.app.tick())).toEqual(['ana']);
      expect(again.app.tick()).toEqual([]);
      again.store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GIVEN the campaign ends THEN its jobs are dropped', () => {
    const { h, clock, must } = table('remind:1');
    must('ann', '/campaign end');
    clock.advance(2);
    expect(h.app.tick()).toEqual([]);
  });

  it('GIVEN bad settings or a player setting the pace THEN a specific refusal and nothing written; off:true stops the clock', () => {
    const { h, clock, must } = table('');
    const before = h.snapshot();
    expect(h.run('ana', '/campaign pace remind:4')).toMatchObject({ ok: false, error: { code: 'campaign/not-gm' } });
    expect(h.run('ann', '/campaign pace deadline:4 warn:4')).toMatchObject({ ok: false, error: { code: 'pace/warn-after-deadline' } });
    expect(h.run('ann', '/campaign pace warn:2')).toMatchObject({ ok: false, error: { code: 'pace/warn-after-deadline' } });
    expect(h.run('ann', '/campaign pace quiet:late')).toMatchObject({ ok: false, error: { code: 'pace/bad-quiet' } });
    expect(h.run('ann', '/campaign pace missed:gm')).toMatchObject({ ok: false, error: { code: 'pace/nothing-to-time' } });
    expect(h.snapshot()).toBe(before);
    expect(texts(h.run('ana', '/campaign pace')).private).toContain('No pace set');
    must('ann', '/campaign pace remind:2');
    must('ann', '/campaign pace off:true');
    clock.advance(3);
    expect(h.app.tick()).toEqual([]);
  });
});

describe('/campaign notify', () => {
  it('GIVEN ben chooses dm THEN the turn passing reaches him by DM, not by mention; none reaches him not at all', () => {
    const { h, must } = table('');
    must('ben', '/campaign notify how:dm');
    const passed = must('ana', '/fogo pass');
    expect(passed.outcome.public?.ping).toBeUndefined();
    expect(texts(passed).dms).toEqual([{ to: 'ben', text: expect.stringMatching(/^🔔 Your turn in \*\*Op\*\* \(FRELIMO\)\./) }]);
    must('ana', '/campaign notify how:none');
    const back = must('ben', '/fogo pass');
    expect(back.outcome.public?.ping).toBeUndefined();
    expect(back.outcome.dms ?? []).toEqual([]);
  });

  it('GIVEN next:true THEN a heads-up DM when the side before yours gets the turn; the reminder follows the choice too', () => {
    const { h, clock, must } = table('remind:4');
    must('ana', '/campaign notify next:true how:both');
    // FRELIMO has the turn: Portugal comes after it, so ana hears she is next.
    const passed = must('ana', '/fogo pass');
    expect(texts(passed).dms).toEqual([{ to: 'ana', text: '⏭️ **FRELIMO** has the turn in **Op**; **Portugal** is next.' }]);
    // Portugal's turn: ana by mention and DM; ben asked for nothing beyond the mention.
    const back = must('ben', '/fogo pass');
    expect(back.outcome.public?.ping?.map((a) => a.name)).toEqual(['ana']);
    expect(texts(back).dms.map((d) => d.to)).toEqual(['ana']);
    must('ana', '/fogo pass');
    clock.advance(4.1);
    const reminder = h.app.tick();
    expect(pinged(reminder)).toEqual(['ben']);
    expect(texts(must('ana', '/campaign notify')).private).toContain('a mention in the channel and a direct message, with a heads-up');
  });

  it('GIVEN someone who plays no side THEN refused, nothing written', () => {
    const { h } = table('');
    const before = h.snapshot();
    expect(h.run('cat', '/campaign notify how:dm')).toMatchObject({ ok: false, error: { code: 'move/not-a-player' } });
    expect(h.snapshot()).toBe(before);
  });
});
