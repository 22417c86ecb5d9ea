import type { Point } from '../core/board/geometry.js';
import { STAND_FOOTPRINT } from '../core/board/placement.js';
import type { Badge, BoardStyles } from '../core/board/style.js';
import type { CounterMark, MarkerMark, SneakerMark, SpoorMark, UnitMark } from '../core/board/view.js';
import { badge, drawKept, measure, measurer, roundRect, text, type Ctx } from './draw.js';
import { badgeWidth, hexStackLayout, hexStacks, type StackSlot } from './hex-stack.js';
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

/** The badges of a unit's markers, in its order; a marker the styles do not draw has none. */
function badgesOf(markers: readonly string[], styles: BoardStyles): Badge[] {
  return markers.flatMap((k) => {
    const b = styles.badges[k];
    return b ? [b] : [];
  });
}

const badgeWidths = (ctx: Ctx, shown: readonly Badge[]): number[] => shown.map((b) => measure(ctx, b.text, 14, 'bold') + 8);

/** How wide a row of badges of these widths is, 3 px apart. */
const rowWidth = (widths: readonly number[]): number => widths.reduce((a, b) => a + b, 0) + 3 * Math.max(0, widths.length - 1);

/** How wide a row of status badges is. */
const statusWidth = (ctx: Ctx, shown: readonly Badge[]): number => rowWidth(badgeWidths(ctx, shown));

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
  const total = rowWidth(widths);
  let x = cx - total / 2;
  shown.forEach((b, i) => {
    const w = widths[i]!;
    badge(ctx, b.text, x + w / 2, cy, b.fill, b.ink);
    x += w + 3;
  });
}

/**
 * A stand on a table: a side-coloured base (grey if hidden) with its id, its type below, statuses
 * above; a status whose badge is a cross is drawn across the base instead.
 */
export function drawTableUnit(ctx: Ctx, u: UnitMark, c: Point, scale: number, look: Look): void {
  const { sides } = look;
  const fill = unitColour(u, sides);
  const edge = sideColour(sides, u.side);
  const badges = badgesOf(u.markers, look.styles);
  const w = Math.max(STAND_FOOTPRINT.width * scale, measure(ctx, u.id, 14, 'bold') + 10);
  const h = Math.max(STAND_FOOTPRINT.depth * scale, 22);
  const label = u.greyed ? `${u.label} · hidden` : u.label;
  const status = badges.filter((b) => !b.cross);
  // What it reaches: the label under it (at most its width, with its halo), the status row above.
  const wide = Math.max(w, Math.max(w + 60, 130) + 8, statusWidth(ctx, status) + 4) / 2;
  const reach = { left: wide, right: wide, up: h / 2 + 11 + 14, down: h / 2 + 14 + 12 };
  const key = [u.id, label, u.greyed === true, fill, edge, w, h, ...badges.map((b) => `${b.text}\u0001${b.fill}\u0001${b.ink}\u0001${b.cross === true}`)].join('\u0000');
  drawKept(ctx, key, c.x, c.y, reach, (ctx, cx, cy) => {
    const x = cx - w / 2;
    const y = cy - h / 2;
    ctx.save();
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, w, h);
    unitOutline(ctx, u.greyed, edge, [6, 4], 2);
    ctx.strokeRect(x, y, w, h);
    ctx.restore();
    text(ctx, u.id, cx, cy + 1, { size: 14, weight: 'bold', colour: inkOn(fill), align: 'center', baseline: 'middle' });
    for (const cross of badges.filter((b) => b.cross)) {
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
    text(ctx, label, cx, y + h + 14, { size: 14, align: 'center', halo: true, maxWidth: Math.max(w + 60, 130) });
    statusRow(ctx, status, cx, y - 11);
  });
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

/** Units and markers on a table, markers under units. */
export function drawTablePieces(ctx: Ctx, units: readonly UnitMark[], markers: readonly MarkerMark[], m: MapLayout, look: Look): void {
  const { sides } = look;
  for (const k of markers) {
    if (k.kind !== 'counter') continue;
    const c = toPixel(m, k.position);
    const w = counterWidth(ctx, k);
    // Points on the table edge keep their counter on the map.
    const x = Math.min(Math.max(c.x - w / 2, m.x), m.x + m.width - w);
    const y = Math.min(Math.max(c.y - 12, m.y), m.y + m.height - 24);
    drawCounter(ctx, k, x, y, w, 24, look);
  }
  for (const k of markers) if (k.kind === 'spoor') drawSpoor(ctx, k, toPixel(m, k.position), sides);
  for (const k of markers) if (k.kind === 'sneaker') drawSneaker(ctx, k, toPixel(m, k.position), sneakerRadius(m.scale), look);
  for (const u of units) drawTableUnit(ctx, u, toPixel(m, u.position), m.scale, look);
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
