import { pointAlong, pointInShape, polylineLength, shapeBounds, shapeCentre, type Point, type Shape } from '../core/board/geometry.js';
import { hexCentre, sharedHexside } from '../core/board/hex.js';
import type { BoardMap } from '../core/board/view.js';
import type { Measure } from './hex-stack.js';
import type { MapLayout } from './layout.js';

type TableMap = Extract<BoardMap, { kind: 'tabletop' }>;
type HexMap = Extract<BoardMap, { kind: 'hex' }>;

/** A name on the map, placed: the PNG's canvas and the page's SVG both draw these, each its own way (always with a halo). */
export interface MapLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly weight: 'normal' | 'bold';
  readonly align: 'left' | 'center';
  readonly baseline: 'alphabetic' | 'middle';
  readonly colour?: string;
  /** Longer texts are cut short with "…" to this width. */
  readonly maxWidth: number;
}

const FEATURE_INK = '#222222';

/**
 * Where a feature's name may go, best first: near the top inside an area (its middle is often
 * covered by a smaller feature drawn over it), then its middle and bottom; along a line, at a third,
 * two thirds, the middle.
 */
function labelPoints(shape: Shape): Point[] {
  if (shape.kind === 'polyline') {
    const len = polylineLength(shape.points);
    return [1 / 3, 2 / 3, 1 / 2, 1 / 6, 5 / 6].map((f) => pointAlong(shape.points, len * f));
  }
  const c = shapeCentre(shape);
  const b = shapeBounds(shape);
  const inside: Point[] = [];
  for (let y = b.minY + 0.9; y < c.y; y += 0.25) {
    if (pointInShape({ x: c.x, y }, shape)) {
      inside.push({ x: c.x, y });
      break;
    }
  }
  for (let y = b.maxY - 0.9; y > c.y; y -= 0.25) {
    if (pointInShape({ x: c.x, y }, shape)) {
      inside.push(c, { x: c.x, y });
      break;
    }
  }
  return inside.length > 0 ? inside : [c];
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The box a placed name covers, in pixels (its halo included). */
export function mapLabelBox(measure: Measure, l: MapLabel): { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } {
  const w = Math.min(measure(l.text, l.size, l.weight), l.maxWidth) + 4;
  const x0 = l.align === 'center' ? l.x - w / 2 : l.x - 2;
  const y0 = l.baseline === 'middle' ? l.y - l.size / 2 - 3 : l.y - l.size - 2;
  return { x0, y0, x1: x0 + w, y1: y0 + l.size + 6 };
}

/** Feature names on a table, each where it overlaps no other name, then the deployment zones' names at their corners. */
export function tableLabels(measure: Measure, map: TableMap, m: MapLayout): MapLabel[] {
  const taken: Box[] = [];
  const out: MapLabel[] = [];
  for (const f of map.features) {
    const size = f.shape.kind === 'polyline' ? 14 : 16;
    const w = Math.min(260, measure(f.name, size)) + 6;
    const h = size + 6;
    const candidates = labelPoints(f.shape).map((p) => ({ x: m.x + p.x * m.scale, y: m.y + p.y * m.scale }));
    const boxAt = (p: Point): Box => ({ x0: p.x - w / 2, y0: p.y - h / 2, x1: p.x + w / 2, y1: p.y + h / 2 });
    const at = candidates.find((p) => !taken.some((t) => overlaps(t, boxAt(p)))) ?? candidates[0]!;
    taken.push(boxAt(at));
    out.push({ text: f.name, x: at.x, y: at.y, size, weight: 'normal', align: 'center', baseline: 'middle', colour: FEATURE_INK, maxWidth: 260 });
  }
  for (const z of map.zones) {
    const b = shapeBounds(z.shape);
    out.push({ text: z.name, x: m.x + b.minX * m.scale + 8, y: m.y + b.minY * m.scale + 18, size: 15, weight: 'bold', align: 'left', baseline: 'alphabetic', maxWidth: 300 });
  }
  return out;
}

/**
 * Names of hex features, each at the centre of one of its hexes (the middle one first) where it
 * overlaps no other name; a wall's name at the middle of one of its hexsides.
 */
export function hexLabels(measure: Measure, map: HexMap, m: MapLayout): MapLabel[] {
  const taken: Box[] = [];
  const out: MapLabel[] = [];
  const at = (p: Point): Point => ({ x: m.x + p.x, y: m.y + p.y });
  for (const f of map.features) {
    let spots: Point[];
    if (f.kind === 'hexsides') {
      spots = f.hexsides.flatMap(([a, b]) => {
        const side = sharedHexside(a, b, m.scale);
        return side ? [at({ x: (side[0].x + side[1].x) / 2, y: (side[0].y + side[1].y) / 2 + 16 })] : [];
      });
    } else {
      const hexes = f.kind === 'hexes' ? f.hexes : f.path;
      const mid = Math.floor(hexes.length / 2);
      spots = hexes
        .map((h, i) => ({ h, d: Math.abs(i - mid) }))
        .sort((p, q) => p.d - q.d)
        .map(({ h }) => at(hexCentre(h, m.scale)));
    }
    if (spots.length === 0) continue;
    const w = Math.min(m.scale * 2.6, measure(f.name, 14)) + 6;
    const boxAt = (p: Point): Box => ({ x0: p.x - w / 2, y0: p.y - 10, x1: p.x + w / 2, y1: p.y + 10 });
    const spot = spots.find((p) => !taken.some((t) => overlaps(t, boxAt(p)))) ?? spots[0]!;
    taken.push(boxAt(spot));
    out.push({ text: f.name, x: spot.x, y: spot.y, size: 14, weight: 'normal', align: 'center', baseline: 'middle', colour: FEATURE_INK, maxWidth: m.scale * 2.6 });
  }
  return out;
}
