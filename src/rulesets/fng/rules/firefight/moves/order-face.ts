import type { Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { bearing } from '../../figures/facing.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { keyOf, ownFigure, updateFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';

/**
 * Turning in place (FNG 2nd Tour, Actions L618: "Stay in place. The character may change the way he is
 * facing if desired and/or fire"): each figure named, active and able, that has not moved this
 * activation turns to face a point — the 180° of his LOS (L651, L806) then lie about it until he moves
 * or turns again (house rule `fng.facing`, terrain-house-rules.ts). It costs nothing else: he may still
 * fire, and a move after it faces him the way he goes.
 */
export type FaceError = 'fng/face-own-place' | 'fng/face-none';

export function faceOrder(a: OrderArgs, input: { readonly figures: readonly { readonly figure: string; readonly toward: Point }[] }): RuleResult<Ordered> {
  if (input.figures.length === 0) return fail('fng/face-none');
  let game = a.game;
  const turned: { figure: string; toward: Point }[] = [];
  for (const t of input.figures) {
    const found = ownFigure(game, a.side, t.figure);
    if (!found.ok) return found;
    const f = found.value;
    const may = mayAct(game, f);
    if (!may.ok) return may;
    if (f.moved || f.busy) return fail('fng/already-moved', { figure: f.id });
    const facing = f.at ? bearing(f.at, t.toward) : undefined;
    if (facing === undefined) return fail('fng/face-own-place', { figure: f.id });
    game = updateFigure(game, keyOf(f), (x) => ({ ...x, facing }));
    turned.push({ figure: keyOf(f), toward: t.toward });
  }
  const events: FngEvent[] = [{ kind: 'turned', figures: turned }];
  return ok({ game, events });
}
