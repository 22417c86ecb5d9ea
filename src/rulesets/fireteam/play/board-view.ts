import type { Projected } from '../../../core/views.js';
import type { Point } from '../../../core/board/geometry.js';
import { scenarioMap, type BoardRenderView, type TurnInfo, type UnitMark } from '../../../core/board/view.js';
import type { FireteamScenario, SidePoint } from '../rules/table/scenario.js';
import { FIRETEAM_MAP, fireteamPointCounters, type FireteamStatusMarker } from './board-kit.js';

/** A Fire Team unit as the viewer may see it: all the board needs, whatever the game view holds. */
export interface FireteamUnitInput {
  readonly id: string;
  readonly side: string;
  /** A few words for the map: "Rifle team", "MG 42", "Tiger". */
  readonly label: string;
  /** Where it stands on the table; absent while it is off the table (seed 004, Deploy). */
  readonly position?: Point;
  readonly markers: readonly FireteamStatusMarker[];
  /** Another side's unit in the viewer's view has the same id: it is listed with its side. */
  readonly sideShown?: boolean;
}

export interface FireteamBoardOptions {
  readonly campaign: string;
  /** Whose view this is: "Germans' view", "GM view" (default "Public view"). */
  readonly audience?: string;
  readonly initiative?: string;
  readonly turn?: TurnInfo;
  /** Draw the deployment zones (default false once the game is under way). */
  readonly showDeployment?: boolean;
  /** Where the patrol markers are now, once they have moved (default: the scenario's starts). */
  readonly patrolMarkers?: readonly SidePoint[];
  /** The jump-off points placed after the Patrol Phase (default: the scenario's). */
  readonly jumpOffPoints?: readonly SidePoint[];
}

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/**
 * The board of a Fire Team game (seed 004) as one viewer may see it: the scenario's table, the
 * units the viewer's projection holds at their positions (those with none are off the table,
 * waiting to deploy from a jump-off point or road entrance), and the road entrances, patrol
 * markers and jump-off points as counters in their side's colour.
 */
export function fireteamBoardView(
  scenario: FireteamScenario,
  units: Projected<readonly FireteamUnitInput[]>,
  options: FireteamBoardOptions,
): BoardRenderView {
  const { width, height } = scenario.board;
  const placed = (u: FireteamUnitInput): u is FireteamUnitInput & { position: Point } =>
    u.position !== undefined && u.position.x >= 0 && u.position.y >= 0 && u.position.x <= width && u.position.y <= height;
  const onTable = units.filter(placed);
  const marks: UnitMark[] = onTable.map((u) => ({
    id: u.id,
    side: u.side,
    type: 'fire-team',
    label: u.label,
    markers: u.markers,
    position: u.position,
  }));
  return project({
    title: scenario.name,
    campaign: options.campaign,
    audience: options.audience ?? 'Public view',
    ...(options.initiative === undefined ? {} : { initiative: { side: options.initiative } }),
    ...(options.turn === undefined ? {} : { turn: options.turn }),
    sides: scenario.sides.length > 0 ? scenario.sides : [...new Set(units.map((u) => u.side))],
    ...scenarioMap(scenario, FIRETEAM_MAP, options.showDeployment ?? false),
    units: marks,
    markers: fireteamPointCounters({
      ...(scenario.initiative === undefined ? {} : { initiative: scenario.initiative }),
      roadEntrances: scenario.roadEntrances,
      patrolMarkers: options.patrolMarkers ?? scenario.patrolMarkers,
      jumpOffPoints: options.jumpOffPoints ?? scenario.jumpOffPoints,
    }),
    offMap: units.filter((u) => !placed(u)).map((u) => `${u.id}${u.sideShown === true ? ` (${u.side})` : ''} (off table)`),
  });
}
