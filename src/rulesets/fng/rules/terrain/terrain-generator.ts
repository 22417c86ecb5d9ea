import type { AoKind, AreaOfOperations } from './area-of-operations.js';

/**
 * The Corps Terrain Generators (FNG 2nd Tour, Terrain, seed L1075–L1141): the terrain types they name, each
 * Corps' table by AO column with its footnotes, and the readings its garbled columns need.
 * table-set-up.ts rolls them for each section of the table.
 */

/** Terrain types the generators name (effects L1146–L1204). */
export type TerrainKind =
  | 'clear'
  | 'bamboo'
  | 'craters'
  | 'elephant-grass'
  | 'forest'
  | 'hill'
  | 'single-canopy-jungle'
  | 'double-canopy-jungle'
  | 'triple-canopy-jungle'
  | 'marsh'
  | 'rice-paddy'
  | 'river'
  | 'road'
  | 'rough'
  | 'sand-dunes'
  | 'scrub'
  | 'swamp'
  | 'termite-mounds';

/**
 * How a type is laid. Roads, craters and termite mounds go on top of another type (footnote (1); road
 * L1188); hills and marsh go under one (footnote (4); hills L1161, marsh L1169). Either way the table
 * is rolled again for the other layer.
 */
export type Layer = 'under' | 'ground' | 'over';

export const LAYER_OF = {
  road: 'over',
  craters: 'over',
  'termite-mounds': 'over',
  hill: 'under',
  marsh: 'under',
} as const satisfies Partial<Record<TerrainKind, Layer>>;

export function layerOf(kind: TerrainKind): Layer {
  return (LAYER_OF as Partial<Record<TerrainKind, Layer>>)[kind] ?? 'ground';
}

/** What a generator footnote number means; each table prints its own legend. */
export type FootnoteMeaning = 'on-top' | 'under' | 'marsh-in-rainy' | 'river-in-rainy' | 'muddy-in-monsoon';

export interface GeneratorCell {
  readonly kind: TerrainKind;
  /** Footnote numbers as printed after the name. */
  readonly notes?: readonly number[];
  /** The printed name where it is not the type's own name. */
  readonly printed?: string;
}

export type ColumnConfidence = 'clean' | 'reconstructed' | 'uncertain';

export interface GeneratorColumn {
  readonly ao: AoKind;
  readonly confidence: ColumnConfidence;
  /** Rows 2–12 in order. */
  readonly rows: readonly GeneratorCell[];
}

export interface GeneratorTable {
  readonly id: 'I' | 'II' | 'III-1' | 'III-2' | 'IV';
  readonly source: string;
  /** Footnote legend; IV Corps prints none, see `generatorFor`. */
  readonly footnotes: Readonly<Record<number, FootnoteMeaning>>;
  readonly columns: readonly GeneratorColumn[];
}

const c = (kind: TerrainKind, ...notes: number[]): GeneratorCell => (notes.length > 0 ? { kind, notes } : { kind });
const DCJ = c('double-canopy-jungle');
const SCJ = c('single-canopy-jungle');
const TCJ = c('triple-canopy-jungle');

/** The I and II Corps legend (L1092, L1094), also printed for III Corps #1 (L1110–L1116). */
const LEGEND_I_II = { 1: 'on-top', 2: 'marsh-in-rainy', 3: 'muddy-in-monsoon', 4: 'under' } as const;

/**
 * The Corps Terrain Generators, 2d6 summed (p.45–46). The extraction interleaves the columns; the rows
 * below are read by counting eleven entries per column. Where a second reading exists it is a house
 * rule (`generatorFor`).
 */
