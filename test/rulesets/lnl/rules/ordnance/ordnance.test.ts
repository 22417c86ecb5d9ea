import { describe, expect, it } from 'vitest';
import {
  oftModifiers,
  ordnanceRules,
  ordnanceToHit,
  ordnanceVsArmour,
  ordnanceVsInfantry,
  speedBonusApplies,
  type OftCircumstances,
} from '../../../../../src/rulesets/lnl/rules/ordnance/ordnance.js';
import { allFaces, byReason, dice, expectCode, unwrap } from '../fixtures-ordnance.js';

const mods = (c: OftCircumstances) => byReason(unwrap(oftModifiers(c)));

describe('OFT modifiers (14.1), one row at a time', () => {
  const rows: [string, OftCircumstances, Record<string, number>][] = [
    ['leader LM is subtracted', { leaderLm: 2 }, { leadership: -2 }],
    ['open vehicle −1', { vehicleOpen: true }, { 'vehicle-open': -1 }],
    ['turret outside covered arc +1', { turretOutsideArc: true }, { 'turret-outside-arc': 1 }],
    ['MMC/SMC after Assault Movement +1', { assaultMove: true }, { 'assault-move': 1 }],
    ['a Scout after Assault Movement: nothing', { assaultMove: true, scout: true }, {}],
    ['one degrading hex +1', { degradingHexes: 1 }, { 'degrading-hex': 1 }],
    ['two degrading hexes +2', { degradingHexes: 2 }, { 'degrading-hex': 2 }],
    ['SMC firing a SW +1', { smcFiringSw: true }, { 'smc-firing-sw': 1 }],
    ['firing out of smoke +1', { firingOutOfSmoke: true }, { 'firing-out-of-smoke': 1 }],
    ['firing out of smoke with TIS: nothing', { firingOutOfSmoke: true, thermalImaging: true }, {}],
    ['WT or vehicle pivoting its chassis +1', { pivotChassis: true }, { 'pivot-chassis': 1 }],
    ['mounted on a vehicle using Assault Movement +2', { vehicleAssaultMove: 'standard' }, { 'vehicle-assault-move': 2 }],
    ['Modern Vehicle Assault Movement +1', { vehicleAssaultMove: 'modern' }, { 'modern-assault-move': 1 }],
    ['firing helicopter flying +2', { helicopterFlyingFirer: true }, { 'helicopter-flying-firer': 2 }],
    ['night beyond two hexes, unlit +3', { night: { rangeHexes: 3 } }, { night: 3 }],
    ['night within two hexes: nothing', { night: { rangeHexes: 2 } }, {}],
    ['night, star shell: nothing', { night: { rangeHexes: 5, illuminated: true } }, {}],
    ['night with TIS up to 6 hexes: nothing', { night: { rangeHexes: 6 }, thermalImaging: true }, {}],
    ['night with TIS beyond 6 hexes +1', { night: { rangeHexes: 7 }, thermalImaging: true }, { night: 1 }],
    ['LOS between adjacent buildings +2', { adjacentBuildings: true }, { 'adjacent-buildings': 2 }],
    ['Ops Complete +2', { opsComplete: 'standard' }, { 'ops-complete': 2 }],
    ['Modern Vehicle Ops Complete +1', { opsComplete: 'modern' }, { 'modern-ops-complete': 1 }],
    ['opportunity fire with an OFT weapon +2 (5.3)', { opportunityFire: true }, { 'opportunity-fire': 2 }],
    ['target moving +1', { targetMoving: true }, { 'target-moving': 1 }],
    ['target adjacent −2', { adjacent: true }, { adjacent: -2 }],
    ['positive TM added', { terrainTm: 3 }, { terrain: 3 }],
    ['TM capped at +4', { terrainTm: 6 }, { terrain: 4 }],
    ['sniper TM capped at +8', { terrainTm: 9, sniperTarget: true }, { terrain: 8 }],
    ['negative TM ignored', { terrainTm: -1 }, {}],
    ['helicopter hovering +1, no TM', { helicopter: 'hover', terrainTm: 2 }, { 'helicopter-hover': 1 }],
    ['helicopter flying +2, no TM', { helicopter: 'flying', terrainTm: 2 }, { 'helicopter-flying': 2 }],
    ['fixed-wing aircraft +2, no TM', { fixedWing: true, terrainTm: 2 }, { 'fixed-wing': 2 }],
    ['rubber boat on a river +1', { rubberBoat: true }, { 'rubber-boat': 1 }],
    ['mounted unit not moving +1', { mountedStill: true }, { 'mounted-still': 1 }],
    ['optional size as declared', { size: -1 }, { size: -1 }],
    ['acquisition +1 as printed', { acquisition: 1 }, { acquisition: 1 }],
    ['acquisition +2 as printed', { acquisition: 2 }, { acquisition: 2 }],
    ['ordnance SW in a building marked Fired −1', { ordnanceSwInBuildingFired: true }, { 'ordnance-sw-in-building-fired': -1 }],
    [
      'fast moving T vehicle: speed +2 replaces the +1 (15.6)',
      { targetMoving: true, targetSpeed: { moveType: 'T', movement: 16 } },
      { speed: 2 },
    ],
    ['speed bonus needs the target to have moved', { targetSpeed: { moveType: 'T', movement: 16 } }, {}],
    ['slow T vehicle keeps +1', { targetMoving: true, targetSpeed: { moveType: 'T', movement: 15 } }, { 'target-moving': 1 }],
  ];
  it.each(rows)('%s', (_name, c, expected) => {
    expect(mods(c)).toEqual(expected);
  });

  it('GIVEN nothing declared THEN no modifiers', () => {
    expect(unwrap(oftModifiers({}))).toEqual([]);
  });

  it('GIVEN a third degrading hex THEN LOS is blocked', () => {
    expectCode(oftModifiers({ degradingHexes: 3 }), 'lnl/los-blocked');
  });

  it('GIVEN an acquisition level other than 1 or 2 THEN refused', () => {
    expectCode(oftModifiers({ acquisition: 3 }), 'lnl/bad-acquisition');
  });

  it('GIVEN a negative night range THEN refused', () => {
    expectCode(oftModifiers({ night: { rangeHexes: -1 } }), 'lnl/negative-range');
  });

  it('GIVEN house rule oft.acquisitionHelpsFirer THEN acquisition is subtracted', () => {
    const r = unwrap(oftModifiers({ acquisition: 2 }, ordnanceRules({ 'oft.acquisitionHelpsFirer': true })));
    expect(byReason(r)).toEqual({ acquisition: -2 });
  });
});

