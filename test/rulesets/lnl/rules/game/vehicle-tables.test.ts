import { describe, expect, it } from 'vitest';
import {
  checkPassengers,
  checkStacking,
  crewBailOut,
  FATE_OF_CREW_AND_PASSENGERS,
  fateOf,
  minesVsVehicle,
  oftDestroyedCrewRoll,
  passengerBailOut,
  ridesOutside,
  streamPenalty,
  swFire,
  type StackingUnit,
} from '../../../../../src/rulesets/lnl/rules/game/vehicle-tables.js';
import { dice, expectCode, unwrap } from '../fixtures-ordnance.js';

describe('Mines vs Vehicles (21.4.1)', () => {
  it.each([
    [1, 'no-effect', false],
    [2, 'shaken', false],
    [3, 'shaken', false],
    [4, 'shaken-immobilized', false],
    [5, 'shaken-immobilized', false],
    [6, 'destroyed', true],
  ] as const)('die %i → %s', (die, result, crew) => {
    expect(minesVsVehicle(dice(die))).toEqual({ die, result, crewEliminated: crew });
  });
});

describe('Streams and Movement Penalty (10.5.1)', () => {
  const printed = [
    [1, 0, 0, 0, 0],
    [2, 1, 2, 3, 4],
    [3, 2, 4, 6, 'P'],
    [4, 4, 8, 'P', 'P'],
    [5, 'P', 'P', 'P', 'P'],
  ] as const;
  const cells = printed.flatMap(([stream, ...cols]) => (['L', 'T', 'O', 'R'] as const).map((u, i) => [stream, u, cols[i]!] as const));
  it.each(cells)('stream %i, unit %s → %s', (stream, unit, cell) => {
    const r = streamPenalty(stream, unit);
    if (cell === 'P') expectCode(r, 'lnl/stream-prohibited');
    else expect(unwrap(r)).toBe(cell);
  });

  it('GIVEN stream type 6 THEN unknown', () => {
    expectCode(streamPenalty(6, 'L'), 'lnl/unknown-stream-type');
  });
});

describe('Bail-out (16.1.1)', () => {
  it.each([1, 2, 3, 4, 5, 6])('crew die %i', (die) => {
    expect(crewBailOut(dice(die)).survives).toBe(die === 1);
  });

  it.each([1, 2, 3, 4, 5, 6])('passenger die %i', (die) => {
    expect(passengerBailOut(dice(die)).result).toBe(die % 2 === 0 ? 'shaken' : 'eliminated');
  });

  it.each([1, 2, 3, 4, 5, 6])('OFT-destroyed crew die %i', (die) => {
    expect(oftDestroyedCrewRoll(dice(die)).crewSurvives).toBe(die === 1);
  });
});

describe('Fate of Crew and Passengers (15.4, 16.1.1)', () => {
  it.each([
    ['dft', 'no-effect', 'no-effect-integral', 'damage-check-if-open-or-unarmoured', 'damage-check-shaken-disembark'],
    ['dft', 'shaken', 'no-effect-integral', 'damage-check-if-open-or-unarmoured', 'damage-check-shaken-disembark'],
    ['dft', 'abandoned', 'moved-shaken-crew', 'disembark-moved-morale-check', 'disembark-moved-morale-check'],
    ['dft', 'destroyed', 'bailout', 'damage-check-then-bailout', 'damage-check-then-bailout'],
    ['oft', 'no-effect', 'no-effect-integral', 'no-effect', 'disembark-moved-morale-check'],
    ['oft', 'shaken', 'no-effect-integral', 'morale-check', 'disembark-moved-morale-check'],
    ['oft', 'abandoned', 'moved-shaken-crew', 'disembark-moved-morale-check', 'disembark-moved-morale-check'],
    ['oft', 'destroyed', 'oft-crew-roll', 'bailout', 'bailout'],
    ['close-assault', 'no-effect', 'no-effect', 'no-effect', 'not-applicable'],
    ['close-assault', 'destroyed', 'eliminated', 'eliminated', 'not-applicable'],
  ] as const)('%s %s → crew %s, inside %s, outside %s', (source, result, crew, insidePassengers, outsidePassengers) => {
    expect(unwrap(fateOf(source, result))).toEqual({ crew, insidePassengers, outsidePassengers });
  });

  it('GIVEN close assault shaken THEN no such row', () => {
    expectCode(fateOf('close-assault', 'shaken'), 'lnl/no-fate-row');
    expect(Object.keys(FATE_OF_CREW_AND_PASSENGERS['close-assault'])).toEqual(['no-effect', 'destroyed']);
  });
});

describe('Passengers capacity (16.1, 16.2, 19.4)', () => {
  it('GIVEN P with a half-squad, a SW and an SMC THEN fits', () => {
    expect(unwrap(checkPassengers('P', { halfSquads: 1, supportWeapons: 1, smcs: 1 }))).toEqual({ halfSquads: 1, supportWeapons: 1, smcs: 1 });
  });

  it('GIVEN PO with a squad THEN too many', () => {
    expectCode(checkPassengers('PO', { squads: 1 }), 'lnl/too-many-passengers');
  });

  it('GIVEN PP with a squad, two SWs and two SMCs THEN fits; a third SMC does not', () => {
    expect(checkPassengers('PP', { squads: 1, supportWeapons: 2, smcs: 2 }).ok).toBe(true);
    expectCode(checkPassengers('PPO', { squads: 1, supportWeapons: 2, smcs: 3 }), 'lnl/too-many-passengers');
  });

  it('GIVEN P with two SWs THEN too many', () => {
    expectCode(checkPassengers('P', { supportWeapons: 2 }), 'lnl/too-many-passengers');
  });

  it('O capacities ride outside', () => {
    expect([ridesOutside('P'), ridesOutside('PO'), ridesOutside('PP'), ridesOutside('PPO')]).toEqual([false, true, false, true]);
  });
});

