import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { doneOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-turn.js';

export const fngDone = command({
  name: 'done',
  description: 'End your side\'s activation; the other side\'s, or the next turn',
  help: 'Your side has activated every group it wanted to (L603). Stunned figures that spent this whole activation doing nothing recover. When both sides are done, the bot rolls the next Activation.',
  options: {
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng done', kind: 'done', side: o.side }, doneOrder));
  },
});
