import { createHash } from 'node:crypto';
import { rectCorners, type Point, type Shape } from '../core/board/geometry.js';
import { formatHex, hexCentre, hexCorners, sharedHexside, type HexCoord } from '../core/board/hex.js';
import { STAND_FOOTPRINT } from '../core/board/placement.js';
import { HEX_LINE, type AreaStyle, type Badge, type BoardStyles, type LineStyle, type Pattern } from '../core/board/style.js';
import { formatPosition, type BoardRenderView, type CounterMark, type MarkerMark, type SneakerMark, type SpoorMark, type UnitMark } from '../core/board/view.js';
import { FONT_FAMILY, glyphWidth } from './glyph-widths.js';
import { badgeWidth, hexStackLayout, hexStacks, type StackSlot } from './hex-stack.js';
import { hexLabels, tableLabels, type MapLabel } from './label-layout.js';
import { MAP_MARGIN, RENDER_WIDTH, TITLE_HEIGHT, mapLayout, shapeToPixels, sneakerBadgeCentre, sneakerRadius, toPixel, type MapLayout } from './layout.js';
import { BLANK_HEX, DUMMY_COLOUR, GREYED, GRID_MAJOR, GRID_MINOR, HALO, INK, PAPER, PLAIN_COUNTER, REAL_COLOUR, TABLE_BASE, inkOn, sideColour } from './palette.js';

/**
 * A projected board as SVG, for the web page: the same view, layout, colours and text sizes as the
 * PNG (`board.ts`), in the same coordinates (1600 units wide, the title bar's height above the map
 * left out), drawn by the browser so it can be zoomed. No canvas is loaded: text is measured with
 * the bundled font's advance widths (`glyph-widths.ts`), and the page serves that font.
 *
 * Only what the view holds is drawn, and every piece's card (what hovering or tapping it shows) is
 * made from its mark in the view, so the SVG and the cards tell no more than the PNG does. Same
 * view, same text.
 */
export interface BoardSvg {
  /** The map (terrain, zones, grid, names) as a whole `<svg>` with an empty `<g class="pieces">`. */
  readonly map: string;
  /** Names the map: the same key, the same map, so a page keeps it while only pieces change. */
  readonly mapKey: string;
  /** The pieces, an SVG fragment for the map's pieces group; a piece's `data-k` is its card's index. */
  readonly pieces: string;
  readonly cards: readonly PieceCard[];
  /** Where the map lies in the SVG's coordinates: a table's pixels per inch, a hex map's hex radius (the page turns a click into a place). */
  readonly layout: MapLayout;
}

/** What a piece's card says: what the view holds of it, in words. */
export interface PieceCard {
  readonly title: string;
  /** A unit's id, as orders name it (a marker has none). */
  readonly id?: string;
  readonly side?: string;
  readonly lines: readonly string[];
}

const measure = (s: string, size: number, weight: 'normal' | 'bold' = 'normal'): number => glyphWidth(s, size, weight);

/** A number for an attribute: one decimal at most (a tenth of a pixel is finer than any screen shows). */
const n = (x: number): string => String(Math.round(x * 10) / 10);

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** Attributes from a record, skipping undefined ones. */
function attrs(a: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeAttr(v!)}"`)
    .join('');
}

