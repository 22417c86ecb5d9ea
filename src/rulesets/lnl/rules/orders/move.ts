import type { HexCoord } from '../../../../core/board/hex.js';
import { ok } from '../../../../core/result.js';
import { moveAction, streamTypeAt, type MoveKind, type MoveResult } from '../movement/move-action.js';
import { hexIn, parseIdList } from '../game/order-input.js';
import { lnlScenario } from '../map/scenario.js';
import { sightBetween } from '../map/sight.js';
import { hexOfUnit } from '../game/state.js';
import { afterActivation } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** A movement as given: the units of one hex, where they go, how, and whether the hex acts again. */
export interface MoveInput {
  readonly units: string;
  readonly to: string;
  readonly how?: MoveKind | undefined;
  readonly more?: boolean | undefined;
  /** The hexes on the way, comma-separated, each next to the last. */
  readonly via?: string | undefined;
}

/**
 * An activated hex's units move together (LnL player aid, Movement 6.0; see `moveAction`): the map
 * gives the stream they enter (10.5.1), the terrain's MP costs and whom a Shaken unit can see (DCT, Shaken). The activation
 * ends the impulse unless the movers still fire (`more`: Assault Movement, 6.1).
 */
export function moveOrder(input: MoveInput): LnlOrder<MoveResult> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.units),
    move: ({ state, rules, side, board }) => {
      const ids = parseIdList(input.units);
      if (!ids.ok) return ids;
      const to = hexIn(input.to);
      if (!to.ok) return to;
      const streamType = streamTypeAt(board, to.value);
      const map = lnlScenario(board);
      const via: HexCoord[] = [];
      for (const h of input.via ? input.via.split(',').map((x) => x.trim()).filter(Boolean) : []) {
        const v = hexIn(h);
        if (!v.ok) return v;
        via.push(v.value);
      }
      const inSight = map ? (a: HexCoord, b: HexCoord) => !sightBetween(map, a, b, rules).los?.blocked : undefined;
      const r = moveAction(state, { side, units: ids.value, to: to.value, how: input.how ?? 'move', ...(streamType === undefined ? {} : { streamType }), ...(inSight ? { inSight } : {}), map, via, rules });
      if (!r.ok) return r;
      return ok({ state: afterActivation(r.value.state, { more: input.more, hex: hexOfUnit(r.value.state, input.units) }), result: r.value.result });
    },
  };
}
