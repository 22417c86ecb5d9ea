import { describe, expect, it } from 'vitest';
import { revertChange } from '../../src/core/three-way.js';

describe('revertChange', () => {
  const before = { turn: 1, stands: [{ id: 'A', at: 'woods' }, { id: 'B', at: 'road' }], initiative: 'P' };
  const after = { turn: 1, stands: [{ id: 'A', at: 'grass' }, { id: 'B', at: 'road' }], initiative: 'P' };

  it('GIVEN nothing changed since THEN the value before comes back', () => {
    expect(revertChange(after, before, after)).toEqual({ value: before });
  });

  it('GIVEN a stand added and another moved since THEN only the one change is taken back', () => {
    const current = { turn: 1, stands: [{ id: 'A', at: 'grass' }, { id: 'B', at: 'kraal' }, { id: 'C', at: 'bush', hidden: true }], initiative: 'P' };
    expect(revertChange(current, before, after)).toEqual({
      value: { turn: 1, stands: [{ id: 'A', at: 'woods' }, { id: 'B', at: 'kraal' }, { id: 'C', at: 'bush', hidden: true }], initiative: 'P' },
    });
  });

  it('GIVEN a key the change added or removed THEN it goes or comes back', () => {
    expect(revertChange({ a: 1, b: 2, c: 3 }, { a: 1 }, { a: 1, b: 2 })).toEqual({ value: { a: 1, c: 3 } });
    expect(revertChange({ c: 3 }, { a: 1 }, {})).toEqual({ value: { c: 3, a: 1 } });
  });

  it('GIVEN a later change to what this one wrote, or an array that shrank THEN it cannot be taken back', () => {
    const moved = { ...after, stands: [{ id: 'A', at: 'open' }, { id: 'B', at: 'road' }] };
    expect(revertChange(moved, before, after)).toBeUndefined();
    expect(revertChange({ ...after, stands: [{ id: 'A', at: 'grass' }] }, before, after)).toBeUndefined();
    expect(revertChange([1, 2, 3], [1], [1, 2])).toBeUndefined(); // the change appended and so did a later one
    expect(revertChange([1, 2], [1], [1, 2])).toEqual({ value: [1] });
  });
});
