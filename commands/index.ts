import type { CommandNode } from '../src/app/command.js';
import { board } from './board.js';
import { campaign } from './campaign.js';
import { fieldcraft, fogo } from './fogo/index.js';
import { help } from './help.js';
import { inbox } from './inbox.js';
import { lnl } from './lnl/index.js';
import { fireteam } from './fireteam/index.js';
import { fng } from './fng/index.js';
import { fngMission } from './fng/mission/index.js';
import { fngTour } from './fng/tour/index.js';
import { roll } from './roll.js';
import { verify } from './verify.js';

/** Every slash command, listed explicitly; both transports, /help and the tests use this list. */
export const commands: readonly CommandNode[] = [roll, campaign, fogo, fieldcraft, fng, fngMission, fngTour, lnl, fireteam, board, verify, inbox, help];
