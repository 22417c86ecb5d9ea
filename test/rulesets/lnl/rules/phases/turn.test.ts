import { describe, expect, it } from 'vitest';
import { addHexMarker, updateUnit } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { administrativePhase, checkMove, checkOrder, endImpulse, legalIn, pass, rallyDone, settleInitiative, walkBarrages } from '../../../../../src/rulesets/lnl/rules/phases/turn.js';
import { US, VC, expectCode, game, hex, squad } from '../fixtures-game.js';

const operations = () => rallyDone(rallyDone(game([squad('1st', 'A1')], [squad('VC1', 'F4')]), US), VC);

describe('the LnL phase table (player aid 3.0, 4.0, 9.0)', () => {
  it('GIVEN each phase THEN only its moves are legal', () => {
    expect(legalIn('rally', 'rally')).toBe(true);
    expect(legalIn('rally', 'activate')).toBe(false);
    expect(legalIn('operations', 'activate')).toBe(true);
    expect(legalIn('operations', 'rally')).toBe(false);
    expect(legalIn('administrative', 'activate')).toBe(false);
    expect(legalIn('administrative', 'setup')).toBe(true);
  });

  it('GIVEN turn 1 THEN the scenario side holds the initiative and both sides rally before Operations', () => {
    const s = game([]);
    expect(s.initiative).toBe(US);
    expectCode(checkMove(s, US, 'initiative'), 'lnl/initiative-settled');
    const one = rallyDone(s, VC);
    expect(one.phase).toBe('rally');
    expectCode(checkMove(one, VC, 'rally-done'), 'lnl/rally-done');
    const both = rallyDone(one, US);
    expect(both.phase).toBe('operations');
    expect(both.impulse).toBe(US);
  });

  it('GIVEN Operations THEN only the impulse side activates; either side may opportunity-fire at a mover', () => {
    const s = operations();
    expectCode(checkMove(s, US, 'activate'), 'ok');
    expectCode(checkMove(s, VC, 'activate'), 'lnl/not-your-impulse');
    expectCode(checkMove(s, VC, 'reaction'), 'ok');
    expectCode(checkMove(s, US, 'reaction'), 'ok');
    expectCode(checkMove(s, US, 'rally'), 'lnl/wrong-phase');
  });

  it('GIVEN an activation THEN the impulse alternates and the pass count restarts', () => {
    const s = { ...operations(), passes: 2 };
    const next = endImpulse(s);
    expect(next.impulse).toBe(VC);
    expect(next.passes).toBe(0);
  });

  it('GIVEN two passes THEN play goes on; the third consecutive pass ends the phase', () => {
    const s = operations();
    const one = pass(s);
    expect(one.kind).toBe('impulse');
    expect(one.state.impulse).toBe(VC);
    const two = pass(one.state);
    expect(two.kind).toBe('impulse');
    const three = pass(two.state);
    expect(three.kind).toBe('phase-ended');
    expect(three.state.turn).toBe(2);
    expect(three.state.phase).toBe('rally');
    expect(three.state.initiativeSettled).toBe(false);
    expectCode(checkMove(three.state, US, 'rally'), 'lnl/initiative-first');
  });

  it('GIVEN a pass, an activation, then passes THEN only consecutive passes count', () => {
    let s = pass(operations()).state;
    s = endImpulse(s);
    s = pass(s).state;
    const r = pass(s);
    expect(r.kind).toBe('impulse');
    expect(r.state.passes).toBe(2);
  });

  it('GIVEN an impulse kept for more (003 L399–L401) THEN a pass ends that activation: the other side activates any hex, and no pass is counted', () => {
    // US activated A1 with more:true; VC had passed before, so one pass stood.
    const kept = { ...pass(operations()).state, impulse: US, activeHex: hex('A1') };
    expect(kept.passes).toBe(1);
    const r = pass(kept);
    expect(r.kind).toBe('impulse');
    expect(r.state).toMatchObject({ impulse: VC, passes: 0 });
    expect(r.state.activeHex).toBeUndefined();
    expectCode(checkOrder(r.state, VC, 'activate', { from: hex('F4'), fires: false }), 'ok');
    // Two real passes after it do not end the phase: only consecutive passes count, and the activation broke the run.
    const two = pass(pass(r.state).state);
    expect(two.kind).toBe('impulse');
    expect(two.state.passes).toBe(2);
  });

  it('GIVEN the initiative roll THEN the winner takes the first impulse', () => {
    const s = settleInitiative({ ...game([]), initiativeSettled: false }, VC);
    expect(s.initiative).toBe(VC);
    expect(s.impulse).toBe(VC);
    expect(s.initiativeSettled).toBe(true);
  });
});

