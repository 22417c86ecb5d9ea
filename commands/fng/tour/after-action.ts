import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { tourSpec } from '../../../src/rulesets/fng/play/tour-orders.js';
import { afterActionOrder } from '../../../src/rulesets/fng/rules/tour/moves/order-after-action.js';

export const fngAfterAction = command({
  name: 'after-action',
  description: 'After the Mission: recovery, REP, DEROS, Short Timers, replacements',
  help: 'Closes the campaign turn (L2260, L2326–L2332): After the Battle Recovery for the wounded (L974–L993), Improving and Decreasing REP (L2303–L2310), R&R, at a month\'s end DEROS and Short Timers (L2302), leaders replaced by promotion (L2322) and replacements rolled (L2313), all written back to the roster; then the clock moves on. Every roll public.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runMove(ctx, fng, tourSpec(ctx, 'fng-tour after-action', afterActionOrder));
  },
});
