import { describe, expect, it } from 'vitest';
import {
  cheatDeath,
  freeWillApplies,
  largerThanLife,
  rollStarPower,
  type DamageLevel,
} from '../../../../../src/rulesets/fng/rules/figures/star.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('Star Power (seed L347–L353)', () => {
  it('GIVEN the book example: REP 5 Star hit by an LMG for OOF and OD, dice 1, 2, 2, 5, 6 THEN both become Stunned and the 6 is lost (L353)', () => {
    const d = dice(1, 2, 2, 5, 6);
    const r = unwrap(rollStarPower({ figure: 'Riker', dice: 5, damage: ['out-of-fight', 'obviously-dead'] }, d));
    expect(r.faces).toEqual([1, 2, 2, 5, 6]);
    expect(r.reducing).toBe(3);
    expect(r.damage).toEqual(['stunned', 'stunned']);
    expect(r.diceLeft).toBe(4);
    expect(r.lost).toBe(1);
    expect(d.remaining).toBe(0);
    expect(r.part.label).toBe('star power Riker');
  });

  it('GIVEN the same dice and the player putting the 1 on the OOF and both 2s on the OD THEN the same result (L353)', () => {
    const r = unwrap(rollStarPower({ figure: 'Riker', dice: 5, damage: ['out-of-fight', 'obviously-dead'], allocation: [1, 2] }, dice(1, 2, 2, 5, 6)));
    expect(r.damage).toEqual(['stunned', 'stunned']);
  });

  it('GIVEN one die against Stunned THEN 1–3 lowers it to Carry On and is kept, 4–5 keeps it, 6 is lost', () => {
    const one = (f: number) => unwrap(rollStarPower({ figure: 'S', dice: 1, damage: ['stunned'] }, dice(f)));
    for (const f of [1, 2, 3]) expect(one(f)).toMatchObject({ damage: ['carry-on'], diceLeft: 1, lost: 0 });
    for (const f of [4, 5]) expect(one(f)).toMatchObject({ damage: ['stunned'], diceLeft: 1, lost: 0 });
    expect(one(6)).toMatchObject({ damage: ['stunned'], diceLeft: 0, lost: 1 });
  });

  it('GIVEN more reducing dice than levels THEN the damage stops at Carry On', () => {
    const r = unwrap(rollStarPower({ figure: 'S', dice: 4, damage: ['stunned'] }, dice(1, 1, 1, 1)));
    expect(r.damage).toEqual(['carry-on']);
    expect(r.diceLeft).toBe(4);
  });

  it('GIVEN the player puts the reducing dice elsewhere THEN the allocation is followed', () => {
    const r = unwrap(rollStarPower({ figure: 'S', dice: 2, damage: ['obviously-dead', 'stunned'], allocation: [0, 1] }, dice(3, 4)));
    expect(r.damage).toEqual(['obviously-dead', 'carry-on']);
  });

  it('GIVEN 5 Star Power dice against an OD THEN exactly half the rolls save him completely and 243 of 7776 leave him dead', () => {
    const after = (f: number[]): DamageLevel => unwrap(rollStarPower({ figure: 'S', dice: 5, damage: ['obviously-dead'] }, dice(...f))).damage[0]!;
    expect(countFaces(5, (f) => after(f) === 'carry-on')).toBe(3888);
    expect(countFaces(5, (f) => after(f) === 'obviously-dead')).toBe(243);
  });

  it('GIVEN no Star Power, no damage or a bad allocation THEN it is refused', () => {
    expectCode(rollStarPower({ figure: 'S', dice: 0, damage: ['stunned'] }, dice()), 'fng/no-star-power');
    expectCode(rollStarPower({ figure: 'S', dice: 2, damage: [] }, dice()), 'fng/no-damage');
    expectCode(rollStarPower({ figure: 'S', dice: 2, damage: ['carry-on'] }, dice()), 'fng/no-damage');
    expectCode(rollStarPower({ figure: 'S', dice: 2, damage: ['stunned'], allocation: [1, 1] }, dice()), 'fng/bad-allocation');
    expectCode(rollStarPower({ figure: 'S', dice: 2, damage: ['stunned'], allocation: [2] }, dice(1, 5)), 'fng/bad-allocation');
  });
});

describe('Larger Than Life and Cheating Death (seed L332–L340)', () => {
  it('GIVEN SGT Riker REP 5 killed by a REP 4 NVA THEN he is out of the fight instead (L334)', () => {
    expect(largerThanLife('obviously-dead', 5, 4)).toBe('out-of-fight');
  });

  it('GIVEN an attacker of equal or higher REP, or a lesser result THEN Larger Than Life changes nothing', () => {
    expect(largerThanLife('obviously-dead', 5, 5)).toBe('obviously-dead');
    expect(largerThanLife('obviously-dead', 5, 6)).toBe('obviously-dead');
    expect(largerThanLife('out-of-fight', 5, 3)).toBe('out-of-fight');
  });

  it('GIVEN SGT Riker REP 5 killed by a REP 5 NVA lieutenant THEN he may cheat death and returns as REP 4 (L340)', () => {
    expect(unwrap(cheatDeath({ figure: 'Riker', damage: 'obviously-dead', starRep: 5, attackerRep: 5 }))).toEqual({ status: 'cheated-death', rep: 4 });
  });

  it('GIVEN no death, a lower-REP attacker or REP 1 THEN Cheating Death is refused', () => {
    expectCode(cheatDeath({ figure: 'R', damage: 'out-of-fight', starRep: 5, attackerRep: 5 }), 'fng/cheat-death-not-killed');
    expectCode(cheatDeath({ figure: 'R', damage: 'obviously-dead', starRep: 5, attackerRep: 4 }), 'fng/cheat-death-lower-rep');
    expectCode(cheatDeath({ figure: 'R', damage: 'obviously-dead', starRep: 1, attackerRep: 3 }), 'fng/cheat-death-rep');
  });
});

describe('Free Will (seed L344–L346)', () => {
  it('GIVEN the starred tests THEN a Star chooses; never on In Sight (L344)', () => {
    expect(freeWillApplies('received-fire', false)).toBe(true);
    expect(freeWillApplies('man-down', false)).toBe(true);
    expect(freeWillApplies('cohesion', false)).toBe(true);
    expect(freeWillApplies('in-sight', true)).toBe(false);
  });

  it('GIVEN Recover From Knock Down THEN it follows the house rule fng.freewill.recover (L699–L700)', () => {
    expect(freeWillApplies('recover-from-knock-down', false)).toBe(false);
    expect(freeWillApplies('recover-from-knock-down', true)).toBe(true);
  });
});
