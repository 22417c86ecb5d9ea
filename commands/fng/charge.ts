import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../src/rulesets/fng/play/parse.js';
import { chargeOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-melee.js';

export const fngCharge = command({
  name: 'charge',
  description: 'Charge into Melee: your figures at one enemy within move + 2"',
  help: 'The target rolls once against all chargers (2d6 vs REP ± Attributes, cover, flank, rear); the Charge Resolution table says whether it fires first, who tests Cohesion and who goes in; then Melee at once. A Stunned or Out of the Fight target is captured, or killed with kill:true.',
  options: {
    chargers: { type: 'string', description: 'Your chargers: "charles, able"', required: true, maxLength: 200 },
    target: { type: 'string', description: 'The enemy figure', required: true, maxLength: 40 },
    from: { type: 'string', description: 'Against its front, flank or rear', choices: ['front', 'flank', 'rear'] },
    kill: { type: 'boolean', description: 'Kill a helpless target rather than capture it' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng charge', kind: 'act', side: o.side }, (a) =>
      chargeOrder(a, { chargers: parseList(o.chargers), target: o.target, ...(o.from ? { from: o.from } : {}), ...(o.kill ? { kill: true } : {}) }),
    ));
  },
});
