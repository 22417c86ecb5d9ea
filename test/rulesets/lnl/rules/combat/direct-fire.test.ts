import { describe, expect, it } from 'vitest';
import {
  defenceModifiers,
  dftModifiers,
  directFire,
  groupFirepower,
  lnlFireRules,
  terrainModifier,
  type DftCircumstances,
} from '../../../../../src/rulesets/lnl/rules/combat/direct-fire.js';
import type { Modifier } from '../../../../../src/rulesets/lnl/rules/game/modifiers.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('DFT modifiers, one row at a time', () => {
  const rows: [string, DftCircumstances, Modifier[]][] = [
    ['leader LM', { leaderLm: 2 }, [{ reason: 'leadership', value: 2 }]],
    ['one degrading hex', { degradingHexes: 1 }, [{ reason: 'degrading-hex', value: -1 }]],
    ['two degrading hexes', { degradingHexes: 2 }, [{ reason: 'degrading-hex', value: -2 }]],
    ['two passengers on a still vehicle', { passengersOnStillVehicle: 2 }, [{ reason: 'passenger-on-vehicle', value: -2 }]],
    ['firing out of smoke', { firingOutOfSmoke: true }, [{ reason: 'firing-out-of-smoke', value: -1 }]],
    ['firing out of smoke with thermal imaging', { firingOutOfSmoke: true, thermalImaging: true }, []],
    ['vehicle MG after pivot', { vehicleMgAfterPivot: true }, [{ reason: 'vehicle-mg-pivot', value: -1 }]],
    ['turret outside covered arc', { turretOutsideArc: true }, [{ reason: 'turret-outside-arc', value: -2 }]],
    ['vehicle MG after Assault Movement', { vehicleMgAssaultMove: true }, [{ reason: 'vehicle-mg-assault-move', value: -2 }]],
    ['night, Fired target 3 hexes away', { night: { range: 3, illuminated: false, targetFired: true } }, [{ reason: 'night', value: -3 }]],
    ['night, target 2 hexes away', { night: { range: 2, illuminated: false, targetFired: false } }, []],
    ['night, target lit by a Star Shell', { night: { range: 8, illuminated: true, targetFired: false } }, []],
    ['night, TIS, target 6 hexes away', { thermalImaging: true, night: { range: 6, illuminated: false, targetFired: false } }, []],
    ['night, TIS, Fired target 7 hexes away', { thermalImaging: true, night: { range: 7, illuminated: false, targetFired: true } }, [{ reason: 'night', value: -3 }]],
    ['firing helicopter flying', { helicopterFlyingFirer: true }, [{ reason: 'helicopter-flying-firer', value: -2 }]],
    ['LOS between adjacent buildings', { betweenAdjacentBuildings: true }, [{ reason: 'adjacent-buildings', value: -2 }]],
    ['two Ops Complete firers', { opsCompleteUnits: 2 }, [{ reason: 'ops-complete', value: -2 }]],
    ['Hit & Run', { hitAndRun: true }, [{ reason: 'hit-and-run', value: -2 }]],
    ['a skill', { skill: 1 }, [{ reason: 'skill', value: 1 }]],
    ['Assault Movement / Fire', { assaultMove: true }, [{ reason: 'assault-move', value: -2 }]],
    ['adjacent', { adjacent: true }, [{ reason: 'adjacent', value: 2 }]],
    ['adjacent with "A" firepower', { adjacent: true, assaultFirepower: true }, [{ reason: 'adjacent-assault', value: 3 }]],
    ['"A" firepower, not adjacent', { assaultFirepower: true }, []],
    ['target ordnance SW in a building, Fired', { targetOrdnanceSwInBuildingFired: true }, [{ reason: 'ordnance-sw-in-building-fired', value: 1 }]],
    ['target moving', { targetMoving: true }, [{ reason: 'target-moving', value: 1 }]],
    ['mounted unit still', { targetMountedStill: true }, [{ reason: 'mounted-still', value: 1 }]],
    ['rubber boat on a river', { targetRubberBoat: true }, [{ reason: 'rubber-boat', value: 1 }]],
    ['vehicle moving', { targetVehicleMoving: true }, [{ reason: 'vehicle-moving', value: -1 }]],
    ['helicopter hovering', { targetHelicopterHover: true }, [{ reason: 'helicopter-hover', value: -1 }]],
    ['helicopter flying', { targetHelicopterFlying: true }, [{ reason: 'helicopter-flying', value: -2 }]],
    ['nothing declared', {}, []],
  ];

  it.each(rows)('GIVEN %s THEN the chart value', (_, circumstances, expected) => {
    expect(unwrap(dftModifiers(circumstances))).toEqual(expected);
  });

  it('GIVEN several rows THEN each is listed in the table order and they add up', () => {
    const mods = unwrap(dftModifiers({ leaderLm: 1, degradingHexes: 1, adjacent: true, targetMoving: true }));
    expect(mods.map((m) => m.reason)).toEqual(['leadership', 'degrading-hex', 'adjacent', 'target-moving']);
    expect(mods.reduce((a, m) => a + m.value, 0)).toBe(3);
  });

  it('GIVEN the house rule set to the DFT as printed THEN Assault Fire is +2', () => {
    const rules = lnlFireRules({ 'dft.assaultMove': 2 });
    expect(unwrap(dftModifiers({ assaultMove: true }, rules))).toEqual([{ reason: 'assault-move', value: 2 }]);
  });

  it('GIVEN a vehicle moving that is also a hovering helicopter THEN the shared row counts once', () => {
    expect(unwrap(dftModifiers({ targetVehicleMoving: true, targetHelicopterHover: true }))).toEqual([{ reason: 'vehicle-moving', value: -1 }]);
  });

  it('GIVEN a third degrading hex THEN the LOS is blocked', () => {
    expectCode(dftModifiers({ degradingHexes: 3 }), 'lnl/los-blocked');
  });

  it('GIVEN a negative or fractional count THEN refused', () => {
    expectCode(dftModifiers({ opsCompleteUnits: -1 }), 'lnl/invalid-count');
    expectCode(dftModifiers({ degradingHexes: 1.5 }), 'lnl/invalid-count');
  });

  it('GIVEN night, an unlit target beyond sight that has not fired THEN it cannot be fired at', () => {
    expectCode(dftModifiers({ night: { range: 3, illuminated: false, targetFired: false } }), 'lnl/night-target-unseen');
  });
});

