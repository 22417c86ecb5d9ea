import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { intRule, type HouseRules } from '../../../../core/house-rules.js';
import type { FireteamGame } from '../game/game.js';
import { findUnit, ownUnit, passengersOf, updateUnit, withUnits, type FireteamState, type StateError } from '../game/state.js';
import { endStep } from '../turn/turn.js';
import { stepAfterMove } from '../turn/under-watch.js';
import { isOnTable, isVehicle, type Unit } from '../troops/units.js';

export type TransportError =
  | StateError
  | 'fireteam/not-a-transport'
  | 'fireteam/transport-full'
  | 'fireteam/cannot-board'
  | 'fireteam/too-far-to-board'
  | 'fireteam/not-aboard'
  | 'fireteam/already-moved'
  | 'fireteam/pinned-cannot-move'
  | 'fireteam/fired-cannot-move';

const inches = (a: Point, b: Point): number => Math.round(distance(a, b) * 10) / 10;

/** Why a team may not get in or out this movement phase: it moved or shot this turn, or is Pinned. */
function whyStuck(u: Unit): RuleResult<true, TransportError> {
  if (u.movedThisTurn) return fail('fireteam/already-moved', { unit: u.id });
  if (u.firedThisTurn) return fail('fireteam/fired-cannot-move');
  if (u.status === 'pinned' || u.status === 'permanently-pinned') return fail('fireteam/pinned-cannot-move');
  return ok(true);
}

export interface BoardingOutcome {
  readonly state: FireteamState;
  readonly unit: string;
  readonly vehicle: string;
  /** How far the team was from the vehicle, when both positions are known, and the most allowed. */
  readonly inches?: number;
  readonly reach: number;
  readonly at?: Point;
}

/**
 * Fire Team (seed 004), reinforcements: a transport section's vehicle carries its fire teams (the
 * Hannomag and the truck one each). A team that may move gets in as its move, from within house rule
 * `transport.boardInches` (2") of its vehicle; it then rides with it and is neither shooter nor target
 * on its own until it gets out.
 */
export function embark(state: FireteamState, side: string, unitId: string, vehicleId: string, rules: HouseRules): RuleResult<BoardingOutcome, TransportError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  const v = ownUnit(state, side, vehicleId);
  if (!v.ok) return v;
  const vehicle = v.value;
  const capacity = vehicle.vehicle?.carries ?? 0;
  if (!isOnTable(vehicle) || capacity === 0) return fail('fireteam/not-a-transport', { unit: vehicle.id });
  if (!isOnTable(u) || isVehicle(u) || u.aboard !== undefined) return fail('fireteam/cannot-board', { unit: u.id });
  const stuck = whyStuck(u);
  if (!stuck.ok) return stuck;
  if (passengersOf(state, vehicle).length >= capacity) return fail('fireteam/transport-full', { unit: vehicle.id, carries: capacity });
  const reach = intRule(rules, 'transport.boardInches');
  const gap = u.position && vehicle.position ? inches(u.position, vehicle.position) : undefined;
  if (gap !== undefined && gap > reach) return fail('fireteam/too-far-to-board', { unit: u.id, vehicle: vehicle.id, inches: gap, max: reach });
  const boarded: Unit = {
    ...u,
    aboard: vehicle.id,
    movedThisTurn: true,
    overwatch: false,
    goneToGround: false,
    ...(vehicle.position ? { position: vehicle.position } : {}),
  };
  return ok({ state: withUnits(state, [boarded]), unit: u.id, vehicle: vehicle.id, reach, ...(gap === undefined ? {} : { inches: gap }) });
}

/**
 * Fire Team (seed 004), transport sections: a team gets out as its move, set down within house rule
 * `transport.boardInches` (2") of the vehicle (at the vehicle if no point is given). It may not have
 * moved, shot or been Pinned this turn.
 */
export function disembark(state: FireteamState, side: string, unitId: string, at: Point | undefined, rules: HouseRules): RuleResult<BoardingOutcome, TransportError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (u.aboard === undefined) return fail('fireteam/not-aboard', { unit: u.id });
  const stuck = whyStuck(u);
  if (!stuck.ok) return stuck;
  const vehicle = findUnit(state, { side: u.side, id: u.aboard });
  const reach = intRule(rules, 'transport.boardInches');
  const from = vehicle?.position;
  const gap = at && from ? inches(at, from) : undefined;
  if (gap !== undefined && gap > reach) return fail('fireteam/too-far-to-board', { unit: u.id, vehicle: u.aboard, inches: gap, max: reach });
  const where = at ?? from;
  const { aboard: _, ...rest } = u;
  const out: Unit = { ...rest, movedThisTurn: true, ...(where ? { position: where } : {}) };
  return ok({ state: withUnits(state, [out]), unit: u.id, vehicle: u.aboard, reach, ...(gap === undefined ? {} : { inches: gap }), ...(where ? { at: where } : {}) });
}

/** The passengers follow their vehicle to where it now stands. */
export function carryPassengers(state: FireteamState, vehicle: UnitRef | string): FireteamState {
  const v = findUnit(state, vehicle);
  if (!v?.position) return state;
  const at = v.position;
  return withUnits(state, passengersOf(state, v).map((p) => ({ ...p, position: at })));
}

/** Seed 004, Army and Vehicle Lists (transports), as the team's move in the movement phase: it gets in (`embark`), and the step passes. */
export function embarkMove(game: FireteamGame, side: string, unitId: string, vehicleId: string, rules: HouseRules): RuleResult<{ readonly game: FireteamGame; readonly result: Omit<BoardingOutcome, 'state'> }, TransportError> {
  const r = embark(game, side, unitId, vehicleId, rules);
  if (!r.ok) return r;
  const { state, ...result } = r.value;
  return ok({ game: endStep({ ...game, ...state }, side), result });
}

/**
 * Seed 004, Army and Vehicle Lists (transports), as the team's move in the movement phase: it gets
 * out (`disembark`) onto the table in the enemy's view, so the enemy's overwatch may fire at it
 * first (Over Watch, `stepAfterMove`); otherwise the step passes.
 */
export function disembarkMove(game: FireteamGame, side: string, unitId: string, at: Point | undefined, rules: HouseRules): RuleResult<{ readonly game: FireteamGame; readonly result: Omit<BoardingOutcome, 'state'> & { readonly watched: boolean; readonly enemy: string } }, TransportError> {
  const r = disembark(game, side, unitId, at, rules);
  if (!r.ok) return r;
  const { state, ...result } = r.value;
  const after = stepAfterMove({ ...game, ...state }, side, result.unit);
  return ok({ game: after.game, result: { ...result, watched: after.watched, enemy: after.enemy } });
}
