import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { fireActionText } from '../../src/rulesets/lnl/play/format-fire.js';
import { fireOrder } from '../../src/rulesets/lnl/rules/orders/fire.js';

export const lnlFire = command({
  name: 'fire',
  description: 'Direct fire from one hex at an enemy hex: 1d6 + FP + DFT vs 1d6 + TM, then Damage Checks',
  help: 'List the firing units (and the DFT support weapons they carry, with their carriers) of one hex; the first leads, the others add half their FP (5.2). A half-squad, crew or SMC firing a SW forfeits its IFP, a squad firing two does; an SMC alone fires a SW at half FP (1.6). The bot reads from the state and the map: leader LM, degrading hexes, adjacency, smoke, Ops Complete, Assault Move and H&R, moving targets, snipers and mortars (a lone sniper or mortar team fires by its own rule). The target hex\'s TM comes from the scenario (your module\'s TEC) or is 0 on open ground; otherwise declare it with tm:. vehicle: fires small arms at one vehicle or helicopter. opportunity:true is fire at the units the enemy just moved, in the hex they moved into, during their impulse; The target hex must be spotted (10.1): the bot knows the automatic cases and your spots this turn; say spotted:true where the map cannot tell.',
  options: {
    units: { type: 'string', description: 'Your firing units in one hex, comma-separated; the first leads', required: true, maxLength: 200 },
    target: { type: 'string', description: 'The target hex, e.g. F4', required: true, maxLength: 8 },
    tm: { type: 'integer', description: 'Target hex TM from your TEC (default: the scenario\'s, 0 on open ground)', min: -3, max: 8 },
    vehicle: { type: 'string', description: 'Fire at this vehicle or helicopter in the hex', maxLength: 32, autocomplete: 'stand' },
    degrading: { type: 'integer', description: 'Degrading hexes in the LOS (default: from the map)', min: 0, max: 2 },
    opportunity: { type: 'boolean', description: 'Opportunity fire at a moving enemy (their impulse)' },
    spotted: { type: 'boolean', description: 'The target hex is spotted, when the map cannot tell (10.1)' },
    night: { type: 'boolean', description: 'Night (20.1): −3 beyond 2 hexes at a Fired target' },
    skill: { type: 'integer', description: 'Skill counter modifier (12.0)', min: -3, max: 3 },
    more: { type: 'boolean', description: 'Keep the impulse: this hex acts again (assault move, SW)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl fire', side: o.side }, fireOrder(o), (r) => fireActionText(r, o.vehicle)));
  },
});