export const TERRAIN_GENERATORS = {
  I: {
    id: 'I',
    source: 'seed L1078–L1094',
    footnotes: LEGEND_I_II,
    columns: [
      {
        ao: 'dmz',
        confidence: 'reconstructed',
        rows: [DCJ, c('rough'), c('scrub'), c('scrub'), c('clear'), c('elephant-grass'), c('craters', 1), SCJ, c('bamboo'), c('hill', 4, 3), c('craters', 1, 3)],
      },
      {
        ao: 'coastal',
        confidence: 'reconstructed',
        rows: [c('river'), c('road', 1), SCJ, c('clear'), c('scrub'), c('rice-paddy'), c('forest'), c('forest'), c('sand-dunes'), c('hill', 4), c('swamp')],
      },
      {
        // Rows 10–12 are the orphan line L1093, the only three cells left over.
        ao: 'interior',
        confidence: 'reconstructed',
        rows: [TCJ, DCJ, c('forest'), c('scrub', 2), c('rice-paddy'), c('rice-paddy'), c('hill', 4, 3), c('river'), c('bamboo'), c('craters', 1, 3), c('hill', 4, 3)],
      },
    ],
  },
  II: {
    id: 'II',
    source: 'seed L1075–L1091 (legend L1092, L1094)',
    footnotes: LEGEND_I_II,
    columns: [
      {
        ao: 'coastal',
        confidence: 'clean',
        rows: [c('road', 1), c('river'), c('forest'), c('swamp'), c('rice-paddy'), c('bamboo'), c('clear'), DCJ, SCJ, c('rice-paddy'), c('hill', 4)],
      },
      {
        // Interior and Highlands are interleaved word by word in L1090–L1091; row 12 is a house rule.
        ao: 'interior',
        confidence: 'uncertain',
        rows: [SCJ, DCJ, c('river'), c('elephant-grass'), c('rice-paddy'), DCJ, c('rice-paddy'), c('scrub', 2), c('hill', 4, 3), c('clear'), c('clear')],
      },
      {
        ao: 'highlands',
        confidence: 'uncertain',
        rows: [c('road', 1, 3), c('elephant-grass'), TCJ, c('hill', 4, 3), DCJ, c('hill', 4, 3), DCJ, c('hill', 4, 3), c('bamboo'), TCJ, c('marsh', 4)],
      },
    ],
  },
  'III-1': {
    id: 'III-1',
    source: 'seed L1097–L1118',
    footnotes: LEGEND_I_II,
    columns: [
      {
        ao: 'coastal',
        confidence: 'reconstructed',
        rows: [c('hill', 4), c('scrub'), c('bamboo'), c('rice-paddy'), c('forest'), DCJ, c('forest'), c('marsh', 4), c('bamboo'), c('river'), c('hill', 4)],
      },
      {
        ao: 'interior',
        confidence: 'reconstructed',
        rows: [c('river'), c('swamp'), c('hill', 4), DCJ, c('forest', 2), c('rice-paddy'), c('scrub'), c('clear'), c('rice-paddy'), c('hill', 4), c('bamboo')],
      },
      {
        ao: 'highlands',
        confidence: 'reconstructed',
        rows: [c('forest'), c('scrub'), c('river'), c('bamboo'), c('hill', 4, 3), DCJ, TCJ, c('hill', 4, 3), c('elephant-grass'), TCJ, TCJ],
      },
    ],
  },
  'III-2': {
    id: 'III-2',
    source: 'seed L1120–L1128',
    footnotes: { 1: 'on-top', 2: 'river-in-rainy', 3: 'under' },
    columns: [
      {
        ao: 'free-fire-zone',
        confidence: 'reconstructed',
        rows: [
          c('rice-paddy'),
          c('bamboo'),
          c('hill', 3),
          c('craters', 1),
          DCJ,
          c('scrub', 2),
          DCJ,
          c('forest'),
          { kind: 'double-canopy-jungle', printed: 'Double canopy forest' },
          c('termite-mounds', 1),
          c('river'),
        ],
      },
      {
        ao: 'swamp',
        confidence: 'reconstructed',
        rows: [c('river'), c('bamboo'), c('scrub', 2), c('rice-paddy'), c('swamp'), DCJ, c('swamp'), c('river'), c('swamp'), c('bamboo'), c('scrub', 2)],
      },
    ],
  },
  IV: {
    id: 'IV',
    source: 'seed L1131–L1141 (no footnote legend printed)',
    footnotes: { 1: 'on-top', 2: 'marsh-in-rainy', 3: 'muddy-in-monsoon', 4: 'under' },
    columns: [
      {
        ao: 'swamp',
        confidence: 'reconstructed',
        rows: [c('river'), c('swamp'), c('bamboo'), c('rice-paddy'), c('rice-paddy', 3), c('swamp'), c('rice-paddy'), c('double-canopy-jungle', 2), c('river'), c('scrub', 2), c('swamp')],
      },
      {
        // Rows 10–12 of Interior and Free Fire Zone are six loose cells (L1136–L1141); house rule.
        ao: 'interior',
        confidence: 'uncertain',
        rows: [c('river'), c('road', 1, 3), c('rough'), c('hill', 4), c('rice-paddy'), c('swamp'), c('rice-paddy'), c('clear'), c('river'), c('double-canopy-jungle', 2), DCJ],
      },
      {
        // "Hill (1)": hills are always laid under (L1161), whatever the mark.
        ao: 'free-fire-zone',
        confidence: 'uncertain',
        rows: [c('river'), c('hill', 1), c('swamp'), c('swamp'), c('rice-paddy'), c('bamboo'), c('scrub', 2), c('swamp'), c('bamboo'), SCJ, c('swamp')],
      },
    ],
  },
} as const satisfies Record<GeneratorTable['id'], GeneratorTable>;

