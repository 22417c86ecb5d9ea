import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { FireteamGame } from '../game/game.js';
import { bearing } from './line-of-sight.js';
import { ownUnit, updateUnit, type StateError } from '../game/state.js';
import type { Unit } from '../troops/units.js';

export type HeadingError = StateError | 'fireteam/not-a-vehicle' | 'fireteam/no-position' | 'fireteam/heading-fixed' | 'fireteam/heading-nowhere';

/** Where a vehicle coming on at `at` faces: into the table, toward its centre (a house default; its first move turns it). */
export function headingIntoTable(at: Point, table: { readonly width: number; readonly height: number }): number {
  return Math.round(bearing(at, { x: table.width / 2, y: table.height / 2 }));
}

/**
 * Fire Team (seed 004), Firing: "tanks with fixed guns in a 90o arc" — the arc needs a heading before
 * the vehicle first moves. Its side sets it, facing a point, in the actions phase of the turn it
 * came on, before any shot; afterwards the heading is where the vehicle last went.
 */
export function setHeading(game: FireteamGame, side: string, unitId: string, toward: Point): RuleResult<{ readonly game: FireteamGame; readonly result: { readonly unit: string; readonly heading: number } }, HeadingError> {
  const found = ownUnit(game, side, unitId);
  if (!found.ok) return found;
  const u: Unit = found.value;
  if (!u.vehicle) return fail('fireteam/not-a-vehicle', { unit: u.id });
  if (!u.onTable || !u.position) return fail('fireteam/no-position', { unit: u.id });
  if (!u.deployedThisTurn || u.movedThisTurn || game.phase !== 'actions') return fail('fireteam/heading-fixed', { unit: u.id });
  if (distance(u.position, toward) === 0) return fail('fireteam/heading-nowhere', { unit: u.id });
  const heading = Math.round(bearing(u.position, toward));
  return ok({ game: updateUnit(game, u, (x) => ({ ...x, facing: heading })), result: { unit: u.id, heading } });
}
