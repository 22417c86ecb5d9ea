import { shapeBounds, type Point, type Shape } from '../core/board/geometry.js';
import { formatHex, hexCentre, hexCorners, sharedHexside, type HexCoord } from '../core/board/hex.js';
import { HEX_LINE, type BoardStyles } from '../core/board/style.js';
import type { BoardMap } from '../core/board/view.js';
import { measurer, paintArea, paintLine, text, traceShape, type Ctx } from './draw.js';
import { hexLabels, tableLabels, type MapLabel } from './label-layout.js';
import { shapeToPixels, type MapLayout } from './layout.js';
import { BLANK_HEX, GRID_MAJOR, GRID_MINOR, TABLE_BASE, sideColour } from './palette.js';

type TableMap = Extract<BoardMap, { kind: 'tabletop' }>;
type HexMap = Extract<BoardMap, { kind: 'hex' }>;

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

/** Feature and zone names on a table (`tableLabels`), drawn after the grid so they stay readable. */
export function drawTableLabels(ctx: Ctx, map: TableMap, m: MapLayout): void {
  for (const l of tableLabels(measurer(ctx), map, m)) drawLabel(ctx, l);
}

function drawLabel(ctx: Ctx, l: MapLabel): void {
  text(ctx, l.text, l.x, l.y, { size: l.size, weight: l.weight, align: l.align, baseline: l.baseline, halo: true, maxWidth: l.maxWidth, ...(l.colour ? { colour: l.colour } : {}) });
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

/** Names of hex features (`hexLabels`). */
export function drawHexLabels(ctx: Ctx, map: HexMap, m: MapLayout): void {
  for (const l of hexLabels(measurer(ctx), map, m)) drawLabel(ctx, l);
}
