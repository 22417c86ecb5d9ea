import { describe, expect, it } from 'vitest';
import type { LnlState } from '../../../../src/rulesets/lnl/rules/game/state.js';
import { harness, texts } from '../../../helpers/harness.js';

/** A hamlet game in the Operations phase, US to act; ann is the GM, bob the US, cat the VC. */
function table(faces: number[]) {
  const h = harness({ faces });
  const must = (r: { ok: boolean; error?: { code: string } }) => expect(r.ok ? 'ok' : r.error?.code).toBe('ok');
  must(h.run('ann', '/campaign new ruleset:lnl name:T sides:"US,VC" scenario:lnl-hamlet'));
  must(h.run('bob', '/campaign join side:US'));
  must(h.run('cat', '/campaign join side:VC'));
  must(h.run('bob', '/lnl roster builtin:lnl-us-rifle-platoon'));
  must(h.run('cat', '/lnl roster builtin:lnl-vc-platoon'));
  must(h.run('bob', '/lnl pass'));
  must(h.run('cat', '/lnl pass'));
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as LnlState);
  return { h, game, must };
}

describe('the flow of the Operations phase (LnL player aid 4.0, 003 L397–L401)', () => {
  it('GIVEN a move kept with more:true, then /lnl pass THEN the impulse goes to the VC, any hex of theirs may act, and no pass is counted', () => {
    const { h, game, must } = table([6, 6, 6, 6]);
    must(h.run('bob', '/lnl move units:"1st Sqd" to:B6 how:assault more:true'));
    expect(game().activeHex).toBeDefined();
    const passed = texts(h.run('bob', '/lnl pass')).public;
    expect(passed).toContain('is done with B6; the impulse ends');
    expect(passed).not.toContain('consecutive pass');
    expect(game()).toMatchObject({ impulse: 'VC', passes: 0 });
    must(h.run('cat', '/lnl move units:"VC 2" to:D5'));
    expect(game().impulse).toBe('US');
  });

  it('GIVEN VC moved into a US hex with more:true THEN the US may opportunity-fire before the melee, not after it (003 L461–L465)', () => {
    const { h, game, must } = table([6, 6, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 6, 6]);
    // 1st Sqd in C5, 2nd Sqd next door in C6, VC 2 in C4.
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const g = c.game as LnlState;
      const at: Record<string, { col: number; row: number }> = { '1st Sqd': { col: 2, row: 4 }, '2nd Sqd': { col: 2, row: 5 }, 'VC 2': { col: 2, row: 3 } };
      tx.saveCampaign({ ...c, game: { ...g, units: g.units.map((u) => (at[u.id] ? { ...u, at: at[u.id]! } : u)) } });
    });
    must(h.run('bob', '/lnl pass'));
    must(h.run('cat', '/lnl move units:"VC 2" to:C5 more:true'));
    expect(h.run('bob', '/lnl fire units:"2nd Sqd" target:C5 opportunity:true')).toMatchObject({ ok: true });
    must(h.run('cat', '/lnl melee hex:C5'));
    expect(game().lastMove).toBeUndefined();
    expect(h.run('bob', '/lnl fire units:"3rd Sqd" target:C5 opportunity:true')).toMatchObject({ error: { code: 'lnl/of-no-mover' } });
  });
});
