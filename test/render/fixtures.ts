import type { AreaShape, Shape } from '../../src/core/board/geometry.js';
import { formatHex } from '../../src/core/board/hex.js';
import type { HexFeature, TableFeature } from '../../src/core/board/scenario.js';
import type { BoardPosition, BoardRenderView, BoardRenderViewData, MarkerMark, StatusMarker, UnitMark } from '../../src/core/board/view.js';
import type { Projected } from '../../src/core/views.js';
import { FOGO_MAP } from '../../src/rulesets/fogo/play/board-kit.js';
import { FOGO_TERRAIN, FOGO_TERRAIN_TYPES } from '../../src/rulesets/fogo/rules/table/terrain.js';
import { LNL_MAP } from '../../src/rulesets/lnl/play/board-kit.js';
import { LNL_TERRAIN, LNL_TERRAIN_TYPES } from '../../src/rulesets/lnl/rules/map/terrain.js';

/**
 * Test and bench boards built straight as render views, drawn with a ruleset's styles (tables with
 * Fogo Cruzado's, the hex map with Lock 'n Load's). Real views come from `fogoBoardView` (tested
 * separately); here the cast stands in for a projection so the renderer can be driven with any mix
 * of pieces.
 */
export const asView = (data: BoardRenderViewData): BoardRenderView => data as Projected<BoardRenderViewData>;

export const SIDES = ['Portugal', 'FRELIMO'] as const;

/** A small deterministic generator (mulberry32), so bench boards are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function unit(id: string, side: string, at: BoardPosition, extra: Partial<UnitMark> = {}): UnitMark {
  return { id, side, type: 'rifle-lmg', label: 'LMG', markers: [], position: at, ...extra };
}

/** A 48×30 table with one wood, one road, and the given pieces. */
export function smallTableView(units: readonly UnitMark[], markers: readonly MarkerMark[] = [], extra: Partial<BoardRenderViewData> = {}): BoardRenderView {
  const features: TableFeature[] = [
    { name: 'Big wood', type: 'woods', shape: { kind: 'ellipse', centre: { x: 36, y: 14 }, rx: 8, ry: 6, rotation: 0 } },
    { name: 'Road', type: 'road', shape: { kind: 'polyline', points: [{ x: 24, y: 0 }, { x: 24, y: 30 }], width: 2 } },
  ];
  return asView({
    title: 'Test board',
    campaign: 'Test campaign',
    audience: 'GM view',
    initiative: { side: 'FRELIMO', count: 2 },
    sides: SIDES,
    board: { kind: 'tabletop', width: 48, height: 30, features, zones: [] },
    units,
    markers,
    legend: [
      { type: 'woods', label: 'Woods', detail: 'cover: direct + indirect · blocks LOS' },
      { type: 'road', label: 'Road', detail: 'no cover · LOS clear' },
    ],
    styles: FOGO_MAP.styles,
    offMap: [],
    ...extra,
  });
}

const AREA_TYPES = FOGO_TERRAIN_TYPES.filter((t) => FOGO_TERRAIN[t].shape === 'area');
const LINE_TYPES = FOGO_TERRAIN_TYPES.filter((t) => FOGO_TERRAIN[t].shape === 'linear');
const STATUS: readonly StatusMarker[][] = [[], [], ['pinned'], ['suppressed'], ['no-fire'], ['ground-hug'], ['pinned', 'no-fire']];

