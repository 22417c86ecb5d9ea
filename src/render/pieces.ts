import type { Point } from '../core/board/geometry.js';
import type { Badge, BoardStyles } from '../core/board/style.js';
import type { CounterMark, MarkerMark, SneakerMark, SpoorMark, UnitMark } from '../core/board/view.js';
import { badge, drawKept, measure, measurer, roundRect, text, type Ctx } from './draw.js';
import { badgeWidth, hexStackLayout, hexStacks, type StackSlot } from './hex-stack.js';
import { labelRoom, tableLabelLayout, type Box, type TableLabel } from './table-labels.js';
import { sneakerBadgeCentre, sneakerRadius, toPixel, type MapLayout } from './layout.js';
import { DUMMY_COLOUR, GREYED, PLAIN_COUNTER, REAL_COLOUR, inkOn, sideColour } from './palette.js';

/** What pieces are drawn with, from the view: its sides' colours and its ruleset's styles. */
export interface Look {
  readonly sides: readonly string[];
  readonly styles: BoardStyles;
}

function unitColour(u: UnitMark, sides: readonly string[]): string {
  return u.greyed ? GREYED : sideColour(sides, u.side);
}

const badgeWidths = (ctx: Ctx, shown: readonly Badge[]): number[] => shown.map((b) => measure(ctx, b.text, 14, 'bold') + 8);

/** A unit's outline: dashed in its side's colour when greyed (the enemy cannot see it), else a thin black line. */
function unitOutline(ctx: Ctx, greyed: boolean | undefined, edge: string, dash: number[], width: number): void {
  if (greyed) {
    ctx.setLineDash(dash);
    ctx.lineWidth = 3;
    ctx.strokeStyle = edge;
  } else {
    ctx.lineWidth = width;
    ctx.strokeStyle = '#111111';
  }
}

/** The status badges, in a row centred on (cx, cy). */
function statusRow(ctx: Ctx, shown: readonly Badge[], cx: number, cy: number): void {
  if (shown.length === 0) return;
  const widths = badgeWidths(ctx, shown);
  const total = widths.reduce((a, b) => a + b, 0) + 3 * Math.max(0, widths.length - 1);
  let x = cx - total / 2;
  shown.forEach((b, i) => {
    const w = widths[i]!;
    badge(ctx, b.text, x + w / 2, cy, b.fill, b.ink);
    x += w + 3;
  });
}

const badgeKey = (b: Badge): string => `${b.text}\u0001${b.fill}\u0001${b.ink}\u0001${b.cross === true}`;

/** A stand's base on a table: side-coloured (grey if hidden) with its id; a status whose badge is a cross is drawn across it. */
export function drawTableBase(ctx: Ctx, l: TableLabel, look: Look): void {
  const u = l.unit;
  const fill = unitColour(u, look.sides);
  const edge = sideColour(look.sides, u.side);
  const { w, h } = l;
  const key = ['base', u.id, u.greyed === true, fill, edge, w, h, ...l.crosses.map(badgeKey)].join('\u0000');
  drawKept(ctx, key, l.x, l.y, { left: w / 2 + 2, right: w / 2 + 2, up: h / 2 + 2, down: h / 2 + 2 }, (ctx, cx, cy) => {
    const x = cx - w / 2;
    const y = cy - h / 2;
    ctx.save();
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, w, h);
    unitOutline(ctx, u.greyed, edge, [6, 4], 2);
    ctx.strokeRect(x, y, w, h);
    ctx.restore();
    text(ctx, u.id, cx, cy + 1, { size: 14, weight: 'bold', colour: inkOn(fill), align: 'center', baseline: 'middle' });
    for (const cross of l.crosses) {
      ctx.save();
      ctx.strokeStyle = cross.fill;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h);
      ctx.moveTo(x + w, y);
      ctx.lineTo(x, y + h);
      ctx.stroke();
      ctx.restore();
    }
  });
}

