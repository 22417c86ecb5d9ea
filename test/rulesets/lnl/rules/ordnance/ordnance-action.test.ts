import { describe, expect, it } from 'vitest';
import type { FireSight } from '../../../../../src/rulesets/lnl/rules/map/sight.js';
import { ordnanceAction, type OrdnanceOrder } from '../../../../../src/rulesets/lnl/rules/ordnance/ordnance-action.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { RULES, US, VC, dice, expectCode, game, hex, leader, patch, rider, rulesWith, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';

const sight = (more: Partial<FireSight> = {}): FireSight => ({ adjacent: false, distance: 3, degrading: 0, blocked: false, adjacentBuildings: false, ...more });
const gun = (more: Partial<UnitSpec> = {}): UnitSpec => tank('M48', 'C5', { ordnance: true, toHit: 8, penetration: 6, he: 4, ...more });
/** A buttoned US gun tank at C5 and a VC tank at F5 (front 5, side 3, rear 2; morale 6). */
const duel = (vc: UnitSpec[] = [tank('T54', 'F5')], us: UnitSpec[] = [gun()]): LnlState => patch(game(us, vc), 'M48', { buttoned: true });
const order = (more: Partial<OrdnanceOrder> = {}): OrdnanceOrder => ({ side: US, weapon: 'M48', target: hex('F5'), vehicle: 'T54', tm: 0, sight: sight(), flammable: false, ...more });
const shoot = (s: LnlState, o: OrdnanceOrder, faces: number[], rules = RULES) => {
  const d = dice(...faces);
  const r = unwrap(ordnanceAction(s, o, d, rules));
  expect(d.remaining).toBe(0);
  return r;
};
const acquisitions = (s: LnlState) => s.hexMarkers.filter((m) => m.kind === 'acquisition');

