import { describe, expect, it } from 'vitest';
import type { LnlState } from '../../../src/core/rulesets/lnl/state.js';
import { harness, texts } from '../../helpers/harness.js';

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
  return { h, game };
}

describe('spotting then firing (LnL player aid, Spotting 10.1 items 3–4)', () => {
  it('GIVEN a successful spot THEN the impulse holds only the spotter\'s shot', () => {
    // Lt Kelly (LM 1) looks into blocking terrain at J8: 1 − 1 ≤ 2. Then 1st Sqd may not move.
    const { h, game } = table([1]);
    expect(texts(h.run('bob', '/lnl spot unit:"Lt Kelly" hex:J8 terrain:blocking degrading:0')).public).toContain('**J8 is spotted**');
    expect(game().lastSpot?.unit).toBe('Lt Kelly');
    expect(game().impulse).toBe('US');
    expect(h.run('bob', '/lnl move units:"1st Sqd" to:B6')).toMatchObject({ error: { code: 'lnl/spotter-fires-first' } });
  });

  it('GIVEN a successful spot declined with /lnl pass THEN the impulse ends without counting as a pass', () => {
    const { h, game } = table([1]);
    h.run('bob', '/lnl spot unit:"Lt Kelly" hex:J8 terrain:blocking degrading:0');
    expect(texts(h.run('bob', '/lnl pass')).public).toContain('holds its fire after spotting; the impulse ends');
    expect(game()).toMatchObject({ impulse: 'VC', passes: 0 });
    expect(game().lastSpot).toBeUndefined();
  });

  it('GIVEN a failed spot THEN the impulse passes and the spotter stays Ops Complete', () => {
    const { h, game } = table([6]);
    expect(texts(h.run('bob', '/lnl spot unit:"Lt Kelly" hex:J8 terrain:blocking degrading:0')).public).toContain('a natural 6 always fails');
    expect(game().impulse).toBe('VC');
    expect(game().units.find((u) => u.id === 'Lt Kelly')?.markers).toEqual(['ops-complete']);
  });
});
