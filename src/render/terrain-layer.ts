import { pointAlong, pointInShape, polylineLength, shapeBounds, shapeCentre, type Point, type Shape } from '../core/board/geometry.js';
import { formatHex, hexCentre, hexCorners, sharedHexside, type HexCoord } from '../core/board/hex.js';
import { HEX_LINE, type BoardStyles } from '../core/board/style.js';
import type { BoardMap } from '../core/board/view.js';
import { measure, paintArea, paintLine, text, traceShape, type Ctx } from './draw.js';
import type { MapLayout } from './layout.js';
import { BLANK_HEX, GRID_MAJOR, GRID_MINOR, TABLE_BASE, sideColour } from './palette.js';

type TableMap = Extract<BoardMap, { kind: 'tabletop' }>;
type HexMap = Extract<BoardMap, { kind: 'hex' }>;

/** A shape in inches, moved into pixels. */
function shapeToPixels(shape: Shape, m: MapLayout): Shape {
  const p = (q: Point): Point => ({ x: m.x + q.x * m.scale, y: m.y + q.y * m.scale });
  switch (shape.kind) {
    case 'polygon':
      return { kind: 'polygon', points: shape.points.map(p) };
    case 'polyline':
      return { kind: 'polyline', points: shape.points.map(p), width: shape.width * m.scale };
    case 'ellipse':
      return { ...shape, centre: p(shape.centre), rx: shape.rx * m.scale, ry: shape.ry * m.scale };
    case 'rect': {
      const o = p({ x: shape.x, y: shape.y });
      return { ...shape, x: o.x, y: o.y, width: shape.width * m.scale, height: shape.height * m.scale };
    }
  }
}

function drawTableFeature(ctx: Ctx, f: TableMap['features'][number], styles: BoardStyles, m: MapLayout): void {
  const shape = shapeToPixels(f.shape, m);
  const origin = { x: m.x, y: m.y };
  if (shape.kind === 'polyline') {
    const style = styles.lines[f.type];
    if (style) paintLine(ctx, shape.points, shape.width, style);
    return;
  }
  const style = styles.areas[f.type];
  if (style) paintArea(ctx, shape, shapeBounds(shape), style, origin);
}

/** The table: base cloth, terrain in list order (later on top), deployment zones, then the grid. */
export function drawTabletop(ctx: Ctx, map: TableMap, styles: BoardStyles, m: MapLayout, sides: readonly string[]): void {
  ctx.save();
  ctx.fillStyle = TABLE_BASE;
  ctx.fillRect(m.x, m.y, m.width, m.height);
  ctx.beginPath();
  ctx.rect(m.x, m.y, m.width, m.height);
  ctx.clip();
  for (const f of map.features) drawTableFeature(ctx, f, styles, m);
  for (const z of map.zones) {
    const shape = shapeToPixels(z.shape, m);
    ctx.save();
    traceShape(ctx, shape);
    ctx.setLineDash([14, 8]);
    ctx.lineWidth = 4;
    ctx.strokeStyle = sideColour(sides, z.side);
    ctx.stroke();
    ctx.restore();
  }
  drawInchGrid(ctx, map, m);
  ctx.restore();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#2B2B2B';
  ctx.strokeRect(m.x, m.y, m.width, m.height);
  drawGridLabels(ctx, map, m);
}

function drawInchGrid(ctx: Ctx, map: TableMap, m: MapLayout): void {
  const line = (x0: number, y0: number, x1: number, y1: number): void => {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  };
  for (const major of [false, true]) {
    ctx.beginPath();
    for (let i = 1; i < map.width; i++) if ((i % 6 === 0) === major) line(m.x + i * m.scale, m.y, m.x + i * m.scale, m.y + m.height);
    for (let j = 1; j < map.height; j++) if ((j % 6 === 0) === major) line(m.x, m.y + j * m.scale, m.x + m.width, m.y + j * m.scale);
    ctx.lineWidth = major ? 1.5 : 1;
    ctx.strokeStyle = major ? GRID_MAJOR : GRID_MINOR;
    ctx.stroke();
  }
}

/** Labels every 6″ along the top and left edges (and the far edges at the end). */
function drawGridLabels(ctx: Ctx, map: TableMap, m: MapLayout): void {
  for (let i = 0; i <= map.width; i += 6) {
    text(ctx, `${i}`, m.x + i * m.scale, m.y - 10, { size: 15, align: 'center', colour: '#333333' });
  }
  for (let j = 0; j <= map.height; j += 6) {
    text(ctx, `${j}`, m.x - 8, m.y + j * m.scale, { size: 15, align: 'right', baseline: 'middle', colour: '#333333' });
  }
}

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

