import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { minesText } from '../../src/rulesets/lnl/play/format-vehicles.js';
import { minesOrder } from '../../src/rulesets/lnl/rules/orders/vehicles.js';

export const lnlMines = command({
  name: 'mines',
  description: 'Your vehicle that has just entered a mined hex rolls on the Mines vs. Vehicles table (1d6)',
  options: {
    vehicle: { type: 'string', description: 'Your vehicle that just moved', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl mines', side: o.side }, minesOrder(o), minesText));
  },
});
