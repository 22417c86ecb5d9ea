import { ok } from '../../../../core/result.js';
import { fireAction, firingStack, type FireActionResult } from '../fire/fire-action.js';
import { fireGround, targetSpotted } from '../fire/fire-ground.js';
import { ordnanceAction, type OrdnanceActionResult } from '../ordnance/ordnance-action.js';
import type { Facing } from '../ordnance/ordnance.js';
import { parseIdList } from '../game/order-input.js';
import { findUnit, hexOfUnit } from '../game/state.js';
import { afterActivation } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** A direct fire order as given: the firing units of one hex (the first leads), the target hex, and what the player declares. */
export interface FireInput {
  readonly units: string;
  readonly target: string;
  readonly tm?: number | undefined;
  readonly vehicle?: string | undefined;
  readonly degrading?: number | undefined;
  readonly opportunity?: boolean | undefined;
  readonly spotted?: boolean | undefined;
  readonly night?: boolean | undefined;
  readonly skill?: number | undefined;
  readonly more?: boolean | undefined;
}

/**
 * A hex's units fire at an enemy hex (LnL player aid, Fire Combat 5.0, Opportunity Fire 5.3,
 * Spotting 10.1, Operations Phase 4.0): the map gives the line of sight, range, degrading hexes and
 * the target's TM unless declared; the target hex must be spotted, except for opportunity fire, which
 * is a reaction in the enemy's impulse (`fireAction` does the rest). An activation ends the impulse
 * unless the hex acts again (`more`: assault fire, a support weapon).
 */
export function fireOrder(input: FireInput): LnlOrder<FireActionResult> {
  return {
    kind: input.opportunity ? 'reaction' : 'activate',
    from: (state) => hexOfUnit(state, input.units),
    move: ({ state, roller, rules, side, board }) => {
      const ids = parseIdList(input.units);
      if (!ids.ok) return ids;
      const stack = firingStack(state, side, ids.value);
      if (!stack.ok) return stack;
      const ground = fireGround(state, board, side, ids.value[0]!, input.target, { tm: input.tm, degrading: input.degrading }, rules);
      if (!ground.ok) return ground;
      const g = ground.value;
      const spotted = targetSpotted(g, input.spotted, input.opportunity);
      if (!spotted.ok) return spotted;
      const r = fireAction(
        state,
        {
          side,
          firers: ids.value,
          target: g.target,
          ...(input.vehicle === undefined ? {} : { vehicle: input.vehicle }),
          tm: g.tm,
          tmFromWallOrHill: g.tmFromWallOrHill,
          sight: g.sight,
          flammable: g.flammable,
          tmAt: g.tmAt,
          ...(input.opportunity ? { opportunity: { hexSpotted: spotted.value } } : {}),
          ...(input.night ? { night: true } : {}),
          ...(input.skill ? { skill: input.skill } : {}),
        },
        roller,
        rules,
      );
      if (!r.ok) return r;
      const next = afterActivation(r.value.state, { reaction: input.opportunity, more: input.more, hex: hexOfUnit(r.value.state, input.units) });
      return ok({ state: next, result: r.value.result });
    },
  };
}

/** An ordnance fire order as given: the weapon, the target hex, and what the player declares. */
export interface OrdnanceInput {
  readonly weapon: string;
  readonly target: string;
  readonly vehicle?: string | undefined;
  readonly tohit?: number | undefined;
  readonly penetration?: number | undefined;
  readonly facing?: Facing | undefined;
  readonly tm?: number | undefined;
  readonly building?: boolean | undefined;
  readonly opportunity?: boolean | undefined;
  readonly spotted?: boolean | undefined;
  readonly speed?: boolean | undefined;
  readonly road?: boolean | undefined;
  readonly more?: boolean | undefined;
}

/**
 * An ordnance weapon fires at an enemy hex (LnL player aid, Ordnance 14.1, Fire Combat 5.0,
 * Opportunity Fire 5.3, Spotting 10.1, Operations Phase 4.0): a support weapon's line of sight is
 * its carrier's; the map gives the sight and TM unless declared; the target hex must be spotted,
 * except for opportunity fire, a reaction (`ordnanceAction` does the rest). An activation ends the
 * impulse unless the hex acts again (`more`).
 */
export function ordnanceOrder(input: OrdnanceInput): LnlOrder<OrdnanceActionResult> {
  return {
    kind: input.opportunity ? 'reaction' : 'activate',
    from: (state) => hexOfUnit(state, input.weapon),
    move: ({ state, roller, rules, side, board }) => {
      const weapon = findUnit(state, input.weapon);
      const shooter = weapon?.carriedBy ?? input.weapon;
      const ground = fireGround(state, board, side, shooter, input.target, { tm: input.tm }, rules);
      if (!ground.ok) return ground;
      const g = ground.value;
      const spotted = targetSpotted(g, input.spotted, input.opportunity);
      if (!spotted.ok) return spotted;
      const r = ordnanceAction(
        state,
        {
          side,
          weapon: input.weapon,
          target: g.target,
          ...(input.vehicle === undefined ? {} : { vehicle: input.vehicle }),
          ...(input.tohit === undefined ? {} : { toHit: input.tohit }),
          ...(input.penetration === undefined ? {} : { penetration: input.penetration }),
          ...(input.facing === undefined ? {} : { facing: input.facing }),
          tm: g.tm,
          inBuildingOrBunker: input.building === true,
          sight: g.sight,
          flammable: g.flammable,
          tmAt: g.tmAt,
          ...(input.opportunity ? { opportunity: { hexSpotted: spotted.value } } : {}),
          ...(input.speed ? { speed: { onRoad: input.road === true } } : {}),
        },
        roller,
        rules,
      );
      if (!r.ok) return r;
      const next = afterActivation(r.value.state, { reaction: input.opportunity, more: input.more, hex: hexOfUnit(r.value.state, input.weapon) });
      return ok({ state: next, result: r.value.result });
    },
  };
}
