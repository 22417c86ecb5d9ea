import { group } from '../src/app/command.js';
import { boardLoad } from './board-load.js';
import { boardMine, boardShow } from './board-show.js';

export const board = group('board', 'The board: load a scenario, draw the public board or your own', [boardShow, boardMine, boardLoad]);
