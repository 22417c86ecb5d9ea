import { createHash } from 'node:crypto';
import type { Canvas } from 'canvas';
import { createCanvas } from './canvas.js';
import type { BoardRenderView } from '../core/board/view.js';
import { badge, forgetFont, measure, measurer, text, useTextSprites, type Ctx } from './draw.js';
import { mapLabelBox, tableLabels } from './label-layout.js';
import { insetLetterBox, insetsHeight, piecesIn, planInsets, type Inset } from './table-insets.js';
import type { Box } from './table-labels.js';
import { ensureFonts } from './fonts.js';
import { MAP_MARGIN, RENDER_WIDTH, TITLE_HEIGHT, mapLayout, type MapLayout } from './layout.js';
import { planLegend } from './legend.js';
import { StaticRows, encodePng } from './png.js';
import { PAPER, SUBTITLE_TEXT, TITLE_BAR, TITLE_TEXT, TURN_PILL, inkOn, sideColour } from './palette.js';
import { drawHexPieces, drawTablePieces } from './pieces.js';
import { drawHexLabels, drawHexMap, drawTableLabels, drawTabletop } from './terrain-layer.js';

let scratch: Ctx | undefined;

/** A context for measuring text before the real canvas's height is known. */
function measuringContext(): Ctx {
  scratch ??= createCanvas(1, 1).getContext('2d');
  return scratch;
}

function drawTitleBar(ctx: Ctx, view: BoardRenderView): void {
  ctx.fillStyle = TITLE_BAR;
  ctx.fillRect(0, 0, RENDER_WIDTH, TITLE_HEIGHT);
  let right = RENDER_WIDTH - 20;
  if (view.initiative) {
    const words = `Initiative: ${view.initiative.side}${view.initiative.count === undefined ? '' : ` (${view.initiative.count})`}`;
    const w = Math.min(560, measure(ctx, words, 20, 'bold') + 24);
    const fill = sideColour(view.sides, view.initiative.side);
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.roundRect(right - w, 20, w, 40, 8);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#FFFFFF';
    ctx.stroke();
    text(ctx, words, right - w / 2, 41, { size: 20, weight: 'bold', colour: inkOn(fill), align: 'center', baseline: 'middle', maxWidth: w - 16 });
    right -= w + 20;
  }
  if (view.turn) {
    const t = view.turn;
    const words = [`Turn ${t.number}`, t.phase, ...(t.impulse === undefined ? [] : [`${t.impulse} to act`])].join(' · ');
    const w = Math.min(520, measure(ctx, words, 20, 'bold') + 24);
    ctx.fillStyle = TURN_PILL;
    ctx.beginPath();
    ctx.roundRect(right - w, 20, w, 40, 8);
    ctx.fill();
    if (t.impulse !== undefined) {
      // The side to act underlines the pill in its colour.
      ctx.fillStyle = sideColour(view.sides, t.impulse);
      ctx.fillRect(right - w + 8, 52, w - 16, 5);
    }
    text(ctx, words, right - w / 2, 39, { size: 20, weight: 'bold', colour: TITLE_TEXT, align: 'center', baseline: 'middle', maxWidth: w - 16 });
    right -= w + 20;
  }
  text(ctx, view.title, 24, 36, { size: 28, weight: 'bold', colour: TITLE_TEXT, maxWidth: right - 24 });
  text(ctx, `${view.campaign} · ${view.audience}`, 24, 64, { size: 17, colour: SUBTITLE_TEXT, maxWidth: right - 24 });
}

/**
 * PNG options for a board image of each kind (and the bench's blank baseline of that kind). Rows are
 * always unfiltered (see png.ts): unfiltered rows compress these flat fills and textures smaller, and
 * faster, than adaptive filtering (sub, up, paeth or all: 10–25% more bytes). Level 5 (lazy
 * matching) makes a hex map 9% smaller than level 3 for about 40% more encoding time, and level 6
 * would save only 2% more; a table, the bigger image (its textures crossed by the inch grid), saves
 * 7% more at level 6 (the 48×72″ bench table 587 KB instead of 635) for about 20% more encoding time.
 */
export function pngOptionsFor(kind: BoardRenderView['board']['kind']): { readonly compressionLevel: 5 | 6 } {
  return kind === 'tabletop' ? TABLE_PNG : HEX_PNG;
}

const TABLE_PNG = { compressionLevel: 6 } as const;
const HEX_PNG = { compressionLevel: 5 } as const;

/**
 * A board canvas as a PNG with its kind's options; with `base`, the static layer at its top, whose
 * rows are deflated once per scenario (see png.ts). A board canvas is opaque: it is filled (the static
 * layer, itself paper first, copied; paper below it) before anything is drawn, and everything after
 * is drawn over it. The bench's blank reference (paper) is encoded here too.
 */
