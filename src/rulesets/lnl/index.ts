import { parseHex } from '../../core/board/hex.js';
import { ok } from '../../core/result.js';
import type { Ruleset } from '../../core/ruleset.js';
import { PUBLIC } from '../../core/views.js';
import { turnLine } from './play/phase-text.js';
import { checkOrder, isLnlMove } from './rules/turn.js';
import { LNL_MAP } from './play/board-kit.js';
import { lnlBoardView } from './play/board-view.js';
import { lnlGuide } from './play/guide.js';
import { LNL_MESSAGES } from './play/messages.js';
import { lnlHouseRules } from './rules/house-rules.js';
import { lnlScenario } from './rules/scenario.js';
import { createLnlState, lnlStateOf, type LnlState } from './rules/state.js';
import { viewLnl, type LnlViewData } from './rules/view.js';

/** Lock 'n Load Tactical, from its player aid charts (seed 003), on a hex map. */
export const lnl: Ruleset<LnlState, LnlViewData> = {
  id: 'lnl',
  name: "Lock 'n Load Tactical",
  seeds: ['003_4a70e008354a5d95.txt'],
  firstMoves: ['/campaign join side:<side>', '/lnl roster builtin:<roster>', '/lnl pass', '/lnl move units:<ids> to:<hex>'],
  houseRules: lnlHouseRules,
  // Two sides; the first listed holds the initiative until a scenario says otherwise.
  newGame: (sides) => createLnlState({ sides }),
  gameOf: lnlStateOf,
  viewFor: viewLnl,
  units: (view) => view.units,
  guide: lnlGuide,
  board: {
    ...LNL_MAP,
    // The map's size bounds positions; on turn 1 the scenario says who holds the initiative.
    withScenario(state, scenario) {
      const map = lnlScenario(scenario);
      if (!map) return state;
      const first = scenario.initiative === undefined ? undefined : state.sides.find((s) => s.toLowerCase() === scenario.initiative!.toLowerCase());
      const start = first !== undefined && state.turn === 1 && state.phase === 'rally' ? { initiative: first, impulse: first } : {};
      return { ...state, ...start, grid: { columns: map.board.columns, rows: map.board.rows } };
    },
    boardView(view, scenario, options) {
      const map = lnlScenario(scenario);
      return map ? lnlBoardView(map, view, options) : undefined;
    },
  },
  phases: {
    check(state, side, order) {
      if (!isLnlMove(order.kind)) throw new Error(`not a Lock 'n Load move: ${order.kind}`);
      const from = order.at === undefined ? undefined : parseHex(order.at);
      const legal = checkOrder(state, side, order.kind, { ...(from?.ok ? { from: from.value } : {}), fires: order.command === 'lnl fire', melee: order.command === 'lnl melee' });
      return legal.ok ? ok(state) : legal;
    },
    turn: (state) => ({
      key: [state.turn, state.phase, state.impulse, state.initiativeSettled].join('|'),
      text: turnLine(viewLnl(state, PUBLIC)),
      ...(state.phase === 'operations' ? { toAct: state.impulse } : {}),
    }),
    // A solo or umpired game: the GM moves for the side she names.
    gmActs: true,
  },
  // At a missed deadline, when the GM chose the rules' default: the side passes.
  deadlineMove: ['lnl', 'pass'],
  messages: LNL_MESSAGES,
};
