import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { radioSubordinateOrder } from '../../../src/rulesets/fng/rules/support/moves/order-radio.js';

export const fngMissionRadio = command({
  name: 'radio',
  description: 'A commander activates a lower-REP leader\'s group by radio',
  help: 'Making the Call (L1665) on his radio or an RTO\'s within 4", then 1d6 vs his REP (L1698): pass, the subordinate\'s group acts now whatever the die; fail, it keeps its normal activation and the commander does nothing more this activation. One try per radio a turn.',
  options: {
    commander: { type: 'string', description: 'The active leader who calls', required: true, maxLength: 40, autocomplete: 'stand' },
    subordinate: { type: 'string', description: 'The lower-REP leader called', required: true, maxLength: 40, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission radio', kind: 'act' }, (a) => radioSubordinateOrder(a, { commander: o.commander, subordinate: o.subordinate })));
  },
});
