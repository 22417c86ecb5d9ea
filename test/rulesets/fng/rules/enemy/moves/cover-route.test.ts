import { describe, expect, it } from 'vitest';
import { distance, pointInShape } from '../../../../../../src/core/board/geometry.js';
import { coverRoute, featuresPassed, pointsAlong, reachable } from '../../../../../../src/rulesets/fng/rules/enemy/moves/cover-route.js';
import { stepToward } from '../../../../../../src/rulesets/fng/rules/terrain/table-geometry.js';
import { board, feature, rect } from '../../../helpers/bot.js';

/** The way "through cover" (cover-route.ts): cheapest over the board's lattice, straight on a bare table. */
describe('coverRoute', () => {
  const from = { x: 10, y: 18 };
  const to = { x: 60, y: 18 };

  it('GIVEN a bare table, or no table THEN the straight line', () => {
    expect(coverRoute({ table: board(), from, to, watchers: [to], night: false })).toEqual([from, to]);
    expect(coverRoute({ table: undefined, from, to, watchers: [to], night: false })).toEqual([from, to]);
  });

  it('GIVEN an impassable block across the straight line THEN the way goes round it, never through', () => {
    const block = feature('impassable', rect(30, 8, 4, 20));
    const path = coverRoute({ table: board(block), from, to, watchers: [], night: false });
    expect(path[0]).toEqual(from);
    expect(path.at(-1)).toEqual(to);
    const spots = pointsAlong(path, 200);
    expect(spots.some((p) => pointInShape(p, block.shape))).toBe(false);
    expect(spots.at(-1)).toEqual(to);
  });

  it('GIVEN a strip of jungle beside the open line the players watch THEN the way runs inside it', () => {
    const jungle = feature('single-canopy-jungle', rect(8, 20, 54, 6));
    const path = coverRoute({ table: board(jungle), from, to, watchers: [{ x: 35, y: 2 }], night: false });
    const spots = pointsAlong(path, 40);
    expect(featuresPassed(board(jungle), spots).map((x) => x.name)).toEqual(['single-canopy-jungle']);
    expect(spots.filter((p) => pointInShape(p, jungle.shape)).length).toBeGreaterThan(30);
  });
});

describe('pointsAlong', () => {
  it('GIVEN a straight way THEN the spots stepToward gives, inch by inch, the last where the move stops', () => {
    const a = { x: 10, y: 10 };
    const b = { x: 30, y: 20 };
    expect(pointsAlong([a, b], 5.5)).toEqual([1, 2, 3, 4, 5, 5.5].map((d) => stepToward(a, b, d)));
  });

  it('GIVEN a bent way THEN the spots follow the corner and never go past the end', () => {
    expect(pointsAlong([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }], 10)).toEqual([
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
    ]);
  });
});

describe('reachable', () => {
  it('GIVEN a forest near a group THEN every spot reached is within the move along its way, the group\'s own spot among them', () => {
    const tbl = board(feature('forest', rect(20, 14, 20, 4)));
    const spots = reachable({ table: tbl, from: { x: 30, y: 10 }, watchers: [{ x: 30, y: 30 }], night: false }, 7.9);
    expect(spots.find((s) => s.length === 0)?.at).toEqual({ x: 30, y: 10 });
    expect(spots.every((s) => s.length <= 7.9 + 1e-9 && distance(s.at, { x: 30, y: 10 }) <= s.length + 1e-9)).toBe(true);
    expect(spots.some((s) => s.at.x === 30 && s.at.y === 17)).toBe(true);
    expect(spots.some((s) => s.at.x === 30 && s.at.y === 18)).toBe(false);
  });
});
