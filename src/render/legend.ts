import type { BoardRenderViewData, StatusMarker } from '../core/board/view.js';
import { measure, paintArea, paintLine, text, type Ctx } from './draw.js';
import { RENDER_WIDTH } from './layout.js';
import { GREYED, sideColour } from './palette.js';
import { counterWidth, drawCounter, drawSneaker, drawSpoor } from './pieces.js';

const PAD = 32;
const HEADING = 22;
const ROW = 36;

export interface LegendPlan {
  readonly height: number;
  draw(ctx: Ctx, top: number): void;
}

interface KeyItem {
  readonly width: number;
  draw(ctx: Ctx, x: number, midY: number): void;
}

function swatch(ctx: Ctx, view: BoardRenderViewData, type: string, x: number, y: number, w: number, h: number): void {
  const rect = { kind: 'rect' as const, x, y, width: w, height: h, rotation: 0 };
  const bounds = { minX: x, minY: y, maxX: x + w, maxY: y + h };
  const origin = { x, y };
  const area = view.styles.areas[type];
  if (area) {
    paintArea(ctx, rect, bounds, area, origin);
    return;
  }
  const line = view.styles.lines[type];
  ctx.fillStyle = '#E4DDC3';
  ctx.fillRect(x, y, w, h);
  if (line) paintLine(ctx, [{ x, y: y + h / 2 }, { x: x + w, y: y + h / 2 }], h * 0.55, line);
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#777777';
  ctx.strokeRect(x, y, w, h);
}

/** The status badges drawn on this board, in the order of the view's badge table: a pinned Sneaker shows P too. */
export function badgesOn(view: BoardRenderViewData): StatusMarker[] {
  const used = new Set<StatusMarker>(view.units.flatMap((u) => u.markers));
  if (view.markers.some((m) => m.kind === 'sneaker' && m.pinned)) used.add('pinned');
  return Object.keys(view.styles.badges).filter((k) => used.has(k));
}

