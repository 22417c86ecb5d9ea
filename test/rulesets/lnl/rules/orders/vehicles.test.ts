import { describe, expect, it } from 'vitest';
import { closeAssaultKind, closeAssaultOrder, minesOrder, overrunOrder } from '../../../../../src/rulesets/lnl/rules/orders/vehicles.js';
import { overrunTerrainAt } from '../../../../../src/rulesets/lnl/rules/vehicles/overrun.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, expectCode, game, hex, squad, tank, unit, unwrap } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** A US tank (HE 0, MG 2) in C5 beside a VC squad in C6; US to act. */
const field = (): LnlState => operations(game([tank('M48', 'C5')], [squad('VC1', 'C6')]));

describe('overrunTerrainAt (15.3)', () => {
  it('GIVEN the map THEN a hex no feature names is clear, brush and low crops are themselves, other open ground is open, the rest other', () => {
    const board = map([
      { name: 'Brush', type: 'brush', hexes: ['B2'] },
      { name: 'Crops', type: 'low-crops', hexes: ['B3'] },
      { name: 'Paddy', type: 'rice-paddy', hexes: ['B4'] },
      { name: 'River', type: 'river', hexes: ['B5'] },
      { name: 'Woods', type: 'woods', hexes: ['B6'] },
    ]);
    expect(['B1', 'B2', 'B3', 'B4', 'B5', 'B6'].map((h) => overrunTerrainAt(board, hex(h)))).toEqual(['clear', 'brush', 'low-crops', 'open', 'other', 'other']);
  });

  it('GIVEN no map THEN every hex is clear, as before maps', () => {
    expect(overrunTerrainAt(undefined, hex('B6'))).toBe('clear');
  });
});

describe('overrunOrder: /lnl overrun as one pure move (LnL player aid 15.3, 4.0)', () => {
  it('GIVEN an overrun THEN an activation of the vehicle\'s hex; it enters the hex, Moved, open to a close assault, and the impulse passes', () => {
    const order = overrunOrder({ vehicle: 'M48', hex: 'C6' });
    expect(kindOf(order, field())).toBe('activate');
    expect(order.from?.(field())).toEqual(hex('C5'));
    // 1 + 2 + 0 + 2 = 5 vs 6 + 0: no effect.
    const r = unwrap(run(order, field(), { faces: [1, 6] }));
    expect(unit(r.state, 'M48')).toMatchObject({ at: hex('C6'), markers: ['moved'] });
    expect(r.state.lastMove).toMatchObject({ side: US, units: ['M48'], overrun: true });
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN woods on the map THEN no overrun there, before any die; the module allowing it, it goes on at the TM declared', () => {
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C6'] }]);
    expect(run(overrunOrder({ vehicle: 'M48', hex: 'C6' }), field(), { board, faces: [1, 6] })).toMatchObject({ ok: false, code: 'lnl/overrun-terrain', unusedFaces: 2 });
    const r = unwrap(run(overrunOrder({ vehicle: 'M48', hex: 'C6', allowed: true, tm: 2 }), field(), { board, faces: [1, 6] }));
    expect(r.result.overrun.defence).toMatchObject({ modifiers: [{ reason: 'terrain', value: 2 }], total: 8 });
  });

  it('GIVEN a hex that cannot be read THEN lnl/bad-hex', () => {
    expectCode(run(overrunOrder({ vehicle: 'M48', hex: 'x' }), field()), 'lnl/bad-hex');
  });
});

describe('closeAssaultOrder: /lnl assault as one pure move (LnL player aid 17.1, 15.3, 4.0)', () => {
  /** The tank has just overrun the VC squad's hex, in the US impulse. */
  const overrun = (): LnlState => ({ ...operations(game([tank('M48', 'C6')], [squad('VC1', 'C6')])), lastMove: { side: US, units: ['M48'], hex: hex('C6'), how: 'other', overrun: true } });

  it('GIVEN the vehicle that has just overrun the side\'s hex THEN a reaction, and the impulse stays with the mover', () => {
    expect(closeAssaultKind(overrun(), VC, 'M48')).toBe('reaction');
    const order = closeAssaultOrder({ units: 'VC1', vehicle: 'M48' });
    expect(kindOf(order, overrun(), VC)).toBe('reaction');
    // Morale check 6 vs morale 5: fails, no attack.
    const r = unwrap(run(order, overrun(), { side: VC, faces: [6] }));
    expect(r.result.assault.attempts[0]?.moraleCheck.passed).toBe(false);
    expect(unit(r.state, 'VC1').markers).toEqual(['fired']);
    expect(r.state.impulse).toBe(US);
  });

  it('GIVEN any other vehicle in the hex THEN the side\'s activation, which ends its impulse', () => {
    const s: LnlState = operations({ ...overrun(), lastMove: undefined } as LnlState, VC);
    expect(closeAssaultKind(s, VC, 'M48')).toBe('activate');
    const order = closeAssaultOrder({ units: 'VC1', vehicle: 'M48' });
    expect(order.from?.(s)).toEqual(hex('C6'));
    expect(unwrap(run(order, s, { side: VC, faces: [6] })).state.impulse).toBe(US);
  });
});

describe('minesOrder: /lnl mines (21.4.1)', () => {
  it('GIVEN a vehicle that just entered a hex THEN a reaction; one that did not is refused', () => {
    const s: LnlState = { ...field(), lastMove: { side: US, units: ['M48'], hex: hex('C5'), how: 'other' } };
    expect(kindOf(minesOrder({ vehicle: 'M48' }), s)).toBe('reaction');
    // 1: no effect; the roll is counted once.
    const r = unwrap(run(minesOrder({ vehicle: 'M48' }), s, { faces: [1] }));
    expect(r.state.lastMove?.minesRolled).toEqual(['M48']);
    expectCode(run(minesOrder({ vehicle: 'M48' }), field()), 'lnl/mines-on-entry');
  });
});
