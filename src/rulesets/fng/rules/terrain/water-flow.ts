import { distance, pointInShape, shapeBounds, type Point, type Shape } from '../../../../core/board/geometry.js';
import { nearestOnSegment } from './table-geometry.js';
import type { Edge } from './scenario.js';

/**
 * Which way a water feature flows, and where its current carries a swimmer (FNG 2nd Tour, Current
 * Speed, seed L1176: "the distance in inches any figure swimming across will be carried downstream by
 * the current each turn, whether they pass their Swimming Test or not").
 *
 * A river's or stream's `downstream` field names the table edge its water flows towards. Without it
 * a water drawn as a line flows the way it is drawn, from its first point to its last; one drawn as an
 * area flows along its longer side, towards the east if it is wider than long, else the south. A
 * swimmer on a line is carried along it, keeping his distance from its middle; in an area, straight
 * towards the edge. He stops where the water ends on the table (its last point, or its edge).
 */

const DIRECTION: Readonly<Record<Edge, Point>> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };

export interface Flow {
  readonly downstream: Edge;
  /** The field was not given: the default above applies. */
  readonly defaulted: boolean;
}

/** The way a water flows: its field, else the default. */
export function flowOf(feature: { readonly shape: Shape; readonly downstream?: Edge }): Flow {
  if (feature.downstream !== undefined) return { downstream: feature.downstream, defaulted: false };
  const s = feature.shape;
  if (s.kind === 'polyline' && s.points.length > 1) {
    const a = s.points[0]!;
    const b = s.points[s.points.length - 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    return { downstream: Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 'east' : 'west') : dy >= 0 ? 'south' : 'north', defaulted: true };
  }
  const b = shapeBounds(s);
  return { downstream: b.maxX - b.minX >= b.maxY - b.minY ? 'east' : 'south', defaulted: true };
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

export interface Carried {
  readonly to: Point;
  /** How far he was carried: less than asked where the water ends on the table. */
  readonly inches: number;
}

/** Where the current carries a swimmer at `p`, `inches` downstream, within the water and the table. */
export function carry(feature: { readonly shape: Shape; readonly downstream?: Edge }, p: Point, inches: number, table?: { readonly width: number; readonly height: number }): Carried {
  const flow = flowOf(feature);
  const onTable = (q: Point): boolean => !table || (q.x >= 0 && q.y >= 0 && q.x <= table.width && q.y <= table.height);
  const s = feature.shape;
  if (s.kind === 'polyline' && s.points.length > 1) {
    const pts = s.points;
    const dir = DIRECTION[flow.downstream];
    const drawn = { x: pts[pts.length - 1]!.x - pts[0]!.x, y: pts[pts.length - 1]!.y - pts[0]!.y };
    // The edge named says which way along the line: the way drawn unless it points away from that edge.
    const sign = drawn.x * dir.x + drawn.y * dir.y < 0 ? -1 : 1;
    const here = along(pts, p);
    const length = cumulative(pts)[pts.length - 1]!;
    const target = Math.max(0, Math.min(length, here.at + sign * inches));
    for (const keep of [1, 0.5, 0]) {
      const q = pointAt(pts, target, here.offset * keep);
      const r = { x: round1(q.x), y: round1(q.y) };
      if (pointInShape(r, s) && onTable(r)) return { to: r, inches: round1(Math.abs(target - here.at)) };
    }
    return { to: p, inches: 0 };
  }
  const dir = DIRECTION[flow.downstream];
  for (let d = inches; d > 0; d = round1(d - 0.1)) {
    const q = { x: round1(p.x + dir.x * d), y: round1(p.y + dir.y * d) };
    if (pointInShape(q, s) && onTable(q)) return { to: q, inches: d };
  }
  return { to: p, inches: 0 };
}

function cumulative(pts: readonly Point[]): number[] {
  const out = [0];
  for (let i = 1; i < pts.length; i++) out.push(out[i - 1]! + distance(pts[i - 1]!, pts[i]!));
  return out;
}

/** How far along a line the point nearest `p` lies, and `p`'s distance to the left (+) or right of it. */
function along(pts: readonly Point[], p: Point): { readonly at: number; readonly offset: number } {
  const cum = cumulative(pts);
  let best = { d: Infinity, at: 0, offset: 0 };
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const q = nearestOnSegment(p, a, b);
    const d = distance(p, q);
    if (d < best.d) {
      const len = distance(a, b) || 1;
      const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
      best = { d, at: cum[i - 1]! + distance(a, q), offset: (p.x - q.x) * n.x + (p.y - q.y) * n.y };
    }
  }
  return { at: best.at, offset: best.offset };
}

/** The point `at` inches along the line, `offset` to its left (+) or right. */
function pointAt(pts: readonly Point[], at: number, offset: number): Point {
  const cum = cumulative(pts);
  let i = 1;
  while (i < pts.length - 1 && cum[i]! < at) i++;
  const a = pts[i - 1]!;
  const b = pts[i]!;
  const len = distance(a, b) || 1;
  const t = Math.max(0, Math.min(1, (at - cum[i - 1]!) / len));
  const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
  return { x: a.x + (b.x - a.x) * t + n.x * offset, y: a.y + (b.y - a.y) * t + n.y * offset };
}

