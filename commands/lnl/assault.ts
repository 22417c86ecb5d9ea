import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { closeAssaultText } from '../../src/rulesets/lnl/play/format-vehicles.js';
import { closeAssaultOrder } from '../../src/rulesets/lnl/rules/orders/vehicles.js';

export const lnlAssault = command({
  name: 'assault',
  description: 'Close assault an enemy vehicle in your hex: morale check, then 1d6 + IFP + HE vs 1d6 + lowest AV',
  help: 'Each MMC or hero passes a morale check first. A carried SW adds its HE; a Good Order leader backs the first attack with his LM. Outside passengers prevent it. Units marked Fired or Ops Complete cannot. Against a vehicle that has just overrun your hex it is a reaction; otherwise it is your activation.',
  options: {
    units: { type: 'string', description: 'Your assaulting units, in order', required: true, maxLength: 200 },
    vehicle: { type: 'string', description: 'The enemy vehicle in your hex', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl assault', side: o.side }, closeAssaultOrder(o), closeAssaultText));
  },
});
