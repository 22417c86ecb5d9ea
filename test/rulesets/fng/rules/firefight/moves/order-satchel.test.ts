import { describe, expect, it } from 'vitest';
import { satchelOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-satchel.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Satchel & Demolition Charges (L782): tossed 3" or placed, readied on the Ready the Grenade table, then
 * "the satchel charge will explode (Throwing a Grenade)". The NVA squad's stores hold them (L516). A
 * Communist satchel: Impact 5, APR 5 (the weapons table). A satchel charge blows a 4" hole in wire
 * (L1208) or stakes (L1212). Tranh (NVA, REP 4) at 10,20; the double wire along x = 13.
 */
const WIRE: FngFeature = { name: 'Wire', type: 'wire', shape: { kind: 'polyline', points: [{ x: 13, y: 0 }, { x: 13, y: 36 }], width: 4 } };
const board = { features: [WIRE], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const force = (satchels: number) => ({ side: 'cf' as const, name: 'NVA', army: 'nva', units: [{ id: 'vc1', name: '1st squad', stores: { laws: 0, claymores: 0, c4: 0, satchels } }] });
const game = (satchels = 2): FngGame => table([fig('cf', 'tranh', 10, 20, { army: 'nva' }), fig('fwf', 'pink', 30, 20)], { acting: 'cf', forces: [force(satchels)] });
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'cf', faces), table: board });

describe('a satchel charge (L782)', () => {
  // Ready 1,1 (now); throw 1,1 (on the spot, no dud test).
  it('GIVEN tranh tossing one of his squad\'s two into the wire 3" away THEN it goes off at Impact 5 and blows a 4" hole; one left in the stores', () => {
    const r = unwrap(satchelOrder(on(game(), [1, 1, 1, 1, ...Array<number>(20).fill(3)]), { thrower: 'tranh', at: { x: 13, y: 20 } }));
    expect(r.events.find((e) => e.kind === 'throw')).toMatchObject({ weapon: 'Satchel charge', landing: 'on-spot' });
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ centre: { x: 13, y: 20 }, impact: 5 });
    expect(r.events).toContainEqual({ kind: 'obstacle-gap', figure: 'cf:tranh', feature: 'Wire', obstacle: 'wire', at: { x: 13, y: 20 }, size: 4, blown: true });
    expect(r.game.forces[0]!.units[0]!.stores.satchels).toBe(1);
    // The 4" hole goes through the 4" deep double strand: a move straight through is not stopped.
    const walker = { ...r.game, acting: 'fwf' as const, figures: [...r.game.figures, fig('fwf', 'kelly', 8, 20)] };
    const m = unwrap(moveFigures({ ...args(walker, 'fwf', []), table: board }, { moves: [{ figure: 'kelly', to: { x: 16, y: 20 } }], mode: 'normal' }));
    expect(at(m.game, 'fwf', 'kelly').at).toEqual({ x: 16, y: 20 });
  });

  it('GIVEN the charge not readied now (6,6) THEN nothing is thrown and none is spent', () => {
    const r = unwrap(satchelOrder(on(game(), [6, 6]), { thrower: 'tranh', at: { x: 13, y: 20 } }));
    expect(r.events.map((e) => e.kind)).toEqual(['ready']);
    expect(r.game.forces[0]!.units[0]!.stores.satchels).toBe(2);
  });

  it('GIVEN a spot 4" away, no charge left, or a Free World figure with none THEN refused before any die', () => {
    const a = on(game(), []);
    expectCode(satchelOrder(a, { thrower: 'tranh', at: { x: 14, y: 20 } }), 'fng/out-of-throw-range');
    expectCode(satchelOrder(on(game(0), []), { thrower: 'tranh', at: { x: 13, y: 20 } }), 'fng/no-satchel');
    expect(a.roller.remaining).toBe(0);
    expect(FNG_MESSAGES['fng/no-satchel']!({ figure: 'tranh' })).toMatch(/L516, L782/);
  });

  it('GIVEN a Communist leader\'s own satchel (L516) THEN his is spent, not the squad\'s', () => {
    const g = { ...game(2), figures: [fig('cf', 'tranh', 10, 20, { army: 'nva', role: 'squad-leader', gear: ['satchel-charge'] }), fig('fwf', 'pink', 30, 20)] };
    const r = unwrap(satchelOrder(on(g, [1, 1, 1, 1, ...Array<number>(20).fill(3)]), { thrower: 'tranh', at: { x: 12, y: 20 } }));
    expect(at(r.game, 'cf', 'tranh').gear).toEqual([]);
    expect(r.game.forces[0]!.units[0]!.stores.satchels).toBe(2);
  });
});
