import { describe, expect, it } from 'vitest';
import {
  areaWithin,
  distance,
  distanceToShapeEdge,
  formatPoint,
  lengthInside,
  parsePoint,
  pointInShape,
  polygonArea,
  rectsOverlap,
  segmentDistance,
  segmentSpans,
  segmentsIntersect,
  segmentTouchesShape,
  shapeBounds,
  shapeCentre,
  type Shape,
} from '../../../src/core/board/geometry.js';
import { featureAt, footprintAt, placeInFeature, pointInFeature, STAND_FOOTPRINT } from '../../../src/core/board/placement.js';

const square: Shape = { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }] };
/** An L: the notch (5..10, 5..10) is outside. */
const ell: Shape = {
  kind: 'polygon',
  points: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }, { x: 5, y: 5 }, { x: 5, y: 10 }, { x: 0, y: 10 }],
};

describe('points and distances', () => {
  it('GIVEN "12,30" and its variants THEN they parse to the same point', () => {
    for (const s of ['12,30', ' 12 , 30 ', '(12,30)', '12 30', '12;30']) expect(parsePoint(s)).toEqual({ ok: true, value: { x: 12, y: 30 } });
    expect(parsePoint('12.5,0.25')).toEqual({ ok: true, value: { x: 12.5, y: 0.25 } });
  });

  it('GIVEN text that is not a point THEN board/bad-point', () => {
    for (const s of ['', '12', 'a,b', '12,30,4', 'C5']) expect(parsePoint(s)).toMatchObject({ ok: false, code: 'board/bad-point' });
  });

  it('GIVEN a point THEN it formats back without noise', () => {
    expect(formatPoint({ x: 12, y: 30 })).toBe('12,30');
    expect(formatPoint({ x: 1 / 3, y: 2.5 })).toBe('0.33,2.5');
  });

  it('GIVEN two points THEN the distance is in inches', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
  });
});

describe('point in feature', () => {
  it('GIVEN a concave polygon THEN its notch is outside and its edge inside', () => {
    expect(pointInShape({ x: 2, y: 8 }, ell)).toBe(true);
    expect(pointInShape({ x: 8, y: 8 }, ell)).toBe(false);
    expect(pointInShape({ x: 10, y: 2 }, ell)).toBe(true);
  });

  it('GIVEN a rotated ellipse THEN points along its long axis are inside', () => {
    const e: Shape = { kind: 'ellipse', centre: { x: 10, y: 10 }, rx: 6, ry: 1, rotation: 90 };
    expect(pointInShape({ x: 10, y: 15.5 }, e)).toBe(true);
    expect(pointInShape({ x: 15.5, y: 10 }, e)).toBe(false);
    expect(shapeBounds(e)).toMatchObject({ minY: 4, maxY: 16 });
  });

  it('GIVEN a rotated rectangle THEN its rotated corner region is tested', () => {
    const r: Shape = { kind: 'rect', x: 0, y: 0, width: 10, height: 2, rotation: 90 };
    expect(pointInShape({ x: 5, y: 5 }, r)).toBe(true);
    expect(pointInShape({ x: 1, y: 1 }, r)).toBe(false);
  });

  it('GIVEN a road 2″ wide THEN points within 1″ of its centre line are on it', () => {
    const road: Shape = { kind: 'polyline', points: [{ x: 0, y: 5 }, { x: 20, y: 5 }], width: 2 };
    expect(pointInShape({ x: 10, y: 5.9 }, road)).toBe(true);
    expect(pointInShape({ x: 10, y: 6.1 }, road)).toBe(false);
  });

  it('GIVEN overlapping features THEN featureAt answers the topmost (last listed)', () => {
    const features = [
      { name: 'Wood', shape: square },
      { name: 'Hut', shape: { kind: 'ellipse', centre: { x: 5, y: 5 }, rx: 1, ry: 1, rotation: 0 } as Shape },
    ];
    expect(featureAt(features, { x: 5, y: 5 })?.name).toBe('Hut');
    expect(featureAt(features, { x: 1, y: 1 })?.name).toBe('Wood');
    expect(featureAt(features, { x: 20, y: 20 })).toBeUndefined();
    expect(pointInFeature(features[0]!, { x: 5, y: 5 })).toBe(true);
  });

  it('GIVEN a square THEN its centroid is its middle', () => {
    expect(shapeCentre(square)).toEqual({ x: 5, y: 5 });
  });
});

