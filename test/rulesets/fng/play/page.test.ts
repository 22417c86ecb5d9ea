import { describe, expect, it } from 'vitest';
import { pageOffers, pagePreview } from '../../../../src/app/web-orders.js';
import { viewerOf } from '../../../../src/core/views.js';
import { RULESETS } from '../../../../src/rulesets/registry.js';
import { harness } from '../../../helpers/harness.js';

/** Song Be: bob's US squad placed, the mission started, US activating (this secret's dice). */
function songBe() {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
    return r;
  };
  must('ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC" scenario:fng-patrol');
  must('bob', '/campaign join side:US');
  must('bob', '/fng force builtin:fng-pink-squad');
  must('bob', '/fng figure place figures:"pink@3,29; barnes@5,29; able@6,28; kelly@4,31; nobles@6,31; charles@5,31; phil@3,32"');
  must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 day-part:night mission:fight');
  must('bob', '/fng activate');
  const c = () => h.store.transaction((tx) => tx.activeCampaign('c1')!);
  const bob = () => viewerOf(c(), { id: 'id-bob', name: 'bob' });
  const fng = RULESETS.get('fng')!;
  return { h, must, c, bob, fng, preview: (intent: Parameters<typeof pagePreview>[4]) => pagePreview(c(), bob(), fng, RULESETS, intent) };
}

