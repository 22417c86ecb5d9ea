import { areaOutline, shapeCentre, type Point } from '../../../../core/board/geometry.js';
import { RED_LIGHT_INCHES } from '../../rules/terrain/sight-line.js';
import { crestOf } from '../../rules/terrain/hills.js';
import type { TableFeature } from '../../../../core/board/scenario.js';
import { dots, hatch, trees, tufts, waves, type AreaStyle, type Badge, type CounterStyle, type LineStyle } from '../../../../core/board/style.js';
import type { TerrainKind } from '../../../../core/board/terrain.js';
import type { CounterMark, MapKit } from '../../../../core/board/view.js';
import { FNG_FEATURE_FIELDS, FNG_FIELDS, SECTOR_COUNT, entryPoint, fngScenario, sectorBounds, type FngScenario } from '../../rules/terrain/scenario.js';
import { FNG_TERRAIN, describeFngTerrain, type FngTerrain, type FngTerrainType } from '../../rules/terrain/terrain.js';
import type { AirArea, AirAreaKind } from '../../rules/support/air-state.js';
import type { ObstacleGap } from '../../rules/terrain/obstacles.js';
import { buildingAreas } from '../../rules/terrain/building-size.js';
import type { Ruins } from '../../rules/terrain/building-floors.js';

/**
 * FNG's board kit: its terrain table and scenario fields as scenarios give them, and how its tables,
 * figures, sectors and entry points are drawn, as data every view of its boards carries (DESIGN.md,
 * Boards).
 */

type FngAreaType = { [K in FngTerrainType]: (typeof FNG_TERRAIN)[K]['shape'] extends 'area' ? K : never }[FngTerrainType];
type FngLineType = Exclude<FngTerrainType, FngAreaType>;

/**
 * FNG terrain in the same families as the other tables: jungles in greens, darker as the canopy
 * thickens; grasses in yellow-greens with tufts; water in blues; buildings and works in browns and
 * greys.
 */
