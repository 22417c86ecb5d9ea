import type { Scenario } from '../../../../../src/core/board/scenario.js';
import { validateScenario } from '../../../../helpers/boards.js';
import type { HouseRules } from '../../../../../src/core/house-rules.js';
import { orderKind, runOrder, type LnlOrder, type LnlMoveResult } from '../../../../../src/rulesets/lnl/rules/orders/order.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import type { LnlMove } from '../../../../../src/rulesets/lnl/rules/phases/turn.js';
import type { RuleResult } from '../../../../../src/core/result.js';
import { RULES, US, dice } from '../fixtures-game.js';

/** An order made on a game (`runOrder`), as `runMove` makes it: scripted dice (all of them used), the side, the map if any. */
export function run<R>(
  order: LnlOrder<R>,
  state: LnlState,
  options: { side?: string; board?: Scenario; faces?: number[]; rules?: HouseRules } = {},
): RuleResult<LnlMoveResult<R>> & { readonly unusedFaces: number } {
  const d = dice(...(options.faces ?? []));
  const r = runOrder(order, { state, roller: d, rules: options.rules ?? RULES, side: options.side ?? US, board: options.board });
  return { ...r, unusedFaces: d.remaining };
}

/** The order's kind in the phase table, for `side` in `state`. */
export function kindOf(order: LnlOrder<unknown>, state: LnlState, side: string = US): LnlMove {
  return orderKind(order, state, side);
}

/** An 8×8 Lock 'n Load map with the given features (and starting positions). */
export function map(features: unknown[], positions: unknown[] = []): Scenario {
  const r = validateScenario({ id: 't', name: 'T', ruleset: 'lnl', sides: ['US', 'VC'], board: { kind: 'hex', columns: 8, rows: 8 }, features, positions });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

/** The game in the Operations phase, `side`'s impulse. */
export function operations(state: LnlState, side: string = US): LnlState {
  return { ...state, phase: 'operations', initiativeSettled: true, impulse: side, passes: 0 };
}
