import type { AreaShape, Bounds, Point } from '../../../../core/board/geometry.js';
import type { HexBoard, Scenario, TableFeature, TabletopBoard, TabletopScenario } from '../../../../core/board/scenario.js';
import { checkSide, isObj, join, quote, type Checker, type Json } from '../../../../core/board/scenario-checker.js';
import type { FeatureField, ScenarioField } from '../../../../core/board/scenario-kit.js';
import type { Structure } from './buildings.js';
import type { Ruins } from './ruins.js';
import type { FacingReading, HeightReading } from './terrain-house-rules.js';
import { FNG_TERRAIN, PROTECTIONS, isFngTerrainType, type FngTerrainType, type Protection } from './terrain.js';
import { SECTOR_GRID, type TableGrid } from './table-set-up.js';


/** The most levels a scenario's building may have above ground (the checker's bound; rules/terrain/building-floors.ts keeps the levels). */
export const MOST_FLOORS = 6;

/**
 * FNG's scenarios (FNG 2nd Tour, "Setting up the Table", seed L1061–L1073): a table in inches cut into
 * six numbered sectors, two rows of three (`SECTOR_GRID`), numbered row by row from the top left as in
 * the seed's diagram (L1063–L1072); features of FNG's terrain table; the places each side enters from,
 * each a table edge of a sector (Patrol and Recon: "Any table edge of that sector may be the entry
 * point", L2239, L2245). Deployment areas are the scenario's deployment zones.
 */

/** The table FNG plays on when no scenario is loaded: 6' × 3' (L1061), in inches. */
export const DEFAULT_TABLE: Pick<FngScenario, 'board'> = { board: { kind: 'tabletop', width: 72, height: 36 } };

/** A rice paddy as the season leaves it (L1174): flooded, dry (open ground), or near harvest (tall grass). */
export type PaddyState = 'flooded' | 'dry' | 'harvest';
export const PADDY_STATES = ['flooded', 'dry', 'harvest'] as const satisfies readonly PaddyState[];

/** The structures a building or bunker may be (L1007), each with its Defensive Value in buildings.ts. */
export const BUILDING_STRUCTURES = ['frame', 'masonry', 'concrete', 'concrete-steel'] as const satisfies readonly Structure[];
export const BUNKER_STRUCTURES = ['log-bunker', 'earth-bunker', 'concrete-steel'] as const satisfies readonly Structure[];

/** A named terrain feature on an FNG table; later features lie on top of earlier ones. */
export interface FngFeature extends TableFeature {
  readonly type: FngTerrainType;
  /** What the players agreed it gives a figure inside, instead of its type's (L812). */
  readonly protection?: Protection;
  /** A rice paddy's state (default flooded). */
  readonly paddy?: PaddyState;
  /** A camouflaged fighting position or trench: cover and concealment (L1201). */
  readonly camouflaged?: boolean;
  /** A building's or bunker's structure (default frame, log bunker). */
  readonly structure?: Structure;
  /** The table edge a river's or stream's water flows towards (default: rules/terrain/water-flow.ts). */
  readonly downstream?: Edge;
  /** A building's levels from the ground floor up (default 1) and a basement under them (L988, building-floors.ts). */
  readonly floors?: number;
  readonly basement?: boolean;
  /** A building's, hooch's or bunker's doors, drawn on its walls (L999): a wall crossed elsewhere is a window. */
  readonly doors?: readonly Point[];
  /** Its windows, drawn on its walls (L999): where drawn, a window is gone through only within 1″ of one. */
  readonly windows?: readonly Point[];
  /** A building's stairs (L1002): where drawn, a level is changed only within 1″ of them. */
  readonly stairs?: readonly Point[];
  /** Laid over the table by a collapse, on this level: rubble, or a fallen hooch's remains (building-floors.ts; never in a scenario file). */
  readonly rubble?: number;
  /** A building's or hooch's areas fallen in on the level the table is read for: no longer part of it (building-floors.ts; never in a scenario file). */
  readonly fallen?: readonly AreaShape[];
}

/** A table edge: north is the top of the drawn table. */
export type Edge = 'north' | 'east' | 'south' | 'west';
export const EDGES = ['north', 'east', 'south', 'west'] as const satisfies readonly Edge[];

/** Where a side enters the table: the stretch of a table edge along one sector. */
export interface FngEntry {
  readonly side: string;
  readonly sector: number;
  readonly edge: Edge;
  readonly name?: string;
}

