import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { setupMgOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-aid.js';

export const fngSetupMg = command({
  name: 'setup-mg',
  description: 'Set up a machinegun: Hasty Setup table, or full:true',
  help: 'A fully crewed bipod LMG (or BAR) sets up by going prone; otherwise the Hasty Machinegun Setup table (2d6 vs REP, +1d6 short-crewed LMG): now, in reaction, or when next active. full:true spends the activation (MMGs, HMGs). Assistants within 1" are the crew.',
  options: {
    gunner: { type: 'string', description: 'Your gunner', required: true, maxLength: 40, autocomplete: 'stand' },
    full: { type: 'boolean', description: 'Spend the activation on a full set-up' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng setup-mg', kind: 'act', side: o.side }, (a) => setupMgOrder(a, { gunner: o.gunner, ...(o.full ? { full: true } : {}) })));
  },
});
