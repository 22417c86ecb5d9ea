import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import type { Bounds, Point, Shape } from '../core/board/geometry.js';
import { rectCorners } from '../core/board/geometry.js';
import type { AreaStyle, LineStyle, Pattern } from '../core/board/style.js';
import { createCanvas } from './canvas.js';
import { font } from './fonts.js';
import { HALO, INK } from './palette.js';

export type Ctx = CanvasRenderingContext2D;

const currentFont = new WeakMap<Ctx, string>();

/** Forgets which font `useFont` last set on this context (after `ctx.restore()` put another back). */
export function forgetFont(ctx: Ctx): void {
  currentFont.delete(ctx);
}

/** Sets the font only when it changes: parsing a font string is among node-canvas's slowest calls. */
export function useFont(ctx: Ctx, size: number, weight: 'normal' | 'bold' = 'normal'): void {
  const f = fontOf(size, weight);
  if (currentFont.get(ctx) === f) return;
  ctx.font = f;
  currentFont.set(ctx, f);
}

const fonts = new Map<number, string>();

/** `font(size, weight)`, built once per size and weight (it is asked for on every text drawn). */
function fontOf(size: number, weight: 'normal' | 'bold'): string {
  const key = weight === 'bold' ? -size - 1 : size;
  let f = fonts.get(key);
  if (f === undefined) {
    f = font(size, weight);
    if (fonts.size < 256) fonts.set(key, f);
  }
  return f;
}

/** How many measured widths are kept; past this the oldest are forgotten. */
export const TEXT_WIDTH_CACHE_SIZE = 4096;

const widths = new Map<string, number>();

/**
 * The width of `s` at the context's current font (set through `useFont`). A width depends only on
 * the font and the string (the fonts are bundled, so on no machine setting), and every layout
 * measures the same ids, labels and legend words on every render, so widths are kept.
 */
