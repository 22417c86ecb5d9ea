import { describe, expect, it } from 'vitest';
import { airOrder, artilleryCallOrder, artilleryFfeOrder } from '../../../../../src/rulesets/lnl/rules/orders/artillery.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, expectCode, game, hex, leader, squad, unit, unwrap } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** A US leader (LM 1) in C5, the enemy far off in H8; US to act. */
const field = (): LnlState => operations(game([leader('Lt', 'C5')], [squad('VC1', 'H8')]));
/** His spotting round has landed in C8. */
const roundIn = (at: string): LnlState =>
  addHexMarker(field(), { kind: 'spotting-round', at: hex(at), side: US, mission: 'standard', spotter: 'Lt', firepower: 6 });

describe('artilleryCallOrder: /lnl artillery call as one pure move (LnL player aid 18.2 items 1–3, 4.0)', () => {
  it('GIVEN a call THEN an activation of the spotter\'s hex; the round lands and the impulse passes', () => {
    const order = artilleryCallOrder({ spotter: 'Lt', hex: 'C8', fp: 6 });
    expect(kindOf(order, field())).toBe('activate');
    expect(order.from?.(field())).toEqual(hex('C5'));
    // White 1 − LM 1 = 0: no drift.
    const r = unwrap(run(order, field(), { faces: [1, 1] }));
    expect(r.state.hexMarkers).toContainEqual(expect.objectContaining({ kind: 'spotting-round', at: hex('C8'), spotter: 'Lt' }));
    expect(unit(r.state, 'Lt').markers).toEqual(['ops-complete']);
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN woods on the map between spotter and hex THEN lnl/los-blocked before any die; declared degrading hexes overrule the map', () => {
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C6'] }]);
    expect(run(artilleryCallOrder({ spotter: 'Lt', hex: 'C8', fp: 6 }), field(), { board, faces: [1, 1] })).toMatchObject({ ok: false, code: 'lnl/los-blocked', unusedFaces: 2 });
    expect(run(artilleryCallOrder({ spotter: 'Lt', hex: 'C8', fp: 6, degrading: 1 }), field(), { board, faces: [1, 1] }).ok).toBe(true);
  });

  it('GIVEN hexes that cannot be read THEN lnl/bad-hex, the line\'s other end included', () => {
    expectCode(run(artilleryCallOrder({ spotter: 'Lt', hex: '?', fp: 6 }), field()), 'lnl/bad-hex');
    expectCode(run(artilleryCallOrder({ spotter: 'Lt', hex: 'C8', fp: 6, mission: 'line', to: '?' }), field()), 'lnl/bad-hex');
  });
});

describe('artilleryFfeOrder: /lnl artillery ffe as one pure move (18.2 item 4, 4.0)', () => {
  it('GIVEN the round in an empty hex THEN the FFE goes down with no die, the spotter is Ops Complete and the impulse passes', () => {
    const order = artilleryFfeOrder({ spotter: 'Lt' });
    expect(order.from?.(roundIn('C8'))).toEqual(hex('C5'));
    const r = unwrap(run(order, roundIn('C8')));
    expect(r.result.ffe).toEqual([hex('C8')]);
    expect(r.state.hexMarkers).toEqual([expect.objectContaining({ kind: 'ffe', at: hex('C8'), firepower: 6 })]);
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN a shift to a hex the map hides from the spotter THEN lnl/shift-out-of-los', () => {
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['D7', 'D8'] }]);
    expectCode(run(artilleryFfeOrder({ spotter: 'Lt', shift: 'D8' }), roundIn('C8'), { board }), 'lnl/shift-out-of-los');
  });

  it('GIVEN TMs that cannot be read THEN lnl/bad-tm-list', () => {
    expectCode(run(artilleryFfeOrder({ spotter: 'Lt', tms: 'C8 two' }), roundIn('C8')), 'lnl/bad-tm-list');
  });
});

describe('airOrder: /lnl artillery air as one pure move (19.1, 4.0)', () => {
  it('GIVEN one to seven hexes of the map THEN an activation that ends the impulse; none, eight, or one off the map are refused', () => {
    const order = airOrder({ hexes: 'E4, E5', fp: 4, he: 0 });
    expect(kindOf(order, field())).toBe('activate');
    const r = unwrap(run(order, field()));
    expect(r.result).toEqual({ passes: [], hexes: ['E4', 'E5'] });
    expect(r.state.impulse).toBe(VC);
    expectCode(run(airOrder({ hexes: ' , ', fp: 4, he: 0 }), field()), 'lnl/bad-hex-list');
    expectCode(run(airOrder({ hexes: 'A1,A2,A3,A4,A5,A6,A7,A8', fp: 4, he: 0 }), field()), 'lnl/bad-hex-list');
    expect(run(airOrder({ hexes: 'E4, Z9', fp: 4, he: 0 }), field())).toMatchObject({ ok: false, code: 'lnl/off-board', params: { hex: 'Z9' } });
  });

  it('GIVEN troops in a covered hex of the map without a declared TM THEN lnl/tm-needed before any die; declared, the pass attacks them', () => {
    const s = operations(game([leader('Lt', 'C5')], [squad('VC1', 'E4')]));
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['E4'] }]);
    expect(run(airOrder({ hexes: 'E4', fp: 4, he: 0 }), s, { board, faces: [1, 6] })).toMatchObject({ ok: false, code: 'lnl/tm-needed', unusedFaces: 2 });
    // 1 + 4 = 5 vs 6 + 2 = 8: no effect; no fire check without a natural 6.
    const r = unwrap(run(airOrder({ hexes: 'E4', fp: 4, he: 0, tms: 'E4:2' }), s, { board, faces: [1, 6] }));
    expect(r.result.passes).toHaveLength(1);
    expect(r.result.passes[0]?.legs?.attack.defender.total).toBe(8);
  });
});
