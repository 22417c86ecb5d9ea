import { describe, expect, it } from 'vitest';
import { deepFreeze, freezeArray, isFrozen } from '../../src/core/deep-freeze.js';

describe('deepFreeze', () => {
  it('GIVEN a game THEN it and every object and list in it are frozen, and a list changed in place throws under the tests', () => {
    const game = deepFreeze({ turn: 1, stands: [{ id: 'A', marks: ['pinned'] }], sides: [] as string[] });
    expect(Object.isFrozen(game) && Object.isFrozen(game.stands[0]) && Object.isFrozen(game.stands[0]!.marks)).toBe(true);
    expect(isFrozen(game.stands) && isFrozen(game.stands[0]!.marks) && isFrozen(game.sides)).toBe(true);
    expect(() => (game.stands as unknown as unknown[]).push({ id: 'B' })).toThrow(TypeError);
    expect(() => ((game.stands[0] as { id: string }).id = 'Z')).toThrow(TypeError);
  });

  it('GIVEN a part already frozen THEN it is not walked again: what it holds stays as it was', () => {
    const inner = { n: 1 };
    const shared = freezeArray([inner]);
    deepFreeze({ shared });
    expect(Object.isFrozen(inner)).toBe(false);
    expect(isFrozen(shared)).toBe(true);
  });

  it('GIVEN values never frozen THEN isFrozen says so', () => {
    expect(isFrozen([1, 2])).toBe(false);
    expect(isFrozen({ a: 1 })).toBe(false);
    expect(isFrozen(Object.freeze([1]))).toBe(true);
  });
});