describe('optional speed thresholds (15.6)', () => {
  it.each([
    ['T', 16, undefined, undefined, true],
    ['T', 15, undefined, undefined, false],
    ['O', 20, undefined, undefined, true],
    ['O', 19, undefined, undefined, false],
    ['R', 12, true, 2, true],
    ['R', 11, true, 2, false],
    ['R', 12, true, 1, false],
    ['R', 12, false, 2, false],
  ] as const)('%s MF %i (on road %s, road MP %s) → %s', (moveType, movement, onRoad, roadMpSpent, expected) => {
    expect(
      speedBonusApplies({
        moveType,
        movement,
        ...(onRoad === undefined ? {} : { onRoad }),
        ...(roadMpSpent === undefined ? {} : { roadMpSpent }),
      }),
    ).toBe(expected);
  });
});

describe('to-hit (14.1)', () => {
  it('GIVEN 2d6 + modifiers ≤ to-hit THEN hit', () => {
    const r = unwrap(ordnanceToHit({ toHit: 7, circumstances: { targetMoving: true } }, dice(3, 3)));
    expect(r).toMatchObject({ natural: 6, total: 7, hit: true, placeAcquisition: false });
  });

  it('GIVEN total one over the to-hit number THEN miss and acquisition placed', () => {
    const r = unwrap(ordnanceToHit({ toHit: 6, circumstances: { targetMoving: true } }, dice(3, 3)));
    expect(r).toMatchObject({ total: 7, hit: false, placeAcquisition: true });
    expect(r.location).toBeUndefined();
  });

  it('GIVEN a natural 2 THEN it hits whatever the modifiers, on the hull', () => {
    const r = unwrap(ordnanceToHit({ toHit: 2, circumstances: { terrainTm: 4 }, targetHasTurret: true }, dice(1, 1)));
    expect(r).toMatchObject({ total: 6, hit: true, automatic: 'natural-2', location: 'hull' });
  });

  it('GIVEN a natural 12 THEN it misses whatever the modifiers', () => {
    const r = unwrap(ordnanceToHit({ toHit: 12, circumstances: { leaderLm: 3 } }, dice(6, 6)));
    expect(r).toMatchObject({ total: 9, hit: false, automatic: 'natural-12' });
  });

  it('GIVEN an even hit above 2 on a turreted target THEN turret', () => {
    const r = unwrap(ordnanceToHit({ toHit: 8, circumstances: {}, targetHasTurret: true }, dice(2, 2)));
    expect(r.location).toBe('turret');
  });

  it('GIVEN an even hit on a vehicle without turret THEN hull', () => {
    const r = unwrap(ordnanceToHit({ toHit: 8, circumstances: {} }, dice(2, 2)));
    expect(r.location).toBe('hull');
  });

  it('GIVEN an odd hit THEN hull', () => {
    const r = unwrap(ordnanceToHit({ toHit: 8, circumstances: {}, targetHasTurret: true }, dice(2, 3)));
    expect(r.location).toBe('hull');
  });

  it('GIVEN an ATGM whose coloured die is below its depletion number THEN expended', () => {
    const r = unwrap(ordnanceToHit({ toHit: 8, circumstances: {}, atgmDepletion: 3 }, dice(4, 2)));
    expect(r.atgmExpended).toBe(true);
  });

  it('GIVEN an ATGM whose coloured die equals its depletion number THEN not expended', () => {
    const r = unwrap(ordnanceToHit({ toHit: 8, circumstances: {}, atgmDepletion: 3 }, dice(1, 3)));
    expect(r.atgmExpended).toBe(false);
  });

  it('GIVEN no ATGM THEN no depletion field', () => {
    expect(unwrap(ordnanceToHit({ toHit: 8, circumstances: {} }, dice(1, 1))).atgmExpended).toBeUndefined();
  });

  it('GIVEN an ATGM firer that took a DC from opportunity fire THEN a miss without a roll', () => {
    const d = dice();
    const r = unwrap(ordnanceToHit({ toHit: 12, circumstances: {}, atgmDisrupted: true }, d));
    expect(r).toMatchObject({ hit: false, automatic: 'atgm-disrupted', faces: [] });
  });

  it('GIVEN a blocked LOS THEN no roll and an error', () => {
    expectCode(ordnanceToHit({ toHit: 8, circumstances: { degradingHexes: 3 } }, dice()), 'lnl/los-blocked');
  });

  it('exact probability: to-hit 7, no modifiers = 21/36', () => {
    let hits = 0;
    for (const f of allFaces(2)) if (unwrap(ordnanceToHit({ toHit: 7, circumstances: {} }, dice(...f))).hit) hits++;
    expect(hits).toBe(21);
  });

  it('exact probability: to-hit 2 with +4 still hits 1/36; to-hit 12 with −4 misses 1/36', () => {
    let low = 0;
    let high = 0;
    for (const f of allFaces(2)) {
      if (unwrap(ordnanceToHit({ toHit: 2, circumstances: { terrainTm: 4 } }, dice(...f))).hit) low++;
      if (unwrap(ordnanceToHit({ toHit: 12, circumstances: { leaderLm: 4 } }, dice(...f))).hit) high++;
    }
    expect(low).toBe(1);
    expect(high).toBe(35);
  });
});

