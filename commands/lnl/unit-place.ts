import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { placedText } from '../../src/rulesets/lnl/play/format-setup.js';
import { unitPlaceOrder } from '../../src/rulesets/lnl/rules/orders/setup.js';

export const lnlUnitPlace = command({
  name: 'place',
  description: 'Set up: put one of your counters in a hex (no movement, no markers)',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    at: { type: 'string', description: 'The hex, e.g. C5', required: true, maxLength: 8 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl unit place', side: o.side }, unitPlaceOrder(o), placedText));
  },
});
