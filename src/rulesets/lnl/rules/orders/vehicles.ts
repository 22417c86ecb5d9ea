import { formatHex } from '../../../../core/board/hex.js';
import { ok } from '../../../../core/result.js';
import { hexIn, parseIdList } from '../game/order-input.js';
import { overrunTerrainAt } from '../vehicles/overrun.js';
import { hexOfUnit, type LnlState } from '../game/state.js';
import { groundFrom } from '../map/target-modifier.js';
import { afterActivation, endImpulse, type LnlMove } from '../phases/turn.js';
import { answersOverrun, closeAssaultAction, minesAction, overrunAction, type CloseAssaultActionResult, type MinesActionResult, type OverrunActionResult } from '../vehicles/vehicle-actions.js';
import type { LnlOrder } from './order.js';

/** An overrun as given: the vehicle, the enemy hex, its TM if declared, and whether the module allows its terrain. */
export interface OverrunInput {
  readonly vehicle: string;
  readonly hex: string;
  readonly tm?: number | undefined;
  readonly allowed?: boolean | undefined;
}

/**
 * A vehicle overruns an enemy hex (LnL player aid, Overrun 15.3): the map says whether the hex's
 * terrain allows it and gives its TM unless declared (0 where it needs a declaration); see
 * `overrunAction`. The activation ends the impulse.
 */
export function overrunOrder(input: OverrunInput): LnlOrder<OverrunActionResult> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.vehicle),
    move: ({ state, roller, rules, side, board }) => {
      const hex = hexIn(input.hex);
      if (!hex.ok) return hex;
      const ground = groundFrom(board, new Map(input.tm === undefined ? [] : [[formatHex(hex.value), input.tm]]))(hex.value);
      const tm = ground.ok ? ground.value.tm : 0;
      const r = overrunAction(state, { side, vehicle: input.vehicle, hex: hex.value, terrain: overrunTerrainAt(board, hex.value), ...(input.allowed ? { moduleAllows: true } : {}), tm }, roller, rules);
      if (!r.ok) return r;
      return ok({ state: endImpulse(r.value.state), result: r.value.result });
    },
  };
}

/** A close assault as given: the assaulting units, in order, and the enemy vehicle in their hex. */
export interface CloseAssaultInput {
  readonly units: string;
  readonly vehicle: string;
}

/**
 * What a close assault is in the phase table: a reaction when it answers the vehicle that has just
 * overrun the side's hex (Overrun 15.3), otherwise the side's activation (Close Assault 17.1).
 */
export function closeAssaultKind(state: LnlState, side: string, vehicle: string): LnlMove {
  return answersOverrun(state, side, vehicle) ? 'reaction' : 'activate';
}

/**
 * Leg units close-assault an enemy vehicle in their hex (LnL player aid, Close Assault 17.1; see
 * `closeAssaultAction`): answering an overrun, a reaction that leaves the impulse with the mover
 * (15.3); otherwise an activation, which ends it.
 */
export function closeAssaultOrder(input: CloseAssaultInput): LnlOrder<CloseAssaultActionResult> {
  return {
    kind: (state, side) => closeAssaultKind(state, side, input.vehicle),
    from: (state) => hexOfUnit(state, input.units),
    move: ({ state, roller, rules, side }) => {
      const reaction = answersOverrun(state, side, input.vehicle);
      const ids = parseIdList(input.units);
      if (!ids.ok) return ids;
      const r = closeAssaultAction(state, { side, attackers: ids.value, vehicle: input.vehicle }, roller, rules);
      if (!r.ok) return r;
      return ok({ state: afterActivation(r.value.state, { reaction }), result: r.value.result });
    },
  };
}

/**
 * A vehicle that has just entered a mined hex rolls on the Mines vs. Vehicles table (LnL player aid,
 * 21.4.1; see `minesAction`): a reaction, in whichever impulse the post is read.
 */
export function minesOrder(input: { readonly vehicle: string }): LnlOrder<MinesActionResult> {
  return {
    kind: 'reaction',
    move: ({ state, roller, rules, side }) => minesAction(state, { side, vehicle: input.vehicle }, roller, rules),
  };
}