export const FNG_AREA_STYLES: Readonly<Record<FngAreaType, AreaStyle>> = {
  clear: { fill: '#E9E4CB', edge: '#A39C7E', edgeWidth: 1.5, dashed: true },
  sand: { fill: '#EFE3BE', edge: '#C2AE7A', edgeWidth: 1.5, pattern: dots('#C2AE7A', 12, 1.5) },
  hill: { fill: '#D8C08F', edge: '#8C6A36', edgeWidth: 3 },
  'sand-dunes': { fill: '#E8D7A0', edge: '#B09650', edgeWidth: 2.5, pattern: hatch('#C9B070', 16, -20, 1.5) },
  marsh: { fill: '#B9CFC0', edge: '#5E8070', edgeWidth: 2, dashed: true, pattern: tufts('#5E8070', 18, 6) },
  'rice-paddy': { fill: '#A7D5CF', edge: '#4F8F88', edgeWidth: 2, pattern: waves('#5E9F97', 14) },
  scrub: { fill: '#CBD889', edge: '#8B9A3F', edgeWidth: 2, pattern: tufts('#7D8C33', 14, 8) },
  'elephant-grass': { fill: '#AFC45D', edge: '#66792A', edgeWidth: 2, pattern: tufts('#55681F', 12, 13) },
  bamboo: { fill: '#9CC17A', edge: '#4E7A2E', edgeWidth: 2.5, pattern: hatch('#4E7A2E', 9, 90, 2) },
  forest: { fill: '#86AE72', edge: '#3E6B2F', edgeWidth: 2.5, pattern: trees('#4F7F3C') },
  'single-canopy-jungle': { fill: '#6F9A5A', edge: '#2F5A26', edgeWidth: 2.5, pattern: trees('#3E6B30', 18, 5) },
  'double-canopy-jungle': { fill: '#4C7A43', edge: '#22421D', edgeWidth: 2.5, pattern: trees('#2C5426', 16, 6) },
  'triple-canopy-jungle': { fill: '#2F5A2C', edge: '#142B12', edgeWidth: 3, pattern: trees('#1C3D1A', 14, 7) },
  swamp: { fill: '#7FA89A', edge: '#2F5A4E', edgeWidth: 2.5, pattern: trees('#2F5A4E', 20, 4) },
  rough: { fill: '#D2C29F', edge: '#8A7550', edgeWidth: 2, pattern: dots('#8A7550', 14, 2) },
  'termite-mounds': { fill: '#D9C7A0', edge: '#8A6B3E', edgeWidth: 2, pattern: dots('#8A6B3E', 20, 5) },
  craters: { fill: '#C2AE8C', edge: '#6B5236', edgeWidth: 2, pattern: dots('#6B5236', 16, 4) },
  hooch: { fill: '#C9A66B', edge: '#6B4E2E', edgeWidth: 3, pattern: hatch('#8F6E42', 6, 30, 1.5) },
  building: { fill: '#A5805F', edge: '#3B2A20', edgeWidth: 3, pattern: hatch('#6E5037', 8, -45, 1.5) },
  bunker: { fill: '#7D7566', edge: '#1F1F1F', edgeWidth: 3, pattern: hatch('#3F3A30', 7, 45, 2) },
  sandbags: { fill: '#BCA77E', edge: '#5C4A2A', edgeWidth: 3, pattern: dots('#5C4A2A', 8, 2) },
  'fighting-position': { fill: '#B39B7A', edge: '#4E3B25', edgeWidth: 3, dashed: true },
  'spider-hole': { fill: '#8E7A5C', edge: '#3A2C18', edgeWidth: 3, dashed: true },
  'punji-stakes': { fill: '#D8CBA8', edge: '#7A5A2E', edgeWidth: 2, pattern: hatch('#7A5A2E', 6, 60, 1) },
  minefield: { fill: '#E6D9C2', edge: '#B00020', edgeWidth: 2.5, dashed: true, pattern: dots('#B00020', 14, 2) },
  impassable: { fill: '#6E6A63', edge: '#2B2B2B', edgeWidth: 3, pattern: hatch('#3F3D39', 10, 45, 2) },
};

export const FNG_LINE_STYLES: Readonly<Record<FngLineType, LineStyle>> = {
  river: { outer: '#1F5A85', inner: '#6FA8D6', innerShare: 0.85, minPx: 14 },
  stream: { outer: '#2D6E9E', inner: '#86BFE3', innerShare: 0.7, minPx: 6 },
  road: { outer: '#8A6A3C', inner: '#CDAE77', innerShare: 0.8, minPx: 8 },
  trail: { outer: '#8A6A3C', inner: '#DCC79C', innerShare: 0.6, dash: [10, 6], minPx: 4 },
  dike: { outer: '#6E5E35', inner: '#BBA96F', innerShare: 0.55, minPx: 6 },
  trench: { outer: '#4E3B25', inner: '#8C7453', innerShare: 0.55, minPx: 6 },
  wire: { outer: '#3F3F3F', inner: '#3F3F3F', innerShare: 1, dash: [4, 4], decoration: 'ticks', minPx: 3 },
};

/** The dashed lines between sectors: drawn over the terrain, not a terrain type a scenario may name. */
export const SECTOR_LINE = 'sector-line';
const SECTOR_LINE_STYLE: LineStyle = { outer: '#1E2A38', inner: '#1E2A38', innerShare: 1, dash: [16, 10], minPx: 3 };

/** A hill's foot and its crest, drawn over whatever lies on the hill (jungle on a hill hides its fill): where the ground rises shows through. */
export const HILL_FOOT = 'hill-foot';
export const HILL_CREST = 'hill-crest';
const HILL_LINE_STYLES: Readonly<Record<typeof HILL_FOOT | typeof HILL_CREST, LineStyle>> = {
  [HILL_FOOT]: { outer: '#8C6A36', inner: '#E3C58F', innerShare: 0.4, dash: [12, 6], minPx: 4 },
  [HILL_CREST]: { outer: '#5C3D12', inner: '#D8A85B', innerShare: 0.45, minPx: 7 },
};

