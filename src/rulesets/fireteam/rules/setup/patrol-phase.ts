import type { Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { movePatrolMarker, placePatrolJop, type JopPlacement, type PatrolError, type PatrolMoveOutcome } from '../patrol/patrol.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { FireteamGame } from '../game/game.js';
import { findSide, type FireteamState, type StateError } from '../game/state.js';
import { jopCoverFrom } from '../table/table-reading.js';

/** Seed 004, Patrol Phase: a patrol move within the game, handing the step on as the patrol rules do. */
export function patrolMove(
  state: FireteamState,
  side: string,
  markerId: string,
  to: Point,
  rules: HouseRules,
): RuleResult<PatrolMoveOutcome & { readonly game: FireteamState }, PatrolError | 'fireteam/patrol-over'> {
  if (!state.patrol) return fail('fireteam/patrol-over');
  const r = movePatrolMarker(state.patrol, findSide(state, side) ?? side, markerId, to, rules);
  if (!r.ok) return r;
  return ok({ ...r.value, game: { ...state, patrol: r.value.state, step: { side: r.value.state.toMove, done: [] } } });
}

export type JopError = PatrolError | StateError | 'fireteam/duplicate-id';

/**
 * Seed 004, Patrol Phase / Battles and Scenarios: places a jump-off point. After a patrol the patrol
 * rules apply; without one (the campaign) the scenario's point is taken as given.
 */
export function placeJop(
  state: FireteamState,
  side: string,
  placement: JopPlacement & { readonly id?: string },
): RuleResult<{ readonly state: FireteamState; readonly jop: string }, JopError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (state.patrol) {
    const r = placePatrolJop(state.patrol, own, placement);
    if (!r.ok) return r;
    return ok({ state: { ...state, patrol: r.value.state, step: { side: r.value.state.toMove, done: [] } }, jop: r.value.jop.id });
  }
  const id = placement.id ?? `jop-${state.jops.length + 1}`;
  if (state.jops.some((j) => j.id.toLowerCase() === id.toLowerCase())) return fail('fireteam/duplicate-id', { id });
  return ok({ state: { ...state, jops: [...state.jops, { id, side: own, position: placement.position, deployedThisTurn: [] }] }, jop: id });
}

/** A patrol marker's move, and the side that made it. */
export type PatrolMoved = Omit<PatrolMoveOutcome, 'state'> & { readonly side: string };

/** Seed 004, Patrol Phase: `side` moves its patrol marker `markerId` toward `to` (`patrolMove`). */
export function movePatrol(
  game: FireteamGame,
  side: string,
  markerId: string,
  to: Point,
  rules: HouseRules,
): RuleResult<{ readonly game: FireteamGame; readonly result: PatrolMoved }, PatrolError | 'fireteam/patrol-over'> {
  const r = patrolMove(game, side, markerId, to, rules);
  if (!r.ok) return r;
  const { game: next, state: _patrol, ...outcome } = r.value;
  return ok({ game: { ...game, ...next }, result: { ...outcome, side } });
}

export interface JopPlaced {
  readonly side: string;
  readonly jop: string;
  readonly at: Point;
  /** Why the spot counts as cover: attested by the player, or what the board shows there. */
  readonly why: string | undefined;
}

/**
 * Seed 004, Patrol Phase: `side` places a jump-off point at `at` (`placeJop`). It counts as in cover,
 * out of sight or on a table edge when the board shows so (`jopCoverFrom`), unless `attested` says
 * otherwise: the player's word, either way, where the board is only approximate.
 */
export function placeJopOnTable(
  game: FireteamGame,
  side: string,
  at: Point,
  attested: boolean | undefined,
  board: FireteamScenario | undefined,
): RuleResult<{ readonly game: FireteamGame; readonly result: JopPlaced }, JopError> {
  const byBoard = jopCoverFrom(board, at);
  const r = placeJop(game, side, { position: at, coverAttested: attested ?? byBoard !== undefined });
  if (!r.ok) return r;
  return ok({ game: r.value.state, result: { side, jop: r.value.jop, at, why: attested ? 'attested' : byBoard } });
}
