import type { Confidence } from '../../../../core/house-rules.js';
import { layerOf, type Layer, type TerrainKind } from './terrain-generator.js';

/**
 * FNG's terrain table (FNG 2nd Tour, "What Type of Terrain Pieces?" and "Man Made Features", p.46–51,
 * seed L1142–L1212; buildings L1002–L1007, bunkers L1026): every type a scenario may lay, the shape a
 * feature of it takes, what it gives a figure inside (cover, concealment, both or neither, L807–L815)
 * and how it limits sight and movement. The generators' types (`TerrainKind`) come first, then what a
 * scenario places by hand. A data table: `FNG_TERRAIN` is three quarters of the file, a few readers of it
 * follow.
 */

/**
 * What a figure has from a piece of terrain (L807–L810): cover stops bullets, concealment only hides,
 * and a figure may have both. Both count on the Ranged Combat Table and give −1d6 to an enemy's In
 * Sight test (L814).
 */
export type Protection = 'none' | 'concealment' | 'cover' | 'both';
export const PROTECTIONS = ['none', 'concealment', 'cover', 'both'] as const satisfies readonly Protection[];

/** Types the generators never roll, laid by a scenario (man-made features, L1205–L1212; buildings, L1007). */
export const FNG_PLACED_KINDS = [
  'hooch',
  'building',
  'bunker',
  'sandbags',
  'fighting-position',
  'spider-hole',
  'trench',
  'stream',
  'trail',
  'dike',
  'wire',
  'punji-stakes',
  'minefield',
  'impassable',
  'sand',
] as const;
export type FngPlacedKind = (typeof FNG_PLACED_KINDS)[number];

/** A terrain type a scenario may name: a generator's type or a placed one. */
export type FngTerrainType = TerrainKind | FngPlacedKind;

/** How far figures see, in inches, by day and by night. */
export interface Reach {
  readonly day: number;
  readonly night: number;
}

/** How a type limits sight (LOS, L649, L806, L813–L815). */
export interface FngSight {
  /** Two figures both inside see each other no farther than this; absent: the type does not limit it. */
  readonly inside?: Reach;
  /**
   * A figure this many inches or more inside its edge cannot see or be seen from outside; by anyone
   * at all, or, with `beyond`, by anyone farther than that from him (`beyondFrom: 'edge'`: from the
   * feature's edge); with `lip`, a figure outside within that of the edge still sees in (a crater's
   * lip). A figure at the edge sees out and is seen.
   */
  readonly hidden?: { readonly depth: number; readonly beyond?: Reach; readonly beyondFrom?: 'figure' | 'edge'; readonly lip?: number };
  /**
   * A line of sight across it: `blocked` (tall enough, L815), `clear`, or `crest` (blocked between
   * figures on opposite sides of a hill's crest, L1154).
   */
  readonly across: 'blocked' | 'clear' | 'crest';
  /** Scrub: a prone figure in it is seen only this close, and sees only this close (L1198). */
  readonly prone?: { readonly seenWithin: number; readonly seesWithin: number };
}

/** A row of the terrain table. */
export interface FngTerrain {
  readonly label: string;
  /** Area features are polygons, ellipses or rectangles; linear ones are polylines with a width. */
  readonly shape: 'area' | 'linear';
  /** Linear types: the width drawn when the scenario gives none, in inches. */
  readonly defaultWidth?: number;
  /** Laid under another type (hills, marsh), on top of one (roads, craters, trails), or as the ground itself. */
  readonly layer: Layer;
  /** What a standing, stationary figure in it has against fire and sight from the ground. */
  readonly ground: Protection;
  /** What a prone figure in it has, where that differs. */
  readonly prone?: Protection;
  /** What a moving figure in it has, where that differs (buildings, L1002). */
  readonly moving?: Protection;
  /**
   * Linear types: what a figure beside the line has, within this many inches of its edge (a dike to
   * figures in the paddy touching it; a river to figures on its bank).
   */
  readonly beside?: { readonly within: number; readonly protection: Protection };
  /** Against aircraft, where the seed says; `unseen`: cannot be seen from the air. */
  readonly air?: Protection | 'unseen';
  readonly sight: FngSight;
  /**
   * Foot movement through it as a share of normal speed (1: no penalty, 0: only along a road);
   * absent where something else decides it (water depth, wire, stakes).
   */
  readonly footMove?: number;
  /** The seed lines the row is read from. */
  readonly source: string;
  /** `B`: the seed says it; `C`: the seed is silent or garbled and the value is our reading. */
  readonly confidence: Confidence;
  readonly note?: string;
}

const OPEN: FngSight = { across: 'clear' };
const BLOCKED: FngSight = { across: 'blocked' };

