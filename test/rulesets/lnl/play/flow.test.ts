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
});
