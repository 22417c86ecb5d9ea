import type { Projected } from '../views.js';
import { formatPoint, parsePoint, type Point } from './geometry.js';
import { formatHex, parseHex, type HexCoord } from './hex.js';
import { isTabletopScenario, type HexBoard, type HexFeature, type HexZone, type Scenario, type TableFeature, type TableZone, type TabletopBoard } from './scenario.js';
import type { ScenarioKit } from './scenario-kit.js';
import type { BoardStyles } from './style.js';

/** Where something is: a point in inches on a table, or a hex. */
export type BoardPosition = Point | HexCoord;

export function isHexPosition(p: BoardPosition): p is HexCoord {
  return 'col' in p;
}

/** A position as a player types it: `12,30` on a table, `C5` on a hex map. */
export function formatPosition(p: BoardPosition): string {
  return isHexPosition(p) ? formatHex(p) : formatPoint(p);
}

/** A status marker on a unit: its key in the view's badge table (`styles.badges`). */
export type StatusMarker = string;

/** A stand or counter as the viewer may see it. */
export interface UnitMark {
  readonly id: string;
  readonly side: string;
  readonly type: string;
  /** A few words for its type, for the map: "LMG", "Cmd team". */
  readonly label: string;
  readonly markers: readonly StatusMarker[];
  readonly position: BoardPosition;
  /** The viewer's own troops the enemy cannot see: drawn grey. Only in their side's or the GM's view. */
  readonly greyed?: boolean;
  /** Support weapons it carries, by name ("M60"): also in `label`, and kept when a counter is too narrow for it. */
  readonly carrying?: readonly string[];
  /** How it rides a vehicle, "in M113-1" or "on M113-1": it is drawn under that vehicle. */
  readonly aboard?: string;
}

/** A Sneaker's public face, plus what only its side and the GM know (`real`, `contents`). */
export interface SneakerMark {
  readonly kind: 'sneaker';
  readonly id: string;
  /** The number on the token: 3 for S3. */
  readonly number: number;
  readonly side: string;
  readonly position: BoardPosition;
  readonly pinned: boolean;
  /** Present only in its own side's and the GM's view. */
  readonly real?: boolean;
  /** The stands inside: its own side's and the GM's view only. */
  readonly contents?: readonly string[];
}

export interface SpoorMark {
  readonly kind: 'spoor';
  readonly id?: string;
  readonly position: BoardPosition;
  /** Which side left it, when its ruleset makes that known. */
  readonly side?: string;
}

/** A kind of marker counter: its key in the view's counter table (`styles.counters`). */
export type CounterKind = string;

/**
 * A marker counter that is not a unit: a hex marker (smoke, a wreck, a fire for effect) or a side's
 * point on the table (a place its troops enter from).
 */
export interface CounterMark {
  readonly kind: 'counter';
  readonly counter: CounterKind;
  /** The words on the counter: "Smoke 2", "Wreck", "Road entry". */
  readonly label: string;
  readonly position: BoardPosition;
  /** The side it belongs to, when it has one: drawn in its colour. */
  readonly side?: string;
}

export type MarkerMark = SneakerMark | SpoorMark | CounterMark;

/** Where the game stands, for the title bar: "Turn 3 · Operations · US impulse". */
export interface TurnInfo {
  readonly number: number;
  readonly phase: string;
  /** Whose impulse (or move) it is, when the phase has impulses. */
  readonly impulse?: string;
}

export interface LegendEntry {
  readonly type: string;
  readonly label: string;
  readonly detail: string;
}

/**
 * The map to draw: its board, terrain and zones, and the ruleset whose terrain types its features
 * name; a hex map may say the terrain of a hex no feature covers (drawn under every hex).
 */
export type BoardMap =
  | (TabletopBoard & { readonly ruleset?: string; readonly features: readonly TableFeature[]; readonly zones: readonly TableZone[] })
  | (HexBoard & { readonly ruleset?: string; readonly ground?: string; readonly features: readonly HexFeature[]; readonly zones: readonly HexZone[] });

/** Everything the renderer draws, already cut down to what one viewer may see. */
export interface BoardRenderViewData {
  /** The scenario's name. */
  readonly title: string;
  readonly campaign: string;
  /** Whose view this is: "GM view", "Portugal's view", "Public view". */
  readonly audience: string;
  readonly initiative?: { readonly side: string; readonly count?: number };
  readonly turn?: TurnInfo;
  /** Every side in a fixed order: a side's colour is its place here, the same in every view. */
  readonly sides: readonly string[];
  readonly board: BoardMap;
  readonly units: readonly UnitMark[];
  readonly markers: readonly MarkerMark[];
  /** The terrain types on this board, in table order. */
  readonly legend: readonly LegendEntry[];
  /** How its ruleset draws terrain, badges and counters: the renderer takes every style from here. */
  readonly styles: BoardStyles;
  /** Things this viewer may see that have no place on the map: "CA-3 (no position)". */
  readonly offMap: readonly string[];
}

