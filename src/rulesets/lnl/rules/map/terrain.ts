/**
 * Lock 'n Load Tactical's terrain table: the terrain types a hex scenario may name, where each sits
 * (a whole hex, a path through hexes, a hexside) and how it affects spotting and line of sight.
 */

/** How LnL terrain affects spotting and LOS (player aid, Spotting: open, degrading, blocking). */
export type LnlLos = 'open' | 'degrading' | 'blocking' | 'water';

/** Where a hex terrain type sits: a whole hex, a path through hex centres, or a hexside. */
export type HexLayer = 'hex' | 'path' | 'hexside';

/** A row of the terrain table: where the type sits and how it affects spotting and LOS. */
export interface LnlTerrain {
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
} as const satisfies Record<string, LnlTerrain>;

export type LnlTerrainType = keyof typeof LNL_TERRAIN;
export const LNL_TERRAIN_TYPES = Object.keys(LNL_TERRAIN) as LnlTerrainType[];

export function isLnlTerrainType(x: string): x is LnlTerrainType {
  return Object.hasOwn(LNL_TERRAIN, x);
}

/** One line for a legend: "degrading terrain · flammable". */
export function describeLnlTerrain(t: LnlTerrain): string {
  const los = t.los === 'open' ? 'open' : t.los === 'water' ? 'water' : `${t.los} terrain`;
  return t.note ? `${los} · ${t.note}` : los;
}
