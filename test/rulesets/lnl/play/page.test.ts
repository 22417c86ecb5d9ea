import { describe, expect, it } from 'vitest';
import { pageOffers, pagePreview } from '../../../../src/app/web-orders.js';
import { viewerOf } from '../../../../src/core/views.js';
import { RULESETS } from '../../../../src/rulesets/registry.js';
import { harness } from '../../../helpers/harness.js';

/** Xuan Loc on the hamlet map (docs/lnl.md): bob's US at the landing zone, cat's VC in the hamlet; the Operations phase, US's impulse, unless asked for the Rally phase of turn 1. */
function xuanLoc(phase: 'rally' | 'operations' = 'operations') {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
  };
  must('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  must('bob', '/campaign join side:US');
  must('bob', '/lnl roster builtin:lnl-us-rifle-platoon');
  must('cat', '/campaign join side:VC');
  must('cat', '/lnl roster builtin:lnl-vc-platoon');
  const operations = () => {
    must('cat', '/lnl pass');
    must('bob', '/lnl pass');
  };
  if (phase === 'operations') operations();
  const c = () => h.store.transaction((tx) => tx.activeCampaign('c1')!);
  const lnl = RULESETS.get('lnl')!;
  const as = (who: string) => viewerOf(c(), { id: `id-${who}`, name: who });
  return { h, must, operations, c, lnl, as, preview: (who: string, intent: Parameters<typeof pagePreview>[4]) => pagePreview(c(), as(who), lnl, RULESETS, intent) };
}

const refusal = (r: ReturnType<ReturnType<typeof xuanLoc>['h']['run']>): string => (r.ok ? '(it ran)' : r.error.message);