export function encodeBoardPng(canvas: Canvas, kind: BoardRenderView['board']['kind'], base?: StaticRows): Promise<Buffer> {
  return encodePng(canvas, { level: pngOptionsFor(kind).compressionLevel, opaque: true, ...(base ? { base } : {}) });
}

/** How many scenarios' static layers are kept (each is a full-width image, some 15 MB). */
export const STATIC_LAYER_CACHE_SIZE = 3;

/**
 * The drawing state the static layer's calls leave behind (text() and a few strokes set these without
 * save/restore). Pieces and legend were drawn after those calls on the same context, and some of
 * their strokes read it (a swatch's corner joins), so each render starts its pieces from it.
 */
interface LeftState {
  readonly lineJoin: Ctx['lineJoin'];
  readonly lineCap: Ctx['lineCap'];
  readonly lineWidth: number;
  readonly miterLimit: number;
  readonly strokeStyle: string;
  readonly fillStyle: string;
  readonly textAlign: Ctx['textAlign'];
  readonly textBaseline: Ctx['textBaseline'];
  readonly globalAlpha: number;
  readonly lineDash: number[];
}

interface StaticLayer {
  readonly canvas: Canvas;
  readonly left: LeftState;
  /** Its rows as the PNG encoder sees them, and those deflated so far (made at the first render). */
  rows?: StaticRows;
}

function leftState(ctx: Ctx): LeftState {
  return {
    lineJoin: ctx.lineJoin,
    lineCap: ctx.lineCap,
    lineWidth: ctx.lineWidth,
    miterLimit: ctx.miterLimit,
    strokeStyle: String(ctx.strokeStyle),
    fillStyle: String(ctx.fillStyle),
    textAlign: ctx.textAlign,
    textBaseline: ctx.textBaseline,
    globalAlpha: ctx.globalAlpha,
    lineDash: ctx.getLineDash(),
  };
}

function restoreState(ctx: Ctx, s: LeftState): void {
  ctx.lineJoin = s.lineJoin;
  ctx.lineCap = s.lineCap;
  ctx.lineWidth = s.lineWidth;
  ctx.miterLimit = s.miterLimit;
  ctx.strokeStyle = s.strokeStyle;
  ctx.fillStyle = s.fillStyle;
  ctx.textAlign = s.textAlign;
  ctx.textBaseline = s.textBaseline;
  ctx.globalAlpha = s.globalAlpha;
  ctx.setLineDash(s.lineDash);
}

const staticLayers = new Map<string, StaticLayer>();

/** Everything the static layer is drawn from: the map, its styles and the side list (zone colours). */
function staticKey(view: BoardRenderView, height: number): string {
  const inputs = JSON.stringify([view.board, view.styles, view.sides, height]);
  return createHash('sha256').update(inputs).digest('base64');
}

/**
 * The part of the image that never changes within a scenario — paper, terrain, deployment zones,
 * grid, grid and feature labels — from the top of the image down to the legend, drawn once and then
 * copied under each render's title bar, pieces and legend. Copied at (0, 0), its pixels are exactly
 * those the same calls would draw on the board canvas.
 */
function staticLayer(view: BoardRenderView, layout: ReturnType<typeof mapLayout>, height: number): StaticLayer {
  const key = staticKey(view, height);
  const hit = staticLayers.get(key);
  if (hit) {
    staticLayers.delete(key);
    staticLayers.set(key, hit);
    return hit;
  }
  const layer = createCanvas(RENDER_WIDTH, height);
  const ctx = layer.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, layer.width, layer.height);
  if (view.board.kind === 'tabletop') {
    drawTabletop(ctx, view.board, view.styles, layout, view.sides);
    drawTableLabels(ctx, view.board, layout);
  } else {
    drawHexMap(ctx, view.board, view.styles, layout, view.sides);
    drawHexLabels(ctx, view.board, layout);
  }
  const made: StaticLayer = { canvas: layer, left: leftState(ctx) };
  staticLayers.set(key, made);
  if (staticLayers.size > STATIC_LAYER_CACHE_SIZE) staticLayers.delete(staticLayers.keys().next().value!);
  return made;
}

/** How many static layers are kept (for tests of the bound). */
export function cachedStaticLayers(): number {
  return staticLayers.size;
}

/** Board canvases not in use, kept for the next render of the same size. */
const freeCanvases: Canvas[] = [];
/** How many unused board canvases are kept (each some 10–16 MB). */
const FREE_CANVASES = 2;

/**
 * A board canvas of that size: a kept one when there is one. A new 16 MB canvas on every render was
 * 16 MB of external memory a render, and V8 answers that with a full collection every few renders.
 */
function takeCanvas(width: number, height: number): Canvas {
  const i = freeCanvases.findIndex((c) => c.width === width && c.height === height);
  return i >= 0 ? freeCanvases.splice(i, 1)[0]! : createCanvas(width, height);
}

function giveBack(canvas: Canvas): void {
  freeCanvases.push(canvas);
  if (freeCanvases.length > FREE_CANVASES) freeCanvases.shift();
}

