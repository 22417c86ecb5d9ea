import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../../../../src/core/board/geometry.js';
import { canopyAt, smokeCloudStages, smokeUnderCanopy, windVector } from '../../../../../src/rulesets/fng/rules/firefight/smoke-cloud.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { dice } from '../../../../helpers/rules.js';

/*
 * A smoke grenade's cloud (L771): a 5" circle, then 5" × 10", then 5" × 15" "oriented to follow the
 * wind, if there is any"; without wind the circle for all three turns. Overhead foliage (L773): under
 * single or double canopy it stays below the branches on 1–3, under triple canopy always.
 */
describe('the cloud as it lengthens downwind (L771)', () => {
  it('GIVEN no wind THEN the 5" circle on each of its three turns', () => {
    for (const s of smokeCloudStages({ x: 20, y: 20 }, 'none')) expect(s).toEqual({ kind: 'ellipse', centre: { x: 20, y: 20 }, rx: 2.5, ry: 2.5, rotation: 0 });
  });

  it('GIVEN wind blowing east THEN the circle, then 5" wide by 10" and by 15" running east from the circle\'s upwind edge', () => {
    const [one, two, three] = smokeCloudStages({ x: 20, y: 20 }, 'e');
    expect(one).toMatchObject({ kind: 'ellipse', rx: 2.5 });
    expect(two).toEqual({ kind: 'polygon', points: [{ x: 17.5, y: 17.5 }, { x: 27.5, y: 17.5 }, { x: 27.5, y: 22.5 }, { x: 17.5, y: 22.5 }] });
    expect(three).toEqual({ kind: 'polygon', points: [{ x: 17.5, y: 17.5 }, { x: 32.5, y: 17.5 }, { x: 32.5, y: 22.5 }, { x: 17.5, y: 22.5 }] });
    expect(pointInShape({ x: 32, y: 20 }, three!)).toBe(true);
    expect(pointInShape({ x: 32, y: 20 }, two!)).toBe(false);
    expect(pointInShape({ x: 16, y: 20 }, three!)).toBe(false);
  });

  it('GIVEN wind blowing north (to the top edge) or south-west THEN it runs that way', () => {
    expect(windVector('n')).toEqual({ x: 0, y: -1 });
    expect(windVector('none')).toBeUndefined();
    const north = smokeCloudStages({ x: 20, y: 20 }, 'n')[2]!;
    expect(pointInShape({ x: 20, y: 8 }, north)).toBe(true);
    expect(pointInShape({ x: 20, y: 24 }, north)).toBe(false);
    const sw = smokeCloudStages({ x: 20, y: 20 }, 'sw')[1]!;
    expect(pointInShape({ x: 20 - 5, y: 20 + 5 }, sw)).toBe(true);
    expect(pointInShape({ x: 24, y: 16 }, sw)).toBe(false);
  });
});

describe('smoke under the branches (L773)', () => {
  const jungle = (type: FngFeature['type'], x: number): FngFeature => ({ name: type, type, shape: { kind: 'rect', x, y: 0, width: 10, height: 10, rotation: 0 } });
  const features = [jungle('single-canopy-jungle', 0), jungle('double-canopy-jungle', 10), jungle('triple-canopy-jungle', 20), jungle('single-canopy-jungle', 25)];

  it('GIVEN a spot in each jungle THEN its canopy (the thickest where two overlap), none in the open', () => {
    expect(canopyAt(features, { x: 5, y: 5 })).toBe('single');
    expect(canopyAt(features, { x: 15, y: 5 })).toBe('double');
    expect(canopyAt(features, { x: 27, y: 5 })).toBe('triple');
    expect(canopyAt(features, { x: 50, y: 5 })).toBeUndefined();
  });

  it('GIVEN single or double canopy THEN it stays under on 1, 2, 3 and rises on 4, 5, 6: 3 in 6', () => {
    for (const canopy of ['single', 'double'] as const) {
      const under = [1, 2, 3, 4, 5, 6].filter((face) => smokeUnderCanopy(dice(face), canopy, 'smoke').under);
      expect(under).toEqual([1, 2, 3]);
    }
  });

  it('GIVEN triple canopy THEN always under, with no die; in the open never, with no die', () => {
    const r = dice();
    expect(smokeUnderCanopy(r, 'triple', 'smoke')).toEqual({ under: true });
    expect(smokeUnderCanopy(r, undefined, 'smoke')).toEqual({ under: false });
    expect(r.remaining).toBe(0);
  });
});