describe('FNG orders on the web page', () => {
  it('GIVEN a squad selected THEN it may move, fast move or crawl; one figure may also fire; the enemy\'s or the GM\'s selection gets nothing', () => {
    const t = songBe();
    expect(pageOffers(t.c(), t.bob(), t.fng, ['pink', 'barnes']).map((o) => [o.order, o.target])).toEqual([['normal', 'point'], ['fast', 'point'], ['crawl', 'point']]);
    expect(pageOffers(t.c(), t.bob(), t.fng, ['pink']).map((o) => o.order)).toEqual(['normal', 'fast', 'crawl', 'fire']);
    expect(pageOffers(t.c(), t.bob(), t.fng, ['pink', 'nobody'])).toEqual([]);
    expect(pageOffers(t.c(), viewerOf(t.c(), { id: 'id-ann', name: 'ann' }), t.fng, ['pink'])).toEqual([]);
  });

  /** Where a figure stands now, by the rules' own state. */
  const at = (t: ReturnType<typeof songBe>, id: string) => (t.c().game as { figures: { id: string; at?: { x: number; y: number } }[] }).figures.find((f) => f.id === id)!.at;

  it('GIVEN a group moved by one click THEN each keeps its place in the formation, measured against its own allowance and the ground it crosses, and the command the preview names is the one the rules take', () => {
    const t = songBe();
    const p = t.preview({ order: 'normal', units: ['pink', 'barnes', 'able'], target: { kind: 'point', x: 8, y: 29 } });
    if (!p.ok) throw new Error(p.text);
    expect(p.path).toEqual(['fng', 'move']);
    expect(p.options).toEqual({ moves: 'pink@8,29; barnes@10,29; able@11,28' });
    expect(p.line).toBe('/fng move moves:"pink@8,29; barnes@10,29; able@11,28"');
    expect(p.lines.map((l) => l.ok)).toEqual([true, true, true]);
    // Pink's way is open ground; Barnes ends in Crater 2 and Able starts in Crater 1, each at half speed (L1146).
    expect(p.lines.map((l) => l.text)).toEqual(['pink: 5" of 8"', 'barnes: 5" of 8" (the ground costs 6.2": Crater 2 ½)', 'able: 5" of 8" (the ground costs 7.2": Crater 1 ½)']);
    const r = t.h.run('bob', p.line);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    expect([at(t, 'pink'), at(t, 'barnes'), at(t, 'able')]).toEqual([{ x: 8, y: 29 }, { x: 10, y: 29 }, { x: 11, y: 28 }]);
    // A Fast Move through the crater: what the ground costs, and that only the normal move is certain.
    const fast = songBe().preview({ order: 'fast', units: ['pink'], target: { kind: 'point', x: 14, y: 29 } });
    if (!fast.ok) throw new Error(fast.text);
    expect(fast.lines).toEqual([{ text: expect.stringMatching(/^pink: 11" \(the ground costs 15\.\d": Crater 2 ½\) — 8" for sure, the rest on the Fast Move dice/), ok: true }]);
    expect(fast.ends).toEqual([{ id: 'pink', x: 14, y: 29, ok: false }]);
  });

  it('GIVEN one figure of the group cannot make it THEN the preview marks it and the furthest it reaches over that ground, the others go, and the rules take the command and put it there', () => {
    const t = songBe();
    // Barnes lies prone: standing up costs him half his move (L628), and the crater's half speed the rest.
    t.must('bob', '/fng figure set figure:barnes prone:true');
    const p = t.preview({ order: 'normal', units: ['pink', 'barnes', 'able'], target: { kind: 'point', x: 8, y: 29 } });
    if (!p.ok) throw new Error(p.text);
    expect(p.lines.map((l) => l.ok)).toEqual([true, false, true]);
    expect(p.lines[1]!.text).toBe('barnes: 5" costs more than its 4" of move (Crater 2 ½ speed): it stops short at 8.9,29');
    expect(p.ends?.map((e) => [e.id, e.ok])).toEqual([['pink', true], ['barnes', false], ['able', true]]);
    expect(p.options['moves']).toBe('pink@8,29; barnes@8.9,29; able@11,28');
    const r = t.h.run('bob', p.line);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    expect(at(t, 'barnes')).toEqual({ x: 8.9, y: 29 });
    // A tenth of an inch further is more than his move: the rules refuse it, naming the furthest point.
    const t2 = songBe();
    t2.must('bob', '/fng figure set figure:barnes prone:true');
    const over = t2.h.run('bob', '/fng move moves:"barnes@9,29"');
    expect(over.ok).toBe(false);
  });

  it('GIVEN a figure whose place in the formation another figure holds THEN it stops short of that place on its line, said so, and the rules take it', () => {
    const t = songBe();
    // Pink led to Kelly's place (4,31): Kelly stays, so Pink stops a man's breadth short of him.
    const p = t.preview({ order: 'normal', units: ['pink'], target: { kind: 'point', x: 4, y: 31 } });
    if (!p.ok) throw new Error(p.text);
    expect(p.lines).toEqual([{ text: expect.stringMatching(/^pink: 4,31 is taken by kelly: it stops short at [\d.]+,[\d.]+$/), ok: false }]);
    const [x, y] = String(p.options['moves']).replace('pink@', '').split(',').map(Number);
    expect(Math.hypot(x! - 4, y! - 31)).toBeGreaterThanOrEqual(0.5);
    expect(Math.hypot(x! - 4, y! - 31)).toBeLessThan(0.6);
    const r = t.h.run('bob', p.line);
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    // One of the group stops short where another of it means to end: that one stops short of him in turn.
    const t2 = songBe();
    t2.must('bob', '/fng figure set figure:barnes prone:true');
    const q = t2.preview({ order: 'normal', units: ['barnes', 'pink'], target: { kind: 'point', x: 11, y: 29 } });
    if (!q.ok) throw new Error(q.text);
    expect(q.options['moves']).toBe('barnes@8.9,29; pink@8.4,29');
    expect(q.lines[1]).toEqual({ text: 'pink: 9,29 is taken by barnes: it stops short at 8.4,29', ok: false });
    const r2 = t2.h.run('bob', q.line);
    expect(r2.ok, r2.ok ? '' : r2.error.message).toBe(true);
  });

  it('GIVEN a target off the table THEN that figure stays, said so', () => {
    const t = songBe();
    const p = t.preview({ order: 'normal', units: ['pink'], target: { kind: 'point', x: -2, y: 29 } });
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.code).toBe('fng/no-moves');
  });

  it('GIVEN one figure and an enemy it sees THEN fire names them, says the range against its weapon, and the line of sight as the board reads it', () => {
    const h = harness();
    const must = (who: string, line: string) => expect(h.run(who, line).ok, line).toBe(true);
    must('ann', '/campaign new ruleset:fng name:"Trail 14" sides:"US,VC" scenario:fng-patrol');
    must('bob', '/campaign join side:US');
    must('bob', '/fng force builtin:fng-pink-squad');
    must('bob', '/fng figure place figures:"pink@10,20; barnes@12,20"');
    must('ann', '/fng force builtin:fng-vc-cell side:VC');
    must('ann', '/fng figure place figures:"tranh@26,20; minh@70,22" side:VC');
    const c = h.store.transaction((tx) => tx.activeCampaign('c1')!);
    const bob = viewerOf(c, { id: 'id-bob', name: 'bob' });
    const fng = RULESETS.get('fng')!;
    const near = pagePreview(c, bob, fng, RULESETS, { order: 'fire', units: ['pink'], target: { kind: 'unit', id: 'tranh' } });
    if (!near.ok) throw new Error(near.text);
    expect(near.line).toBe('/fng fire shooter:pink targets:tranh');
    expect(near.lines.map((l) => l.ok)).toEqual([true, true]);
    expect(near.lines[0]!.text).toMatch(/^tranh is 16" away: in range of the .+ \(\d+"\)$/);
    expect(near.lines[1]!.text).toBe('Line of sight: pink sees tranh, as the board reads it');
    const far = pagePreview(c, bob, fng, RULESETS, { order: 'fire', units: ['pink'], target: { kind: 'unit', id: 'minh' } });
    expect(far.ok && far.lines[0]).toMatchObject({ ok: false, text: expect.stringMatching(/^minh is 60(\.\d)?" away: out of range/) });
    // Behind the South jungle from him: the board says so before anything is sent, as /fng fire would refuse it.
    expect(far.ok && far.lines[1]).toEqual({ ok: false, text: 'No line of sight: South jungle stands between them (L815)' });
    // Its own men are no target; nor is a figure the viewer cannot see.
    expect(pagePreview(c, bob, fng, RULESETS, { order: 'fire', units: ['pink'], target: { kind: 'unit', id: 'barnes' } })).toMatchObject({ ok: false, code: 'fng/unknown-figure' });
  });

  it('GIVEN a campaign whose GM set fng.building.height to flat THEN the fire preview reads the board flat, as /fng fire does: the hooch the default sees over from floor 1 blocks', () => {
    const preview = (flat: boolean) => {
      const h = harness();
      const must = (who: string, line: string) => expect(h.run(who, line).ok, line).toBe(true);
      must('ann', '/campaign new ruleset:fng name:"Hue" sides:"US,VC" scenario:fng-village');
      if (flat) must('ann', '/campaign rules set name:fng.building.height value:flat');
      must('bob', '/campaign join side:US');
      must('bob', '/fng force builtin:fng-pink-squad');
      must('bob', '/fng figure place figures:"pink@26.5,11.5; barnes@10,33"');
      must('ann', '/fng force builtin:fng-vc-cell side:VC');
      must('ann', '/fng figure place figures:"tranh@44,9" side:VC');
      must('bob', '/fng activate');
      // Up the Shophouse's stairs to its floor above (L1002); Hooch 1 stands between him and Tranh.
      must('bob', '/fng move moves:"pink@26.5,11" floor:1');
      const c = h.store.transaction((tx) => tx.activeCampaign('c1')!);
      const p = pagePreview(c, viewerOf(c, { id: 'id-bob', name: 'bob' }), RULESETS.get('fng')!, RULESETS, { order: 'fire', units: ['pink'], target: { kind: 'unit', id: 'tranh' } });
      if (!p.ok) throw new Error(p.text);
      return { sight: p.lines[1], fire: () => h.run('bob', p.line) };
    };
    // Read with height (the default), his move up brought them into sight: the In Sight waits on the Star.
    expect(preview(false).sight).toEqual({ ok: true, text: 'Line of sight: pink sees tranh, as the board reads it' });
    const flat = preview(true);
    const fired = flat.fire();
    expect(flat.sight).toEqual({ ok: false, text: 'No line of sight: Hooch 1 stands between them (L815)' });
    expect(fired.ok ? 'ok' : fired.error.message).toContain('**Hooch 1** stands between them (L815)');
  });
});