describe('ordnanceAction vs armour (LnL player aid 14.1, Ordnance vs Armored Vehicle)', () => {
  it('GIVEN a hit on the side and a greater penetration roll THEN destroyed: a wreck, the OFT crew roll, no acquisition', () => {
    // to-hit 2 + 3 = 5 ≤ 8 (odd: hull); 3 + 6 = 9 vs 4 + side 3 = 7 → destroyed; crew roll 1 → a Moved GO crew.
    const r = shoot(duel(), order({ facing: 'side' }), [2, 3, 3, 4, 1]);
    expect(r.result.toHit).toMatchObject({ faces: [2, 3], natural: 5, modifiers: [], total: 5, toHit: 8, hit: true, location: 'hull' });
    expect(r.result.vsArmour).toMatchObject({ attackerTotal: 9, targetTotal: 7, armour: 3, outcome: 'destroyed' });
    expect(r.result.vehicleEffect).toMatchObject({ unit: 'T54', effect: 'destroyed' });
    expect(unit(r.state, 'T54').status).toBe('destroyed');
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('F5') }]);
    expect(unit(r.state, 'T54 crew')).toMatchObject({ side: VC, status: 'good-order', markers: ['moved'], at: hex('F5') });
    expect(r.result.aftermath.fates).toMatchObject([{ vehicle: 'T54', lines: [{ unit: 'T54 crew', what: 'crew-survives', die: 1 }] }]);
    expect(r.result.acquisition).toBeUndefined();
    expect(unit(r.state, 'M48').markers).toEqual(['fired']);
    expect(r.result.fireStart).toEqual({ checked: false });
  });

  it('GIVEN the front by default and equal rolls with a passed Morale Check THEN Shaken (buttoned), turret hit, acquisition 1', () => {
    // to-hit 3 + 3 = 6 even → turret; 2 + 6 = 8 vs 3 + front 5 = 8 → MC 4 ≤ 6 → shaken.
    const r = shoot(duel(), order(), [3, 3, 2, 3, 4]);
    expect(r.result.toHit.location).toBe('turret');
    expect(r.result.vsArmour).toMatchObject({ armour: 5, outcome: 'shaken', moraleCheck: { die: 4, passed: true } });
    expect(unit(r.state, 'T54')).toMatchObject({ status: 'shaken', buttoned: true });
    expect(r.result.acquisition).toBe(1);
    expect(acquisitions(r.state)).toEqual([{ kind: 'acquisition', at: hex('F5'), firer: 'M48', target: 'T54', level: 1 }]);
    expect(r.result.aftermath).toEqual({ fates: [], crashes: [] });
  });

  it('GIVEN equal rolls and a failed Morale Check THEN abandoned: a shaken Moved crew; passengers disembark and check', () => {
    const s = patch(duel([tank('T54', 'F5'), rider('In', 'T54')]), 'T54', { morale: 4 });
    // 2 + 6 = 8 vs 3 + 5 = 8 → MC 5 > 4 → abandoned; In disembarks, MC 2 passes.
    const r = shoot(s, order(), [3, 3, 2, 3, 5, 2]);
    expect(r.result.vsArmour?.outcome).toBe('abandoned');
    expect(unit(r.state, 'T54').status).toBe('abandoned');
    expect(unit(r.state, 'T54 crew')).toMatchObject({ status: 'shaken', markers: ['moved'], at: hex('F5') });
    expect(unit(r.state, 'In')).toMatchObject({ status: 'good-order', at: hex('F5'), markers: ['moved'] });
    expect(unit(r.state, 'In').aboard).toBeUndefined();
    expect(r.result.acquisition).toBe(1);
  });

  it('GIVEN a lower penetration roll THEN a Morale Check less the difference: passed → no effect, failed → Shaken', () => {
    // 2 + 6 = 8 vs 5 + 5 = 10 → MC 6 − 2 = 4 ≤ 6 → no effect.
    const passed = shoot(duel(), order(), [2, 3, 2, 5, 6]);
    expect(passed.result.vsArmour).toMatchObject({ outcome: 'no-effect', moraleCheck: { total: 4, modifiers: [{ reason: 'difference', value: -2 }] } });
    expect(unit(passed.state, 'T54').status).toBe('good-order');
    expect(passed.result.acquisition).toBe(1);
    // morale 3: MC 6 − 2 = 4 > 3 → shaken.
    const failed = shoot(patch(duel(), 'T54', { morale: 3 }), order(), [2, 3, 2, 5, 6]);
    expect(failed.result.vsArmour?.outcome).toBe('shaken');
    expect(unit(failed.state, 'T54').status).toBe('shaken');
  });

  it('GIVEN a dud (1 vs 6) THEN no effect and acquisition; catastrophic (6 vs 1) THEN destroyed', () => {
    const dud = shoot(duel(), order({ facing: 'rear' }), [2, 3, 1, 6]);
    expect(dud.result.vsArmour?.outcome).toBe('dud');
    expect(dud.result.vehicleEffect?.effect).toBe('no-effect');
    expect(unit(dud.state, 'T54').status).toBe('good-order');
    expect(dud.result.acquisition).toBe(1);
    const boom = shoot(duel(), order(), [2, 3, 6, 1, 4]);
    expect(boom.result.vsArmour?.outcome).toBe('catastrophic');
    expect(unit(boom.state, 'T54').status).toBe('destroyed');
    expect(boom.result.aftermath.fates).toMatchObject([{ lines: [{ what: 'crew-lost', die: 4 }] }]);
    expect(boom.result.acquisition).toBeUndefined();
  });

  it('GIVEN an already Shaken target shaken again THEN abandoned (escalated)', () => {
    const r = shoot(patch(duel(), 'T54', { status: 'shaken' }), order(), [3, 3, 2, 3, 4]);
    expect(r.result.vsArmour).toMatchObject({ outcome: 'abandoned', escalated: true });
    expect(unit(r.state, 'T54').status).toBe('abandoned');
    expect(unit(r.state, 'T54 crew').status).toBe('shaken');
  });

  it('GIVEN a rider outside a tank hit without effect THEN it disembarks and checks morale (OFT No Effect row)', () => {
    const s = duel([tank('T54', 'F5'), rider('Out', 'T54', true)]);
    const r = shoot(s, order(), [2, 3, 2, 5, 6, 6]);
    expect(r.result.aftermath.fates).toMatchObject([{ vehicle: 'T54', lines: [{ unit: 'Out', what: 'morale-check', result: 'shaken' }] }]);
    expect(unit(r.state, 'Out')).toMatchObject({ status: 'shaken', at: hex('F5'), markers: ['moved'] });
  });

  it('GIVEN a hovering helicopter and equal rolls THEN Damaged without a check; it takes no TM but +1 to hit', () => {
    const mi8: UnitSpec = { id: 'Mi8', kind: 'helicopter', name: 'Mi-8', firepower: 2, range: 6, morale: 6, mode: 'hover', at: hex('F5') };
    const r = shoot(duel([mi8]), order({ vehicle: 'Mi8', tm: 3, penetration: 0 }), [2, 3, 3, 3]);
    expect(r.result.toHit.modifiers).toEqual([{ reason: 'helicopter-hover', value: 1 }]);
    expect(r.result.vsArmour).toMatchObject({ attackerTotal: 3, targetTotal: 3, outcome: 'damaged' });
    expect(r.result.vsArmour?.moraleCheck).toBeUndefined();
    expect(unit(r.state, 'Mi8').status).toBe('damaged');
    expect(r.result.acquisition).toBe(1);
  });
});

