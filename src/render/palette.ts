import type { FIRETEAM_TERRAIN, FireteamTerrainType, FOGO_TERRAIN, FogoTerrainType, LNL_TERRAIN, LnlTerrainType } from '../core/board/terrain.js';
import type { CounterKind, StatusMarker } from '../core/board/view.js';

/**
 * Side colours from the Okabe–Ito palette, which stays distinct under the common forms of colour
 * blindness; the first two (blue, vermillion) are the safest pair. A side's colour is its place in
 * the view's `sides`, so it is the same in every view of a game.
 */
export const SIDE_COLOURS = ['#0072B2', '#D55E00', '#CC79A7', '#009E73', '#E69F00', '#56B4E9', '#F0E442', '#000000'] as const;
export const UNKNOWN_SIDE_COLOUR = '#4D4D4D';

export const PAPER = '#F4F1E8';
export const TITLE_BAR = '#1E2A38';
export const TITLE_TEXT = '#FFFFFF';
export const SUBTITLE_TEXT = '#D6DEE8';
/** The turn and phase pill in the title bar. */
export const TURN_PILL = '#3A4D63';
export const INK = '#1A1A1A';
export const HALO = '#FFFFFF';
export const GRID_MINOR = 'rgba(0,0,0,0.10)';
export const GRID_MAJOR = 'rgba(0,0,0,0.38)';
export const TABLE_BASE = '#E4DDC3';
export const HEX_CLEAR = '#E9E4CB';
export const HEX_LINE = '#66635A';
/** Hidden own troops: grey, with a dashed outline in the side's colour. */
export const GREYED = '#A3A3A3';
/** The real/dummy badge under a Sneaker token: only drawn when the view carries it. */
export const REAL_COLOUR = '#12703A';
export const DUMMY_COLOUR = '#5A4E8C';

export interface Badge {
  readonly text: string;
  readonly fill: string;
  readonly ink: string;
  /** What the legend calls it. */
  readonly words: string;
}

/** LnL's Operations-phase markers share one light grey, so statuses stand out from bookkeeping. */
const ADMIN_FILL = '#E2E2E2';

/**
 * A badge per unit marker, across rulesets. Two badges that can meet on one counter differ in text
 * and, where it matters, in colour; the legend lists only those on the board.
 */
export const STATUS_BADGES: Readonly<Record<StatusMarker, Badge>> = {
  pinned: { text: 'P', fill: '#F0E442', ink: '#000000', words: 'pinned' },
  suppressed: { text: 'S', fill: '#000000', ink: '#F0E442', words: 'suppressed' },
  killed: { text: 'X', fill: '#7A0000', ink: '#FFFFFF', words: 'killed' },
  'no-fire': { text: 'NF', fill: '#FFFFFF', ink: '#B00020', words: 'no fire' },
  'ground-hug': { text: 'GH', fill: '#6B4E2E', ink: '#FFFFFF', words: 'ground hug' },
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
  'permanently-pinned': { text: 'PP', fill: '#F0E442', ink: '#B00020', words: 'permanently pinned' },
  overwatch: { text: 'OW', fill: '#009E73', ink: '#FFFFFF', words: 'overwatch' },
  'gone-to-ground': { text: 'GTG', fill: '#8C6A36', ink: '#FFFFFF', words: 'gone to ground' },
  'brewed-up': { text: 'BU', fill: '#7A0000', ink: '#F0E442', words: 'brewed up' },
  halted: { text: 'HLT', fill: '#E69F00', ink: '#000000', words: 'halted: must return fire' },
  panicked: { text: 'PAN', fill: '#D55E00', ink: '#FFFFFF', words: 'panicked: must retreat' },
  'miss-next-shot': { text: 'MIS', fill: '#FFFFFF', ink: '#D55E00', words: 'misses its next shot' },
  'radio-damaged': { text: 'RAD', fill: '#5A3E1B', ink: '#FFFFFF', words: 'radio damaged' },
  'turret-jammed': { text: 'TJ', fill: '#5A3E1B', ink: '#F0E442', words: 'turret jammed' },
  'weapon-damaged': { text: 'WD', fill: '#5A3E1B', ink: '#E69F00', words: 'weapon damaged' },
  'tracks-damaged': { text: 'TRK', fill: '#5A3E1B', ink: '#56B4E9', words: 'movement −1D6' },
};

export interface CounterStyle {
  readonly fill: string;
  readonly ink: string;
  /** The edge when the counter has no side. */
  readonly edge: string;
  /** A round token (a place on the table) rather than a square counter. */
  readonly round: boolean;
  /** What the legend calls it. */
  readonly words: string;
}

