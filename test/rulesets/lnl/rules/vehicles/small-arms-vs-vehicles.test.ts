import { describe, expect, it } from 'vitest';
import { lnlFireRules } from '../../../../../src/rulesets/lnl/rules/combat/direct-fire.js';
import { damageCheckTakers, helicopterRange, smallArmsVsVehicle } from '../../../../../src/rulesets/lnl/rules/vehicles/small-arms-vs-vehicles.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('smallArmsVsVehicle', () => {
  it('GIVEN an armoured vehicle in TM +5 with lowest AV 2 THEN the defender adds 4 + 2', () => {
    const r = unwrap(
      smallArmsVsVehicle({ firepower: 6, vehicle: { kind: 'armoured', lowestArmour: 2, open: true, openTopped: false, tm: 5 } }, dice(5, 1)),
    );
    expect(r.defence.modifiers).toEqual([
      { reason: 'terrain', value: 4 },
      { reason: 'armour', value: 2 },
    ]);
    expect(r.defence.total).toBe(7);
    expect(r.attack.total).toBe(11);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 4, offTable: false });
    expect(r.takers).toEqual({ vehicle: true, insidePassengers: false, outsidePassengers: true, shakenOutsidePassengersDismount: true });
  });

  it('GIVEN a helicopter THEN no TM, its AF added', () => {
    const r = unwrap(
      smallArmsVsVehicle(
        { firepower: 3, circumstances: { targetHelicopterHover: true }, vehicle: { kind: 'helicopter', armourFactor: 1, range: 2, weaponRange: 4 } },
        dice(4, 2),
      ),
    );
    expect(r.defence.modifiers).toEqual([{ reason: 'helicopter-armour', value: 1 }]);
    expect(r.attack.modifiers).toEqual([{ reason: 'helicopter-hover', value: -1 }]);
    expect(r.helicopterRange).toBe(2);
    expect(r.takers.vehicle).toBe(true);
  });

  it('GIVEN a helicopter beyond half the weapon range THEN out of range, nothing rolled', () => {
    const roller = dice(4, 2);
    const r = smallArmsVsVehicle({ firepower: 3, vehicle: { kind: 'helicopter', armourFactor: 1, range: 3, weaponRange: 5 } }, roller);
    expectCode(r, 'lnl/out-of-range');
    expect(r.ok ? undefined : r.params).toEqual({ range: 3, reach: 2 });
    expect(roller.remaining).toBe(2);
  });

  it('GIVEN the house rule rounding up THEN range 5 halves to 3', () => {
    expect(helicopterRange(5)).toBe(2);
    expect(helicopterRange(5, lnlFireRules({ 'smallArms.helicopterRangeRounding': 'up' }))).toBe(3);
  });

  it('GIVEN an attack that fails THEN nobody takes a DC', () => {
    const r = unwrap(smallArmsVsVehicle({ firepower: 1, vehicle: { kind: 'unarmoured', tm: 0 } }, dice(1, 6)));
    expect(r.outcome.effect).toBe('no-effect');
    expect(r.takers).toEqual({ vehicle: false, insidePassengers: false, outsidePassengers: false, shakenOutsidePassengersDismount: false });
  });
});

describe('damageCheckTakers', () => {
  it('GIVEN an unarmoured vehicle or a helicopter THEN the vehicle and all passengers', () => {
    const all = { vehicle: true, insidePassengers: true, outsidePassengers: true, shakenOutsidePassengersDismount: true };
    expect(damageCheckTakers({ kind: 'unarmoured', tm: 0 })).toEqual(all);
    expect(damageCheckTakers({ kind: 'helicopter', armourFactor: 0, range: 1, weaponRange: 4 })).toEqual(all);
  });

  it('GIVEN a buttoned, closed armoured vehicle THEN only outside passengers', () => {
    expect(damageCheckTakers({ kind: 'armoured', lowestArmour: 3, open: false, openTopped: false, tm: 0 })).toEqual({
      vehicle: false,
      insidePassengers: false,
      outsidePassengers: true,
      shakenOutsidePassengersDismount: true,
    });
  });

  it('GIVEN an open-topped armoured vehicle THEN inside passengers too', () => {
    expect(damageCheckTakers({ kind: 'armoured', lowestArmour: 1, open: false, openTopped: true, tm: 0 }).insidePassengers).toBe(true);
  });
});
