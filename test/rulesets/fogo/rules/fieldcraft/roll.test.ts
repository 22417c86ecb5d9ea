import { describe, expect, it } from 'vitest';
import { rollFieldcraft } from '../../../../../src/rulesets/fogo/rules/fieldcraft/roll.js';
import { allFaces, dice } from '../fixtures.js';

describe('the fieldcraft roll (crossfire-core §2.7.4)', () => {
  it('GIVEN n dice THEN each 5–6 is a hit, one hit succeeds, exactly one leaves a Spoor where the action says so', () => {
    const d = dice(5, 2, 6);
    const r = rollFieldcraft({ ability: 3, from: 'X' }, d, 'fieldcraft test', true);
    expect(r).toMatchObject({ ability: 3, abilityFrom: 'X', faces: [5, 2, 6], hits: 2, success: true, spoor: false });
    expect(d.parts[0]?.spec).toEqual({ op: 'at-least', n: 3, sides: 6, target: 5 });
    expect(rollFieldcraft({ ability: 2, from: 'X' }, dice(4, 5), 'x', true)).toMatchObject({ hits: 1, success: true, spoor: true });
    expect(rollFieldcraft({ ability: 2, from: 'X' }, dice(4, 5), 'x', false)).toMatchObject({ hits: 1, success: true, spoor: false });
    expect(rollFieldcraft({ ability: 1, from: 'X' }, dice(4), 'x', true)).toMatchObject({ hits: 0, success: false, spoor: false });
  });

  it('GIVEN 0d6 THEN it is a bug to roll: the actions refuse first', () => {
    expect(() => rollFieldcraft({ ability: 0, from: 'X' }, dice(), 'x', true)).toThrow();
  });

  it.each<[1 | 2 | 3, number, number]>([
    // [dice, clean successes (2+ hits), successes with Spoor (exactly 1 hit)] out of 6^n — the digest's 33.3/55.6/70.4 %.
    [1, 0, 2],
    [2, 4, 16],
    [3, 56, 96],
  ])('GIVEN %id6 THEN exactly %i clean and %i Spoor successes of all outcomes', (n, clean, withSpoor) => {
    let c = 0;
    let sp = 0;
    for (const faces of allFaces(n)) {
      const r = rollFieldcraft({ ability: n, from: 'X' }, dice(...faces), 'x', true);
      if (r.success && r.spoor) sp++;
      else if (r.success) c++;
    }
    expect([c, sp]).toEqual([clean, withSpoor]);
  });
});
