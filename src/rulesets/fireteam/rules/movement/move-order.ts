import { distance, type Point } from '../../../../core/board/geometry.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { extrasOf, tagOf, withExtras, type FireteamGame } from '../game/game.js';
import { bearing, checkSight } from '../table/line-of-sight.js';
import { infantryMove, vehicleMove, type MoveError, type MoveResult } from './movement.js';
import { checkPassage, type PassageError } from '../table/passage.js';
import { enemyRef, findUnit, markMoved, ownUnit, updateUnit, type StateError } from '../game/state.js';
import { coverAt, obstaclesCrossed, slowGoingAlong } from '../table/table-reading.js';
import { carryPassengers } from './transport.js';
import { stepAfterMove } from '../turn/under-watch.js';
import { boundIn, hasRole, isOnTable, isVehicle, type Unit } from '../troops/units.js';
import { checkPanicRetreat, type PanicError } from '../vehicles/vehicle-damage.js';

export type MayMoveError = 'fireteam/not-on-table' | 'fireteam/aboard' | 'fireteam/already-moved' | 'fireteam/fired-cannot-move' | 'fireteam/halted' | 'fireteam/no-position';

/**
 * Seed 004, Movement and Vehicles Movement: whether `u` may make its move this turn — on the table,
 * not riding in a vehicle (it moves with it, or gets out), not moved yet this turn, and not halted by
 * damage result 1 (Anti-Tank Fire). Troops that shot this turn stay put ("There is no moving and
 * firing"), but "Vehicles may move and fire". A unit with no position cannot be moved by the bot.
 */
export function checkMayMove(u: Unit, turn: number): RuleResult<true, MayMoveError> {
  if (!isOnTable(u)) return fail('fireteam/not-on-table', { unit: u.id });
  if (u.aboard !== undefined) return fail('fireteam/aboard', { unit: u.id, vehicle: u.aboard });
  if (u.movedThisTurn) return fail('fireteam/already-moved', { unit: u.id });
  if (u.firedThisTurn && !isVehicle(u)) return fail('fireteam/fired-cannot-move');
  if (boundIn(u.vehicle?.damage.halted, turn)) return fail('fireteam/halted', { unit: u.id });
  if (!u.position) return fail('fireteam/no-position', { unit: u.id });
  return ok(true);
}

/** What the mover declares where the board cannot say; obstacles and slow going are read from the board unless given. */
export interface MoveOptions {
  readonly obstacles?: number | undefined;
  readonly woods?: boolean | undefined;
  /** A vehicle moving on a road. */
  readonly road?: boolean | undefined;
  /** A vehicle's 90° turns. */
  readonly turns?: number | undefined;
}

export interface UnitMoved {
  readonly id: string;
  readonly from: Point;
  /** Where it was going, and where it stopped. */
  readonly to: Point;
  readonly end: Point;
  /** The inches to `to`, to a tenth. */
  readonly wanted: number;
  readonly move: MoveResult;
  /** The linear obstacles and the slow going read from the board along the path. */
  readonly crossed: readonly string[];
  readonly slow: string | undefined;
  /** The enemy has units on overwatch that may fire at it now. */
  readonly watched: boolean;
  readonly enemy: string;
}

/**
 * Seed 004, Movement and Vehicles Movement: `side`'s unit moves straight toward `to` as far as its
 * dice allow — infantry 3/4/5 d6 by quality, best 3, less 6" an obstacle and 1D6 through slow going;
 * vehicles by speed, with their turns. On the board it stays on the table and crosses the river only
 * on a bridge; obstacles and slow going come from the board along the path unless declared. A vehicle
 * panicked this turn must end farther from its attacker, in cover or out of its sight; a vehicle takes
 * its passengers along and faces where it went. Anti-tank streaks the unit is in end (Anti-Tank Fire:
 * "neither having moved"). With enemy units on overwatch that may fire and are not done, its side
 * waits for the enemy to fire or give another order (Over Watch); otherwise the step passes.
 */
export function moveUnit(
  game: FireteamGame,
  side: string,
  unitId: string,
  to: Point,
  o: MoveOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: UnitMoved }, StateError | MayMoveError | PassageError | MoveError | PanicError> {
  const found = ownUnit(game, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  const may = checkMayMove(u, game.turn);
  if (!may.ok) return may;
  const from = u.position!;
  if (board) {
    const pass = checkPassage({ table: board.board, features: board.features, from, to });
    if (!pass.ok) return pass;
  }
  const crossed = o.obstacles === undefined ? obstaclesCrossed(board, from, to) : [];
  const obstacles = o.obstacles ?? crossed.length;
  const slow = o.woods === undefined ? slowGoingAlong(board, from, to)?.name : undefined;
  const woods = o.woods ?? slow !== undefined;
  const pinned = u.status === 'pinned' || u.status === 'permanently-pinned';
  const r: RuleResult<MoveResult, MoveError> = u.vehicle
    ? vehicleMove(
        {
          speed: o.road && u.vehicle.roadSpeed ? u.vehicle.roadSpeed : u.vehicle.speed,
          softSkinned: u.vehicle.softSkinned,
          onRoad: o.road === true,
          turns: o.turns ?? 0,
          obstacles,
          veteranCrew: hasRole(u, 'veteran-tank-crew'),
          damagedTracks: u.vehicle.damage.movementReduced === true,
          pinned,
          immobilised: u.vehicle.damage.immobilised,
        },
        roller,
        rules,
      )
    : infantryMove({ quality: u.quality, obstacles, woods, pinned, fired: u.firedThisTurn }, roller, rules);
  if (!r.ok) return r;
  const wanted = distance(from, to);
  const moved = Math.min(wanted, r.value.inches);
  const end = wanted === 0 ? from : { x: Math.round((from.x + ((to.x - from.x) * moved) / wanted) * 100) / 100, y: Math.round((from.y + ((to.y - from.y) * moved) / wanted) * 100) / 100 };
  if (u.vehicle) {
    const attacker = u.vehicle.damage.panicked?.attacker;
    const watcher = attacker === undefined ? undefined : findUnit(game, enemyRef(game, u.side, attacker));
    const hidden = watcher?.position && board ? !checkSight({ features: board.features, smoke: game.smoke, from: watcher.position, to: end }).ok : false;
    const retreat = checkPanicRetreat(game, u, { from, to: end, inCover: coverAt(board, end).cover !== 'open', outOfSight: hidden });
    if (!retreat.ok) return retreat;
  }
  const facing = u.vehicle && wanted > 0 ? { facing: Math.round(bearing(from, to)) } : {};
  let next = markMoved(updateUnit(game, u, (x) => ({ ...x, position: end, ...facing })), u, from);
  if (u.vehicle) next = carryPassengers(next, u);
  // Streaks keyed `Side:ID>Side:ID` (or, in a game saved before, `id>id`) that this unit is in end.
  const tag = tagOf(u);
  const inStreak = (k: string): boolean => k.startsWith(`${tag}>`) || k.endsWith(`>${tag}`) || k.split('>').includes(u.id);
  next = withExtras(next, { atShots: Object.fromEntries(Object.entries(extrasOf(next).atShots).filter(([k]) => !inStreak(k))) });
  const after = stepAfterMove(next, side, u.id, board);
  next = after.game;
  const { watched, enemy } = after;
  return ok({ game: next, result: { id: u.id, from, to, end, wanted: Math.round(wanted * 10) / 10, move: r.value, crossed, slow, watched, enemy } });
}