describe('auto-placement', () => {
  it('GIVEN an L-shaped wood THEN 12 stands fit inside it, none overlapping and none in the notch', () => {
    const r = placeInFeature({ name: 'L wood', shape: ell }, 12);
    if (!r.ok) throw new Error(r.code);
    const rects = r.value.map((p) => footprintAt(p));
    for (const rect of rects) {
      for (const [x, y] of [[rect.x, rect.y], [rect.x + rect.width, rect.y], [rect.x, rect.y + rect.height], [rect.x + rect.width, rect.y + rect.height]] as const) {
        expect(pointInShape({ x, y }, ell)).toBe(true);
      }
    }
    rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(rectsOverlap(a, b)).toBe(false)));
  });

  it('GIVEN the same input twice THEN the same places', () => {
    expect(placeInFeature({ name: 'Sq', shape: square }, 5)).toEqual(placeInFeature({ name: 'Sq', shape: square }, 5));
  });

  it('GIVEN stands already there THEN new ones avoid them', () => {
    const first = placeInFeature({ name: 'Sq', shape: square }, 3);
    if (!first.ok) throw new Error(first.code);
    const occupied = first.value.map((p) => footprintAt(p));
    const more = placeInFeature({ name: 'Sq', shape: square }, 3, { occupied });
    if (!more.ok) throw new Error(more.code);
    for (const p of more.value) for (const o of occupied) expect(rectsOverlap(footprintAt(p), o)).toBe(false);
  });

  it('GIVEN more stands than fit THEN board/feature-full says how many fit', () => {
    const hut: Shape = { kind: 'rect', x: 0, y: 0, width: 3.5, height: 1, rotation: 0 };
    expect(placeInFeature({ name: 'Hut', shape: hut }, 3)).toEqual({
      ok: false,
      code: 'board/feature-full',
      params: { feature: 'Hut', fits: 2, wanted: 3 },
    });
  });

  it('GIVEN a road THEN stands line up along it from its middle, a footprint apart', () => {
    const road: Shape = { kind: 'polyline', points: [{ x: 0, y: 10 }, { x: 30, y: 10 }], width: 2 };
    const r = placeInFeature({ name: 'Road', shape: road }, 3);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.every((p) => p.y === 10)).toBe(true);
    const xs = r.value.map((p) => p.x).sort((a, b) => a - b);
    expect(xs[1]! - xs[0]!).toBeCloseTo(STAND_FOOTPRINT.width + 0.25);
    expect(Math.abs(xs[1]! - 15)).toBeLessThan(STAND_FOOTPRINT.width);
  });
});

