import type { Ruleset } from '../../core/ruleset.js';
import { fireteamPage } from './play/page.js';
import { FIRETEAM_MAP } from './play/board-kit.js';
import { fireteamGuide } from './play/guide.js';
import { fireteamBoardFor } from './play/board.js';
import { fireteamGameOf, viewFireteamGame, type FireteamGame, type FireteamGameView } from './rules/game/game.js';
import { advance } from './rules/turn/advance.js';
import { advanceLines } from './play/advance-text.js';
import { turnLine } from './play/format.js';
import { secretUpdates } from './play/secrets.js';
import { checkOrder, doneMove, isMove } from './rules/turn/turn.js';
import { PUBLIC } from '../../core/views.js';
import { FIRETEAM_MESSAGES } from './play/messages.js';
import { FIRETEAM_RULES } from './rules/house-rules.js';
import { withFireteamScenario } from './rules/setup/setup.js';
import { fireteamScenario } from './rules/table/scenario.js';
import { createFireteamState } from './rules/game/state.js';
import { viewFireteam } from './rules/game/view.js';

/**
 * Fire Team: WWII squad actions on a table measured in inches (seed 004).
 *
 * Its rules (`rules/`), by the seed's parts; each folder imports only those above it in this list:
 * - `troops/`, `campaign/`, `patrol/` — the base, importing no other part: Troops capabilities
 *   (quality, expertise, morale), units, weapons and the vehicle and gun list (data), the roll
 *   modifiers; the "Forward, victory is near!" campaign map; the Patrol Phase's markers and JOPs.
 * - `game/` — the game as kept: its state (with passengers aboard), the app's bookkeeping, the view.
 * - `table/` — the table: terrain, scenarios, reading cover and slow going, passage, line of sight,
 *   a vehicle's heading.
 * - `fire/` — Firing: targets declared at once, the fire table, fire team size, hits, pins and
 *   kills, direct fire.
 * - `vehicles/` — Anti-Tank Fire: to hit, damage, veteran crews, brew-up and bailing out.
 * - `artillery/` — Indirect Fire (templates, scatter, smoke) and guns firing HE.
 * - `turn/` — Turn Sequence: the phase table, the game moving on by itself, the overwatch hand-off.
 * - `movement/` (Movement, Vehicles Movement, getting in and out), `actions/` (Over Watch, Go to
 *   Ground, Deploy, officers and medics), `assault/` (Assaults).
 * - `setup/` — Battles and Scenarios: a game set up from a scenario, its patrol phase played.
 * - `forces/` — Army and Vehicle Lists (the lists as data in `army-lists.ts`), platoons chosen from
 *   them, rosters, mustering within the campaign's budget.
 * - `house-rules.ts` — every part's house rules in one list.
 */
export const fireteam: Ruleset<FireteamGame, FireteamGameView> = {
  id: 'fireteam',
  name: 'Fire Team (WWII squad actions)',
  seeds: ['004_8c20a16785c6e4fb.txt'],
  houseRules: FIRETEAM_RULES,
  firstMoves: ['/campaign join side:<side>', '/fireteam force list:<army list> squads:2', '/fireteam setup patrol:false'],
  // Two sides, the first attacking until a scenario or the GM's setup says otherwise.
  newGame: (sides) => createFireteamState({ sides, attacker: sides[0] ?? '' }),
  gameOf: fireteamGameOf,
  viewFor: viewFireteamGame,
  units: (view) => view.units,
  guide: fireteamGuide,
  board: {
    ...FIRETEAM_MAP,
    withScenario: withFireteamScenario,
    boardView(view, scenario, options) {
      const own = fireteamScenario(scenario);
      return own ? fireteamBoardFor(own, view, options) : undefined;
    },
  },
  phases: {
    check(game, side, order) {
      const move = isMove(order.kind) ? order.kind : order.kind === 'done' ? doneMove(game.phase) : undefined;
      if (move === undefined && order.kind !== 'setup' && order.kind !== 'done') throw new Error(`not a Fire Team move: ${order.kind}`);
      return checkOrder(game, side, move);
    },
    // The turn sequence moves on by itself once a phase is over (seed 004, Sequence of Play).
    after: (game, roller) => {
      const moved = advance(game, roller);
      return { state: moved.game, lines: advanceLines(moved.events, viewFireteam(moved.game, PUBLIC)) };
    },
    turn(game, actingSide) {
      const pingSide = game.phase === 'patrol' || game.phase === 'deploy-jops' ? game.patrol?.toMove : game.phase === 'firing' || game.phase === 'pinning' ? undefined : game.step.side;
      return {
        key: [game.phase, game.turn, game.step.side, game.patrol?.toMove ?? ''].join('|'),
        text: turnLine(viewFireteam(game, PUBLIC)),
        ...(pingSide !== undefined && pingSide.toLowerCase() !== actingSide.toLowerCase() ? { toAct: pingSide } : {}),
      };
    },
    gmActs: true,
  },
  secretUpdates: (campaign, before, after) => secretUpdates(campaign, before, after),
  // At a missed deadline, when the GM chose the rules' default: the side passes.
  deadlineMove: ['fireteam', 'done'],
  messages: FIRETEAM_MESSAGES,
  page: fireteamPage,
};
