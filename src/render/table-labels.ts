import { STAND_FOOTPRINT } from '../core/board/placement.js';
import type { Badge, BoardStyles } from '../core/board/style.js';
import type { UnitMark } from '../core/board/view.js';
import type { Measure } from './hex-stack.js';
import { toPixel, type MapLayout } from './layout.js';

/**
 * Where each stand's words go on a table (its label, and its status badges), so that no two of them
 * overlap, nor cover a stand: the badges over its stand and the label under it when there is room,
 * else both in one block at the nearest free spot around it, farther out ring by ring, joined to its
 * stand by a leader line. A pure function of the
 * pieces and the layout, as `hex-stack.ts` is for hexes: the PNG draws from it and a test checks it.
 */

/** A box in pixels. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export const boxesOverlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A stand and its words, placed. */
export interface TableLabel {
  readonly unit: UnitMark;
  /** Its base's centre and size. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The label as drawn (hidden stands say so), and the badges not drawn across the base. */
  readonly text: string;
  readonly badges: readonly Badge[];
  readonly crosses: readonly Badge[];
  /** Where the badges' row is centred, and the label's line (its centre, on its baseline). */
  readonly badgeRow?: { readonly cx: number; readonly cy: number };
  readonly textLine?: { readonly cx: number; readonly y: number };
  /** What its words cover: the row over the stand and the line under it, or one block of both. */
  readonly boxes: readonly Box[];
  /** Away from its stand: a leader line runs from the stand to this point of its words. */
  readonly leader?: { readonly x: number; readonly y: number };
}

const LABEL_SIZE = 14;
const BADGE_HEIGHT = 20;
const LINE_HEIGHT = 18;
/** Space kept between a block and what is near it. */
const GAP = 2;
/** How far apart the rings of spots around a stand are, and how many are tried. */
const RING_STEP = 14;
const RINGS = 24;

/** How wide a stand's base is drawn: its footprint, or its id's width. */
export function baseSize(measure: Measure, u: UnitMark, scale: number): { readonly w: number; readonly h: number } {
  return { w: Math.max(STAND_FOOTPRINT.width * scale, measure(u.id, LABEL_SIZE, 'bold') + 10), h: Math.max(STAND_FOOTPRINT.depth * scale, 22) };
}

/** The badges of a unit's markers, in its order; a marker the styles do not draw has none. */
export function unitBadges(markers: readonly string[], styles: BoardStyles): Badge[] {
  return markers.flatMap((k) => {
    const b = styles.badges[k];
    return b ? [b] : [];
  });
}

/** A row of badges: each its words' width and 8 px, 3 px apart. */
export function badgeRowWidth(measure: Measure, shown: readonly Badge[]): number {
  return shown.reduce((n, b) => n + measure(b.text, LABEL_SIZE, 'bold') + 8, 0) + 3 * Math.max(0, shown.length - 1);
}

/** The widest a label is drawn (longer ones end in "…"). */
export const labelRoom = (w: number): number => Math.max(w + 60, 130);

/**
 * Every stand's words placed: the stands in order, each where it overlaps no words placed before, no
 * stand, nothing in `avoid` (counters, names, an inset's letter) and stays within `bounds` — the
 * first free of: badges over the stand and label under it; one block under the stand, over it, to its
 * right or left; then rings farther out.
 */
