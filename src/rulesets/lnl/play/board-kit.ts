import { HEX_LINE, dots, hatch, trees, tufts, waves, type AreaStyle, type Badge, type CounterStyle, type LineStyle } from '../../../core/board/style.js';
import type { TerrainKind, TerrainShape } from '../../../core/board/terrain.js';
import type { MapKit } from '../../../core/board/view.js';
import { LNL_FEATURE_FIELDS, LNL_FIELDS } from '../rules/map/scenario.js';
import { LNL_TERRAIN, describeLnlTerrain, type HexLayer, type LnlTerrain, type LnlTerrainType } from '../rules/map/terrain.js';

/**
 * Lock 'n Load's board kit: its terrain table as hex scenarios name it, and how its maps and
 * counters are drawn, as data every view of its boards carries (DESIGN.md, Boards).
 */

type LnlHexType = { [K in LnlTerrainType]: (typeof LNL_TERRAIN)[K]['layer'] extends 'hex' ? K : never }[LnlTerrainType];

/** How each whole-hex terrain type is drawn; every hex is outlined alike. */
export const LNL_HEX_STYLES: Readonly<Record<LnlHexType, AreaStyle>> = {
  clear: { fill: '#E9E4CB', edge: HEX_LINE, edgeWidth: 1 },
  brush: { fill: '#C9CF95', edge: HEX_LINE, edgeWidth: 1, pattern: dots('#7D8C45', 12, 2.5) },
  'low-crops': { fill: '#E3D98A', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#B9A84A', 10, 45) },
  orchard: { fill: '#B5D39A', edge: HEX_LINE, edgeWidth: 1, pattern: trees('#5A8A44', 24, 5) },
  'elephant-grass': { fill: '#AFC45D', edge: HEX_LINE, edgeWidth: 1, pattern: tufts('#55681F', 12, 12) },
  'rice-paddy': { fill: '#A7D5CF', edge: HEX_LINE, edgeWidth: 1, pattern: waves('#5E9F97', 13) },
  marsh: { fill: '#9FBFA8', edge: HEX_LINE, edgeWidth: 1, pattern: tufts('#3F6E55', 14, 7) },
  'light-woods': { fill: '#9DC286', edge: HEX_LINE, edgeWidth: 1, pattern: trees('#5A8A44', 24, 6) },
  woods: { fill: '#6E9C5B', edge: HEX_LINE, edgeWidth: 1, pattern: trees('#3B6A2E', 18, 6) },
  jungle: { fill: '#4C7A43', edge: HEX_LINE, edgeWidth: 1, pattern: trees('#2C5426', 15, 6) },
  'bamboo-building': { fill: '#C9A86A', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#8C6D35', 8, 90, 1.5) },
  'wooden-building': { fill: '#A5805F', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#6E5037', 8, -45, 1.5) },
  'stone-building': { fill: '#9C9C9C', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#5F5F5F', 8, 45, 1.5) },
  rubble: { fill: '#BDB5A6', edge: HEX_LINE, edgeWidth: 1, pattern: dots('#6F685C', 11, 3) },
  bunker: { fill: '#7D7566', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#3F3A30', 7, 45, 2) },
  cave: { fill: '#8A7A64', edge: HEX_LINE, edgeWidth: 1, pattern: dots('#3B3328', 16, 5) },
  hill: { fill: '#D8C08F', edge: HEX_LINE, edgeWidth: 1, pattern: hatch('#B89B63', 16, -30, 1.5) },
  river: { fill: '#6FA8D6', edge: HEX_LINE, edgeWidth: 1, pattern: waves('#3E7CB0', 14) },
};

export const LNL_LINE_STYLES: Readonly<Record<Exclude<LnlTerrainType, LnlHexType>, LineStyle>> = {
  road: { outer: '#8A6A3C', inner: '#CDAE77', innerShare: 0.75, minPx: 10 },
  trail: { outer: '#8A6A3C', inner: '#8A6A3C', innerShare: 1, dash: [10, 7], minPx: 4 },
  stream: { outer: '#2D6E9E', inner: '#86BFE3', innerShare: 0.6, minPx: 8 },
  wall: { outer: '#2F2F2F', inner: '#8C8C8C', innerShare: 0.5, minPx: 7 },
};

/** Badges on a Lock 'n Load counter: its status, then the Operations phase markers (9.0). */
export const LNL_STATUS_MARKERS = [
  'shaken',
  'wounded',
  'abandoned',
  'damaged',
  'immobilized',
  'buttoned',
  'moved',
  'assault-move',
  'fired',
  'ops-complete',
  'low-crawl',
  'hit-and-run',
] as const;
export type LnlStatusMarker = (typeof LNL_STATUS_MARKERS)[number];

/** The Operations-phase markers share one light grey, so statuses stand out from bookkeeping. */
const ADMIN_FILL = '#E2E2E2';

export const LNL_BADGES: Readonly<Record<LnlStatusMarker, Badge>> = {
  shaken: { text: 'SH', fill: '#E69F00', ink: '#000000', words: 'shaken' },
  wounded: { text: 'W', fill: '#B00020', ink: '#FFFFFF', words: 'wounded' },
  abandoned: { text: 'AB', fill: '#FFFFFF', ink: '#000000', words: 'abandoned' },
  damaged: { text: 'DMG', fill: '#5A3E1B', ink: '#FFFFFF', words: 'damaged' },
  immobilized: { text: 'IMM', fill: '#3D3D3D', ink: '#FFFFFF', words: 'immobilised' },
  buttoned: { text: 'BT', fill: '#56B4E9', ink: '#000000', words: 'buttoned up' },
  moved: { text: 'M', fill: ADMIN_FILL, ink: '#000000', words: 'moved' },
  'assault-move': { text: 'AM', fill: ADMIN_FILL, ink: '#000000', words: 'assault move' },
  fired: { text: 'F', fill: ADMIN_FILL, ink: '#000000', words: 'fired' },
  'ops-complete': { text: 'OC', fill: '#000000', ink: '#FFFFFF', words: 'ops complete' },
  'low-crawl': { text: 'LC', fill: ADMIN_FILL, ink: '#000000', words: 'low crawl' },
  'hit-and-run': { text: 'HR', fill: ADMIN_FILL, ink: '#000000', words: 'hit and run' },
};

/** Hex markers: smoke, fire, wrecks, fire for effect, spotting rounds and acquisition. */
export type LnlCounterKind = 'smoke' | 'fire' | 'wreck' | 'ffe' | 'spotting-round' | 'acquisition';

/** A hex marker fills its counter; one of a side's carries that side's colour on its edge. */
export const LNL_COUNTER_STYLES: Readonly<Record<LnlCounterKind, CounterStyle>> = {
  smoke: { fill: '#D9D9D9', ink: '#000000', edge: '#6E6E6E', round: false, words: 'smoke' },
  fire: { fill: '#FFC20A', ink: '#7A0000', edge: '#7A0000', round: false, words: 'fire (blaze)' },
  wreck: { fill: '#2B2B2B', ink: '#FFFFFF', edge: '#000000', round: false, words: 'wreck' },
  ffe: { fill: '#B00020', ink: '#FFFFFF', edge: '#4D000E', round: false, words: 'fire for effect' },
  'spotting-round': { fill: '#FFD6DC', ink: '#000000', edge: '#B00020', round: false, words: 'spotting round' },
  acquisition: { fill: '#FFFFFF', ink: '#000000', edge: '#000000', round: false, words: 'acquisition' },
};

const SHAPE_OF: Readonly<Record<HexLayer, TerrainShape>> = { hex: 'hexes', path: 'path', hexside: 'hexsides' };

const TERRAIN: Readonly<Record<string, TerrainKind>> = Object.fromEntries(
  Object.entries<LnlTerrain>(LNL_TERRAIN).map(([type, row]) => [type, { ...row, shape: SHAPE_OF[row.layer], detail: describeLnlTerrain(row) }]),
);

/** Scenarios on a hex map, clear where no feature says otherwise; a stream's type and a TM per feature. */
export const LNL_MAP: MapKit = {
  board: 'hex',
  terrainWords: 'an lnl terrain type',
  terrain: TERRAIN,
  ground: 'clear',
  featureFields: LNL_FEATURE_FIELDS,
  fields: LNL_FIELDS,
  styles: { areas: LNL_HEX_STYLES, lines: LNL_LINE_STYLES, badges: LNL_BADGES, counters: LNL_COUNTER_STYLES },
};
