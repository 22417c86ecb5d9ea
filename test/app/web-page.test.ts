import { describe, expect, it } from 'vitest';
import { campaignLog, pageFor } from '../../src/app/web-page.js';
import type { Ruleset } from '../../src/core/ruleset.js';
import { viewerOf } from '../../src/core/views.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { harness } from '../helpers/harness.js';

describe('the web page\'s units', () => {
  it('GIVEN a board with a piece of no campaign side (FNG\'s civilians) THEN it is listed after the sides, the viewer\'s own first', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
    h.run('bob', '/campaign join side:US');
    h.run('cat', '/campaign join side:VC');
    h.run('bob', '/lnl roster builtin:lnl-us-rifle-platoon');
    h.run('cat', '/lnl roster builtin:lnl-vc-platoon');
    const lnl = RULESETS.get('lnl')!;
    // The board kit as FNG's draws it: a civilian on the table beside the sides' pieces.
    const withCivilian: Ruleset = {
      ...lnl,
      board: {
        ...lnl.board!,
        boardView: (view, scenario, o) => {
          const b = lnl.board!.boardView(view, scenario, o)!;
          return { ...b, units: [...b.units, { ...b.units[0]!, id: 'CIV-1', side: 'Civilians', label: 'Villager' }] } as typeof b;
        },
      },
    };
    const page = h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      return pageFor(campaignLog(tx, c), viewerOf(c, { id: 'id-cat', name: 'cat' }), withCivilian);
    });
    expect(page.units.map((g) => [g.side, g.own])).toEqual([
      ['VC', true],
      ['US', false],
      ['Civilians', false],
    ]);
    expect(page.units[2]!.units.map((u) => [u.id, u.label])).toEqual([['CIV-1', 'Villager']]);
  });
});