/** Marker counters: hex markers fill the counter; a side's points carry its colour on the edge. */
export const COUNTER_STYLES: Readonly<Record<CounterKind, CounterStyle>> = {
  smoke: { fill: '#D9D9D9', ink: '#000000', edge: '#6E6E6E', round: false, words: 'smoke' },
  fire: { fill: '#FFC20A', ink: '#7A0000', edge: '#7A0000', round: false, words: 'fire (blaze)' },
  wreck: { fill: '#2B2B2B', ink: '#FFFFFF', edge: '#000000', round: false, words: 'wreck' },
  ffe: { fill: '#B00020', ink: '#FFFFFF', edge: '#4D000E', round: false, words: 'fire for effect' },
  'spotting-round': { fill: '#FFD6DC', ink: '#000000', edge: '#B00020', round: false, words: 'spotting round' },
  acquisition: { fill: '#FFFFFF', ink: '#000000', edge: '#000000', round: false, words: 'acquisition' },
  jop: { fill: '#FFFFFF', ink: '#000000', edge: '#000000', round: false, words: 'jump-off point' },
  patrol: { fill: '#FFF3C4', ink: '#000000', edge: '#000000', round: true, words: 'patrol marker' },
  'road-entrance': { fill: '#CDAE77', ink: '#000000', edge: '#5C4426', round: true, words: 'road entrance' },
};

export function sideColour(sides: readonly string[], side: string | undefined): string {
  if (side === undefined) return UNKNOWN_SIDE_COLOUR;
  const i = sides.findIndex((s) => s.toLowerCase() === side.toLowerCase());
  return i < 0 ? UNKNOWN_SIDE_COLOUR : (SIDE_COLOURS[i % SIDE_COLOURS.length] ?? UNKNOWN_SIDE_COLOUR);
}

/** Black or white, whichever reads better on `hex`. */
export function inkOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.22 ? '#000000' : '#FFFFFF';
}

/** A fill texture, in pixels, anchored to the map's origin so neighbouring features line up. */
export type Pattern =
  | { readonly kind: 'trees'; readonly colour: string; readonly spacing: number; readonly radius: number }
  | { readonly kind: 'hatch'; readonly colour: string; readonly spacing: number; readonly angle: number; readonly width: number }
  | { readonly kind: 'dots'; readonly colour: string; readonly spacing: number; readonly radius: number }
  | { readonly kind: 'tufts'; readonly colour: string; readonly spacing: number; readonly height: number }
  | { readonly kind: 'waves'; readonly colour: string; readonly spacing: number };

export interface AreaStyle {
  readonly fill: string;
  readonly edge: string;
  readonly edgeWidth: number;
  readonly pattern?: Pattern;
  /** Dashed edge (contours, entrenchments). */
  readonly dashed?: boolean;
  /** No fill at all, just the edge (contour lines). */
  readonly hollow?: boolean;
}

export interface LineStyle {
  /** Drawn first, wider: the banks or edges. */
  readonly outer: string;
  readonly inner: string;
  /** The inner stroke's share of the width. */
  readonly innerShare: number;
  readonly dash?: readonly number[];
  /** Bumps (hedges) or ticks (cliffs, crests) along the line. */
  readonly decoration?: 'bumps' | 'ticks';
  /** Minimum drawn width in pixels, so thin walls stay visible. */
  readonly minPx: number;
}

const trees = (colour: string, spacing = 22, radius = 6): Pattern => ({ kind: 'trees', colour, spacing, radius });
const hatch = (colour: string, spacing = 12, angle = 45, width = 1.5): Pattern => ({ kind: 'hatch', colour, spacing, angle, width });
const dots = (colour: string, spacing = 14, radius = 2): Pattern => ({ kind: 'dots', colour, spacing, radius });
const tufts = (colour: string, spacing = 14, height = 8): Pattern => ({ kind: 'tufts', colour, spacing, height });
const waves = (colour: string, spacing = 14): Pattern => ({ kind: 'waves', colour, spacing });

type FogoAreaType = { [K in FogoTerrainType]: (typeof FOGO_TERRAIN)[K]['shape'] extends 'area' ? K : never }[FogoTerrainType];
type FogoLineType = Exclude<FogoTerrainType, FogoAreaType>;

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

type LnlHexType = { [K in LnlTerrainType]: (typeof LNL_TERRAIN)[K]['layer'] extends 'hex' ? K : never }[LnlTerrainType];

