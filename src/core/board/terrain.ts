/**
 * Terrain tables: for each ruleset that has a board, the terrain types a scenario may name and what
 * each means for cover and line of sight. The bot does not judge cover or LOS itself (crossfire-core
 * §1.1.1: players declare them); the tables name the types, say which shape they take, and give the
 * legend its words.
 */

/** A terrain attribute: `varies` where the rules leave it to the scenario ("Yes/No" in the digest). */
export type TerrainAttribute = 'yes' | 'no' | 'varies';

/** Area features are polygons, ellipses or rectangles; linear ones are polylines with a width. */
export type TerrainShapeKind = 'area' | 'linear';

export interface TabletopTerrain {
  readonly label: string;
  readonly shape: TerrainShapeKind;
  /** Protects against indirect fire. */
  readonly indirectCover: TerrainAttribute;
  /** Protects against direct fire. */
  readonly directCover: TerrainAttribute;
  readonly blocksLos: TerrainAttribute;
  /** Linear types: the width drawn when the scenario gives none, in inches. */
  readonly defaultWidth?: number;
  /** Where the row comes from: a section of crossfire-core.md. */
  readonly source: string;
  readonly note?: string;
}

/**
 * Fogo Cruzado terrain: the Crossfire core terrain table (crossfire-core §1.1.1, [A] S29) with the
 * Fogo Cruzado additions (§2.6: long and elephant grass, rice paddies, raised paddy dykes, jungle).
 * Rows the digest lumps together ("woods, orchard (in season), boulder field") are separate types
 * here, so a map can draw and name them apart; their attributes are the row's.
 */
