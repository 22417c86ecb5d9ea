import type { Point } from '../core/board/geometry.js';
import type { Badge, BoardStyles } from '../core/board/style.js';
import { isHexPosition, type MarkerMark, type UnitMark } from '../core/board/view.js';
import { toPixel, type MapLayout } from './layout.js';

/**
 * How wide a text is drawn at a size and weight, in pixels: a canvas's measure for the PNG, the
 * bundled font's advance widths for the page's SVG (`glyph-widths.ts`). Layout takes it as a
 * function so that both draw stacks from this one module, and the page never loads node-canvas.
 */
export type Measure = (s: string, size: number, weight?: 'normal' | 'bold') => number;

/** One piece of a hex's stack: a unit's counter, or a marker. */
export type StackItem = { readonly kind: 'unit'; readonly unit: UnitMark } | { readonly kind: 'marker'; readonly marker: MarkerMark };

/** Counters are this tall; words on them are 14 px bold. */
export const COUNTER_HEIGHT = 22;
const LABEL_SIZE = 14;
/** Counters one under the other with this much between them while the hex has room… */
const FULL_PITCH = COUNTER_HEIGHT + 3;
/** …then fanned, each covering the one before but its strip of words. */
const FAN_PITCH = 18;
/** Room kept at the hex's top for its coordinate, and at its bottom edge. */
const COORDINATE_ROOM = 24;
const BOTTOM_ROOM = 3;
/** Kept between a counter's edge and the hexside, for its outline. */
const EDGE_ROOM = 2;
/** Room around a unit's words: 5 px to the left, 5 px before its badges. */
const UNIT_PAD = 10;
/** Room around a marker counter's words: 4 px each side. */
const MARKER_PAD = 8;

const SQRT3 = Math.sqrt(3);

/**
 * Half the width of a flat-topped hex of circumradius `scale` at `dy` above or below its centre:
 * the hexside slopes inwards from the middle (width 2 × scale) to the flat top and bottom (scale).
 */
export function hexHalfWidth(scale: number, dy: number): number {
  return scale - Math.abs(dy) / SQRT3;
}

/**
 * The longest of `candidates` that fits `room` at 14 px bold; failing all, the longest run of the
 * last one's first words that fits (never half a word, never an unclosed bracket or a dangling
 * colon); '' when not even its first word fits.
 */
export function fitWords(measure: Measure, candidates: readonly string[], room: number): string {
  const fits = (s: string): boolean => measure(s, LABEL_SIZE, 'bold') <= room;
  for (const c of candidates) if (fits(c)) return c;
  const words = (candidates[candidates.length - 1] ?? '').split(' ');
  for (let k = words.length - 1; k >= 1; k--) {
    const s = words.slice(0, k).join(' ').replace(/[\s:,;·–—-]+$/, '');
    if (s.split('(').length !== s.split(')').length) continue;
    if (s && fits(s)) return s;
  }
  return '';
}

/** A counter's place in its hex, and what is written on it. */
export interface StackSlot {
  readonly item: StackItem;
  /** Its whole rectangle, the part a later counter covers included. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** How much of it shows from its top: all of it, or the strip a fanned stack leaves. */
  readonly strip: number;
  /** Its words, fitted to `room`. */
  readonly label: string;
  readonly room: number;
  /** The status badges it shows, those that fit, in order. */
  readonly badges: readonly Badge[];
}

/** A hex's stack as drawn: its counters, and a "+n more" line for those with no room. */
export interface HexStack {
  readonly slots: readonly StackSlot[];
  readonly more?: { readonly text: string; readonly y: number; readonly room: number };
}

/** A badge's width on a counter. */
export function badgeWidth(measure: Measure, b: Badge): number {
  return measure(b.text, LABEL_SIZE, 'bold') + 8;
}

/**
 * Where each piece of a hex's stack goes (centre `c`, circumradius `scale`): one under another below
 * the coordinate; when they do not fit, fanned so that each shows its strip of words; when even that
 * has no room, as many as fit and "+n more". Every counter's rectangle lies inside the hex (its
 * width is cut to the hex's at its height) and its words are fitted to it, whole words only; a unit's
 * badges give way, last first, to its id.
 */
