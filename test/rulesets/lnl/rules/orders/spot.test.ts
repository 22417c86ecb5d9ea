import { describe, expect, it } from 'vitest';
import { spotOrder } from '../../../../../src/rulesets/lnl/rules/orders/spot.js';
import { US, VC, expectCode, game, hex, patch, squad, unit, unwrap } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** US 1st Squad in C5, a VC squad in the woods of C8 (blocking terrain on the map); US to act. */
const field = () => operations(game([squad('1st', 'C5')], [squad('VC1', 'C8')]));
const WOODS = map([{ name: 'Woods', type: 'woods', hexes: ['C8'] }]);

describe('spotOrder: /lnl spot as one pure move (LnL player aid 10.1, 4.0)', () => {
  it('GIVEN open ground THEN spotted without a roll: no Ops Complete, and the impulse stays for the spotter\'s shot', () => {
    const order = spotOrder({ unit: '1st', hex: 'C8' });
    expect(kindOf(order, field())).toBe('activate');
    expect(order.from?.(field())).toEqual(hex('C5'));
    const r = unwrap(run(order, field()));
    expect(r.result.spot.kind).toBe('automatic');
    expect(unit(r.state, '1st').markers).toEqual([]);
    expect(r.state).toMatchObject({ impulse: US, lastSpot: { unit: '1st', hex: hex('C8') }, spottedHexes: [{ side: US, at: hex('C8') }] });
  });

  it('GIVEN blocking terrain on the map THEN a roll of 2 or less spots it, the spotter Ops Complete, the shot still his', () => {
    const r = unwrap(run(spotOrder({ unit: '1st', hex: 'C8' }), field(), { board: WOODS, faces: [2] }));
    expect(r.result).toMatchObject({ sight: 'map', spot: { kind: 'roll', terrain: 'blocking', target: 2, success: true } });
    expect(unit(r.state, '1st').markers).toEqual(['ops-complete']);
    expect(r.state.lastSpot).toEqual({ unit: '1st', hex: hex('C8') });
  });

  it('GIVEN a failed attempt THEN the spotter is Ops Complete and the impulse ends', () => {
    const r = unwrap(run(spotOrder({ unit: '1st', hex: 'C8' }), field(), { board: WOODS, faces: [3] }));
    expect(r.result.spot).toMatchObject({ success: false });
    expect(unit(r.state, '1st').markers).toEqual(['ops-complete']);
    expect(r.state.impulse).toBe(VC);
    expect(r.state.lastSpot).toBeUndefined();
  });

  it('GIVEN terrain declared where the map cannot tell THEN it counts: degrading, 3 or less', () => {
    const r = unwrap(run(spotOrder({ unit: '1st', hex: 'C8', terrain: 'degrading' }), field(), { faces: [3] }));
    expect(r.result).toMatchObject({ sight: 'declared', spot: { terrain: 'degrading', success: true } });
  });

  it('GIVEN a blocked line of sight on the map THEN lnl/los-blocked, naming the spotter and hex, before any roll', () => {
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C6', 'C8'] }]);
    expect(run(spotOrder({ unit: '1st', hex: 'C8' }), field(), { board, faces: [1] })).toMatchObject({ ok: false, code: 'lnl/los-blocked', params: { unit: '1st', hex: 'C8' }, unusedFaces: 1 });
  });

  it('GIVEN a spotter off the map or a hex that cannot be read THEN their codes', () => {
    expectCode(run(spotOrder({ unit: '1st', hex: 'C8' }), patch(field(), '1st', { at: undefined })), 'lnl/no-position');
    expectCode(run(spotOrder({ unit: '1st', hex: '8' }), field()), 'lnl/bad-hex');
  });
});
