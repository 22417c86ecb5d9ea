import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { activateOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-turn.js';

export const fngActivate = command({
  name: 'activate',
  description: 'Roll the first turn\'s Activation dice (later turns roll themselves)',
  help: 'Once the figures are placed, rolls the two Activation dice (doubles are rolled again): the higher die\'s side activates first, each side only its groups of REP at least its die. When both sides are done the bot rolls the next turn itself.',
  options: {
    side: { type: 'string', description: 'GM: the side giving the order', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng activate', kind: 'activate', side: o.side }, activateOrder));
  },
});