const el = (name: string, a: Readonly<Record<string, string | number | undefined>>, body?: string): string =>
  body === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`;

/** `text` cut short with "…" to fit `maxWidth`, as the canvas's `ellipsize` does. */
function ellipsize(s: string, size: number, weight: 'normal' | 'bold', maxWidth: number): string {
  if (measure(s, size, weight) <= maxWidth) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${s.slice(0, mid)}…`, size, weight) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${s.slice(0, lo)}…`;
}

interface TextOptions {
  readonly size: number;
  readonly weight?: 'normal' | 'bold';
  readonly colour?: string;
  readonly align?: 'left' | 'center' | 'right';
  readonly baseline?: 'alphabetic' | 'middle' | 'top';
  readonly halo?: boolean;
  readonly maxWidth?: number;
  readonly cls?: string;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** A text as the canvas's `text` draws it: anchored, cut to a width, with a white halo under it if asked. */
function text(s: string, x: number, y: number, o: TextOptions): string {
  const weight = o.weight ?? 'normal';
  const shown = o.maxWidth === undefined ? s : ellipsize(s, o.size, weight, o.maxWidth);
  // Baselines by offset, not dominant-baseline: browsers place "middle" differently, an offset the same everywhere.
  const dy = o.baseline === 'middle' ? 0.36 * o.size : o.baseline === 'top' ? 0.76 * o.size : 0;
  return el(
    'text',
    {
      x,
      y: y + dy,
      'font-size': o.size,
      'font-weight': weight === 'bold' ? 'bold' : undefined,
      'text-anchor': ANCHOR[o.align ?? 'left'],
      fill: o.colour ?? INK,
      ...(o.halo ? { stroke: HALO, 'stroke-width': 4, 'stroke-linejoin': 'round', 'paint-order': 'stroke' } : {}),
      class: o.cls,
    },
    escapeText(shown),
  );
}

const pointsPath = (ps: readonly Point[], close: boolean): string => ps.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('') + (close ? 'Z' : '');

/** An area shape (in pixels) as path data. */
function shapePath(shape: Shape): string {
  switch (shape.kind) {
    case 'polygon':
      return pointsPath(shape.points, true);
    case 'polyline':
      return pointsPath(shape.points, false);
    case 'rect':
      return pointsPath(rectCorners(shape), true);
    case 'ellipse': {
      const a = (shape.rotation * Math.PI) / 180;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      const p1 = { x: shape.centre.x - shape.rx * c, y: shape.centre.y - shape.rx * s };
      const p2 = { x: shape.centre.x + shape.rx * c, y: shape.centre.y + shape.rx * s };
      const arc = (to: Point) => `A${n(shape.rx)} ${n(shape.ry)} ${n(shape.rotation)} 1 0 ${n(to.x)} ${n(to.y)}`;
      return `M${n(p1.x)} ${n(p1.y)}${arc(p2)}${arc(p1)}Z`;
    }
  }
}

/** The texture patterns a map uses, each a `<pattern>` anchored at the map's origin, by their JSON. */
class Patterns {
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];

  constructor(private readonly origin: Point) {}

  id(p: Pattern): string {
    const key = JSON.stringify(p);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `t${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(this.pattern(id, p));
    }
    return id;
  }

  /** One period of the texture, as the canvas's tile: `spacing` wide, two rows high, odd rows shifted half a step. */
  private pattern(id: string, p: Pattern): string {
    const s = p.spacing;
    if (p.kind === 'hatch') {
      const line = el('path', { d: `M0 0H${n(s)}M0 ${n(s)}H${n(s)}`, stroke: p.colour, 'stroke-width': p.width });
      return el('pattern', { id, patternUnits: 'userSpaceOnUse', width: s, height: s, patternTransform: `translate(${n(this.origin.x)} ${n(this.origin.y)}) rotate(${n(p.angle)})` }, line);
    }
    const anchors = [
      { x: 0, y: 0 },
      { x: s / 2, y: s },
    ].flatMap((a) => [-1, 0, 1].flatMap((i) => [-1, 0, 1].map((j) => ({ x: a.x + i * s, y: a.y + j * 2 * s }))));
    let body: string;
    switch (p.kind) {
      case 'trees':
      case 'dots':
        body = el('path', {
          d: anchors.map((c) => `M${n(c.x + p.radius)} ${n(c.y)}a${n(p.radius)} ${n(p.radius)} 0 1 0 ${n(-2 * p.radius)} 0a${n(p.radius)} ${n(p.radius)} 0 1 0 ${n(2 * p.radius)} 0`).join(''),
          fill: p.colour,
          'fill-opacity': p.kind === 'trees' ? 0.85 : undefined,
        });
        break;
      case 'tufts':
        body = el('path', {
          d: anchors.map((c) => `M${n(c.x - 3)} ${n(c.y)}L${n(c.x - 4)} ${n(c.y - p.height * 0.8)}M${n(c.x)} ${n(c.y)}L${n(c.x)} ${n(c.y - p.height)}M${n(c.x + 3)} ${n(c.y)}L${n(c.x + 4)} ${n(c.y - p.height * 0.8)}`).join(''),
          stroke: p.colour,
          'stroke-width': 1.5,
          fill: 'none',
        });
        break;
      case 'waves':
        body = el('path', {
          d: anchors.map((c) => `M${n(c.x)} ${n(c.y)}Q${n(c.x + s / 4)} ${n(c.y - 4)} ${n(c.x + s / 2)} ${n(c.y)}Q${n(c.x + (3 * s) / 4)} ${n(c.y + 4)} ${n(c.x + s)} ${n(c.y)}`).join(''),
          stroke: p.colour,
          'stroke-width': 1.5,
          fill: 'none',
        });
        break;
    }
    return el('pattern', { id, patternUnits: 'userSpaceOnUse', x: this.origin.x, y: this.origin.y, width: s, height: 2 * s }, body);
  }

  get svg(): string {
    return this.defs.join('');
  }
}

