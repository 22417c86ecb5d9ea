import { dots, hatch, trees, tufts, waves, type AreaStyle, type Badge, type LineStyle } from '../../../core/board/style.js';
import type { TerrainKind } from '../../../core/board/terrain.js';
import type { MapKit } from '../../../core/board/view.js';
import { FOGO_FEATURE_FIELDS } from '../rules/table/scenario.js';
import { FOGO_TERRAIN, describeFogoTerrain, type FogoTerrain, type FogoTerrainType } from '../rules/table/terrain.js';

/**
 * Fogo Cruzado's board kit: its terrain table as scenarios name it, and how its tables are drawn,
 * as data every view of its boards carries (DESIGN.md, Boards).
 */

type FogoAreaType = { [K in FogoTerrainType]: (typeof FOGO_TERRAIN)[K]['shape'] extends 'area' ? K : never }[FogoTerrainType];
type FogoLineType = Exclude<FogoTerrainType, FogoAreaType>;

/** How each area terrain type is drawn on a Fogo Cruzado table. */
export const FOGO_AREA_STYLES: Readonly<Record<FogoAreaType, AreaStyle>> = {
  woods: { fill: '#86AE72', edge: '#3E6B2F', edgeWidth: 2.5, pattern: trees('#4F7F3C') },
  jungle: { fill: '#4C7A43', edge: '#22421D', edgeWidth: 2.5, pattern: trees('#2C5426', 16, 6) },
  'orchard-in-season': { fill: '#A9CC8F', edge: '#5A8A44', edgeWidth: 2, pattern: trees('#5A8A44', 26, 5) },
  'orchard-out-of-season': { fill: '#CFDDB4', edge: '#7F9A62', edgeWidth: 2, pattern: dots('#7F9A62', 26, 4) },
  'boulder-field': { fill: '#C9C2B0', edge: '#6E6657', edgeWidth: 2, pattern: dots('#6E6657', 18, 5) },
  rough: { fill: '#D2C29F', edge: '#8A7550', edgeWidth: 2, pattern: dots('#8A7550', 14, 2) },
  'rock-field': { fill: '#D0CCC0', edge: '#7C776B', edgeWidth: 2, pattern: dots('#7C776B', 16, 3) },
  'long-grass': { fill: '#CBD889', edge: '#8B9A3F', edgeWidth: 2, pattern: tufts('#7D8C33', 14, 8) },
  'elephant-grass': { fill: '#AFC45D', edge: '#66792A', edgeWidth: 2, pattern: tufts('#55681F', 12, 13) },
  'field-in-season': { fill: '#E0D36E', edge: '#A08F2A', edgeWidth: 2, pattern: hatch('#B3A13A', 10, 45) },
  'field-out-of-season': { fill: '#E9E0B8', edge: '#AFA070', edgeWidth: 2, pattern: hatch('#BFB183', 18, 45) },
  'wet-rice-paddy': { fill: '#A7D5CF', edge: '#4F8F88', edgeWidth: 2, pattern: waves('#5E9F97', 14) },
  'dry-rice-paddy': { fill: '#DCD3A6', edge: '#9A8D57', edgeWidth: 2, pattern: hatch('#B1A46A', 12, 0, 1.5) },
  structure: { fill: '#9C7B69', edge: '#3B2A20', edgeWidth: 3, pattern: hatch('#7E5F4E', 8, -45, 1) },
  entrenchment: { fill: '#B39B7A', edge: '#4E3B25', edgeWidth: 3, dashed: true },
  hill: { fill: '#D8C08F', edge: '#8C6A36', edgeWidth: 3 },
  'contour-lines': { fill: '#000000', edge: '#8C6A36', edgeWidth: 2, dashed: true, hollow: true },
  depression: { fill: '#CBB690', edge: '#7A6238', edgeWidth: 2, dashed: true, pattern: hatch('#9E865B', 14, -30) },
};

export const FOGO_LINE_STYLES: Readonly<Record<FogoLineType, LineStyle>> = {
  road: { outer: '#8A6A3C', inner: '#CDAE77', innerShare: 0.8, minPx: 8 },
  'sunken-road': { outer: '#5C4426', inner: '#B8975E', innerShare: 0.7, minPx: 8 },
  stream: { outer: '#2D6E9E', inner: '#86BFE3', innerShare: 0.7, minPx: 6 },
  ditch: { outer: '#5E4C33', inner: '#9A8462', innerShare: 0.5, dash: [10, 6], minPx: 5 },
  bridge: { outer: '#2B2B2B', inner: '#A07852', innerShare: 0.8, minPx: 10 },
  wall: { outer: '#3F3F3F', inner: '#9A9A9A', innerShare: 0.5, minPx: 6 },
  'raised-paddy-dyke': { outer: '#6E5E35', inner: '#BBA96F', innerShare: 0.55, minPx: 6 },
  hedge: { outer: '#1F4A1F', inner: '#3D7A34', innerShare: 0.7, decoration: 'bumps', minPx: 8 },
  crest: { outer: '#8C6A36', inner: '#8C6A36', innerShare: 1, dash: [14, 8], decoration: 'ticks', minPx: 4 },
  cliff: { outer: '#3A2D1E', inner: '#6B5236', innerShare: 0.6, decoration: 'ticks', minPx: 6 },
};

/** Badges on a Fogo Cruzado stand. */
export const FOGO_STATUS_MARKERS = ['pinned', 'suppressed', 'killed', 'no-fire', 'ground-hug'] as const;
export type FogoStatusMarker = (typeof FOGO_STATUS_MARKERS)[number];

/** A killed stand is crossed out on the table rather than badged. */
export const FOGO_BADGES: Readonly<Record<FogoStatusMarker, Badge>> = {
  pinned: { text: 'P', fill: '#F0E442', ink: '#000000', words: 'pinned' },
  suppressed: { text: 'S', fill: '#000000', ink: '#F0E442', words: 'suppressed' },
  killed: { text: 'X', fill: '#7A0000', ink: '#FFFFFF', words: 'killed', cross: true },
  'no-fire': { text: 'NF', fill: '#FFFFFF', ink: '#B00020', words: 'no fire' },
  'ground-hug': { text: 'GH', fill: '#6B4E2E', ink: '#FFFFFF', words: 'ground hug' },
};

const TERRAIN: Readonly<Record<string, TerrainKind>> = Object.fromEntries(
  Object.entries<FogoTerrain>(FOGO_TERRAIN).map(([type, row]) => [type, { ...row, detail: describeFogoTerrain(row) }]),
);

/** Scenarios on a table in inches, features of the terrain table, lootable buildings; Sneakers wear the pinned badge. */
export const FOGO_MAP: MapKit = {
  board: 'tabletop',
  terrainWords: 'a fogo terrain type',
  terrain: TERRAIN,
  featureFields: FOGO_FEATURE_FIELDS,
  styles: { areas: FOGO_AREA_STYLES, lines: FOGO_LINE_STYLES, badges: FOGO_BADGES, counters: {} },
};