/**
 * The table. Each type of a generator keeps its generator layer (`layerOf`); a scenario may change what
 * a feature gives (`protection`), since players "agree to which areas of the table provide cover and
 * which provide concealment" (L812).
 */
export const FNG_TERRAIN = {
  clear: {
    label: 'Clear',
    shape: 'area',
    layer: layerOf('clear'),
    ground: 'none',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1146',
    confidence: 'B',
  },
  bamboo: {
    label: 'Bamboo',
    shape: 'area',
    layer: layerOf('bamboo'),
    ground: 'concealment',
    air: 'concealment',
    sight: { inside: { day: 8, night: 6 }, across: 'blocked' },
    footMove: 0.5,
    source: 'seed L1147, L1149',
    confidence: 'B',
    note: 'blast Impact +1 (splinters); its effects are printed apart from its name (L1149), read as bamboo; LOS 8″/6″ is read as the most of it a line of sight may pass through, a figure inside included',
  },
  craters: {
    label: 'Bomb craters',
    shape: 'area',
    layer: layerOf('craters'),
    ground: 'cover',
    sight: { hidden: { depth: 1, lip: 1 }, across: 'clear' },
    footMove: 0.5,
    source: 'seed L1150, L1155, L1159–L1160',
    confidence: 'B',
    note: 'cover at the lip; deeper in, out of LOS unless the shooter is at the lip; a blast centred in the crater treats all inside as in the clear',
  },
  'elephant-grass': {
    label: 'Elephant grass',
    shape: 'area',
    layer: layerOf('elephant-grass'),
    ground: 'concealment',
    air: 'none',
    sight: { inside: { day: 4, night: 4 }, hidden: { depth: 1 }, across: 'blocked' },
    footMove: 0.75,
    source: 'seed L1148, L1156, L1171',
    confidence: 'B',
  },
  forest: {
    label: 'Forest',
    shape: 'area',
    layer: layerOf('forest'),
    ground: 'cover',
    air: 'cover',
    sight: { inside: { day: 18, night: 9 }, hidden: { depth: 4, beyond: { day: 12, night: 6 }, beyondFrom: 'edge' }, across: 'blocked' },
    footMove: 1,
    source: 'seed L1157',
    confidence: 'B',
    note: 'never concealed (no undergrowth); orchards and plantations see 36″ along the rows',
  },
  hill: {
    label: 'Hill',
    shape: 'area',
    layer: layerOf('hill'),
    ground: 'none',
    sight: { across: 'crest' },
    footMove: 0.75,
    source: 'seed L1154, L1161, L1164',
    confidence: 'B',
    note: 'within 1″ of the crest: cover from direct fire from the far side; −1/4 move uphill',
  },
  'single-canopy-jungle': {
    label: 'Single canopy jungle',
    shape: 'area',
    layer: layerOf('single-canopy-jungle'),
    ground: 'both',
    air: 'concealment',
    sight: { inside: { day: 6, night: 6 }, hidden: { depth: 1 }, across: 'blocked' },
    footMove: 0.25,
    source: 'seed L1168',
    confidence: 'B',
    note: 'cover from blast circles too; abandoned plantations count as this (L1154)',
  },
  'double-canopy-jungle': {
    label: 'Double canopy jungle',
    shape: 'area',
    layer: layerOf('double-canopy-jungle'),
    ground: 'both',
    air: 'both',
    sight: { inside: { day: 8, night: 6 }, hidden: { depth: 1 }, across: 'blocked' },
    footMove: 0.5,
    source: 'seed L1166, L1170',
    confidence: 'B',
  },
  'triple-canopy-jungle': {
    label: 'Triple canopy jungle',
    shape: 'area',
    layer: layerOf('triple-canopy-jungle'),
    ground: 'cover',
    air: 'unseen',
    sight: { inside: { day: 12, night: 9 }, hidden: { depth: 4 }, across: 'blocked' },
    footMove: 1,
    source: 'seed L1167',
    confidence: 'B',
    note: 'not concealed; seen from the air only by a hovering helicopter within 2″; slopes still slow',
  },
  marsh: {
    label: 'Marsh',
    shape: 'area',
    layer: layerOf('marsh'),
    ground: 'none',
    sight: { inside: { day: 24, night: 12 }, across: 'clear' },
    footMove: 0.5,
    source: 'seed L1169, L1171',
    confidence: 'B',
    note: 'laid under another type; the worse of the two counts',
  },
  'rice-paddy': {
    label: 'Rice paddy',
    shape: 'area',
    layer: layerOf('rice-paddy'),
    ground: 'none',
    prone: 'concealment',
    sight: OPEN,
    footMove: 0.5,
    source: 'seed L1174',
    confidence: 'B',
    note: 'flooded: half move, the crop hides prone figures; dry: open ground; near harvest: tall grass (`paddy`)',
  },
  river: {
    label: 'River',
    shape: 'linear',
    defaultWidth: 11,
    layer: layerOf('river'),
    ground: 'cover',
    beside: { within: 1, protection: 'cover' },
    sight: OPEN,
    source: 'seed L1178–L1182',
    confidence: 'B',
    note: 'in it or on its bank: cover from figures away from the river; 8 + 1d6″ wide; depth decides movement',
  },
  road: {
    label: 'Road',
    shape: 'linear',
    defaultWidth: 5,
    layer: layerOf('road'),
    ground: 'none',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1188',
    confidence: 'B',
    note: 'laid on top of another type: normal road movement through it; 3 + 1/2d6″ wide',
  },
  rough: {
    label: 'Rough',
    shape: 'area',
    layer: layerOf('rough'),
    ground: 'cover',
    sight: { inside: { day: 12, night: 6 }, hidden: { depth: 1, beyond: { day: 12, night: 6 } }, across: 'clear' },
    footMove: 0.5,
    source: 'seed L1194',
    confidence: 'C',
    note: 'the seed gives cover at its edge and "patches of cover and concealment": cover inside is our reading',
  },
  'sand-dunes': {
    label: 'Sand dunes',
    shape: 'area',
    layer: layerOf('sand-dunes'),
    ground: 'none',
    sight: { across: 'crest' },
    footMove: 0.5,
    source: 'seed L1196',
    confidence: 'B',
    note: 'count as hills; at least 12″ × 6″',
  },
  scrub: {
    label: 'Scrub',
    shape: 'area',
    layer: layerOf('scrub'),
    ground: 'none',
    prone: 'concealment',
    air: 'none',
    sight: { across: 'clear', prone: { seenWithin: 6, seesWithin: 12 } },
    footMove: 1,
    source: 'seed L1198, L1202',
    confidence: 'B',
  },
  swamp: {
    label: 'Swamp',
    shape: 'area',
    layer: layerOf('swamp'),
    ground: 'cover',
    air: 'cover',
    sight: { inside: { day: 12, night: 6 }, hidden: { depth: 4 }, across: 'blocked' },
    footMove: 0.5,
    source: 'seed L1204',
    confidence: 'B',
  },
  'termite-mounds': {
    label: 'Termite mounds',
    shape: 'area',
    layer: layerOf('termite-mounds'),
    ground: 'cover',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1120–L1128 (named by III Corps #2 only; no effects printed)',
    confidence: 'C',
    note: 'laid on top of another type; cover among the mounds is our reading',
  },
  hooch: {
    label: 'Hooch',
    shape: 'area',
    layer: 'ground',
    ground: 'concealment',
    sight: BLOCKED,
    footMove: 1,
    source: 'seed L1002, L1007',
    confidence: 'B',
    note: 'bamboo and grass, DV 0: concealment but no cover; its concealment stays when it collapses',
  },
  building: {
    label: 'Building',
    shape: 'area',
    layer: 'ground',
    ground: 'cover',
    moving: 'concealment',
    sight: BLOCKED,
    footMove: 1,
    source: 'seed L999, L1002, L1007',
    confidence: 'B',
    note: 'stationary figures in cover, moving ones concealed; a door costs 2″, a window ends the move; DV by `structure`',
  },
  bunker: {
    label: 'Bunker',
    shape: 'area',
    layer: 'ground',
    ground: 'cover',
    sight: BLOCKED,
    footMove: 1,
    source: 'seed L1007, L1026',
    confidence: 'B',
    note: 'entrance at the rear; occupants see and fire 90° from the apertures and roll 3d6 on Received Fire; DV by `structure`',
  },
  sandbags: {
    label: 'Sandbagged position',
    shape: 'area',
    layer: 'ground',
    ground: 'cover',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1000, L2206',
    confidence: 'B',
    note: 'DV 2',
  },
  'fighting-position': {
    label: 'Foxholes',
    shape: 'area',
    layer: 'ground',
    ground: 'cover',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1201, L1203, L1210',
    confidence: 'B',
    note: 'camouflaged: cover and concealment (`camouflaged`); prone occupants are safe from small arms and blasts up to Impact 3 centred outside',
  },
  'spider-hole': {
    label: 'Spider hole',
    shape: 'area',
    layer: 'ground',
    ground: 'both',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1201, L1205, L1210',
    confidence: 'B',
    note: 'always camouflaged; VC, NVA and FWF Special Forces only',
  },
  trench: {
    label: 'Trench',
    shape: 'linear',
    defaultWidth: 1,
    layer: 'ground',
    ground: 'cover',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1201, L1210',
    confidence: 'B',
    note: 'camouflaged: cover and concealment (`camouflaged`)',
  },
  stream: {
    label: 'Stream / canal',
    shape: 'linear',
    defaultWidth: 7,
    layer: 'ground',
    ground: 'cover',
    beside: { within: 1, protection: 'cover' },
    sight: OPEN,
    source: 'seed L1178–L1182',
    confidence: 'B',
    note: 'as a river, 4 + 1d6″ wide',
  },
  trail: {
    label: 'Trail',
    shape: 'linear',
    defaultWidth: 1,
    layer: 'over',
    ground: 'none',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1209, L2206 (named; no effects printed)',
    confidence: 'C',
    note: 'a footpath laid over the ground it crosses, which keeps its cover and sight; booby traps favour it',
  },
  dike: {
    label: 'Paddy dike',
    shape: 'linear',
    defaultWidth: 1,
    layer: 'over',
    ground: 'none',
    beside: { within: 0.5, protection: 'both' },
    sight: OPEN,
    footMove: 1,
    source: 'seed L1174',
    confidence: 'B',
    note: 'cover and concealment across it for figures in the paddy touching it; none for figures on it',
  },
  wire: {
    label: 'Barbed wire',
    shape: 'linear',
    defaultWidth: 2,
    layer: 'over',
    ground: 'none',
    sight: OPEN,
    source: 'seed L1208',
    confidence: 'B',
    note: 'crossed at 2″ a turn with 4″ or more on a Fast Move; single strand 2″ deep, double 4″',
  },
  'punji-stakes': {
    label: 'Punji stakes',
    shape: 'area',
    layer: 'over',
    ground: 'none',
    sight: OPEN,
    source: 'seed L1209, L1212',
    confidence: 'B',
    note: 'crossed at 2″ a turn; 1d6 vs REP each turn inside, 0 passed: an Impact 1 hit',
  },
  minefield: {
    label: 'Minefield',
    shape: 'area',
    layer: 'over',
    ground: 'none',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1206',
    confidence: 'B',
    note: '6″ × 6″; 1d6 vs REP each turn inside, 0 passed: a 5″ blast at Impact 2',
  },
  impassable: {
    label: 'Impassable',
    shape: 'area',
    layer: 'ground',
    ground: 'none',
    sight: BLOCKED,
    footMove: 0,
    source: 'seed L1165',
    confidence: 'C',
    note: 'only along a road, at a quarter of normal movement; blocking sight is our reading (cliffs, mountains)',
  },
  sand: {
    label: 'Sand',
    shape: 'area',
    layer: 'ground',
    ground: 'none',
    sight: OPEN,
    footMove: 1,
    source: 'seed L1196',
    confidence: 'B',
  },
} as const satisfies Record<FngTerrainType, FngTerrain>;

export const FNG_TERRAIN_TYPES = Object.keys(FNG_TERRAIN) as FngTerrainType[];

export function isFngTerrainType(x: string): x is FngTerrainType {
  return Object.hasOwn(FNG_TERRAIN, x);
}

/** The row of a type. */
export function fngTerrainOf(type: FngTerrainType): FngTerrain {
  return FNG_TERRAIN[type];
}

const PROTECTION_WORDS: Readonly<Record<Protection, string>> = {
  none: 'no cover',
  concealment: 'concealment',
  cover: 'cover',
  both: 'cover + concealment',
};

/** Its line in a legend: "cover + concealment · LOS in 8″/6″ · unseen 1″ in · ½ move". */
export function describeFngTerrain(t: FngTerrain): string {
  const parts = [PROTECTION_WORDS[t.ground]];
  if (t.prone !== undefined) parts.push(`prone: ${PROTECTION_WORDS[t.prone]}`);
  if (t.beside !== undefined) parts.push(`beside: ${PROTECTION_WORDS[t.beside.protection]}`);
  const s = t.sight;
  if (s.inside) parts.push(s.inside.day === s.inside.night ? `LOS in ${s.inside.day}″` : `LOS in ${s.inside.day}″/${s.inside.night}″`);
  // Unseen from outside a little way in: sight across it is blocked too, so that says it.
  if (s.hidden) parts.push(`unseen ${s.hidden.depth}″ in`);
  else if (s.across === 'blocked') parts.push('blocks LOS');
  if (s.across === 'crest') parts.push('crest blocks LOS');
  if (t.footMove !== undefined && t.footMove < 1) parts.push(t.footMove === 0 ? 'road only' : `${MOVE_WORDS[t.footMove] ?? `×${t.footMove}`} move`);
  return parts.join(' · ');
}

const MOVE_WORDS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