/** Fills, textures and edges an area (path data in pixels), as `paintArea` does. */
function area(d: string, style: AreaStyle, patterns: Patterns): string {
  const parts: string[] = [];
  if (!style.hollow) {
    parts.push(el('path', { d, fill: style.fill }));
    if (style.pattern) parts.push(el('path', { d, fill: `url(#${patterns.id(style.pattern)})` }));
  }
  parts.push(el('path', { d, fill: 'none', stroke: style.edge, 'stroke-width': style.edgeWidth, 'stroke-linejoin': 'round', 'stroke-dasharray': style.dashed ? '10 6' : undefined }));
  return parts.join('');
}

/** A linear feature along `points` (pixels) `widthPx` wide, as `paintLine` does: outer, inner, then bumps or ticks. */
function line(points: readonly Point[], widthPx: number, style: LineStyle): string {
  const w = Math.max(style.minPx, widthPx);
  const d = pointsPath(points, false);
  const dash = style.dash ? style.dash.join(' ') : undefined;
  const parts = [el('path', { d, fill: 'none', stroke: style.outer, 'stroke-width': w, 'stroke-linejoin': 'round', 'stroke-dasharray': dash })];
  if (style.innerShare < 1) parts.push(el('path', { d, fill: 'none', stroke: style.inner, 'stroke-width': w * style.innerShare, 'stroke-linejoin': 'round', 'stroke-dasharray': dash }));
  if (style.decoration) {
    const step = style.decoration === 'bumps' ? w * 1.2 : 16;
    const marks: string[] = [];
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len === 0) continue;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      for (let t = step / 2; t < len; t += step) {
        const x = a.x + ux * t;
        const y = a.y + uy * t;
        if (style.decoration === 'bumps') {
          const r = w * 0.45;
          marks.push(`M${n(x + r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0`);
        } else {
          marks.push(`M${n(x - uy * (w / 2))} ${n(y + ux * (w / 2))}L${n(x - uy * (w / 2 + 7))} ${n(y + ux * (w / 2 + 7))}`);
        }
      }
    }
    if (marks.length) {
      parts.push(style.decoration === 'bumps' ? el('path', { d: marks.join(''), fill: style.outer }) : el('path', { d: marks.join(''), stroke: style.outer, 'stroke-width': 2 }));
    }
  }
  return parts.join('');
}

type TableMap = Extract<BoardRenderView['board'], { kind: 'tabletop' }>;
type HexMap = Extract<BoardRenderView['board'], { kind: 'hex' }>;

/** A map's names, each with its halo, in the labels group (the page can hide it). */
function labels(ls: readonly MapLabel[]): string {
  return ls.map((l) => text(l.text, l.x, l.y, { size: l.size, weight: l.weight, align: l.align, baseline: l.baseline, halo: true, maxWidth: l.maxWidth, ...(l.colour ? { colour: l.colour } : {}) })).join('');
}