/**
 * Badges on an FNG figure: who it is (Star, leader), how it stands (prone, in cover or concealed
 * where it stands, fast moved, in melee, readied grenade or LAW, out of ammo), what its last reaction left it (Duck Back, Retire, leaving)
 * and its damage (Combat Damage and Recover From Knock Down: knocked down, stunned, out of the fight,
 * obviously dead — a cross over the figure).
 */
export const FNG_STATUS_MARKERS = [
  'star',
  'leader',
  'hero',
  'prone',
  'upstairs',
  'basement',
  'cover-concealed',
  'in-cover',
  'concealed',
  'fast-moved',
  'in-melee',
  'ready',
  'out-of-ammo',
  'duck-back',
  'retired',
  'leaving',
  'suppressed',
  'knocked-down',
  'stunned',
  'out-of-fight',
  'walking-wounded',
  'captured',
  'obviously-dead',
] as const;
export type FngStatusMarker = (typeof FNG_STATUS_MARKERS)[number];

/** In the legend's order; every badge differs from every other in text and fill. `suppressed` looks as in the other kits. */
export const FNG_BADGES: Readonly<Record<FngStatusMarker, Badge>> = {
  star: { text: 'STAR', fill: '#FFD700', ink: '#000000', words: "Star (a player's figure)" },
  leader: { text: 'LDR', fill: '#1B3A6B', ink: '#FFFFFF', words: 'leader' },
  hero: { text: 'HERO', fill: '#F0E442', ink: '#000000', words: 'hero (snake eyes)' },
  prone: { text: 'PR', fill: '#7F4F24', ink: '#FFFFFF', words: 'prone' },
  upstairs: { text: 'UP', fill: '#8D6E63', ink: '#FFFFFF', words: 'on a floor above the ground floor of its building (L988)' },
  basement: { text: 'BSMT', fill: '#3E2723', ink: '#FFFFFF', words: 'in the basement of its building (L988)' },
  'cover-concealed': { text: 'C+C', fill: '#1B5E20', ink: '#FFFFFF', words: 'in cover and concealed where it stands' },
  'in-cover': { text: 'CVR', fill: '#37474F', ink: '#FFFFFF', words: 'in cover where it stands' },
  concealed: { text: 'CNC', fill: '#A5D6A7', ink: '#000000', words: 'concealed where it stands' },
  'fast-moved': { text: 'FM', fill: '#009E73', ink: '#FFFFFF', words: 'fast moved' },
  'in-melee': { text: 'MEL', fill: '#5B2C6F', ink: '#FFFFFF', words: 'in melee' },
  ready: { text: 'RDY', fill: '#2E8B57', ink: '#FFFFFF', words: 'grenade or LAW readied' },
  'out-of-ammo': { text: 'AMMO', fill: '#FFFFFF', ink: '#B00020', words: 'out of ammo' },
  'duck-back': { text: 'DB', fill: '#E69F00', ink: '#000000', words: 'ducked back' },
  retired: { text: 'RET', fill: '#FF8C42', ink: '#000000', words: 'retired' },
  leaving: { text: 'LV', fill: '#B3541E', ink: '#FFFFFF', words: 'leaving the table' },
  suppressed: { text: 'S', fill: '#000000', ink: '#F0E442', words: 'suppressed' },
  'knocked-down': { text: 'KD', fill: '#CC79A7', ink: '#000000', words: 'knocked down' },
  stunned: { text: 'STN', fill: '#56B4E9', ink: '#000000', words: 'stunned' },
  'out-of-fight': { text: 'OOF', fill: '#D7263D', ink: '#FFFFFF', words: 'out of the fight' },
  'walking-wounded': { text: 'WW', fill: '#F4A6A6', ink: '#7A0000', words: 'walking wounded' },
  captured: { text: 'CAP', fill: '#4D4D4D', ink: '#FFFFFF', words: 'captured' },
  'obviously-dead': { text: 'OD', fill: '#7A0000', ink: '#FFFFFF', words: 'obviously dead', cross: true },
};