describe('the Administrative phase (9.0)', () => {
  it('GIVEN markers, smoke, FFEs and a fire THEN it removes, flips, keeps walking barrages and advances the turn', () => {
    let s = operations();
    s = updateUnit(s, '1st', (u) => ({ ...u, markers: ['fired', 'ops-complete'] }));
    s = addHexMarker(s, { kind: 'smoke', at: hex('B2'), level: 1 });
    s = addHexMarker(s, { kind: 'smoke', at: hex('B3'), level: 2 });
    s = addHexMarker(s, { kind: 'ffe', at: hex('E4'), side: US, mission: 'standard', firepower: 6 });
    s = addHexMarker(s, { kind: 'ffe', at: hex('E6'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'N', turnsLeft: 2 } });
    s = addHexMarker(s, { kind: 'spotting-round', at: hex('E5'), side: US, mission: 'standard', spotter: 'Lt', firepower: 6 });
    s = addHexMarker(s, { kind: 'fire', at: hex('F4') });
    const { state, administrative } = administrativePhase(s);
    expect(administrative.markersRemoved).toBe(2);
    expect(state.units.find((u) => u.id === '1st')?.markers).toEqual([]);
    expect(administrative.smokeFlipped).toEqual([hex('B2')]);
    expect(administrative.smokeRemoved).toEqual([hex('B3')]);
    expect(administrative.ffeRemoved).toEqual([hex('E4')]);
    expect(administrative.spottingRoundsRemoved).toEqual([hex('E5')]);
    expect(administrative.fires).toEqual([hex('F4')]);
    expect(state.hexMarkers.map((m) => m.kind).sort()).toEqual(['ffe', 'fire', 'smoke']);
    expect(state.turn).toBe(2);
  });

  it('GIVEN a walking barrage THEN it walks one hex a turn for two turns, then is removed', () => {
    let s = addHexMarker(operations(), { kind: 'ffe', at: hex('E6'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'N', turnsLeft: 2 } });
    const first = walkBarrages(s);
    expect(first.attacks).toEqual([{ at: hex('E5'), firepower: 4, side: US }]);
    s = administrativePhase(first.state).state;
    const second = walkBarrages(s);
    expect(second.attacks).toEqual([{ at: hex('E4'), firepower: 4, side: US }]);
    const third = administrativePhase(second.state);
    expect(third.administrative.ffeRemoved).toEqual([hex('E4')]);
    expect(walkBarrages(third.state).attacks).toEqual([]);
  });

  it('GIVEN a barrage walking off the map THEN its marker is gone', () => {
    const s = addHexMarker(operations(), { kind: 'ffe', at: hex('E1'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'N', turnsLeft: 2 } });
    const r = walkBarrages(s);
    expect(r.attacks).toEqual([]);
    expect(r.state.hexMarkers).toEqual([]);
  });

  it('GIVEN a melee in the enemy\'s impulse THEN lnl/melee-needed-more where the asker\'s last move entered, lnl/melee-not-your-impulse elsewhere', () => {
    const moved = { ...endImpulse(operations()), lastMove: { side: US, units: ['1st'], hex: hex('F4'), how: 'other' as const } };
    const melee = (at: string) => checkOrder(moved, US, 'activate', { from: hex(at), fires: false, melee: true });
    expect(melee('F4')).toMatchObject({ ok: false, code: 'lnl/melee-needed-more', params: { side: VC, hex: 'F4' } });
    expect(melee('E5')).toMatchObject({ ok: false, code: 'lnl/melee-not-your-impulse', params: { side: VC } });
    // Any other activation out of impulse keeps its refusal.
    expectCode(checkOrder(moved, US, 'activate', { from: hex('F4'), fires: false }), 'lnl/not-your-impulse');
  });
});