export const LNL_HEX_STYLES: Readonly<Record<LnlHexType, AreaStyle>> = {
  clear: { fill: HEX_CLEAR, edge: HEX_LINE, edgeWidth: 1 },
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

type FireteamAreaType = { [K in FireteamTerrainType]: (typeof FIRETEAM_TERRAIN)[K]['shape'] extends 'area' ? K : never }[FireteamTerrainType];
type FireteamLineType = Exclude<FireteamTerrainType, FireteamAreaType>;

/**
 * Fire Team terrain: the same families as the other tables (green woods, brown buildings, blue
 * water), with hard cover drawn in cool greys and soft cover in warm browns and greens.
 */
export const FIRETEAM_AREA_STYLES: Readonly<Record<FireteamAreaType, AreaStyle>> = {
  'open-ground': { fill: '#E9E4CB', edge: '#A39C7E', edgeWidth: 1.5, dashed: true },
  field: { fill: '#E0D36E', edge: '#A08F2A', edgeWidth: 2, pattern: hatch('#B3A13A', 10, 45) },
  orchard: { fill: '#B5D39A', edge: '#5A8A44', edgeWidth: 2, pattern: trees('#5A8A44', 26, 5) },
  woods: { fill: '#86AE72', edge: '#3E6B2F', edgeWidth: 2.5, pattern: trees('#4F7F3C') },
  'wooden-building': { fill: '#A5805F', edge: '#3B2A20', edgeWidth: 3, pattern: hatch('#6E5037', 8, -45, 1.5) },
  'stone-building': { fill: '#9C9C9C', edge: '#2F2F2F', edgeWidth: 3, pattern: hatch('#5F5F5F', 8, 45, 1.5) },
  ruins: { fill: '#B4ABA0', edge: '#4A4A4A', edgeWidth: 3, dashed: true, pattern: hatch('#6F685C', 10, 45, 1.5) },
  rubble: { fill: '#BDB5A6', edge: '#6F685C', edgeWidth: 2, pattern: dots('#6F685C', 11, 3) },
  hill: { fill: '#D8C08F', edge: '#8C6A36', edgeWidth: 3 },
  crater: { fill: '#C2AE8C', edge: '#6B5236', edgeWidth: 2, pattern: dots('#6B5236', 16, 4) },
  trench: { fill: '#B39B7A', edge: '#4E3B25', edgeWidth: 3, dashed: true },
  bunker: { fill: '#7D7566', edge: '#1F1F1F', edgeWidth: 3, pattern: hatch('#3F3A30', 7, 45, 2) },
};

export const FIRETEAM_LINE_STYLES: Readonly<Record<FireteamLineType, LineStyle>> = {
  hedge: { outer: '#1F4A1F', inner: '#3D7A34', innerShare: 0.7, decoration: 'bumps', minPx: 8 },
  wall: { outer: '#3F3F3F', inner: '#9A9A9A', innerShare: 0.5, minPx: 6 },
  fence: { outer: '#6B4E2E', inner: '#6B4E2E', innerShare: 1, dash: [12, 5], minPx: 4 },
  stream: { outer: '#2D6E9E', inner: '#86BFE3', innerShare: 0.7, minPx: 6 },
  river: { outer: '#1F5A85', inner: '#6FA8D6', innerShare: 0.85, minPx: 14 },
  road: { outer: '#8A6A3C', inner: '#CDAE77', innerShare: 0.8, minPx: 8 },
  bridge: { outer: '#2B2B2B', inner: '#A07852', innerShare: 0.8, minPx: 10 },
};

export function fireteamAreaStyle(type: FireteamTerrainType): AreaStyle | undefined {
  return (FIRETEAM_AREA_STYLES as Partial<Record<FireteamTerrainType, AreaStyle>>)[type];
}

export function fireteamLineStyle(type: FireteamTerrainType): LineStyle | undefined {
  return (FIRETEAM_LINE_STYLES as Partial<Record<FireteamTerrainType, LineStyle>>)[type];
}

/** The style of a terrain type on a table, from the terrain table the board uses. */
export function tableAreaStyle(ruleset: 'fogo' | 'fireteam' | undefined, type: string): AreaStyle | undefined {
  return ruleset === 'fireteam' ? fireteamAreaStyle(type as FireteamTerrainType) : fogoAreaStyle(type as FogoTerrainType);
}

export function tableLineStyle(ruleset: 'fogo' | 'fireteam' | undefined, type: string): LineStyle | undefined {
  return ruleset === 'fireteam' ? fireteamLineStyle(type as FireteamTerrainType) : fogoLineStyle(type as FogoTerrainType);
}

export function fogoAreaStyle(type: FogoTerrainType): AreaStyle | undefined {
  return (FOGO_AREA_STYLES as Partial<Record<FogoTerrainType, AreaStyle>>)[type];
}

export function fogoLineStyle(type: FogoTerrainType): LineStyle | undefined {
  return (FOGO_LINE_STYLES as Partial<Record<FogoTerrainType, LineStyle>>)[type];
}

export function lnlHexStyle(type: LnlTerrainType): AreaStyle | undefined {
  return (LNL_HEX_STYLES as Partial<Record<LnlTerrainType, AreaStyle>>)[type];
}

export function lnlLineStyle(type: LnlTerrainType): LineStyle | undefined {
  return (LNL_LINE_STYLES as Partial<Record<LnlTerrainType, LineStyle>>)[type];
}