/** A sector's number on the table, a side's entry point on its edge, a PEF marker (public, numbered), and what air support left. */
export type FngCounterKind = 'sector' | 'entry' | 'pef' | 'air';
export type FngCounter = CounterMark & { readonly counter: FngCounterKind };

export const FNG_COUNTER_STYLES: Readonly<Record<FngCounterKind, CounterStyle>> = {
  sector: { fill: '#FFFFFF', ink: '#1E2A38', edge: '#1E2A38', round: true, words: 'sector' },
  entry: { fill: '#FFF3C4', ink: '#000000', edge: '#000000', round: true, words: 'entry point' },
  pef: { fill: '#F0E442', ink: '#000000', edge: '#7A0000', round: true, words: 'PEF (possible enemy force)' },
  air: { fill: '#FFFFFF', ink: '#B71C1C', edge: '#B71C1C', round: false, words: 'air support: napalm, smoke, flare, searchlight' },
};

/**
 * What air support left, drawn over the terrain and see-through: napalm burning in red-orange, WP
 * smoke white, the FAC's mark white edged in purple, flares and searchlights a pale yellow.
 */
export const AIR_AREA_STYLES: Readonly<Record<`air-${AirAreaKind}`, AreaStyle>> = {
  'air-napalm': { fill: 'rgba(230, 81, 0, 0.45)', edge: '#B71C1C', edgeWidth: 3, pattern: hatch('#B71C1C', 10, 45, 2) },
  'air-wp-smoke': { fill: 'rgba(245, 245, 245, 0.6)', edge: '#757575', edgeWidth: 2, dashed: true },
  'air-mark-smoke': { fill: 'rgba(255, 255, 255, 0.75)', edge: '#6A1B9A', edgeWidth: 3, dashed: true },
  'air-grenade-smoke': { fill: 'rgba(245, 245, 245, 0.6)', edge: '#757575', edgeWidth: 2, dashed: true },
  'air-flare': { fill: 'rgba(255, 241, 118, 0.25)', edge: '#F9A825', edgeWidth: 2.5, dashed: true },
  'air-flame': { fill: 'rgba(255, 112, 67, 0.4)', edge: '#D84315', edgeWidth: 2.5, pattern: hatch('#D84315', 8, 135, 1.5) },
  'air-searchlight': { fill: 'rgba(255, 255, 224, 0.35)', edge: '#FBC02D', edgeWidth: 2.5, dashed: true },
};

/** What collapses left of a building (L992–L996): an area fallen in, and rubble, rough ground (L1194). */
export const RUIN_STYLES: Readonly<Record<'ruin-collapsed' | 'ruin-rubble', AreaStyle>> = {
  'ruin-collapsed': { fill: 'rgba(62, 39, 35, 0.35)', edge: '#3E2723', edgeWidth: 2.5, dashed: true, pattern: hatch('#3E2723', 8, 45, 1.5) },
  'ruin-rubble': { fill: 'rgba(141, 110, 99, 0.55)', edge: '#4E342E', edgeWidth: 2, pattern: dots('#3E2723', 7, 2) },
};

/**
 * The building areas fallen in and under rubble as features over the terrain, by their ground areas
 * (building-size.ts): rubble where any level of an area lies under it, else fallen in where any level
 * of it fell (named, so the legend and the map say which).
 */
