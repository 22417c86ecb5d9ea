import { describe, expect, it } from 'vitest';
import { fireAction, type FireOrder } from '../../../../../src/rulesets/lnl/rules/fire/fire-action.js';
import type { FireSight } from '../../../../../src/rulesets/lnl/rules/map/sight.js';
import { addHexMarker, type LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import type { UnitSpec } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { RULES, US, VC, dice, expectCode, game, hex, leader, patch, rider, rulesWith, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';

const sight = (more: Partial<FireSight> = {}): FireSight => ({ adjacent: false, distance: 3, degrading: 0, blocked: false, adjacentBuildings: false, ...more });
const order = (more: Partial<FireOrder> = {}): FireOrder => ({ side: US, firers: ['1st'], target: hex('F5'), tm: 0, sight: sight(), flammable: false, ...more });
/** A fire action that rolls on the DFT (every kind but the mortar's). */
const fire = (s: LnlState, o: FireOrder, ...faces: number[]) => {
  const d = dice(...faces);
  const r = unwrap(fireAction(s, o, d, RULES));
  expect(d.remaining).toBe(0);
  const rolled = r.result.fire;
  if (!rolled) throw new Error('no DFT roll');
  return { state: r.state, result: { ...r.result, fire: rolled } };
};
const basic = (us: UnitSpec[] = [squad('1st', 'C5')], vc: UnitSpec[] = [squad('VC1', 'F5')]) => game(us, vc);

describe('fireAction: direct fire (LnL player aid 5.0)', () => {
  it('GIVEN a squad firing at an enemy squad THEN 1d6 + FP vs 1d6 + TM, a DC at + the difference, the firer marked Fired', () => {
    // attack 4 + FP 3 = 7 vs defence 2 + TM 1 = 3 → DC +4; DC 2 + 4 = 6 > morale 5 → Shaken.
    const r = fire(basic(), order({ tm: 1 }), 4, 2, 2);
    expect(r.result.kind).toBe('direct');
    expect(r.result.fire.attack).toMatchObject({ die: 4, firepower: 3, modifiers: [], total: 7, natural6: false });
    expect(r.result.fire.defence).toMatchObject({ die: 2, modifiers: [{ reason: 'terrain', value: 1 }], total: 3 });
    expect(r.result.fire.outcome).toEqual({ effect: 'damage-check', modifier: 4, offTable: false });
    expect(r.result.firepower?.total).toBe(3);
    expect(r.result.damage).toHaveLength(1);
    expect(r.result.damage[0]).toMatchObject({ unit: 'VC1', check: { die: 2, total: 6, outcome: 'shaken' }, applied: { effect: 'shaken' } });
    expect(unit(r.state, 'VC1').status).toBe('shaken');
    expect(unit(r.state, '1st').markers).toEqual(['fired']);
    expect(r.result.fireStart).toEqual({ checked: false });
    expect(r.result.aftermath).toEqual({ fates: [], crashes: [] });
  });

  it('GIVEN an attack not higher than the defence THEN no DC is rolled and only the Fired marker is left', () => {
    const r = fire(basic(), order({ tm: 2 }), 1, 2);
    expect(r.result.fire.outcome).toEqual({ effect: 'no-effect' });
    expect(r.result.damage).toEqual([]);
    expect(unit(r.state, 'VC1').status).toBe('good-order');
    expect(unit(r.state, '1st').markers).toEqual(['fired']);
  });

  it('GIVEN several units, a DFT SW and a leader in the hex THEN lead full, others half rounded up, SW full, + LM; every firer marked Fired', () => {
    const s = basic([squad('1st', 'C5'), squad('2nd', 'C5'), weapon('MG', '2nd', { firepower: 2 }), leader('Lt', 'C5', 1)], [squad('VC1', 'F5'), squad('VC2', 'F5')]);
    // FP 3 + ⌈3/2⌉ + 2 = 7; attack 1 + 7 + LM 1 = 9 vs 5 → DC +4; VC1 2 → 6 shaken, VC2 1 → 5 no effect (hero die 3: none).
    const r = fire(s, order({ firers: ['1st', '2nd', 'MG'] }), 1, 5, 2, 1, 3);
    expect(r.result.firepower?.contributions.map((c) => [c.id, c.role, c.added])).toEqual([
      ['1st', 'lead', 3],
      ['2nd', 'additional', 2],
      ['MG', 'support-weapon', 2],
    ]);
    expect(r.result.fire.attack.modifiers).toEqual([{ reason: 'leadership', value: 1 }]);
    expect(r.result.fire.attack.total).toBe(9);
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.applied.effect])).toEqual([
      ['VC1', 6, 'shaken'],
      ['VC2', 5, 'no-effect'],
    ]);
    expect(r.result.damage[1]!.check.hero).toMatchObject({ die: 3, created: false });
    for (const id of ['1st', '2nd', 'MG']) expect(unit(r.state, id).markers).toEqual(['fired']);
    expect(unit(r.state, 'Lt').markers).toEqual([]);
    expect(r.state.units.filter((u) => u.kind === 'hero')).toEqual([]);
  });

  it('GIVEN a shaken or wounded leader in the hex THEN he adds no LM; a wounded Good Order leader adds one less', () => {
    const shaken = patch(basic([squad('1st', 'C5'), leader('Lt', 'C5', 2)]), 'Lt', { status: 'shaken' });
    expect(fire(shaken, order(), 3, 6).result.fire.attack.modifiers).toEqual([]);
    const wounded = patch(basic([squad('1st', 'C5'), leader('Lt', 'C5', 2)]), 'Lt', { wounded: true });
    expect(fire(wounded, order(), 2, 6).result.fire.attack.modifiers).toEqual([{ reason: 'leadership', value: 1 }]);
  });

  it('GIVEN a leader of the enemy in the target hex (003 L448) THEN he checks first; holding, his LM lowers the DCs of the other units, not his own', () => {
    const s = basic([squad('1st', 'C5')], [squad('VC1', 'F5'), leader('Ba', 'F5', 2)]);
    // attack 3 + 3 = 6 vs 3 → DC +3: Ba 2 + 3 = 5 ≤ 6 holds; VC1 3 + 3 − 2 = 4 ≤ 5.
    const r = fire(s, order(), 3, 3, 2, 3);
    expect(r.result.damage.map((d) => d.unit)).toEqual(['Ba', 'VC1']);
    expect(r.result.damage[0]!.check.modifiers).toEqual([{ reason: 'difference', value: 3 }]);
    expect(r.result.damage[1]!.check.modifiers).toEqual([
      { reason: 'difference', value: 3 },
      { reason: 'leadership', value: -2 },
    ]);
    expect([unit(r.state, 'VC1').status, unit(r.state, 'Ba').status]).toEqual(['good-order', 'good-order']);
  });

  it('GIVEN a leader shaken by the same attack (003 L53: no LM for any function) THEN he lends the squad no LM', () => {
    const s = basic([squad('1st', 'C5')], [squad('VC1', 'F5'), leader('Ba', 'F5', 2)]);
    // attack 6 + 3 = 9 vs 3 → DC +6: Ba 3 + 6 = 9 > 6 shaken; VC1 2 + 6 = 8 > 5 shaken, no −2.
    const r = fire(s, order(), 6, 3, 3, 2);
    expect(r.result.damage[1]).toMatchObject({ unit: 'VC1', check: { total: 8, modifiers: [{ reason: 'difference', value: 6 }] } });
    expect([unit(r.state, 'VC1').status, unit(r.state, 'Ba').status]).toEqual(['shaken', 'shaken']);
  });

  it('GIVEN a squad DC showing 1 and an even hero die THEN a hero with the house-rule profile appears in the hex', () => {
    const r = fire(basic(), order(), 5, 3, 1, 4);
    expect(r.result.damage[0]).toMatchObject({ unit: 'VC1', hero: 'Hero', check: { die: 1, total: 6, outcome: 'shaken', hero: { die: 4, created: true } } });
    expect(unit(r.state, 'Hero')).toMatchObject({ kind: 'hero', side: VC, at: hex('F5'), firepower: 1, range: 4, morale: 6, status: 'good-order', wounded: false, markers: [] });
  });
});