/** The bench's big table: 48×72″, 25 features, 120 stands, 30 markers. */
export function bigTableView(): BoardRenderView {
  const rnd = prng(1970);
  const features: TableFeature[] = [];
  for (let i = 0; i < 25; i++) {
    if (i % 5 === 4) {
      const y0 = rnd() * 72;
      const pts = [0, 12, 24, 36, 48].map((x) => ({ x, y: Math.min(72, Math.max(0, y0 + (rnd() - 0.5) * 16)) }));
      features.push({ name: `Line ${i}`, type: LINE_TYPES[i % LINE_TYPES.length]!, shape: { kind: 'polyline', points: pts, width: 1 + rnd() * 1.5 } });
      continue;
    }
    const cx = 6 + rnd() * 36;
    const cy = 6 + rnd() * 60;
    const r = 2.5 + rnd() * 3.5;
    let shape: Shape;
    if (i % 3 === 0) shape = { kind: 'ellipse', centre: { x: cx, y: cy }, rx: r, ry: r * 0.7, rotation: rnd() * 90 };
    else if (i % 3 === 1) shape = { kind: 'rect', x: cx - r, y: cy - r / 2, width: 2 * r, height: r, rotation: rnd() * 30 };
    else {
      const n = 6;
      const points = Array.from({ length: n }, (_, k) => {
        const a = (2 * Math.PI * k) / n;
        const rr = r * (0.7 + rnd() * 0.5);
        return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
      });
      shape = { kind: 'polygon', points } satisfies AreaShape;
    }
    features.push({ name: `Feature ${i}`, type: AREA_TYPES[i % AREA_TYPES.length]!, shape });
  }
  const units: UnitMark[] = [];
  for (let i = 0; i < 120; i++) {
    const side = SIDES[i % 2]!;
    const col = i % 12;
    const row = Math.floor(i / 12);
    units.push(
      unit(`${side === 'Portugal' ? 'CA' : 'FR'}-${i}`, side, { x: 2.5 + col * 3.8, y: 4 + row * 6.8 }, {
        markers: STATUS[i % STATUS.length]!,
        ...(i % 17 === 0 ? { greyed: true } : {}),
      }),
    );
  }
  const markers: MarkerMark[] = [];
  for (let i = 0; i < 30; i++) {
    const at = { x: 4 + (i % 10) * 4.4, y: 7.4 + Math.floor(i / 10) * 20 };
    markers.push(
      i % 3 === 2
        ? { kind: 'spoor', id: `SP${i}`, position: at, side: SIDES[i % 2]! }
        : { kind: 'sneaker', id: `S${i}`, number: i, side: SIDES[i % 2]!, position: at, pinned: i % 4 === 0, ...(i % 2 === 0 ? { real: i % 4 === 0, contents: [`FR-${i}`] } : {}) },
    );
  }
  const used = new Set(features.map((f) => f.type));
  return asView({
    title: 'Bench: big table',
    campaign: 'Bench',
    audience: 'GM view',
    initiative: { side: 'Portugal', count: 7 },
    sides: SIDES,
    board: { kind: 'tabletop', width: 48, height: 72, features, zones: [] },
    units,
    markers,
    legend: FOGO_TERRAIN_TYPES.filter((t) => used.has(t)).map((t) => ({ type: t, label: FOGO_TERRAIN[t].label, detail: 'bench' })),
    styles: FOGO_MAP.styles,
    offMap: [],
  });
}

/** The bench's hex map: 20×15 hexes, mixed terrain, a road, a stream, and 40 counters. */
export function bigHexView(): BoardRenderView {
  const rnd = prng(44);
  const hexTypes = LNL_TERRAIN_TYPES.filter((t) => LNL_TERRAIN[t].layer === 'hex' && t !== 'clear');
  const features: HexFeature[] = hexTypes.map((type, i) => ({
    kind: 'hexes',
    name: `${LNL_TERRAIN[type].label} ${i}`,
    type,
    hexes: Array.from({ length: 5 }, (_, k) => ({ col: (i * 3 + k) % 20, row: (i * 2 + Math.floor(k / 2)) % 15 })).filter(
      (h, k, all) => all.findIndex((o) => o.col === h.col && o.row === h.row) === k,
    ),
  }));
  // One terrain per hex: later groups give way to earlier ones.
  const seen = new Set<string>();
  const unique = features.map((f) => {
    if (f.kind !== 'hexes') return f;
    const hexes = f.hexes.filter((h) => {
      const k = formatHex(h);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    return { ...f, hexes };
  });
  unique.push({ kind: 'path', name: 'Road', type: 'road', path: Array.from({ length: 20 }, (_, col) => ({ col, row: 7 })) });
  unique.push({ kind: 'path', name: 'Stream', type: 'stream', path: Array.from({ length: 15 }, (_, row) => ({ col: 9, row })) });
  const units: UnitMark[] = Array.from({ length: 40 }, (_, i) =>
    unit(`U${i}`, SIDES[i % 2]!, { col: Math.floor(rnd() * 20), row: Math.floor(rnd() * 15) }, { label: 'Squad', markers: STATUS[i % STATUS.length]! }),
  );
  return asView({
    title: 'Bench: hex map',
    campaign: 'Bench',
    audience: 'Public view',
    sides: SIDES,
    board: { kind: 'hex', columns: 20, rows: 15, ground: 'clear', features: unique, zones: [] },
    units,
    markers: [],
    legend: [],
    // Its counters wear the table's status badges (STATUS above).
    styles: { ...LNL_MAP.styles, badges: FOGO_MAP.styles.badges },
    offMap: [],
  });
}
