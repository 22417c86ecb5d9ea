import { group } from '../../../src/app/command.js';
import { fngAfterAction } from './after-action.js';
import { fngTourRoster } from './roster.js';
import { fngTourStart } from './start.js';
import { fngTourStatusCommand } from './status.js';
import { fngTourTurn } from './turn.js';

/**
 * FNG 2nd Tour's campaign (part 3): the tour of duty, its roster, its campaign turns and After the
 * Mission between them. Apart from /fng (the firefight) and /fng-mission so each tree stays within
 * Discord's size, split along the game's own levels.
 */
export const fngTour = group('fng-tour', 'FNG 2nd Tour: your tour of duty, the roster, DEROS, campaign turns, After the Mission', [
  fngTourStart,
  fngTourStatusCommand,
  fngTourRoster,
  fngTourTurn,
  fngAfterAction,
]);
