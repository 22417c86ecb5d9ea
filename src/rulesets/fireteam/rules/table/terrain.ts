/**
 * Fire Team's terrain table (seed 004): the terrain types a scenario may name, the fire-table cover
 * line of each, and how it hinders movement and sight.
 */

/** The line of Fire Team's fire table a target reads (seed 004, Firing: "consult the appropriate cover line"). */
export type FireteamCover = 'open' | 'soft' | 'hard';
export const FIRETEAM_COVERS = ['open', 'soft', 'hard'] as const satisfies readonly FireteamCover[];

/** A row of the terrain table: its cover line, and how it hinders movement and sight. */
export interface FireteamTerrain {
  readonly label: string;
  /** Area features are polygons, ellipses or rectangles; linear ones are polylines with a width. */
  readonly shape: 'area' | 'linear';
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