function tableMap(map: TableMap, styles: BoardStyles, m: MapLayout, sides: readonly string[], patterns: Patterns): string {
  const clip = el('clipPath', { id: 'table' }, el('rect', { x: m.x, y: m.y, width: m.width, height: m.height }));
  const features = map.features.map((f) => {
    const shape = shapeToPixels(f.shape, m);
    if (shape.kind === 'polyline') {
      const style = styles.lines[f.type];
      return style ? line(shape.points, shape.width, style) : '';
    }
    const style = styles.areas[f.type];
    return style ? area(shapePath(shape), style, patterns) : '';
  });
  const zones = map.zones.map((z) => el('path', { d: shapePath(shapeToPixels(z.shape, m)), fill: 'none', stroke: sideColour(sides, z.side), 'stroke-width': 4, 'stroke-dasharray': '14 8' }));
  const gridLines = (major: boolean): string => {
    const d: string[] = [];
    for (let i = 1; i < map.width; i++) if ((i % 6 === 0) === major) d.push(`M${n(m.x + i * m.scale)} ${n(m.y)}V${n(m.y + m.height)}`);
    for (let j = 1; j < map.height; j++) if ((j % 6 === 0) === major) d.push(`M${n(m.x)} ${n(m.y + j * m.scale)}H${n(m.x + m.width)}`);
    return el('path', { d: d.join(''), fill: 'none', stroke: major ? GRID_MAJOR : GRID_MINOR, 'stroke-width': major ? 1.5 : 1 });
  };
  const edgeNumbers: string[] = [];
  for (let i = 0; i <= map.width; i += 6) edgeNumbers.push(text(`${i}`, m.x + i * m.scale, m.y - 10, { size: 15, align: 'center', colour: '#333333' }));
  for (let j = 0; j <= map.height; j += 6) edgeNumbers.push(text(`${j}`, m.x - 8, m.y + j * m.scale, { size: 15, align: 'right', baseline: 'middle', colour: '#333333' }));
  return [
    `<defs>${clip}</defs>`,
    el('g', { 'clip-path': 'url(#table)' }, [el('rect', { x: m.x, y: m.y, width: m.width, height: m.height, fill: TABLE_BASE }), ...features, ...zones, el('g', { class: 'grid' }, gridLines(false) + gridLines(true))].join('')),
    el('rect', { x: m.x, y: m.y, width: m.width, height: m.height, fill: 'none', stroke: '#2B2B2B', 'stroke-width': 2 }),
    el('g', { class: 'grid' }, edgeNumbers.join('')),
    el('g', { class: 'lbl' }, labels(tableLabels(measure, map, m))),
  ].join('');
}

const hexKey = (h: HexCoord): string => `${h.col},${h.row}`;

function hexMap(map: HexMap, styles: BoardStyles, m: MapLayout, sides: readonly string[], patterns: Patterns): string {
  const terrain = new Map<string, string>();
  for (const f of map.features) if (f.kind === 'hexes') for (const h of f.hexes) terrain.set(hexKey(h), f.type);
  const centreOf = (h: HexCoord): Point => {
    const c = hexCentre(h, m.scale);
    return { x: m.x + c.x, y: m.y + c.y };
  };
  const areaOf = (type: string | undefined) => (type === undefined ? undefined : styles.areas[type]);
  const ground = areaOf(map.ground) ?? BLANK_HEX;
  const hexes: string[] = [];
  const coordinates: string[] = [];
  for (let col = 0; col < map.columns; col++) {
    for (let row = 0; row < map.rows; row++) {
      const h = { col, row };
      const style = areaOf(terrain.get(hexKey(h))) ?? ground;
      hexes.push(area(pointsPath(hexCorners(centreOf(h), m.scale), true), { ...style, edge: HEX_LINE, edgeWidth: 1 }, patterns));
      const c = centreOf(h);
      coordinates.push(text(formatHex(h), c.x, c.y - m.scale * 0.86 + 4, { size: 14, align: 'center', baseline: 'top', colour: '#2E2E2E', halo: true }));
    }
  }
  const lines = map.features.flatMap((f) => {
    const style = styles.lines[f.type];
    if (!style) return [];
    if (f.kind === 'path') return [line(f.path.map(centreOf), m.scale * 0.22, style)];
    if (f.kind === 'hexsides') {
      return f.hexsides.flatMap(([a, b]) => {
        const side = sharedHexside(a, b, m.scale);
        return side ? [line(side.map((p) => ({ x: p.x + m.x, y: p.y + m.y })), m.scale * 0.12, { ...style, dash: undefined })] : [];
      });
    }
    return [];
  });
  const zones = map.zones.flatMap((z) =>
    z.hexes.map((h) => el('path', { d: pointsPath(hexCorners(centreOf(h), m.scale * 0.86), true), fill: 'none', stroke: sideColour(sides, z.side), 'stroke-width': 4, 'stroke-dasharray': '10 6' })),
  );
  return [...hexes, ...lines, ...zones, el('g', { class: 'grid' }, coordinates.join('')), el('g', { class: 'lbl' }, labels(hexLabels(measure, map, m)))].join('');
}

