import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { isAoOf, populationValue, type AoKind, type AreaOfOperations } from './area-of-operations.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';

/**
 * Setting up the table (FNG 2nd Tour, Terrain, seed L1061–L1153): the Corps Terrain Generators, the
 * craters, buildings by Population Value and civilians. The output is a list of terrain pieces per
 * table section, for the board to place as features.
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

// ---------------------------------------------------------------- craters

export type CraterKind = 'artillery' | 'small-bomb' | 'large-bomb-or-naval' | 'huge-bomb';

/** Crater Size (L1150–L1153), 1d6 read as rolled; all craters in the section are the same size. */
export const CRATER_SIZE = {
  source: 'seed L1152–L1153',
  rows: [
    { highest: 1, kind: 'artillery', diameter: 3 },
    { highest: 3, kind: 'small-bomb', diameter: 6 },
    { highest: 5, kind: 'large-bomb-or-naval', diameter: 8 },
    { highest: 6, kind: 'huge-bomb', diameter: 12 },
  ],
} as const;

export interface Craters {
  readonly count: number;
  readonly kind: CraterKind;
  /** Inches. */
  readonly diameter: number;
  readonly parts: readonly RolledPart[];
}

/** Bomb craters (L1150): 1/2d6 craters placed from the section's centre, all of one size. */
export function craters(roller: Roller): Craters {
  const n = halfD6(roller, 'number of craters');
  const s = d6(roller, 'crater size');
  const row = CRATER_SIZE.rows.find((r) => s.score <= r.highest)!;
  return { count: n.value, kind: row.kind, diameter: row.diameter, parts: [n.part, s.part] };
}

// ---------------------------------------------------------------- sections

/**
 * The generator's dice: 2d6 as every table is headed, or the text's "Roll 1d6 for each section"
 * (L1073), read as rolled with a 1 (no such row) rolled again. House rule `fng.terrain.generator-dice`.
 */
export type GeneratorDice = '2d6' | '1d6';

export interface TerrainPiece {
  readonly kind: TerrainKind;
  readonly layer: Layer;
  /** The generator row read, or null for a marsh added by footnote (2). */
  readonly row: number | null;
  /** Footnoted "muddy during the monsoon": mud in the rainy season or in terrible weather. */
  readonly mudProne: boolean;
  /** Mud now (rainy season). */
  readonly muddy: boolean;
  /** The cell read as a river because of the rainy season. */
  readonly substitutedRiver: boolean;
  readonly printed?: string;
  readonly craters?: Craters;
}

export interface SectionTerrain {
  /** Numbered row by row from 1 (sectors 1–3 on the far row, 4–6 on the near one, L1067–L1072). */
  readonly section: number;
  readonly pieces: readonly TerrainPiece[];
  readonly buildingDie?: number;
  /** Buildings (hooches, pig pens, sheds, L1130) after isolated ones were moved. */
  readonly buildings: number;
}

export interface TableGrid {
  readonly columns: number;
  readonly rows: number;
}

/** Six sectors in two rows of three (L1061). */
export const SECTOR_GRID: TableGrid = { columns: 3, rows: 2 };

export interface TableTerrain {
  readonly ao: AreaOfOperations;
  readonly grid: TableGrid;
  readonly sections: readonly SectionTerrain[];
  readonly buildingsMoved: readonly { readonly from: number; readonly to: number }[];
  /** Civilians are present (L1130): only if there are buildings, on 1d6 at or under the PV. */
  readonly civilians: boolean;
  readonly civiliansDie?: number;
  readonly parts: readonly RolledPart[];
}

export type TerrainError = 'fng/ao-not-in-corps' | 'fng/bad-grid';

function rollRow(dice: GeneratorDice, roller: Roller, label: string, parts: RolledPart[]): number {
  if (dice === '2d6') {
    const r = sumD6(roller, 2, label);
    parts.push(r.part);
    return r.total;
  }
  for (;;) {
    const r = d6(roller, label);
    parts.push(r.part);
    if (r.score >= 2) return r.score;
  }
}

function sectionPieces(
  section: number,
  gen: ReturnType<typeof generatorFor>,
  dice: GeneratorDice,
  rainy: boolean,
  roller: Roller,
  parts: RolledPart[],
): TerrainPiece[] {
  let under: TerrainPiece | null = null;
  let over: TerrainPiece | null = null;
  let ground: TerrainPiece | null = null;
  while (ground === null) {
    const row = rollRow(dice, roller, `terrain section ${section}`, parts);
    const cell = gen.column.rows[row - 2]!;
    const meanings = (cell.notes ?? []).map((n) => gen.footnotes[n]);
    const substitutedRiver = rainy && meanings.includes('river-in-rainy');
    const kind: TerrainKind = substitutedRiver ? 'river' : cell.kind;
    const mudProne = !substitutedRiver && meanings.includes('muddy-in-monsoon');
    const piece = {
      kind,
      layer: layerOf(kind),
      row,
      mudProne,
      muddy: rainy && mudProne,
      substitutedRiver,
      ...(cell.printed === undefined || substitutedRiver ? {} : { printed: cell.printed }),
    };
    switch (piece.layer) {
      case 'over':
        // One piece on top per section: a second is rolled again.
        if (over !== null) continue;
        over = kind === 'craters' ? { ...piece, craters: craters(roller) } : piece;
        if (over.craters) parts.push(...over.craters.parts);
        continue;
      case 'under':
        if (kind === 'hill') {
          if (under?.kind === 'hill') continue;
          // A hill under a marsh removes the marsh (L1169).
          under = piece;
        } else {
          // No marsh on a hill, and only one (L1169).
          if (under !== null) continue;
          under = piece;
        }
        continue;
      case 'ground':
        if (kind === 'sand-dunes' && under?.kind === 'marsh') under = null;
        if (rainy && meanings.includes('marsh-in-rainy') && under === null && kind !== 'sand-dunes') {
          under = { kind: 'marsh', layer: 'under', row: null, mudProne: false, muddy: false, substitutedRiver: false };
        }
        ground = piece;
    }
  }
  return [under, ground, over].filter((p): p is TerrainPiece => p !== null);
}