describe('ordnanceAction: OFT modifiers read from the state (14.1)', () => {
  it('GIVEN a miss THEN acquisition 1; the next shot adds it and raises it to 2; the house rule turns it in the firer\'s favour', () => {
    const first = shoot(duel(), order(), [6, 5]);
    expect(first.result.toHit).toMatchObject({ hit: false, placeAcquisition: true });
    expect(first.result.vsArmour).toBeUndefined();
    expect(acquisitions(first.state)).toEqual([{ kind: 'acquisition', at: hex('F5'), firer: 'M48', target: 'T54', level: 1 }]);
    const again = patch(first.state, 'M48', { markers: [] });
    const second = shoot(again, order(), [5, 4]);
    expect(second.result.toHit).toMatchObject({ modifiers: [{ reason: 'acquisition', value: 1 }], total: 10, hit: false });
    expect(acquisitions(second.state)).toEqual([{ kind: 'acquisition', at: hex('F5'), firer: 'M48', target: 'T54', level: 2 }]);
    const third = shoot(patch(second.state, 'M48', { markers: [] }), order(), [6, 5], rulesWith({ 'oft.acquisitionHelpsFirer': true }));
    expect(third.result.toHit).toMatchObject({ modifiers: [{ reason: 'acquisition', value: -2 }], total: 9, hit: false });
    expect(acquisitions(third.state)).toHaveLength(1);
  });

  it('GIVEN an acquisition marker of another weapon or on another target THEN it does not count; a new one replaces this weapon\'s old one', () => {
    let s = duel([tank('T54', 'F5'), tank('T55', 'F5')]);
    s = addHexMarker(s, { kind: 'acquisition', at: hex('F5'), firer: 'Other', target: 'T54', level: 2 });
    s = addHexMarker(s, { kind: 'acquisition', at: hex('F5'), firer: 'M48', target: 'T55', level: 2 });
    const r = shoot(s, order(), [6, 5]);
    expect(r.result.toHit.modifiers).toEqual([]);
    expect(acquisitions(r.state)).toEqual([
      { kind: 'acquisition', at: hex('F5'), firer: 'Other', target: 'T54', level: 2 },
      { kind: 'acquisition', at: hex('F5'), firer: 'M48', target: 'T54', level: 1 },
    ]);
  });

  it('GIVEN every firer and target row the state shows THEN each with the chart\'s value; a natural 2 still hits', () => {
    let s = duel([tank('T54', 'F5')], [gun(), { id: 'AL', kind: 'armor-leader', name: 'AL', firepower: 0, range: 0, morale: 6, leadership: 1, at: hex('C5') }]);
    s = patch(s, 'M48', { buttoned: false, markers: ['assault-move', 'ops-complete'] });
    s = { ...patch(s, 'T54', { markers: ['moved'] }), lastMove: { side: VC, units: ['T54'], hex: hex('F5'), how: 'other' } };
    s = addHexMarker(s, { kind: 'smoke', at: hex('C5'), level: 1 });
    const r = shoot(s, order({ tm: 2, opportunity: { hexSpotted: false }, sight: sight({ degrading: 1, adjacentBuildings: true }) }), [1, 1, 6, 1, 2]);
    expect(r.result.toHit.modifiers).toEqual([
      { reason: 'leadership', value: -1 },
      { reason: 'vehicle-open', value: -1 },
      { reason: 'degrading-hex', value: 1 },
      { reason: 'firing-out-of-smoke', value: 1 },
      { reason: 'vehicle-assault-move', value: 2 },
      { reason: 'adjacent-buildings', value: 2 },
      { reason: 'ops-complete', value: 2 },
      { reason: 'opportunity-fire', value: 2 },
      { reason: 'target-moving', value: 1 },
      { reason: 'terrain', value: 2 },
    ]);
    expect(r.result.toHit).toMatchObject({ natural: 2, total: 13, hit: true, automatic: 'natural-2', location: 'hull' });
    expect(unit(r.state, 'T54').status).toBe('destroyed');
  });

  it('GIVEN an adjacent target and a natural 12 THEN a miss whatever the total', () => {
    const r = shoot(duel(), order({ toHit: 12, sight: sight({ adjacent: true, distance: 1 }) }), [6, 6]);
    expect(r.result.toHit).toMatchObject({ modifiers: [{ reason: 'adjacent', value: -2 }], total: 10, hit: false, automatic: 'natural-12' });
  });

  it('GIVEN the optional speed rule and a fast moving tank THEN +2 instead of +1', () => {
    const s = patch(duel([tank('T54', 'F5', { moveType: 'T', movement: 16 })]), 'T54', { markers: ['moved'] });
    expect(shoot(s, order({ speed: { onRoad: false } }), [6, 5]).result.toHit.modifiers).toEqual([{ reason: 'speed', value: 2 }]);
    expect(shoot(s, order(), [6, 5]).result.toHit.modifiers).toEqual([{ reason: 'target-moving', value: 1 }]);
  });

  it('GIVEN a night shot beyond two hexes THEN +3; with thermal sights none within 6', () => {
    expect(shoot(duel(), order({ night: true }), [6, 5]).result.toHit.modifiers).toEqual([{ reason: 'night', value: 3 }]);
    expect(shoot(duel([tank('T54', 'F5')], [gun({ thermal: true })]), order({ night: true }), [6, 5]).result.toHit.modifiers).toEqual([]);
  });
});