export interface FngScenario extends TabletopScenario {
  readonly ruleset: 'fng';
  readonly features: readonly FngFeature[];
  readonly entries: readonly FngEntry[];
  /** How line of sight reads its buildings' levels, as the house rule in force says (set when the table is read; never in a scenario file). */
  readonly height?: HeightReading;
  /** Whether figures see only to their front, as the house rule `fng.facing` in force says (set when the table is read; never in a scenario file). */
  readonly facing?: FacingReading;
  /** What collapses left of its buildings (L992–L996), for the tables of the levels above and below (set when the table is read; never in a scenario file). */
  readonly ruins?: Ruins;
}

/** The scenario as FNG reads it, if it is one of its own (its board kit checked it). */
export function fngScenario(s: Scenario | undefined): FngScenario | undefined {
  return s?.ruleset === 'fng' && s.board.kind === 'tabletop' ? (s as FngScenario) : undefined;
}

// ---------------------------------------------------------------- sectors

type Sectored = Pick<FngScenario, 'board'>;

/** The table's sectors: two rows of three (L1061). */
const GRID: TableGrid = SECTOR_GRID;

/** How many sectors a table has: six. */
export const SECTOR_COUNT = GRID.columns * GRID.rows;

/**
 * The sector a point lies in (FNG 2nd Tour, Setting up the Table, L1061): equal parts of the table,
 * numbered row by row from the top left; a point on a line between two sectors is in the one east or
 * south of it. Undefined off the table.
 */
export function sectorOf(scenario: Sectored, point: Point): number | undefined {
  const { width, height } = scenario.board;
  if (!(point.x >= 0 && point.y >= 0 && point.x <= width && point.y <= height)) return undefined;
  const g = GRID;
  const col = Math.min(g.columns - 1, Math.floor((point.x * g.columns) / width));
  const row = Math.min(g.rows - 1, Math.floor((point.y * g.rows) / height));
  return row * g.columns + col + 1;
}

/** A sector's rectangle on the table, in inches. */
export function sectorBounds(scenario: Sectored, sector: number): Bounds {
  const g = GRID;
  const { width, height } = scenario.board;
  const col = (sector - 1) % g.columns;
  const row = Math.floor((sector - 1) / g.columns);
  const w = width / g.columns;
  const h = height / g.rows;
  return { minX: col * w, minY: row * h, maxX: (col + 1) * w, maxY: (row + 1) * h };
}

/** A sector's centre: where PEFs with no better cover are placed, and what a Patrol must see (L2227). */
export function sectorCentre(scenario: Sectored, sector: number): Point {
  const b = sectorBounds(scenario, sector);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** The table edges a sector touches, in `EDGES` order. */
export function sectorEdges(scenario: Sectored, sector: number): Edge[] {
  const b = sectorBounds(scenario, sector);
  const { width, height } = scenario.board;
  const eps = 1e-9;
  const touches: Record<Edge, boolean> = { north: b.minY < eps, east: b.maxX > width - eps, south: b.maxY > height - eps, west: b.minX < eps };
  return EDGES.filter((e) => touches[e]);
}

/** The middle of an entry's stretch of table edge: where its counter is drawn. */
export function entryPoint(scenario: Sectored, entry: Pick<FngEntry, 'sector' | 'edge'>): Point {
  const b = sectorBounds(scenario, entry.sector);
  const mid = { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
  switch (entry.edge) {
    case 'north':
      return { x: mid.x, y: 0 };
    case 'south':
      return { x: mid.x, y: scenario.board.height };
    case 'west':
      return { x: 0, y: mid.y };
    case 'east':
      return { x: scenario.board.width, y: mid.y };
  }
}

// ---------------------------------------------------------------- checks

const tableOf = (board: TabletopBoard | HexBoard | undefined): TabletopBoard | undefined => (board?.kind === 'tabletop' ? board : undefined);

function oneOf<T extends string>(c: Checker, v: Json, path: string, allowed: readonly T[], what: string): T | undefined {
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  c.report(path, 'board/bad-field', `${quote(v)} is not ${what} (${allowed.join(', ')})`);
  return undefined;
}

/** A field only some types have: reports it on any other, naming the types that have it. */
/** A field that is true or false: true kept, false left out as the default. */
function flag(c: Checker, v: Json, path: string): true | undefined {
  if (typeof v === 'boolean') return v ? true : undefined;
  c.report(path, 'board/bad-field', `${quote(v)} is not true or false`);
  return undefined;
}

function onlyFor(c: Checker, path: string, type: string | undefined, types: readonly FngTerrainType[], field: string): boolean {
  if (type === undefined) return false;
  if (isFngTerrainType(type) && types.includes(type)) return true;
  const labels = types.map((t) => FNG_TERRAIN[t].label.toLowerCase());
  c.report(path, 'board/bad-field', `only ${labels.join(' and ')} features have ${field}`);
  return false;
}

/** What an FNG feature may add: the protection the players agreed, a paddy's state, camouflage, a water's flow, a structure. */
export const FNG_FEATURE_FIELDS: readonly FeatureField[] = [
  {
    key: 'protection',
    check: (c, v, path, feature) => (feature.type === undefined ? undefined : oneOf(c, v, path, PROTECTIONS, 'a protection')),
  },
  {
    key: 'paddy',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['rice-paddy'], 'a paddy state')) return undefined;
      return oneOf(c, v, path, PADDY_STATES, 'a paddy state');
    },
  },
  {
    key: 'camouflaged',
    check: (c, v, path, feature) => (onlyFor(c, path, feature.type, ['fighting-position', 'trench'], 'camouflage') ? flag(c, v, path) : undefined),
  },
  {
    key: 'downstream',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['river', 'stream'], 'a downstream edge')) return undefined;
      return oneOf(c, v, path, EDGES, 'a table edge');
    },
  },
  {
    key: 'structure',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['building', 'bunker'], 'a structure')) return undefined;
      return feature.type === 'bunker'
        ? oneOf(c, v, path, BUNKER_STRUCTURES, 'a bunker structure')
        : oneOf(c, v, path, BUILDING_STRUCTURES, 'a building structure');
    },
  },
  {
    key: 'floors',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['building'], 'floors')) return undefined;
      return c.number(v, path, { min: 1, max: MOST_FLOORS, integer: true, what: 'a number of levels from the ground floor up' });
    },
  },
  {
    key: 'basement',
    check: (c, v, path, feature) => (onlyFor(c, path, feature.type, ['building'], 'a basement') ? flag(c, v, path) : undefined),
  },
  {
    key: 'doors',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['building', 'hooch', 'bunker'], 'doors')) return undefined;
      return c.points(v, path, 1, 'door points');
    },
  },
  {
    key: 'windows',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['building', 'hooch', 'bunker'], 'windows')) return undefined;
      return c.points(v, path, 1, 'window points');
    },
  },
  {
    key: 'stairs',
    check(c, v, path, feature) {
      if (!onlyFor(c, path, feature.type, ['building'], 'stairs')) return undefined;
      return c.points(v, path, 1, 'stair points');
    },
  },
];

