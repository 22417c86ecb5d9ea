import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { aidOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-aid.js';

export const fngAid = command({
  name: 'aid',
  description: 'First Aid: a medic tends an Out of the Fight friend in contact',
  help: '1d6 vs the medic\'s REP and 1d6 vs the casualty\'s: 2 passes a flesh wound (back in the fight), 1 back at REP −1, 0 stays Out of the Fight. It takes the medic\'s whole activation; one attempt per casualty (L964).',
  options: {
    medic: { type: 'string', description: 'Your medic', required: true, maxLength: 40, autocomplete: 'stand' },
    casualty: { type: 'string', description: 'The wounded figure', required: true, maxLength: 40, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng aid', kind: 'act', side: o.side }, (a) => aidOrder(a, { medic: o.medic, casualty: o.casualty })));
  },
});
