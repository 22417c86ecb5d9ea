import type { Point, Shape } from '../core/board/geometry.js';
import { hexCentre, hexGridExtent } from '../core/board/hex.js';
import { isHexPosition, type BoardMap, type BoardPosition } from '../core/board/view.js';

/** Every image is this wide: readable on a phone, with no text below 14 px. */
export const RENDER_WIDTH = 1600;
export const TITLE_HEIGHT = 80;
/** Room around the map for the grid's labels. */
export const MAP_MARGIN = { left: 52, right: 52, top: 40, bottom: 36 } as const;
/**
 * The tallest map drawn; taller boards are drawn at a smaller scale. A 48×72″ table comes out at
 * 25 px per inch (1200 × 1800 px of map), about 3.9 megapixels in all rather than 4.6, and its PNG
 * a quarter smaller; labels keep their sizes (never below 14 px).
 */
const MAP_MAX_HEIGHT = 1800;

/** Where the map sits in the image. */
export interface MapLayout {
  readonly kind: 'tabletop' | 'hex';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Pixels per inch on a table; the hexes' circumradius in pixels on a hex map. */
  readonly scale: number;
  /** Pixels per inch pieces are sized by, where not `scale` (a zoomed inset draws the map's pieces farther apart, not larger). */
  readonly pieceScale?: number;
}

export function mapLayout(board: BoardMap): MapLayout {
  const room = RENDER_WIDTH - MAP_MARGIN.left - MAP_MARGIN.right;
  const top = TITLE_HEIGHT + MAP_MARGIN.top;
  if (board.kind === 'tabletop') {
    const scale = Math.min(room / board.width, MAP_MAX_HEIGHT / board.height);
    const width = board.width * scale;
    return { kind: 'tabletop', x: MAP_MARGIN.left + (room - width) / 2, y: top, width, height: board.height * scale, scale };
  }
  const unit = hexGridExtent(board, 1);
  const scale = Math.min(room / unit.width, MAP_MAX_HEIGHT / unit.height);
  const width = unit.width * scale;
  return { kind: 'hex', x: MAP_MARGIN.left + (room - width) / 2, y: top, width, height: unit.height * scale, scale };
}

/** The pixel at a board position: a point in inches, or a hex's centre. */
export function toPixel(layout: MapLayout, p: BoardPosition): Point {
  if (isHexPosition(p)) {
    const c = hexCentre(p, layout.scale);
    return { x: layout.x + c.x, y: layout.y + c.y };
  }
  return { x: layout.x + p.x * layout.scale, y: layout.y + p.y * layout.scale };
}

/** Where a Sneaker's real/dummy badge goes, relative to the token's centre and radius. */
export function sneakerBadgeCentre(centre: Point, radius: number): Point {
  return { x: centre.x, y: centre.y + radius + 13 };
}

/** A Sneaker token's radius on a table at `scale` px per inch. */
export function sneakerRadius(scale: number): number {
  return Math.max(18, 0.5 * scale);
}

/** A shape in inches, moved into pixels. */
export function shapeToPixels(shape: Shape, m: MapLayout): Shape {
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
