import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { removedText } from '../../src/rulesets/lnl/play/format-setup.js';
import { unitRemoveOrder } from '../../src/rulesets/lnl/rules/orders/setup.js';

export const lnlUnitRemove = command({
  name: 'remove',
  description: 'Take one of your counters out of the game entirely (a set-up mistake)',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl unit remove', side: o.side }, unitRemoveOrder(o), removedText));
  },
});