describe('ordnance vs armour (14.1, 19.1.1)', () => {
  const base = { penetration: 5, armour: 4, morale: 4 };

  it('GIVEN attacker 1 vs target 6 THEN dud', () => {
    const r = ordnanceVsArmour({ penetration: 20, armour: 0, morale: 4 }, dice(1, 6));
    expect(r.outcome).toBe('dud');
    expect(r.placeAcquisition).toBe(true);
  });

  it('GIVEN attacker 6 vs target 1 THEN catastrophic', () => {
    const r = ordnanceVsArmour({ penetration: 0, armour: 20, morale: 4 }, dice(6, 1));
    expect(r).toMatchObject({ outcome: 'catastrophic', placeAcquisition: false });
  });

  it('GIVEN attacker greater THEN destroyed', () => {
    const r = ordnanceVsArmour(base, dice(3, 3));
    expect(r).toMatchObject({ attackerTotal: 8, targetTotal: 7, outcome: 'destroyed' });
  });

  it('GIVEN HEAT against red armour THEN −4 penetration', () => {
    const r = ordnanceVsArmour({ ...base, heat: true, redArmour: true }, dice(3, 3, 1));
    expect(r.attackerModifiers).toEqual([{ reason: 'heat-vs-red-armour', value: -4 }]);
    expect(r).toMatchObject({ attackerTotal: 4, targetTotal: 7, outcome: 'no-effect' });
  });

  it('GIVEN HEAT against ordinary armour THEN no modifier', () => {
    expect(ordnanceVsArmour({ ...base, heat: true }, dice(3, 3)).attackerModifiers).toEqual([]);
  });

  it('GIVEN equal rolls and a failed MC THEN abandoned', () => {
    const r = ordnanceVsArmour(base, dice(2, 3, 5));
    expect(r).toMatchObject({ attackerTotal: 7, targetTotal: 7, outcome: 'abandoned' });
    expect(r.moraleCheck).toMatchObject({ die: 5, total: 5, morale: 4, passed: false });
  });

  it('GIVEN equal rolls and a passed MC (= morale) THEN shaken', () => {
    const r = ordnanceVsArmour(base, dice(2, 3, 4));
    expect(r.outcome).toBe('shaken');
  });

  it('GIVEN equal rolls, MC passed, vehicle already shaken THEN abandoned', () => {
    const r = ordnanceVsArmour({ ...base, alreadyShaken: true }, dice(2, 3, 1));
    expect(r).toMatchObject({ outcome: 'abandoned', escalated: true });
  });

  it('GIVEN lower by 2 THEN MC − 2: 6 − 2 = 4 ≤ 4 passes, no effect', () => {
    const r = ordnanceVsArmour(base, dice(1, 4, 6));
    expect(r).toMatchObject({ attackerTotal: 6, targetTotal: 8, outcome: 'no-effect' });
    expect(r.moraleCheck).toMatchObject({ die: 6, modifiers: [{ reason: 'difference', value: -2 }], total: 4, passed: true });
  });

  it('GIVEN lower by 1 and MC 6 − 1 = 5 > 4 THEN shaken', () => {
    const r = ordnanceVsArmour(base, dice(2, 4, 6));
    expect(r.outcome).toBe('shaken');
  });

  it('GIVEN an aircraft and equal rolls THEN damaged without a check', () => {
    const d = dice(2, 3);
    const r = ordnanceVsArmour({ ...base, aircraft: true }, d);
    expect(r.outcome).toBe('damaged');
    expect(d.remaining).toBe(0);
  });

  it('GIVEN an aircraft, lower roll, failed MC THEN damaged', () => {
    expect(ordnanceVsArmour({ ...base, aircraft: true }, dice(2, 4, 6)).outcome).toBe('damaged');
  });

  it('GIVEN an aircraft and greater roll THEN destroyed', () => {
    expect(ordnanceVsArmour({ ...base, aircraft: true }, dice(4, 1)).outcome).toBe('destroyed');
  });
});

