import type { MarkerMark, UnitMark } from '../core/board/view.js';
import type { Measure } from './hex-stack.js';
import { toPixel, type MapLayout } from './layout.js';
import { baseSize, boxesOverlap, type Box } from './table-labels.js';

/**
 * Zoomed insets of a table: where stands crowd so that their bases overlap on the map (a melee, a
 * squad bunched in cover), a panel under the map shows that patch of table magnified until every
 * base stands clear, with every piece and its words laid out again there. A pure plan of where the
 * patches and panels are; board.ts draws them.
 */

/** An inset: the patch of table (inches), how much it is magnified, its panel (pixels) and its letter. */
export interface Inset {
  readonly letter: string;
  /** The patch of table shown, in inches. */
  readonly region: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly zoom: number;
  /** The panel's picture of the patch, in pixels. */
  readonly panel: Box;
  /** The layout pieces are drawn with in the panel: the patch's inches to the panel's pixels; bases keep the map's size. */
  readonly layout: MapLayout;
  /** The stands crowded there, by id. */
  readonly units: readonly string[];
}

/** At most this many insets, the most crowded first. */
export const MAX_INSETS = 3;
/** Magnifications tried, smallest first. */
const ZOOMS = [2, 3, 4, 5, 6] as const;
/** Room around the crowd in the panel, for its words, in pixels. */
const PAD = 110;
/** The tallest a panel is drawn. */
const MAX_PANEL_HEIGHT = 460;
/** Room for an inset's title over its panel, and between panels. */
export const INSET_TITLE = 30;
const BETWEEN = 24;

/** Groups of stands whose bases overlap on the map, each of two or more, the largest first. */
export function crowds(measure: Measure, units: readonly UnitMark[], m: MapLayout): UnitMark[][] {
  const boxes = units.map((u) => {
    const c = toPixel(m, u.position);
    const { w, h } = baseSize(measure, u, m.scale);
    return { x0: c.x - w / 2, y0: c.y - h / 2, x1: c.x + w / 2, y1: c.y + h / 2 };
  });
  const group = units.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < units.length; i++) for (let j = i + 1; j < units.length; j++) if (boxesOverlap(boxes[i]!, boxes[j]!)) group[root(i)] = root(j);
  const by = new Map<number, UnitMark[]>();
  units.forEach((u, i) => by.set(root(i), [...(by.get(root(i)) ?? []), u]));
  return [...by.values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length);
}

/**
 * The insets for a table's crowds, their panels side by side from (`left`, `top`) across `width`
 * pixels: each crowd's patch magnified as much as its panel's share of the width and the tallest
 * panel allow (2× to 6×).
 */
export function planInsets(measure: Measure, units: readonly UnitMark[], m: MapLayout, board: { readonly width: number; readonly height: number }, area: { readonly left: number; readonly top: number; readonly width: number }): Inset[] {
  const found = crowds(measure, units, m).slice(0, MAX_INSETS);
  if (found.length === 0) return [];
  const share = (area.width - BETWEEN * (found.length - 1)) / found.length;
  let left = area.left;
  return found.map((crowd, i): Inset => {
    const xs = crowd.map((u) => (u.position as { x: number }).x);
    const ys = crowd.map((u) => (u.position as { y: number }).y);
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const spanX = Math.max(...xs) - x0;
    const spanY = Math.max(...ys) - y0;
    const fits = (z: number): boolean => (spanX * m.scale * z + 2 * PAD <= share) && (spanY * m.scale * z + 2 * PAD <= MAX_PANEL_HEIGHT);
    // As large as the panel allows, at least enough to set the bases apart where it can.
    const zoom = [...ZOOMS].reverse().find(fits) ?? ZOOMS[0];
    const s = m.scale * zoom;
    const w = Math.min(share, spanX * s + 2 * PAD);
    const h = Math.min(MAX_PANEL_HEIGHT, spanY * s + 2 * PAD);
    // The patch: the crowd in the middle, kept on the table where it can be.
    const rw = w / s;
    const rh = h / s;
    const rx = Math.min(Math.max(x0 + spanX / 2 - rw / 2, 0), Math.max(0, board.width - rw));
    const ry = Math.min(Math.max(y0 + spanY / 2 - rh / 2, 0), Math.max(0, board.height - rh));
    const panel = { x0: left, y0: area.top + INSET_TITLE, x1: left + w, y1: area.top + INSET_TITLE + h };
    left += w + BETWEEN;
    return {
      letter: String.fromCharCode(65 + i),
      region: { x: rx, y: ry, width: rw, height: rh },
      zoom,
      panel,
      layout: { kind: 'tabletop', x: panel.x0 - rx * s, y: panel.y0 - ry * s, width: board.width * s, height: board.height * s, scale: s, pieceScale: m.scale },
      units: crowd.map((u) => u.id),
    };
  });
}

/** How tall the band of insets under the map is (0 with none). */
export function insetsHeight(insets: readonly Inset[]): number {
  return insets.length === 0 ? 0 : Math.max(...insets.map((i) => i.panel.y1 - i.panel.y0)) + INSET_TITLE + 16;
}

/** The pieces standing in an inset's patch: drawn again in its panel. */
export function piecesIn<U extends UnitMark, K extends MarkerMark>(inset: Inset, units: readonly U[], markers: readonly K[]): { readonly units: U[]; readonly markers: K[] } {
  const r = inset.region;
  const inside = (q: UnitMark['position']): boolean => 'x' in q && q.x >= r.x && q.x <= r.x + r.width && q.y >= r.y && q.y <= r.y + r.height;
  return { units: units.filter((u) => inside(u.position)), markers: markers.filter((k) => inside(k.position)) };
}

/** The corner of an inset's panel its letter takes. */
export const insetLetterBox = (inset: Inset): Box => ({ x0: inset.panel.x0, y0: inset.panel.y0, x1: inset.panel.x0 + 26, y1: inset.panel.y0 + 24 });