/** A stand's words where the layout put them: its status badges and its label; away from the stand, a leader line to it first. */
export function drawTableLabel(ctx: Ctx, l: TableLabel): void {
  if (l.leader) {
    // From the stand's centre to its words, dark over a light line so it reads on any ground.
    ctx.save();
    ctx.lineCap = 'round';
    for (const [colour, width] of [['#FFFFFF', 4], ['#111111', 1.5]] as const) {
      ctx.beginPath();
      ctx.moveTo(l.x, l.y);
      ctx.lineTo(l.leader.x, l.leader.y);
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.stroke();
    }
    ctx.restore();
  }
  if (l.badgeRow) {
    const widths = badgeWidths(ctx, l.badges);
    const half = (widths.reduce((a, b) => a + b, 0) + 3 * (widths.length - 1)) / 2;
    const key = ['badges', ...l.badges.map(badgeKey)].join('\u0000');
    drawKept(ctx, key, l.badgeRow.cx, l.badgeRow.cy, { left: half + 2, right: half + 2, up: 12, down: 12 }, (ctx, x, y) => statusRow(ctx, l.badges, x, y));
  }
  if (l.textLine) text(ctx, l.text, l.textLine.cx, l.textLine.y, { size: 14, align: 'center', halo: true, maxWidth: labelRoom(l.w) });
}

/**
 * A Sneaker token: a numbered "?" in its side's ring, wearing the `pinned` badge when pinned;
 * real/dummy and contents only when the view has them.
 */
export function drawSneaker(ctx: Ctx, s: SneakerMark, c: Point, r: number, look: Look): void {
  const ring = sideColour(look.sides, s.side);
  const pinned = s.pinned ? look.styles.badges.pinned : undefined;
  const contents = s.contents && s.contents.length > 0 ? s.contents.join(', ') : undefined;
  // What it reaches: the pinned badge at its top right, REAL or DUMMY and the contents (at most 240 px wide) below.
  const side = Math.max(r + 5, 0.85 * r + (pinned ? measure(ctx, pinned.text, 14, 'bold') / 2 + 8 : 0), contents ? 126 : 0, s.real !== undefined ? 40 : 0);
  const reach = { left: side, right: side, up: r + 16, down: r + 64 };
  const key = ['sneaker', s.number, ring, r, pinned ? `${pinned.text}\u0001${pinned.fill}\u0001${pinned.ink}` : '', s.real ?? '', contents ?? ''].join('\u0000');
  drawKept(ctx, key, c.x, c.y, reach, (ctx, x, y) => {
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = '#FFFFFF';
    ctx.fill();
    ctx.lineWidth = 5;
    ctx.strokeStyle = ring;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r + 2.5, 0, 2 * Math.PI);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#000000';
    ctx.stroke();
    ctx.restore();
    text(ctx, `?${s.number}`, x, y + 1, { size: Math.max(16, r * 0.8), weight: 'bold', align: 'center', baseline: 'middle' });
    if (pinned) badge(ctx, pinned.text, x + r * 0.85, y - r * 0.85, pinned.fill, pinned.ink);
    let below = y + r + 4;
    if (s.real !== undefined) {
      const b = sneakerBadgeCentre({ x, y }, r);
      badge(ctx, s.real ? 'REAL' : 'DUMMY', b.x, b.y, s.real ? REAL_COLOUR : DUMMY_COLOUR, '#FFFFFF');
      below = b.y + 12;
    }
    if (contents) text(ctx, contents, x, below + 14, { size: 14, align: 'center', halo: true, maxWidth: 240 });
  });
}

/** Spoor: three chevrons of track marks in the side's colour (dark brown if unknown). */
export function drawSpoor(ctx: Ctx, s: SpoorMark, c: Point, sides: readonly string[], label = true): void {
  const colour = s.side === undefined ? '#5A3E1B' : sideColour(sides, s.side);
  const chevrons = (): void => {
    ctx.beginPath();
    for (const dx of [-12, 0, 12]) {
      ctx.moveTo(c.x + dx - 5, c.y - 8);
      ctx.lineTo(c.x + dx + 4, c.y);
      ctx.lineTo(c.x + dx - 5, c.y + 8);
    }
  };
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  chevrons();
  ctx.strokeStyle = '#FFFFFF';
  ctx.lineWidth = 7;
  ctx.stroke();
  chevrons();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3.5;
  ctx.stroke();
  ctx.restore();
  if (label && s.id !== undefined) text(ctx, s.id, c.x, c.y + 24, { size: 14, align: 'center', halo: true });
}

