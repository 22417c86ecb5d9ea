import { group } from '../src/app/command.js';
import { boardLoad } from './board-load.js';
import { boardMine, boardShow } from './board-show.js';
import { boardWeb } from './board-web.js';

export const board = group('board', 'The board: load a scenario, draw the public board or your own, or open it in a browser', [boardShow, boardMine, boardLoad, boardWeb]);
