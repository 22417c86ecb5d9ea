import { describe, expect, it } from 'vitest';
import { closeAssault, type CloseAssaulter } from '../../../../../src/rulesets/lnl/rules/vehicles/close-assault.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const squad = (id: string, more: Partial<CloseAssaulter> = {}): CloseAssaulter => ({ id, kind: 'mmc', morale: 5, ifp: 2, ...more });

describe('closeAssault', () => {
  it('GIVEN a squad that passes its MC with a satchel charge 3 THEN 1d6 + 2 + 3 vs 1d6 + lowest AF 4; greater destroys', () => {
    const roller = dice(5, 4, 3);
    const r = unwrap(closeAssault({ attackers: [squad('A', { weapon: { kind: 'satchel-charge', value: 3 } })], vehicle: { lowestArmour: 4 } }, roller));
    const attempt = r.attempts[0]!;
    expect(attempt.moraleCheck).toMatchObject({ die: 5, passed: true });
    expect(attempt.attack).toMatchObject({ die: 4, ifp: 2, total: 9, vehicleDie: 3, vehicleTotal: 7, destroyed: true });
    expect(attempt.attack?.modifiers).toEqual([{ reason: 'satchel-charge', value: 3 }]);
    expect(attempt.attack?.vehicleModifiers).toEqual([{ reason: 'armour', value: 4 }]);
    expect(r).toMatchObject({ destroyed: true, crewAndInsidePassengersEliminated: true });
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN a failed MC THEN that unit does not attack; the next one does', () => {
    const roller = dice(6, 3, 2, 4);
    const r = unwrap(closeAssault({ attackers: [squad('A'), squad('B', { weapon: { kind: 'sw-he', value: 1 } })], vehicle: { lowestArmour: 1 } }, roller));
    expect(r.attempts[0]).toMatchObject({ attacker: 'A', moraleCheck: { passed: false } });
    expect(r.attempts[0]!.attack).toBeUndefined();
    expect(r.attempts[1]!.attack).toMatchObject({ total: 5, vehicleTotal: 5, destroyed: false });
    expect(r.destroyed).toBe(false);
  });

  it('GIVEN the vehicle destroyed by the first attack THEN the rest do not attack', () => {
    const roller = dice(1, 6, 1, 1);
    const r = unwrap(closeAssault({ attackers: [squad('A'), squad('B')], vehicle: { lowestArmour: 2 } }, roller));
    expect(r.attempts).toHaveLength(1);
    expect(r.destroyed).toBe(true);
    expect(roller.remaining).toBe(1);
  });

  it('GIVEN a leader backing the second attack THEN only that attack adds his LM', () => {
    const roller = dice(1, 3, 6, 1, 3, 6);
    const r = unwrap(closeAssault({ attackers: [squad('A'), squad('B')], leader: { lm: 2, backs: 'B' }, vehicle: { lowestArmour: 0 } }, roller));
    expect(r.attempts[0]!.attack?.modifiers).toEqual([]);
    expect(r.attempts[1]!.attack?.modifiers).toEqual([{ reason: 'leadership', value: 2 }]);
    expect(r.attempts[1]!.attack?.total).toBe(7);
    expect(r.destroyed).toBe(true);
  });

  it('GIVEN a hero THEN it attacks like an MMC', () => {
    const r = unwrap(closeAssault({ attackers: [{ id: 'H', kind: 'hero', morale: 6, ifp: 1 }], vehicle: { lowestArmour: 0 } }, dice(2, 2, 3)));
    expect(r.attempts[0]!.attack).toMatchObject({ total: 3, vehicleTotal: 3, destroyed: false });
  });

  it('GIVEN outside passengers THEN the close assault is prevented', () => {
    expectCode(closeAssault({ attackers: [squad('A')], vehicle: { lowestArmour: 1 }, outsidePassengers: true }, dice(1)), 'lnl/close-assault-prevented');
  });

  it('GIVEN a leader backing a unit not attacking, or no attackers THEN refused', () => {
    expectCode(closeAssault({ attackers: [squad('A')], leader: { lm: 1, backs: 'Z' }, vehicle: { lowestArmour: 1 } }, dice(1)), 'lnl/close-assault-unknown-attacker');
    expectCode(closeAssault({ attackers: [], vehicle: { lowestArmour: 1 } }, dice(1)), 'lnl/close-assault-no-attackers');
  });
});
