import { formatHex } from '../../../../core/board/hex.js';
import { fail, ok } from '../../../../core/result.js';
import type { LosClass } from '../map/line-of-sight.js';
import { hexIn } from '../game/order-input.js';
import { sightBetween, terrainClass, type Sight } from '../map/sight.js';
import { markSpotted, spottingTarget } from '../map/spotted.js';
import { attemptSpotting, type Spotting } from '../map/spotting.js';
import { hexOfUnit, ownUnitOnMap, updateUnit, withMarker, type LnlState } from '../game/state.js';
import { endImpulse } from '../phases/turn.js';
import { leadershipOf } from '../game/units.js';
import type { LnlOrder } from './order.js';

/** A spotting attempt as given: the spotter, the hex, and what the player declares where the map cannot tell. */
export interface SpotInput {
  readonly unit: string;
  readonly hex: string;
  readonly terrain?: LosClass | undefined;
  readonly degrading?: number | undefined;
}

export interface SpotResult {
  readonly spotter: string;
  readonly hex: string;
  readonly spot: Spotting;
  /** Where the LOS numbers came from. */
  readonly sight: Sight['source'];
}

/**
 * A unit is activated to spot a hex (LnL player aid, Spotting 10.1): the map gives the hex's terrain
 * and the degrading hexes in the LOS unless declared; a hex spotted without a roll costs nothing
 * (item 1); an attempt marks the spotter Ops Complete (item 3). A successful spotter may fire at once
 * (item 4): the impulse stays with its side for that shot (the phase table holds it to it) until it
 * fires or passes; a failed attempt ends the impulse.
 */
export function spotOrder(input: SpotInput): LnlOrder<SpotResult> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.unit),
    move: ({ state, roller, rules, side, board }) => {
      const spotter = ownUnitOnMap(state, side, input.unit);
      if (!spotter.ok) return spotter;
      const target = hexIn(input.hex);
      if (!target.ok) return target;
      const sight = sightBetween(board, spotter.value.at, target.value, rules, input.degrading);
      const s = spotter.value.unit;
      const r = attemptSpotting(
        {
          target: spottingTarget(state, side, target.value, input.terrain ?? terrainClass(board, target.value)),
          degradingHexes: sight.degrading,
          losBlocked: sight.los?.blocked === true && input.degrading === undefined,
          ...(s.kind === 'leader' ? { leaderLm: leadershipOf(s) } : {}),
          scout: s.kind === 'scout',
          thermalSights: s.thermal === true,
        },
        roller,
      );
      if (!r.ok) return fail(r.code, { unit: s.id, hex: formatHex(target.value) });
      let next: LnlState = r.value.kind === 'automatic' ? state : updateUnit(state, s.id, (u) => withMarker(u, 'ops-complete'));
      const success = r.value.kind === 'automatic' || r.value.success;
      next = success ? { ...markSpotted(next, side, target.value), lastSpot: { unit: s.id, hex: target.value } } : endImpulse(next);
      return ok({ state: next, result: { spotter: s.id, hex: formatHex(target.value), spot: r.value, sight: sight.source } });
    },
  };
}
