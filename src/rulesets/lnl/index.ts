import { parseHex } from '../../core/board/hex.js';
import { ok } from '../../core/result.js';
import type { Ruleset } from '../../core/ruleset.js';
import { PUBLIC } from '../../core/views.js';
import { turnLine } from './play/phase-text.js';
import { checkOrder, isLnlMove } from './rules/phases/turn.js';
import { LNL_MAP } from './play/board-kit.js';
import { lnlBoardView } from './play/board-view.js';
import { lnlGuide } from './play/guide.js';
import { LNL_MESSAGES } from './play/messages.js';
import { lnlPage } from './play/page.js';
import { lnlHouseRules } from './rules/house-rules.js';
import { lnlScenario } from './rules/map/scenario.js';
import { createLnlState, lnlStateOf, type LnlState } from './rules/game/state.js';
import { viewLnl, type LnlViewData } from './rules/game/view.js';

/**
 * Lock 'n Load Tactical, from its player aid charts (seed 003), on a hex map.
 *
 * Its rules (`rules/`), by the player aid's parts; each folder imports only those above it in
 * this list, never one below:
 * - `game/` — the base: counters (MMC, SMC, SWs, vehicles), rosters, the game state, the DFT/OFT
 *   modifier lists, Morale Checks, results applied to a counter, Stacking (1.3), SW Portage (1.6),
 *   the view; `vehicle-tables.ts` is the player aid's small tables as data (mines, streams, fate,
 *   passengers, portage, stacking).
 * - `phases/` — the sequence of play: the phase table (Rally 3.0, Operations 4.0, Administrative
 *   9.0) and the Rally phase's initiative and rally attempts.
 * - `map/` — the hex map: terrain, scenarios, line of sight, the TM of a hex, Spotting (10.1),
 *   Fire in the terrain (10.5.6: starting and spreading).
 * - `combat/` — Fire Combat (5.0) as every attack ends it: the DFT, the Damage Check Calculation
 *   and Damage Check tables, each unit's Damage Check; Opportunity Fire (5.3).
 * - `vehicles/` — Fate of Crew and Passengers (15.4, 16.1.1), Overrun (15.3), Close Assault (17.1),
 *   small arms at vehicles, riders dismounting, helicopter crashes.
 * - `ordnance/` — the OFT (14.1) and an ordnance shot.
 * - `artillery/` — Mortar WT (18.1), off-board artillery fire missions (18.2), air strikes (19.1).
 * - `fire/` — a hex's direct fire resolved (5.0–5.2), Snipers (11.4).
 * - `melee/` (8.0), `movement/` (6.0, Streams 10.5.1), `smoke/` (7.0).
 * - `orders/` — the moves the `/lnl` commands call: each reads the map and the player's
 *   declarations and applies the rules above.
 * - `house-rules.ts` — every part's house rules in one list.
 */
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
  page: lnlPage,
};