describe('fireAction: DFT modifiers read from the state (5.0)', () => {
  it('GIVEN smoke in the firing hex, two Ops Complete firers, a degrading hex and adjacent buildings THEN −1, −2, −1, −2', () => {
    let s = basic([squad('1st', 'C5'), squad('2nd', 'C5')]);
    s = patch(patch(s, '1st', { markers: ['ops-complete'] }), '2nd', { markers: ['ops-complete'] });
    s = addHexMarker(s, { kind: 'smoke', at: hex('C5'), level: 1 });
    // FP 5 − 6 + die 6 = 5 vs 1 → DC +4: 2 + 4 = 6 shaken.
    const r = fire(s, order({ firers: ['1st', '2nd'], sight: sight({ degrading: 1, adjacentBuildings: true }) }), 6, 1, 2);
    expect(r.result.fire.attack.modifiers).toEqual([
      { reason: 'degrading-hex', value: -1 },
      { reason: 'firing-out-of-smoke', value: -1 },
      { reason: 'adjacent-buildings', value: -2 },
      { reason: 'ops-complete', value: -2 },
    ]);
    expect(r.result.fire.attack.total).toBe(5);
    expect(unit(r.state, '1st').markers).toEqual(['ops-complete', 'fired']);
  });

  it('GIVEN smoke only in the target hex or a firer with thermal imaging THEN no smoke modifier', () => {
    const inTarget = addHexMarker(basic(), { kind: 'smoke', at: hex('F5'), level: 1 });
    expect(fire(inTarget, order(), 3, 6).result.fire.attack.modifiers).toEqual([]);
    const tis = addHexMarker(basic([squad('1st', 'C5', { thermal: true })]), { kind: 'smoke', at: hex('C5'), level: 2 });
    expect(fire(tis, order(), 3, 6).result.fire.attack.modifiers).toEqual([]);
  });

  it('GIVEN a firer marked Assault Move THEN the house-rule value (−2 by default, +2 as the DFT prints); a scout is exempt', () => {
    const s = patch(basic(), '1st', { markers: ['assault-move'] });
    expect(fire(s, order(), 3, 6).result.fire.attack.modifiers).toEqual([{ reason: 'assault-move', value: -2 }]);
    const d = dice(1, 6);
    const plus = unwrap(fireAction(s, order(), d, rulesWith({ 'dft.assaultMove': 2 })));
    expect(d.remaining).toBe(0);
    expect(plus.result.fire?.attack.modifiers).toEqual([{ reason: 'assault-move', value: 2 }]);
    const scout = patch(basic([{ ...leader('Sc', 'C5'), kind: 'scout', leadership: undefined }]), 'Sc', { markers: ['assault-move'] });
    expect(fire(scout, order({ firers: ['Sc'] }), 3, 6).result.fire.attack.modifiers).toEqual([]);
  });

  it('GIVEN a firer marked Hit & Run THEN −2', () => {
    const s = patch(basic(), '1st', { markers: ['hit-and-run'] });
    expect(fire(s, order(), 3, 6).result.fire.attack.modifiers).toEqual([{ reason: 'hit-and-run', value: -2 }]);
  });

  it('GIVEN an adjacent target THEN +2, or +3 when a firer has "A" firepower', () => {
    const adj = order({ tm: 4, sight: sight({ adjacent: true, distance: 1 }) });
    expect(fire(basic(), adj, 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'adjacent', value: 2 }]);
    const a = basic([squad('1st', 'C5'), squad('2nd', 'C5', { assault: true })]);
    expect(fire(a, { ...adj, firers: ['1st', '2nd'] }, 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'adjacent-assault', value: 3 }]);
    expect(fire(a, { ...order({ tm: 4 }), firers: ['2nd'] }, 1, 6).result.fire.attack.modifiers).toEqual([]);
  });

  it('GIVEN a target marked Moved or Assault Move THEN +1; Low Crawl is not; a still mounted unit +1', () => {
    const moved = patch(basic(), 'VC1', { markers: ['moved'] });
    expect(fire(moved, order(), 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'target-moving', value: 1 }]);
    const am = patch(basic(), 'VC1', { markers: ['assault-move'] });
    expect(fire(am, order(), 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'target-moving', value: 1 }]);
    const crawl = patch(basic(), 'VC1', { markers: ['low-crawl'] });
    expect(fire(crawl, order(), 1, 6).result.fire.attack.modifiers).toEqual([]);
    const mounted = basic([squad('1st', 'C5')], [squad('Cav', 'F5', { mounted: true })]);
    expect(fire(mounted, order(), 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'mounted-still', value: 1 }]);
    const riding = patch(mounted, 'Cav', { markers: ['moved'] });
    expect(fire(riding, order(), 1, 6).result.fire.attack.modifiers).toEqual([{ reason: 'vehicle-moving', value: -1 }]);
  });

  it('GIVEN the firer spotted the target hex this impulse THEN its Ops Complete is neither counted nor kept (10.1)', () => {
    const s = { ...patch(basic(), '1st', { markers: ['ops-complete'] }), lastSpot: { unit: '1st', hex: hex('F5') } };
    const r = fire(s, order(), 3, 6);
    expect(r.result.fire.attack.modifiers).toEqual([]);
    expect(unit(r.state, '1st').markers).toEqual(['fired']);
    const { lastSpot: _none, ...noSpot } = s;
    expect(fire(noSpot, order(), 3, 6).result.fire!.attack.modifiers).toEqual([{ reason: 'ops-complete', value: -1 }]);
  });

  it('GIVEN a spot this impulse THEN only the spotter may fire, and only at the spotted hex', () => {
    const s = { ...basic([squad('1st', 'C5'), squad('2nd', 'C5')]), lastSpot: { unit: '1st', hex: hex('F6') } };
    expectCode(fireAction(s, order(), dice(), RULES), 'lnl/spotter-fires-first');
    expectCode(fireAction({ ...s, lastSpot: { unit: '1st', hex: hex('F5') } }, order({ firers: ['2nd'] }), dice(), RULES), 'lnl/spotter-fires-first');
  });

  it('GIVEN a firer that moved or low-crawled THEN it has used its activation; Assault Move fires at its penalty', () => {
    expectCode(fireAction(patch(basic(), '1st', { markers: ['moved'] }), order(), dice(), RULES), 'lnl/already-moved');
    expectCode(fireAction(patch(basic(), '1st', { markers: ['low-crawl'] }), order(), dice(), RULES), 'lnl/already-moved');
  });

  it('GIVEN a lone sniper in the target hex THEN its TM is doubled and capped at +8', () => {
    const s = basic([squad('1st', 'C5')], [{ ...leader('Sn', 'F5'), kind: 'sniper', leadership: undefined }]);
    const r = fire(s, order({ tm: 3 }), 6, 1, 4);
    expect(r.result.fire.terrain).toEqual({ printed: 3, doubled: true, cap: 8, applied: 6 });
    expect(r.result.fire.defence.total).toBe(7);
    expect(r.result.fire.outcome).toEqual({ effect: 'damage-check', modifier: 2, offTable: false });
    expect(r.result.damage[0]).toMatchObject({ unit: 'Sn', check: { total: 6, outcome: 'no-effect' } });
  });

  it('GIVEN a night attack beyond sight on an unfired target THEN refused; on a Fired target −3', () => {
    const far = order({ night: true });
    expectCode(fireAction(basic(), far, dice(), RULES), 'lnl/night-target-unseen');
    const fired = patch(basic(), 'VC1', { markers: ['fired'] });
    expect(fire(fired, far, 6, 6).result.fire.attack.modifiers).toEqual([{ reason: 'night', value: -3 }]);
    expect(fire(basic(), order({ night: true, sight: sight({ distance: 2 }) }), 3, 6).result.fire.attack.modifiers).toEqual([]);
  });
});