describe('ordnanceAction vs infantry (Ordnance vs Infantry / Weapon Teams)', () => {
  const bazooka = weapon('Bz', '1st', { ordnance: true, toHit: 7, he: 2, heat: true, range: 6 });
  const squadWithBazooka = (vc: UnitSpec[] = [squad('VC1', 'F5'), squad('VC2', 'F5')], more: UnitSpec[] = []) => game([squad('1st', 'C5'), bazooka, ...more], vc);
  const atTroops = (more: Partial<OrdnanceOrder> = {}) => {
    const { vehicle: _v, ...o } = order({ weapon: 'Bz', tm: 1, ...more });
    return o;
  };

  it('GIVEN a hit THEN 1d6 + HE (HEAT −1 outside buildings) vs a bare 1d6; every unit a DC; the weapon Fired, the squad keeps its IFP; acquisition', () => {
    const s = squadWithBazooka(undefined, [leader('Lt', 'C5', 1)]);
    // to-hit 2 + 4 + TM 1 − LM 1 = 6 ≤ 7; HE 5 + 2 − 1 = 6 vs 2 → DC +4: VC1 2 → 6 shaken, VC2 6 → 10 casualties.
    const r = shoot(s, atTroops(), [2, 4, 5, 2, 2, 6]);
    expect(r.result.firer).toBe('1st');
    expect(r.result.toHit.modifiers).toEqual([
      { reason: 'leadership', value: -1 },
      { reason: 'terrain', value: 1 },
    ]);
    expect(r.result.vsInfantry).toMatchObject({ attackerTotal: 6, attackerModifiers: [{ reason: 'heat-vs-infantry', value: -1 }], defenderTotal: 2, damageCheck: 4 });
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.applied.effect])).toEqual([
      ['VC1', 6, 'shaken'],
      ['VC2', 10, 'casualties'],
    ]);
    // A squad fires one SW and its IFP (1.6); the ordnance SW fires apart (5.0).
    expect(unit(r.state, '1st').markers).toEqual([]);
    expect(r.result.carrierForfeitsIfp).toBeUndefined();
    expect(unit(r.state, 'Bz').markers).toEqual(['fired']);
    expect(acquisitions(r.state)).toEqual([{ kind: 'acquisition', at: hex('F5'), firer: 'Bz', target: 'VC1', level: 1 }]);
  });

  it('GIVEN a Good Order leader with the troops hit THEN his LM does not lower their DCs ("once hit, no TMs or LMs apply")', () => {
    const s = squadWithBazooka([squad('VC1', 'F5'), leader('Tran', 'F5', 2)]);
    // to-hit 2 + 4 + TM 1 = 7 ≤ 7; HE 5 + 2 − 1 = 6 vs 2 → DC +4: Tran (leaders check first) 1 + 4 = 5 holds; VC1 2 + 4 = 6 with no −2 for him: shaken.
    const r = shoot(s, atTroops(), [2, 4, 5, 2, 1, 2]);
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.check.modifiers.map((m) => m.reason)])).toEqual([
      ['Tran', 5, ['difference']],
      ['VC1', 6, ['difference']],
    ]);
  });

  it('GIVEN the target in a building or bunker THEN HEAT keeps its HE; an even DC 1 spawns a hero', () => {
    const r = shoot(squadWithBazooka([squad('VC1', 'F5')]), atTroops({ inBuildingOrBunker: true }), [2, 4, 1, 1, 1, 2]);
    expect(r.result.vsInfantry).toMatchObject({ attackerTotal: 3, attackerModifiers: [], damageCheck: 2 });
    expect(r.result.damage[0]).toMatchObject({ unit: 'VC1', hero: 'Hero' });
  });

  it('GIVEN a carrier after Assault Movement THEN +1; a scout carrier is exempt, but as an SMC firing a SW +1', () => {
    const am = patch(squadWithBazooka(), '1st', { markers: ['assault-move'] });
    expect(shoot(am, atTroops({ tm: 0 }), [6, 5]).result.toHit.modifiers).toEqual([{ reason: 'assault-move', value: 1 }]);
    const scout = patch(game([{ ...leader('Sc', 'C5'), kind: 'scout', leadership: undefined }, { ...bazooka, carriedBy: 'Sc' }], [squad('VC1', 'F5')]), 'Sc', { markers: ['assault-move'] });
    expect(shoot(scout, atTroops({ tm: 0 }), [6, 5]).result.toHit.modifiers).toEqual([{ reason: 'smc-firing-sw', value: 1 }]);
  });

  it('GIVEN a miss THEN no HE roll and an acquisition on the first unit; HE not higher THEN no DC', () => {
    const miss = shoot(squadWithBazooka(), atTroops(), [6, 5]);
    expect(miss.result.vsInfantry).toBeUndefined();
    expect(acquisitions(miss.state)).toMatchObject([{ target: 'VC1', level: 1 }]);
    const weak = shoot(squadWithBazooka(), atTroops(), [2, 3, 1, 6]);
    expect(weak.result.vsInfantry?.damageCheck).toBeUndefined();
    expect(weak.result.damage).toEqual([]);
    expect(acquisitions(weak.state)).toHaveLength(1);
  });

  it('GIVEN every target eliminated THEN no acquisition; the first eliminated and another alive THEN the marker names the survivor', () => {
    // HE 6 + 2 − 1 = 7 vs 1 → DC +6: VC1 6 + 6 = 12 ≥ 3×4? VC1 is a half-squad (morale 4): eliminated.
    const alone = shoot(squadWithBazooka([squad('VC1', 'F5', { kind: 'half-squad', morale: 4 })]), atTroops(), [2, 3, 6, 1, 6]);
    expect(unit(alone.state, 'VC1').status).toBe('eliminated');
    expect(alone.result.acquisition).toBeUndefined();
    expect(acquisitions(alone.state)).toEqual([]);
    const pair = shoot(squadWithBazooka([squad('VC1', 'F5', { kind: 'half-squad', morale: 4 }), squad('VC2', 'F5')]), atTroops(), [2, 3, 6, 1, 6, 2]);
    expect(unit(pair.state, 'VC1').status).toBe('eliminated');
    expect(unit(pair.state, 'VC2').status).toBe('shaken');
    expect(acquisitions(pair.state)).toEqual([{ kind: 'acquisition', at: hex('F5'), firer: 'Bz', target: 'VC2', level: 1 }]);
  });

  it('GIVEN a natural 6 on the HE die in a flammable hex THEN a fire check; 5 starts a fire', () => {
    // HE 6 + 2 − 1 = 7 vs 6 → DC +1: 3 + 1 = 4, no effect; fire check 5.
    const r = shoot(squadWithBazooka([squad('VC1', 'F5')]), atTroops({ flammable: true }), [2, 3, 6, 6, 3, 5]);
    expect(r.result.fireStart).toMatchObject({ checked: true, die: 5, fireStarts: true });
    expect(r.state.hexMarkers.filter((m) => m.kind === 'fire')).toEqual([{ kind: 'fire', at: hex('F5') }]);
  });

  it('GIVEN an ATGM whose coloured die is below its depletion number THEN it is expended and may not fire again', () => {
    const tow = weapon('TOW', '1st', { ordnance: true, atgm: true, depletion: 4, toHit: 7, he: 2, range: 10 });
    const s = game([squad('1st', 'C5'), tow], [squad('VC1', 'F5')]);
    const r = shoot(s, atTroops({ weapon: 'TOW' }), [6, 2]);
    expect(r.result.toHit).toMatchObject({ faces: [6, 2], atgmExpended: true, hit: false });
    expect(unit(r.state, 'TOW')).toMatchObject({ expended: true, markers: ['fired'] });
    const d = dice();
    expectCode(ordnanceAction(patch(patch(r.state, '1st', { markers: [] }), 'TOW', { markers: [] }), atTroops({ weapon: 'TOW' }), d, RULES), 'lnl/atgm-expended');
  });
});

