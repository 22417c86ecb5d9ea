import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { ambushOpening } from '../../game/ambush-opening.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { endActivation, rollTurn } from '../../game/turn.js';

/**
 * The turn's orders (FNG 2nd Tour, Turn Sequence L599–L607): the first Activation roll once both sides
 * are set up (later turns roll by themselves when both sides are done), and a side ending its activation.
 */

export type TurnOrderError = 'fng/no-figures-placed';

/**
 * Rolls the Activation dice for the first turn (or, for the GM, a turn the bot has not yet rolled); on
 * an Ambush's first turn the ambushed side, activating first, rolls to spot the ambush (L2192).
 */
export function activateOrder(a: OrderArgs): RuleResult<Ordered> {
  // Head to head a side's PEFs on the table stand for its figures (L1226).
  if (!a.game.figures.some((f) => f.at !== undefined) && !(a.game.sidePefs ?? []).some((p) => p.at !== undefined)) return fail('fng/no-figures-placed');
  const r = rollTurn(a.game, a.roller);
  // An Ambush's first Activation: the ambushed side, if first, may spot the ambush (L2192).
  const o = ambushOpening(r.game, a.roller);
  return ok({ game: o.game, events: [...r.events, ...o.events] });
}

/** The acting side has activated every group it wanted to (L603). */
export function doneOrder(a: OrderArgs): RuleResult<Ordered> {
  const r = endActivation(a.game, a.side);
  return ok({ game: r.game, events: r.events });
}
