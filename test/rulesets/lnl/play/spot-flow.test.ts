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

  it('GIVEN an unspotted target THEN fire is refused; once spotted, the spotter fires at it and loses its Ops Complete', () => {
    // VC sniper in the pagoda (G3, stone building): Lt Kelly has it in sight with degrading:0 declared.
    const { h, game } = table([1, 4, 2]);
    expect(h.run('bob', '/lnl fire units:"3rd Sqd" target:G3 degrading:0')).toMatchObject({ error: { code: 'lnl/not-spotted' } });
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const g = c.game as LnlState;
      tx.saveCampaign({ ...c, game: { ...g, units: g.units.map((u) => (u.id === 'Lt Kelly' ? { ...u, at: { col: 4, row: 2 } } : u)) } });
    });
    // Kelly (LM 1), two hexes off in E3, spots G3's stone building: 1 − 1 ≤ 2; then fires: 4 + FP 1 vs 2 + TM 3, no effect.
    expect(texts(h.run('bob', '/lnl spot unit:"Lt Kelly" hex:G3 degrading:0')).public).toContain('**G3 is spotted**');
    expect(h.run('bob', '/lnl fire units:"Lt Kelly" target:G3 degrading:0')).toMatchObject({ ok: true });
    expect(game().units.find((u) => u.id === 'Lt Kelly')?.markers).toEqual(['fired']);
    expect(game().impulse).toBe('VC');
  });

  it('GIVEN a failed spot THEN the impulse passes and the spotter stays Ops Complete', () => {
    const { h, game } = table([6]);
    // Kelly is a leader, not a scout: his 6 − 1 = 5 fails on the total, not for being a natural 6 (003 L377, L481).
    const told = texts(h.run('bob', '/lnl spot unit:"Lt Kelly" hex:J8 terrain:blocking degrading:0')).public;
    expect(told).toContain('not spotted');
    expect(told).not.toContain('natural 6');
    expect(game().impulse).toBe('VC');
    expect(game().units.find((u) => u.id === 'Lt Kelly')?.markers).toEqual(['ops-complete']);
  });
});

describe('an impulse kept with more:true (LnL player aid, Operations 4.0: one hex is activated)', () => {
  it('GIVEN an assault move with more:true THEN only the units of the hex they entered act again, and they may still fire', () => {
    // 2nd Sqd, set up in C6, assault-moves to D5 (2 MP of its half 4: the stream's +1), beside VC
    // 2's huts; 3rd Sqd (A9) may not act; 2nd Sqd fires:
    // 4 + FP 3 − 2 assault move + 3 adjacent "A" = 8 vs 6 + TM 1 = 7 → DC +1; VC 2 rolls 3: no effect.
    const { h, game } = table([4, 6, 3]);
    expect(h.run('bob', '/lnl unit place unit:"2nd Sqd" at:C6').ok).toBe(true);
    expect(h.run('bob', '/lnl move units:"2nd Sqd" to:D5 how:assault more:true').ok).toBe(true);
    expect(game().activeHex).toEqual({ col: 3, row: 4 });
    expect(h.run('bob', '/lnl move units:"3rd Sqd" to:A10')).toMatchObject({ error: { code: 'lnl/other-hex-active' } });
    expect(h.run('bob', '/lnl fire units:"2nd Sqd" target:E5')).toMatchObject({ ok: true });
    expect(game()).toMatchObject({ impulse: 'VC' });
    expect(game().activeHex).toBeUndefined();
  });
});
