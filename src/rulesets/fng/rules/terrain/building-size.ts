import { areaOutline, boundsOf, distance, pointInShape, polygonArea, shapeCentre, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { FngFeature } from './scenario.js';

/**
 * Building Size (FNG 2nd Tour p.40, seed L984): "Buildings come in different sizes with the larger
 * ones being composed of more than one area. For game purposes we need to divide buildings into areas
 * of roughly 6"x6" ... if your building is 6"x8" or even 8"x8" there is no need to call it more than
 * one area". A rectangular building is cut along each side into 6" areas (one up to 8"; else the
 * nearest whole number of 6" lengths); a polygon or an ellipse is cut the same way along its
 * extent's sides, each area the part of its outline in its cell (a cell the outline misses, or barely
 * touches, is none). Firing at a building aims at
 * an area (L1001), and a Building Target roll of 1 passed on one of several areas hits "next closest
 * area at random" (L1013): among those whose middles are nearest the aimed one's, a die picks.
 */

/** A side up to this long is one area (L984: "6"x8" or even 8"x8""). */
export const ONE_AREA_UP_TO = 8;
/** An area is roughly this long (L984). */
export const AREA_INCHES = 6;

/** How many areas a side of this length is cut into. */
export function areasAlong(length: number): number {
  return length <= ONE_AREA_UP_TO + 1e-9 ? 1 : Math.round(length / AREA_INCHES);
}

/** The building's areas, in rows from its top-left corner as drawn (before its rotation). */
export function buildingAreas(feature: Pick<FngFeature, 'shape'>): readonly AreaShape[] {
  const s = feature.shape;
  if (s.kind === 'polyline') return [];
  if (s.kind !== 'rect') return outlineAreas(s);
  const across = areasAlong(s.width);
  const down = areasAlong(s.height);
  if (across === 1 && down === 1) return [s];
  const w = s.width / across;
  const h = s.height / down;
  const centre = { x: s.x + s.width / 2, y: s.y + s.height / 2 };
  const rad = (s.rotation * Math.PI) / 180;
  const turn = (p: Point): Point => {
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    return { x: centre.x + dx * Math.cos(rad) - dy * Math.sin(rad), y: centre.y + dx * Math.sin(rad) + dy * Math.cos(rad) };
  };
  const areas: AreaShape[] = [];
  for (let j = 0; j < down; j++)
    for (let i = 0; i < across; i++) {
      // Each area turns with the building: its own middle turned about the building's, then about itself.
      const mid = turn({ x: s.x + (i + 0.5) * w, y: s.y + (j + 0.5) * h });
      areas.push({ kind: 'rect', x: mid.x - w / 2, y: mid.y - h / 2, width: w, height: h, rotation: s.rotation });
    }
  return areas;
}

/** A part of a polygon smaller than this (square inches) is no area of its own: a sliver of its outline in a cell. */
const SLIVER = 1;

const outlineCache = new WeakMap<AreaShape, readonly AreaShape[]>();

/**
 * A polygon's or an ellipse's areas: its extent cut as a rectangle's is, each cell's part of its
 * outline (Sutherland–Hodgman), slivers left out; one no larger than an area is itself.
 */
function outlineAreas(s: Exclude<AreaShape, { kind: 'rect' }>): readonly AreaShape[] {
  const known = outlineCache.get(s);
  if (known) return known;
  const points = s.kind === 'polygon' ? s.points : areaOutline(s);
  const b = boundsOf(points);
  const across = areasAlong(b.maxX - b.minX);
  const down = areasAlong(b.maxY - b.minY);
  let areas: AreaShape[] = [s];
  if (across > 1 || down > 1) {
    const w = (b.maxX - b.minX) / across;
    const h = (b.maxY - b.minY) / down;
    const cut: AreaShape[] = [];
    for (let j = 0; j < down; j++)
      for (let i = 0; i < across; i++) {
        const part = clipToBox(points, b.minX + i * w, b.minY + j * h, b.minX + (i + 1) * w, b.minY + (j + 1) * h);
        if (part.length >= 3 && Math.abs(polygonArea(part)) >= SLIVER) cut.push({ kind: 'polygon', points: part });
      }
    if (cut.length > 0) areas = cut;
  }
  outlineCache.set(s, areas);
  return areas;
}

/** The part of a polygon inside an upright box (Sutherland–Hodgman, one box side at a time). */
function clipToBox(points: readonly Point[], x0: number, y0: number, x1: number, y1: number): Point[] {
  const sides: readonly { readonly inside: (p: Point) => boolean; readonly cross: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p.x >= x0, cross: (a, b) => at(a, b, (x0 - a.x) / (b.x - a.x)) },
    { inside: (p) => p.x <= x1, cross: (a, b) => at(a, b, (x1 - a.x) / (b.x - a.x)) },
    { inside: (p) => p.y >= y0, cross: (a, b) => at(a, b, (y0 - a.y) / (b.y - a.y)) },
    { inside: (p) => p.y <= y1, cross: (a, b) => at(a, b, (y1 - a.y) / (b.y - a.y)) },
  ];
  let out: Point[] = [...points];
  for (const side of sides) {
    const input = out;
    out = [];
    input.forEach((p, k) => {
      const prev = input[(k + input.length - 1) % input.length]!;
      if (side.inside(p)) {
        if (!side.inside(prev)) out.push(side.cross(prev, p));
        out.push(p);
      } else if (side.inside(prev)) out.push(side.cross(prev, p));
    });
    if (out.length === 0) break;
  }
  return out;
}

const at = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** The index of the area a point lies in (the first, on a shared wall), else of the one whose middle is nearest. */
export function areaIndexAt(areas: readonly AreaShape[], p: Point): number {
  const inside = areas.findIndex((a) => pointInShape(p, a));
  if (inside >= 0) return inside;
  let best = 0;
  areas.forEach((a, i) => {
    if (distance(shapeCentre(a), p) < distance(shapeCentre(areas[best]!), p)) best = i;
  });
  return best;
}

/** The areas nearest the aimed one (their middles' distance; ties all kept), for the hit that goes astray (L1013). */
export function nextClosestAreas(areas: readonly AreaShape[], aimed: number): readonly number[] {
  const from = shapeCentre(areas[aimed]!);
  const others = areas.map((a, i) => ({ i, d: distance(shapeCentre(a), from) })).filter((x) => x.i !== aimed);
  if (others.length === 0) return [];
  const nearest = Math.min(...others.map((x) => x.d));
  return others.filter((x) => x.d <= nearest + 1e-6).map((x) => x.i);
}

/** The area hit instead of the aimed one (L1013): the next closest, a die picking among several as near. */
export function nextAreaHit(areas: readonly AreaShape[], aimed: number, roller: Roller, label: string): { readonly area: number; readonly part?: RolledPart } {
  const near = nextClosestAreas(areas, aimed);
  if (near.length <= 1) return { area: near[0] ?? aimed };
  const pick = roller.roll({ op: 'sum', n: 1, sides: near.length }, label);
  return { area: near[pick.total - 1]!, part: pick };
}
