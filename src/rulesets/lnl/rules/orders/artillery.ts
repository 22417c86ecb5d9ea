import { formatHex, type HexDirection } from '../../../../core/board/hex.js';
import { ok } from '../../../../core/result.js';
import { airStrike, type AirPass } from '../artillery/air-strike.js';
import type { FireMission } from '../artillery/artillery.js';
import { callForFire, fireForEffect, type CallResult, type FfeResult } from '../artillery/artillery-action.js';
import { hexIn, hexListOnMap, optionalHexIn, parseTmList } from '../game/order-input.js';
import { sightBetween } from '../map/sight.js';
import { hexOfUnit, ownUnitOnMap } from '../game/state.js';
import { groundFrom } from '../map/target-modifier.js';
import { endImpulse } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** A call for fire as given: the spotter, the hex of the spotting round, the mission and its FP. */
export interface CallInput {
  readonly spotter: string;
  readonly hex: string;
  readonly fp: number;
  readonly mission?: FireMission | undefined;
  /** A line mission's other end. */
  readonly to?: string | undefined;
  /** A walking barrage's direction. */
  readonly walk?: HexDirection | undefined;
  /** Degrading hexes in the LOS, declared where the map cannot tell. */
  readonly degrading?: number | undefined;
}

/**
 * A spotter calls a fire mission (LnL player aid, Off-board Artillery 18.2 items 1–3): the map
 * gives his line of sight to the spotting round's hex and its degrading hexes unless declared
 * (`callForFire` does the rest). His activation ends the impulse.
 */
export function artilleryCallOrder(input: CallInput): LnlOrder<CallResult> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.spotter),
    move: ({ state, roller, rules, side, board }) => {
      const spotter = ownUnitOnMap(state, side, input.spotter);
      if (!spotter.ok) return spotter;
      const target = hexIn(input.hex);
      if (!target.ok) return target;
      const lineTo = optionalHexIn(input.to);
      if (!lineTo.ok) return lineTo;
      const sight = sightBetween(board, spotter.value.at, target.value, rules, input.degrading);
      const r = callForFire(
        state,
        {
          side,
          spotter: spotter.value.unit.id,
          target: target.value,
          mission: input.mission ?? 'standard',
          firepower: input.fp,
          ...(lineTo.value ? { lineTo: lineTo.value } : {}),
          ...(input.walk ? { walk: input.walk } : {}),
          los: { blocked: input.degrading === undefined && sight.los?.blocked === true, degradingCount: sight.degrading },
        },
        roller,
      );
      if (!r.ok) return r;
      return ok({ state: endImpulse(r.value.state), result: r.value.result });
    },
  };
}

/** A fire for effect as given: the spotter, a shift of the round, and TMs declared for covered hexes ("E4:2, F5:1"). */
export interface FfeInput {
  readonly spotter: string;
  readonly shift?: string | undefined;
  readonly tms?: string | undefined;
}

/**
 * The spotter continues his mission with its fire for effect (LnL player aid, Off-board Artillery
 * 18.2 item 4, 18.2.1): a shift goes only to a hex in his line of sight on the map; each attacked
 * hex's TM is the map's unless declared (`fireForEffect` does the rest). His activation ends the
 * impulse.
 */
export function artilleryFfeOrder(input: FfeInput): LnlOrder<FfeResult> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.spotter),
    move: ({ state, roller, rules, side, board }) => {
      const spotter = ownUnitOnMap(state, side, input.spotter);
      if (!spotter.ok) return spotter;
      const shift = optionalHexIn(input.shift);
      if (!shift.ok) return shift;
      const tms = parseTmList(input.tms);
      if (!tms.ok) return tms;
      const from = spotter.value.at;
      const r = fireForEffect(
        state,
        {
          side,
          spotter: spotter.value.unit.id,
          ...(shift.value ? { shiftTo: shift.value } : {}),
          inLos: (h) => sightBetween(board, from, h, rules).los?.blocked !== true,
          groundOf: groundFrom(board, tms.value),
        },
        roller,
        rules,
      );
      if (!r.ok) return r;
      return ok({ state: endImpulse(r.value.state), result: r.value.result });
    },
  };
}

/** An air mission as given: its hexes ("E4, E5"), cannon FP, bombs' HE, and TMs declared for covered hexes. */
export interface AirInput {
  readonly hexes: string;
  readonly fp: number;
  readonly he: number;
  readonly tms?: string | undefined;
}

/** What an air mission did: each pass, and the hexes it attacked. */
export interface AirResult {
  readonly passes: readonly AirPass[];
  readonly hexes: readonly string[];
}

/**
 * Air support attacks one to seven hexes of the map (LnL player aid, Aircraft 19.1): each hex's TM is
 * the map's unless declared (`airStrike` does the rest). The activation ends the impulse.
 */
export function airOrder(input: AirInput): LnlOrder<AirResult> {
  return {
    kind: 'activate',
    move: ({ state, roller, rules, side, board }) => {
      const hexes = hexListOnMap(state, input.hexes);
      if (!hexes.ok) return hexes;
      const tms = parseTmList(input.tms);
      if (!tms.ok) return tms;
      const r = airStrike(state, { side, hexes: hexes.value, fp: input.fp, he: input.he, groundOf: groundFrom(board, tms.value) }, roller, rules);
      if (!r.ok) return r;
      return ok({ state: endImpulse(r.value.state), result: { passes: r.value.passes, hexes: hexes.value.map(formatHex) } });
    },
  };
}
