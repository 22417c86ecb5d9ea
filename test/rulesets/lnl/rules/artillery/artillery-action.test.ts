import { describe, expect, it } from 'vitest';
import { formatHex, sameHex, type HexCoord } from '../../../../../src/core/board/hex.js';
import { fail, ok } from '../../../../../src/core/result.js';
import { airStrike } from '../../../../../src/rulesets/lnl/rules/artillery/air-strike.js';
import { callForFire, fireForEffect, type CallOrder } from '../../../../../src/rulesets/lnl/rules/artillery/artillery-action.js';
import { bombard } from '../../../../../src/rulesets/lnl/rules/artillery/bombardment.js';
import type { GroundOf, HexGround } from '../../../../../src/rulesets/lnl/rules/map/target-modifier.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { addHexMarker, type HexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { RULES, US, VC, dice, expectCode, game, hex, leader, patch, rider, squad, tank, unit, unwrap } from '../fixtures-game.js';

const open: HexGround = { tm: 0, tmFromWallOrHill: false, flammable: false };
/** Every hex open ground, except those given. */
const ground =
  (special: Record<string, Partial<HexGround>> = {}): GroundOf =>
  (h) =>
    ok({ ...open, ...(special[formatHex(h)] ?? {}) });
const everywhere = () => true;
const call = (more: Partial<CallOrder> = {}): CallOrder => ({ side: US, spotter: 'Lt', target: hex('F5'), mission: 'standard', firepower: 4, los: { blocked: false, degradingCount: 0 }, ...more });
const round = (at: string, more: Partial<Extract<HexMarker, { kind: 'spotting-round' }>> = {}): HexMarker => ({ kind: 'spotting-round', at: hex(at), side: US, mission: 'standard', spotter: 'Lt', firepower: 4, ...more });
const markers = (s: LnlState, kind: HexMarker['kind']) => s.hexMarkers.filter((m) => m.kind === kind);

describe('callForFire (LnL player aid 18.2 items 1–3)', () => {
  it('GIVEN a leader calling with a degrading hex in his LOS THEN white + degrading − LM halved up, coloured for direction; the round lands; Ops Complete', () => {
    const s = game([leader('Lt', 'C5', 1)]);
    const d = dice(4, 3);
    const r = unwrap(callForFire(s, call({ los: { blocked: false, degradingCount: 1 } }), d));
    expect(d.remaining).toBe(0);
    expect(r.result.drift).toMatchObject({ white: 4, coloured: 3, direction: 'SE', modified: 4, distance: 2, landed: hex('H6'), onBoard: true });
    expect(r.result.drift.modifiers).toEqual([
      { reason: 'degrading-hex', value: 1 },
      { reason: 'leadership', value: -1 },
    ]);
    expect(r.state.hexMarkers).toEqual([{ kind: 'spotting-round', at: hex('H6'), side: US, mission: 'standard', spotter: 'Lt', firepower: 4 }]);
    expect(unit(r.state, 'Lt').markers).toEqual(['ops-complete']);
  });

  it('GIVEN a drift off the map THEN no round is placed, but the spotter has still acted', () => {
    const d = dice(6, 1);
    const r = unwrap(callForFire(game([leader('Lt', 'C5', 1)]), call({ target: hex('A1') }), d));
    expect(r.result.drift).toMatchObject({ distance: 3, direction: 'N', onBoard: false });
    expect(r.state.hexMarkers).toEqual([]);
    expect(unit(r.state, 'Lt').markers).toEqual(['ops-complete']);
  });

  it('GIVEN a scout THEN no LM; a modified roll of 0 or less lands on the target', () => {
    const scout = game([{ ...leader('Sc', 'C5'), kind: 'scout', leadership: undefined }]);
    expect(unwrap(callForFire(scout, call({ spotter: 'Sc' }), dice(1, 5))).result.drift).toMatchObject({ modifiers: [], distance: 1, direction: 'SW' });
    const lm3 = unwrap(callForFire(game([leader('Lt', 'C5', 3)]), call(), dice(2, 5)));
    expect(lm3.result.drift).toMatchObject({ modified: -1, distance: 0, landed: hex('F5') });
  });

  it('GIVEN a line mission THEN the called second hex drifts with the round, on the hex grid', () => {
    // C5 → D6 is SE then S. The round drifts 1 NE to D4, so the second hex is D4 + SE + S = E6.
    const d = dice(2, 2);
    const r = unwrap(callForFire(game([leader('Lt', 'A1', 1)]), call({ target: hex('C5'), mission: 'line', lineTo: hex('D6') }), d));
    expect(r.result.drift.landed).toEqual(hex('D4'));
    expect(r.state.hexMarkers).toEqual([{ kind: 'spotting-round', at: hex('D4'), side: US, mission: 'line', spotter: 'Lt', firepower: 4, lineTo: hex('E6') }]);
  });

  it('GIVEN a walking barrage THEN its direction is stored with the round', () => {
    const r = unwrap(callForFire(game([leader('Lt', 'C5', 1)]), call({ mission: 'walking-barrage', walk: 'S' }), dice(1, 1)));
    expect(r.state.hexMarkers).toEqual([{ kind: 'spotting-round', at: hex('F5'), side: US, mission: 'walking-barrage', spotter: 'Lt', firepower: 4, walk: 'S' }]);
  });

  it('refuses before any roll: a shaken spotter, a squad, a line without its end, a barrage without direction, a pending mission, a blocked LOS, a hex off the map', () => {
    const s = game([leader('Lt', 'C5', 1), squad('1st', 'C5')]);
    const refused = (st: LnlState, o: CallOrder, code: string) => {
      const d = dice();
      expectCode(callForFire(st, o, d), code);
      expect(d.parts).toEqual([]);
    };
    refused(patch(s, 'Lt', { status: 'shaken' }), call(), 'lnl/shaken-cannot-fire');
    refused(s, call({ spotter: '1st' }), 'lnl/not-a-spotter');
    refused(s, call({ mission: 'line' }), 'lnl/line-needs-end');
    refused(s, call({ mission: 'walking-barrage' }), 'lnl/walk-needs-direction');
    refused(addHexMarker(s, round('H6')), call(), 'lnl/mission-pending');
    refused(s, call({ los: { blocked: true, degradingCount: 0 } }), 'lnl/los-blocked');
    refused(s, call({ los: { blocked: false, degradingCount: 3 } }), 'lnl/los-blocked');
    refused(s, call({ target: hex('M5') }), 'lnl/hex-off-board');
    refused(s, call({ side: VC }), 'lnl/not-your-unit');
  });
});

