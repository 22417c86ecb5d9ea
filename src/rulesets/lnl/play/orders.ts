import { formatHex } from '../../../core/board/hex.js';
import type { CommandContext } from '../../../app/command.js';
import type { MoveSpec } from '../../../app/run-move.js';
import { runOrder, type LnlOrder } from '../rules/orders/order.js';
import type { LnlState } from '../rules/game/state.js';
import type { LnlMove } from '../rules/phases/turn.js';
import type { LnlView, LnlViewData } from '../rules/game/view.js';
import { lnlTable } from './session.js';

/**
 * A Lock 'n Load order for `runMove`: every roll public, as at the table (the player aid hides
 * nothing); the phase table checks the order's kind, and for an activation the hex whose units act;
 * the move is the rules' own, given the campaign's map. Its result is told from the public view.
 */
export function lnlOrder<R>(
  ctx: CommandContext,
  spec: { command: string; side?: string | undefined },
  order: LnlOrder<R>,
  describe: (result: R, view: LnlView) => string,
): MoveSpec<LnlState, LnlViewData, R> {
  const from = order.from;
  return {
    command: spec.command,
    kind: kindOf(ctx, spec.side, order.kind),
    side: spec.side,
    ...(from ? { at: (state: LnlState) => { const h = from(state); return h ? formatHex(h) : undefined; } } : {}),
    move: ({ state, roller, rules, side, campaign }) => runOrder(order, { state, roller, rules, side, board: campaign.board }),
    describe: (result, views) => describe(result, views.public),
  };
}

/**
 * The order's kind in the phase table. One the rules read from the game (a close assault answering
 * an overrun) is read from the campaign's game for the acting side; where there is none to read,
 * `runMove` refuses the order before its kind counts.
 */
function kindOf(ctx: CommandContext, named: string | undefined, kind: LnlOrder<unknown>['kind']): LnlMove {
  if (typeof kind === 'string') return kind;
  const table = lnlTable(ctx, named);
  return table.ok ? kind(table.value.state, table.value.side) : 'activate';
}