describe('fireAction: refusals before any die is rolled', () => {
  const refused = (s: LnlState, o: FireOrder, code: string) => {
    const d = dice();
    expectCode(fireAction(s, o, d, RULES), code);
    expect(d.parts).toEqual([]);
  };

  it('GIVEN firers in two hexes THEN lnl/not-one-hex', () => {
    refused(basic([squad('1st', 'C5'), squad('2nd', 'C6')]), order({ firers: ['1st', '2nd'] }), 'lnl/not-one-hex');
  });

  it('GIVEN a firer with no position THEN lnl/no-position', () => {
    const { at: _a, ...off } = squad('1st', 'C5');
    refused(basic([off]), order(), 'lnl/no-position');
  });

  it('GIVEN a shaken firer THEN lnl/shaken-cannot-fire; an abandoned vehicle lnl/cannot-fire', () => {
    refused(patch(basic(), '1st', { status: 'shaken' }), order(), 'lnl/shaken-cannot-fire');
    refused(patch(basic([tank('T', 'C5')]), 'T', { status: 'abandoned' }), order({ firers: ['T'] }), 'lnl/cannot-fire');
  });

  it('GIVEN a firer already marked Fired THEN lnl/already-fired', () => {
    refused(patch(basic(), '1st', { markers: ['fired'] }), order(), 'lnl/already-fired');
  });

  it('GIVEN an ordnance weapon THEN lnl/ordnance-on-oft (it fires on the OFT)', () => {
    refused(basic([squad('1st', 'C5'), weapon('Bazooka', '1st', { ordnance: true })]), order({ firers: ['Bazooka'] }), 'lnl/ordnance-on-oft');
  });

  it('GIVEN a target beyond one firer\'s range THEN lnl/out-of-range', () => {
    refused(basic([squad('1st', 'C5'), squad('2nd', 'C5', { range: 2 })]), order({ firers: ['1st', '2nd'] }), 'lnl/out-of-range');
    refused(basic(), order({ sight: sight({ distance: 6 }) }), 'lnl/out-of-range');
  });

  it('GIVEN a blocked LOS or a third degrading hex THEN lnl/los-blocked', () => {
    refused(basic(), order({ sight: sight({ blocked: true }) }), 'lnl/los-blocked');
    refused(basic(), order({ sight: sight({ degrading: 3 }) }), 'lnl/los-blocked');
  });

  it('GIVEN no enemy troops in the hex (empty, or only a vehicle and its buttoned-in crew) THEN lnl/no-target', () => {
    refused(basic(), order({ target: hex('G5') }), 'lnl/no-target');
    refused(basic([squad('1st', 'C5')], [tank('T', 'F5'), rider('In', 'T')]), order(), 'lnl/no-target');
    refused(basic([squad('1st', 'C5'), squad('2nd', 'F5')], []), order(), 'lnl/no-target');
  });

  it('GIVEN another side\'s, an out-of-play or an unknown firer THEN the state\'s refusal', () => {
    refused(basic(), order({ firers: ['VC1'] }), 'lnl/not-your-unit');
    refused(patch(basic(), '1st', { status: 'eliminated' }), order(), 'lnl/unit-out-of-play');
    refused(basic(), order({ firers: ['Ghost'] }), 'lnl/unknown-unit');
  });

  it('GIVEN a vehicle order naming a squad, a friendly vehicle or one in another hex THEN lnl/not-a-vehicle', () => {
    const s = basic([squad('1st', 'C5'), tank('Own', 'F5')], [squad('VC1', 'F5'), tank('T', 'G5')]);
    refused(s, order({ vehicle: 'VC1' }), 'lnl/not-a-vehicle');
    refused(s, order({ vehicle: 'Own' }), 'lnl/not-a-vehicle');
    refused(s, order({ vehicle: 'T' }), 'lnl/not-a-vehicle');
    refused(s, order({ vehicle: 'Ghost' }), 'lnl/not-a-vehicle');
  });
});

