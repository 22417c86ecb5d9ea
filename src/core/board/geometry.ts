import { fail, ok, type RuleResult } from '../result.js';

/**
 * Tabletop geometry in inches. The origin is the table's top-left corner as drawn; x runs right
 * (across the width) and y runs down (along the height).
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle: top-left corner and size, in inches. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Rotations are in degrees, clockwise as drawn (y runs down), about the shape's centre. */
export type AreaShape =
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'ellipse'; readonly centre: Point; readonly rx: number; readonly ry: number; readonly rotation: number }
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rotation: number };

/** A linear feature: its centre line and its width in inches. */
export interface LineShape {
  readonly kind: 'polyline';
  readonly points: readonly Point[];
  readonly width: number;
}

export type Shape = AreaShape | LineShape;

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const POINT = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*\)?$`);

/** Reads "12,30", "12.5, 30", "(12 30)" as a point in inches. */
export function parsePoint(text: string): RuleResult<Point, 'board/bad-point'> {
  const m = POINT.exec(text.trim());
  if (!m) return fail('board/bad-point', { text: text.slice(0, 40) });
  const x = Number(m[1]);
  const y = Number(m[2]);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return fail('board/bad-point', { text: text.slice(0, 40) });
  return ok({ x, y });
}

/** "12,30" — at most two decimals, no trailing zeros. */
export function formatPoint(p: Point): string {
  const n = (v: number): string => String(Math.round(v * 100) / 100);
  return `${n(p.x)},${n(p.y)}`;
}

function rotate(p: Point, about: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const dx = p.x - about.x;
  const dy = p.y - about.y;
  return { x: about.x + dx * c - dy * s, y: about.y + dx * s + dy * c };
}

/** The four corners of a (possibly rotated) rectangle, clockwise from its top-left. */
export function rectCorners(r: { x: number; y: number; width: number; height: number; rotation?: number }): Point[] {
  const centre = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  const corners = [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
  return corners.map((p) => rotate(p, centre, r.rotation ?? 0));
}

/** Even-odd ray casting; points on an edge count as inside. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (distanceToSegment(p, a, b) < 1e-9) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

/** Distance from a point to a polyline's centre line. */
export function distanceToPolyline(p: Point, points: readonly Point[]): number {
  if (points.length === 1) return distance(p, points[0]!);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, distanceToSegment(p, points[i - 1]!, points[i]!));
  return best;
}

/** Whether `p` lies in the shape (edges included); for a linear shape, within half its width of the line. */
export function pointInShape(p: Point, shape: Shape): boolean {
  switch (shape.kind) {
    case 'polygon':
      return pointInPolygon(p, shape.points);
    case 'ellipse': {
      const q = rotate(p, shape.centre, -shape.rotation);
      const dx = (q.x - shape.centre.x) / shape.rx;
      const dy = (q.y - shape.centre.y) / shape.ry;
      return dx * dx + dy * dy <= 1 + 1e-9;
    }
    case 'rect': {
      const centre = { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
      const q = rotate(p, centre, -shape.rotation);
      const e = 1e-9;
      return q.x >= shape.x - e && q.x <= shape.x + shape.width + e && q.y >= shape.y - e && q.y <= shape.y + shape.height + e;
    }
    case 'polyline':
      return distanceToPolyline(p, shape.points) <= shape.width / 2 + 1e-9;
  }
}

export function boundsOf(points: readonly Point[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The extent of a shape. A linear shape's extent is its centre line's, widened by half its width
 * only when `withWidth` (a road may run off the table edge; its line may not).
 */
export function shapeBounds(shape: Shape, withWidth = false): Bounds {
  switch (shape.kind) {
    case 'polygon':
      return boundsOf(shape.points);
    case 'rect':
      return boundsOf(rectCorners(shape));
    case 'ellipse': {
      const r = (shape.rotation * Math.PI) / 180;
      const c = Math.cos(r);
      const s = Math.sin(r);
      const hw = Math.sqrt(shape.rx * shape.rx * c * c + shape.ry * shape.ry * s * s);
      const hh = Math.sqrt(shape.rx * shape.rx * s * s + shape.ry * shape.ry * c * c);
      return { minX: shape.centre.x - hw, minY: shape.centre.y - hh, maxX: shape.centre.x + hw, maxY: shape.centre.y + hh };
    }
    case 'polyline': {
      const b = boundsOf(shape.points);
      const h = withWidth ? shape.width / 2 : 0;
      return { minX: b.minX - h, minY: b.minY - h, maxX: b.maxX + h, maxY: b.maxY + h };
    }
  }
}

/** Signed area (shoelace); positive when the points run clockwise as drawn. */
export function polygonArea(points: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    a += points[j]!.x * points[i]!.y - points[i]!.x * points[j]!.y;
  }
  return a / 2;
}

export function polylineLength(points: readonly Point[]): number {
  let len = 0;
  for (let i = 1; i < points.length; i++) len += distance(points[i - 1]!, points[i]!);
  return len;
}

/** The point `d` inches along a polyline from its first point (clamped to its ends). */
export function pointAlong(points: readonly Point[], d: number): Point {
  let left = Math.max(0, d);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const seg = distance(a, b);
    if (left <= seg && seg > 0) return { x: a.x + ((b.x - a.x) * left) / seg, y: a.y + ((b.y - a.y) * left) / seg };
    left -= seg;
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/**
 * Where a label or a crowd of stands naturally goes: a polygon's area centroid, an ellipse's or a
 * rectangle's centre, the middle of a polyline along its length.
 */
export function shapeCentre(shape: Shape): Point {
  switch (shape.kind) {
    case 'ellipse':
      return shape.centre;
    case 'rect':
      return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
    case 'polyline':
      return pointAlong(shape.points, polylineLength(shape.points) / 2);
    case 'polygon': {
      const a = polygonArea(shape.points);
      if (Math.abs(a) < 1e-12) {
        const b = boundsOf(shape.points);
        return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
      }
      let cx = 0;
      let cy = 0;
      for (let i = 0, j = shape.points.length - 1; i < shape.points.length; j = i++) {
        const p = shape.points[j]!;
        const q = shape.points[i]!;
        const f = p.x * q.y - q.x * p.y;
        cx += (p.x + q.x) * f;
        cy += (p.y + q.y) * f;
      }
      return { x: cx / (6 * a), y: cy / (6 * a) };
    }
  }
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function insideBounds(p: Point, b: Bounds, tolerance = 1e-9): boolean {
  return p.x >= b.minX - tolerance && p.x <= b.maxX + tolerance && p.y >= b.minY - tolerance && p.y <= b.maxY + tolerance;
}

const cross = (o: Point, p: Point, q: Point): number => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);

const onSegment = (p: Point, a: Point, b: Point): boolean => distanceToSegment(p, a, b) < 1e-9;

/** Whether segments a–b and c–d meet, touching ends and collinear overlaps included. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** The shortest distance between segments a–b and c–d (0 when they meet). */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(distanceToSegment(a, c, d), distanceToSegment(b, c, d), distanceToSegment(c, a, b), distanceToSegment(d, a, b));
}

/** Sides used to draw an ellipse as a polygon for edge tests (well under 0.1" off on table-sized ellipses). */
const ELLIPSE_SIDES = 72;

/** The boundary of an area shape as a closed ring of points (an ellipse as a fine polygon). */
export function areaOutline(shape: AreaShape): Point[] {
  return [...ring(shape)];
}

// Shapes are immutable, and line-of-sight searches ask for the same outlines thousands of times a
// command (a bot's route search over a table: 72 points an ellipse, made afresh each time, was a tenth
// of the soak's time and most of its garbage).
const rings = new WeakMap<AreaShape, readonly Point[]>();

/** An area's outline, made once per shape and shared: never to be changed. */
function ring(shape: AreaShape): readonly Point[] {
  let r = rings.get(shape);
  if (r === undefined) {
    r = outlineOf(shape);
    rings.set(shape, r);
  }
  return r;
}

function outlineOf(shape: AreaShape): readonly Point[] {
  switch (shape.kind) {
    case 'polygon':
      return shape.points;
    case 'rect':
      return rectCorners(shape);
    case 'ellipse':
      return Array.from({ length: ELLIPSE_SIDES }, (_, i) => {
        const t = (2 * Math.PI * i) / ELLIPSE_SIDES;
        return rotate({ x: shape.centre.x + shape.rx * Math.cos(t), y: shape.centre.y + shape.ry * Math.sin(t) }, shape.centre, shape.rotation);
      });
  }
}

/** Distance from a point to the nearest edge of a shape: its outline for an area, its drawn side for a linear shape. */
export function distanceToShapeEdge(p: Point, shape: Shape): number {
  if (shape.kind === 'polyline') return Math.abs(distanceToPolyline(p, shape.points) - shape.width / 2);
  const r = ring(shape);
  let best = Infinity;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) best = Math.min(best, distanceToSegment(p, r[j]!, r[i]!));
  return best;
}

/** Whether segment a–b touches a shape: enters an area (or starts in it), or comes within half a linear shape's width of its line. */
export function segmentTouchesShape(a: Point, b: Point, shape: Shape): boolean {
  if (shape.kind === 'polyline') {
    const pts = shape.points;
    if (pts.length === 1) return distanceToSegment(pts[0]!, a, b) <= shape.width / 2 + 1e-9;
    for (let i = 1; i < pts.length; i++) if (segmentDistance(a, b, pts[i - 1]!, pts[i]!) <= shape.width / 2 + 1e-9) return true;
    return false;
  }
  if (pointInShape(a, shape) || pointInShape(b, shape)) return true;
  const r = ring(shape);
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) if (segmentsIntersect(a, b, r[j]!, r[i]!)) return true;
  return false;
}

/** A stretch of segment a–b as fractions of its length, from `t0` to `t1` (0 at a, 1 at b). */
export type Span = readonly [number, number];

/** The stretches of a–b inside an area given as a closed ring: cut where it crosses an edge, each piece judged by its middle. */
function spansInRing(a: Point, b: Point, ring: readonly Point[], inside: (p: Point) => boolean): Span[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const cuts = [0, 1];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[j]!;
    const q = ring[i]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (t > 0 && t < 1 && u >= -1e-9 && u <= 1 + 1e-9) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  const out: Span[] = [];
  for (let i = 1; i < cuts.length; i++) {
    const t0 = cuts[i - 1]!;
    const t1 = cuts[i]!;
    if (t1 - t0 < 1e-12) continue;
    const m = (t0 + t1) / 2;
    if (inside({ x: a.x + dx * m, y: a.y + dy * m })) out.push([t0, t1]);
  }
  return out;
}

/** The stretch of a–b within `r` of point c (a disc), if any. */
function spanInDisc(a: Point, b: Point, c: Point, r: number): Span | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const qa = dx * dx + dy * dy;
  if (qa === 0) return fx * fx + fy * fy <= r * r ? [0, 1] : undefined;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - r * r;
  const disc = qb * qb - 4 * qa * qc;
  if (disc < 0) return undefined;
  const s = Math.sqrt(disc);
  const t0 = Math.max(0, (-qb - s) / (2 * qa));
  const t1 = Math.min(1, (-qb + s) / (2 * qa));
  return t1 > t0 ? [t0, t1] : undefined;
}

/** Spans joined where they touch or overlap, in order. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [t0, t1] of sorted) {
    const last = out[out.length - 1];
    if (last && t0 <= last[1] + 1e-9) last[1] = Math.max(last[1], t1);
    else out.push([t0, t1]);
  }
  return out;
}

/**
 * The stretches of segment a–b that lie inside a shape, as fractions of its length, in order:
 * exact for polygons, rectangles and ellipses; a linear shape is its width's band around its centre
 * line (each leg a rectangle with round ends). Sight read through terrain measures with this.
 */
export function segmentSpans(a: Point, b: Point, shape: Shape): Span[] {
  switch (shape.kind) {
    case 'polygon':
      return spansInRing(a, b, shape.points, (p) => pointInPolygon(p, shape.points));
    case 'rect': {
      const ring = rectCorners(shape);
      return spansInRing(a, b, ring, (p) => pointInPolygon(p, ring));
    }
    case 'ellipse': {
      // In the ellipse's own frame, scaled to a unit circle.
      const toUnit = (p: Point): Point => {
        const q = rotate(p, shape.centre, -shape.rotation);
        return { x: (q.x - shape.centre.x) / shape.rx, y: (q.y - shape.centre.y) / shape.ry };
      };
      const s = spanInDisc(toUnit(a), toUnit(b), { x: 0, y: 0 }, 1);
      return s ? [s] : [];
    }
    case 'polyline': {
      const r = shape.width / 2;
      const pts = shape.points;
      if (pts.length === 1) {
        const s = spanInDisc(a, b, pts[0]!, r);
        return s ? [s] : [];
      }
      const spans: Span[] = [];
      for (let i = 1; i < pts.length; i++) {
        const p = pts[i - 1]!;
        const q = pts[i]!;
        const len = distance(p, q);
        for (const end of [p, q]) {
          const s = spanInDisc(a, b, end, r);
          if (s) spans.push(s);
        }
        if (len === 0) continue;
        const nx = (-(q.y - p.y) / len) * r;
        const ny = ((q.x - p.x) / len) * r;
        const band = [
          { x: p.x + nx, y: p.y + ny },
          { x: q.x + nx, y: q.y + ny },
          { x: q.x - nx, y: q.y - ny },
          { x: p.x - nx, y: p.y - ny },
        ];
        spans.push(...spansInRing(a, b, band, (m) => pointInPolygon(m, band)));
      }
      return mergeSpans(spans);
    }
  }
}

/** How many inches of segment a–b lie inside a shape. */
export function lengthInside(a: Point, b: Point, shape: Shape): number {
  return segmentSpans(a, b, shape).reduce((n, [t0, t1]) => n + (t1 - t0), 0) * distance(a, b);
}

/**
 * The part of a convex area `shape` that lies inside `within` (any area), as a polygon: `within`'s
 * outline clipped edge by edge against `shape`'s (Sutherland–Hodgman, exact for a convex clip), its
 * points to the hundredth of an inch; undefined where they do not overlap. A cloud held inside a wood
 * is cut to the wood this way.
 */
export function areaWithin(shape: AreaShape, within: AreaShape): AreaShape | undefined {
  const clip = ring(shape);
  // Which side of each clip edge is inside: the clip ring's own turning (its signed area).
  let twice = 0;
  for (let i = 0, j = clip.length - 1; i < clip.length; j = i++) twice += clip[j]!.x * clip[i]!.y - clip[i]!.x * clip[j]!.y;
  const turn = twice >= 0 ? 1 : -1;
  let out: Point[] = [...ring(within)];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i]!;
    const b = clip[(i + 1) % clip.length]!;
    const side = (p: Point): number => turn * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const cut = (p: Point, q: Point): Point => {
      const t = side(p) / (side(p) - side(q));
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    };
    const input = out;
    out = [];
    for (let k = 0; k < input.length; k++) {
      const p = input[k]!;
      const q = input[(k + 1) % input.length]!;
      const pIn = side(p) >= -1e-9;
      const qIn = side(q) >= -1e-9;
      if (pIn) out.push(p);
      if (pIn !== qIn) out.push(cut(p, q));
    }
  }
  const r2 = (v: number): number => Math.round(v * 100) / 100;
  const points = out.map((p) => ({ x: r2(p.x), y: r2(p.y) })).filter((p, i, all) => i === 0 || p.x !== all[i - 1]!.x || p.y !== all[i - 1]!.y);
  return points.length >= 3 && Math.abs(polygonArea(points)) > 1e-6 ? { kind: 'polygon', points } : undefined;
}
