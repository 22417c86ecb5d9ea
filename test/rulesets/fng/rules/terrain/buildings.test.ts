import { describe, expect, it } from 'vitest';
import {
  DEFENSIVE_VALUES,
  buildingPenetration,
  buildingTarget,
  bunkerBlocksBlast,
  bunkerHasTunnel,
  burnTurn,
  communistBunkerOccupants,
  hoochCollapseOccupant,
  inAFire,
  nonAprFireAtBuilding,
  suppressBunker,
  turnsToIgnite,
  upperAreaCollapses,
  type BuildingTargetInput,
  type InAFireInput,
  type SuppressInput,
} from '../../../../../src/rulesets/fng/rules/terrain/buildings.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('Defensive Values (seed L1000, L1007)', () => {
  it('GIVEN each structure THEN its printed DV', () => {
    expect(DEFENSIVE_VALUES).toEqual({
      hooch: 0,
      frame: 1,
      sandbagged: 2,
      masonry: 3,
      concrete: 4,
      'log-bunker': 4,
      'earth-bunker': 5,
      'dirt-berm': 6,
      'concrete-steel': 10,
    });
  });
});

describe('Building Target (L1001–L1016)', () => {
  const target = (input: Partial<BuildingTargetInput>, ...faces: number[]) =>
    unwrap(buildingTarget({ rep: 4, nearMissReceivedFire: true, ...input }, dice(...faces)));

  it('GIVEN 2 passed THEN a hit that rolls Building Penetration', () => {
    expect(target({}, 1, 4)).toMatchObject({ outcome: 'hit', rollPenetration: true, randomNextArea: false });
  });

  it('GIVEN 0 passed THEN a miss the target ignores', () => {
    expect(target({}, 5, 6)).toMatchObject({ outcome: 'miss', rollPenetration: false, aimedAreaTakesReceivedFire: false });
  });

  it('GIVEN 1 passed and the shooter fast moved, or a bunker THEN a miss', () => {
    expect(target({ shooterFastMoved: true, multipleAreas: true }, 1, 6).outcome).toBe('miss');
    expect(target({ targetIsBunker: true }, 1, 6).outcome).toBe('miss');
  });

  it('GIVEN 1 passed at a building of several areas THEN the next closest area is hit and the aimed area takes Received Fire (house rule)', () => {
    expect(target({ multipleAreas: true }, 1, 6)).toMatchObject({
      outcome: 'hit-next-area',
      rollPenetration: true,
      randomNextArea: true,
      aimedAreaTakesReceivedFire: true,
    });
    expect(target({ multipleAreas: true, nearMissReceivedFire: false }, 1, 6).aimedAreaTakesReceivedFire).toBe(false);
  });

  it('GIVEN 1 passed at a single-area building THEN a hit', () => {
    expect(target({}, 1, 6)).toMatchObject({ outcome: 'hit', rollPenetration: true });
  });

  it('GIVEN over 48" and a follow-up shot THEN −1 REP each', () => {
    expect(target({ overLongRange: true }, 3, 3).modifiedRep).toBe(3);
    expect(target({ overLongRange: true, followUpShot: true }, 3, 3)).toMatchObject({ modifiedRep: 2, passes: 0 });
  });

  it('GIVEN REP 4 at one area THEN hit 32/36 (16 two-pass + 16 one-pass), miss 4/36', () => {
    expect(countFaces(2, (f) => target({}, ...f).rollPenetration)).toBe(32);
  });

  it('GIVEN REP 0 THEN refused', () => {
    expectCode(buildingTarget({ rep: 0, nearMissReceivedFire: true }, dice()), 'fng/invalid-rep');
  });
});

