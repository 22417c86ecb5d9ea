import { describe, expect, it } from 'vitest';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import { actionId } from '../../src/app/actions.js';
import type { Post } from '../../src/app/outcome.js';
import { harness, texts } from '../helpers/harness.js';
import { PUBLIC, visibleEvents } from '../../src/core/views.js';

const actor = (name: string) => ({ id: `id-${name}`, name });
/** The id a transport would hand back for the action labelled `label` under `post`. */
const idOf = (post: Post | undefined, label: string) => {
  const a = post?.actions?.find((x) => x.label === label);
  expect(a, `no action ${label}`).toBeDefined();
  return actionId(post!.stamp!, a!)!;
};

function started() {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
    return r;
  };
  const created = must('ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  return { h, must, created };
}

describe('actions under a post', () => {
  it('GIVEN a new campaign THEN its post offers the sides to join, good for each player in turn', () => {
    const { h, created } = started();
    const join = created.outcome.public!.actions![0]!;
    expect(join).toMatchObject({ label: 'Join a side', path: ['campaign', 'join'], choose: { option: 'side', values: ['Portugal', 'FRELIMO'] } });
    const id = idOf(created.outcome.public, 'Join a side');
    expect(texts(h.app.choose({ actor: actor('ana'), channelId: 'c1', id, value: 'Portugal' })).public).toBe('ana joins **Portugal**.');
    expect(texts(h.app.choose({ actor: actor('ben'), channelId: 'c1', id, value: 'FRELIMO' })).public).toBe('ben joins **FRELIMO**.');
  });

  it('GIVEN a move THEN Pass, My board and Undo under it; Pass runs as whoever presses it, and is refused to the side not holding the initiative', () => {
    const { h, must } = started();
    must('ana', '/campaign join side:Portugal');
    must('ana', '/fogo force builtin:cacadores-combat-group');
    must('ben', '/campaign join side:FRELIMO');
    const moved = must('ana', '/fogo move stand:CA-3 feature:"Elephant grass" seen:false');
    expect(moved.outcome.public!.actions!.map((a) => a.label)).toEqual(['Pass', 'My board', 'Undo']);
    const pass = idOf(moved.outcome.public, 'Pass');
    const before = h.snapshot();
    const wrong = h.app.choose({ actor: actor('ben'), channelId: 'c1', id: pass });
    expect(wrong.ok).toBe(false);
    expect(texts(wrong).private).toContain('does not hold the initiative');
    expect(h.snapshot()).toBe(before);
    const passed = h.app.choose({ actor: actor('ana'), channelId: 'c1', id: pass });
    expect(texts(passed).public).toContain('**Portugal** passes the initiative.');
  });

  it('GIVEN the channel was told something since THEN an old button does nothing and says so; a change told to nobody leaves it good', () => {
    const { h, must } = started();
    must('ana', '/campaign join side:Portugal');
    must('ana', '/fogo force builtin:cacadores-combat-group');
    must('ben', '/campaign join side:FRELIMO');
    const moved = must('ana', '/fogo move stand:CA-3 feature:"Elephant grass" seen:false');
    const undo = idOf(moved.outcome.public, 'Undo');
    must('ben', '/fogo stand add id:MG1 type:mmg quality:veteran fieldcraft:2 hidden:true'); // told to nobody
    must('ana', '/fogo move stand:CA-2 feature:"Elephant grass" seen:false');
    const before = h.snapshot();
    const stale = h.app.choose({ actor: actor('ana'), channelId: 'c1', id: undo });
    expect(stale.ok ? 'ok' : stale.error.code).toBe('action/stale');
    expect(h.snapshot()).toBe(before);
    const last = must('ana', '/fogo move stand:CA-1 feature:"Elephant grass" seen:false');
    must('ben', '/fogo stand add id:MG2 type:mmg quality:veteran fieldcraft:2 hidden:true');
    expect(h.app.choose({ actor: actor('ana'), channelId: 'c1', id: idOf(last.outcome.public, 'Undo') }).ok).toBe(true);
  });

  it("GIVEN public, hidden and GM-only entries THEN the store's count of public entries is what the public view of the log holds", () => {
    const { h, must } = started();
    must('ana', '/campaign join side:Portugal');
    must('ben', '/campaign join side:FRELIMO');
    must('ben', '/fogo force builtin:frelimo-group');
    must('ben', '/roll dice:2d6 hidden:true');
    must('ben', '/fogo stand add id:MG1 type:mmg quality:veteran fieldcraft:2 hidden:true');
    must('ann', '/fogo stand change id:FR-5 hidden:true');
    must('ben', '/fieldcraft allocate troops:frelimo sneakers:"bush: FR-5; kraal:"');
    must('ana', '/roll dice:1d6');
    h.store.transaction((tx) => {
      const rolls = new Map(tx.rolls('1').map((e) => [e.n, e]));
      const events = tx.events('1');
      // Some entries are hidden from the public (the secret deployment's), so the count leaves something out.
      expect(events.length).toBeGreaterThan(tx.publicEventCount('1'));
      expect(tx.publicEventCount('1')).toBe(visibleEvents(events, rolls, PUBLIC, false).length);
      expect(tx.publicEventCount('1')).toBeGreaterThan(3);
    });
  });

  it('GIVEN an id the bot never made THEN a clear refusal', () => {
    const { h } = started();
    for (const id of ['nonsense', '1.4|campaign join||side', '|||']) {
      const r = h.app.choose({ actor: actor('ana'), channelId: 'c1', id });
      expect(r.ok ? 'ok' : r.error.code).toBe('action/unknown');
    }
  });

  it('GIVEN the local table with choices on THEN the actions print as numbers and a number runs one', () => {
    const { h } = { h: harness() };
    const out: string[] = [];
    const t = new LocalTable(h.app, { json: false, outDir: '/nonexistent', write: (l) => out.push(l), choices: true });
    t.handle('/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO"');
    expect(out.at(-1)).toBe('  ↳ [1] Join a side (Portugal | FRELIMO)');
    t.handle('as ana');
    expect(t.handle('1 Portugal')?.public?.text).toBe('ana joins **Portugal**.');
    expect(t.handle('1')?.error?.code).toBe('input/no-such-choice');
    expect(t.handle('7')?.error?.code).toBe('input/no-such-choice');
  });
});
