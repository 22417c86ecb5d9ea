import type { HexCoord } from '../../../core/board/hex.js';
import { formatHex } from '../../../core/board/hex.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import type { RuleResult } from '../../../core/result.js';
import type { MoveSpec } from '../../../app/run-move.js';
import type { LnlState } from '../rules/state.js';
import type { LnlMove } from '../rules/turn.js';
import type { LnlView, LnlViewData } from '../rules/view.js';
import type { LnlMoveResult } from './session.js';

/** What a Lock 'n Load move is given: its state, dice, house rules and side. */
export interface LnlArgs {
  readonly state: LnlState;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
}

/**
 * A Lock 'n Load order for `runMove`: every roll public, as at the table (the player aid hides
 * nothing); the phase table checks `move`, and for an activation `from`, the hex whose units act.
 */
export function lnlOrder<R>(
  spec: { command: string; move: LnlMove; side?: string | undefined; from?: (state: LnlState) => HexCoord | undefined },
  move: (args: LnlArgs) => RuleResult<LnlMoveResult<R>>,
  describe: (result: R, view: LnlView) => string,
): MoveSpec<LnlState, LnlViewData, R> {
  const from = spec.from;
  return {
    command: spec.command,
    kind: spec.move,
    side: spec.side,
    ...(from ? { at: (state: LnlState) => { const h = from(state); return h ? formatHex(h) : undefined; } } : {}),
    move,
    describe: (result, views) => describe(result, views.public),
  };
}