describe('fireForEffect (18.2 item 4, 18.2.1)', () => {
  const ffe = (s: LnlState, faces: number[], more: { shiftTo?: HexCoord; inLos?: (h: HexCoord) => boolean; groundOf?: GroundOf } = {}) => {
    const d = dice(...faces);
    const r = fireForEffect(s, { side: US, spotter: 'Lt', inLos: more.inLos ?? everywhere, groundOf: more.groundOf ?? ground(), ...(more.shiftTo ? { shiftTo: more.shiftTo } : {}) }, d, RULES);
    expect(d.remaining).toBe(0);
    return r;
  };

  it('GIVEN a standard mission THEN the FFE hex and its ring are attacked; only occupied hexes roll; friends are hit too, without heroes', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1), squad('2nd', 'H7')], [squad('VC1', 'H6')]), round('H6'));
    // H6: 3 + 4 = 7 vs 2 + TM 1 = 3 → DC +4: VC1 2 → 6 shaken. H7 (south, adjacent): 1 + 4 = 5 vs 5 → no effect.
    const r = unwrap(ffe(s, [3, 2, 2, 1, 5], { groundOf: ground({ H6: { tm: 1 } }) }));
    expect(r.result.placement).toEqual({ landed: hex('H6'), ffe: hex('H6'), shifted: false, landedInLos: true });
    expect(r.result.attacks.map((a) => [formatHex(a.hex), a.fp, a.role])).toEqual([
      ['H6', 4, 'ffe'],
      ['H5', 4, 'adjacent'],
      ['I6', 4, 'adjacent'],
      ['I7', 4, 'adjacent'],
      ['H7', 4, 'adjacent'],
      ['G7', 4, 'adjacent'],
      ['G6', 4, 'adjacent'],
    ]);
    expect(r.result.hexes.map((h) => [formatHex(h.hex), h.attack.attacker.total, h.attack.defender.total, h.attack.damageCheck])).toEqual([
      ['H6', 7, 3, 4],
      ['H7', 5, 5, undefined],
    ]);
    expect(unit(r.state, 'VC1').status).toBe('shaken');
    expect(unit(r.state, '2nd').status).toBe('good-order');
    expect(markers(r.state, 'spotting-round')).toEqual([]);
    expect(markers(r.state, 'ffe')).toEqual([{ kind: 'ffe', at: hex('H6'), side: US, mission: 'standard', firepower: 4 }]);
    expect(unit(r.state, 'Lt').markers).toEqual(['ops-complete']);
  });

  it('GIVEN a shift to an adjacent hex in LOS THEN the FFE goes there and its ring is attacked', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6')]), round('H6'));
    const r = unwrap(ffe(s, [1, 6], { shiftTo: hex('H5') }));
    expect(r.result.placement).toMatchObject({ ffe: hex('H5'), shifted: true });
    expect(r.result.hexes.map((h) => formatHex(h.hex))).toEqual(['H6']);
    expect(markers(r.state, 'ffe')).toMatchObject([{ at: hex('H5') }]);
  });

  it('GIVEN a shift when the round landed out of LOS, or not adjacent, or out of LOS THEN refused before any roll, the round kept', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6')]), round('H6'));
    const notH6 = (h: HexCoord) => !sameHex(h, hex('H6'));
    expectCode(ffe(s, [], { shiftTo: hex('H5'), inLos: notH6 }), 'lnl/landing-out-of-los');
    expectCode(ffe(s, [], { shiftTo: hex('H8') }), 'lnl/shift-not-adjacent');
    expectCode(ffe(s, [], { shiftTo: hex('H5'), inLos: (h) => !sameHex(h, hex('H5')) }), 'lnl/shift-out-of-los');
    // Out of LOS and no shift asked: the FFE falls where the round landed.
    const r = unwrap(ffe(s, [1, 6], { inLos: notH6 }));
    expect(r.result.placement).toEqual({ landed: hex('H6'), ffe: hex('H6'), shifted: false, landedInLos: false });
  });

  it('GIVEN an occupied hex whose TM the map cannot give THEN the whole mission is refused before any roll', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1), squad('2nd', 'H7')], [squad('VC1', 'H6')]), round('H6'));
    const groundOf: GroundOf = (h) => (sameHex(h, hex('H7')) ? fail('lnl/tm-needed', { hex: 'H7' }) : ok(open));
    expectCode(ffe(s, [], { groundOf }), 'lnl/tm-needed');
    const emptyUnknown: GroundOf = (h) => (sameHex(h, hex('H6')) ? ok(open) : fail('lnl/tm-needed', { hex: formatHex(h) }));
    const alone = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6')]), round('H6'));
    expect(unwrap(ffe(alone, [1, 6], { groundOf: emptyUnknown })).result.hexes).toHaveLength(1);
  });

  it('GIVEN friend and foe in one hex THEN both take the DC: the foe may spawn a hero, the friend may not', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1), squad('2nd', 'H6')], [squad('VC1', 'H6')]), round('H6'));
    // 4 + 4 = 8 vs 2 → DC +6: VC1 1 → 7 shaken, hero die 2 → a VC hero; 2nd 1 → 7 shaken, no hero die.
    const r = unwrap(ffe(s, [4, 2, 1, 2, 1]));
    expect(r.result.hexes[0]!.damage.map((d) => [d.unit, d.check.total, d.applied.effect, d.hero])).toEqual([
      ['VC1', 7, 'shaken', 'Hero'],
      ['2nd', 7, 'shaken', undefined],
    ]);
    expect(unit(r.state, 'Hero')).toMatchObject({ side: VC, at: hex('H6') });
  });

  it('GIVEN a buttoned tank and its passenger THEN + lowest armour; the tank checks, the passenger inside is sheltered; a natural 6 in a flammable hex may start a fire', () => {
    const s = addHexMarker(patch(game([leader('Lt', 'C5', 1)], [tank('T', 'H6'), rider('In', 'T')]), 'T', { buttoned: true }), round('H6'));
    // 6 + 4 = 10 vs 1 + TM 1 + AV 2 = 4 → DC +6: T 5 → 11 > 6 → shaken; In takes no DC. Fire check 6.
    const r = unwrap(ffe(s, [6, 1, 5, 6], { groundOf: ground({ H6: { tm: 1, flammable: true } }) }));
    const h6 = r.result.hexes[0]!;
    expect(h6.attack.defender.modifiers).toEqual([
      { reason: 'terrain', value: 1 },
      { reason: 'armour', value: 2 },
    ]);
    expect(h6.armourDefence).toBeUndefined();
    expect(h6.damage.map((d) => [d.unit, d.applied.effect])).toEqual([['T', 'shaken']]);
    expect(h6.fireStart).toMatchObject({ checked: true, die: 6, fireStarts: true });
    expect(markers(r.state, 'fire')).toEqual([{ kind: 'fire', at: hex('H6') }]);
    expect(unit(r.state, 'In')).toMatchObject({ status: 'good-order', aboard: { vehicle: 'T', outside: false } });
  });

  it('GIVEN troops and a tank in one hex THEN one attack die; the troops defend with the TM only, the tank with its own die + TM + lowest armour (17.3)', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6'), tank('T', 'H6', { armour: { front: 4, side: 3, rear: 1 } }), rider('Out', 'T', true)]), round('H6'));
    // 3 + 4 = 7 vs troops 1 + TM 1 = 2 → DC +5; tank 7 vs 6 + 1 + AV 1 = 8: no effect.
    // VC1 1 + 5 = 6 > 5 shaken (hero die 5: none); Out 2 + 5 = 7 shaken: it must get off, marked Moved (the tank reads No Effect).
    const r = unwrap(ffe(s, [3, 1, 6, 1, 5, 2], { groundOf: ground({ H6: { tm: 1 } }) }));
    const h6 = r.result.hexes[0]!;
    expect(h6.attack.defender).toMatchObject({ die: 1, modifiers: [{ reason: 'terrain', value: 1 }], total: 2 });
    expect(h6.attack.damageCheck).toBe(5);
    expect(h6.armourDefence).toMatchObject({ vehicles: ['T'], attackTotal: 7, die: 6, total: 8 });
    expect(h6.armourDefence?.damageCheck).toBeUndefined();
    expect(h6.armourDefence?.part.label).toBe('armour defence');
    expect(h6.damage.map((d) => [d.unit, d.applied.effect])).toEqual([
      ['VC1', 'shaken'],
      ['Out', 'shaken'],
    ]);
    expect(unit(r.state, 'T').status).toBe('good-order');
    expect(unit(r.state, 'Out')).toMatchObject({ status: 'shaken', at: hex('H6'), markers: ['moved'] });
    expect(h6.aftermath.fates).toEqual([{ vehicle: 'T', lines: [{ unit: 'Out', what: 'disembarks', result: 'Shaken, must disembark (marked Moved)' }] }]);
  });

  it('GIVEN a TM from a wall or hill THEN the artillery ignores it', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6')]), round('H6'));
    // 1 + 4 = 5 vs 2 + 0 → DC +3: 2 + 3 = 5, no effect.
    const r = unwrap(ffe(s, [1, 2, 2], { groundOf: ground({ H6: { tm: 2, tmFromWallOrHill: true } }) }));
    expect(r.result.hexes[0]!.attack).toMatchObject({ defender: { total: 2, modifiers: [] }, ignored: [{ reason: 'terrain', value: 2 }] });
    expect(r.result.hexes[0]!.attack.damageCheck).toBe(3);
    expect(unit(r.state, 'VC1').status).toBe('good-order');
  });

  it('GIVEN a concentrated mission THEN 1.5 × FP rounded up on the FFE hex, half rounded down around it', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6'), squad('VC2', 'H5')]), round('H6', { mission: 'concentrated', firepower: 3 }));
    const r = unwrap(ffe(s, [1, 6, 1, 6]));
    expect(r.result.hexes.map((h) => [formatHex(h.hex), h.fp, h.attack.attacker.total])).toEqual([
      ['H6', 5, 6],
      ['H5', 1, 2],
    ]);
  });

  it('GIVEN a line mission with a shift THEN the second FFE moves with the first on the hex grid, and both get FFE markers', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)]), round('D4', { mission: 'line', lineTo: hex('E6') }));
    // D4 → E6 is SE then S; shifted NE to E4, the second is E4 + SE + S = F5.
    const r = unwrap(ffe(s, [], { shiftTo: hex('E4') }));
    expect(r.result.ffe).toEqual([hex('E4'), hex('F5')]);
    // E4 and F5 are two hexes apart along a hexside: both hexes beside it are in line (house rule default).
    expect(r.result.attacks.map((a) => [formatHex(a.hex), a.role])).toEqual([
      ['E4', 'ffe'],
      ['F4', 'line'],
      ['E5', 'line'],
      ['F5', 'ffe'],
    ]);
    expect(markers(r.state, 'ffe')).toEqual([
      { kind: 'ffe', at: hex('E4'), side: US, mission: 'line', firepower: 4 },
      { kind: 'ffe', at: hex('F5'), side: US, mission: 'line', firepower: 4 },
    ]);
  });

  it('GIVEN a line mission without drift or shift THEN the hexes in line between the two FFEs are attacked', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'F6')]), round('F5', { mission: 'line', lineTo: hex('F7') }));
    const r = unwrap(ffe(s, [1, 6]));
    expect(r.result.attacks.map((a) => [formatHex(a.hex), a.role])).toEqual([
      ['F5', 'ffe'],
      ['F6', 'line'],
      ['F7', 'ffe'],
    ]);
    expect(r.result.hexes.map((h) => formatHex(h.hex))).toEqual(['F6']);
  });

  it('GIVEN a walking barrage THEN only the FFE hex is attacked and the marker carries its direction and two turns', () => {
    const s = addHexMarker(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6'), squad('VC2', 'H7')]), round('H6', { mission: 'walking-barrage', walk: 'S' }));
    const r = unwrap(ffe(s, [1, 6]));
    expect(r.result.hexes.map((h) => formatHex(h.hex))).toEqual(['H6']);
    expect(markers(r.state, 'ffe')).toEqual([{ kind: 'ffe', at: hex('H6'), side: US, mission: 'walking-barrage', firepower: 4, walk: { direction: 'S', turnsLeft: 2 } }]);
  });

  it('GIVEN a spotter with no round, no position, or no longer in Good Order THEN refused', () => {
    expectCode(ffe(game([leader('Lt', 'C5', 1)]), []), 'lnl/no-spotting-round');
    const shaken = addHexMarker(patch(game([leader('Lt', 'C5', 1)], [squad('VC1', 'H6')]), 'Lt', { status: 'shaken' }), round('H6'));
    expectCode(ffe(shaken, []), 'lnl/shaken-cannot-fire');
    const s = addHexMarker(patch(game([leader('Lt', 'C5', 1)]), 'Lt', { at: undefined }), round('H6'));
    expectCode(ffe(s, []), 'lnl/no-position');
  });
});

