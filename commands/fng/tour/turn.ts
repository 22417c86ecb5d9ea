import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { tourTurnSpec } from '../../../src/rulesets/fng/play/tour-orders.js';
import { tourTurnOrder } from '../../../src/rulesets/fng/rules/tour/moves/order-tour.js';

export const fngTourTurn = command({
  name: 'turn',
  description: 'The next campaign turn: Contact, the mission, its table, the enemy',
  help: 'Contact, 2d6 vs your Star\'s REP (−1 in the rainy season, L1312). With contact: Area of Operations, Political Status, Support Level, EAL, Day Part and Weather, Mission Type, the table from the Corps Terrain Generator laid as the board, the men fit for it mustered from the roster (the Platoon HQ stays back; its Medic, its machinegun and a radio each come on 1–2, L962, L399, L2182), and the mission started with the bot as the enemy (as /fng-mission start). With house rule fng.eal.hidden the EAL is sealed and the turn\'s dice are kept until the end; every result but the EAL is told.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runMove(ctx, fng, tourTurnSpec(ctx, tourTurnOrder));
  },
});
