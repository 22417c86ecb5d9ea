import type { Ruleset } from '../../core/ruleset.js';
import { FIRETEAM_MAP } from './play/board-kit.js';
import { fireteamBoardFor } from './play/board.js';
import { fireteamGameOf, type FireteamGame } from './play/game.js';
import { FIRETEAM_MESSAGES } from './play/messages.js';
import { FIRETEAM_RULES } from './play/session.js';
import { withFireteamScenario } from './play/setup.js';
import { fireteamScenario } from './rules/scenario.js';
import { createFireteamState } from './rules/state.js';
import { viewFireteam, viewFireteamCampaign, type FireteamViewData } from './rules/view.js';
import type { CampaignViewData } from './rules/view.js';

/** The Fire Team game as one viewer may know it, with its "Forward, victory is near!" campaign when one runs. */
export type FireteamGameView = FireteamViewData & { readonly river?: CampaignViewData };

/** Fire Team: WWII squad actions on a table measured in inches (seed 004). */
export const fireteam: Ruleset<FireteamGame, FireteamGameView> = {
  id: 'fireteam',
  name: 'Fire Team (WWII squad actions)',
  seeds: ['004_8c20a16785c6e4fb.txt'],
  houseRules: FIRETEAM_RULES,
  // Two sides, the first attacking until a scenario or the GM's setup says otherwise.
  newGame: (sides) => createFireteamState({ sides, attacker: sides[0] ?? '' }),
  gameOf: fireteamGameOf,
  viewFor(game, viewer) {
    const river = game.extras?.river;
    return { ...viewFireteam(game, viewer), ...(river ? { river: viewFireteamCampaign(river, viewer) } : {}) };
  },
  units: (view) => view.units,
  board: {
    ...FIRETEAM_MAP,
    withScenario: withFireteamScenario,
    boardView(view, scenario, options) {
      const own = fireteamScenario(scenario);
      return own ? fireteamBoardFor(own, view, options) : undefined;
    },
  },
  messages: FIRETEAM_MESSAGES,
};
