import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { meleeText } from '../../src/rulesets/lnl/play/format-melee.js';
import { meleeOrder } from '../../src/rulesets/lnl/rules/orders/melee.js';

export const lnlMelee = command({
  name: 'melee',
  description: 'Melee where your units entered an enemy hex: odds ratio, 2d6 vs kill number, both sides attack',
  help: 'Attacking IFP (+1 per "M" unit, + melee SWs) against the defenders\' (8.0); a hero shifts one column right; a Good Order leader adds his LM; 2d6 ≥ the kill number eliminates. The defender counterattacks before losses are removed. Shaken units alone in the melee are eliminated.',
  options: {
    hex: { type: 'string', description: 'The hex of the melee, e.g. E5', required: true, maxLength: 8 },
    defenders: { type: 'string', description: 'The enemy units you attack (default: all), comma-separated', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl melee', side: o.side }, meleeOrder(o), meleeText));
  },
});
