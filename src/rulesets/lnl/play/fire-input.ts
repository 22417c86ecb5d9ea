import { formatHex, parseHex, type HexCoord } from '../../../core/board/hex.js';
import type { Scenario } from '../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { HouseRules } from '../../../core/house-rules.js';
import type { FireSight } from '../rules/fire-action.js';
import { hexOf, ownUnit, type LnlState } from '../rules/state.js';
import { sightBetween, terrainClass } from './sight.js';
import { hexSpotted, type SpottedReason } from '../rules/spotted.js';
import { groundFrom } from './terrain.js';
import { tmFrom } from '../rules/artillery-action.js';

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
 * The ground between a firing unit and a target hex: LOS, range and degrading hexes from the loaded
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
  const unit = ownUnit(state, side, firer);
  if (!unit.ok) return unit;
  const from = hexOf(state, unit.value);
  if (!from) return fail('lnl/no-position', { unit: unit.value.id });
  const target = parseHex(targetText);
  if (!target.ok) return fail('lnl/bad-hex', { text: targetText });
  if (state.grid && (target.value.col >= state.grid.columns || target.value.row >= state.grid.rows)) return fail('lnl/off-board', { hex: formatHex(target.value) });
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