/** Room for a counter's words: 7 px each side. */
const COUNTER_PAD = 14;

/** How wide a marker counter is drawn with its words at 14 px. */
export function counterWidth(ctx: Ctx, k: CounterMark, min = 0): number {
  return Math.max(min, 26, measure(ctx, k.label, 14, 'bold') + COUNTER_PAD);
}

/**
 * A marker counter with its words: filled in its kind's colour, edged in its side's colour when it
 * has a side; round for places on a table, square for the rest.
 */
export function drawCounter(ctx: Ctx, k: CounterMark, x: number, y: number, w: number, h: number, look: Look, textY = y + h / 2 + 1): void {
  const { sides } = look;
  const style = look.styles.counters[k.counter] ?? PLAIN_COUNTER;
  roundRect(ctx, x, y, w, h, style.round ? h / 2 : 3);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.save();
  ctx.lineWidth = k.side === undefined ? 1.5 : 3.5;
  ctx.strokeStyle = k.side === undefined ? style.edge : sideColour(sides, k.side);
  ctx.stroke();
  ctx.restore();
  text(ctx, k.label, x + w / 2, textY, { size: 14, weight: 'bold', colour: style.ink, align: 'center', baseline: 'middle', maxWidth: w - 8 });
}

/** Where a marker counter sits on a table: at its point, kept on the map when the point is on its edge. */
function counterBox(ctx: Ctx, k: CounterMark, m: MapLayout): Box {
  const c = toPixel(m, k.position);
  const w = counterWidth(ctx, k);
  const x = Math.min(Math.max(c.x - w / 2, m.x), m.x + m.width - w);
  const y = Math.min(Math.max(c.y - 12, m.y), m.y + m.height - 24);
  return { x0: x, y0: y, x1: x + w, y1: y + 24 };
}

/** What the stands' words keep clear of: the marker counters, Sneakers and Spoor. */
function markerBoxes(ctx: Ctx, markers: readonly MarkerMark[], m: MapLayout): Box[] {
  const r = sneakerRadius(m.pieceScale ?? m.scale);
  return markers.map((k) => {
    if (k.kind === 'counter') return counterBox(ctx, k, m);
    const c = toPixel(m, k.position);
    return k.kind === 'sneaker' ? { x0: c.x - r - 3, y0: c.y - r - 3, x1: c.x + r + 3, y1: c.y + r + 3 } : { x0: c.x - 18, y0: c.y - 10, x1: c.x + 18, y1: c.y + 10 };
  });
}

/**
 * Units and markers on a table, markers under units: the stands' bases, then their words where
 * `tableLabelLayout` puts them (none over another, nor over a stand, a marker or one of `keep.names`,
 * the map's feature names; all within `keep.bounds`, by default the map and its margins), leader lines
 * to those it moved away.
 */
export function drawTablePieces(
  ctx: Ctx,
  units: readonly UnitMark[],
  markers: readonly MarkerMark[],
  m: MapLayout,
  look: Look,
  keep: { readonly names?: readonly Box[]; readonly bounds?: Box } = {},
): readonly TableLabel[] {
  const { sides } = look;
  for (const k of markers) {
    if (k.kind !== 'counter') continue;
    const b = counterBox(ctx, k, m);
    drawCounter(ctx, k, b.x0, b.y0, b.x1 - b.x0, 24, look);
  }
  for (const k of markers) if (k.kind === 'spoor') drawSpoor(ctx, k, toPixel(m, k.position), sides);
  for (const k of markers) if (k.kind === 'sneaker') drawSneaker(ctx, k, toPixel(m, k.position), sneakerRadius(m.pieceScale ?? m.scale), look);
  const bounds = keep.bounds ?? { x0: 0, y0: m.y - 36, x1: m.x * 2 + m.width, y1: m.y + m.height + 30 };
  const labels = tableLabelLayout(measurer(ctx), units, m, look.styles, [...markerBoxes(ctx, markers, m), ...(keep.names ?? [])], bounds);
  for (const l of labels) drawTableBase(ctx, l, look);
  for (const l of labels) drawTableLabel(ctx, l);
  return labels;
}

