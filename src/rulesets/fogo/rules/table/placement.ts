import type { Scenario } from '../../../../core/board/scenario.js';
import { parsePoint, type Point } from '../../../../core/board/geometry.js';
import { featureAt } from '../../../../core/board/placement.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { fogoScenario } from './scenario.js';
import { withStands, type FogoState } from '../game/state.js';
import type { Stand } from '../troops/stands.js';
import type { Place } from '../game/fieldcraft-state.js';

/** A spot on the table: the point, and the terrain feature under it (none: the open). */
export interface TableSpot {
  readonly at: Point;
  readonly feature?: string;
}

export type TableSpotError = 'board/none' | 'board/bad-point' | 'board/off-table';

/**
 * The spot `x,y` (inches from the top left) names on the campaign's Fogo Cruzado table, and the
 * feature under it: the topmost feature there, whose terrain gives a stand in it its cover
 * (crossfire-core §1.1.1). Refused with no table loaded, or off its edges.
 */
export function tableSpot(board: Scenario | undefined, at: string): RuleResult<TableSpot, TableSpotError> {
  const own = fogoScenario(board);
  if (!own) return fail('board/none');
  const point = parsePoint(at);
  if (!point.ok) return point;
  const { width, height } = own.board;
  const { x, y } = point.value;
  if (x < 0 || y < 0 || x > width || y > height) return fail('board/off-table', { at, width, height });
  const feature = featureAt(own.features, point.value)?.name;
  return ok({ at: point.value, ...(feature === undefined ? {} : { feature }) });
}

/**
 * A stand put at a spot on the table: its position is the spot, and its feature the one there (or
 * none, in the open; crossfire-core §1.1.1), for the board and the cover fire reads from it.
 */
export function placeStand(state: FogoState, stand: Stand, spot: TableSpot): { state: FogoState; stand: Stand } {
  const { feature: _old, ...rest } = stand;
  const moved: Stand = { ...rest, position: spot.at, ...(spot.feature === undefined ? {} : { feature: spot.feature }) };
  return { state: withStands(state, [moved]), stand: moved };
}

/**
 * A marker's place checked against the table when it has coordinates (`Place.at`): on the table, and
 * in the feature under that point when the owner named none. Without a table loaded, or coordinates,
 * the place stands as given.
 */
export function placeOnBoard(board: Scenario | undefined, place: Place): RuleResult<Place, TableSpotError> {
  if (place.at === undefined || fogoScenario(board) === undefined) return ok(place);
  const spot = tableSpot(board, `${place.at.x},${place.at.y}`);
  if (!spot.ok) return spot;
  return ok(place.feature !== undefined || spot.value.feature === undefined ? place : { ...place, feature: spot.value.feature });
}
