import { fail, ok, type RuleResult } from '../result.js';
import {
  distance,
  pointAlong,
  pointInShape,
  polylineLength,
  rectsOverlap,
  shapeBounds,
  shapeCentre,
  type Point,
  type Rect,
  type Shape,
} from './geometry.js';

/** A stand's base on the table, in inches: `width` is its frontage, `depth` front to back. */
export interface Footprint {
  readonly width: number;
  readonly depth: number;
}

/**
 * The base drawn and placed for a stand when nothing else is known: 1.5″ frontage × 0.75″ depth, a
 * common 15 mm base. (A ruleset that measures in stand widths keeps its own measure: it is not
 * taken from this.)
 */
export const STAND_FOOTPRINT: Footprint = { width: 1.5, depth: 0.75 };

/** A Sneaker or Spoor marker's footprint: a 1″ token. */
export const MARKER_FOOTPRINT: Footprint = { width: 1, depth: 1 };

/** Space kept between auto-placed stands, in inches. */
export const PLACEMENT_GAP = 0.25;

export function pointInFeature(feature: { readonly shape: Shape }, p: Point): boolean {
  return pointInShape(p, feature.shape);
}

/** The topmost feature at a point: the last one listed that contains it (later features lie on top). */
export function featureAt<F extends { readonly shape: Shape }>(features: readonly F[], p: Point): F | undefined {
  for (let i = features.length - 1; i >= 0; i--) {
    const f = features[i]!;
    if (pointInShape(p, f.shape)) return f;
  }
  return undefined;
}

/** A footprint's rectangle centred on a point. */
export function footprintAt(centre: Point, fp: Footprint = STAND_FOOTPRINT): Rect {
  return { x: centre.x - fp.width / 2, y: centre.y - fp.depth / 2, width: fp.width, height: fp.depth };
}

/** Whether a whole axis-aligned rectangle lies inside an area shape. */
function rectInside(r: Rect, shape: Shape): boolean {
  const xs = [r.x, r.x + r.width / 2, r.x + r.width];
  const ys = [r.y, r.y + r.height / 2, r.y + r.height];
  for (const x of xs) for (const y of ys) if (!pointInShape({ x, y }, shape)) return false;
  if (shape.kind === 'polygon') {
    // A concave polygon may poke a vertex or a notch into the rectangle between the sampled points.
    const e = 1e-9;
    for (const v of shape.points) {
      if (v.x > r.x + e && v.x < r.x + r.width - e && v.y > r.y + e && v.y < r.y + r.height - e) return false;
    }
    const c = [
      { x: r.x, y: r.y },
      { x: r.x + r.width, y: r.y },
      { x: r.x + r.width, y: r.y + r.height },
      { x: r.x, y: r.y + r.height },
    ];
    const pts = shape.points;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      for (let k = 0; k < 4; k++) if (segmentsCross(pts[j]!, pts[i]!, c[k]!, c[(k + 1) % 4]!)) return false;
    }
  }
  return true;
}

/** Whether two segments cross properly (touching ends do not count). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const cross = (o: Point, p: Point, q: Point): number => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  const e = 1e-12;
  return ((d1 > e && d2 < -e) || (d1 < -e && d2 > e)) && ((d3 > e && d4 < -e) || (d3 < -e && d4 > e));
}

export interface PlacementOptions {
  readonly footprint?: Footprint;
  /** Rectangles already taken (other stands, markers): new ones will not overlap them. */
  readonly occupied?: readonly Rect[];
  readonly gap?: number;
}

function areaCandidates(shape: Shape, fp: Footprint, gap: number, occupied: readonly Rect[]): Point[] {
  const b = shapeBounds(shape);
  const stepX = fp.width + gap;
  const stepY = fp.depth + gap;
  let best: Point[] = [];
  for (const fy of [0, 0.5, 0.25, 0.75]) {
    for (const fx of [0, 0.5, 0.25, 0.75]) {
      const found: Point[] = [];
      for (let y = b.minY + gap / 2 + fy * stepY; y + fp.depth <= b.maxY + 1e-9; y += stepY) {
        for (let x = b.minX + gap / 2 + fx * stepX; x + fp.width <= b.maxX + 1e-9; x += stepX) {
          const r: Rect = { x, y, width: fp.width, height: fp.depth };
          if (!rectInside(r, shape)) continue;
          if (occupied.some((o) => rectsOverlap(o, r))) continue;
          found.push({ x: x + fp.width / 2, y: y + fp.depth / 2 });
        }
      }
      if (found.length > best.length) best = found;
    }
  }
  const centre = shapeCentre(shape);
  return best.sort((p, q) => distance(p, centre) - distance(q, centre) || p.y - q.y || p.x - q.x);
}

function lineCandidates(points: readonly Point[], fp: Footprint, gap: number, occupied: readonly Rect[]): Point[] {
  const length = polylineLength(points);
  const step = fp.width + gap;
  const middle = length / 2;
  const found: { p: Point; d: number }[] = [];
  const taken: Rect[] = [...occupied];
  const count = Math.floor(length / step);
  const start = middle - ((count - 1) * step) / 2;
  const along = Array.from({ length: count }, (_, i) => start + i * step).sort(
    (a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b,
  );
  for (const d of along) {
    const p = pointAlong(points, d);
    const r: Rect = { x: p.x - fp.width / 2, y: p.y - fp.depth / 2, width: fp.width, height: fp.depth };
    if (taken.some((o) => rectsOverlap(o, r))) continue;
    taken.push(r);
    found.push({ p, d });
  }
  return found.map((f) => f.p);
}

/**
 * Places `count` stands inside a feature without overlap, nearest its centre first, and returns
 * their centres. In an area feature each whole footprint lies inside the feature; along a linear
 * feature (a road, a wall) the stands line up on its centre line from its middle outwards. The
 * result depends only on the inputs.
 */
export function placeInFeature(
  feature: { readonly name: string; readonly shape: Shape },
  count: number,
  options: PlacementOptions = {},
): RuleResult<Point[], 'board/feature-full'> {
  const fp = options.footprint ?? STAND_FOOTPRINT;
  const gap = options.gap ?? PLACEMENT_GAP;
  const occupied = options.occupied ?? [];
  if (count <= 0) return ok([]);
  const spots =
    feature.shape.kind === 'polyline'
      ? lineCandidates(feature.shape.points, fp, gap, occupied)
      : areaCandidates(feature.shape, fp, gap, occupied);
  if (spots.length < count) return fail('board/feature-full', { feature: feature.name, fits: spots.length, wanted: count });
  return ok(spots.slice(0, count));
}
