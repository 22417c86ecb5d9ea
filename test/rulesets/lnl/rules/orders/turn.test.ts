import { describe, expect, it } from 'vitest';
import { passKind, passOrder } from '../../../../../src/rulesets/lnl/rules/orders/turn.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, expectCode, game, hex, squad, unwrap } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** The Rally phase of turn 1, the initiative settled for the US. */
const rally = (): LnlState => ({ ...game([squad('1st', 'C5')], [squad('VC1', 'C8')]), initiativeSettled: true });

describe('passOrder: /lnl pass as one pure move (LnL player aid 3.0, 4.0, 9.0, 18.2.1)', () => {
  it('GIVEN the Rally phase THEN it is done rallying in the phase table; in Operations, a pass', () => {
    expect(passKind(rally())).toBe('rally-done');
    expect(passKind(operations(rally()))).toBe('pass');
    expect(kindOf(passOrder({}), rally())).toBe('rally-done');
  });

  it('GIVEN one side done rallying THEN the phase goes on; the other one done THEN Operations begin with the initiative holder\'s impulse', () => {
    const one = unwrap(run(passOrder({}), rally(), { side: VC }));
    expect(one.result).toEqual({ kind: 'rally-done', side: VC, barrages: [] });
    expect(one.state.phase).toBe('rally');
    const both = unwrap(run(passOrder({}), one.state, { side: US }));
    expect(both.state).toMatchObject({ phase: 'operations', impulse: US, passes: 0 });
  });

  it('GIVEN a walking barrage when Operations begin THEN it walks one hex and fires there, as its own side\'s, at the TM declared', () => {
    let s: LnlState = { ...rally(), rallyDone: [VC] };
    s = addHexMarker(s, { kind: 'ffe', at: hex('C7'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'S', turnsLeft: 2 } });
    // Attack 1 + 4 = 5 vs 6 + TM 1 = 7: no effect; no fire check without a natural 6.
    const r = unwrap(run(passOrder({ tms: 'C8:1' }), s, { faces: [1, 6] }));
    expect(r.result.kind).toBe('rally-done');
    expect(r.result.kind === 'rally-done' && r.result.barrages.map((b) => b.hex)).toEqual([hex('C8')]);
    expect(r.state.hexMarkers).toContainEqual(expect.objectContaining({ kind: 'ffe', at: hex('C8'), walk: { direction: 'S', turnsLeft: 1 } }));
  });

  it('GIVEN TMs that cannot be read THEN refused only when a barrage is to walk: Operations begin', () => {
    expect(run(passOrder({ tms: 'nonsense' }), rally(), { side: VC }).ok).toBe(true);
    expectCode(run(passOrder({ tms: 'nonsense' }), { ...rally(), rallyDone: [VC] }), 'lnl/bad-tm-list');
  });

  it('GIVEN a walking barrage into a covered hex of the map without a declared TM THEN lnl/tm-needed, before any die', () => {
    let s: LnlState = { ...rally(), rallyDone: [VC] };
    s = addHexMarker(s, { kind: 'ffe', at: hex('C7'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'S', turnsLeft: 2 } });
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C8'] }]);
    expect(run(passOrder({}), s, { board, faces: [1, 6] })).toMatchObject({ ok: false, code: 'lnl/tm-needed', unusedFaces: 2 });
  });

  it('GIVEN Operations THEN a pass hands the impulse over and counts; the third in a row ends the phase with the Administrative phase', () => {
    const first = unwrap(run(passOrder({}), operations(rally())));
    expect(first.result).toEqual({ kind: 'pass', side: US, declined: false, passes: 1, admin: undefined });
    expect(first.state).toMatchObject({ impulse: VC, passes: 1 });
    const third = unwrap(run(passOrder({}), { ...operations(rally(), VC), passes: 2 }, { side: VC }));
    expect(third.result).toMatchObject({ kind: 'pass', passes: 3, admin: { endedTurn: 1 } });
    expect(third.state).toMatchObject({ turn: 2, phase: 'rally' });
  });

  it('GIVEN a successful spot not followed by its shot THEN the pass declines it: the impulse ends, no pass is counted', () => {
    const s = { ...operations(rally()), lastSpot: { unit: '1st', hex: hex('C8') } };
    const r = unwrap(run(passOrder({}), s));
    expect(r.result).toMatchObject({ kind: 'pass', declined: true });
    expect(r.state).toMatchObject({ impulse: VC, passes: 0 });
    expect(r.state.lastSpot).toBeUndefined();
  });
});
