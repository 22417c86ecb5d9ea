import { describe, expect, it } from 'vitest';
import { firstAid, medicAvailability } from '../../../../../src/rulesets/fng/rules/firefight/first-aid.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG medics and First Aid (seed L958–L970)', () => {
  it('GIVEN the example L958–L960 (Medic Phil REP 4 rolls 5; Billy REP 5 rolls 3) THEN 1 pass: Billy back at REP 4', () => {
    const d = dice(5, 3);
    const r = unwrap(firstAid(d, { medicRep: 4, casualtyRep: 5 }, 'first aid Billy'));
    expect(r).toMatchObject({ passes: 1, result: 'back-at-rep-minus-one', rep: 4 });
    expect(r.parts.map((p) => p.label)).toEqual(['first aid Billy medic', 'first aid Billy casualty']);
  });

  it('GIVEN 2 / 0 passes THEN a flesh wound at full REP / stays Out of the Fight', () => {
    expect(unwrap(firstAid(dice(1, 1), { medicRep: 4, casualtyRep: 5 }, 'fa'))).toMatchObject({ result: 'flesh-wound', rep: 5 });
    const none = unwrap(firstAid(dice(6, 6), { medicRep: 4, casualtyRep: 5 }, 'fa'));
    expect(none.result).toBe('stays-out-of-the-fight');
    expect(none).not.toHaveProperty('rep');
  });

  it('GIVEN a second attempt or a bad REP THEN refused', () => {
    expectCode(firstAid(dice(), { medicRep: 4, casualtyRep: 5, alreadyAttempted: true }, 'fa'), 'fng/first-aid-once');
    expectCode(firstAid(dice(), { medicRep: 0, casualtyRep: 5 }, 'fa'), 'fng/invalid-rep');
    expectCode(firstAid(dice(), { medicRep: 4, casualtyRep: 9 }, 'fa'), 'fng/invalid-rep');
  });

  it('GIVEN medic REP 4 and casualty REP 5 THEN 2 passes 20, 1 pass 14, 0 passes 2 of 36', () => {
    const res = (f: number[]) => unwrap(firstAid(dice(...f), { medicRep: 4, casualtyRep: 5 }, 'fa')).passes;
    expect(countFaces(2, (f) => res(f) === 2)).toBe(20);
    expect(countFaces(2, (f) => res(f) === 1)).toBe(14);
    expect(countFaces(2, (f) => res(f) === 0)).toBe(2);
  });

  it('GIVEN medic availability THEN the platoon always, one squad on 1–2, two squads on 1–4 then a random squad (L962)', () => {
    expect(medicAvailability(dice(), 'platoon', 'medic')).toMatchObject({ medic: true, parts: [] });
    expect(medicAvailability(dice(2), 1, 'medic')).toMatchObject({ medic: true, squad: 1 });
    expect(medicAvailability(dice(3), 1, 'medic').medic).toBe(false);
    expect(medicAvailability(dice(4, 5), 2, 'medic')).toMatchObject({ medic: true, squad: 2 });
    expect(medicAvailability(dice(5), 2, 'medic').medic).toBe(false);
    expect(countFaces(1, (f) => medicAvailability(dice(...f), 1, 'm').medic)).toBe(2);
  });
});
