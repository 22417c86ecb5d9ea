import type { Point } from '../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { movePatrolMarker, placePatrolJop, type JopPlacement, type PatrolError, type PatrolMoveOutcome } from './patrol.js';
import { findSide, type FireteamState, type StateError } from './state.js';

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
