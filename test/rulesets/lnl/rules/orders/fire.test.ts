import { describe, expect, it } from 'vitest';
import { fireOrder, ordnanceOrder } from '../../../../../src/rulesets/lnl/rules/orders/fire.js';
import { meleeOrder } from '../../../../../src/rulesets/lnl/rules/orders/melee.js';
import { moveOrder } from '../../../../../src/rulesets/lnl/rules/orders/move.js';
import { passOrder } from '../../../../../src/rulesets/lnl/rules/orders/turn.js';
import { US, VC, expectCode, game, hex, patch, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';
import { kindOf, map, operations, run } from './run.js';

/** US 1st Squad in C5, VC squad three hexes south in C8, US to act. */
const field = () => operations(game([squad('1st', 'C5'), squad('2nd', 'C5')], [squad('VC1', 'C8')]));
/** Woods between them, in C6. */
const WOODS = map([{ name: 'Woods', type: 'woods', hexes: ['C6'] }]);

describe('fireOrder: /lnl fire as one pure move (LnL player aid 5.0, 5.3, 10.1, 4.0)', () => {
  it('GIVEN direct fire THEN an activation of the firers\' hex, rolled by fireAction, and the impulse passes to the enemy', () => {
    const order = fireOrder({ units: '1st', target: 'C8' });
    const s = field();
    expect(kindOf(order, s)).toBe('activate');
    expect(order.from?.(s)).toEqual(hex('C5'));
    // Open ground is spotted by itself; attack 1 + 3 vs 6 + 0: no effect.
    const r = unwrap(run(order, s, { faces: [1, 6] }));
    expect(r.result.kind).toBe('direct');
    expect(r.result.fire?.outcome).toEqual({ effect: 'no-effect' });
    expect(unit(r.state, '1st').markers).toEqual(['fired']);
    expect(r.state).toMatchObject({ impulse: VC, passes: 0 });
    expect(r.state.activeHex).toBeUndefined();
  });

  it('GIVEN more:true THEN the impulse stays with the side, held for the firers\' hex', () => {
    const r = unwrap(run(fireOrder({ units: '1st', target: 'C8', more: true }), field(), { faces: [1, 6] }));
    expect(r.state.impulse).toBe(US);
    expect(r.state.activeHex).toEqual(hex('C5'));
  });

  it('GIVEN opportunity fire at the enemy\'s last move THEN a reaction, and the impulse is left as it was', () => {
    let s = operations(field(), VC);
    s = patch({ ...s, lastMove: { side: VC, units: ['VC1'], hex: hex('C8'), how: 'other' } }, 'VC1', { markers: ['moved'] });
    const order = fireOrder({ units: '1st', target: 'C8', opportunity: true });
    expect(kindOf(order, s)).toBe('reaction');
    const r = unwrap(run(order, s, { faces: [1, 6] }));
    expect(r.result.kind).toBe('opportunity');
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN VC moved into the US hex with more:true and meleed there (003 L461–L465) THEN the move is over: opportunity fire at it is refused; before the melee it was open', () => {
    // US 1st in C5 (and 2nd in C6 to fire); VC1 next door in C4.
    const s0 = operations(game([squad('1st', 'C5'), squad('2nd', 'C6')], [squad('VC1', 'C4')]), VC);
    const moved = unwrap(run(moveOrder({ units: 'VC1', to: 'C5', more: true }), s0, { side: VC }));
    expect(moved.state).toMatchObject({ impulse: VC, activeHex: hex('C5'), lastMove: { side: VC, hex: hex('C5') } });
    const of = fireOrder({ units: '2nd', target: 'C5', opportunity: true });
    // Before the melee, the defender's opportunity: the window is open.
    expect(run(of, moved.state, { faces: [6, 1, 6] }).ok).toBe(true);
    // The melee (VC 6, 6 kill; US 1, 1 miss) ends VC's move: the impulse passes, and the window with it.
    const meleed = unwrap(run(meleeOrder({ hex: 'C5' }), moved.state, { side: VC, faces: [6, 6, 1, 1] }));
    expect(meleed.state.impulse).toBe(US);
    expect(meleed.state.lastMove).toBeUndefined();
    expectCode(run(of, meleed.state, { faces: [6, 1] }), 'lnl/of-no-mover');
  });

  it('GIVEN a move THEN the enemy may answer it with opportunity fire until the next activation or pass; the mover passing to end its kept impulse leaves it open', () => {
    const s0 = operations(game([squad('1st', 'C5'), squad('2nd', 'C6'), squad('3rd', 'C6')], [squad('VC1', 'C9')]), VC);
    const moved = unwrap(run(moveOrder({ units: 'VC1', to: 'C8', more: true }), s0, { side: VC }));
    const ended = unwrap(run(passOrder({}), moved.state, { side: VC }));
    expect(ended.state).toMatchObject({ impulse: US, lastMove: { hex: hex('C8') } });
    const of = () => fireOrder({ units: '1st', target: 'C8', opportunity: true });
    const shot = unwrap(run(of(), ended.state, { faces: [1, 6] }));
    expect(shot.state.lastMove).toBeDefined();
    // The US's own activation closes it: 3rd's opportunity fire comes too late.
    const acted = unwrap(run(fireOrder({ units: '2nd', target: 'C8' }), shot.state, { faces: [1, 6] }));
    expect(acted.state.lastMove).toBeUndefined();
    expectCode(run(fireOrder({ units: '3rd', target: 'C8', opportunity: true }), acted.state, { faces: [1, 6] }), 'lnl/of-no-mover');
    // A pass by the side that did not move closes it too.
    const passed = unwrap(run(passOrder({}), ended.state, { side: US }));
    expect(passed.state.lastMove).toBeUndefined();
  });

  it('GIVEN woods on the map between firer and target THEN the LOS is blocked; a declared degrading count overrules the map', () => {
    expectCode(run(fireOrder({ units: '1st', target: 'C8' }), field(), { board: WOODS }), 'lnl/los-blocked');
    expect(run(fireOrder({ units: '1st', target: 'C8', degrading: 0 }), field(), { board: WOODS, faces: [1, 6] }).ok).toBe(true);
  });

  it('GIVEN a target in cover the map gives no TM for THEN its TM must be declared; declared, it defends with it', () => {
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C8'] }]);
    expectCode(run(fireOrder({ units: '1st', target: 'C8' }), field(), { board }), 'lnl/tm-needed');
    // Woods is blocking terrain: not spotted by itself, so the player says spotted:true.
    const r = unwrap(run(fireOrder({ units: '1st', target: 'C8', tm: 2, spotted: true }), field(), { board, faces: [1, 6] }));
    expect(r.result.fire?.defence).toMatchObject({ die: 6, modifiers: [{ reason: 'terrain', value: 2 }], total: 8 });
  });

  it('GIVEN a target hex the map does not show spotted THEN refused before any roll; said spotted, or opportunity fire, it goes on', () => {
    const board = map([{ name: 'Huts', type: 'bamboo-building', hexes: ['C8'], tm: 2 }]);
    const refused = run(fireOrder({ units: '1st', target: 'C8', degrading: 0 }), field(), { board, faces: [1, 6] });
    expect(refused).toMatchObject({ ok: false, code: 'lnl/not-spotted', params: { hex: 'C8' }, unusedFaces: 2 });
    expect(run(fireOrder({ units: '1st', target: 'C8', degrading: 0, spotted: true }), field(), { board, faces: [1, 6] }).ok).toBe(true);
  });

  it('GIVEN what the player typed cannot be read THEN refused with its code: the unit list, the hex, a hex off the map', () => {
    expectCode(run(fireOrder({ units: '1st, 1st', target: 'C8' }), field()), 'lnl/bad-unit-list');
    expectCode(run(fireOrder({ units: '1st', target: 'C' }), field()), 'lnl/bad-hex');
    expect(run(fireOrder({ units: '1st', target: 'Z9' }), field())).toMatchObject({ ok: false, code: 'lnl/off-board', params: { hex: 'Z9' } });
  });

  it('GIVEN a lead firer with no hex THEN lnl/no-position', () => {
    const s = patch(field(), '1st', { at: undefined });
    expectCode(run(fireOrder({ units: '1st', target: 'C8' }), s), 'lnl/no-position');
  });
});

describe('ordnanceOrder: /lnl ordnance as one pure move (LnL player aid 14.1, 5.3, 10.1, 4.0)', () => {
  /** A US tank in C5 (to-hit 7, HE 4) against a VC squad in C8. */
  const armour = () => operations(game([tank('M48', 'C5', { ordnance: true, toHit: 7, he: 4 })], [squad('VC1', 'C8')]));

  it('GIVEN a tank firing at troops THEN an activation of its hex, and the impulse passes', () => {
    const order = ordnanceOrder({ weapon: 'M48', target: 'C8' });
    const s = armour();
    expect(kindOf(order, s)).toBe('activate');
    expect(order.from?.(s)).toEqual(hex('C5'));
    // To-hit 6 + 6 = 12 always misses; the target survives, so an acquisition marker goes down.
    const r = unwrap(run(order, s, { faces: [6, 6] }));
    expect(r.result.toHit.hit).toBe(false);
    expect(r.state.impulse).toBe(VC);
  });

  it('GIVEN more:true THEN the impulse is held for the weapon\'s hex; opportunity fire leaves it with the mover', () => {
    expect(unwrap(run(ordnanceOrder({ weapon: 'M48', target: 'C8', more: true }), armour(), { faces: [6, 6] })).state.activeHex).toEqual(hex('C5'));
    let s = operations(armour(), VC);
    s = patch({ ...s, lastMove: { side: VC, units: ['VC1'], hex: hex('C8'), how: 'other' } }, 'VC1', { markers: ['moved'] });
    const order = ordnanceOrder({ weapon: 'M48', target: 'C8', opportunity: true });
    expect(kindOf(order, s)).toBe('reaction');
    expect(unwrap(run(order, s, { faces: [6, 6] })).state.impulse).toBe(VC);
  });

  it('GIVEN a support weapon THEN the line of sight and position are its carrier\'s', () => {
    const s = operations(game([squad('1st', 'C5'), weapon('RR', '1st', { ordnance: true, toHit: 7, he: 3 })], [squad('VC1', 'C8')]));
    expect(ordnanceOrder({ weapon: 'RR', target: 'C8' }).from?.(s)).toEqual(hex('C5'));
    expectCode(run(ordnanceOrder({ weapon: 'RR', target: 'C8' }), s, { board: WOODS }), 'lnl/los-blocked');
  });

  it('GIVEN an unspotted target THEN refused before any roll', () => {
    const board = map([{ name: 'Huts', type: 'bamboo-building', hexes: ['C8'], tm: 2 }]);
    expect(run(ordnanceOrder({ weapon: 'M48', target: 'C8' }), armour(), { board, faces: [6, 6] })).toMatchObject({ ok: false, code: 'lnl/not-spotted', unusedFaces: 2 });
  });
});
