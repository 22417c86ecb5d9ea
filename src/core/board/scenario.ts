import { jsonErrorLine } from '../json-error-line.js';
import { boundsOf, type AreaShape, type Bounds, type Point, type Shape } from './geometry.js';
import type { HexCoord } from './hex.js';
import { Checker, LIMITS, checkSide, isObj, lower, quote, type Obj } from './scenario-checker.js';
import { checkHexScenario } from './scenario-hex.js';
import { checkTabletop } from './scenario-tabletop.js';
import type { FireteamTerrainOverrides, FireteamTerrainType, FogoTerrainType, LnlTerrainType } from './terrain.js';

/** A table measured in inches; x across the width, y down the height. */
export interface TabletopBoard {
  readonly kind: 'tabletop';
  readonly width: number;
  readonly height: number;
}

/** A hex map of `columns` lettered columns and `rows` numbered rows. */
export interface HexBoard {
  readonly kind: 'hex';
  readonly columns: number;
  readonly rows: number;
}

/** Per-feature values for the attributes its type leaves to the scenario (a stream, a ditch…). */
export interface TerrainOverrides {
  readonly indirectCover?: boolean;
  readonly directCover?: boolean;
  readonly blocksLos?: boolean;
}

/** A named terrain feature on a Fogo Cruzado table. Later features lie on top of earlier ones. */
export interface TableFeature {
  readonly name: string;
  readonly type: FogoTerrainType;
  readonly shape: Shape;
  /** Looters may be tempted by it (crossfire-core §2.5); the scenario says which features. */
  readonly lootable?: boolean;
  readonly attributes?: TerrainOverrides;
}

/** A named terrain feature on a Fire Team table; `attributes` changes its cover line or LOS. Later features lie on top. */
export interface FireteamFeature {
  readonly name: string;
  readonly type: FireteamTerrainType;
  readonly shape: Shape;
  readonly attributes?: FireteamTerrainOverrides;
}

export type HexFeature =
  | {
      readonly kind: 'hexes';
      readonly name: string;
      readonly type: LnlTerrainType;
      readonly hexes: readonly HexCoord[];
      /** The module's TEC target modifier for this terrain, when the scenario gives it. */
      readonly tm?: number;
    }
  | {
      readonly kind: 'path';
      readonly name: string;
      readonly type: LnlTerrainType;
      readonly path: readonly HexCoord[];
      /** Streams only: the player aid's stream type 1–5 (Streams and Movement Penalty Table, 10.5.1). */
      readonly streamType?: number;
    }
  | {
      readonly kind: 'hexsides';
      readonly name: string;
      readonly type: LnlTerrainType;
      readonly hexsides: readonly (readonly [HexCoord, HexCoord])[];
      /** A wall's TM for a target behind it (the module's TEC), when the scenario gives it. */
      readonly tm?: number;
    };

export interface TableZone {
  readonly side: string;
  readonly name: string;
  readonly shape: AreaShape;
}

export interface HexZone {
  readonly side: string;
  readonly name: string;
  readonly hexes: readonly HexCoord[];
}

/** A suggested starting place for a unit: a point, or anywhere in a named feature. */
export interface TableStart {
  readonly unit: string;
  readonly side?: string;
  readonly at?: Point;
  readonly feature?: string;
}

/**
 * A point of one side on a Fire Team table: a jump-off point (seed 004, Deploy: units enter the
 * table from one) or a patrol marker's starting place (Patrol Phase).
 */
export interface SidePoint {
  readonly side: string;
  readonly at: Point;
  readonly name?: string;
}

/** Where vehicles and troops may enter along a road at the table edge (seed 004, Deploy). */
export interface RoadEntrance {
  readonly at: Point;
  readonly name?: string;
  /** The side whose half it is in, when the scenario says. */
  readonly side?: string;
}

export interface HexStart {
  readonly unit: string;
  readonly side?: string;
  readonly at: HexCoord;
}

interface ScenarioBase {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  /** The sides the scenario is written for; empty when it does not say. */
  readonly sides: readonly string[];
  /** The side that starts with the initiative. */
  readonly initiative?: string;
}

export interface FogoScenario extends ScenarioBase {
  readonly ruleset: 'fogo';
  readonly board: TabletopBoard;
  readonly features: readonly TableFeature[];
  readonly deployment: readonly TableZone[];
  readonly positions: readonly TableStart[];
}

