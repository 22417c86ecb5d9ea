import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { initiativeText } from '../../src/rulesets/lnl/play/format-rally.js';
import { initiativeOrder } from '../../src/rulesets/lnl/rules/orders/rally.js';

export const lnlInitiative = command({
  name: 'initiative',
  description: 'Rally phase: both sides roll 1d6 for the initiative; a tie keeps it with last turn\'s holder',
  options: {
    side: { type: 'string', description: 'GM: the side rolling', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl initiative', side: o.side }, initiativeOrder(), initiativeText));
  },
});