export function hexStackLayout(measure: Measure, items: readonly StackItem[], c: Point, scale: number, styles: BoardStyles): HexStack {
  const halfHeight = (scale * SQRT3) / 2;
  const top = -halfHeight + COORDINATE_ROOM;
  const room = halfHeight - BOTTOM_ROOM - top;
  const h = COUNTER_HEIGHT;
  const fit = (pitch: number): number => Math.max(1, Math.floor((room - h) / pitch) + 1);
  const many = items.length > fit(FULL_PITCH);
  const pitch = many ? Math.min(FULL_PITCH, Math.max(FAN_PITCH, (room - h) / Math.max(1, items.length - 1))) : FULL_PITCH;
  const rows = Math.min(items.length, fit(pitch));
  const shown = items.length > rows ? items.slice(0, rows - 1) : items;
  const height = (rows - 1) * pitch + h;
  const y0 = Math.max(top, -height / 2 + 6);
  const preferred = scale * 1.3;
  const slots = shown.map((item, i): StackSlot => {
    const dy = y0 + i * pitch;
    const widest = 2 * (Math.min(hexHalfWidth(scale, dy), hexHalfWidth(scale, dy + h)) - EDGE_ROOM);
    const strip = i < rows - 1 ? pitch : h;
    return slotFor(measure, item, { cx: c.x, y: c.y + dy, h, strip, preferred, widest }, styles);
  });
  if (shown.length === items.length) return { slots };
  const dy = y0 + (rows - 1) * pitch;
  const widest = 2 * (Math.min(hexHalfWidth(scale, dy), hexHalfWidth(scale, dy + h)) - EDGE_ROOM);
  const text = fitWords(measure, [`+${items.length - shown.length} more`, `+${items.length - shown.length}`], widest);
  return { slots, more: { text, y: c.y + dy + h / 2, room: widest } };
}

interface Row {
  readonly cx: number;
  readonly y: number;
  readonly h: number;
  readonly strip: number;
  readonly preferred: number;
  readonly widest: number;
}

function slotFor(measure: Measure, item: StackItem, r: Row, styles: BoardStyles): StackSlot {
  const at = (w: number, indent = 0) => ({ x: r.cx - w / 2 + indent / 2, y: r.y, w, h: r.h, strip: r.strip });
  if (item.kind === 'unit') {
    const u = item.unit;
    // A passenger is drawn under its vehicle, indented, so the stack reads as "these ride in that".
    const indent = u.aboard === undefined ? 0 : Math.min(12, r.widest / 10);
    const all = u.markers.flatMap((k) => (styles.badges[k] ? [styles.badges[k]] : []));
    const full = `${u.id} ${u.label}`;
    const carried = u.carrying && u.carrying.length > 0 ? `${u.id} ${u.carrying.map((c) => `+${c}`).join(' ')}` : undefined;
    const candidates = [full, ...(carried === undefined ? [] : [carried]), u.id];
    const widthOf = (bs: readonly Badge[]) => bs.reduce((a, b) => a + badgeWidth(measure, b) + 3, 0);
    const w = Math.min(r.widest - indent, Math.max(r.preferred - indent, measure(u.id, LABEL_SIZE, 'bold') + UNIT_PAD + 2 + widthOf(all)));
    // Badges give way, last first, until the id fits beside them; the first (a status: Shaken,
    // Wounded) stays while the id's first word fits.
    let badges = all;
    const first = u.id.split(' ')[0] ?? u.id;
    const fitsBeside = (s: string, bs: readonly Badge[]) => measure(s, LABEL_SIZE, 'bold') <= w - UNIT_PAD - widthOf(bs);
    while (badges.length > 1 && !fitsBeside(u.id, badges)) badges = badges.slice(0, -1);
    if (badges.length > 0 && !fitsBeside(first, badges)) badges = [];
    const room = w - UNIT_PAD - widthOf(badges);
    return { item, ...at(w, indent), label: fitWords(measure, candidates, room), room, badges };
  }
  const k = item.marker;
  if (k.kind === 'counter') {
    // A little wider than a unit's bar at most, so stacks in neighbouring columns do not meet.
    const w = Math.min(r.widest, r.preferred * 1.2, Math.max(26, measure(k.label, LABEL_SIZE, 'bold') + MARKER_PAD + 6, r.preferred));
    const room = w - MARKER_PAD;
    return { item, ...at(w), label: fitWords(measure, [k.label], room), room, badges: [] };
  }
  const w = Math.min(r.widest, r.preferred);
  return { item, ...at(w), label: k.kind === 'sneaker' ? `?${k.number}` : '', room: w - 16, badges: [] };
}

/** Each hex's pieces, in drawing order, with the hex's centre. */
export function hexStacks(units: readonly UnitMark[], markers: readonly MarkerMark[], m: MapLayout): { centre: Point; items: StackItem[] }[] {
  const stacks = new Map<string, { centre: Point; items: StackItem[] }>();
  const add = (p: UnitMark['position'], item: StackItem): void => {
    if (!isHexPosition(p)) return;
    const key = `${p.col},${p.row}`;
    const stack = stacks.get(key) ?? { centre: toPixel(m, p), items: [] };
    stack.items.push(item);
    stacks.set(key, stack);
  };
  // Hex markers first: smoke or a fire for effect touches every counter in the hex, and sits on top
  // of the stack on a real map.
  for (const k of markers) if (k.kind === 'counter') add(k.position, { kind: 'marker', marker: k });
  for (const u of units) add(u.position, { kind: 'unit', unit: u });
  for (const k of markers) if (k.kind !== 'counter') add(k.position, { kind: 'marker', marker: k });
  return [...stacks.values()];
}