describe("Lock 'n Load orders on the web page", () => {
  it('GIVEN units of one hex chosen THEN they may move in each way the rules allow (double time with a leader), or fire; another side\'s units get nothing', () => {
    const t = xuanLoc();
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['1st Sqd']).map((o) => [o.order, o.target])).toEqual([
      ['move', 'hex'],
      ['assault', 'hex'],
      ['stealth', 'hex'],
      ['low-crawl', 'hex'],
      ['fire', 'hex'],
    ]);
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['Lt Kelly', 'Doc Hale']).map((o) => o.order)).toContain('double-time');
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['VC 1'])).toEqual([]);
    expect(pageOffers(t.c(), t.as('ann'), t.lnl, ['1st Sqd'])).toEqual([]);
  });

  it('GIVEN the Rally phase THEN a Shaken unit may try to rally, as the slash command does, and nothing else is offered', () => {
    const t = xuanLoc('rally');
    t.must('bob', '/lnl unit set unit:"2nd Sqd" status:shaken');
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['1st Sqd'])).toEqual([]);
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['2nd Sqd']).map((o) => [o.order, o.target])).toEqual([['rally', 'none']]);
    const p = t.preview('bob', { order: 'rally', units: ['2nd Sqd'] });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/lnl rally unit:"2nd Sqd"');
    expect(p.lines.every((l) => l.ok)).toBe(true);
    expect(refusal(t.h.run('bob', p.line))).toBe('(it ran)');
    t.operations();
    expect(pageOffers(t.c(), t.as('bob'), t.lnl, ['1st Sqd']).map((o) => o.order)).toContain('move');
  });

  it('GIVEN a stack and a hex tapped THEN the preview counts each unit\'s MPs on the way the rules take, and the command runs as the slash command', () => {
    const t = xuanLoc();
    const p = t.preview('bob', { order: 'move', units: ['2nd Sqd', 'Sgt Reyes'], target: { kind: 'hex', hex: 'C7' } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/lnl move units:"2nd Sqd,Sgt Reyes" to:C7');
    // B8 to C7 by C8 (paddy, 1 MP) and C7 (the stream: 1 + its 1, 10.5.1); a squad's MF 4, a leader's 5 (house rules).
    expect(p.lines).toEqual([
      { text: 'The way: C8 C7 (2 hexes)', ok: true },
      { text: '2nd Sqd: 3 MP of 4 — C8 1, C7 2', ok: true },
      { text: 'Sgt Reyes: 3 MP of 5 — C8 1, C7 2', ok: true },
      { text: "US's impulse", ok: true },
    ]);
    expect(p.ends).toEqual([
      { id: '2nd Sqd', hex: 'C7', ok: true },
      { id: 'Sgt Reyes', hex: 'C7', ok: true },
    ]);
    expect(refusal(t.h.run('bob', p.line))).toBe('(it ran)');
  });

  it('GIVEN a way dearer than a unit\'s MPs THEN the preview marks it, says how far its MPs reach, and words the refusal as the bot does', () => {
    const t = xuanLoc();
    const p = t.preview('bob', { order: 'assault', units: ['1st Sqd'], target: { kind: 'hex', hex: 'C6' } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/lnl move units:"1st Sqd" to:C6 how:assault');
    expect(p.lines.slice(0, 2)).toEqual([
      { text: 'The way: B6 C6 (2 hexes)', ok: true },
      { text: '1st Sqd: 3 MP of 2 (assault: half (6.1)) — B6 1, C6 2; its MPs reach B6', ok: false },
    ]);
    expect(p.ends).toEqual([{ id: '1st Sqd', hex: 'B6', ok: false }]);
    expect(p.lines.at(-1)).toEqual({ text: refusal(t.h.run('bob', p.line)), ok: false });
  });

  it('GIVEN a hex tapped to fire at THEN the preview reads range, sight, TM and spotting from the map; out of its impulse the refusal is the bot\'s', () => {
    const t = xuanLoc();
    const p = t.preview('bob', { order: 'fire', units: ['M60 team'], target: { kind: 'hex', hex: 'F4' } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/lnl fire units:"M60 team" target:F4');
    // The pagoda's wall and huts stand between the landing zone and F4; the bot refuses the shot too.
    expect(p.lines).toEqual([
      { text: 'F4: Cmdr Tran, VC 1', ok: true },
      { text: 'M60 team: range 8, the target 5 hexes away', ok: true },
      { text: 'Line of sight: blocked on the map', ok: false },
      { text: 'Target TM +1', ok: true },
      { text: 'Not spotted by the map: spot it first (/lnl spot), unless you did this turn', ok: false },
      { text: "US's impulse", ok: true },
    ]);
    expect(t.h.run('bob', p.line).ok).toBe(false);
    t.must('bob', '/lnl move units:"2nd Sqd,Sgt Reyes" to:C7');
    const late = t.preview('bob', { order: 'fire', units: ['1st Sqd'], target: { kind: 'hex', hex: 'E5' } });
    if (!late.ok) throw new Error(late.text);
    expect(late.lines.at(-1)).toEqual({ text: refusal(t.h.run('bob', late.line)), ok: false });
    // VC may answer the move: opportunity fire at the movers' hex.
    expect(pageOffers(t.c(), t.as('cat'), t.lnl, ['VC 2']).map((o) => o.order)).toContain('opportunity');
    const opp = t.preview('cat', { order: 'opportunity', units: ['VC 2'], target: { kind: 'hex', hex: 'C7' } });
    if (!opp.ok) throw new Error(opp.text);
    expect(opp.line).toBe('/lnl fire units:"VC 2" target:C7 opportunity:true');
    expect(opp.lines).toEqual([
      { text: 'C7: Sgt Reyes, 2nd Sqd', ok: true },
      { text: 'VC 2: range 4, the target 3 hexes away', ok: true },
      { text: 'Line of sight: clear, 0 degrading hexes (10.3)', ok: true },
      { text: 'Target TM +0', ok: true },
      { text: 'Opportunity fire: at the units that just moved there, spotted or not (5.3)', ok: true },
      { text: 'US just moved into C7: you may answer it', ok: true },
    ]);
    expect(refusal(t.h.run('cat', opp.line))).toBe('(it ran)');
  });
});