describe('segments against shapes (line of sight, crossings)', () => {
  const p = (x: number, y: number) => ({ x, y });

  it('GIVEN crossing, touching, parallel and apart segments THEN they intersect only when they meet', () => {
    expect(segmentsIntersect(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(5, 5), p(5, 5), p(10, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(5, 0), p(15, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(0, 1), p(10, 1))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(4, 4), p(0, 10), p(10, 0))).toBe(false);
    expect(segmentDistance(p(0, 0), p(10, 0), p(0, 3), p(10, 3))).toBe(3);
    expect(segmentDistance(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(0);
  });

  it('GIVEN an area THEN a segment touches it when it passes through or starts inside, not when it passes by', () => {
    expect(segmentTouchesShape(p(-5, 5), p(15, 5), square)).toBe(true);
    expect(segmentTouchesShape(p(5, 5), p(20, 20), square)).toBe(true);
    expect(segmentTouchesShape(p(-5, -1), p(15, -1), square)).toBe(false);
    // Through the L's notch only: outside it.
    expect(segmentTouchesShape(p(7, 12), p(12, 7), ell)).toBe(false);
    const round: Shape = { kind: 'ellipse', centre: p(0, 0), rx: 4, ry: 2, rotation: 0 };
    expect(segmentTouchesShape(p(-10, 1.9), p(10, 1.9), round)).toBe(true);
    expect(segmentTouchesShape(p(-10, 2.2), p(10, 2.2), round)).toBe(false);
  });

  it('GIVEN a linear shape THEN a segment touches it within half its width of the line', () => {
    const hedge: Shape = { kind: 'polyline', points: [p(0, 0), p(10, 0)], width: 1 };
    expect(segmentTouchesShape(p(5, -3), p(5, 3), hedge)).toBe(true);
    expect(segmentTouchesShape(p(0, 0.4), p(10, 0.4), hedge)).toBe(true);
    expect(segmentTouchesShape(p(0, 0.6), p(10, 0.6), hedge)).toBe(false);
  });

  it('GIVEN a point THEN its distance to the shape edge is to the outline, inside or out', () => {
    expect(distanceToShapeEdge(p(5, 5), square)).toBe(5);
    expect(distanceToShapeEdge(p(9.5, 5), square)).toBeCloseTo(0.5);
    expect(distanceToShapeEdge(p(12, 5), square)).toBe(2);
    expect(distanceToShapeEdge(p(0, 0), { kind: 'ellipse', centre: p(0, 0), rx: 3, ry: 3, rotation: 0 })).toBeCloseTo(3, 2);
    expect(distanceToShapeEdge(p(5, 2), { kind: 'polyline', points: [p(0, 0), p(10, 0)], width: 2 })).toBe(1);
    expect(distanceToShapeEdge(p(1, 1), { kind: 'rect', x: 0, y: 0, width: 4, height: 10, rotation: 0 })).toBe(1);
  });

  it('GIVEN a segment through areas THEN the stretches inside are measured exactly', () => {
    // Across the square: 10" of 20.
    expect(segmentSpans(p(-5, 5), p(15, 5), square)).toEqual([[0.25, 0.75]]);
    expect(lengthInside(p(-5, 5), p(15, 5), square)).toBeCloseTo(10);
    // The L's foot only, beside its notch.
    expect(lengthInside(p(-5, 7), p(15, 7), ell)).toBeCloseTo(5);
    expect(lengthInside(p(7, -5), p(7, 15), ell)).toBeCloseTo(5);
    // Into a U, out across its gap and back in: two stretches of 3".
    const u: Shape = { kind: 'polygon', points: [p(0, 0), p(3, 0), p(3, 6), p(7, 6), p(7, 0), p(10, 0), p(10, 10), p(0, 10)] };
    expect(segmentSpans(p(-5, 3), p(15, 3), u)).toEqual([[0.25, 0.4], [0.6, 0.75]]);
    expect(lengthInside(p(-5, 3), p(15, 3), u)).toBeCloseTo(6);
    // Starting inside; passing by.
    expect(lengthInside(p(5, 5), p(20, 5), square)).toBeCloseTo(5);
    expect(lengthInside(p(-5, -1), p(15, -1), square)).toBe(0);
    // A rotated ellipse along its long axis (8" long) and across it (4").
    const oval: Shape = { kind: 'ellipse', centre: p(0, 0), rx: 4, ry: 2, rotation: 90 };
    expect(lengthInside(p(0, -10), p(0, 10), oval)).toBeCloseTo(8);
    expect(lengthInside(p(-10, 0), p(10, 0), oval)).toBeCloseTo(4);
    expect(lengthInside(p(-10, 0), p(10, 0), { kind: 'rect', x: -1, y: -3, width: 2, height: 6, rotation: 90 })).toBeCloseTo(6);
  });

  it('GIVEN a linear shape THEN a segment crossing it is inside for its width, and along it for its length', () => {
    const road: Shape = { kind: 'polyline', points: [p(0, 0), p(10, 0), p(10, 10)], width: 2 };
    expect(lengthInside(p(5, -5), p(5, 5), road)).toBeCloseTo(2);
    // Along the first leg from end to end, round caps included: 12".
    expect(lengthInside(p(-5, 0), p(20, 0), road)).toBeCloseTo(12);
    expect(segmentSpans(p(-5, 0), p(20, 0), road)).toHaveLength(1);
    expect(lengthInside(p(0, 5), p(5, 5), road)).toBe(0);
  });
});

describe('areaWithin: a convex area cut to another', () => {
  const circle = { kind: 'ellipse', centre: { x: 25, y: 10 }, rx: 2.5, ry: 2.5, rotation: 0 } as const;
  const rect = (x: number, width: number) => ({ kind: 'rect', x, y: 0, width, height: 20, rotation: 0 }) as const;
  // A 72-sided circle of radius 2.5: 36 · 2.5² · sin(5°) = 19.61 square inches.
  const whole = 36 * 2.5 * 2.5 * Math.sin((2 * Math.PI) / 72);

  it('GIVEN a circle on a wood\'s straight edge THEN the half inside the wood, every point in it', () => {
    const half = areaWithin(circle, rect(25, 20))!;
    expect(half.kind).toBe('polygon');
    expect(Math.abs(polygonArea(half.kind === 'polygon' ? half.points : []))).toBeCloseTo(whole / 2, 1);
    expect(half.kind === 'polygon' && half.points.every((q) => q.x >= 25 - 1e-9)).toBe(true);
    expect(pointInShape({ x: 26, y: 10 }, half)).toBe(true);
    expect(pointInShape({ x: 24, y: 10 }, half)).toBe(false);
  });

  it('GIVEN the circle wholly inside THEN all of it; wholly outside THEN nothing', () => {
    const all = areaWithin(circle, rect(10, 40))!;
    expect(Math.abs(polygonArea(all.kind === 'polygon' ? all.points : []))).toBeCloseTo(whole, 1);
    expect(areaWithin(circle, rect(30, 10))).toBeUndefined();
  });
});