describe('fireAction: Support Weapon Portage and Usage (1.6)', () => {
  const refused = (s: LnlState, o: FireOrder, code: string) => {
    const d = dice();
    expectCode(fireAction(s, o, d, RULES), code);
    expect(d.parts).toEqual([]);
  };
  const half = (id: string, at: string) => squad(id, at, { kind: 'half-squad', firepower: 2 });

  it('GIVEN a SW nobody carries, or whose carrier is not in the order THEN refused', () => {
    const { carriedBy: _c, ...loose } = weapon('MG', '1st');
    refused(basic([squad('1st', 'C5'), { ...loose, at: hex('C5') }]), order({ firers: ['1st', 'MG'] }), 'lnl/sw-not-carried');
    refused(basic([squad('1st', 'C5'), squad('2nd', 'C5'), weapon('MG', '2nd')]), order({ firers: ['1st', 'MG'] }), 'lnl/sw-carrier-not-firing');
    refused(basic([squad('1st', 'C5'), weapon('MG', '1st')]), order({ firers: ['MG'] }), 'lnl/sw-carrier-not-firing');
  });

  it('GIVEN a half-squad, or a squad firing two SWs THEN the IFP is forfeit: only the SWs add their FP', () => {
    const hs = fire(basic([half('HS', 'C5'), weapon('MG', 'HS', { firepower: 3 })]), order({ firers: ['HS', 'MG'] }), 1, 6);
    expect(hs.result.firepower?.contributions.map((c) => [c.id, c.added])).toEqual([['MG', 3]]);
    expect(hs.result.forfeited).toEqual(['HS']);
    expect(unit(hs.state, 'HS').markers).toEqual(['fired']);
    const two = fire(basic([squad('1st', 'C5'), weapon('MG', '1st', { firepower: 3 }), weapon('BAR', '1st', { firepower: 1 })]), order({ firers: ['1st', 'MG', 'BAR'] }), 1, 6);
    expect(two.result.firepower?.total).toBe(4);
    expect(two.result.forfeited).toEqual(['1st']);
  });

  it('GIVEN a squad whose ordnance SW fired earlier this turn THEN a DFT SW now is its second SW: IFP forfeit', () => {
    let s = basic([squad('1st', 'C5'), weapon('Bz', '1st', { ordnance: true }), weapon('MG', '1st', { firepower: 3 })]);
    s = patch(s, 'Bz', { markers: ['fired'] });
    const r = fire(s, order({ firers: ['1st', 'MG'] }), 1, 6);
    expect(r.result.firepower?.total).toBe(3);
    expect(r.result.forfeited).toEqual(['1st']);
    expect(fire(s, order(), 1, 6).result.firepower?.total).toBe(3);
  });

  it('GIVEN an SMC firing a SW alone THEN half its FP rounded up; two SMCs fire it at full FP, both forfeiting IFP', () => {
    const s = basic([leader('Lt', 'C5', 0), weapon('MG', 'Lt', { firepower: 3 })]);
    const alone = fire(s, order({ firers: ['Lt', 'MG'] }), 1, 6);
    expect(alone.result.firepower?.contributions.map((c) => [c.id, c.added])).toEqual([['MG', 2]]);
    const pair = fire(basic([leader('Lt', 'C5', 0), leader('Sgt', 'C5', 0), weapon('MG', 'Lt', { firepower: 3 })]), order({ firers: ['Lt', 'Sgt', 'MG'] }), 1, 6);
    expect(pair.result.firepower?.contributions.map((c) => [c.id, c.added])).toEqual([['MG', 3]]);
    expect(pair.result.forfeited).toEqual(['Lt', 'Sgt']);
  });

  it('GIVEN a medic, sniper or armor leader carrying a SW, or a mounted squad THEN lnl/sw-not-allowed', () => {
    for (const kind of ['medic', 'sniper', 'armor-leader'] as const) {
      refused(basic([{ ...leader('X', 'C5', 0), kind }, weapon('MG', 'X')]), order({ firers: ['X', 'MG'] }), 'lnl/sw-not-allowed');
    }
    refused(basic([squad('Cav', 'C5', { mounted: true }), weapon('MG', 'Cav')]), order({ firers: ['Cav', 'MG'] }), 'lnl/sw-not-allowed');
  });
});