/** The SVG's viewBox: the whole image width, from under the title bar to below the map's bottom margin. */
function viewBoxOf(m: MapLayout): string {
  return `0 ${TITLE_HEIGHT} ${RENDER_WIDTH} ${n(m.y + m.height + MAP_MARGIN.bottom - TITLE_HEIGHT)}`;
}

function mapSvg(view: BoardRenderView, m: MapLayout): string {
  const patterns = new Patterns({ x: m.x, y: m.y });
  const body = view.board.kind === 'tabletop' ? tableMap(view.board, view.styles, m, view.sides, patterns) : hexMap(view.board, view.styles, m, view.sides, patterns);
  const [, y, w, h] = viewBoxOf(m).split(' ').map(Number) as [number, number, number, number];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBoxOf(m)}" font-family="'${FONT_FAMILY}', 'DejaVu Sans', Verdana, sans-serif" class="board-svg">` +
    `<defs>${patterns.svg}</defs>` +
    el('rect', { x: 0, y, width: w, height: h, fill: PAPER }) +
    body +
    '<g class="pieces"></g></svg>'
  );
}

/** A piece's `<g>`, with its card's index. */
const piece = (k: number, body: string, cls = 'piece'): string => `<g class="${cls}" data-k="${k}">${body}</g>`;

const roundRect = (x: number, y: number, w: number, h: number, r: number, a: Readonly<Record<string, string | number | undefined>>): string =>
  el('rect', { x, y, width: w, height: h, rx: Math.min(r, w / 2, h / 2), ...a });

/** A small labelled badge centred on (cx, cy), as the canvas's `badge`. */
function badge(s: string, cx: number, cy: number, fill: string, ink: string, size = 14): string {
  const w = measure(s, size, 'bold') + 8;
  const h = size + 6;
  return roundRect(cx - w / 2, cy - h / 2, w, h, 4, { fill, stroke: '#000000', 'stroke-width': 1.5 }) + text(s, cx, cy + 1, { size, weight: 'bold', colour: ink, align: 'center', baseline: 'middle' });
}

const badgesOf = (markers: readonly string[], styles: BoardStyles): Badge[] => markers.flatMap((k) => (styles.badges[k] ? [styles.badges[k]] : []));