describe('Building Penetration (L1017–L1027)', () => {
  it('GIVEN Sgt Reese REP 4, LAW APR 5 at a brick storefront DV 3, passing 1 on Building Target THEN the bottom floor is hit, and 1 and 4 cause havoc (L1027)', () => {
    const aim = unwrap(buildingTarget({ rep: 4, multipleAreas: true, nearMissReceivedFire: true }, dice(2, 5)));
    expect(aim.outcome).toBe('hit-next-area');
    const pen = unwrap(buildingPenetration({ apr: 5, dv: DEFENSIVE_VALUES.masonry, target: 'apr-minus-dv' }, dice(1, 4)));
    expect(pen).toMatchObject({ targetNumber: 2, passes: 1, outcome: 'havoc', occupantsRecoverFromKnockDown: true });
    const asExample = unwrap(buildingPenetration({ apr: 5, dv: 3, target: 'apr-minus-dv-plus-one' }, dice(1, 4)));
    expect(asExample).toMatchObject({ targetNumber: 3, passes: 1, outcome: 'havoc' });
  });

  it('GIVEN 2 passed THEN the area collapses, everyone inside Obviously Dead; 0 passed THEN Received Fire', () => {
    expect(unwrap(buildingPenetration({ apr: 8, dv: 4, target: 'apr-minus-dv' }, dice(1, 4)))).toMatchObject({
      outcome: 'collapse',
      occupantsObviouslyDead: true,
    });
    expect(unwrap(buildingPenetration({ apr: 8, dv: 4, target: 'apr-minus-dv' }, dice(5, 6)))).toMatchObject({
      outcome: 'no-penetration',
      occupantsReceivedFire: true,
    });
  });

  it('GIVEN APR not above the DV THEN no penetration and no dice (L1056)', () => {
    const d = dice();
    const r = unwrap(buildingPenetration({ apr: 4, dv: 4, target: 'apr-minus-dv-plus-one' }, d));
    expect(r.outcome).toBe('no-penetration');
    expect(r.targetNumber).toBeUndefined();
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN APR 5 vs DV 3 THEN collapse 4/36 and havoc 16/36 as printed; 9/36 and 18/36 at target 3', () => {
    const outcome = (t: 'apr-minus-dv' | 'apr-minus-dv-plus-one', f: number[]) =>
      unwrap(buildingPenetration({ apr: 5, dv: 3, target: t }, dice(...f))).outcome;
    expect(countFaces(2, (f) => outcome('apr-minus-dv', f) === 'collapse')).toBe(4);
    expect(countFaces(2, (f) => outcome('apr-minus-dv', f) === 'havoc')).toBe(16);
    expect(countFaces(2, (f) => outcome('apr-minus-dv-plus-one', f) === 'collapse')).toBe(9);
    expect(countFaces(2, (f) => outcome('apr-minus-dv-plus-one', f) === 'havoc')).toBe(18);
  });

  it('GIVEN a bad APR or DV THEN refused', () => {
    expectCode(buildingPenetration({ apr: -1, dv: 3, target: 'apr-minus-dv' }, dice()), 'fng/invalid-apr');
    expectCode(buildingPenetration({ apr: 5, dv: -1, target: 'apr-minus-dv' }, dice()), 'fng/invalid-dv');
  });
});

describe('Collapse (L992, L1007)', () => {
  it('GIVEN a hooch collapsing THEN an occupant dies only if he passes 0 on 1d6 vs REP', () => {
    expect(unwrap(hoochCollapseOccupant(4, dice(5))).obviouslyDead).toBe(true);
    expect(unwrap(hoochCollapseOccupant(4, dice(4))).obviouslyDead).toBe(false);
    expectCode(hoochCollapseOccupant(9, dice()), 'fng/invalid-rep');
  });

  it('GIVEN an area collapsing under another THEN the upper one follows on 1-3', () => {
    expect([1, 3, 4, 6].map((f) => upperAreaCollapses(dice(f)).collapses)).toEqual([true, true, false, false]);
  });
});

describe('Non-APR fire at buildings (L1028–L1031)', () => {
  it('GIVEN SFC Garcia\'s M16 (Impact 2) hitting a bar of DV 1 THEN damage at Impact 1 (L1031)', () => {
    expect(unwrap(nonAprFireAtBuilding({ impact: 2, dv: 1, shotTotals: [10] }))).toEqual({ hits: 1, damageImpact: 1 });
  });

  it('GIVEN totals 9, 10, 11 THEN only 10 and up hit an occupant', () => {
    expect(unwrap(nonAprFireAtBuilding({ impact: 3, dv: 1, shotTotals: [9, 10, 11] })).hits).toBe(2);
  });

  it('GIVEN Impact not above the DV THEN the weapon may not fire at it', () => {
    expectCode(nonAprFireAtBuilding({ impact: 3, dv: 3, shotTotals: [12] }), 'fng/impact-not-above-dv');
    expectCode(nonAprFireAtBuilding({ impact: 3, dv: -2, shotTotals: [] }), 'fng/invalid-dv');
  });
});