export function textWidth(ctx: Ctx, s: string): number {
  const f = currentFont.get(ctx) ?? ctx.font;
  const key = `${f}\u0000${s}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  const w = ctx.measureText(s).width;
  widths.set(key, w);
  if (widths.size > TEXT_WIDTH_CACHE_SIZE) widths.delete(widths.keys().next().value!);
  return w;
}

/** Shortens `text` with "…" until it fits `maxWidth` at the current font. */
export function ellipsize(ctx: Ctx, text: string, maxWidth: number): string {
  if (textWidth(ctx, text) <= maxWidth) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(ctx, `${text.slice(0, mid)}…`) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

export interface TextOptions {
  readonly size: number;
  readonly weight?: 'normal' | 'bold';
  readonly colour?: string;
  readonly align?: 'left' | 'center' | 'right';
  readonly baseline?: 'alphabetic' | 'middle' | 'top';
  /** A white outline under the text, for reading it over terrain. */
  readonly halo?: boolean;
  readonly maxWidth?: number;
}

const spriteContexts = new WeakSet<Ctx>();

/**
 * Lets `text` on this context draw each text from a kept image of it (see `textSprite`) instead of
 * laying it out and rasterising it again: for a context with no transform and no clip while text is
 * drawn, which is how a board's pieces, title and legend are drawn.
 */
export function useTextSprites(ctx: Ctx): void {
  spriteContexts.add(ctx);
}

/** How many text images are kept; past this the least recently drawn are dropped. */
export const TEXT_SPRITE_CACHE_SIZE = 1024;

interface Sprite {
  readonly canvas: Canvas;
  /** Where the sprite's top-left goes, relative to the whole-pixel part of the text's anchor. */
  readonly dx: number;
  readonly dy: number;
}

const sprites = new Map<string, Sprite>();

/** The sprite kept under `key`, made the most recently used; or one `make`s, kept, the least recently used dropped past `limit`. */
function keptSprite(cache: Map<string, Sprite>, limit: number, key: string, make: () => Sprite): Sprite {
  let sprite = cache.get(key);
  if (sprite) cache.delete(key);
  else sprite = make();
  cache.set(key, sprite);
  if (cache.size > limit) cache.delete(cache.keys().next().value!);
  return sprite;
}

/**
 * A text as drawn by `text` at an anchor with the same fraction of a pixel, on a transparent image.
 * Copied at a whole-pixel offset, it puts the same glyph coverage on the same pixels as drawing the
 * text there (compositing may round a partly covered pixel one level differently).
 */
function textSprite(ctx: Ctx, shown: string, x: number, y: number, o: TextOptions, colour: string): { sprite: Sprite; fx: number; fy: number } {
  const fx = x - Math.floor(x);
  const fy = y - Math.floor(y);
  const f = currentFont.get(ctx) ?? ctx.font;
  const key = `${f}\u0000${ctx.textAlign}\u0000${ctx.textBaseline}\u0000${o.halo ? 1 : 0}\u0000${colour}\u0000${fx}\u0000${fy}\u0000${shown}`;
  const sprite = keptSprite(sprites, TEXT_SPRITE_CACHE_SIZE, key, () => {
    const m = ctx.measureText(shown);
    const pad = o.halo ? 5 : 3;
    const left = Math.ceil(m.actualBoundingBoxLeft) + pad;
    const top = Math.ceil(m.actualBoundingBoxAscent) + pad;
    const width = Math.max(1, left + Math.ceil(m.actualBoundingBoxRight) + pad + 1);
    const height = Math.max(1, top + Math.ceil(m.actualBoundingBoxDescent) + pad + 1);
    const canvas = createCanvas(width, height);
    const s = canvas.getContext('2d');
    s.font = f;
    s.textAlign = ctx.textAlign;
    s.textBaseline = ctx.textBaseline;
    if (o.halo) {
      s.lineJoin = 'round';
      s.lineWidth = 4;
      s.strokeStyle = HALO;
      s.strokeText(shown, left + fx, top + fy);
    }
    s.fillStyle = colour;
    s.fillText(shown, left + fx, top + fy);
    return { canvas, dx: -left, dy: -top };
  });
  return { sprite, fx, fy };
}

/**
 * How many piece images are kept (`drawKept`); past this the least recently drawn are dropped. A big
 * board has some 150 pieces; an image is 20–90 KB, so the worker keeps at most some 12 MB of them.
 */
export const PIECE_SPRITE_CACHE_SIZE = 256;

const pieceSprites = new Map<string, Sprite>();

/** Room around a piece's anchor that its drawing stays within, in pixels. */
export interface Reach {
  readonly left: number;
  readonly up: number;
  readonly right: number;
  readonly down: number;
}

/**
 * Draws a piece with `draw(ctx, x, y)` from a kept image of it, on a context that draws text from
 * sprites (`useTextSprites`): `key` must name everything the drawing depends on but its anchor
 * (x, y), and the drawing must stay within `reach` of it. A board drawn after a move has most pieces
 * as they were, and one image copied costs a fraction of the shapes and texts drawn again. As with
 * text sprites, the anchor's fraction of a pixel is part of the key, so the image puts the same
 * coverage on the same pixels (compositing may round a partly covered pixel one level differently).
 */
export function drawKept(ctx: Ctx, key: string, x: number, y: number, reach: Reach, draw: (c: Ctx, x: number, y: number) => void): void {
  if (!spriteContexts.has(ctx)) {
    draw(ctx, x, y);
    return;
  }
  const fx = x - Math.floor(x);
  const fy = y - Math.floor(y);
  const full = `${fx}\u0000${fy}\u0000${key}`;
  const sprite = keptSprite(pieceSprites, PIECE_SPRITE_CACHE_SIZE, full, () => {
    const left = Math.ceil(reach.left) + 1;
    const up = Math.ceil(reach.up) + 1;
    const canvas = createCanvas(left + Math.ceil(reach.right) + 2, up + Math.ceil(reach.down) + 2);
    draw(canvas.getContext('2d'), left + fx, up + fy);
    return { canvas, dx: -left, dy: -up };
  });
  ctx.drawImage(sprite.canvas, Math.floor(x) + sprite.dx, Math.floor(y) + sprite.dy);
}

/** Draws text and returns its width. */
export function text(ctx: Ctx, s: string, x: number, y: number, o: TextOptions): number {
  useFont(ctx, o.size, o.weight);
  ctx.textAlign = o.align ?? 'left';
  ctx.textBaseline = o.baseline ?? 'alphabetic';
  const shown = o.maxWidth === undefined ? s : ellipsize(ctx, s, o.maxWidth);
  const colour = o.colour ?? INK;
  if (o.halo) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = 4;
    ctx.strokeStyle = HALO;
  }
  ctx.fillStyle = colour;
  if (spriteContexts.has(ctx)) {
    const { sprite } = textSprite(ctx, shown, x, y, o, colour);
    ctx.drawImage(sprite.canvas, Math.floor(x) + sprite.dx, Math.floor(y) + sprite.dy);
  } else {
    if (o.halo) ctx.strokeText(shown, x, y);
    ctx.fillText(shown, x, y);
  }
  return textWidth(ctx, shown);
}

export function measure(ctx: Ctx, s: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  useFont(ctx, size, weight);
  return textWidth(ctx, s);
}

/** `measure` on this context, as the layout modules take it (`hex-stack.ts`'s `Measure`). */
export function measurer(ctx: Ctx): (s: string, size: number, weight?: 'normal' | 'bold') => number {
  return (s, size, weight) => measure(ctx, s, size, weight);
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.lineTo(x + w - rr, y);
  ctx.arcTo(x + w, y, x + w, y + rr, rr);
  ctx.lineTo(x + w, y + h - rr);
  ctx.arcTo(x + w, y + h, x + w - rr, y + h, rr);
  ctx.lineTo(x + rr, y + h);
  ctx.arcTo(x, y + h, x, y + h - rr, rr);
  ctx.lineTo(x, y + rr);
  ctx.arcTo(x, y, x + rr, y, rr);
  ctx.closePath();
}

/** A small labelled badge centred on (cx, cy); returns its width. */
export function badge(ctx: Ctx, s: string, cx: number, cy: number, fill: string, ink: string, size = 14): number {
  const w = measure(ctx, s, size, 'bold') + 8;
  const h = size + 6;
  roundRect(ctx, cx - w / 2, cy - h / 2, w, h, 4);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#000000';
  ctx.stroke();
  text(ctx, s, cx, cy + 1, { size, weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
  return w;
}

/** Traces an area shape (already in pixels) as the current path. */
export function traceShape(ctx: Ctx, shape: Shape): void {
  ctx.beginPath();
  switch (shape.kind) {
    case 'polygon':
    case 'polyline': {
      shape.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      if (shape.kind === 'polygon') ctx.closePath();
      return;
    }
    case 'rect': {
      rectCorners(shape).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.closePath();
      return;
    }
    case 'ellipse':
      ctx.ellipse(shape.centre.x, shape.centre.y, shape.rx, shape.ry, (shape.rotation * Math.PI) / 180, 0, 2 * Math.PI);
      ctx.closePath();
      return;
  }
}

type TilePattern = Exclude<Pattern, { kind: 'hatch' }>;

const tiles = new Map<string, Canvas>();

/**
 * One period of a repeating texture: `spacing` wide and two rows high (odd rows are shifted half a
 * step), drawn once per thread and then used as a fill pattern.
 */
function tileFor(p: TilePattern): Canvas {
  const key = JSON.stringify(p);
  const cached = tiles.get(key);
  if (cached) return cached;
  const s = p.spacing;
  const tile = createCanvas(s, 2 * s);
  const t = tile.getContext('2d');
  t.fillStyle = p.colour;
  t.strokeStyle = p.colour;
  // Each mark is drawn at every wrapped copy of its anchor, so it continues across tile edges.
  const anchors = [
    { x: 0, y: 0 },
    { x: s / 2, y: s },
  ];
  const copies = (a: { x: number; y: number }) =>
    [-1, 0, 1].flatMap((i) => [-1, 0, 1].map((j) => ({ x: a.x + i * s, y: a.y + j * 2 * s })));
  t.beginPath();
  for (const a of anchors) {
    for (const c of copies(a)) {
      switch (p.kind) {
        case 'trees':
        case 'dots':
          t.moveTo(c.x + p.radius, c.y);
          t.arc(c.x, c.y, p.radius, 0, 2 * Math.PI);
          break;
        case 'tufts':
          t.moveTo(c.x - 3, c.y);
          t.lineTo(c.x - 4, c.y - p.height * 0.8);
          t.moveTo(c.x, c.y);
          t.lineTo(c.x, c.y - p.height);
          t.moveTo(c.x + 3, c.y);
          t.lineTo(c.x + 4, c.y - p.height * 0.8);
          break;
        case 'waves':
          t.moveTo(c.x, c.y);
          t.quadraticCurveTo(c.x + s / 4, c.y - 4, c.x + s / 2, c.y);
          t.quadraticCurveTo(c.x + (3 * s) / 4, c.y + 4, c.x + s, c.y);
          break;
      }
    }
  }
  if (p.kind === 'trees') {
    t.globalAlpha = 0.85;
    t.fill();
  } else if (p.kind === 'dots') t.fill();
  else {
    t.lineWidth = 1.5;
    t.stroke();
  }
  tiles.set(key, tile);
  return tile;
}

/** Draws a texture over `bounds`; the caller has clipped to the shape. Anchored at `origin`. */
export function drawPattern(ctx: Ctx, pattern: Pattern, bounds: Bounds, origin: Point): void {
  if (pattern.kind !== 'hatch') {
    const fill = ctx.createPattern(tileFor(pattern), 'repeat');
    ctx.save();
    ctx.translate(origin.x, origin.y);
    ctx.fillStyle = fill;
    ctx.fillRect(bounds.minX - origin.x - 1, bounds.minY - origin.y - 1, bounds.maxX - bounds.minX + 2, bounds.maxY - bounds.minY + 2);
    ctx.restore();
    return;
  }
  const s = pattern.spacing;
  ctx.strokeStyle = pattern.colour;
  ctx.lineWidth = pattern.width;
  const a = (pattern.angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  const reach = Math.hypot(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) / 2 + s;
  // Lines along (dx, dy), one every `s` along the normal (nx, ny), counted from `origin` so
  // neighbouring features line up.
  const nx = -dy;
  const ny = dx;
  const base = (cx - origin.x) * nx + (cy - origin.y) * ny;
  const along = (cx - origin.x) * dx + (cy - origin.y) * dy;
  ctx.beginPath();
  for (let k = Math.floor((base - reach) / s) * s; k <= base + reach; k += s) {
    const px = origin.x + nx * k + dx * along;
    const py = origin.y + ny * k + dy * along;
    ctx.moveTo(px - dx * reach * 1.5, py - dy * reach * 1.5);
    ctx.lineTo(px + dx * reach * 1.5, py + dy * reach * 1.5);
  }
  ctx.stroke();
}

/** Fills, textures and edges an area shape (in pixels). */
export function paintArea(ctx: Ctx, shape: Shape, bounds: Bounds, style: AreaStyle, origin: Point): void {
  ctx.save();
  if (!style.hollow) {
    traceShape(ctx, shape);
    ctx.fillStyle = style.fill;
    ctx.fill();
    if (style.pattern) {
      ctx.save();
      traceShape(ctx, shape);
      ctx.clip();
      drawPattern(ctx, style.pattern, bounds, origin);
      ctx.restore();
    }
  }
  traceShape(ctx, shape);
  ctx.lineWidth = style.edgeWidth;
  ctx.strokeStyle = style.edge;
  ctx.lineJoin = 'round';
  ctx.setLineDash(style.dashed ? [10, 6] : []);
  ctx.stroke();
  ctx.restore();
}

/** Strokes a linear feature along `points` (pixels) `widthPx` wide. */
export function paintLine(ctx: Ctx, points: readonly Point[], widthPx: number, style: LineStyle): void {
  const w = Math.max(style.minPx, widthPx);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'butt';
  const trace = (): void => {
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  };
  ctx.setLineDash(style.dash ? [...style.dash] : []);
  trace();
  ctx.strokeStyle = style.outer;
  ctx.lineWidth = w;
  ctx.stroke();
  if (style.innerShare < 1) {
    trace();
    ctx.strokeStyle = style.inner;
    ctx.lineWidth = w * style.innerShare;
    ctx.stroke();
  }
  ctx.setLineDash([]);
  if (style.decoration) {
    const step = style.decoration === 'bumps' ? w * 1.2 : 16;
    ctx.fillStyle = style.outer;
    ctx.strokeStyle = style.outer;
    ctx.lineWidth = 2;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      for (let d = step / 2; d < len; d += step) {
        const x = a.x + ux * d;
        const y = a.y + uy * d;
        ctx.beginPath();
        if (style.decoration === 'bumps') {
          ctx.arc(x, y, w * 0.45, 0, 2 * Math.PI);
          ctx.fill();
        } else {
          // Ticks on the downhill (right-hand) side.
          ctx.moveTo(x - uy * (w / 2), y + ux * (w / 2));
          ctx.lineTo(x - uy * (w / 2 + 7), y + ux * (w / 2 + 7));
          ctx.stroke();
        }
      }
    }
  }
  ctx.restore();
}
