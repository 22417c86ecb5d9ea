import { formatHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { hexOnMap } from '../game/order-input.js';
import { sightBetween, terrainClass, type FireSight } from '../map/sight.js';
import { hexSpotted, type SpottedReason } from '../map/spotted.js';
import { ownUnitOnMap, type LnlState } from '../game/state.js';
import { groundFrom, tmFrom } from '../map/target-modifier.js';

/** What a fire-type command needs from the map and the player's declarations, worked out once. */
export interface FireGround {
  readonly from: HexCoord;
  readonly target: HexCoord;
  readonly sight: FireSight;
  readonly tm: number;
  readonly tmFromWallOrHill: boolean;
  readonly flammable: boolean;
  readonly losFromMap: boolean;
  /** Any hex's TM from the map (a crashing helicopter's hex). */
  readonly tmAt: (hex: HexCoord) => number;
  /** Why the target hex is spotted for the firing side (empty: it is not, 10.1). */
  readonly spotted: readonly SpottedReason[];
}

/**
 * The ground between a firing unit and a target hex (LnL player aid, Fire Combat 5.0; LOS 10.3;
 * Spotting 10.1; Fire 10.5.6): LOS, range and degrading hexes from the loaded
 * map unless declared, the target's TM as declared (or 0 on a clear hex of the map), and whether the
 * target hex is flammable (bamboo and wooden buildings on the map).
 */
export function fireGround(
  state: LnlState,
  board: Scenario | undefined,
  side: string,
  firer: string,
  targetText: string,
  declared: { tm?: number | undefined; degrading?: number | undefined },
  rules: HouseRules,
): RuleResult<FireGround> {
  const firing = ownUnitOnMap(state, side, firer);
  if (!firing.ok) return firing;
  const from = firing.value.at;
  const target = hexOnMap(state, targetText);
  if (!target.ok) return target;
  const ground = groundFrom(board, new Map(declared.tm === undefined ? [] : [[formatHex(target.value), declared.tm]]), from)(target.value);
  if (!ground.ok) return ground;
  const sight = sightBetween(board, from, target.value, rules, declared.degrading);
  return ok({
    from,
    target: target.value,
    sight: {
      adjacent: sight.adjacent,
      distance: sight.distance,
      degrading: sight.degrading,
      blocked: declared.degrading === undefined && sight.los?.blocked === true,
      adjacentBuildings: sight.los?.adjacentBuildings === true,
    },
    ...ground.value,
    tmAt: tmFrom(groundFrom(board, new Map())),
    spotted: hexSpotted(state, side, target.value, terrainClass(board, target.value)),
    losFromMap: sight.source === 'map',
  });
}

/**
 * Whether the fire may go at the target hex (Fire Combat 5.0: "target must be spotted"; Spotting
 * 10.1): spotted as the map and this turn's spots show, or as the player declares where the map
 * cannot tell. Opportunity fire goes at the enemy's last move whatever the spotting; it is told
 * whether the hex is spotted, which it needs against Low Crawl and Stealth movers (5.3).
 */
export function targetSpotted(ground: FireGround, declared: boolean | undefined, opportunity: boolean | undefined): RuleResult<boolean, 'lnl/not-spotted'> {
  const spotted = declared === true || ground.spotted.length > 0;
  if (!spotted && !opportunity) return fail('lnl/not-spotted', { hex: formatHex(ground.target) });
  return ok(spotted);
}
