import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { isAoOf, populationValue, type AreaOfOperations } from './area-of-operations.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';
import { type GeneratorReadings, type Layer, type TerrainKind, generatorFor, layerOf } from './terrain-generator.js';

/**
 * Setting up the table (FNG 2nd Tour, Terrain, seed L1061–L1153): each section's pieces rolled on its AO's
 * Terrain Generator (terrain-generator.ts), bomb craters, buildings by Population Value and civilians. The
 * output is a list of terrain pieces per table section, for the board to place as features.
 */

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
