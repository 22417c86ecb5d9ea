import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { changeOf, revertChange } from '../../src/core/three-way.js';

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

describe('changeOf', () => {
  it('GIVEN one stand of many changed THEN only that stand is kept, and the rest are left out or null', () => {
    const stands = Array.from({ length: 50 }, (_, i) => ({ id: `S${i}`, status: 'ok' }));
    const after = { turn: 2, stands: stands.map((s) => (s.id === 'S7' ? { ...s, status: 'pinned' } : s)) };
    const c = changeOf({ turn: 2, stands }, after);
    expect(c.before).toEqual({ stands: stands.map((s) => (s.id === 'S7' ? { status: 'ok' } : null)) });
    expect(JSON.stringify(c.after).length).toBeLessThan(JSON.stringify(after).length / 4);
  });

  // Random small JSON values and random later edits: taking a change back from its cut-down form
  // must give exactly what taking it back from the whole values gives.
  it('GIVEN random values and later changes THEN revertChange of the cut-down change equals revertChange of the whole', () => {
    const rng = seedrandom('three-way');
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
    const value = (depth: number): unknown => {
      const r = rng();
      if (depth > 2 || r < 0.3) return pick([0, 1, 2, 'a', 'b', true, null]);
      if (r < 0.65) return Array.from({ length: Math.floor(rng() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [pick(['k', 'l', 'm', 'n']), value(depth + 1)]));
    };
    const edit = (v: unknown, depth: number): unknown => {
      if (rng() < 0.25) return value(depth);
      if (Array.isArray(v)) return rng() < 0.2 ? [...v, value(depth + 1)] : v.map((x) => (rng() < 0.4 ? edit(x, depth + 1) : x));
      if (typeof v === 'object' && v !== null) {
        const out: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) if (rng() > 0.1) out[k] = rng() < 0.4 ? edit(x, depth + 1) : x;
        if (rng() < 0.2) out[pick(['k', 'l', 'm', 'n'])] = value(depth + 1);
        return out;
      }
      return v;
    };
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const before = value(0);
      const after = edit(before, 0);
      const current = rng() < 0.3 ? after : edit(after, 0);
      const c = changeOf(before, after);
      const whole = revertChange(current, before, after);
      const cut = revertChange(current, c.before, c.after);
      expect(cut, JSON.stringify({ before, after, current })).toEqual(whole);
      if (whole) compared++;
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