describe('ordnanceAction: refusals before any die is rolled', () => {
  const refused = (s: LnlState, o: OrdnanceOrder, code: string) => {
    const d = dice();
    expectCode(ordnanceAction(s, o, d, RULES), code);
    expect(d.parts).toEqual([]);
  };

  it('GIVEN a weapon that is not ordnance THEN lnl/not-ordnance', () => {
    refused(duel([tank('T54', 'F5')], [gun({ ordnance: false })]), order(), 'lnl/not-ordnance');
  });

  it('GIVEN a shaken carrier or an abandoned vehicle THEN lnl/shaken-cannot-fire or lnl/cannot-fire', () => {
    refused(patch(duel(), 'M48', { status: 'shaken' }), order(), 'lnl/shaken-cannot-fire');
    refused(patch(duel(), 'M48', { status: 'abandoned' }), order(), 'lnl/cannot-fire');
  });

  it('GIVEN the weapon marked Fired THEN lnl/already-fired', () => {
    refused(patch(duel(), 'M48', { markers: ['fired'] }), order(), 'lnl/already-fired');
    const s = game([squad('1st', 'C5'), weapon('Bz', '1st', { ordnance: true, toHit: 7 })], [squad('VC1', 'F5')]);
    refused(patch(s, 'Bz', { markers: ['fired'] }), order({ weapon: 'Bz', vehicle: undefined }), 'lnl/already-fired');
  });

  it('GIVEN a squad that fired its IFP and another SW, or a half-squad that fired its IFP THEN lnl/already-fired (1.6)', () => {
    const bz = weapon('Bz', '1st', { ordnance: true, toHit: 7 });
    const both = patch(patch(game([squad('1st', 'C5'), bz, weapon('MG', '1st')], [squad('VC1', 'F5')]), '1st', { markers: ['fired'] }), 'MG', { markers: ['fired'] });
    refused(both, order({ weapon: 'Bz', vehicle: undefined }), 'lnl/already-fired');
    const hs = patch(game([squad('1st', 'C5', { kind: 'half-squad' }), bz], [squad('VC1', 'F5')]), '1st', { markers: ['fired'] });
    refused(hs, order({ weapon: 'Bz', vehicle: undefined }), 'lnl/already-fired');
  });

  it('GIVEN a SW nobody carries, or one a medic carries THEN refused (1.6)', () => {
    const { carriedBy: _c, ...loose } = weapon('Bz', '1st', { ordnance: true, toHit: 7 });
    refused(game([squad('1st', 'C5'), { ...loose, at: hex('C5') }], [squad('VC1', 'F5')]), order({ weapon: 'Bz', vehicle: undefined }), 'lnl/sw-not-carried');
    const medic = game([{ ...leader('Doc', 'C5', 0), kind: 'medic' }, weapon('Bz', 'Doc', { ordnance: true, toHit: 7 })], [squad('VC1', 'F5')]);
    refused(medic, order({ weapon: 'Bz', vehicle: undefined }), 'lnl/sw-not-allowed');
  });

  it('GIVEN a non-AA weapon at a flying helicopter THEN lnl/not-aa; at a hovering one it may fire', () => {
    const heli: UnitSpec = { id: 'Hind', kind: 'helicopter', name: 'Mi-24', firepower: 4, range: 8, morale: 6, armourFactor: 2, mode: 'flying', at: hex('F5') };
    refused(duel([heli]), order({ vehicle: 'Hind' }), 'lnl/not-aa');
    expect(shoot(patch(duel([heli]), 'Hind', { mode: 'hover' }), order({ vehicle: 'Hind' }), [6, 6]).result.toHit.hit).toBe(false);
  });

  it('GIVEN a blocked LOS or a third degrading hex THEN lnl/los-blocked', () => {
    refused(duel(), order({ sight: sight({ blocked: true }) }), 'lnl/los-blocked');
    refused(duel(), order({ sight: sight({ degrading: 3 }) }), 'lnl/los-blocked');
  });

  it('GIVEN a target beyond range THEN lnl/out-of-range', () => {
    refused(duel(), order({ sight: sight({ distance: 11 }) }), 'lnl/out-of-range');
  });

  it('GIVEN no to-hit number THEN lnl/to-hit-needed; a vehicle target and no penetration THEN lnl/penetration-needed', () => {
    refused(duel([tank('T54', 'F5')], [gun({ toHit: undefined })]), order(), 'lnl/to-hit-needed');
    refused(duel([tank('T54', 'F5')], [gun({ penetration: undefined })]), order(), 'lnl/penetration-needed');
  });

  it('GIVEN a vehicle order naming a friendly, a distant or a non-vehicle unit THEN lnl/not-a-vehicle', () => {
    const s = duel([tank('T54', 'G5'), squad('VC1', 'F5')], [gun(), tank('Own', 'F5')]);
    refused(s, order(), 'lnl/not-a-vehicle');
    refused(s, order({ vehicle: 'Own' }), 'lnl/not-a-vehicle');
    refused(s, order({ vehicle: 'VC1' }), 'lnl/not-a-vehicle');
  });

  it('GIVEN no enemy troops in the hex (inside riders do not count) THEN lnl/no-target', () => {
    const { vehicle: _v, ...atHex } = order();
    refused(duel([tank('T54', 'F5'), rider('In', 'T54')]), atHex, 'lnl/no-target');
  });

  it('GIVEN an enemy weapon or a firer with no position THEN the state\'s or lnl/no-position', () => {
    refused(duel(), order({ side: VC, weapon: 'M48' }), 'lnl/not-your-unit');
    const { at: _a, ...nowhere } = gun();
    refused(duel([tank('T54', 'F5')], [nowhere]), order(), 'lnl/no-position');
  });
});

