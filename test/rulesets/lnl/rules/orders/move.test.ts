import { describe, expect, it } from 'vitest';
import { moveOrder } from '../../../../../src/rulesets/lnl/rules/orders/move.js';
import { streamTypeAt } from '../../../../../src/rulesets/lnl/rules/movement/move-action.js';
import { afterActivation } from '../../../../../src/rulesets/lnl/rules/phases/turn.js';
import { US, VC, expectCode, game, hex, patch, squad, tank, unit, unwrap } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** US 1st and 2nd Squads in C5, a VC squad far off in H8; US to act. */
const field = () => operations(game([squad('1st', 'C5'), squad('2nd', 'C5')], [squad('VC1', 'H8')]));
const BROOK = (streamType: number) => map([{ name: 'Brook', type: 'stream', path: ['C6', 'D6'], streamType }]);

describe('moveOrder: /lnl move as one pure move (LnL player aid 6.0, 10.5.1, 4.0)', () => {
  it('GIVEN a move THEN an activation of the movers\' hex; they move, marked Moved, and the impulse passes', () => {
    const order = moveOrder({ units: '1st, 2nd', to: 'C6' });
    const s = field();
    expect(kindOf(order, s)).toBe('activate');
    expect(order.from?.(s)).toEqual(hex('C5'));
    const r = unwrap(run(order, s));
    expect(unit(r.state, '1st')).toMatchObject({ at: hex('C6'), markers: ['moved'] });
    expect(unit(r.state, '2nd').at).toEqual(hex('C6'));
    expect(r.state).toMatchObject({ impulse: VC, passes: 0 });
  });

  it('GIVEN an assault move with more:true THEN the impulse is held for the hex they moved into', () => {
    const r = unwrap(run(moveOrder({ units: '1st', to: 'C6', how: 'assault', more: true }), field()));
    expect(unit(r.state, '1st').markers).toEqual(['assault-move']);
    expect(r.state.impulse).toBe(US);
    expect(r.state.activeHex).toEqual(hex('C6'));
  });

  it('GIVEN a stream of the map in the hex entered THEN each mover pays its extra MPs (type 2: 1 MP on foot)', () => {
    const r = unwrap(run(moveOrder({ units: '1st', to: 'C6' }), field(), { board: BROOK(2) }));
    expect(r.result.stream).toEqual({ type: 2, penalties: [{ unit: '1st', mp: 1 }] });
  });

  it('GIVEN a type 5 stream THEN nobody may enter it; without a map there is no stream to cross', () => {
    expectCode(run(moveOrder({ units: '1st', to: 'C6' }), field(), { board: BROOK(5) }), 'lnl/stream-prohibited');
    expect(unwrap(run(moveOrder({ units: '1st', to: 'C6' }), field())).result.stream).toBeUndefined();
  });

  it('GIVEN a Shaken unit and an enemy it sees on the map THEN it may not close on it; woods between them hide it; without a map the bot cannot tell', () => {
    const s = patch(operations(game([squad('1st', 'C5')], [squad('VC1', 'C8')])), '1st', { status: 'shaken' });
    expect(run(moveOrder({ units: '1st', to: 'C6' }), s, { board: map([]) })).toMatchObject({ ok: false, code: 'lnl/shaken-cannot-advance', params: { unit: '1st', hex: 'C8' } });
    const woods = map([{ name: 'Woods', type: 'woods', hexes: ['C7'] }]);
    expect(unwrap(run(moveOrder({ units: '1st', to: 'C6' }), s, { board: woods })).state.impulse).toBe(VC);
    expect(unwrap(run(moveOrder({ units: '1st', to: 'C6' }), s)).state.impulse).toBe(VC);
  });

  it('GIVEN what the player typed cannot be read THEN its code, before anything moves', () => {
    expectCode(run(moveOrder({ units: '', to: 'C6' }), field()), 'lnl/bad-unit-list');
    expectCode(run(moveOrder({ units: '1st', to: '6C' }), field()), 'lnl/bad-hex');
  });
});

describe('streamTypeAt (10.5.1)', () => {
  it('GIVEN a stream through the hex THEN its type; elsewhere, or without a map, none', () => {
    expect(streamTypeAt(BROOK(3), hex('D6'))).toBe(3);
    expect(streamTypeAt(BROOK(3), hex('E6'))).toBeUndefined();
    expect(streamTypeAt(undefined, hex('D6'))).toBeUndefined();
  });
});

describe('afterActivation (4.0)', () => {
  const s = () => operations(game([squad('1st', 'C5'), tank('M48', 'D5')], [squad('VC1', 'H8')]));

  it('GIVEN a reaction THEN the impulse is left as it was', () => {
    expect(afterActivation(s(), { reaction: true, more: true, hex: hex('C5') })).toEqual(s());
  });

  it('GIVEN an activation kept for more THEN held for that hex; otherwise the impulse passes and the pass count restarts', () => {
    expect(afterActivation(s(), { more: true, hex: hex('C5') })).toMatchObject({ impulse: US, activeHex: hex('C5') });
    const ended = afterActivation({ ...s(), passes: 2, activeHex: hex('C5') }, {});
    expect(ended).toMatchObject({ impulse: VC, passes: 0 });
    expect(ended.activeHex).toBeUndefined();
  });
});