function checkEntries(c: Checker, v: Json, sides: readonly string[], board: TabletopBoard | undefined): FngEntry[] {
  const list = v === undefined ? [] : c.array(v, 'entries', 40, 'entry points');
  const out: FngEntry[] = [];
  list?.forEach((raw, i) => {
    const path = `entries[${i}]`;
    if (!isObj(raw)) {
      c.report(path, 'board/bad-field', 'expected { "side", "sector", "edge": north|east|south|west, "name"? }');
      return;
    }
    c.fields(raw, path, ['side', 'sector', 'edge', 'name']);
    const side = checkSide(c, raw.side, join(path, 'side'), sides);
    const sector = c.number(raw.sector, join(path, 'sector'), { min: 1, max: SECTOR_COUNT, integer: true, what: 'a sector number' });
    const edge = raw.edge === undefined ? undefined : oneOf(c, raw.edge, join(path, 'edge'), EDGES, 'a table edge');
    if (raw.edge === undefined) c.report(join(path, 'edge'), 'board/bad-field', 'missing: give the table edge (north, east, south or west)');
    const name = raw.name === undefined ? undefined : c.string(raw.name, join(path, 'name'));
    if (sector === undefined || edge === undefined || side === undefined) return;
    if (board) {
      const edges = sectorEdges({ board }, sector);
      if (!edges.includes(edge)) {
        c.report(join(path, 'edge'), 'board/not-on-edge', `sector ${sector} does not touch the ${edge} edge (it touches ${edges.join(', ') || 'no edge'})`);
        return;
      }
    }
    out.push({ side, sector, edge, ...(name === undefined ? {} : { name }) });
  });
  return out;
}

/** An FNG scenario's entry points, each a sector's stretch of table edge (an empty list when not given). */
export const FNG_FIELDS: readonly ScenarioField[] = [{ key: 'entries', check: (c, v, s) => checkEntries(c, v, s.sides, tableOf(s.board)) }];

/** What a building, hooch, sandbagged position or bunker is made of (L1007); undefined for other terrain. */
export function structureOf(feature: Pick<FngFeature, 'type' | 'structure'>): Structure | undefined {
  switch (feature.type) {
    case 'hooch':
      return 'hooch';
    case 'sandbags':
      return 'sandbagged';
    case 'building':
      return feature.structure ?? 'frame';
    case 'bunker':
      return feature.structure ?? 'log-bunker';
    default:
      return undefined;
  }
}