const INSET_EDGE = '#1E2A38';

/** Where an inset's patch is, on the map: a dashed frame and its letter at its top-left corner; returns the letter's box. */
function insetMark(ctx: Ctx, inset: Inset, m: MapLayout): Box {
  const r = inset.region;
  const x = m.x + r.x * m.scale;
  const y = m.y + r.y * m.scale;
  ctx.save();
  ctx.setLineDash([10, 6]);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INSET_EDGE;
  ctx.strokeRect(x, y, r.width * m.scale, r.height * m.scale);
  ctx.restore();
  const w = badge(ctx, inset.letter, x + 12, y + 12, INSET_EDGE, '#FFFFFF');
  return { x0: x + 12 - w / 2, y0: y + 2, x1: x + 12 + w / 2, y1: y + 22 };
}

/**
 * An inset: its patch of the map's static layer magnified into its panel, then the pieces there drawn
 * again over it at the map's size and laid out anew, within the panel; its letter and magnification
 * over it.
 */
function drawInset(ctx: Ctx, inset: Inset, map: Canvas, m: MapLayout, view: BoardRenderView): void {
  const p = inset.panel;
  const r = inset.region;
  const w = p.x1 - p.x0;
  const h = p.y1 - p.y0;
  text(ctx, `${inset.letter}: ${inset.zoom}× — ${inset.units.join(', ')}`, p.x0, p.y0 - 9, { size: 15, weight: 'bold', colour: INSET_EDGE, maxWidth: w });
  ctx.save();
  ctx.beginPath();
  ctx.rect(p.x0, p.y0, w, h);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(map, m.x + r.x * m.scale, m.y + r.y * m.scale, r.width * m.scale, r.height * m.scale, p.x0, p.y0, w, h);
  const there = piecesIn(inset, view.units, view.markers);
  drawTablePieces(ctx, there.units, there.markers, inset.layout, view, { bounds: p, names: [insetLetterBox(inset)] });
  ctx.restore();
  ctx.save();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INSET_EDGE;
  ctx.strokeRect(p.x0, p.y0, w, h);
  ctx.restore();
  badge(ctx, inset.letter, p.x0 + 12, p.y0 + 12, INSET_EDGE, '#FFFFFF');
}

/**
 * Draws a projected board view as a PNG, 1600 px wide: title bar (scenario, campaign, whose view,
 * initiative, turn and phase), the map with terrain, grid and pieces, and a legend. Only what the view holds is
 * drawn, so a viewer's image can show nothing they may not know; every style comes from the view
 * too (its ruleset's, as data). Same view, same bytes.
 */
export async function renderBoard(view: BoardRenderView): Promise<Buffer> {
  ensureFonts();
  const layout = mapLayout(view.board);
  const legend = planLegend(measuringContext(), view);
  const below = layout.y + layout.height + MAP_MARGIN.bottom;
  const insets = view.board.kind === 'tabletop' ? planInsets(measurer(measuringContext()), view.units, layout, view.board, { left: MAP_MARGIN.left, top: below, width: RENDER_WIDTH - MAP_MARGIN.left - MAP_MARGIN.right }) : [];
  const legendTop = below + 8 + insetsHeight(insets);
  const canvas = takeCanvas(RENDER_WIDTH, Math.ceil(legendTop + legend.height + 16));
  const ctx = canvas.getContext('2d');
  // A kept canvas keeps its last drawing state too: saved here, put back before it is given back.
  ctx.save();
  // The static layer ends above the legend's rule (drawn 10 px above legendTop), on plain paper. It
  // is opaque, so copying its pixels ('copy', a plain blit) gives what drawing it over would.
  const layer = staticLayer(view, layout, Math.floor(legendTop) - 12);
  ctx.globalCompositeOperation = 'copy';
  ctx.drawImage(layer.canvas, 0, 0);
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, layer.canvas.height, canvas.width, canvas.height - layer.canvas.height);
  useTextSprites(ctx);
  drawTitleBar(ctx, view);
  restoreState(ctx, layer.left);
  if (view.board.kind === 'tabletop') {
    const measure = measurer(ctx);
    const marks = insets.map((i) => insetMark(ctx, i, layout));
    drawTablePieces(ctx, view.units, view.markers, layout, view, { names: [...tableLabels(measure, view.board, layout).map((l) => mapLabelBox(measure, l)), ...marks] });
    for (const i of insets) drawInset(ctx, i, layer.canvas, layout, view);
  } else drawHexPieces(ctx, view.units, view.markers, layout, view);
  legend.draw(ctx, legendTop);
  ctx.restore();
  forgetFont(ctx);
  try {
    layer.rows ??= StaticRows.of(layer.canvas, pngOptionsFor(view.board.kind).compressionLevel, true, TITLE_HEIGHT);
    return await encodeBoardPng(canvas, view.board.kind, layer.rows);
  } finally {
    giveBack(canvas);
  }
}