describe('fireAction: a firing vehicle\'s riders (Ordnance notes)', () => {
  it('GIVEN a vehicle firing its MG with a rider on it THEN the rider dismounts, marked Moved, and takes a Morale Check; the one inside stays', () => {
    const s = basic([tank('T', 'C5', { firepower: 3 }), rider('Out', 'T', true), rider('In', 'T')]);
    // 1 + 3 = 4 vs 6: no effect. Out's Morale Check 6 > 5 → shaken.
    const r = fire(s, order({ firers: ['T'] }), 1, 6, 6);
    expect(unit(r.state, 'Out')).toMatchObject({ status: 'shaken', at: hex('C5'), markers: ['moved'] });
    expect(unit(r.state, 'Out').aboard).toBeUndefined();
    expect(unit(r.state, 'In').aboard).toEqual({ vehicle: 'T', outside: false });
    expect(r.result.riders).toMatchObject({ vehicle: 'T', lines: [{ unit: 'Out', what: 'morale-check', check: { die: 6, passed: false } }] });
  });
});

describe('fireAction: opportunity fire (5.3)', () => {
  const of = (more: Partial<FireOrder> = {}) => order({ side: VC, firers: ['VC1'], target: hex('C5'), opportunity: { hexSpotted: false }, ...more });
  /** US has just moved `units` into C5, as `moveAction` records it. */
  const moved = (s: LnlState, units: string[] = ['1st'], how: 'stealth' | 'low-crawl' | 'other' = 'other'): LnlState => ({ ...s, lastMove: { side: US, units, hex: hex('C5'), how } });
  const refused = (s: LnlState, o: FireOrder, code: string) => {
    const d = dice();
    expectCode(fireAction(s, o, d, RULES), code);
    expect(d.parts).toEqual([]);
  };

  it('GIVEN an Ops Complete firer and a DFT SW THEN IFP −1, the SW halved rounded up, no Ops Complete DFT row', () => {
    let s = basic([squad('1st', 'C5')], [squad('VC1', 'F5'), weapon('MG', 'VC1', { firepower: 3 })]);
    s = moved(patch(patch(s, 'VC1', { markers: ['ops-complete'] }), '1st', { markers: ['moved'] }));
    // FP (3 − 1) + ⌈3/2⌉ = 4; attack 2 + 4 + moving 1 = 7 vs 4 → DC +3: 3 + 3 = 6 shaken.
    const r = fire(s, of({ firers: ['VC1', 'MG'] }), 2, 4, 3);
    expect(r.result.kind).toBe('opportunity');
    expect(r.result.firepower?.contributions.map((c) => [c.id, c.opsCompletePenalty, c.halved, c.added])).toEqual([
      ['VC1', 1, false, 2],
      ['MG', 0, true, 2],
    ]);
    expect(r.result.fire.attack.modifiers).toEqual([{ reason: 'target-moving', value: 1 }]);
    expect(r.result.fire.attack.part.label).toBe('opportunity fire');
    expect(unit(r.state, '1st').status).toBe('shaken');
    expect(unit(r.state, 'VC1').markers).toEqual(['ops-complete', 'fired']);
    expect(unit(r.state, 'MG').markers).toEqual(['fired']);
  });

  it('GIVEN no move, or the firing side\'s own last move THEN lnl/of-no-mover', () => {
    refused(basic(), of(), 'lnl/of-no-mover');
    refused({ ...basic(), lastMove: { side: VC, units: ['VC1'], hex: hex('C5'), how: 'other' } }, of(), 'lnl/of-no-mover');
  });

  it('GIVEN fire at another hex than the one the movers entered THEN lnl/of-wrong-hex', () => {
    const s = moved(basic([squad('1st', 'C5'), squad('2nd', 'D5')]));
    refused(s, of({ target: hex('D5') }), 'lnl/of-wrong-hex');
  });

  it('GIVEN the movers gone from the hex, or units that did not move there THEN only the movers are targets', () => {
    refused(moved(basic(), ['Ghost']), of(), 'lnl/of-no-mover');
    const s = moved(basic([squad('1st', 'C5'), squad('2nd', 'C5')]), ['2nd']);
    // attack 6 + 3 = 9 vs 1 → DC +8: only 2nd checks, 6 + 8 = 14 → eliminated.
    const r = fire(s, of(), 6, 1, 6);
    expect(r.result.damage.map((d) => d.unit)).toEqual(['2nd']);
    expect(unit(r.state, '1st').status).toBe('good-order');
  });

  it('GIVEN a vehicle that did not move THEN small-arms opportunity fire at it is refused; one that moved is fired on with OF firepower', () => {
    let s = basic([tank('T', 'C5', { armour: undefined }), squad('1st', 'C5')]);
    s = patch(moved(s, ['1st']), 'VC1', { markers: ['ops-complete'] });
    refused(s, of({ vehicle: 'T' }), 'lnl/of-no-mover');
    // FP 3 − 1 Ops Complete = 2; 1 + 2 = 3 vs 6: no effect.
    const r = fire(moved(s, ['T']), of({ vehicle: 'T' }), 1, 6);
    expect(r.result.firepower?.contributions.map((c) => [c.id, c.opsCompletePenalty, c.added])).toEqual([['VC1', 1, 2]]);
  });

  it('GIVEN a Low Crawl or Stealth move THEN only in a spotted hex', () => {
    for (const how of ['low-crawl', 'stealth'] as const) {
      const s = moved(patch(basic(), '1st', { markers: [how === 'low-crawl' ? 'low-crawl' : 'assault-move'] }), ['1st'], how);
      refused(s, of(), 'lnl/of-target-hex-not-spotted');
      expect(fire(s, of({ opportunity: { hexSpotted: true } }), 1, 6).result.kind).toBe('opportunity');
    }
  });

  it('GIVEN a firer under a Moved or Hit & Run marker THEN it may not opportunity-fire', () => {
    const s = moved(patch(basic(), '1st', { markers: ['moved'] }));
    refused(patch(s, 'VC1', { markers: ['moved'] }), of(), 'lnl/of-firer-moved');
    refused(patch(s, 'VC1', { markers: ['hit-and-run'] }), of(), 'lnl/of-firer-hit-and-run');
  });
});