export function tableLabelLayout(measure: Measure, units: readonly UnitMark[], m: MapLayout, styles: BoardStyles, avoid: readonly Box[] = [], bounds?: Box): TableLabel[] {
  const bases = units.map((u) => {
    const c = toPixel(m, u.position);
    const { w, h } = baseSize(measure, u, m.pieceScale ?? m.scale);
    return { u, c, w, h, box: { x0: c.x - w / 2, y0: c.y - h / 2, x1: c.x + w / 2, y1: c.y + h / 2 } };
  });
  const taken: Box[] = [...avoid, ...bases.map((b) => b.box)];
  const out: TableLabel[] = [];
  for (const b of bases) {
    const all = unitBadges(b.u.markers, styles);
    const badges = all.filter((x) => !x.cross);
    const crosses = all.filter((x) => x.cross);
    const text = b.u.greyed ? `${b.u.label || b.u.id} · hidden` : b.u.label;
    if (text === '' && badges.length === 0) {
      out.push({ unit: b.u, x: b.c.x, y: b.c.y, w: b.w, h: b.h, text, badges, crosses, boxes: [] });
      continue;
    }
    const textWidth = text ? Math.min(measure(text, LABEL_SIZE), labelRoom(b.w)) + 8 : 0;
    const rowWidth = badges.length ? badgeRowWidth(measure, badges) + 4 : 0;
    const inside = (x: Box): boolean => bounds === undefined || (x.x0 >= bounds.x0 && x.x1 <= bounds.x1 && x.y0 >= bounds.y0 && x.y1 <= bounds.y1);
    const free = (x: Box): boolean => inside(x) && !taken.some((t) => t !== b.box && boxesOverlap(t, x));
    // The usual place: the badges over the stand, the label under it.
    const row = { x0: b.c.x - rowWidth / 2, y0: b.box.y0 - GAP - BADGE_HEIGHT, x1: b.c.x + rowWidth / 2, y1: b.box.y0 - GAP };
    const line = { x0: b.c.x - textWidth / 2, y0: b.box.y1 + 1, x1: b.c.x + textWidth / 2, y1: b.box.y1 + 1 + LINE_HEIGHT };
    const usual = [...(badges.length ? [row] : []), ...(text ? [line] : [])];
    if (usual.every(free)) {
      taken.push(...usual);
      out.push({
        unit: b.u, x: b.c.x, y: b.c.y, w: b.w, h: b.h, text, badges, crosses, boxes: usual,
        ...(badges.length ? { badgeRow: { cx: b.c.x, cy: b.box.y0 - GAP - BADGE_HEIGHT / 2 } } : {}),
        ...(text ? { textLine: { cx: b.c.x, y: b.box.y1 + 14 } } : {}),
      });
      continue;
    }
    // Else one block, the badges over the label, at the first free spot around the stand.
    const width = Math.max(textWidth, rowWidth);
    const height = (text ? LINE_HEIGHT : 0) + (badges.length ? BADGE_HEIGHT + 2 : 0);
    const at = (cx: number, y0: number): Box => ({ x0: cx - width / 2, y0, x1: cx + width / 2, y1: y0 + height });
    const near: Box[] = [
      at(b.c.x, b.box.y1 + GAP),
      at(b.c.x, b.box.y0 - GAP - height),
      at(b.box.x1 + GAP + width / 2, b.c.y - height / 2),
      at(b.box.x0 - GAP - width / 2, b.c.y - height / 2),
    ];
    let block = near.find(free);
    let far = false;
    for (let ring = 1; block === undefined && ring <= RINGS; ring++) {
      const r = ring * RING_STEP;
      const spots = 8 + ring * 4;
      for (let i = 0; i < spots && block === undefined; i++) {
        // From straight down, round both ways at once: the nearest angles to the usual place first.
        const k = Math.ceil(i / 2) * (i % 2 === 0 ? 1 : -1);
        const angle = Math.PI / 2 + (2 * Math.PI * k) / spots;
        const cx = b.c.x + Math.cos(angle) * (b.w / 2 + width / 2 + r);
        const cy = b.c.y + Math.sin(angle) * (b.h / 2 + height / 2 + r);
        const x = at(cx, cy - height / 2);
        if (free(x)) {
          block = x;
          far = true;
        }
      }
    }
    // Nowhere free within reach (never on a real board): under the stand.
    block ??= near[0]!;
    taken.push(block);
    const cx = (block.x0 + block.x1) / 2;
    out.push({
      unit: b.u, x: b.c.x, y: b.c.y, w: b.w, h: b.h, text, badges, crosses, boxes: [block],
      ...(badges.length ? { badgeRow: { cx, cy: block.y0 + BADGE_HEIGHT / 2 } } : {}),
      ...(text ? { textLine: { cx, y: block.y0 + (badges.length ? BADGE_HEIGHT + 2 : 0) + 14 } } : {}),
      ...(far ? { leader: { x: Math.min(Math.max(b.c.x, block.x0), block.x1), y: Math.min(Math.max(b.c.y, block.y0), block.y1) } } : {}),
    });
  }
  return out;
}
