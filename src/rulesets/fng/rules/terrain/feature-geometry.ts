import { areaOutline, distance, lengthInside, pointInShape, segmentDistance, shapeCentre, type AreaShape, type Point, type Shape } from '../../../../core/board/geometry.js';
import { nearestOnSegment } from './table-geometry.js';

/**
 * Measures between a table's features that the terrain's hazards need: how far apart two structures
 * stand (a fire spreading, L1041), and where a figure leaving one stands (In a Fire, L1043).
 */

/** A shape's edge as a chain of points: an area's closed outline, a linear shape's centre line. */
function chain(shape: Shape): { readonly points: readonly Point[]; readonly closed: boolean; readonly half: number } {
  return shape.kind === 'polyline' ? { points: shape.points, closed: false, half: shape.width / 2 } : { points: areaOutline(shape), closed: true, half: 0 };
}

function segments(c: ReturnType<typeof chain>): [Point, Point][] {
  const out: [Point, Point][] = [];
  const pts = c.points;
  for (let i = 1; i < pts.length; i++) out.push([pts[i - 1]!, pts[i]!]);
  if (c.closed && pts.length > 2) out.push([pts[pts.length - 1]!, pts[0]!]);
  if (pts.length === 1) out.push([pts[0]!, pts[0]!]);
  return out;
}

/** The gap in inches between two features' edges: 0 when they touch or one lies over the other. */
export function shapeGap(a: Shape, b: Shape): number {
  const ca = chain(a);
  const cb = chain(b);
  if (cb.points.some((p) => pointInShape(p, a)) || ca.points.some((p) => pointInShape(p, b))) return 0;
  let best = Infinity;
  for (const [p, q] of segments(ca)) for (const [r, s] of segments(cb)) best = Math.min(best, segmentDistance(p, q, r, s));
  return Math.max(0, best - ca.half - cb.half);
}


/** How far beyond a structure's edge a figure leaving it is put. */
export const STEP_OUT_INCHES = 0.5;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Where a figure at `p` inside an area stands once out of it: past the nearest point of its edge,
 * half an inch out (away from the area's centre when he stands on the edge itself).
 */
export function justOutside(shape: Shape, p: Point): Point {
  let edge = p;
  let best = Infinity;
  for (const [a, b] of segments(chain(shape))) {
    const q = nearestOnSegment(p, a, b);
    const d = distance(p, q);
    if (d < best) {
      best = d;
      edge = q;
    }
  }
  const from = best > 1e-6 ? p : shapeCentre(shape);
  const len = distance(from, edge) || 1;
  for (const step of [STEP_OUT_INCHES, 1, 2, 4]) {
    const out = { x: round1(edge.x + ((edge.x - from.x) / len) * step), y: round1(edge.y + ((edge.y - from.y) / len) * step) };
    if (!pointInShape(out, shape)) return out;
  }
  return { x: round1(edge.x), y: round1(edge.y) };
}

/** What a feature fallen in part-way keeps: its shape and the areas gone from it (`FngFeature.fallen`). */
interface Standing {
  readonly shape: Shape;
  readonly fallen?: readonly AreaShape[];
}

/** Whether `p` lies in what still stands of a feature: in its shape and not in an area of it fallen in (L992). */
export function inStanding(f: Standing, p: Point): boolean {
  return pointInShape(p, f.shape) && !(f.fallen ?? []).some((a) => pointInShape(p, a));
}

/** How much of the line from `a` to `b` runs through what still stands of a feature (its fallen areas, which lie within it, taken off). */
export function standingLength(f: Standing, a: Point, b: Point): number {
  const whole = lengthInside(a, b, f.shape);
  if (whole <= 0 || !f.fallen?.length) return whole;
  return Math.max(0, whole - f.fallen.reduce((sum, x) => sum + lengthInside(a, b, x), 0));
}