describe('Bunkers (L1026–L1044)', () => {
  const input = (over: Partial<SuppressInput> = {}): SuppressInput => ({
    dv: 4,
    suppressors: [
      { targetRating: 4, actsBeforeOccupants: true },
      { targetRating: 4, actsBeforeOccupants: true },
      { targetRating: 4, actsBeforeOccupants: true },
      { targetRating: 4, actsBeforeOccupants: false },
      { targetRating: 4, actsBeforeOccupants: false },
      { targetRating: 4, actsBeforeOccupants: false },
    ],
    occupantReps: [3, 3],
    suppressionDice: 2,
    equalTotal: 'no-effect',
    ...over,
  });
  // Twelve dice, six of them successes.
  const SIX_SUCCESSES = [1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6];

  it('GIVEN the VC in a log bunker (DV 4, avg REP 3): 12d6 for the firers ahead of them, 6 successes, the VC pass 1d6 THEN they act at −1 REP (L1042–L1044)', () => {
    const r = unwrap(suppressBunker(input({ suppressionDice: 1 }), dice(...SIX_SUCCESSES, 2)));
    expect(r).toMatchObject({ dice: 12, successes: 6, occupantRep: 3, passes: 1, outcome: 'carry-on-minus-one' });
  });

  it('GIVEN the table\'s 2d6 THEN 2 passed carry on, 1 passed at −1, 0 passed suppressed', () => {
    expect(unwrap(suppressBunker(input(), dice(...SIX_SUCCESSES, 1, 3))).outcome).toBe('carry-on');
    expect(unwrap(suppressBunker(input(), dice(...SIX_SUCCESSES, 1, 6))).outcome).toBe('carry-on-minus-one');
    expect(unwrap(suppressBunker(input(), dice(...SIX_SUCCESSES, 4, 6))).outcome).toBe('suppressed');
  });

  it('GIVEN 1 passed and successes at least twice the DV THEN suppressed', () => {
    const eight = [1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6];
    expect(unwrap(suppressBunker(input(), dice(...eight, 1, 6))).outcome).toBe('suppressed');
  });

  it('GIVEN fewer successes than the DV THEN no effect and no occupant roll; equal per the house rule', () => {
    const three = [1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    const d = dice(...three);
    expect(unwrap(suppressBunker(input(), d)).outcome).toBe('no-effect');
    expect(d.remaining).toBe(0);
    const four = [1, 2, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
    expect(unwrap(suppressBunker(input(), dice(...four))).outcome).toBe('no-effect');
    expect(unwrap(suppressBunker(input({ equalTotal: 'test' }), dice(...four, 5, 6))).outcome).toBe('suppressed');
  });

  it('GIVEN an explosive weapon THEN 5d6 whatever its Target', () => {
    const r = unwrap(suppressBunker(input({ dv: 2, suppressors: [{ targetRating: 1, explosive: true, actsBeforeOccupants: true }] }), dice(4, 4, 4, 4, 4)));
    expect(r).toMatchObject({ dice: 5, successes: 0, outcome: 'no-effect' });
  });

  it('GIVEN occupants REP 3 and 4 THEN their average is rounded up to 4', () => {
    const r = unwrap(suppressBunker(input({ occupantReps: [3, 4] }), dice(...SIX_SUCCESSES, 4, 4)));
    expect(r).toMatchObject({ occupantRep: 4, outcome: 'carry-on' });
  });

  it('GIVEN nobody ahead of the occupants, no occupants or REP 9 THEN refused', () => {
    expectCode(suppressBunker(input({ suppressors: [{ targetRating: 3, actsBeforeOccupants: false }] }), dice()), 'fng/no-suppressors');
    expectCode(suppressBunker(input({ occupantReps: [] }), dice()), 'fng/no-occupants');
    expectCode(suppressBunker(input({ occupantReps: [9] }), dice()), 'fng/invalid-rep');
    expectCode(suppressBunker(input({ dv: -1 }), dice()), 'fng/invalid-dv');
  });

  it('GIVEN occupants of REP 3 tested on 2d6 THEN carry on 9/36, suppressed 9/36 (6 successes vs DV 4)', () => {
    const outcome = (f: number[]) => unwrap(suppressBunker(input(), dice(...SIX_SUCCESSES, ...f))).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'carry-on')).toBe(9);
    expect(countFaces(2, (f) => outcome(f) === 'carry-on-minus-one')).toBe(18);
    expect(countFaces(2, (f) => outcome(f) === 'suppressed')).toBe(9);
  });

  it('GIVEN a blast outside THEN the bunker stops it unless Impact exceeds the DV or it is flame', () => {
    expect(bunkerBlocksBlast({ impact: 4, dv: 4 })).toBe(true);
    expect(bunkerBlocksBlast({ impact: 5, dv: 4 })).toBe(false);
    expect(bunkerBlocksBlast({ impact: 1, dv: 4, flame: true })).toBe(false);
  });

  it('GIVEN a bunker THEN (1-3) a tunnel entrance; a Communist bunker holds 1/2d6 figures', () => {
    expect([3, 4].map((f) => bunkerHasTunnel(dice(f)).tunnel)).toEqual([true, false]);
    expect(communistBunkerOccupants(dice(6)).figures).toBe(3);
  });
});