export interface FireteamScenario extends ScenarioBase {
  readonly ruleset: 'fireteam';
  readonly board: TabletopBoard;
  readonly features: readonly FireteamFeature[];
  readonly deployment: readonly TableZone[];
  readonly positions: readonly TableStart[];
  /** Jump-off points set by the scenario, for battles played without the Patrol Phase. */
  readonly jumpOffPoints: readonly SidePoint[];
  /** Where each side's patrol markers start (Patrol Phase: "laid-out initially as determined by the scenario"). */
  readonly patrolMarkers: readonly SidePoint[];
  /** Road entrances on the table edge. */
  readonly roadEntrances: readonly RoadEntrance[];
}

/** A scenario on a table measured in inches. */
export type TabletopScenario = FogoScenario | FireteamScenario;

export interface HexScenario extends ScenarioBase {
  readonly ruleset: 'lnl';
  readonly board: HexBoard;
  readonly features: readonly HexFeature[];
  readonly deployment: readonly HexZone[];
  readonly positions: readonly HexStart[];
}

export type Scenario = TabletopScenario | HexScenario;

export type ScenarioProblemCode =
  | 'board/not-json'
  | 'board/bad-field'
  | 'board/unknown-field'
  | 'board/unknown-ruleset'
  | 'board/bad-terrain-type'
  | 'board/wrong-shape'
  | 'board/too-few-points'
  | 'board/zero-area'
  | 'board/outside-table'
  | 'board/duplicate-name'
  | 'board/bad-hex'
  | 'board/hex-off-board'
  | 'board/hex-twice'
  | 'board/not-adjacent'
  | 'board/unknown-side'
  | 'board/unknown-feature'
  | 'board/duplicate-unit'
  | 'board/fixed-attribute'
  | 'board/not-on-edge';

/** One problem, at a path like `features[2].type`, with its words ready for the scenario's author. */
export interface ScenarioProblem {
  readonly path: string;
  readonly code: ScenarioProblemCode;
  readonly message: string;
  /** The JSON line, for a syntax error. */
  readonly line?: number;
}

export type ScenarioErrorCode = 'board/bad-scenario';

/** The checked scenario, or every problem found in it (a `RuleResult` with the problems attached). */
export type ScenarioResult =
  | { readonly ok: true; readonly value: Scenario }
  | {
      readonly ok: false;
      readonly code: ScenarioErrorCode;
      /** `count` problems; `problems` holds the first few, one per line. */
      readonly params: { readonly count: number; readonly problems: string };
      readonly problems: readonly ScenarioProblem[];
    };

/** Rulesets with a terrain table, and the board each plays on. */
const BOARD_KIND = { fogo: 'tabletop', lnl: 'hex', fireteam: 'tabletop' } as const;
type BoardRuleset = keyof typeof BOARD_KIND;

const TOP_FIELDS = ['id', 'name', 'ruleset', 'description', 'sides', 'initiative', 'board', 'features', 'deployment', 'positions'];
/** Fire Team's patrol and deployment points. */
const FIRETEAM_FIELDS = ['jumpOffPoints', 'patrolMarkers', 'roadEntrances'];

/** The fields every scenario has, as far as they checked out. */
export interface Common {
  readonly id?: string;
  readonly name?: string;
  readonly description?: string;
  readonly sides: readonly string[];
  readonly initiative?: string;
}

function checkCommon(c: Checker, doc: Obj): Common {
  let id: string | undefined;
  if (typeof doc.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(doc.id)) {
    c.report('id', 'board/bad-field', doc.id === undefined ? 'missing: give an id like "fogo-road-ambush"' : `${quote(doc.id)} is not an id (lower-case letters, digits and dashes)`);
  } else id = doc.id;
  const name = c.string(doc.name, 'name');
  const description = doc.description === undefined ? undefined : c.string(doc.description, 'description', 'a description', LIMITS.descriptionMax);
  const sides: string[] = [];
  if (doc.sides !== undefined) {
    const list = c.array(doc.sides, 'sides', LIMITS.sidesMax, 'sides');
    list?.forEach((s, i) => {
      const side = c.string(s, `sides[${i}]`, 'a side');
      if (side === undefined) return;
      if (sides.some((x) => lower(x) === lower(side))) c.report(`sides[${i}]`, 'board/duplicate-name', `${quote(side)} is listed twice`);
      else sides.push(side);
    });
  }
  let initiative: string | undefined;
  if (doc.initiative !== undefined) initiative = checkSide(c, doc.initiative, 'initiative', sides);
  return {
    ...(id === undefined ? {} : { id }),
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    sides,
    ...(initiative === undefined ? {} : { initiative }),
  };
}

