/**
 * Fogo Cruzado's terrain table: the terrain types a scenario may name and what each means for cover
 * and line of sight. The bot does not judge cover or LOS itself (crossfire-core §1.1.1: players
 * declare them); the table names the types, says which shape they take, gives the legend its words
 * and the direct cover a fire target has (terrain-cover.ts).
 */

/** A terrain attribute: `varies` where the rules leave it to the scenario ("Yes/No" in the digest). */
export type TerrainAttribute = 'yes' | 'no' | 'varies';

/** A row of the terrain table: what a type means for cover and line of sight. */
export interface FogoTerrain {
  readonly label: string;
  /** Area features are polygons, ellipses or rectangles; linear ones are polylines with a width. */
  readonly shape: 'area' | 'linear';
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
} as const satisfies Record<string, FogoTerrain>;

export type FogoTerrainType = keyof typeof FOGO_TERRAIN;
export const FOGO_TERRAIN_TYPES = Object.keys(FOGO_TERRAIN) as FogoTerrainType[];

export function isFogoTerrainType(x: string): x is FogoTerrainType {
  return Object.hasOwn(FOGO_TERRAIN, x);
}

/** One line for a legend: "cover: direct + indirect · blocks LOS". */
export function describeFogoTerrain(t: FogoTerrain): string {
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
