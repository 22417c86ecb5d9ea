import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { smokeText } from '../../src/rulesets/lnl/play/format-move.js';
import { smokeOrder } from '../../src/rulesets/lnl/rules/orders/smoke.js';

export const lnlSmoke = command({
  name: 'smoke',
  description: 'A Good Order MMC lays smoke: 1d6 ≤ its nation\'s smoke capability places Smoke 1',
  options: {
    unit: { type: 'string', description: 'Your MMC (its roster gives "smoke")', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'Its hex or an adjacent one (default its own)', maxLength: 8 },
    more: { type: 'boolean', description: 'Keep the impulse: it still moves (−1 MF)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl smoke', side: o.side }, smokeOrder(o), smokeText));
  },
});