describe('ordnanceAction: opportunity fire at the last move (5.3)', () => {
  const refused = (s: LnlState, o: OrdnanceOrder, code: string) => {
    const d = dice();
    expectCode(ordnanceAction(s, o, d, RULES), code);
    expect(d.parts).toEqual([]);
  };
  const movedIn = (s: LnlState, units: string[], how: 'stealth' | 'low-crawl' | 'other' = 'other'): LnlState => ({ ...s, lastMove: { side: VC, units, hex: hex('F5'), how } });
  const of = (more: Partial<OrdnanceOrder> = {}) => order({ opportunity: { hexSpotted: false }, ...more });

  it('GIVEN no enemy move, a move elsewhere or a vehicle that did not move THEN refused', () => {
    refused(duel(), of(), 'lnl/of-no-mover');
    refused({ ...duel(), lastMove: { side: VC, units: ['T54'], hex: hex('G5'), how: 'other' } }, of(), 'lnl/of-wrong-hex');
    refused(movedIn(duel([tank('T54', 'F5'), tank('T55', 'F5')]), ['T55']), of(), 'lnl/of-no-mover');
  });

  it('GIVEN a firer marked Moved, or a stealth mover in an unspotted hex THEN refused; spotted THEN it fires with +2', () => {
    refused(patch(movedIn(duel(), ['T54']), 'M48', { markers: ['moved'] }), of(), 'lnl/of-firer-moved');
    refused(movedIn(duel(), ['T54'], 'stealth'), of(), 'lnl/of-target-hex-not-spotted');
    const r = shoot(movedIn(duel(), ['T54'], 'stealth'), of({ opportunity: { hexSpotted: true } }), [6, 5]);
    expect(r.result.toHit.modifiers).toEqual([{ reason: 'opportunity-fire', value: 2 }]);
  });

  it('GIVEN troops of which only some moved in THEN only the movers take the DC', () => {
    const bz = weapon('Bz', '1st', { ordnance: true, toHit: 7, he: 2, range: 6 });
    const s = movedIn(game([squad('1st', 'C5'), bz], [squad('VC1', 'F5'), squad('VC2', 'F5')]), ['VC2']);
    const { vehicle: _v, ...atHex } = of({ weapon: 'Bz' });
    // to-hit 1 + 1 + 2 = 4 ≤ 7; HE 6 + 2 = 8 vs 1 → DC +7: VC2 1 + 7 = 8 > 5 → shaken (hero die 3).
    const r = shoot(s, atHex, [1, 1, 6, 1, 1, 3]);
    expect(r.result.damage.map((d) => [d.unit, d.applied.effect])).toEqual([['VC2', 'shaken']]);
  });
});