/** The key: the sides, then only the markers, badges and conventions this board shows. */
function keyItems(ctx: Ctx, view: BoardRenderViewData): KeyItem[] {
  const label = (s: string): number => measure(ctx, s, 16);
  const items: KeyItem[] = view.sides.map((side) => ({
    width: 34 + label(side),
    draw: (c, x, y) => {
      c.fillStyle = sideColour(view.sides, side);
      c.fillRect(x, y - 11, 26, 22);
      c.lineWidth = 2;
      c.strokeStyle = '#111111';
      c.strokeRect(x, y - 11, 26, 22);
      text(c, side, x + 34, y, { size: 16, weight: 'bold', baseline: 'middle' });
    },
  }));
  const has = (kind: 'sneaker' | 'spoor'): boolean => view.markers.some((m) => m.kind === kind);
  if (has('sneaker')) {
    items.push({
      width: 46 + label('Sneaker'),
      draw: (c, x, y) => {
        drawSneaker(c, { kind: 'sneaker', id: 'S', number: 1, side: '', position: { x: 0, y: 0 }, pinned: false }, { x: x + 18, y }, 16, { sides: [], styles: view.styles });
        text(c, 'Sneaker', x + 44, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  if (has('spoor')) {
    items.push({
      width: 46 + label('Spoor'),
      draw: (c, x, y) => {
        drawSpoor(c, { kind: 'spoor', position: { x: 0, y: 0 } }, { x: x + 18, y }, [], false);
        text(c, 'Spoor', x + 44, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  const counters = new Set(view.markers.flatMap((m) => (m.kind === 'counter' ? [m.counter] : [])));
  for (const [kind, style] of Object.entries(view.styles.counters).filter(([k]) => counters.has(k))) {
    const sample = { kind: 'counter' as const, counter: kind, label: '', position: { x: 0, y: 0 } };
    const w = counterWidth(ctx, sample, 30);
    items.push({
      width: w + 8 + label(style.words),
      draw: (c, x, y) => {
        drawCounter(c, sample, x, y - 11, w, 22, { sides: [], styles: view.styles });
        text(c, style.words, x + w + 8, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  for (const b of badgesOn(view).map((k) => view.styles.badges[k]!)) {
    const bw = measure(ctx, b.text, 14, 'bold') + 8;
    items.push({
      width: bw + 8 + label(b.words),
      draw: (c, x, y) => {
        c.fillStyle = b.fill;
        c.fillRect(x, y - 10, bw, 20);
        c.lineWidth = 1.5;
        c.strokeStyle = '#000000';
        c.strokeRect(x, y - 10, bw, 20);
        text(c, b.text, x + bw / 2, y + 1, { size: 14, weight: 'bold', colour: b.ink, align: 'center', baseline: 'middle' });
        text(c, b.words, x + bw + 8, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  if (view.units.some((u) => u.greyed)) {
    items.push({
      width: 34 + label('hidden (own view only)'),
      draw: (c, x, y) => {
        c.fillStyle = GREYED;
        c.fillRect(x, y - 11, 26, 22);
        c.save();
        c.setLineDash([5, 3]);
        c.lineWidth = 2;
        c.strokeStyle = '#333333';
        c.strokeRect(x, y - 11, 26, 22);
        c.restore();
        text(c, 'hidden (own view only)', x + 34, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  if (view.board.kind === 'tabletop') {
    const words = 'grid: 1″ squares, numbered every 6″';
    items.push({
      width: 42 + label(words),
      draw: (c, x, y) => {
        c.fillStyle = '#E4DDC3';
        c.fillRect(x + 2, y - 12, 30, 24);
        c.strokeStyle = 'rgba(0,0,0,0.38)';
        c.lineWidth = 1.5;
        c.strokeRect(x + 2, y - 12, 30, 24);
        c.beginPath();
        c.moveTo(x + 17, y - 12);
        c.lineTo(x + 17, y + 12);
        c.moveTo(x + 2, y);
        c.lineTo(x + 32, y);
        c.lineWidth = 1;
        c.strokeStyle = 'rgba(0,0,0,0.18)';
        c.stroke();
        text(c, words, x + 42, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  if (view.board.zones.length > 0) {
    items.push({
      width: 42 + label('deployment zone'),
      draw: (c, x, y) => {
        c.save();
        c.setLineDash([8, 5]);
        c.lineWidth = 4;
        c.strokeStyle = '#333333';
        c.strokeRect(x + 2, y - 10, 30, 20);
        c.restore();
        text(c, 'deployment zone', x + 42, y, { size: 16, baseline: 'middle' });
      },
    });
  }
  return items;
}

/** Splits words into lines no wider than `width` at 16 px. */
function wrap(ctx: Ctx, s: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(ctx, next, 16) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Measures the legend (terrain, key, things off the map) and returns how to draw it. */
export function planLegend(ctx: Ctx, view: BoardRenderViewData): LegendPlan {
  const width = RENDER_WIDTH - 2 * PAD;
  const colW = width / 2;
  const terrainRows = Math.ceil(view.legend.length / 2);
  const items = keyItems(ctx, view);
  const keyRows: { x: number; item: KeyItem }[][] = [[]];
  let x = 0;
  for (const item of items) {
    if (x > 0 && x + item.width > width) {
      keyRows.push([]);
      x = 0;
    }
    keyRows[keyRows.length - 1]!.push({ x, item });
    x += item.width + 26;
  }
  const offLines = view.offMap.length > 0 ? wrap(ctx, `Not on the map: ${view.offMap.join(', ')}`, width) : [];
  const terrainH = view.legend.length > 0 ? HEADING + 14 + terrainRows * ROW : 0;
  const keyH = HEADING + 14 + keyRows.length * ROW;
  const offH = offLines.length > 0 ? 12 + offLines.length * 22 : 0;
  return {
    height: terrainH + keyH + offH + 8,
    draw: (c, top) => {
      let y = top;
      c.fillStyle = '#C9C2AE';
      c.fillRect(PAD, y - 10, width, 2);
      if (view.legend.length > 0) {
        text(c, 'Terrain', PAD, y + HEADING, { size: 20, weight: 'bold' });
        y += HEADING + 14;
        view.legend.forEach((e, i) => {
          const cx = PAD + (i % 2) * colW;
          const cy = y + Math.floor(i / 2) * ROW;
          swatch(c, view, e.type, cx, cy + 4, 52, 26);
          const lw = text(c, e.label, cx + 62, cy + 23, { size: 16, weight: 'bold', maxWidth: colW - 80 });
          text(c, ` — ${e.detail}`, cx + 62 + lw, cy + 23, { size: 15, colour: '#333333', maxWidth: Math.max(0, colW - 84 - lw) });
        });
        y += terrainRows * ROW;
      }
      text(c, 'Key', PAD, y + HEADING, { size: 20, weight: 'bold' });
      y += HEADING + 14;
      for (const row of keyRows) {
        for (const { x: ix, item } of row) item.draw(c, PAD + ix, y + ROW / 2);
        y += ROW;
      }
      if (offLines.length > 0) {
        y += 12;
        for (const line of offLines) {
          text(c, line, PAD, y + 16, { size: 16, colour: '#333333' });
          y += 22;
        }
      }
    },
  };
}
