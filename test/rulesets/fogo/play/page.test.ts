import { describe, expect, it } from 'vitest';
import { pageOffers, pagePreview } from '../../../../src/app/web-orders.js';
import { viewerOf } from '../../../../src/core/views.js';
import { RULESETS } from '../../../../src/rulesets/registry.js';
import { harness } from '../../../helpers/harness.js';

/** Op Tridente on the paddy patrol: bob's Portugal holds the initiative; cat's FRELIMO has a hidden machine gun. */
function tridente() {
  const h = harness();
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
  };
  must('ann', '/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  must('bob', '/campaign join side:Portugal');
  must('bob', '/fogo force builtin:cacadores-combat-group');
  must('cat', '/campaign join side:FRELIMO');
  must('cat', '/fogo force builtin:frelimo-group');
  must('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true');
  const c = () => h.store.transaction((tx) => tx.activeCampaign('c1')!);
  const fogo = RULESETS.get('fogo')!;
  const as = (who: string) => viewerOf(c(), { id: `id-${who}`, name: who });
  return { h, c, fogo, as, preview: (who: string, intent: Parameters<typeof pagePreview>[4]) => pagePreview(c(), as(who), fogo, RULESETS, intent) };
}

describe('Fogo Cruzado orders on the web page', () => {
  it('GIVEN stands selected THEN they may move (seen or not) or fire; a group moves as a group move; another side\'s stands get nothing', () => {
    const t = tridente();
    expect(pageOffers(t.c(), t.as('bob'), t.fogo, ['CA-1']).map((o) => [o.order, o.label, o.target])).toEqual([
      ['move', 'Move', 'point'],
      ['move-seen', 'Move, seen', 'point'],
      ['fire', 'Fire', 'unit'],
    ]);
    expect(pageOffers(t.c(), t.as('bob'), t.fogo, ['CA-1', 'CA-2']).map((o) => o.label)).toEqual(['Group move', 'Group move, seen', 'Fire']);
    expect(pageOffers(t.c(), t.as('bob'), t.fogo, ['FR-1'])).toEqual([]);
  });

  it('GIVEN a click in a paddy THEN the group moves to that feature, the open outside any; the rules take the command', () => {
    const t = tridente();
    const p = t.preview('bob', { order: 'move', units: ['CA-1', 'CA-2'], target: { kind: 'point', x: 21, y: 40 } });
    if (!p.ok) throw new Error(p.text);
    expect(p.line).toBe('/fogo groupmove stands:CA-1,CA-2 feature:"Paddy 5"');
    expect(p.lines.map((l) => l.text)).toEqual(['CA-1: from the open to Paddy 5', 'CA-2: from the open to Paddy 5', 'Portugal holds the initiative', "Out of the enemy's sight (attested)"]);
    expect(t.h.run('bob', p.line).ok).toBe(true);
    const open = t.preview('bob', { order: 'move-seen', units: ['CA-3'], target: { kind: 'point', x: 44, y: 45 } });
    expect(open.ok && open.line).toBe('/fogo move stand:CA-3 feature:open seen:true');
  });

  it('GIVEN FRELIMO without the initiative THEN its preview says who holds it; fire at a stand it cannot see reads as at one that does not exist', () => {
    const t = tridente();
    const fire = t.preview('cat', { order: 'fire', units: ['FR-1'], target: { kind: 'unit', id: 'CA-1' } });
    if (!fire.ok) throw new Error(fire.text);
    expect(fire.line).toBe('/fogo fire firers:FR-1 target:CA-1');
    expect(fire.lines.find((l) => /initiative/.test(l.text))).toEqual({ text: 'Portugal holds the initiative: FRELIMO may only fire reactively', ok: false });
    const hidden = t.preview('bob', { order: 'fire', units: ['CA-1'], target: { kind: 'unit', id: 'HIDDEN-MG' } });
    const none = t.preview('bob', { order: 'fire', units: ['CA-1'], target: { kind: 'unit', id: 'NOPE-MG' } });
    expect(hidden.ok || none.ok).toBe(false);
    if (hidden.ok || none.ok) return;
    expect(hidden.code).toBe(none.code);
    expect(hidden.text.replace('HIDDEN-MG', 'X')).toBe(none.text.replace('NOPE-MG', 'X'));
  });
});