describe('target modifier', () => {
  it('GIVEN TM +5 THEN capped at +4', () => {
    expect(terrainModifier({ tm: 5 })).toEqual({ printed: 5, doubled: false, cap: 4, applied: 4 });
  });

  it('GIVEN a sniper in TM +5 with others THEN +5 (cap +8)', () => {
    expect(terrainModifier({ tm: 5, sniper: true }).applied).toBe(5);
  });

  it('GIVEN a lone sniper in TM +3 THEN doubled to +6', () => {
    expect(terrainModifier({ tm: 3, loneSniper: true })).toEqual({ printed: 3, doubled: true, cap: 8, applied: 6 });
  });

  it('GIVEN a lone sniper in TM +5 THEN doubled to 10 and capped at +8', () => {
    expect(terrainModifier({ tm: 5, loneSniper: true }).applied).toBe(8);
  });

  it('GIVEN a lone sniper attacked by artillery or a sniper THEN not doubled', () => {
    expect(terrainModifier({ tm: 3, loneSniper: true }, 'artillery').applied).toBe(3);
    expect(terrainModifier({ tm: 3, loneSniper: true }, 'sniper').applied).toBe(3);
  });

  it('GIVEN a negative TM THEN applied as is', () => {
    expect(terrainModifier({ tm: -1, loneSniper: true }).applied).toBe(-1);
  });

  it('GIVEN an armoured target and a helicopter THEN lowest AV / AF go on the defence roll', () => {
    expect(defenceModifiers({ tm: 2, lowestArmour: 3 }).modifiers).toEqual([
      { reason: 'terrain', value: 2 },
      { reason: 'armour', value: 3 },
    ]);
    expect(defenceModifiers({ tm: 0, helicopterArmour: 1 }).modifiers).toEqual([{ reason: 'helicopter-armour', value: 1 }]);
  });
});

