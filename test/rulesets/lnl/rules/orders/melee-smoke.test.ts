import { describe, expect, it } from 'vitest';
import { meleeOrder } from '../../../../../src/rulesets/lnl/rules/orders/melee.js';
import { smokeOrder } from '../../../../../src/rulesets/lnl/rules/orders/smoke.js';
import { US, VC, expectCode, game, hex, squad, unwrap } from '../fixtures-game.js';
import { kindOf, operations, run } from './run.js';

describe('smokeOrder: /lnl smoke as one pure move (LnL player aid 7.0, 4.0)', () => {
  /** A US squad that can lay smoke (capability 3) in C5; US to act. */
  const field = () => operations(game([squad('1st', 'C5', { smoke: 3 })], [squad('VC1', 'H8')]));

  it('GIVEN smoke laid in the unit\'s own hex THEN an activation that ends the impulse', () => {
    const order = smokeOrder({ unit: '1st' });
    expect(kindOf(order, field())).toBe('activate');
    expect(order.from?.(field())).toEqual(hex('C5'));
    const r = unwrap(run(order, field(), { faces: [2] }));
    expect(r.result).toMatchObject({ success: true, hex: hex('C5') });
    expect(r.state.hexMarkers).toEqual([{ kind: 'smoke', at: hex('C5'), level: 1 }]);
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN more:true THEN the unit still moves: the impulse is held for its hex', () => {
    const r = unwrap(run(smokeOrder({ unit: '1st', hex: 'C6', more: true }), field(), { faces: [2] }));
    expect(r.state).toMatchObject({ impulse: US, activeHex: hex('C5') });
  });

  it('GIVEN a hex that cannot be read, or one too far THEN refused', () => {
    expectCode(run(smokeOrder({ unit: '1st', hex: '!' }), field()), 'lnl/bad-hex');
    expectCode(run(smokeOrder({ unit: '1st', hex: 'C8' }), field()), 'lnl/smoke-too-far');
  });
});

describe('meleeOrder: /lnl melee as one pure move (LnL player aid 8.0, 4.0)', () => {
  it('GIVEN the melee hex THEN an activation of that hex; a hex that cannot be read is refused, and so is a hex without both sides', () => {
    const s = operations(game([squad('1st', 'C5')], [squad('VC1', 'H8')]));
    const order = meleeOrder({ hex: 'C5' });
    expect(kindOf(order, s)).toBe('activate');
    expect(order.from?.(s)).toEqual(hex('C5'));
    expect(meleeOrder({ hex: '?' }).from?.(s)).toBeUndefined();
    expectCode(run(meleeOrder({ hex: '?' }), s), 'lnl/bad-hex');
    expectCode(run(order, s), 'lnl/no-melee-units');
    expectCode(run(meleeOrder({ hex: 'C5', defenders: 'VC1, VC1' }), s), 'lnl/bad-unit-list');
  });
});
