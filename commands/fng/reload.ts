import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { reloadOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-aid.js';

export const fngReload = command({
  name: 'reload',
  description: 'Reload a weapon out of ammo (may still move, no active fire)',
  help: 'Two 1s (three with a loader) put a weapon out of ammo (L808); reloading takes the activation\'s fire (L612).',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng reload', kind: 'act', side: o.side }, (a) => reloadOrder(a, { figure: o.figure })));
  },
});