describe('fireAction: snipers and mortars', () => {
  const sniper: UnitSpec = { id: 'Sn', kind: 'sniper', name: 'Sniper', firepower: 2, range: 10, morale: 6, at: hex('F5') };

  it('GIVEN a sniper THEN a die picks one unit of the hex, 2d6 + IFP vs its defence, a DC for it alone', () => {
    const s = basic([squad('1st', 'C5'), leader('Lt', 'C5', 1)], [sniper]);
    // pick d2 = 2 → Lt; attack 3 + 4 + 2 = 9 vs 2 + TM 1 = 3 → DC +6: 3 + 6 = 9 > 6 → shaken.
    const r = fire(s, order({ side: VC, firers: ['Sn'], target: hex('C5'), tm: 1 }), 2, 3, 4, 2, 3);
    expect(r.result.kind).toBe('sniper');
    expect(r.result.pick).toMatchObject({ unit: 'Lt', index: 1, among: 2, die: 2 });
    expect(r.result.fire.attack).toMatchObject({ dice: '2d6', die: 7, total: 9 });
    expect(r.result.fire.attack.natural6).toBeUndefined();
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.applied.effect])).toEqual([['Lt', 9, 'shaken']]);
    expect(unit(r.state, '1st').status).toBe('good-order');
    expect(unit(r.state, 'Sn').markers).toEqual(['fired']);
  });

  it('GIVEN a sniper at a lone sniper THEN no pick die and the TM is not doubled', () => {
    const s = basic([{ ...sniper, id: 'USn', at: hex('C5') }], [sniper]);
    const r = fire(s, order({ side: VC, firers: ['Sn'], target: hex('C5'), tm: 3 }), 1, 1, 6);
    expect(r.result.pick).toEqual({ unit: 'USn', index: 0, among: 1 });
    expect(r.result.fire.terrain).toEqual({ printed: 3, doubled: false, cap: 8, applied: 3 });
    expect(r.result.fire.outcome).toEqual({ effect: 'no-effect' });
  });

  const mortarTeam: UnitSpec = { ...squad('Mtr', 'C5', { kind: 'weapon-team', name: '60mm', firepower: 3, range: 12, mortar: true }) };
  const mortarFire = (s: LnlState, o: FireOrder, ...faces: number[]) => {
    const d = dice(...faces);
    const r = unwrap(fireAction(s, o, d, RULES));
    expect(d.remaining).toBe(0);
    if (!r.result.bombardment) throw new Error('no mortar attack');
    return { state: r.state, result: r.result, shelled: r.result.bombardment };
  };

  it('GIVEN a mortar WT THEN the best of 2d6, no LM, degrading hexes and a wall TM ignored', () => {
    const s = basic([mortarTeam, leader('Lt', 'C5', 2)]);
    // best of 2 and 5 = 5 + 3 = 8 vs 3 + 0 = 3 → DC +5: 2 + 5 = 7 shaken.
    const r = mortarFire(s, order({ firers: ['Mtr'], tm: 2, tmFromWallOrHill: true, sight: sight({ degrading: 2 }) }), 2, 5, 3, 2);
    expect(r.result.kind).toBe('mortar');
    expect(r.result.fire).toBeUndefined();
    expect(r.shelled.attack).toMatchObject({ source: 'mortar', attacker: { faces: [2, 5], die: 5, modifiers: [], total: 8 }, defender: { total: 3 }, damageCheck: 5 });
    expect(r.shelled.attack.ignored).toEqual([
      { reason: 'leadership', value: 2 },
      { reason: 'degrading-hex', value: -2 },
      { reason: 'terrain', value: 2 },
    ]);
    expect(r.result.damage.map((d) => [d.unit, d.applied.effect])).toEqual([['VC1', 'shaken']]);
    expect(unit(r.state, 'VC1').status).toBe('shaken');
    expect(unit(r.state, 'Mtr').markers).toEqual(['fired']);
  });

  it('GIVEN a mortar at a hex with troops and a tank THEN one attack die; the troops defend with the TM, the tank with its own die + TM + lowest armour; each takes its DC (18.1)', () => {
    const s = basic([mortarTeam], [squad('VC1', 'F5'), tank('T', 'F5'), rider('In', 'T')]);
    // best of 4, 6 = 6 + 3 = 9 (+1 vs the moving squad) = 10 vs troops 2 + TM 1 = 3 → DC +7;
    // tank 6 + 3 = 9 vs 5 + TM 1 + AV 2 = 8 → DC +1. VC1 1 + 7 = 8 > 5 → shaken (hero die 3: none);
    // T 3 + 1 = 4 ≤ 6: no effect. In, inside the closed (not open-topped) tank, is sheltered and takes none.
    const moving = patch(s, 'VC1', { markers: ['moved'] });
    const r = mortarFire(moving, order({ firers: ['Mtr'], tm: 1 }), 4, 6, 2, 5, 1, 3, 3);
    expect(r.shelled.attack.attacker).toMatchObject({ die: 6, modifiers: [{ reason: 'target-moving', value: 1 }], total: 10 });
    expect(r.shelled.attack.defender.modifiers).toEqual([{ reason: 'terrain', value: 1 }]);
    expect(r.shelled.armourDefence).toMatchObject({ vehicles: ['T'], attackTotal: 9, die: 5, modifiers: [{ reason: 'terrain', value: 1 }, { reason: 'armour', value: 2 }], total: 8, damageCheck: 1 });
    expect(r.result.damage.map((d) => [d.unit, d.check.total, d.applied.effect])).toEqual([
      ['VC1', 8, 'shaken'],
      ['T', 4, 'no-effect'],
    ]);
    expect(unit(r.state, 'In').status).toBe('good-order');
  });

  it('GIVEN a mortar at a hex holding only a tank THEN one defence roll with the lowest armour, and the buttoned tank checks', () => {
    const s = patch(basic([mortarTeam], [tank('T', 'F5')]), 'T', { buttoned: true });
    // 6 + 3 = 9 vs 1 + AV 2 = 3 → DC +6: T 2 + 6 = 8 > 6 → shaken.
    const r = mortarFire(s, order({ firers: ['Mtr'] }), 1, 6, 1, 2);
    expect(r.shelled.armourDefence).toBeUndefined();
    expect(r.shelled.attack.defender.modifiers).toEqual([{ reason: 'armour', value: 2 }]);
    expect(unit(r.state, 'T').status).toBe('shaken');
  });

  it('GIVEN a mortar and a third degrading hex THEN lnl/los-blocked before any roll', () => {
    const d = dice();
    expectCode(fireAction(basic([mortarTeam]), order({ firers: ['Mtr'], sight: sight({ degrading: 3 }) }), d, RULES), 'lnl/los-blocked');
    expect(d.parts).toEqual([]);
  });

  it('GIVEN a mortar firing with another unit THEN it is an ordinary group attack', () => {
    const mortar: UnitSpec = { ...squad('Mtr', 'C5', { kind: 'weapon-team', firepower: 3, range: 12, mortar: true }) };
    const r = fire(basic([squad('1st', 'C5'), mortar]), order({ firers: ['1st', 'Mtr'] }), 1, 6);
    expect(r.result.kind).toBe('direct');
    expect(r.result.firepower?.total).toBe(5);
  });
});