/** II Corps row 12 (L1091 "Clear Marsh (4)"): which of Interior and Highlands gets which. House rule `fng.terrain.ii-corps-row-12`. */
export type IiCorpsRow12 = 'interior-clear' | 'interior-marsh';
/** IV Corps rows 10–12 of Interior and Free Fire Zone: which column the loose cells belong to. House rule `fng.terrain.iv-corps-rows-10-12`. */
export type IvCorpsRows10To12 = 'interior-first' | 'free-fire-zone-first';
/** III Corps #1 prints two meanings for (3): muddy in the monsoon (L1114) or a river in the rainy season (L1115). House rule `fng.terrain.iii-corps-1-note-3`. */
export type IiiCorps1Note3 = 'muddy' | 'river';
/** IV Corps prints no legend; (2) is read as I/II Corps' marsh or III Corps #2's river. House rule `fng.terrain.iv-corps-note-2`. */
export type IvCorpsNote2 = 'marsh' | 'river';

export interface GeneratorReadings {
  readonly iiCorpsRow12: IiCorpsRow12;
  readonly ivCorpsRows10To12: IvCorpsRows10To12;
  readonly iiiCorps1Note3: IiiCorps1Note3;
  readonly ivCorpsNote2: IvCorpsNote2;
}

function tableOf(ao: AreaOfOperations): GeneratorTable {
  if (ao.corps !== 'III') return TERRAIN_GENERATORS[ao.corps];
  return ao.kind === 'free-fire-zone' || ao.kind === 'swamp' ? TERRAIN_GENERATORS['III-2'] : TERRAIN_GENERATORS['III-1'];
}

function withRows(rows: readonly GeneratorCell[], from: number, cells: readonly GeneratorCell[]): GeneratorCell[] {
  const out = [...rows];
  cells.forEach((cell, i) => (out[from - 2 + i] = cell));
  return out;
}

/** The generator column and legend an AO uses, with the house-rule readings applied. */
export function generatorFor(
  ao: AreaOfOperations,
  readings: GeneratorReadings,
): { readonly table: GeneratorTable['id']; readonly source: string; readonly column: GeneratorColumn; readonly footnotes: Readonly<Record<number, FootnoteMeaning>> } {
  const table = tableOf(ao);
  const column = table.columns.find((col) => col.ao === ao.kind);
  if (!column) throw new Error(`no ${ao.kind} column for ${ao.corps} Corps`);
  let rows: readonly GeneratorCell[] = column.rows;
  let footnotes = table.footnotes;
  if (table.id === 'II' && readings.iiCorpsRow12 === 'interior-marsh') {
    if (ao.kind === 'interior') rows = withRows(rows, 12, [c('marsh', 4)]);
    if (ao.kind === 'highlands') rows = withRows(rows, 12, [c('clear')]);
  }
  if (table.id === 'IV' && readings.ivCorpsRows10To12 === 'free-fire-zone-first') {
    if (ao.kind === 'interior') rows = withRows(rows, 10, [c('bamboo'), SCJ, c('swamp')]);
    if (ao.kind === 'free-fire-zone') rows = withRows(rows, 10, [c('river'), c('double-canopy-jungle', 2), DCJ]);
  }
  if (table.id === 'III-1' && readings.iiiCorps1Note3 === 'river') footnotes = { ...footnotes, 3: 'river-in-rainy' };
  if (table.id === 'IV' && readings.ivCorpsNote2 === 'river') footnotes = { ...footnotes, 2: 'river-in-rainy' };
  return { table: table.id, source: table.source, column: { ...column, rows }, footnotes };
}