export function ruinFeatures(scenario: Pick<FngScenario, 'features'>, ruins: Ruins | undefined): TableFeature[] {
  const out: TableFeature[] = [];
  const seen = new Set<string>();
  for (const [kind, cells] of [['ruin-rubble', ruins?.rubble ?? []], ['ruin-collapsed', ruins?.collapsed ?? []]] as const) {
    for (const c of cells) {
      const key = `${c.feature}#${c.area}`;
      const f = scenario.features.find((x) => x.name === c.feature);
      const shape = f ? buildingAreas(f)[c.area] : undefined;
      if (!shape || seen.has(key)) continue;
      seen.add(key);
      out.push({ name: '', type: kind, shape });
    }
  }
  return out;
}

/** A building's doors, windows and stairs drawn on it (L999, L1002), and a red filtered flashlight's light (L366). */
export const OPENING_DOOR = 'opening-door';
export const OPENING_WINDOW = 'opening-window';
const OPENING_LINE_STYLES: Readonly<Record<typeof OPENING_DOOR | typeof OPENING_WINDOW, LineStyle>> = {
  [OPENING_DOOR]: { outer: '#3B2A20', inner: '#F5E6C8', innerShare: 0.55, minPx: 7 },
  [OPENING_WINDOW]: { outer: '#1F5A85', inner: '#CDEBFF', innerShare: 0.55, minPx: 5 },
};
export const OPENING_AREA_STYLES: Readonly<Record<'opening-stairs' | 'red-light', AreaStyle>> = {
  'opening-stairs': { fill: '#EFE6DC', edge: '#3B2A20', edgeWidth: 2, pattern: hatch('#3B2A20', 5, 0, 1.5) },
  'red-light': { fill: 'rgba(211, 47, 47, 0.2)', edge: '#C62828', edgeWidth: 2, dashed: true },
};

/** How long a door or window is drawn along its wall, and how wide a flight of stairs, in inches. */
const OPENING_INCHES = 1;

/** The stretch of a structure's outline nearest a point, `OPENING_INCHES` long about the point's foot on it. */
function onWall(outline: readonly Point[], p: Point): Point[] {
  let best: { a: Point; b: Point; d: number; t: number } | undefined;
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
    const d = Math.hypot(a.x + (b.x - a.x) * t - p.x, a.y + (b.y - a.y) * t - p.y);
    if (!best || d < best.d) best = { a, b, d, t };
  });
  if (!best) return [p, p];
  const { a, b, t } = best;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const foot = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  const h = OPENING_INCHES / 2;
  return [{ x: foot.x - ux * h, y: foot.y - uy * h }, { x: foot.x + ux * h, y: foot.y + uy * h }];
}

/**
 * The doors and windows a scenario draws on its structures, each a short stretch of the wall nearest
 * it (L999), and the stairs of its buildings as a small hatched square (L1002): drawn over the
 * terrain, unnamed.
 */
export function openingFeatures(scenario: Pick<FngScenario, 'features'>): TableFeature[] {
  return scenario.features.flatMap((f): TableFeature[] => {
    if (f.shape.kind === 'polyline' || !(f.doors?.length || f.windows?.length || f.stairs?.length)) return [];
    const outline = areaOutline(f.shape);
    const wall = (type: string) => (p: Point): TableFeature => ({ name: '', type, shape: { kind: 'polyline', points: onWall(outline, p), width: 0.3 } });
    const h = OPENING_INCHES / 2;
    return [
      ...(f.doors ?? []).map(wall(OPENING_DOOR)),
      ...(f.windows ?? []).map(wall(OPENING_WINDOW)),
      ...(f.stairs ?? []).map((p): TableFeature => ({ name: '', type: 'opening-stairs', shape: { kind: 'rect', x: p.x - h, y: p.y - h, width: OPENING_INCHES, height: OPENING_INCHES, rotation: 0 } })),
    ];
  });
}