describe('ordnanceAction: helicopters and riders (14.1, 19.2)', () => {
  it('GIVEN an AA weapon hitting a flying helicopter THEN its armour factor defends, not a vehicle armour', () => {
    const heli: UnitSpec = { id: 'Hind', kind: 'helicopter', name: 'Mi-24', firepower: 4, range: 8, morale: 6, armourFactor: 2, mode: 'flying', at: hex('F5') };
    // to-hit 1 + 1 + 2 (flying) = 4 ≤ 8; penetration 2 + 6 = 8 vs 5 + AF 2 = 7 → destroyed: crew roll 4 lost, crash 1 (N) ⌈1/2⌉ = 1 hex, nobody there.
    const r = shoot(duel([heli], [gun({ aa: true })]), order({ vehicle: 'Hind' }), [1, 1, 2, 5, 4, 1, 1]);
    expect(r.result.vsArmour).toMatchObject({ armour: 2, targetTotal: 7, outcome: 'destroyed' });
  });

  it('GIVEN a tank firing with riders on it THEN they dismount, marked Moved, and take a Morale Check; riders inside stay', () => {
    const s = duel([tank('T54', 'F5')], [gun(), rider('Out', 'M48', true), rider('In', 'M48')]);
    // to-hit 6 + 5: miss. Out's Morale Check 2 ≤ 5 passes.
    const r = shoot(s, order(), [6, 5, 2]);
    expect(unit(r.state, 'Out')).toMatchObject({ status: 'good-order', at: hex('C5'), markers: ['moved'] });
    expect(unit(r.state, 'Out').aboard).toBeUndefined();
    expect(unit(r.state, 'In').aboard).toEqual({ vehicle: 'M48', outside: false });
    expect(r.result.riders).toMatchObject([{ unit: 'Out', what: 'morale-check', check: { die: 2, passed: true } }]);
  });

  it('GIVEN a half-squad firing its ordnance SW THEN it forfeits its IFP: marked Fired with the weapon', () => {
    const s = game([squad('HS', 'C5', { kind: 'half-squad' }), weapon('Bz', 'HS', { ordnance: true, toHit: 7, he: 2, range: 6 })], [squad('VC1', 'F5')]);
    const { vehicle: _v, ...atHex } = order({ weapon: 'Bz' });
    const r = shoot(s, atHex, [6, 5]);
    expect(r.result.carrierForfeitsIfp).toBe(true);
    expect(unit(r.state, 'HS').markers).toEqual(['fired']);
  });
});
