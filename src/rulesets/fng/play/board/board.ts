import type { Point } from '../../../../core/board/geometry.js';
import { scenarioMap, type BoardRenderView, type TurnInfo, type UnitMark } from '../../../../core/board/view.js';
import type { Projected } from '../../../../core/views.js';
import type { FngScenario } from '../../rules/terrain/scenario.js';
import type { Ruins } from '../../rules/terrain/building-floors.js';
import type { ObstacleGap } from '../../rules/terrain/obstacles.js';
import { ruinFeatures, openingFeatures, redLightFeatures, GAP_LEGEND, gapFeatures, airAreaFeatures, airCounters, FNG_MAP, fngScenarioCounters, hillLines, pefCounters, sectorLines, type AirAreaMark } from './board-kit.js';

/** An FNG figure as the viewer may see it: all the board needs, whatever the game view holds. */
export interface FngBoardFigure {
  readonly id: string;
  /** A few words for the map under its base (its id is on the base): its weapon, "M60"; '' for none. */
  readonly label: string;
  readonly side: string;
  /** Where it stands, in inches; a figure off the table is listed under the map. */
  readonly x: number;
  readonly y: number;
  /** Its status markers (`FngStatusMarker`); one the kit does not draw is left off. */
  readonly markers: readonly string[];
  /** A player's Star: it wears the Star badge. */
  readonly star?: boolean;
  /** The way a red filtered flashlight he shows faces (L366), where the viewer may know it: its 6″ light is drawn. */
  readonly redLight?: number;
}

export interface FngBoardOptions {
  readonly campaign: string;
  /** Whose view this is: "GM view", "FWF's view", "Public view". */
  readonly audience: string;
  readonly turn?: TurnInfo;
  /** Draw the deployment zones (default: no, the game is under way). */
  readonly showDeployment?: boolean;
  /** The PEF markers on the table, as the view holds them. */
  readonly pefs?: readonly { readonly id: string; readonly at: { readonly x: number; readonly y: number } }[];
  /** What air support left over the table this turn (napalm, smoke, light), as the view holds it. */
  readonly air?: readonly AirAreaMark[];
  /** Building areas fallen in and rubble (L992–L996): public, as the table shows them. */
  readonly ruins?: Ruins;
  /** Gaps through wire, stakes and minefields (L1206–L1212): public, as the table shows them. */
  readonly gaps?: readonly ObstacleGap[];
}

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/**
 * The board of an FNG game (seed L1061–L1073) as one viewer may see it: the scenario's table with its
 * six sectors lined out and numbered, its entry points, its hills' feet and crests over whatever
 * lies on them, and the figures at their places as counters in their side's colour with their
 * status badges. `figures` must come from the viewer's projection
 * only: every figure given is drawn.
 */
export function fngBoardFor(scenario: FngScenario, figures: readonly FngBoardFigure[], options: FngBoardOptions): BoardRenderView {
  const { width, height } = scenario.board;
  const onTable = (f: FngBoardFigure): boolean => f.x >= 0 && f.y >= 0 && f.x <= width && f.y <= height;
  const units = figures.filter(onTable).map(
    (f): UnitMark => ({
      id: f.id,
      side: f.side,
      type: 'figure',
      label: f.label,
      markers: f.star === true && !f.markers.includes('star') ? ['star', ...f.markers] : f.markers,
      position: { x: f.x, y: f.y } satisfies Point,
    }),
  );
  const map = scenarioMap(scenario, FNG_MAP, options.showDeployment ?? false);
  if (map.board.kind !== 'tabletop') throw new Error('an FNG scenario is on a table');
  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: options.audience,
    ...(options.turn === undefined ? {} : { turn: options.turn }),
    // A side's colour is its place here: the scenario's sides first, then any other a figure has.
    sides: [...new Set([...scenario.sides, ...figures.map((f) => f.side)])],
    ...map,
    // A gap through an obstacle has no terrain row of its own: the legend names it where the board shows one.
    legend: (options.gaps ?? []).length ? [...map.legend, GAP_LEGEND] : map.legend,
    board: { ...map.board, features: [...map.board.features, ...hillLines(scenario), ...ruinFeatures(scenario, options.ruins), ...gapFeatures(options.gaps ?? []), ...openingFeatures(scenario), ...redLightFeatures(figures.filter(onTable).flatMap((f) => (f.redLight === undefined ? [] : [{ at: { x: f.x, y: f.y }, facing: f.redLight }]))), ...airAreaFeatures(options.air ?? []), ...sectorLines(scenario)] },
    units,
    markers: [...fngScenarioCounters(scenario), ...pefCounters(options.pefs ?? []), ...airCounters(options.air ?? [])],
    offMap: figures.filter((f) => !onTable(f)).map((f) => `${f.id} (off table)`),
  });
}
