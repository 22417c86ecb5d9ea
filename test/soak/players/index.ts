import type { SoakPlayer } from '../soak.js';
import { fireteamPlayer } from './fireteam.js';
import { fngPlayer } from './fng.js';
import { fngHeadToHeadPlayer } from './fng-head-to-head.js';
import { fngVillagePlayer } from './fng-village.js';
import { fogoPlayer } from './fogo.js';
import { lnlPlayer } from './lnl.js';

/** Every ruleset's soak player, by ruleset id: adding a ruleset to the soak is one line here. */
export const SOAK_PLAYERS: Readonly<Record<string, SoakPlayer>> = {
  lnl: lnlPlayer,
  fireteam: fireteamPlayer,
  fogo: fogoPlayer,
  fng: fngPlayer,
  'fng-h2h': fngHeadToHeadPlayer,
  'fng-village': fngVillagePlayer,
};