describe('ordnance vs infantry (14.1)', () => {
  it('GIVEN attacker higher THEN DC with the difference', () => {
    const r = ordnanceVsInfantry({ he: 3 }, dice(4, 2));
    expect(r).toMatchObject({ attackerTotal: 7, defenderTotal: 2, damageCheck: 5 });
  });

  it('GIVEN equal THEN no effect', () => {
    expect(ordnanceVsInfantry({ he: 1 }, dice(4, 5)).damageCheck).toBeUndefined();
  });

  it('GIVEN HEAT against infantry in the open THEN −1 HE', () => {
    const r = ordnanceVsInfantry({ he: 2, heat: true }, dice(3, 4));
    expect(r.attackerModifiers).toEqual([{ reason: 'heat-vs-infantry', value: -1 }]);
    expect(r.damageCheck).toBeUndefined();
  });

  it('GIVEN HEAT against infantry in a building THEN full HE', () => {
    const r = ordnanceVsInfantry({ he: 2, heat: true, targetInBuildingOrBunker: true }, dice(3, 4));
    expect(r.damageCheck).toBe(1);
  });

  it('exact probability of a DC with HE 2: 26/36', () => {
    let dc = 0;
    for (const f of allFaces(2)) if (ordnanceVsInfantry({ he: 2 }, dice(...f)).damageCheck !== undefined) dc++;
    expect(dc).toBe(26);
  });
});
