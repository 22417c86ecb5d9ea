import { group } from '../../../src/app/command.js';
import { fngTourRoster } from './roster.js';
import { fngTourStart } from './start.js';
import { fngTourStatusCommand } from './status.js';
import { fngTourTurn } from './turn.js';

/** FNG 2nd Tour's campaign: the tour of duty, its roster and its campaign turns (part 3). */
export const fngTour = group('tour', 'Your tour of duty: the roster, DEROS and the campaign turns', [fngTourStart, fngTourStatusCommand, fngTourRoster, fngTourTurn]);