/** The only input the renderer accepts. */
export type BoardRenderView = Projected<BoardRenderViewData>;

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/**
 * What the kernel needs of a ruleset to draw its boards (the drawing half of its board kit): its
 * scenarios' terrain, and its styles as data, carried in every view of its boards.
 */
export interface MapKit extends ScenarioKit {
  readonly styles: BoardStyles;
  /**
   * Counters its scenarios lay out in the open (places troops enter from): drawn on the bare
   * scenario map, with the deployment zones.
   */
  scenarioMarkers?(scenario: Scenario): readonly MarkerMark[];
}

/** The scenario's terrain types for the legend, in the kit's order (a hex map's ground first among them). */
function legendFor(scenario: Scenario, kit: ScenarioKit): LegendEntry[] {
  const used = new Set<string>([...(kit.ground === undefined ? [] : [kit.ground]), ...scenario.features.map((f) => f.type)]);
  return Object.entries(kit.terrain)
    .filter(([t]) => used.has(t))
    .map(([type, t]) => ({ type, label: t.label, detail: t.detail }));
}

/** The scenario's map, with its deployment zones when they are to be drawn. */
function mapOf(scenario: Scenario, kit: Pick<ScenarioKit, 'ground'>, showDeployment: boolean): BoardMap {
  const { ruleset } = scenario;
  if (isTabletopScenario(scenario)) {
    return { ...scenario.board, ruleset, features: scenario.features, zones: showDeployment ? scenario.deployment : [] };
  }
  const ground = kit.ground === undefined ? {} : { ground: kit.ground };
  return { ...scenario.board, ruleset, ...ground, features: scenario.features, zones: showDeployment ? scenario.deployment : [] };
}

/** The parts of a board view its scenario and its ruleset's kit settle: the map, its legend and the styles. */
export function scenarioMap(scenario: Scenario, kit: MapKit, showDeployment: boolean): Pick<BoardRenderViewData, 'board' | 'legend' | 'styles'> {
  return { board: mapOf(scenario, kit, showDeployment), legend: legendFor(scenario, kit), styles: kit.styles };
}

export interface ScenarioViewOptions {
  readonly campaign: string;
  /** Draw the deployment zones (default true). */
  readonly showDeployment?: boolean;
}

/** No terrain styles, badges or counters: a scenario no kit draws shows its bare table or hexes. */
const NO_STYLES: BoardStyles = { areas: {}, lines: {}, badges: {}, counters: {} };

/**
 * The scenario's map with no troops on it: terrain and deployment zones, all public, and the
 * counters its ruleset's kit lays out in the open. Starting positions are left off, since a side
 * may deploy hidden. Without a kit (no ruleset of that id draws boards) the map is drawn bare.
 */
export function scenarioBoardView(scenario: Scenario, kit: MapKit | undefined, options: ScenarioViewOptions): BoardRenderView {
  const showDeployment = options.showDeployment ?? true;
  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: 'Scenario',
    ...(scenario.initiative === undefined ? {} : { initiative: { side: scenario.initiative } }),
    sides: scenario.sides,
    ...(kit ? scenarioMap(scenario, kit, showDeployment) : { board: mapOf(scenario, {}, showDeployment), legend: [], styles: NO_STYLES }),
    units: [],
    markers: showDeployment && kit?.scenarioMarkers ? kit.scenarioMarkers(scenario) : [],
    offMap: [],
  });
}

/** Reads a free-text marker position ("12,30") as a point on the table, if it is one. */
export function pointIn(text: string | undefined, board: TabletopBoard): Point | undefined {
  if (text === undefined) return undefined;
  const p = parsePoint(text);
  if (!p.ok) return undefined;
  const { x, y } = p.value;
  return x >= 0 && y >= 0 && x <= board.width && y <= board.height ? p.value : undefined;
}

/** Reads a position typed by a player: "12,30" on a table, "C5" on a hex map. */
export function parsePosition(text: string, board: TabletopBoard | HexBoard): BoardPosition | undefined {
  if (board.kind === 'hex') {
    const h = parseHex(text);
    return h.ok && h.value.col < board.columns && h.value.row < board.rows ? h.value : undefined;
  }
  return pointIn(text, board);
}
