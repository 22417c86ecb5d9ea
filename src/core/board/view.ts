import type { Projected } from '../views.js';
import { isShared, sharedIds, unitKey } from '../unit-ref.js';
import { parsePoint, type Point, type Rect } from './geometry.js';
import { parseHex, type HexCoord } from './hex.js';
import { footprintAt, placeInFeature, type Footprint } from './placement.js';
import {
  findFeature,
  type FireteamFeature,
  type FireteamScenario,
  type FogoScenario,
  type HexBoard,
  type HexFeature,
  type HexZone,
  type Scenario,
  type TableFeature,
  type TableZone,
  type TabletopBoard,
} from './scenario.js';
import {
  FIRETEAM_TERRAIN,
  FIRETEAM_TERRAIN_TYPES,
  FOGO_TERRAIN,
  FOGO_TERRAIN_TYPES,
  LNL_TERRAIN,
  LNL_TERRAIN_TYPES,
  describeFireteamTerrain,
  describeHexTerrain,
  describeTabletopTerrain,
} from './terrain.js';

/** Where something is: a point in inches on a table, or a hex. */
export type BoardPosition = Point | HexCoord;

export function isHexPosition(p: BoardPosition): p is HexCoord {
  return 'col' in p;
}

/** Badges on a Fogo Cruzado stand. */
export const FOGO_STATUS_MARKERS = ['pinned', 'suppressed', 'killed', 'no-fire', 'ground-hug'] as const;
/** Badges on a Lock 'n Load counter: its status, then the Operations phase markers (9.0). */
export const LNL_STATUS_MARKERS = [
  'shaken',
  'wounded',
  'abandoned',
  'damaged',
  'immobilized',
  'buttoned',
  'moved',
  'assault-move',
  'fired',
  'ops-complete',
  'low-crawl',
  'hit-and-run',
] as const;
/**
 * Badges on a Fire Team unit; pinned is shared with Fogo Cruzado, immobilized with LnL. The rest are
 * the anti-tank damage a vehicle carries (seed 004, Anti-Tank Fire).
 */
export const FIRETEAM_STATUS_MARKERS = [
  'pinned',
  'permanently-pinned',
  'overwatch',
  'gone-to-ground',
  'immobilized',
  'brewed-up',
  'halted',
  'panicked',
  'miss-next-shot',
  'radio-damaged',
  'turret-jammed',
  'weapon-damaged',
  'tracks-damaged',
] as const;

export type StatusMarker =
  | (typeof FOGO_STATUS_MARKERS)[number]
  | (typeof LNL_STATUS_MARKERS)[number]
  | (typeof FIRETEAM_STATUS_MARKERS)[number];

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
  /** Which side left it, when known (public in Fogo Cruzado, crossfire-core §2.10.1). */
  readonly side?: string;
}

/**
 * A marker counter that is not a unit: LnL hex markers (smoke, fire, wreck, fire for effect,
 * spotting round, acquisition) and Fire Team's jump-off points, patrol markers and road entrances.
 */
