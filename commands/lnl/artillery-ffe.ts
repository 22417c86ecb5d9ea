import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { ffeText } from '../../src/rulesets/lnl/play/format-artillery.js';
import { artilleryFfeOrder } from '../../src/rulesets/lnl/rules/orders/artillery.js';

export const lnlArtilleryFfe = command({
  name: 'ffe',
  description: 'Fire for effect: the spotter may shift the round a hex in sight; the mission hexes are attacked',
  help: 'Each hex with units: 1d6 + FP vs 1d6 + TM (not walls or hills) + lowest armour; if higher, every unit there takes a DC, friend or foe. Covered hexes take the scenario\'s TM; declare any it lacks with tms:"E4:2, F5:1".',
  options: {
    spotter: { type: 'string', description: 'The spotter who called the mission', required: true, maxLength: 32, autocomplete: 'stand' },
    shift: { type: 'string', description: 'Shift the round to this adjacent hex in sight', maxLength: 8 },
    tms: { type: 'string', description: 'TMs of covered hexes under fire, e.g. "E4:2, F5:1"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl artillery ffe', side: o.side }, artilleryFfeOrder(o), ffeText));
  },
});
