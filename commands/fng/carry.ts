import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { carryOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-aid.js';

export const fngCarry = command({
  name: 'carry',
  description: 'Pick up a wounded friend in contact (or drop:true to set him down)',
  help: 'A carrier moves 2" less, fires as snap fire and is never outgunned; the casualty moves with him. Charged, he drops the casualty (L957).',
  options: {
    figure: { type: 'string', description: 'Your carrier', required: true, maxLength: 40, autocomplete: 'stand' },
    casualty: { type: 'string', description: 'The wounded figure', maxLength: 40, autocomplete: 'stand' },
    drop: { type: 'boolean', description: 'Set the casualty down' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng carry', kind: 'act', side: o.side }, (a) =>
      carryOrder(a, { carrier: o.figure, ...(o.casualty === undefined ? {} : { casualty: o.casualty }), ...(o.drop ? { drop: true } : {}) }),
    ));
  },
});