/** A stand on a table, as `drawTableBase` and `drawTableLabel` draw it on the PNG (the page zooms, so its words stay by the stand). */
function tableUnit(u: UnitMark, c: Point, scale: number, view: BoardRenderView): string {
  const fill = u.greyed ? GREYED : sideColour(view.sides, u.side);
  const edge = sideColour(view.sides, u.side);
  const badges = badgesOf(u.markers, view.styles);
  const w = Math.max(STAND_FOOTPRINT.width * scale, measure(u.id, 14, 'bold') + 10);
  const h = Math.max(STAND_FOOTPRINT.depth * scale, 22);
  const x = c.x - w / 2;
  const y = c.y - h / 2;
  const parts = [
    el('rect', { x, y, width: w, height: h, fill, ...(u.greyed ? { stroke: edge, 'stroke-width': 3, 'stroke-dasharray': '6 4' } : { stroke: '#111111', 'stroke-width': 2 }) }),
    text(u.id, c.x, c.y + 1, { size: 14, weight: 'bold', colour: inkOn(fill), align: 'center', baseline: 'middle' }),
    ...badges.filter((b) => b.cross).map((b) => el('path', { d: `M${n(x)} ${n(y)}L${n(x + w)} ${n(y + h)}M${n(x + w)} ${n(y)}L${n(x)} ${n(y + h)}`, stroke: b.fill, 'stroke-width': 3 })),
    text(u.greyed ? `${u.label} · hidden` : u.label, c.x, y + h + 14, { size: 14, align: 'center', halo: true, maxWidth: Math.max(w + 60, 130), cls: 'lbl' }),
  ];
  const status = badges.filter((b) => !b.cross);
  const widths = status.map((b) => measure(b.text, 14, 'bold') + 8);
  let bx = c.x - (widths.reduce((a, b) => a + b, 0) + 3 * Math.max(0, widths.length - 1)) / 2;
  status.forEach((b, i) => {
    parts.push(badge(b.text, bx + widths[i]! / 2, y - 11, b.fill, b.ink));
    bx += widths[i]! + 3;
  });
  return parts.join('');
}

/** A Sneaker token, as `drawSneaker` draws it. */
function sneaker(s: SneakerMark, c: Point, r: number, view: BoardRenderView): string {
  const ring = sideColour(view.sides, s.side);
  const parts = [
    el('circle', { cx: c.x, cy: c.y, r, fill: '#FFFFFF', stroke: ring, 'stroke-width': 5 }),
    el('circle', { cx: c.x, cy: c.y, r: r + 2.5, fill: 'none', stroke: '#000000', 'stroke-width': 1.5 }),
    text(`?${s.number}`, c.x, c.y + 1, { size: Math.max(16, r * 0.8), weight: 'bold', align: 'center', baseline: 'middle' }),
  ];
  const pinned = s.pinned ? view.styles.badges.pinned : undefined;
  if (pinned) parts.push(badge(pinned.text, c.x + r * 0.85, c.y - r * 0.85, pinned.fill, pinned.ink));
  let below = c.y + r + 4;
  if (s.real !== undefined) {
    const b = sneakerBadgeCentre(c, r);
    parts.push(badge(s.real ? 'REAL' : 'DUMMY', b.x, b.y, s.real ? REAL_COLOUR : DUMMY_COLOUR, '#FFFFFF'));
    below = b.y + 12;
  }
  if (s.contents && s.contents.length > 0) parts.push(text(s.contents.join(', '), c.x, below + 14, { size: 14, align: 'center', halo: true, maxWidth: 240 }));
  return parts.join('');
}