/** A red filtered flashlight's light (L366): 6″ to its bearer's front, a half circle about the way he faces (L318). */
export function redLightFeatures(lights: readonly { readonly at: Point; readonly facing: number }[]): TableFeature[] {
  return lights.map((l): TableFeature => {
    const points: Point[] = [l.at];
    for (let k = -90; k <= 90; k += 15) {
      const rad = ((l.facing + k) * Math.PI) / 180;
      points.push({ x: Math.round((l.at.x + Math.sin(rad) * RED_LIGHT_INCHES) * 100) / 100, y: Math.round((l.at.y - Math.cos(rad) * RED_LIGHT_INCHES) * 100) / 100 });
    }
    return { name: '', type: 'red-light', shape: { kind: 'polygon', points } };
  });
}

/** A gap through an obstacle (L1206–L1212): bare ground, edged in the cleared way's colour. */
export const GAP_STYLES: Readonly<Record<'obstacle-gap', AreaStyle>> = {
  'obstacle-gap': { fill: '#E3DAB9', edge: '#2E7D32', edgeWidth: 2.5, dashed: true },
};

/** The legend's line for a gap. */
export const GAP_LEGEND = { type: 'obstacle-gap', label: 'Gap', detail: 'cut, pulled up, cleared of mines or blown: open ground (L1206–L1212)' } as const;

/** Each gap cut, pulled, cleared or blown through wire, stakes or a minefield as a square of bare ground over it (unnamed: the legend says what it is). */
export function gapFeatures(gaps: readonly ObstacleGap[]): TableFeature[] {
  return gaps.map((x) => ({ name: '', type: 'obstacle-gap', shape: { kind: 'rect', x: x.at.x - x.size / 2, y: x.at.y - x.size / 2, width: x.size, height: x.size, rotation: 0 } }));
}

const AIR_LABEL: Readonly<Record<AirAreaKind, string>> = { napalm: 'napalm', 'wp-smoke': 'WP smoke', 'mark-smoke': 'WP smoke', 'grenade-smoke': 'smoke', flare: 'flare', searchlight: 'searchlight', flame: 'flame' };

/** An area air support left, as the view holds it. */
export type AirAreaMark = Pick<AirArea, 'id' | 'kind' | 'shape' | 'mark'>;

/** The areas as features over the terrain (unnamed, so unlabelled: their counters name them). */
export function airAreaFeatures(areas: readonly AirAreaMark[]): TableFeature[] {
  return areas.map((a) => ({ name: '', type: `air-${a.kind}`, shape: a.shape }));
}

/** A counter at each area's middle: its id and what it is ("A2 napalm", "A3 FAC mark"). */
export function airCounters(areas: readonly AirAreaMark[]): FngCounter[] {
  return areas.map((a): FngCounter => ({ kind: 'counter', counter: 'air', label: `${a.id} ${a.mark ? 'FAC mark' : AIR_LABEL[a.kind]}`, position: shapeCentre(a.shape) }));
}

/** The PEF markers as counters: where each is, and its number; nothing of what it may be. */
export function pefCounters(pefs: readonly { readonly id: string; readonly at: { readonly x: number; readonly y: number } }[]): FngCounter[] {
  return pefs.map((p): FngCounter => ({ kind: 'counter', counter: 'pef', label: p.id, position: { x: p.at.x, y: p.at.y } }));
}

/** How far in from a sector's top-left corner its number is drawn, in inches: clear of its centre, where PEFs go. */
const SECTOR_LABEL_INSET = { x: 2.5, y: 1.5 };

/** The six sectors' numbers, each near its top-left corner, and the sides' entry points on their edges. */
export function fngScenarioCounters(scenario: Pick<FngScenario, 'board' | 'entries'>): FngCounter[] {
  const sectors = Array.from({ length: SECTOR_COUNT }, (_, i): FngCounter => {
    const b = sectorBounds(scenario, i + 1);
    return { kind: 'counter', counter: 'sector', label: `Sector ${i + 1}`, position: { x: b.minX + SECTOR_LABEL_INSET.x, y: b.minY + SECTOR_LABEL_INSET.y } };
  });
  const entries = scenario.entries.map(
    (e): FngCounter => ({ kind: 'counter', counter: 'entry', label: e.name ?? 'Entry', position: entryPoint(scenario, e), side: e.side }),
  );
  return [...sectors, ...entries];
}

