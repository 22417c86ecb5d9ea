import { describe, expect, it } from 'vitest';
import { healOrder, initiativeOrder, rallyUnitOrder } from '../../../../../src/rulesets/lnl/rules/orders/rally.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { US, VC, expectCode, game, hex, leader, patch, squad, unit, unwrap } from '../fixtures-game.js';
import { kindOf, map, run } from './run.js';

/** The Rally phase, initiative settled: a Shaken US squad with a Good Order leader (LM 1) in C5. */
const rallying = (): LnlState => patch({ ...game([squad('1st', 'C5'), leader('Lt', 'C5')], [squad('VC1', 'H8')]), initiativeSettled: true }, '1st', { status: 'shaken' });
const medic = (id: string, at: string): UnitSpec => ({ id, kind: 'medic', name: id, firepower: 0, range: 0, morale: 7, at: hex(at) });

describe('initiativeOrder (3.0 step 1)', () => {
  it('GIVEN both sides\' dice THEN the higher holds the initiative and the first impulse', () => {
    const order = initiativeOrder();
    const s = game([squad('1st', 'C5')], [squad('VC1', 'H8')]);
    expect(kindOf(order, s)).toBe('initiative');
    const r = unwrap(run(order, s, { faces: [2, 5] }));
    expect(r.result.winner).toBe(VC);
    expect(r.state).toMatchObject({ initiative: VC, impulse: VC, initiativeSettled: true });
  });
});

describe('rallyUnitOrder: /lnl rally as one pure move (3.0 steps 2–3)', () => {
  it('GIVEN woods on the map THEN its positive TM counts (−2) with the leader\'s LM: 4+4 − 3 = 5 ≤ morale 5 rallies', () => {
    const order = rallyUnitOrder({ unit: '1st' });
    expect(kindOf(order, rallying())).toBe('rally');
    const board = map([{ name: 'Woods', type: 'woods', hexes: ['C5'] }]);
    const r = unwrap(run(order, rallying(), { board, faces: [4, 4] }));
    expect(r.result.roll).toMatchObject({ total: 5, rallied: true });
    expect(unit(r.state, '1st').status).toBe('good-order');
    expect(r.state.rallied).toEqual(['1st']);
  });

  it('GIVEN no map THEN no cover unless declared: 4+4 − 1 = 7 stays Shaken; cover:true gives the −2', () => {
    const bare = unwrap(run(rallyUnitOrder({ unit: '1st' }), rallying(), { faces: [4, 4] }));
    expect(bare.result.roll).toMatchObject({ total: 7, rallied: false });
    expect(unit(bare.state, '1st').status).toBe('shaken');
    expect(bare.state.rallied).toEqual(['1st']);
    expect(unwrap(run(rallyUnitOrder({ unit: '1st', cover: true }), rallying(), { faces: [4, 4] })).result.roll.rallied).toBe(true);
  });

  it('GIVEN a unit off the map, or one that already tried THEN refused', () => {
    expectCode(run(rallyUnitOrder({ unit: '1st' }), patch(rallying(), '1st', { at: undefined })), 'lnl/no-position');
    expectCode(run(rallyUnitOrder({ unit: '1st' }), { ...rallying(), rallied: ['1st'] }), 'lnl/already-attempted');
  });
});

describe('healOrder: /lnl heal as one pure move (3.0 step 4, 11.3)', () => {
  const withMedic = (at: string): LnlState => {
    const s = { ...game([squad('1st', 'C5'), leader('Lt', 'C5'), medic('Doc', at)], [squad('VC1', 'H8')]), initiativeSettled: true };
    return patch(s, 'Lt', { wounded: true });
  };

  it('GIVEN a medic in the wounded leader\'s hex THEN 2d6 ≤ his morale heals the wound; his attempt is spent', () => {
    const order = healOrder({ medic: 'Doc', target: 'Lt', action: 'heal-wound' });
    expect(kindOf(order, withMedic('C5'))).toBe('rally');
    const r = unwrap(run(order, withMedic('C5'), { faces: [3, 4] }));
    expect(r.result).toMatchObject({ total: 7, morale: 7, success: true });
    expect(unit(r.state, 'Lt').wounded).toBe(false);
    expect(r.state.rallied).toEqual(['Doc']);
    expectCode(run(order, r.state, { faces: [1, 1] }), 'lnl/already-attempted');
  });

  it('GIVEN the medic in another hex THEN lnl/unit-not-in-hex, before any roll', () => {
    expect(run(healOrder({ medic: 'Doc', target: 'Lt', action: 'heal-wound' }), withMedic('D5'), { faces: [1, 1] })).toMatchObject({ ok: false, code: 'lnl/unit-not-in-hex', params: { unit: 'Lt' }, unusedFaces: 2 });
  });
});

describe('rally orders name the acting side\'s counters only', () => {
  it('GIVEN an enemy counter THEN lnl/not-your-unit', () => {
    expectCode(run(rallyUnitOrder({ unit: 'VC1' }), rallying(), { side: US }), 'lnl/not-your-unit');
  });
});
