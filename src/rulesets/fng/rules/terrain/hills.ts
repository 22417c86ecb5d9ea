import { distance, distanceToSegment, distanceToShapeEdge, pointInShape, segmentSpans, shapeCentre, type AreaShape, type Point, type Shape } from '../../../../core/board/geometry.js';

/**
 * Hills (FNG 2nd Tour, Hill, seed L1154, L1164; sand dunes count as hills, L1196): a hill blocks line
 * of sight between figures on opposite sides of its centre or ridgeline; figures within 1″ of the
 * crest see and are seen, and are in cover from direct fire from the far side. A scenario gives a
 * hill as an outline only, so its crest is read from it: the ridge runs along the outline's long
 * axis through its middle, as long as the hill is longer than it is wide (a round hill's crest is its
 * middle). The ground rises evenly from the foot to 1″ short of the crest (`heightOn`); a line of
 * sight is blocked where the hill rises above it by more than a man's eye (`EYE_SHARE`).
 */

/** Within this many inches of the crest a figure sees and is seen over the hill (L1164). */
export const CREST_BAND = 1;

/**
 * How far the ground between two figures may rise above the straight line from one to the other
 * before it hides them, as a share of the hill's height: a man's eye, some 6′ of a 12′–30′ hill
 * (L1154). Our reading; the seed says only "opposite sides of its center or ridgeline".
 */
export const EYE_SHARE = 0.3;

/** A hill's crest: its ridge from `a` to `b` (one point for a round hill). */
export interface Crest {
  readonly a: Point;
  readonly b: Point;
}

/** The direction of an area's long axis and its half-length and half-width along it, through its middle. */
function axes(shape: AreaShape): { readonly centre: Point; readonly dir: Point; readonly half: number; readonly across: number } {
  const centre = shapeCentre(shape);
  let angle: number;
  switch (shape.kind) {
    case 'ellipse':
      angle = ((shape.rotation + (shape.rx >= shape.ry ? 0 : 90)) * Math.PI) / 180;
      break;
    case 'rect':
      angle = ((shape.rotation + (shape.width >= shape.height ? 0 : 90)) * Math.PI) / 180;
      break;
    case 'polygon': {
      // The outline's second moments of area about its middle: the long axis is their principal one.
      let a = 0;
      let xx = 0;
      let yy = 0;
      let xy = 0;
      const pts = shape.points;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const p = { x: pts[j]!.x - centre.x, y: pts[j]!.y - centre.y };
        const q = { x: pts[i]!.x - centre.x, y: pts[i]!.y - centre.y };
        const c = p.x * q.y - q.x * p.y;
        a += c / 2;
        xx += (c * (p.x * p.x + p.x * q.x + q.x * q.x)) / 12;
        yy += (c * (p.y * p.y + p.y * q.y + q.y * q.y)) / 12;
        xy += (c * (p.x * q.y + 2 * p.x * p.y + 2 * q.x * q.y + q.x * p.y)) / 24;
      }
      angle = a === 0 ? 0 : 0.5 * Math.atan2((2 * xy) / a, (xx - yy) / a);
      break;
    }
  }
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  // Half the chord through the middle, the shorter side of it, along and across the axis.
  const reach = (d: Point): number => {
    const far = 1e4;
    const spans = segmentSpans({ x: centre.x - d.x * far, y: centre.y - d.y * far }, { x: centre.x + d.x * far, y: centre.y + d.y * far }, shape);
    const mid = spans.find(([t0, t1]) => t0 <= 0.5 && t1 >= 0.5);
    return mid ? Math.min(0.5 - mid[0], mid[1] - 0.5) * 2 * far : 0;
  };
  return { centre, dir, half: reach(dir), across: reach({ x: -dir.y, y: dir.x }) };
}

/** A hill's crest, read from its outline: its ridge along the long axis, as long as the hill is longer than wide. */
export function crestOf(shape: AreaShape): Crest {
  const { centre, dir, half, across } = axes(shape);
  const r = Math.max(0, half - across);
  return { a: { x: centre.x - dir.x * r, y: centre.y - dir.y * r }, b: { x: centre.x + dir.x * r, y: centre.y + dir.y * r } };
}

/** How far a point is from the crest. */
export function fromCrest(crest: Crest, p: Point): number {
  return distanceToSegment(p, crest.a, crest.b);
}

/**
 * How high a point stands on a hill, as a share of its height: 0 off it and at its foot, 1 within
 * 1″ of the crest, evenly between.
 */
export function heightOn(shape: Shape, crest: Crest, p: Point): number {
  if (shape.kind === 'polyline' || !pointInShape(p, shape)) return 0;
  const up = Math.max(0, fromCrest(crest, p) - CREST_BAND);
  if (up === 0) return 1;
  const edge = distanceToShapeEdge(p, shape);
  return edge / (up + edge);
}

/** How finely a line's way over a hill is read, in inches. */
const STEP = 0.25;

/** Whether a hill stands between `from` and `to`: the ground rises above the straight line between their heights by more than a man's eye. */
export function crestBlocks(shape: AreaShape, from: Point, to: Point): boolean {
  const crest = crestOf(shape);
  const hFrom = heightOn(shape, crest, from);
  const hTo = heightOn(shape, crest, to);
  const len = distance(from, to);
  for (const [t0, t1] of segmentSpans(from, to, shape)) {
    const n = Math.max(1, Math.ceil(((t1 - t0) * len) / STEP));
    for (let i = 0; i <= n; i++) {
      const t = t0 + ((t1 - t0) * i) / n;
      const q = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
      if (heightOn(shape, crest, q) - (hFrom + (hTo - hFrom) * t) > EYE_SHARE + 1e-9) return true;
    }
  }
  return false;
}

/**
 * Cover from the crest (L1164): a target within 1″ of it is in cover from direct fire from a shooter
 * on the opposite side — one off the crest whose side of the ridge is not the target's (a target
 * on the ridge line itself, or atop a round hill, has the crest before him from every side).
 */
export function crestCovers(shape: AreaShape, target: Point, shooter: Point): boolean {
  if (!pointInShape(target, shape)) return false;
  const crest = crestOf(shape);
  if (fromCrest(crest, target) > CREST_BAND + 1e-9 || fromCrest(crest, shooter) <= CREST_BAND + 1e-9) return false;
  const mid = { x: (crest.a.x + crest.b.x) / 2, y: (crest.a.y + crest.b.y) / 2 };
  const t = { x: target.x - mid.x, y: target.y - mid.y };
  const s = { x: shooter.x - mid.x, y: shooter.y - mid.y };
  const along = { x: crest.b.x - crest.a.x, y: crest.b.y - crest.a.y };
  const len = Math.hypot(along.x, along.y);
  // Atop a round hill: cover from anyone below on the far side of its top.
  if (len < 1e-9) return Math.hypot(t.x, t.y) < ON_CREST || t.x * s.x + t.y * s.y < 0;
  // Along a ridge: cover from the far side of the ridge line.
  const across = (d: Point): number => (along.x * d.y - along.y * d.x) / len;
  return Math.abs(across(t)) < ON_CREST || across(t) * across(s) < 0;
}

/** A target this close to the crest line stands on it: the crest is before him from either side. */
const ON_CREST = 0.25;