/**
 * Each hill's (and sand dune's) foot as a dashed ring and its crest as a ridge line (L1154, L1164;
 * the crest as line of sight reads it, terrain/hills.ts), as features drawn over the terrain, so a
 * hill under jungle still shows (unnamed, so unlabelled). A round hill's crest, its top, is a small
 * ring.
 */
export function hillLines(scenario: Pick<FngScenario, 'features'>): TableFeature[] {
  return scenario.features.flatMap((f): TableFeature[] => {
    if (FNG_TERRAIN[f.type].sight.across !== 'crest' || f.shape.kind === 'polyline') return [];
    const ring = areaOutline(f.shape);
    const crest = crestOf(f.shape);
    const top = Math.hypot(crest.b.x - crest.a.x, crest.b.y - crest.a.y) < 0.1;
    const ridge = top ? areaOutline({ kind: 'ellipse', centre: crest.a, rx: 0.4, ry: 0.4, rotation: 0 }).filter((_, i) => i % 6 === 0) : [crest.a, crest.b];
    return [
      { name: '', type: HILL_FOOT, shape: { kind: 'polyline', points: [...ring, ring[0]!], width: 0.12 } },
      { name: '', type: HILL_CREST, shape: { kind: 'polyline', points: top ? [...ridge, ridge[0]!] : ridge, width: 0.2 } },
    ];
  });
}

/** The lines between the sectors, as features drawn over the terrain (unnamed, so unlabelled). */
export function sectorLines(scenario: Pick<FngScenario, 'board'>): TableFeature[] {
  const { width, height } = scenario.board;
  const line = (points: { x: number; y: number }[]): TableFeature => ({ name: '', type: SECTOR_LINE, shape: { kind: 'polyline', points, width: 0.15 } });
  const b = sectorBounds(scenario, 1);
  const out: TableFeature[] = [];
  for (let x = b.maxX; x < width - 1e-9; x += b.maxX) out.push(line([{ x, y: 0 }, { x, y: height }]));
  for (let y = b.maxY; y < height - 1e-9; y += b.maxY) out.push(line([{ x: 0, y }, { x: width, y }]));
  return out;
}

const TERRAIN: Readonly<Record<string, TerrainKind>> = Object.fromEntries(
  Object.entries<FngTerrain>(FNG_TERRAIN).map(([type, row]) => [
    type,
    { label: row.label, shape: row.shape === 'area' ? 'area' : 'linear', ...(row.defaultWidth === undefined ? {} : { defaultWidth: row.defaultWidth }), detail: describeFngTerrain(row) },
  ]),
);

/** Scenarios on a table in inches cut into six sectors, with FNG's terrain and the sides' entry points; sectors and entries laid out in the open. */
export const FNG_MAP: MapKit = {
  board: 'tabletop',
  terrainWords: 'an FNG terrain type',
  terrain: TERRAIN,
  featureFields: FNG_FEATURE_FIELDS,
  fields: FNG_FIELDS,
  styles: {
    areas: { ...FNG_AREA_STYLES, ...AIR_AREA_STYLES, ...RUIN_STYLES, ...GAP_STYLES, ...OPENING_AREA_STYLES },
    lines: { ...FNG_LINE_STYLES, ...HILL_LINE_STYLES, ...OPENING_LINE_STYLES, [SECTOR_LINE]: SECTOR_LINE_STYLE },
    badges: FNG_BADGES,
    counters: FNG_COUNTER_STYLES,
  },
  scenarioMarkers(scenario) {
    const own = fngScenario(scenario);
    return own ? fngScenarioCounters(own) : [];
  },
};
