import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { airText } from '../../src/rulesets/lnl/play/format-artillery.js';
import { airOrder } from '../../src/rulesets/lnl/rules/orders/artillery.js';

export const lnlArtilleryAir = command({
  name: 'air',
  description: 'Air support attacks hexes with cannon FP and/or bombs (HE), no to-hit roll',
  help: 'Against troops each weapon attacks normally (1d6 + value vs 1d6 + TM); against each vehicle it is a penetration value (1d6 + value vs 1d6 + lowest armour).',
  options: {
    hexes: { type: 'string', description: 'The hexes attacked, comma-separated', required: true, maxLength: 60 },
    fp: { type: 'integer', description: 'Cannon FP (0 if none)', required: true, min: 0, max: 20 },
    he: { type: 'integer', description: 'Bombs\' HE equivalent (0 if none)', required: true, min: 0, max: 30 },
    tms: { type: 'string', description: 'TMs of covered hexes, e.g. "E4:2"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl artillery air', side: o.side }, airOrder(o), (r) => airText(r.passes, r.hexes)));
  },
});