describe('fireAction: small arms against vehicles (17.2, 19.2.8)', () => {
  it('GIVEN a buttoned tank THEN + lowest AV; only outside riders check, and a Shaken one must disembark, marked Moved', () => {
    let s = basic([squad('1st', 'C5')], [tank('T', 'F5'), rider('Out', 'T', true), rider('In', 'T')]);
    s = patch(s, 'T', { buttoned: true });
    // attack 5 + 3 = 8 vs 1 + TM 1 + AV 2 = 4 → DC +4: Out 2 + 4 = 6 → shaken.
    const r = fire(s, order({ vehicle: 'T', tm: 1 }), 5, 1, 2);
    expect(r.result.kind).toBe('small-arms-vs-vehicle');
    expect(r.result.fire.defence.modifiers).toEqual([
      { reason: 'terrain', value: 1 },
      { reason: 'armour', value: 2 },
    ]);
    expect(r.result.takers).toEqual({ vehicle: false, insidePassengers: false, outsidePassengers: true, shakenOutsidePassengersDismount: true });
    expect(r.result.damage.map((d) => [d.unit, d.applied.effect])).toEqual([['Out', 'shaken']]);
    expect(unit(r.state, 'T').status).toBe('good-order');
    expect(unit(r.state, 'In')).toMatchObject({ status: 'good-order', aboard: { vehicle: 'T', outside: false } });
    const out = unit(r.state, 'Out');
    expect(out).toMatchObject({ status: 'shaken', at: hex('F5'), markers: ['moved'] });
    expect(out.aboard).toBeUndefined();
    expect(r.result.aftermath.fates).toEqual([{ vehicle: 'T', lines: [{ unit: 'Out', what: 'disembarks', result: 'Shaken, must disembark (marked Moved)' }] }]);
  });

  it('GIVEN a buttoned tank whose outside rider passes its DC THEN the rider stays on and no fate is reported', () => {
    const s = patch(basic([squad('1st', 'C5')], [tank('T', 'F5'), rider('Out', 'T', true)]), 'T', { buttoned: true });
    // attack 3 + 3 = 6 vs 6 + AV 2 = 8: no effect, nobody checks.
    const r = fire(s, order({ vehicle: 'T' }), 3, 6);
    expect(r.result.takers).toEqual({ vehicle: false, insidePassengers: false, outsidePassengers: false, shakenOutsidePassengersDismount: false });
    expect(r.result.aftermath).toEqual({ fates: [], crashes: [] });
    expect(unit(r.state, 'Out').aboard).toEqual({ vehicle: 'T', outside: true });
    // DC +1 (attack 6 + 3 = 9 vs 6 + 2 = 8): 4 + 1 = 5 ≤ 5, no effect: still aboard.
    const held = fire(s, order({ vehicle: 'T' }), 6, 6, 4);
    expect(held.result.damage.map((d) => [d.unit, d.applied.effect])).toEqual([['Out', 'no-effect']]);
    expect(held.result.aftermath).toEqual({ fates: [], crashes: [] });
    expect(unit(held.state, 'Out').aboard).toEqual({ vehicle: 'T', outside: true });
  });

  it('GIVEN an open tank THEN it takes the DC itself: Shaken and buttoned', () => {
    // attack 6 + 3 = 9 vs 1 + AV 2 = 3 → DC +6: 2 + 6 = 8 > 6 → shaken.
    const r = fire(basic([squad('1st', 'C5')], [tank('T', 'F5')]), order({ vehicle: 'T' }), 6, 1, 2);
    expect(r.result.damage.map((d) => [d.unit, d.check.unitClass, d.applied.effect])).toEqual([['T', 'armoured', 'shaken']]);
    expect(unit(r.state, 'T')).toMatchObject({ status: 'shaken', buttoned: true });
    expect(r.result.aftermath).toEqual({ fates: [], crashes: [] });
    expect(r.result.fireStart).toEqual({ checked: false });
  });

  it('GIVEN an open tank already Shaken, Shaken again THEN abandoned: a shaken Moved crew, riders disembark and take a Morale Check', () => {
    const s = patch(basic([squad('1st', 'C5')], [tank('T', 'F5'), rider('Out', 'T', true)]), 'T', { status: 'shaken' });
    // DC +6: T 2 → 8 shaken → abandoned; Out 1 → 7 shaken (hero die 3: none); MC for Out 6 > 5 → shaken.
    const r = fire(s, order({ vehicle: 'T' }), 6, 1, 2, 1, 3, 6);
    expect(r.result.damage[0]!.check).toMatchObject({ printedOutcome: 'shaken', outcome: 'abandoned', escalation: 'shaken-again' });
    expect(unit(r.state, 'T').status).toBe('abandoned');
    expect(unit(r.state, 'T crew')).toMatchObject({ kind: 'crew', side: VC, status: 'shaken', markers: ['moved'], at: hex('F5'), firepower: 1, range: 2, morale: 5 });
    expect(unit(r.state, 'Out')).toMatchObject({ status: 'shaken', at: hex('F5'), markers: ['moved'] });
    expect(r.result.aftermath.fates[0]!.lines).toMatchObject([{ unit: 'Out', what: 'morale-check', result: 'shaken', check: { die: 6, passed: false } }]);
  });

  it('GIVEN an unarmoured truck destroyed THEN a wreck; riders checked first, then the crew and the riders bail out', () => {
    const truck: UnitSpec = { id: 'Truck', kind: 'vehicle', name: 'Truck', firepower: 0, range: 0, morale: 3, movement: 12, at: hex('F5') };
    // attack 6 + 3 = 9 vs 1 → DC +8: Truck 1 + 8 = 9 ≥ 6 destroyed; In 4 + 8 = 12 → casualties (half-squad, shaken).
    // Crew bail-out 1 → survives; In bail-out 2 → shaken.
    const r = fire(basic([squad('1st', 'C5')], [truck, rider('In', 'Truck')]), order({ vehicle: 'Truck' }), 6, 1, 1, 4, 1, 2);
    expect(r.result.damage.map((d) => [d.unit, d.applied.effect])).toEqual([
      ['Truck', 'destroyed'],
      ['In', 'casualties'],
    ]);
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('F5') }]);
    expect(unit(r.state, 'Truck crew')).toMatchObject({ status: 'good-order', markers: ['moved'], at: hex('F5') });
    expect(unit(r.state, 'In')).toMatchObject({ kind: 'half-squad', status: 'shaken', at: hex('F5'), markers: ['moved'] });
    expect(r.result.aftermath.fates[0]!.lines.map((l) => [l.unit, l.what, l.die])).toEqual([
      ['Truck crew', 'crew-survives', 1],
      ['In', 'bail-out', 2],
    ]);
  });

  it('GIVEN a helicopter THEN the weapon reaches half its range, rounded by house rule; AF defends, no TM; hover −1', () => {
    const heli: UnitSpec = { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 6, armourFactor: 1, mode: 'hover', at: hex('C5') };
    const s = basic([heli], [squad('VC1', 'F5')]);
    const o = order({ side: VC, firers: ['VC1'], target: hex('C5'), vehicle: 'Huey', tm: 2 });
    expectCode(fireAction(s, o, dice(), RULES), 'lnl/out-of-range');
    const d = dice(4, 2, 2);
    const up = unwrap(fireAction(s, o, d, rulesWith({ 'smallArms.helicopterRangeRounding': 'up' })));
    expect(d.remaining).toBe(0);
    expect(up.result.fire?.attack.modifiers).toEqual([{ reason: 'helicopter-hover', value: -1 }]);
    expect(up.result.fire?.defence.modifiers).toEqual([{ reason: 'helicopter-armour', value: 1 }]);
    expect(up.result.fire?.outcome).toEqual({ effect: 'damage-check', modifier: 3, offTable: false });
    // DC 2 + 3 = 5 ≤ 6: no effect.
    expect(fire(s, { ...o, sight: sight({ distance: 2 }) }, 4, 2, 2).result.damage.map((d2) => d2.applied.effect)).toEqual(['no-effect']);
  });

  it('GIVEN a helicopter destroyed by small arms THEN it crashes: the wreck moves to the crash hex and the 6-FP attack hits the units there', () => {
    const heli: UnitSpec = { id: 'Huey', kind: 'helicopter', name: 'UH-1', firepower: 2, range: 6, morale: 2, armourFactor: 0, mode: 'flying', at: hex('E5') };
    const s = basic([heli, squad('Below', 'E7')], [squad('VC1', 'F5')]);
    // attack 6 + 3 − 2 = 7 vs 1 → DC +6: 1 + 6 = 7 ≥ 2×2 → destroyed. Crew bail-out 4: lost.
    // Crash: direction 4 (S), distance ⌈3/2⌉ = 2 → E7. Crash attack 3 + 6 = 9 vs 2 → DC +7: Below 1 + 7 = 8 → shaken (no hero: not enemy fire).
    const r = fire(s, order({ side: VC, firers: ['VC1'], target: hex('E5'), vehicle: 'Huey', sight: sight({ distance: 1 }) }), 6, 1, 1, 4, 4, 3, 3, 2, 1);
    expect(r.result.fire.attack.modifiers).toEqual([{ reason: 'helicopter-flying', value: -2 }]);
    expect(unit(r.state, 'Huey')).toMatchObject({ status: 'destroyed', at: hex('E7') });
    expect(r.state.hexMarkers).toEqual([{ kind: 'wreck', at: hex('E7') }]);
    const crash = r.result.aftermath.crashes[0]!;
    expect(crash).toMatchObject({ helicopter: 'Huey', crash: { direction: 'S', distance: 2, crashHex: hex('E7'), offBoard: false } });
    expect(crash.attack).toMatchObject({ attack: { firepower: 6, total: 9 }, defence: { total: 2 } });
    expect(crash.damage.map((d) => [d.unit, d.check.total, d.applied.effect, d.check.hero])).toEqual([['Below', 8, 'shaken', undefined]]);
    expect(unit(r.state, 'Below').status).toBe('shaken');
    expect(r.result.aftermath.fates).toEqual([{ vehicle: 'Huey', lines: [{ unit: 'Huey', what: 'crew-lost', die: 4, result: 'the crew does not get out' }] }]);
  });
});

describe('fireAction: fire in flammable hexes (10.5.6)', () => {
  it('GIVEN a natural 6 at a flammable hex and a fire check of 5 THEN a Fire marker is placed once', () => {
    const r = fire(basic(), order({ flammable: true, tm: 6 }), 6, 6, 5);
    expect(r.result.fireStart).toMatchObject({ checked: true, die: 5, fireStarts: true });
    expect(r.state.hexMarkers).toEqual([{ kind: 'fire', at: hex('F5') }]);
    const again = fire(patch(r.state, '1st', { markers: [] }), order({ flammable: true, tm: 6 }), 6, 6, 6);
    expect(again.state.hexMarkers).toEqual([{ kind: 'fire', at: hex('F5') }]);
  });

  it('GIVEN a fire check of 4, or no natural 6, or a hex that is not flammable THEN no fire', () => {
    expect(fire(basic(), order({ flammable: true, tm: 6 }), 6, 6, 4).state.hexMarkers).toEqual([]);
    expect(fire(basic(), order({ flammable: true, tm: 6 }), 5, 6).result.fireStart).toEqual({ checked: false });
    expect(fire(basic(), order({ flammable: false, tm: 6 }), 6, 6).result.fireStart).toEqual({ checked: false });
  });
});