export const FOGO_TERRAIN = {
  woods: { label: 'Woods', shape: 'area', indirectCover: 'yes', directCover: 'yes', blocksLos: 'yes', source: '§1.1.1' },
  jungle: {
    label: 'Jungle',
    shape: 'area',
    indirectCover: 'yes',
    directCover: 'yes',
    blocksLos: 'yes',
    source: '§2.6',
    note: 'very dense jungle is many woods features close together',
  },
  'orchard-in-season': {
    label: 'Orchard (in season)',
    shape: 'area',
    indirectCover: 'yes',
    directCover: 'yes',
    blocksLos: 'yes',
    source: '§1.1.1',
  },
  'boulder-field': { label: 'Boulder field', shape: 'area', indirectCover: 'yes', directCover: 'yes', blocksLos: 'yes', source: '§1.1.1' },
  rough: { label: 'Rough ground', shape: 'area', indirectCover: 'yes', directCover: 'yes', blocksLos: 'no', source: '§1.1.1' },
  'orchard-out-of-season': {
    label: 'Orchard (out of season)',
    shape: 'area',
    indirectCover: 'yes',
    directCover: 'yes',
    blocksLos: 'no',
    source: '§1.1.1',
  },
  'rock-field': { label: 'Rock field', shape: 'area', indirectCover: 'yes', directCover: 'yes', blocksLos: 'no', source: '§1.1.1' },
  'long-grass': { label: 'Long grass', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', source: '§2.6' },
  'elephant-grass': { label: 'Elephant grass', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', source: '§2.6' },
  'field-in-season': { label: 'Field (in season)', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', source: '§1.1.1' },
  'field-out-of-season': {
    label: 'Field (out of season)',
    shape: 'area',
    indirectCover: 'no',
    directCover: 'yes',
    blocksLos: 'no',
    source: '§1.1.1',
  },
  'wet-rice-paddy': { label: 'Wet rice paddy', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', source: '§2.6' },
  'dry-rice-paddy': { label: 'Dry rice paddy', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'no', source: '§2.6' },
  structure: {
    label: 'Structure',
    shape: 'area',
    indirectCover: 'yes',
    directCover: 'yes',
    blocksLos: 'yes',
    source: '§1.1.1',
    note: 'building, complex, hard point or bunker; holds 2 squads unless the scenario says 1 or 3',
  },
  entrenchment: { label: 'Entrenchment', shape: 'area', indirectCover: 'yes', directCover: 'yes', blocksLos: 'no', source: '§1.1.1' },
  hill: { label: 'Hill', shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', source: '§1.1.1' },
  'contour-lines': { label: 'Contour lines', shape: 'area', indirectCover: 'no', directCover: 'no', blocksLos: 'varies', source: '§1.1.1 (HTD)' },
  depression: { label: 'Depression', shape: 'area', indirectCover: 'no', directCover: 'no', blocksLos: 'varies', source: '§1.1.1' },
  road: { label: 'Road', shape: 'linear', indirectCover: 'no', directCover: 'no', blocksLos: 'no', defaultWidth: 2, source: '§1.1.1' },
  stream: {
    label: 'Stream',
    shape: 'linear',
    indirectCover: 'varies',
    directCover: 'varies',
    blocksLos: 'varies',
    defaultWidth: 1.5,
    source: '§1.1.1',
  },
  ditch: { label: 'Ditch', shape: 'linear', indirectCover: 'varies', directCover: 'varies', blocksLos: 'varies', defaultWidth: 1, source: '§1.1.1' },
  'sunken-road': {
    label: 'Sunken road',
    shape: 'linear',
    indirectCover: 'varies',
    directCover: 'varies',
    blocksLos: 'varies',
    defaultWidth: 2,
    source: '§1.1.1',
  },
  bridge: { label: 'Bridge', shape: 'linear', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', defaultWidth: 2, source: '§1.1.1' },
  wall: { label: 'Wall', shape: 'linear', indirectCover: 'yes', directCover: 'yes', blocksLos: 'no', defaultWidth: 0.5, source: '§1.1.1' },
  'raised-paddy-dyke': {
    label: 'Raised paddy dyke',
    shape: 'linear',
    indirectCover: 'yes',
    directCover: 'yes',
    blocksLos: 'no',
    defaultWidth: 0.5,
    source: '§2.6',
    note: 'treated as a wall; wheeled vehicles may not cross',
  },
  hedge: { label: 'Hedge / bocage', shape: 'linear', indirectCover: 'yes', directCover: 'yes', blocksLos: 'yes', defaultWidth: 0.75, source: '§1.1.1' },
  crest: { label: 'Crest', shape: 'linear', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes', defaultWidth: 0.5, source: '§1.1.1 (HTD)' },
  cliff: { label: 'Cliff', shape: 'linear', indirectCover: 'no', directCover: 'no', blocksLos: 'yes', defaultWidth: 0.75, source: '§1.1.1' },
} as const satisfies Record<string, TabletopTerrain>;

export type FogoTerrainType = keyof typeof FOGO_TERRAIN;
export const FOGO_TERRAIN_TYPES = Object.keys(FOGO_TERRAIN) as FogoTerrainType[];

export function isFogoTerrainType(x: string): x is FogoTerrainType {
  return Object.hasOwn(FOGO_TERRAIN, x);
}

/** The line of Fire Team's fire table a target reads (seed 004, Firing: "consult the appropriate cover line"). */
export type FireteamCover = 'open' | 'soft' | 'hard';
export const FIRETEAM_COVERS = ['open', 'soft', 'hard'] as const satisfies readonly FireteamCover[];

export interface FireteamTerrain {
  readonly label: string;
  readonly shape: TerrainShapeKind;
  /** The fire-table line for troops in it or behind it; a feature may override it (`attributes.cover`). */
  readonly cover: FireteamCover;
  /**
   * Crossing it costs 6″ of a move, and flanked troops get no cover from it (seed 004, Movement:
   * "You lose 6 inches per obstacle crossed"; Cover: "Flanked troops do not count cover from linear
   * obstacles").
   */
  readonly linearObstacle: boolean;
  /** Moving through it costs 1D6 of the move (seed 004, Movement: "loose 1D6 if moving through woods etc."). */
  readonly slowGoing: boolean;
  /** Troops inside are seen only within 1″ of its edge, and it hides what is behind it (seed 004, Cover). */
  readonly blocksLos: boolean;
  /** Troops may not enter it except where the scenario gives a crossing (a bridge or a ford). */
  readonly impassable?: boolean;
  /** Linear types: the width drawn when the scenario gives none, in inches. */
  readonly defaultWidth?: number;
  /**
   * `B`: the seed names the type or its effect (woods, buildings, bunkers, roads, linear obstacles)
   * and the row follows from it; `C`: a common table terrain the seed does not name, every value
   * our reading.
   */
  readonly confidence: 'B' | 'C';
  readonly note?: string;
}

/**
 * Fire Team terrain (seed 004). The seed lists no terrain: it names woods ("woods etc."), linear
 * obstacles, buildings, bunkers and roads, and reads fire on an open, soft or hard cover line. The
 * cover line of each type here is our reading, a default a scenario can change per feature with
 * `attributes.cover` (and `attributes.blocksLos`).
 */
export const FIRETEAM_TERRAIN = {
  'open-ground': { label: 'Open ground', shape: 'area', cover: 'open', linearObstacle: false, slowGoing: false, blocksLos: false, confidence: 'C' },
  field: {
    label: 'Field',
    shape: 'area',
    cover: 'soft',
    linearObstacle: false,
    slowGoing: false,
    blocksLos: false,
    confidence: 'C',
    note: 'standing crops hide but do not stop bullets; set blocksLos for tall crops',
  },
  orchard: { label: 'Orchard', shape: 'area', cover: 'soft', linearObstacle: false, slowGoing: false, blocksLos: false, confidence: 'C' },
  woods: { label: 'Woods', shape: 'area', cover: 'soft', linearObstacle: false, slowGoing: true, blocksLos: true, confidence: 'B' },
  'wooden-building': { label: 'Wooden building', shape: 'area', cover: 'soft', linearObstacle: false, slowGoing: true, blocksLos: true, confidence: 'B' },
  'stone-building': { label: 'Stone building', shape: 'area', cover: 'hard', linearObstacle: false, slowGoing: true, blocksLos: true, confidence: 'B' },
  ruins: { label: 'Ruins', shape: 'area', cover: 'hard', linearObstacle: false, slowGoing: true, blocksLos: true, confidence: 'C' },
  rubble: { label: 'Rubble', shape: 'area', cover: 'hard', linearObstacle: false, slowGoing: true, blocksLos: false, confidence: 'C' },
  hill: {
    label: 'Hill',
    shape: 'area',
    cover: 'open',
    linearObstacle: false,
    slowGoing: false,
    blocksLos: true,
    confidence: 'C',
    note: 'no dead ground behind cover for troops on it (Cover)',
  },
  crater: { label: 'Shell craters', shape: 'area', cover: 'hard', linearObstacle: false, slowGoing: true, blocksLos: false, confidence: 'C' },
  trench: { label: 'Trench / foxholes', shape: 'area', cover: 'hard', linearObstacle: false, slowGoing: false, blocksLos: false, confidence: 'C' },
  bunker: {
    label: 'Bunker',
    shape: 'area',
    cover: 'hard',
    linearObstacle: false,
    slowGoing: false,
    blocksLos: true,
    confidence: 'B',
    note: 'a target for anti-tank fire (Anti-Tank Fire)',
  },
  hedge: { label: 'Hedge', shape: 'linear', cover: 'soft', linearObstacle: true, slowGoing: false, blocksLos: true, defaultWidth: 0.75, confidence: 'B' },
  wall: { label: 'Wall', shape: 'linear', cover: 'hard', linearObstacle: true, slowGoing: false, blocksLos: false, defaultWidth: 0.5, confidence: 'B' },
  fence: { label: 'Fence', shape: 'linear', cover: 'soft', linearObstacle: true, slowGoing: false, blocksLos: false, defaultWidth: 0.3, confidence: 'B' },
  stream: { label: 'Stream', shape: 'linear', cover: 'open', linearObstacle: true, slowGoing: false, blocksLos: false, defaultWidth: 1.5, confidence: 'C' },
  river: {
    label: 'River',
    shape: 'linear',
    cover: 'open',
    linearObstacle: false,
    slowGoing: false,
    blocksLos: false,
    impassable: true,
    defaultWidth: 5,
    confidence: 'C',
    note: 'crossed only at a bridge or ford unless the scenario says otherwise',
  },
  road: { label: 'Road', shape: 'linear', cover: 'open', linearObstacle: false, slowGoing: false, blocksLos: false, defaultWidth: 2, confidence: 'B' },
  bridge: { label: 'Bridge', shape: 'linear', cover: 'open', linearObstacle: false, slowGoing: false, blocksLos: false, defaultWidth: 2.5, confidence: 'C' },
} as const satisfies Record<string, FireteamTerrain>;

export type FireteamTerrainType = keyof typeof FIRETEAM_TERRAIN;
export const FIRETEAM_TERRAIN_TYPES = Object.keys(FIRETEAM_TERRAIN) as FireteamTerrainType[];

export function isFireteamTerrainType(x: string): x is FireteamTerrainType {
  return Object.hasOwn(FIRETEAM_TERRAIN, x);
}

/** What a scenario may change on one Fire Team feature: its cover line and whether it blocks LOS. */
export interface FireteamTerrainOverrides {
  readonly cover?: FireteamCover;
  readonly blocksLos?: boolean;
}

/** A Fire Team feature's terrain row with the scenario's overrides for that feature applied. */
export function fireteamTerrainOf(feature: {
  readonly type: FireteamTerrainType;
  readonly attributes?: FireteamTerrainOverrides;
}): FireteamTerrain {
  const row: FireteamTerrain = FIRETEAM_TERRAIN[feature.type];
  const a = feature.attributes;
  if (!a) return row;
  return { ...row, ...(a.cover === undefined ? {} : { cover: a.cover }), ...(a.blocksLos === undefined ? {} : { blocksLos: a.blocksLos }) };
}

/** How LnL terrain affects spotting and LOS (player aid, Spotting: open, degrading, blocking). */
export type LnlLos = 'open' | 'degrading' | 'blocking' | 'water';

/** Where a hex terrain type sits: a whole hex, a path through hex centres, or a hexside. */
export type HexLayer = 'hex' | 'path' | 'hexside';

export interface HexTerrain {
  readonly label: string;
  readonly layer: HexLayer;
  readonly los: LnlLos;
  /**
   * `A`: named by the player aid with this LOS class; `B`: named by the player aid, class inferred;
   * `C`: a common module terrain the aid does not name. Target modifiers are on each module's TEC,
   * which the seed does not hold, so none are given here.
   */
  readonly confidence: 'A' | 'B' | 'C';
  readonly note?: string;
}

/**
 * Lock 'n Load Tactical hex terrain. The player aid (seed 003) names Clear ("open-terrain"), Brush,
 * Low Crops, Buildings (bamboo, wooden), Bunkers, Caves, Walls, Hills, Rivers, Streams (types 1–5)
 * and Roads, and the spotting classes open / degrading / blocking; the other rows are common module
 * terrain. A hex has exactly one hex-layer type; roads, trails and streams run through hexes and
 * walls along hexsides.
 */
export const LNL_TERRAIN = {
  clear: { label: 'Clear', layer: 'hex', los: 'open', confidence: 'A' },
  brush: { label: 'Brush', layer: 'hex', los: 'degrading', confidence: 'B' },
  'low-crops': { label: 'Low crops', layer: 'hex', los: 'degrading', confidence: 'B' },
  orchard: { label: 'Orchard', layer: 'hex', los: 'degrading', confidence: 'C' },
  'elephant-grass': { label: 'Elephant grass', layer: 'hex', los: 'degrading', confidence: 'C' },
  'rice-paddy': { label: 'Rice paddy', layer: 'hex', los: 'open', confidence: 'C' },
  marsh: { label: 'Marsh', layer: 'hex', los: 'open', confidence: 'C' },
  'light-woods': { label: 'Light woods', layer: 'hex', los: 'blocking', confidence: 'C' },
  woods: { label: 'Woods', layer: 'hex', los: 'blocking', confidence: 'C' },
  jungle: { label: 'Jungle', layer: 'hex', los: 'blocking', confidence: 'C' },
  'bamboo-building': { label: 'Bamboo building', layer: 'hex', los: 'blocking', confidence: 'B', note: 'flammable' },
  'wooden-building': { label: 'Wooden building', layer: 'hex', los: 'blocking', confidence: 'B', note: 'flammable' },
  'stone-building': { label: 'Stone building', layer: 'hex', los: 'blocking', confidence: 'C' },
  rubble: { label: 'Rubble', layer: 'hex', los: 'degrading', confidence: 'C' },
  bunker: { label: 'Bunker', layer: 'hex', los: 'blocking', confidence: 'B' },
  cave: { label: 'Cave', layer: 'hex', los: 'blocking', confidence: 'B' },
  hill: { label: 'Hill', layer: 'hex', los: 'blocking', confidence: 'B', note: 'no TM against artillery or mortars' },
  river: { label: 'River', layer: 'hex', los: 'water', confidence: 'B', note: 'rubber boats' },
  road: { label: 'Road', layer: 'path', los: 'open', confidence: 'A' },
  trail: { label: 'Trail', layer: 'path', los: 'open', confidence: 'C' },
  stream: { label: 'Stream', layer: 'path', los: 'open', confidence: 'A', note: 'type 1–5 sets the movement penalty (10.5.1)' },
  wall: { label: 'Wall', layer: 'hexside', los: 'open', confidence: 'A', note: 'no TM against artillery or mortars' },
} as const satisfies Record<string, HexTerrain>;

export type LnlTerrainType = keyof typeof LNL_TERRAIN;
export const LNL_TERRAIN_TYPES = Object.keys(LNL_TERRAIN) as LnlTerrainType[];

export function isLnlTerrainType(x: string): x is LnlTerrainType {
  return Object.hasOwn(LNL_TERRAIN, x);
}

/** One line for a legend: "cover: direct + indirect · blocks LOS". */
export function describeTabletopTerrain(t: TabletopTerrain): string {
  if (t.directCover === 'varies' || t.indirectCover === 'varies' || t.blocksLos === 'varies') {
    const fixed = [
      t.directCover === 'varies' ? '' : `direct cover ${t.directCover}`,
      t.indirectCover === 'varies' ? '' : `indirect cover ${t.indirectCover}`,
      t.blocksLos === 'varies' ? '' : t.blocksLos === 'yes' ? 'blocks LOS' : 'LOS clear',
    ].filter(Boolean);
    return [...fixed, 'the rest set per feature'].join(' · ');
  }
  const kinds = [t.directCover === 'yes' ? 'direct' : '', t.indirectCover === 'yes' ? 'indirect' : ''].filter(Boolean);
  const cover = kinds.length === 0 ? 'no cover' : `cover: ${kinds.join(' + ')}`;
  return `${cover} · ${t.blocksLos === 'yes' ? 'blocks LOS' : 'LOS clear'}`;
}

export function describeHexTerrain(t: HexTerrain): string {
  const los = t.los === 'open' ? 'open' : t.los === 'water' ? 'water' : `${t.los} terrain`;
  return t.note ? `${los} · ${t.note}` : los;
}

/** One line for a Fire Team legend: "soft cover · obstacle −6″ · −1D6 through · blocks LOS". */
export function describeFireteamTerrain(t: FireteamTerrain): string {
  return [
    t.cover === 'open' ? 'no cover' : `${t.cover} cover`,
    ...(t.linearObstacle ? ['obstacle −6″'] : []),
    ...(t.slowGoing ? ['−1D6 through'] : []),
    ...(t.impassable ? ['impassable'] : []),
    t.blocksLos ? 'blocks LOS' : 'LOS clear',
  ].join(' · ');
}
