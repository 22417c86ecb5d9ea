import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { ordnanceText } from '../../src/rulesets/lnl/play/format-fire.js';
import { ordnanceOrder } from '../../src/rulesets/lnl/rules/orders/fire.js';

export const lnlOrdnance = command({
  name: 'ordnance',
  description: 'Ordnance fire (OFT): 2d6 + OFT ≤ to-hit, then penetration vs armour or HE vs troops',
  help: 'Every OFT row the state and map show is applied (leader, open vehicle, assault move, degrading hexes, smoke, Ops Complete, moving target, adjacent, TM, helicopters, acquisition). 2 always hits, 12 always misses; an even hit above 2 strikes the turret. Vs armour: 1d6 + penetration vs 1d6 + armour at the facing (1 vs 6 dud, 6 vs 1 catastrophic; equal → morale check; lower → morale check minus the difference). Vs troops: 1d6 + HE vs 1d6 → DC for all. Crew and passengers follow the Fate table.',
  options: {
    weapon: { type: 'string', description: 'Your ordnance SW, vehicle or weapon team', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The target hex', required: true, maxLength: 8 },
    vehicle: { type: 'string', description: 'The vehicle or helicopter you shoot at', maxLength: 32, autocomplete: 'stand' },
    tohit: { type: 'integer', description: 'To-hit number at this range (default: the roster\'s)', min: 2, max: 12 },
    penetration: { type: 'integer', description: 'Penetration at this range (default: the roster\'s)', min: 0, max: 30 },
    facing: { type: 'string', description: 'Armour facing hit (default front)', choices: ['front', 'side', 'rear'] },
    tm: { type: 'integer', description: 'Target hex TM (default 0 on open ground)', min: -3, max: 8 },
    building: { type: 'boolean', description: 'Troops in a building or bunker (HEAT keeps full HE)' },
    opportunity: { type: 'boolean', description: 'Opportunity fire (+2) at the enemy units that just moved' },
    spotted: { type: 'boolean', description: 'The target hex is spotted, when the map cannot tell (10.1)' },
    speed: { type: 'boolean', description: 'Optional speed modifiers (15.6) are in play' },
    road: { type: 'boolean', description: 'Speed: the wheeled target spent 2+ MP on road' },
    more: { type: 'boolean', description: 'Keep the impulse: this hex acts again' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl ordnance', side: o.side }, ordnanceOrder(o), ordnanceText));
  },
});