export const COUNTER_KINDS = ['smoke', 'fire', 'wreck', 'ffe', 'spotting-round', 'acquisition', 'jop', 'patrol', 'road-entrance'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

export interface CounterMark {
  readonly kind: 'counter';
  readonly counter: CounterKind;
  /** The words on the counter: "Smoke 2", "FFE (standard)", "JOP 1". */
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

/** The map to draw: its board, terrain and zones. A table says whose terrain table its features use. */
export type BoardMap =
  | (TabletopBoard & { readonly ruleset?: 'fogo'; readonly features: readonly TableFeature[]; readonly zones: readonly TableZone[] })
  | (TabletopBoard & { readonly ruleset: 'fireteam'; readonly features: readonly FireteamFeature[]; readonly zones: readonly TableZone[] })
  | (HexBoard & { readonly features: readonly HexFeature[]; readonly zones: readonly HexZone[] });

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
  /** Things this viewer may see that have no place on the map: "CA-3 (no position)". */
  readonly offMap: readonly string[];
}

/** The only input the renderer accepts. */
export type BoardRenderView = Projected<BoardRenderViewData>;

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/** The scenario's terrain types for the legend, in table order. */
export function legendFor(scenario: Scenario): LegendEntry[] {
  if (scenario.ruleset === 'fireteam') {
    const used = new Set<string>(scenario.features.map((f) => f.type));
    return FIRETEAM_TERRAIN_TYPES.filter((t) => used.has(t)).map((t) => ({
      type: t,
      label: FIRETEAM_TERRAIN[t].label,
      detail: describeFireteamTerrain(FIRETEAM_TERRAIN[t]),
    }));
  }
  if (scenario.ruleset === 'fogo') {
    const used = new Set<string>(scenario.features.map((f) => f.type));
    return FOGO_TERRAIN_TYPES.filter((t) => used.has(t)).map((t) => ({
      type: t,
      label: FOGO_TERRAIN[t].label,
      detail: describeTabletopTerrain(FOGO_TERRAIN[t]),
    }));
  }
  const used = new Set<string>(['clear', ...scenario.features.map((f) => f.type)]);
  return LNL_TERRAIN_TYPES.filter((t) => used.has(t)).map((t) => ({
    type: t,
    label: LNL_TERRAIN[t].label,
    detail: describeHexTerrain(LNL_TERRAIN[t]),
  }));
}

/** The scenario's map, with its deployment zones when they are to be drawn. */
export function mapOf(scenario: Scenario, showDeployment: boolean): BoardMap {
  if (scenario.ruleset === 'fireteam') {
    return { ...scenario.board, ruleset: 'fireteam', features: scenario.features, zones: showDeployment ? scenario.deployment : [] };
  }
  if (scenario.ruleset === 'fogo') {
    return { ...scenario.board, features: scenario.features, zones: showDeployment ? scenario.deployment : [] };
  }
  return { ...scenario.board, features: scenario.features, zones: showDeployment ? scenario.deployment : [] };
}

export interface ScenarioViewOptions {
  readonly campaign: string;
  /** Draw the deployment zones (default true). */
  readonly showDeployment?: boolean;
}

/**
 * Fire Team's scenario points as counters: jump-off points and patrol marker starts numbered per
 * side ("JOP 2"), road entrances by name. All are laid out in the open (seed 004, Patrol Phase).
 */
export function fireteamPointCounters(scenario: Pick<FireteamScenario, 'jumpOffPoints' | 'patrolMarkers' | 'roadEntrances'>): CounterMark[] {
  const numbered = (points: FireteamScenario['jumpOffPoints'], counter: 'jop' | 'patrol', prefix: string): CounterMark[] => {
    const count = new Map<string, number>();
    return points.map((p) => {
      const n = (count.get(p.side) ?? 0) + 1;
      count.set(p.side, n);
      return { kind: 'counter', counter, label: p.name ?? `${prefix} ${n}`, position: p.at, side: p.side };
    });
  };
  return [
    ...scenario.roadEntrances.map(
      (r): CounterMark => ({ kind: 'counter', counter: 'road-entrance', label: r.name ?? 'Road entry', position: r.at, ...(r.side === undefined ? {} : { side: r.side }) }),
    ),
    ...numbered(scenario.patrolMarkers, 'patrol', 'Patrol'),
    ...numbered(scenario.jumpOffPoints, 'jop', 'JOP'),
  ];
}

/**
 * The scenario's map with no troops on it: terrain and deployment zones, all public; for Fire Team
 * also its road entrances, patrol marker starts and jump-off points. Starting positions are left
 * off, since a side may deploy hidden.
 */
export function scenarioBoardView(scenario: Scenario, options: ScenarioViewOptions): BoardRenderView {
  const showDeployment = options.showDeployment ?? true;
  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: 'Scenario',
    ...(scenario.initiative === undefined ? {} : { initiative: { side: scenario.initiative } }),
    sides: scenario.sides,
    board: mapOf(scenario, showDeployment),
    units: [],
    markers: scenario.ruleset === 'fireteam' && showDeployment ? fireteamPointCounters(scenario) : [],
    legend: legendFor(scenario),
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
