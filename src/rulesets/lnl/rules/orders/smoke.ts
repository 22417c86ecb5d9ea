import type { HexCoord } from '../../../../core/board/hex.js';
import { ok } from '../../../../core/result.js';
import { optionalHexIn } from '../game/order-input.js';
import { smokeAction } from '../smoke/smoke-action.js';
import type { SmokeResult } from '../smoke/smoke.js';
import { hexOfUnit } from '../game/state.js';
import { afterActivation } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** Laying smoke as given: the MMC, the hex (its own by default), and whether it still moves. */
export interface SmokeInput {
  readonly unit: string;
  readonly hex?: string | undefined;
  readonly more?: boolean | undefined;
}

/**
 * A Good Order MMC lays smoke (LnL player aid, Smoke 7.0; see `smokeAction`): the activation ends the
 * impulse unless the unit still moves (`more`, at −1 MF).
 */
export function smokeOrder(input: SmokeInput): LnlOrder<SmokeResult & { unit: string; hex: HexCoord }> {
  return {
    kind: 'activate',
    from: (state) => hexOfUnit(state, input.unit),
    move: ({ state, roller, side }) => {
      const hex = optionalHexIn(input.hex);
      if (!hex.ok) return hex;
      const r = smokeAction(state, { side, unit: input.unit, ...(hex.value ? { hex: hex.value } : {}) }, roller);
      if (!r.ok) return r;
      return ok({ state: afterActivation(r.value.state, { more: input.more, hex: hexOfUnit(r.value.state, input.unit) }), result: r.value.result });
    },
  };
}