describe('multiple attacking units', () => {
  it('GIVEN a lead FP 6, two more units FP 3 and 0 and a DFT SW 4 THEN 6 + 2 + 0 + 4 = 12, the OFT SW firing separately', () => {
    const fp = unwrap(
      groupFirepower({
        units: [
          { id: 'A', fp: 6 },
          { id: 'B', fp: 3 },
          { id: 'C', fp: 0 },
        ],
        supportWeapons: [
          { id: 'MG', fp: 4, table: 'dft' },
          { id: 'Bazooka', fp: 5, table: 'oft' },
        ],
      }),
    );
    expect(fp.total).toBe(12);
    expect(fp.contributions.map((c) => [c.id, c.role, c.added])).toEqual([
      ['A', 'lead', 6],
      ['B', 'additional', 2],
      ['C', 'additional', 0],
      ['MG', 'support-weapon', 4],
    ]);
    expect(fp.firesSeparately.map((w) => w.id)).toEqual(['Bazooka']);
  });

  it('GIVEN an even additional FP THEN exactly half', () => {
    expect(unwrap(groupFirepower({ units: [{ id: 'A', fp: 1 }, { id: 'B', fp: 4 }] })).total).toBe(3);
  });

  it('GIVEN Ops Complete units outside opportunity fire THEN their FP is untouched', () => {
    expect(unwrap(groupFirepower({ units: [{ id: 'A', fp: 4, opsComplete: true }] })).total).toBe(4);
  });

  it('GIVEN opportunity-fire adjustments THEN Ops Complete IFP −1 before halving, DFT SWs halved rounding up', () => {
    const fp = unwrap(
      groupFirepower(
        {
          units: [
            { id: 'A', fp: 4, opsComplete: true },
            { id: 'B', fp: 4, opsComplete: true },
            { id: 'C', fp: 0, opsComplete: true },
          ],
          supportWeapons: [{ id: 'MG', fp: 3, table: 'dft' }],
        },
        { opsCompleteLosesOne: true, halveDftSupportWeapons: true },
      ),
    );
    expect(fp.contributions.map((c) => c.added)).toEqual([3, 2, 0, 2]);
    expect(fp.total).toBe(7);
  });

  it('GIVEN no unit and only an OFT SW THEN there is no direct fire', () => {
    expectCode(groupFirepower({ units: [], supportWeapons: [{ id: 'AT', fp: 5, table: 'oft' }] }), 'lnl/no-firepower');
  });

  it('GIVEN a squad firing only its DFT SW THEN that is the attack', () => {
    expect(unwrap(groupFirepower({ units: [], supportWeapons: [{ id: 'MG', fp: 5, table: 'dft' }] })).total).toBe(5);
  });

  it('GIVEN a negative FP THEN refused', () => {
    expectCode(groupFirepower({ units: [{ id: 'A', fp: -1 }] }), 'lnl/invalid-firepower');
  });
});

describe('directFire', () => {
  it('GIVEN FP 6, a leader +1, attack die 4 vs defence die 3 + TM 2 THEN 11 vs 5 → DC+6', () => {
    const roller = dice(4, 3);
    const r = unwrap(directFire({ firepower: 6, circumstances: { leaderLm: 1 }, target: { tm: 2 } }, roller));
    expect(r.attack).toMatchObject({ dice: 'd6', die: 4, firepower: 6, total: 11, natural6: false });
    expect(r.attack.modifiers).toEqual([{ reason: 'leadership', value: 1 }]);
    expect(r.defence).toMatchObject({ die: 3, total: 5 });
    expect(r.defence.modifiers).toEqual([{ reason: 'terrain', value: 2 }]);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 6, offTable: false });
    expect(r.attack.part.label).toBe('fire');
    expect(r.defence.part.label).toBe('fire defence');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN equal totals THEN no effect', () => {
    expect(unwrap(directFire({ firepower: 2, target: { tm: 1 } }, dice(3, 4))).outcome).toEqual({ effect: 'no-effect' });
  });

  it('GIVEN a natural 6 on the attack THEN it is recorded', () => {
    expect(unwrap(directFire({ firepower: 0, target: { tm: 4 } }, dice(6, 6))).attack.natural6).toBe(true);
  });

  it('GIVEN TM +6 THEN the defence adds only +4', () => {
    const r = unwrap(directFire({ firepower: 4, target: { tm: 6 } }, dice(1, 1)));
    expect(r.defence.total).toBe(5);
    expect(r.terrain).toEqual({ printed: 6, doubled: false, cap: 4, applied: 4 });
  });

  it('GIVEN a blocked LOS THEN no dice are rolled', () => {
    const roller = dice(1, 1);
    expectCode(directFire({ firepower: 4, circumstances: { degradingHexes: 3 }, target: { tm: 0 } }, roller), 'lnl/los-blocked');
    expect(roller.remaining).toBe(2);
  });

  describe('exact probability of a Damage Check, all 36 face pairs', () => {
    const cases: [number, number, number][] = [
      [0, 0, 15],
      [1, 0, 21],
      [2, 4, 6],
      [3, 2, 21],
      [4, 0, 33],
      [6, 1, 35],
      [2, 8, 6], // TM capped at +4: as FP 2 vs TM 4
    ];
    it.each(cases)('GIVEN FP %i vs TM %i THEN %i/36', (firepower, tm, expected) => {
      const n = countFaces(2, (f) => unwrap(directFire({ firepower, target: { tm } }, dice(...f))).outcome.effect === 'damage-check');
      expect(n).toBe(expected);
    });

    it('GIVEN FP 4 vs TM 0 THEN a DC of +5 or more comes 15/36', () => {
      const n = countFaces(2, (f) => {
        const o = unwrap(directFire({ firepower: 4, target: { tm: 0 } }, dice(...f))).outcome;
        return o.effect === 'damage-check' && o.modifier >= 5;
      });
      expect(n).toBe(15);
    });
  });
});