function invalid(problems: readonly ScenarioProblem[]): ScenarioResult {
  const listed = problems.slice(0, LIMITS.listedProblems).map((p) => p.message);
  const more = problems.length - listed.length;
  return {
    ok: false,
    code: 'board/bad-scenario',
    params: { count: problems.length, problems: [...listed, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n') },
    problems,
  };
}

/**
 * Checks a parsed scenario and reports every problem at once, each with its path
 * (`features[2].type: "swamp" is not a fogo terrain type (woods, jungle, …)`), so a whole file can
 * be fixed in one go. Fogo and Fire Team scenarios play on a table in inches; lnl ones on a hex map.
 */
export function validateScenario(raw: unknown): ScenarioResult {
  const c = new Checker();
  if (!isObj(raw)) {
    c.report('', 'board/bad-field', 'a scenario is a JSON object with id, name, ruleset, board and features');
    return invalid(c.problems);
  }
  c.fields(raw, '', raw.ruleset === 'fireteam' ? [...TOP_FIELDS, ...FIRETEAM_FIELDS] : TOP_FIELDS);
  const common = checkCommon(c, raw);
  const ruleset = raw.ruleset;
  let kind: 'tabletop' | 'hex' | undefined;
  if (typeof ruleset !== 'string' || !Object.hasOwn(BOARD_KIND, ruleset)) {
    c.report('ruleset', 'board/unknown-ruleset', `${ruleset === undefined ? 'missing' : `${quote(ruleset)} has no boards`} (boards exist for ${Object.keys(BOARD_KIND).join(', ')})`);
  } else kind = BOARD_KIND[ruleset as BoardRuleset];

  if (!isObj(raw.board)) {
    c.report('board', 'board/bad-field', raw.board === undefined ? 'missing: give the board' : 'expected { "kind": "tabletop", "width", "height" } or { "kind": "hex", "columns", "rows" }');
    return invalid(c.problems);
  }
  if (raw.board.kind !== 'tabletop' && raw.board.kind !== 'hex') {
    c.report('board.kind', 'board/bad-field', `${quote(raw.board.kind)} is not a board kind (tabletop, hex)`);
    return invalid(c.problems);
  }
  if (kind !== undefined && raw.board.kind !== kind) {
    c.report('board.kind', 'board/bad-field', `${String(ruleset)} plays on a ${kind} board, not ${raw.board.kind}`);
  }
  const scenario =
    raw.board.kind === 'tabletop' ? checkTabletop(c, raw, common, ruleset === 'fireteam' ? 'fireteam' : 'fogo') : checkHexScenario(c, raw, common);
  if (c.problems.length > 0 || !scenario) return invalid(c.problems.length > 0 ? c.problems : [{ path: '', code: 'board/bad-field', message: 'the scenario is incomplete' }]);
  return { ok: true, value: scenario };
}

/** Parses and checks scenario JSON text; a syntax error is reported with its line. */
export function parseScenario(text: string): ScenarioResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const line = jsonErrorLine(text);
    return invalid([
      {
        path: '',
        code: 'board/not-json',
        message: line === undefined ? 'not valid JSON' : `not valid JSON (line ${line})`,
        ...(line === undefined ? {} : { line }),
      },
    ]);
  }
  return validateScenario(raw);
}

/** The feature of that name, ignoring case. */
export function findFeature<F extends { readonly name: string }>(features: readonly F[], name: string): F | undefined {
  const k = lower(name.trim());
  return features.find((f) => lower(f.name) === k);
}

/** The bounds of the whole table. */
export function tableBounds(board: TabletopBoard): Bounds {
  return boundsOf([
    { x: 0, y: 0 },
    { x: board.width, y: board.height },
  ]);
}
