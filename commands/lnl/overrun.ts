import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { overrunText } from '../../src/rulesets/lnl/play/format-vehicles.js';
import { overrunOrder } from '../../src/rulesets/lnl/rules/orders/vehicles.js';

export const lnlOverrun = command({
  name: 'overrun',
  description: 'Your vehicle overruns an enemy hex (+4 MP): 1d6 + 2 + HE + MG + armor leader vs 1d6 + TM',
  help: 'Only in clear, brush, low crops or other open ground (module terrain with allowed:true). If the vehicle rolls higher, every defender takes a DC; survivors in Good Order may close-assault it with `/lnl assault`.',
  options: {
    vehicle: { type: 'string', description: 'Your vehicle', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'The enemy hex it overruns', required: true, maxLength: 8 },
    tm: { type: 'integer', description: 'The hex\'s TM (default 0 on open ground)', min: -3, max: 8 },
    allowed: { type: 'boolean', description: 'Your module allows overruns in this terrain' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl overrun', side: o.side }, overrunOrder(o), overrunText));
  },
});
