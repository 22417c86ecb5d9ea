import { fail } from '../../../../../core/result.js';
import { readyFigure, type OrderArgs } from '../../game/order.js';
import { keyOf } from '../../game/state.js';
import { swimming } from '../combat-while-swimming.js';

/**
 * The figure about to fire, throw or place a charge, if it may: its own side's, free to act and not yet
 * fired this activation, not fighting a melee, and not swimming (L1195).
 */
export function readyToFight(a: OrderArgs, ref: string) {
  const found = readyFigure(a, ref, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if ((f.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: f.id });
  if (swimming(a.game.water, keyOf(f))) return fail('fng/swimming', { figure: f.id });
  return found;
}