describe('Burning buildings (L1038, L1041, L1054)', () => {
  it('GIVEN one figure at a frame building THEN one activation; a masonry one in monsoon takes 6, two helpers save 2', () => {
    expect(unwrap(turnsToIgnite({ structure: 'frame', figures: 1 })).activations).toBe(1);
    expect(unwrap(turnsToIgnite({ structure: 'masonry', rain: 'monsoon', figures: 1 })).activations).toBe(6);
    expect(unwrap(turnsToIgnite({ structure: 'masonry', rain: 'monsoon', figures: 3 })).activations).toBe(4);
    expect(unwrap(turnsToIgnite({ structure: 'masonry', rain: 'rain', figures: 1 })).activations).toBe(4);
  });

  it('GIVEN a hooch (DV 0) or many helpers THEN never less than one activation', () => {
    expect(unwrap(turnsToIgnite({ structure: 'hooch', figures: 1 })).activations).toBe(1);
    expect(unwrap(turnsToIgnite({ structure: 'frame', figures: 5 })).activations).toBe(1);
  });

  it('GIVEN concrete or an earthwork, or no figures THEN refused', () => {
    expectCode(turnsToIgnite({ structure: 'concrete', figures: 1 }), 'fng/structure-not-flammable');
    expectCode(turnsToIgnite({ structure: 'dirt-berm', figures: 1 }), 'fng/structure-not-flammable');
    expectCode(turnsToIgnite({ structure: 'frame', figures: 0 }), 'fng/invalid-ignition');
  });

  it('GIVEN a burning area THEN its DV falls one a turn and at 0 it is burnt out', () => {
    expect(unwrap(burnTurn(3))).toEqual({ dv: 2, burntOut: false });
    expect(unwrap(burnTurn(1))).toEqual({ dv: 0, burntOut: true });
    expectCode(burnTurn(0), 'fng/invalid-dv');
  });
});

describe('In a Fire (L1043–L1052)', () => {
  const fire = (over: Partial<InAFireInput>, ...faces: number[]) =>
    unwrap(inAFire({ figureRep: 4, occupantReps: [4], repBasis: 'figure', currentDv: 3, originalDv: 3, ...over }, dice(...faces)));

  it('GIVEN 2 passed THEN leave at DV 1, otherwise carry on', () => {
    expect(fire({ currentDv: 1 }, 1, 1).outcome).toBe('leave');
    expect(fire({ currentDv: 2, originalDv: 4 }, 1, 1).outcome).toBe('carry-on');
  });

  it('GIVEN 1 passed THEN leave at DV 1 or at half the original DV or less, otherwise carry on', () => {
    expect(fire({ currentDv: 2, originalDv: 4 }, 1, 6).outcome).toBe('leave');
    expect(fire({ currentDv: 3, originalDv: 4 }, 1, 6).outcome).toBe('carry-on');
    expect(fire({ currentDv: 1, originalDv: 3 }, 1, 6).outcome).toBe('leave');
  });

  it('GIVEN 0 passed THEN an Impact 3 hit, Stunned counts as OOF, −1d6 on recovery', () => {
    expect(fire({}, 5, 6)).toMatchObject({ outcome: 'burned', damageImpact: 3, recoveryPenaltyDice: 1 });
  });

  it('GIVEN the occupants-average house rule THEN REP 3 and 4 test against 4', () => {
    expect(fire({ figureRep: 3, occupantReps: [3, 4], repBasis: 'occupants-average' }, 4, 4)).toMatchObject({ rep: 4, passes: 2 });
    expect(fire({ figureRep: 3, occupantReps: [3, 4], repBasis: 'figure' }, 4, 4)).toMatchObject({ rep: 3, passes: 0 });
  });

  it('GIVEN a DV of 0, above the original, or REP 8 THEN refused', () => {
    const base: InAFireInput = { figureRep: 4, occupantReps: [4], repBasis: 'figure', currentDv: 0, originalDv: 3 };
    expectCode(inAFire(base, dice()), 'fng/invalid-dv');
    expectCode(inAFire({ ...base, currentDv: 4 }, dice()), 'fng/invalid-dv');
    expectCode(inAFire({ ...base, currentDv: 2, figureRep: 8 }, dice()), 'fng/invalid-rep');
    expectCode(inAFire({ ...base, currentDv: 2, occupantReps: [0] }, dice()), 'fng/invalid-rep');
  });

  it('GIVEN REP 4 THEN burned 4/36', () => {
    expect(countFaces(2, (f) => fire({}, ...f).outcome === 'burned')).toBe(4);
  });
});