/**
 * Units and markers on a hex map: each hex's contents as a column of counters under its
 * coordinate (marker counters, then units, then Sneakers and Spoor), fanned when they do not fit
 * one under another, every counter inside its hex (`hexStackLayout`), then "+n more".
 */
export function drawHexPieces(ctx: Ctx, units: readonly UnitMark[], markers: readonly MarkerMark[], m: MapLayout, look: Look): void {
  for (const { centre, items } of hexStacks(units, markers, m)) {
    const stack = hexStackLayout(measurer(ctx), items, centre, m.scale, look.styles);
    for (const slot of stack.slots) drawHexItem(ctx, slot, look);
    if (stack.more && stack.more.text) {
      text(ctx, stack.more.text, centre.x, stack.more.y, { size: 14, weight: 'bold', align: 'center', baseline: 'middle', halo: true });
    }
  }
}

/** One counter of a hex stack, in its slot: its words in the strip that shows, badges at its right. */
function drawHexItem(ctx: Ctx, slot: StackSlot, look: Look): void {
  const { sides } = look;
  const { item, x, y, w, h } = slot;
  const mid = y + Math.min(slot.strip, h) / 2 + 1;
  if (item.kind === 'unit') {
    const u = item.unit;
    const fill = unitColour(u, sides);
    const edge = sideColour(sides, u.side);
    const rightToLeft = [...slot.badges].reverse();
    const widths = rightToLeft.map((b) => badgeWidth(measurer(ctx), b));
    // What it reaches: the counter, and its badges leftwards from its right edge.
    const badgesReach = widths.reduce((a, bw) => a + bw + 3, 0);
    const reach = { left: Math.max(4, badgesReach - w + 6), up: Math.max(4, 12 - (mid - y)), right: w + 4, down: Math.max(h, mid - y + 12) + 4 };
    const key = ['hex-unit', slot.label, u.greyed === true, fill, edge, w, h, mid - y, ...slot.badges.map((b) => `${b.text}\u0001${b.fill}\u0001${b.ink}`)].join('\u0000');
    drawKept(ctx, key, x, y, reach, (ctx, x, y) => {
      const m = y + (mid - slot.y);
      roundRect(ctx, x, y, w, h, 4);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.save();
      unitOutline(ctx, u.greyed, edge, [5, 3], 1.5);
      ctx.stroke();
      ctx.restore();
      text(ctx, slot.label, x + 5, m, { size: 14, weight: 'bold', colour: inkOn(fill), baseline: 'middle' });
      let bx = x + w - 2;
      rightToLeft.forEach((b, i) => {
        const bw = widths[i]!;
        badge(ctx, b.text, bx - bw / 2, m - 1, b.fill, b.ink);
        bx -= bw + 3;
      });
    });
    return;
  }
  const k = item.marker;
  if (k.kind === 'spoor') {
    drawSpoor(ctx, k, { x: x + w / 2, y: y + h / 2 }, sides, false);
    return;
  }
  if (k.kind === 'counter') {
    drawCounter(ctx, { ...k, label: slot.label }, x, y, w, h, look, mid);
    return;
  }
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = sideColour(sides, k.side);
  ctx.stroke();
  text(ctx, slot.label, x + 8, mid, { size: 14, weight: 'bold', baseline: 'middle' });
  let bx = x + w - 4;
  if (k.real !== undefined) {
    const label = k.real ? 'REAL' : 'DUMMY';
    const bw = measure(ctx, label, 14, 'bold') + 8;
    badge(ctx, label, bx - bw / 2, mid - 1, k.real ? REAL_COLOUR : DUMMY_COLOUR, '#FFFFFF');
    bx -= bw + 3;
  }
  const pinned = look.styles.badges.pinned;
  if (k.pinned && pinned) badge(ctx, 'P', bx - 8, mid - 1, pinned.fill, pinned.ink);
}
