import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { spotText } from '../../src/rulesets/lnl/play/format-move.js';
import { spotOrder } from '../../src/rulesets/lnl/rules/orders/spot.js';

export const lnlSpot = command({
  name: 'spot',
  description: 'Activate a unit to spot a hex: 1d6 ≤ 3 into degrading, ≤ 2 into blocking terrain',
  help: 'Hexes with Fired, Moved, Assault Move or H&R units, in open terrain, or next to your Good Order unit are spotted without a roll. A leader subtracts his LM, a scout 2, thermal sights 2; +1 per degrading hex in the LOS (counted on the map, or say degrading:). A natural 6 fails. The spotter is marked Ops Complete; if it succeeds it may fire at once (your impulse goes on).',
  options: {
    unit: { type: 'string', description: 'Your spotting unit', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'The hex to spot, e.g. F4', required: true, maxLength: 8 },
    terrain: { type: 'string', description: 'Its terrain, if no map says (default: from the map)', choices: ['open', 'degrading', 'blocking'] },
    degrading: { type: 'integer', description: 'Degrading hexes in the LOS (default: counted on the map)', min: 0, max: 3 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl spot', side: o.side }, spotOrder(o), spotText));
  },
});