function neighbours(section: number, grid: TableGrid): number[] {
  const i = section - 1;
  const col = i % grid.columns;
  const row = Math.floor(i / grid.columns);
  const out: number[] = [];
  if (col > 0) out.push(section - 1);
  if (col < grid.columns - 1) out.push(section + 1);
  if (row > 0) out.push(section - grid.columns);
  if (row < grid.rows - 1) out.push(section + grid.columns);
  return out;
}

/** Most sections a generated table may have (a 1'×1' grid on an 8'×5' table is 40). */
export const MAX_SECTIONS = 200;

/**
 * Random terrain for a Mission (L1061, L1073, L1123–L1130; example L1125). For each section in turn
 * the AO's generator is rolled; pieces laid on top or under roll again for the other layer, craters
 * roll their number and size, footnotes apply for the rainy (monsoon) season. Then 1d6 per section at
 * or under the Population Value places a building; a building in a section with no building in an
 * edge-adjacent section is moved to another building section, picked with one die of that many faces
 * (a section that received one is not moved again). With buildings on the table, 1d6 at or under the PV
 * brings civilians.
 */
export function generateTerrain(
  input: {
    readonly ao: AreaOfOperations;
    readonly rainySeason: boolean;
    readonly dice: GeneratorDice;
    readonly readings: GeneratorReadings;
    readonly grid?: TableGrid;
  },
  roller: Roller,
): RuleResult<TableTerrain, TerrainError> {
  const { ao, rainySeason } = input;
  const grid = input.grid ?? SECTOR_GRID;
  if (!isAoOf(ao.corps, ao.kind)) return fail('fng/ao-not-in-corps', { corps: ao.corps, ao: ao.kind });
  const count = grid.columns * grid.rows;
  if (!Number.isInteger(grid.columns) || !Number.isInteger(grid.rows) || grid.columns < 1 || grid.rows < 1 || count > MAX_SECTIONS) {
    return fail('fng/bad-grid', { columns: grid.columns, rows: grid.rows });
  }
  const gen = generatorFor(ao, input.readings);
  const pv = populationValue(ao);
  const parts: RolledPart[] = [];
  const pieces: TerrainPiece[][] = [];
  for (let s = 1; s <= count; s++) pieces.push(sectionPieces(s, gen, input.dice, rainySeason, roller, parts));

  const buildings = new Array<number>(count + 1).fill(0);
  const buildingDice: (number | undefined)[] = [];
  if (pv > 0) {
    for (let s = 1; s <= count; s++) {
      const r = d6(roller, `building section ${s}`);
      parts.push(r.part);
      buildingDice[s] = r.score;
      if (r.score <= pv) buildings[s] = 1;
    }
  }
  const moved: { from: number; to: number }[] = [];
  const settled = new Set<number>();
  for (let s = 1; s <= count; s++) {
    if (buildings[s] === 0 || settled.has(s)) continue;
    if (neighbours(s, grid).some((n) => buildings[n]! > 0)) continue;
    const targets = [];
    for (let t = 1; t <= count; t++) if (t !== s && buildings[t]! > 0) targets.push(t);
    if (targets.length === 0) continue;
    let to = targets[0]!;
    if (targets.length > 1) {
      const pick = roller.roll({ op: 'sum', n: 1, sides: targets.length }, `move building from section ${s}`);
      parts.push(pick);
      to = targets[pick.total - 1]!;
    }
    buildings[to]! += buildings[s]!;
    buildings[s] = 0;
    settled.add(to);
    moved.push({ from: s, to });
  }
  let civilians = false;
  let civiliansDie: number | undefined;
  if (buildings.some((b) => b > 0)) {
    const r = d6(roller, 'civilians present');
    parts.push(r.part);
    civiliansDie = r.score;
    civilians = r.score <= pv;
  }
  const sections = pieces.map((p, i) => {
    const die = buildingDice[i + 1];
    return { section: i + 1, pieces: p, ...(die === undefined ? {} : { buildingDie: die }), buildings: buildings[i + 1]! };
  });
  return ok({
    ao,
    grid,
    sections,
    buildingsMoved: moved,
    civilians,
    ...(civiliansDie === undefined ? {} : { civiliansDie }),
    parts,
  });
}
