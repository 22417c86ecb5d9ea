import { describe, expect, it } from 'vitest';
import { activationOrder, dumbAssActivates, mayActivate, rollActivation } from '../../../../../src/rulesets/fng/rules/firefight/activation.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const roll = (a: number, b: number) => unwrap(rollActivation(dice(a, b), ['blue', 'yellow'] as const));

describe('FNG Activation (seed L599–L607)', () => {
  it('GIVEN the example L599–L607 (Blue 4, Yellow 3) THEN Blue first on REP 4+, reinforcements for Blue, Yellow on REP 3+', () => {
    const r = roll(4, 3);
    expect(r).toMatchObject({ kind: 'turn', first: 'blue', second: 'yellow', total: 7, reinforcementsFor: 'blue' });
    if (r.kind !== 'turn') throw new Error('not a turn');
    expect(mayActivate(4, r.dice.blue)).toBe(true);
    expect(mayActivate(3, r.dice.blue)).toBe(false);
    expect(mayActivate(3, r.dice.yellow)).toBe(true);
    expect(r.parts.map((p) => p.label)).toEqual(['activation blue', 'activation yellow']);
  });

  it('GIVEN doubles THEN no turn: check a Random Event and roll again', () => {
    expect(roll(5, 5)).toMatchObject({ kind: 'doubles', total: 10, randomEventCheck: true });
  });

  it('GIVEN a higher second die and a total other than 7 THEN that side goes first without reinforcements', () => {
    const r = roll(2, 6);
    expect(r).toMatchObject({ first: 'yellow', second: 'blue' });
    expect(r).not.toHaveProperty('reinforcementsFor');
  });

  it('GIVEN either die at 3 or more THEN civilians activate at the end of the turn (L1271)', () => {
    expect(roll(1, 2)).toMatchObject({ civiliansActivate: false });
    expect(roll(1, 3)).toMatchObject({ civiliansActivate: true });
  });

  it('GIVEN the same side twice THEN refused', () => {
    expectCode(rollActivation(dice(1, 2), ['us', 'us'] as const), 'fng/same-side-twice');
  });

  it('GIVEN exact odds THEN doubles 6/36, Blue first 15/36, a 7 6/36, civilians 28/36', () => {
    const r = (f: number[]) => unwrap(rollActivation(dice(...f), ['blue', 'yellow'] as const));
    expect(countFaces(2, (f) => r(f).kind === 'doubles')).toBe(6);
    expect(countFaces(2, (f) => { const x = r(f); return x.kind === 'turn' && x.first === 'blue'; })).toBe(15);
    expect(countFaces(2, (f) => { const x = r(f); return x.kind === 'turn' && x.reinforcementsFor !== undefined; })).toBe(6);
    expect(countFaces(2, (f) => { const x = r(f); return x.kind === 'turn' && x.civiliansActivate; })).toBe(28);
  });

  it('GIVEN groups THEN only REP ≥ die, highest first, ties in the given order (L603–L606)', () => {
    const groups = [
      { id: 'a', rep: 3 },
      { id: 'b', rep: 5 },
      { id: 'c', rep: 4 },
      { id: 'd', rep: 5 },
    ];
    expect(activationOrder(groups, 4).map((g) => g.id)).toEqual(['b', 'd', 'c']);
    expect(activationOrder(groups, 6)).toEqual([]);
  });

  it('GIVEN a Dumb Ass THEN he activates only by passing 1d6 vs REP (L359)', () => {
    expect(unwrap(dumbAssActivates(dice(4), 4, 'dumb ass')).activates).toBe(true);
    expect(unwrap(dumbAssActivates(dice(5), 4, 'dumb ass')).activates).toBe(false);
    expectCode(dumbAssActivates(dice(), 0, 'x'), 'fng/invalid-rep');
  });
});
