import { ok } from '../../../../core/result.js';
import { meleeAction, type MeleeActionResult } from '../melee/melee-action.js';
import { hexIn, parseIdList } from '../game/order-input.js';
import { endImpulse } from '../phases/turn.js';
import type { LnlOrder } from './order.js';

/** A melee as given: its hex, and the enemy units attacked (default: all). */
export interface MeleeInput {
  readonly hex: string;
  readonly defenders?: string | undefined;
}

/**
 * The units that entered an enemy hex melee there (LnL player aid, Melee 8.0; see `meleeAction`): the
 * hex is the one activated, and the activation ends the impulse.
 */
export function meleeOrder(input: MeleeInput): LnlOrder<MeleeActionResult> {
  return {
    kind: 'activate',
    from: () => {
      const h = hexIn(input.hex);
      return h.ok ? h.value : undefined;
    },
    move: ({ state, roller, side }) => {
      const hex = hexIn(input.hex);
      if (!hex.ok) return hex;
      const chosen = input.defenders === undefined ? undefined : parseIdList(input.defenders);
      if (chosen && !chosen.ok) return chosen;
      const r = meleeAction(state, side, hex.value, chosen?.value, roller);
      if (!r.ok) return r;
      return ok({ state: endImpulse(r.value.state), result: r.value.result });
    },
  };
}