/** Feature names, drawn after the grid so they stay readable, each where it overlaps no other name. */
export function drawTableLabels(ctx: Ctx, map: TableMap, m: MapLayout): void {
  const taken: Box[] = [];
  for (const f of map.features) {
    const size = f.shape.kind === 'polyline' ? 14 : 16;
    const w = Math.min(260, measure(ctx, f.name, size)) + 6;
    const h = size + 6;
    const candidates = labelPoints(f.shape).map((p) => ({ x: m.x + p.x * m.scale, y: m.y + p.y * m.scale }));
    const boxAt = (p: Point): Box => ({ x0: p.x - w / 2, y0: p.y - h / 2, x1: p.x + w / 2, y1: p.y + h / 2 });
    const at = candidates.find((p) => !taken.some((t) => overlaps(t, boxAt(p)))) ?? candidates[0]!;
    taken.push(boxAt(at));
    text(ctx, f.name, at.x, at.y, { size, align: 'center', baseline: 'middle', halo: true, colour: '#222222', maxWidth: 260 });
  }
  for (const z of map.zones) {
    const b = shapeBounds(z.shape);
    text(ctx, z.name, m.x + b.minX * m.scale + 8, m.y + b.minY * m.scale + 18, { size: 15, weight: 'bold', halo: true, maxWidth: 300 });
  }
}

const hexKey = (h: HexCoord): string => `${h.col},${h.row}`;

/**
 * The hex map: terrain per hex (the map's ground where no feature covers it), paths through
 * centres, hexsides, zones, outlines and coordinates.
 */
export function drawHexMap(ctx: Ctx, map: HexMap, styles: BoardStyles, m: MapLayout, sides: readonly string[]): void {
  const terrain = new Map<string, string>();
  for (const f of map.features) if (f.kind === 'hexes') for (const h of f.hexes) terrain.set(hexKey(h), f.type);
  const origin = { x: m.x, y: m.y };
  const centreOf = (h: HexCoord): Point => {
    const c = hexCentre(h, m.scale);
    return { x: m.x + c.x, y: m.y + c.y };
  };
  const hexShape = (h: HexCoord): Shape => ({ kind: 'polygon', points: hexCorners(centreOf(h), m.scale) });
  const areaOf = (type: string | undefined) => (type === undefined ? undefined : styles.areas[type]);
  const ground = areaOf(map.ground) ?? BLANK_HEX;

  for (let col = 0; col < map.columns; col++) {
    for (let row = 0; row < map.rows; row++) {
      const h = { col, row };
      const style = areaOf(terrain.get(hexKey(h))) ?? ground;
      const shape = hexShape(h);
      paintArea(ctx, shape, shapeBounds(shape), { ...style, edge: HEX_LINE, edgeWidth: 1 }, origin);
    }
  }
  for (const f of map.features) {
    const style = styles.lines[f.type];
    if (!style) continue;
    if (f.kind === 'path') paintLine(ctx, f.path.map(centreOf), m.scale * 0.22, style);
    if (f.kind === 'hexsides') {
      for (const [a, b] of f.hexsides) {
        const side = sharedHexside(a, b, m.scale);
        if (side) paintLine(ctx, side.map((p) => ({ x: p.x + m.x, y: p.y + m.y })), m.scale * 0.12, { ...style, dash: undefined });
      }
    }
  }
  for (const z of map.zones) {
    ctx.save();
    ctx.setLineDash([10, 6]);
    ctx.lineWidth = 4;
    ctx.strokeStyle = sideColour(sides, z.side);
    for (const h of z.hexes) {
      traceShape(ctx, { kind: 'polygon', points: hexCorners(centreOf(h), m.scale * 0.86) });
      ctx.stroke();
    }
    ctx.restore();
  }
  for (let col = 0; col < map.columns; col++) {
    for (let row = 0; row < map.rows; row++) {
      const c = centreOf({ col, row });
      text(ctx, formatHex({ col, row }), c.x, c.y - m.scale * 0.86 + 4, {
        size: 14,
        align: 'center',
        baseline: 'top',
        colour: '#2E2E2E',
        halo: true,
      });
    }
  }
}

/**
 * Names of hex features, each at the centre of one of its hexes (the middle one first) where it
 * overlaps no other name; a wall's name at the middle of one of its hexsides.
 */
export function drawHexLabels(ctx: Ctx, map: HexMap, m: MapLayout): void {
  const taken: Box[] = [];
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
    const w = Math.min(m.scale * 2.6, measure(ctx, f.name, 14)) + 6;
    const boxAt = (p: Point): Box => ({ x0: p.x - w / 2, y0: p.y - 10, x1: p.x + w / 2, y1: p.y + 10 });
    const spot = spots.find((p) => !taken.some((t) => overlaps(t, boxAt(p)))) ?? spots[0]!;
    taken.push(boxAt(spot));
    text(ctx, f.name, spot.x, spot.y, { size: 14, align: 'center', baseline: 'middle', halo: true, colour: '#222222', maxWidth: m.scale * 2.6 });
  }
}
