import type { Canvas } from 'canvas';
import { PNG_FILTER_NONE, createCanvas } from './canvas.js';
import type { BoardRenderView } from '../core/board/view.js';
import { measure, text, type Ctx } from './draw.js';
import { ensureFonts } from './fonts.js';
import { MAP_MARGIN, RENDER_WIDTH, TITLE_HEIGHT, mapLayout } from './layout.js';
import { planLegend } from './legend.js';
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

function encode(canvas: Canvas): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    canvas.toBuffer(
      (err, buf) => (err ? reject(err) : resolve(buf)),
      'image/png',
      // Unfiltered rows compress these flat fills and textures smaller, and faster, than adaptive
      // filtering; level 3 halves the encoding time of level 6 for about 12% more bytes.
      { compressionLevel: 3, filters: PNG_FILTER_NONE },
    );
  });
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
  const legendTop = layout.y + layout.height + MAP_MARGIN.bottom + 8;
  const canvas = createCanvas(RENDER_WIDTH, Math.ceil(legendTop + legend.height + 16));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  drawTitleBar(ctx, view);
  if (view.board.kind === 'tabletop') {
    drawTabletop(ctx, view.board, view.styles, layout, view.sides);
    drawTableLabels(ctx, view.board, layout);
    drawTablePieces(ctx, view.units, view.markers, layout, view);
  } else {
    drawHexMap(ctx, view.board, view.styles, layout, view.sides);
    drawHexLabels(ctx, view.board, layout);
    drawHexPieces(ctx, view.units, view.markers, layout, view);
  }
  legend.draw(ctx, legendTop);
  return encode(canvas);
}