describe('bombard', () => {
  it('GIVEN several hexes THEN each occupied one is attacked at its own FP, in the order given', () => {
    const s = game([squad('1st', 'B2')], [squad('VC1', 'C3')]);
    const d = dice(2, 1, 3, 3, 5);
    const r = unwrap(bombard(s, VC, [{ hex: hex('A1'), fp: 6 }, { hex: hex('C3'), fp: 1 }, { hex: hex('B2'), fp: 2 }], ground(), d, RULES));
    expect(d.remaining).toBe(0);
    // A1 is empty: no roll. C3: 2 + 1 = 3 vs 1 → DC +2 on VC1 (the caller's own): 3 + 2 = 5, no effect. B2: 3 + 2 = 5 vs 5, no effect.
    expect(r.hexes.map((h) => [formatHex(h.hex), h.fp, h.attack.damageCheck])).toEqual([
      ['C3', 1, 2],
      ['B2', 2, undefined],
    ]);
  });
});

describe('airStrike (19.1)', () => {
  const strike = (s: LnlState, hexes: string[], fp: number, he: number, faces: number[]) => {
    const d = dice(...faces);
    const r = unwrap(airStrike(s, { side: US, hexes: hexes.map(hex), fp, he, groundOf: ground() }, d, RULES));
    expect(d.remaining).toBe(0);
    return r;
  };

  it('GIVEN a helicopter under the cannon THEN it defends with its armour factor (19.2.8)', () => {
    const heli: UnitSpec = { id: 'Hind', kind: 'helicopter', name: 'Mi-24', firepower: 4, range: 8, morale: 6, armourFactor: 3, mode: 'hover', at: hex('F5') };
    // 1 + 4 = 5 vs 2 + AF 3 = 5: equal → an aircraft is Damaged and aborts.
    const r = strike(game([], [heli]), ['F5'], 4, 0, [1, 2]);
    expect(r.passes[0]!.vehicles[0]!.result).toMatchObject({ armour: 3, targetTotal: 5, outcome: 'damaged' });
  });

  it('GIVEN troops inside a closed tank THEN the cannon\'s attack on legs does not reach them; the tank meets the penetration', () => {
    const s = game([], [tank('T', 'F5'), rider('In', 'T')]);
    // No leg attack; the tank: 2 + 4 = 6 vs 6 + AV 2 = 8 → Morale Check 4 + 2 = 6 ≤ 6, no effect.
    const r = strike(s, ['F5'], 4, 0, [2, 6, 4]);
    expect(r.passes[0]!.legs).toBeUndefined();
    expect(r.passes[0]!.vehicles.map((v) => [v.vehicle, v.result.armour])).toEqual([['T', 2]]);
    expect(unit(r.state, 'In').status).toBe('good-order');
  });
});
