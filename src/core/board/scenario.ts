import { boundsOf, type AreaShape, type Bounds, type Point, type Shape } from './geometry.js';
import type { HexCoord } from './hex.js';
import type { ScenarioProblem } from './scenario-checker.js';

/**
 * The scenario format (assets/scenarios/*.json): a table measured in inches or a hex map, terrain
 * features of the types its ruleset names, deployment zones and starting positions. Each ruleset's
 * board kit (`ScenarioKit`, scenario-kit.ts) says which board it plays on, what its terrain types
 * are and which fields its scenarios add (scenario-validate.ts checks them); the ruleset reads its
 * own scenarios through its own typed view.
 */

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

/**
 * A named terrain feature on a table; later features lie on top of earlier ones. Its ruleset's kit
 * may give it more fields (`featureFields`), read through that ruleset's own view of its scenarios.
 */
export interface TableFeature {
  readonly name: string;
  readonly type: string;
  readonly shape: Shape;
  readonly [field: string]: unknown;
}

/** A named terrain feature on a hex map: whole hexes, a path through hex centres, or hexsides. */
export type HexFeature = HexesFeature | PathFeature | HexsidesFeature;

export interface HexesFeature {
  readonly kind: 'hexes';
  readonly name: string;
  readonly type: string;
  readonly hexes: readonly HexCoord[];
  readonly [field: string]: unknown;
}

export interface PathFeature {
  readonly kind: 'path';
  readonly name: string;
  readonly type: string;
  readonly path: readonly HexCoord[];
  readonly [field: string]: unknown;
}

export interface HexsidesFeature {
  readonly kind: 'hexsides';
  readonly name: string;
  readonly type: string;
  readonly hexsides: readonly (readonly [HexCoord, HexCoord])[];
  readonly [field: string]: unknown;
}

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

export interface HexStart {
  readonly unit: string;
  readonly side?: string;
  readonly at: HexCoord;
}

interface ScenarioBase {
  readonly id: string;
  readonly name: string;
  /** The id of the ruleset it is written for: its kit checked it. */
  readonly ruleset: string;
  readonly description?: string;
  /** The sides the scenario is written for; empty when it does not say. */
  readonly sides: readonly string[];
  /** The side that starts with the initiative. */
  readonly initiative?: string;
}

/** A scenario on a table measured in inches. */
export interface TabletopScenario extends ScenarioBase {
  readonly board: TabletopBoard;
  readonly features: readonly TableFeature[];
  readonly deployment: readonly TableZone[];
  readonly positions: readonly TableStart[];
}

/** A scenario on a hex map. */
export interface HexScenario extends ScenarioBase {
  readonly board: HexBoard;
  readonly features: readonly HexFeature[];
  readonly deployment: readonly HexZone[];
  readonly positions: readonly HexStart[];
}

/** A checked scenario; the fields its ruleset's kit adds (`ScenarioKit.fields`) ride along. */
export type Scenario = TabletopScenario | HexScenario;

export type ScenarioErrorCode = 'board/bad-scenario';

/** The checked scenario, or every problem found in it (a `RuleResult` with the problems attached). */
export type ScenarioResult<S extends Scenario = Scenario> =
  | { readonly ok: true; readonly value: S }
  | {
      readonly ok: false;
      readonly code: ScenarioErrorCode;
      /** `count` problems; `problems` holds the first few, one per line. */
      readonly params: { readonly count: number; readonly problems: string };
      readonly problems: readonly ScenarioProblem[];
    };

/** The fields every scenario has, as far as they checked out. */
export interface Common {
  readonly id?: string;
  readonly name?: string;
  readonly description?: string;
  readonly sides: readonly string[];
  readonly initiative?: string;
}

/** Whether the scenario is on a table in inches (else on a hex map). */
export function isTabletopScenario(s: Scenario): s is TabletopScenario {
  return s.board.kind === 'tabletop';
}

/** The feature of that name, ignoring case. */
export function findFeature<F extends { readonly name: string }>(features: readonly F[], name: string): F | undefined {
  const k = name.trim().toLowerCase();
  return features.find((f) => f.name.toLowerCase() === k);
}

/** The bounds of the whole table. */
export function tableBounds(board: TabletopBoard): Bounds {
  return boundsOf([
    { x: 0, y: 0 },
    { x: board.width, y: board.height },
  ]);
}