describe('Support Weapon portage and usage (1.6)', () => {
  it('GIVEN a squad firing one SW THEN keeps its IFP; two SWs THEN forfeits', () => {
    expect(unwrap(swFire({ unit: 'squad', swFirepower: 3 }))).toEqual({ firepower: 3, forfeitIfp: false, movementPenalty: 0 });
    expect(unwrap(swFire({ unit: 'squad', swFirepower: 3, firing: 2 })).forfeitIfp).toBe(true);
  });

  it('GIVEN a half-squad or crew THEN one SW and forfeit IFP; two refused', () => {
    expect(unwrap(swFire({ unit: 'half-squad', swFirepower: 2 })).forfeitIfp).toBe(true);
    expect(unwrap(swFire({ unit: 'crew', swFirepower: 2 })).forfeitIfp).toBe(true);
    expectCode(swFire({ unit: 'half-squad', swFirepower: 2, firing: 2 }), 'lnl/too-many-sw');
  });

  it('GIVEN an SMC alone THEN half FP rounded up and −2 MP; two SMCs THEN full FP', () => {
    expect(unwrap(swFire({ unit: 'smc', swFirepower: 3 }))).toEqual({ firepower: 2, forfeitIfp: true, movementPenalty: 2 });
    expect(unwrap(swFire({ unit: 'smc', swFirepower: 3, twoSmcs: true })).firepower).toBe(3);
  });

  it('GIVEN a medic THEN no SW', () => {
    expectCode(swFire({ unit: 'smc', swFirepower: 3, smcKind: 'medic' }), 'lnl/sw-not-allowed');
  });

  it('GIVEN mounted units THEN only motorcycles with a non-ordnance SW of FP ≤ 2', () => {
    expect(unwrap(swFire({ unit: 'mounted-squad', swFirepower: 2, motorcycle: true })).firepower).toBe(2);
    expectCode(swFire({ unit: 'mounted-squad', swFirepower: 3, motorcycle: true }), 'lnl/sw-not-allowed');
    expectCode(swFire({ unit: 'mounted-half-squad', swFirepower: 2 }), 'lnl/sw-not-allowed');
    expectCode(swFire({ unit: 'mounted-squad', swFirepower: 1, motorcycle: true, ordnance: true }), 'lnl/sw-not-allowed');
  });
});

describe('Stacking (1.3)', () => {
  const n = (count: number, u: StackingUnit) => Array.from({ length: count }, () => u);
  const codes = (units: StackingUnit[]) => checkStacking(units).map((p) => p.code);

  it('GIVEN 3 squads THEN legal; 4 THEN too many', () => {
    expect(codes(n(3, { kind: 'squad' }))).toEqual([]);
    expect(checkStacking(n(4, { kind: 'squad' }))).toEqual([{ code: 'lnl/stacking-squads', count: 4, max: 3 }]);
  });

  it('GIVEN 2 mounted squads THEN legal; 2 mounted squads and a half-squad THEN too many', () => {
    expect(codes(n(2, { kind: 'squad', mounted: true }))).toEqual([]);
    expect(codes([...n(2, { kind: 'squad', mounted: true }), { kind: 'half-squad' }])).toEqual(['lnl/stacking-squads']);
  });

  it('GIVEN the equivalents: 2 half-squads + 2 crews + 2 ATGM WTs = 3 squads THEN legal, one more half-squad not', () => {
    const full = [...n(2, { kind: 'half-squad' }), ...n(2, { kind: 'crew' }), ...n(2, { kind: 'weapon-team', atgm: true })];
    expect(codes(full)).toEqual([]);
    expect(codes([...full, { kind: 'half-squad' }])).toEqual(['lnl/stacking-squads']);
  });

  it('GIVEN a non-ATGM WT counting as a squad: 2 squads + 1 WT legal, + 1 half-squad not', () => {
    const full = [...n(2, { kind: 'squad' }), { kind: 'weapon-team' } as StackingUnit];
    expect(codes(full)).toEqual([]);
    expect(codes([...full, { kind: 'half-squad' }])).toEqual(['lnl/stacking-squads']);
  });

  it('GIVEN 2 vehicles THEN legal; a vehicle and 2 wrecks THEN too many vehicles and wrecks', () => {
    expect(codes(n(2, { kind: 'vehicle' }))).toEqual([]);
    expect(codes([{ kind: 'vehicle' }, ...n(2, { kind: 'wreck' })])).toEqual(['lnl/stacking-vehicles', 'lnl/stacking-wrecks']);
    expect(codes([...n(2, { kind: 'vehicle' }), { kind: 'wreck' }])).toEqual(['lnl/stacking-vehicles']);
  });

  it('GIVEN 3 SMCs THEN too many', () => {
    expect(codes(n(2, { kind: 'smc' }))).toEqual([]);
    expect(codes(n(3, { kind: 'smc' }))).toEqual(['lnl/stacking-smcs']);
  });
});
