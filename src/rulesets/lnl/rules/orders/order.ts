import type { HexCoord } from '../../../../core/board/hex.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import type { RuleResult } from '../../../../core/result.js';
import type { LnlState } from '../game/state.js';
import { closeMoveWindow, type LnlMove } from '../phases/turn.js';

/**
 * What every Lock 'n Load move is given: the game, the campaign's dice and house rules, the side it is
 * made for, and the scenario's map when one is loaded (the board the rules read: line of sight,
 * terrain, streams, starting hexes).
 */
export interface OrderArgs {
  readonly state: LnlState;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
  readonly board: Scenario | undefined;
}

/** A move's new game and what it did, for the text. */
export interface LnlMoveResult<R> {
  readonly state: LnlState;
  readonly result: R;
}

/**
 * A player's order as the rules see it: its kind in the phase table (`checkOrder`, the one check of
 * whether it may be given now), the hex whose units it activates (Operations Phase 4.0: one hex at a
 * time), and its pure move, which reads the options as typed, the board and the game, and leaves the
 * impulse as the rules say. A kind read from the game is read from the game the order is given in.
 */
export interface LnlOrder<R> {
  readonly kind: LnlMove | ((state: LnlState, side: string) => LnlMove);
  readonly from?: (state: LnlState) => HexCoord | undefined;
  readonly move: (args: OrderArgs) => RuleResult<LnlMoveResult<R>>;
}

/** The order's kind in the phase table, read from the game it is given in where it depends on it. */
export function orderKind(order: LnlOrder<unknown>, state: LnlState, side: string): LnlMove {
  return typeof order.kind === 'string' ? order.kind : order.kind(state, side);
}

/**
 * An order made on a game, as every caller makes it: what its kind ends of the last move (the window
 * for opportunity fire, `closeMoveWindow`), then its move.
 */
export function runOrder<R>(order: LnlOrder<R>, args: OrderArgs): RuleResult<LnlMoveResult<R>> {
  return order.move({ ...args, state: closeMoveWindow(args.state, args.side, orderKind(order, args.state, args.side)) });
}