/** Spoor: three chevrons of track marks, as `drawSpoor` draws them. */
function spoor(s: SpoorMark, c: Point, sides: readonly string[], label: boolean): string {
  const colour = s.side === undefined ? '#5A3E1B' : sideColour(sides, s.side);
  const d = [-12, 0, 12].map((dx) => `M${n(c.x + dx - 5)} ${n(c.y - 8)}L${n(c.x + dx + 4)} ${n(c.y)}L${n(c.x + dx - 5)} ${n(c.y + 8)}`).join('');
  const round = { fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
  return (
    el('path', { d, stroke: '#FFFFFF', 'stroke-width': 7, ...round }) +
    el('path', { d, stroke: colour, 'stroke-width': 3.5, ...round }) +
    (label && s.id !== undefined ? text(s.id, c.x, c.y + 24, { size: 14, align: 'center', halo: true }) : '')
  );
}

/** A marker counter with its words, as `drawCounter` draws it. */
function counter(k: CounterMark, x: number, y: number, w: number, h: number, view: BoardRenderView, textY = y + h / 2 + 1): string {
  const style = view.styles.counters[k.counter] ?? PLAIN_COUNTER;
  return (
    roundRect(x, y, w, h, style.round ? h / 2 : 3, { fill: style.fill, stroke: k.side === undefined ? style.edge : sideColour(view.sides, k.side), 'stroke-width': k.side === undefined ? 1.5 : 3.5 }) +
    text(k.label, x + w / 2, textY, { size: 14, weight: 'bold', colour: style.ink, align: 'center', baseline: 'middle', maxWidth: w - 8 })
  );
}

/** One counter of a hex stack in its slot, as the PNG's `drawHexItem` draws it. */
function hexItem(slot: StackSlot, view: BoardRenderView): string {
  const { item, x, y, w, h } = slot;
  const mid = y + Math.min(slot.strip, h) / 2 + 1;
  if (item.kind === 'unit') {
    const u = item.unit;
    const fill = u.greyed ? GREYED : sideColour(view.sides, u.side);
    const edge = sideColour(view.sides, u.side);
    const parts = [
      roundRect(x, y, w, h, 4, { fill, ...(u.greyed ? { stroke: edge, 'stroke-width': 3, 'stroke-dasharray': '5 3' } : { stroke: '#111111', 'stroke-width': 1.5 }) }),
      text(slot.label, x + 5, mid, { size: 14, weight: 'bold', colour: inkOn(fill), baseline: 'middle' }),
    ];
    let bx = x + w - 2;
    for (const b of [...slot.badges].reverse()) {
      const bw = badgeWidth(measure, b);
      parts.push(badge(b.text, bx - bw / 2, mid - 1, b.fill, b.ink));
      bx -= bw + 3;
    }
    return parts.join('');
  }
  const k = item.marker;
  if (k.kind === 'spoor') return spoor(k, { x: x + w / 2, y: y + h / 2 }, view.sides, false);
  if (k.kind === 'counter') return counter({ ...k, label: slot.label }, x, y, w, h, view, mid);
  const parts = [roundRect(x, y, w, h, h / 2, { fill: '#FFFFFF', stroke: sideColour(view.sides, k.side), 'stroke-width': 3 }), text(slot.label, x + 8, mid, { size: 14, weight: 'bold', baseline: 'middle' })];
  let bx = x + w - 4;
  if (k.real !== undefined) {
    const label = k.real ? 'REAL' : 'DUMMY';
    const bw = measure(label, 14, 'bold') + 8;
    parts.push(badge(label, bx - bw / 2, mid - 1, k.real ? REAL_COLOUR : DUMMY_COLOUR, '#FFFFFF'));
    bx -= bw + 3;
  }
  const pinned = view.styles.badges.pinned;
  if (k.pinned && pinned) parts.push(badge('P', bx - 8, mid - 1, pinned.fill, pinned.ink));
  return parts.join('');
}

/** A piece's card: only its mark's own fields, in words (status markers by their legend words). */
function cardOf(k: UnitMark | MarkerMark, styles: BoardStyles): PieceCard {
  const side = 'side' in k && k.side !== undefined ? { side: k.side } : {};
  if (!('kind' in k)) {
    const lines = [
      k.label,
      ...k.markers.map((m) => styles.badges[m]?.words ?? m),
      ...(k.carrying?.length ? [`Carrying ${k.carrying.join(', ')}`] : []),
      ...(k.aboard === undefined ? [] : [`Rides ${k.aboard}`]),
      ...(k.greyed ? ['Hidden: the enemy cannot see it'] : []),
      `At ${formatPosition(k.position)}`,
    ];
    return { title: k.id, id: k.id, ...side, lines };
  }
  switch (k.kind) {
    case 'sneaker':
      return {
        title: `Sneaker S${k.number}`,
        ...side,
        lines: [
          ...(k.pinned ? [styles.badges.pinned?.words ?? 'Pinned'] : []),
          ...(k.real === undefined ? [] : [k.real ? 'Real' : 'Dummy']),
          ...(k.contents?.length ? [`Holds ${k.contents.join(', ')}`] : []),
          `At ${formatPosition(k.position)}`,
        ],
      };
    case 'spoor':
      return { title: k.id === undefined ? 'Spoor' : `Spoor ${k.id}`, ...side, lines: [`At ${formatPosition(k.position)}`] };
    case 'counter':
      return { title: k.label, ...side, lines: [(styles.counters[k.counter] ?? PLAIN_COUNTER).words, `At ${formatPosition(k.position)}`] };
  }
}

/** The pieces of a table, in the PNG's order: counters, Spoor, Sneakers, then units on top. */
function tablePieces(view: BoardRenderView, m: MapLayout, cards: PieceCard[]): string {
  const out: string[] = [];
  const add = (k: UnitMark | MarkerMark, body: string) => {
    out.push(piece(cards.length, body));
    cards.push(cardOf(k, view.styles));
  };
  for (const k of view.markers) {
    if (k.kind !== 'counter') continue;
    const c = toPixel(m, k.position);
    const w = Math.max(26, measure(k.label, 14, 'bold') + 14);
    add(k, counter(k, Math.min(Math.max(c.x - w / 2, m.x), m.x + m.width - w), Math.min(Math.max(c.y - 12, m.y), m.y + m.height - 24), w, 24, view));
  }
  for (const k of view.markers) if (k.kind === 'spoor') add(k, spoor(k, toPixel(m, k.position), view.sides, true));
  for (const k of view.markers) if (k.kind === 'sneaker') add(k, sneaker(k, toPixel(m, k.position), sneakerRadius(m.scale), view));
  for (const u of view.units) add(u, tableUnit(u, toPixel(m, u.position), m.scale, view));
  return out.join('');
}

/** The pieces of a hex map: each hex's stack laid out by `hexStackLayout`, as the PNG lays it out. */
function hexPieces(view: BoardRenderView, m: MapLayout, cards: PieceCard[]): string {
  const out: string[] = [];
  for (const { centre, items } of hexStacks(view.units, view.markers, m)) {
    const stack = hexStackLayout(measure, items, centre, m.scale, view.styles);
    for (const slot of stack.slots) {
      out.push(piece(cards.length, hexItem(slot, view)));
      cards.push(cardOf(slot.item.kind === 'unit' ? slot.item.unit : slot.item.marker, view.styles));
    }
    if (stack.more?.text) {
      // The counters with no room: one card lists them all.
      const hidden = items.slice(stack.slots.length).map((i) => (i.kind === 'unit' ? i.unit.id : cardOf(i.marker, view.styles).title));
      out.push(piece(cards.length, text(stack.more.text, centre.x, stack.more.y, { size: 14, weight: 'bold', align: 'center', baseline: 'middle', halo: true })));
      cards.push({ title: stack.more.text, lines: hidden });
    }
  }
  return out.join('');
}

const mapKeys = new Map<string, { key: string; map: string }>();
/** How many maps are kept (one per scenario and side list, each some tens of KB). */
const MAP_CACHE = 16;

/** The view's map and its key, drawn once per scenario, styles and side list. */
function mapOf(view: BoardRenderView, m: MapLayout): { key: string; map: string } {
  const inputs = JSON.stringify([view.board, view.styles, view.sides]);
  const hit = mapKeys.get(inputs);
  if (hit) return hit;
  const map = mapSvg(view, m);
  const made = { key: createHash('sha256').update(map).digest('base64url').slice(0, 22), map };
  mapKeys.set(inputs, made);
  if (mapKeys.size > MAP_CACHE) mapKeys.delete(mapKeys.keys().next().value!);
  return made;
}

/** A projected board as SVG: its map (kept per scenario), its pieces and their cards. */
export function boardSvg(view: BoardRenderView): BoardSvg {
  const m = mapLayout(view.board);
  const { key, map } = mapOf(view, m);
  const cards: PieceCard[] = [];
  const pieces = view.board.kind === 'tabletop' ? tablePieces(view, m, cards) : hexPieces(view, m, cards);
  return { map, mapKey: key, pieces, cards, layout: m };
}
