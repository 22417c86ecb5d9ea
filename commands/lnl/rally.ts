import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { rallyText } from '../../src/rulesets/lnl/play/format-rally.js';
import { rallyUnitOrder } from '../../src/rulesets/lnl/rules/orders/rally.js';

export const lnlRally = command({
  name: 'rally',
  description: 'Rally phase: a Shaken unit rolls 2d6 ≤ morale to return to Good Order',
  help: '−2 in terrain with a positive TM (read from the map: any terrain but clear, paddy, marsh; or say cover:), and a non-leader subtracts the best Good Order leader\'s LM in the hex. It needs a Good Order leader, hero or rallying SMC in the hex unless it self-rallies (vehicles, SMCs, weapon teams). Shaken leaders in the hex try first. One attempt per unit per Rally phase.',
  options: {
    unit: { type: 'string', description: 'The Shaken unit', required: true, maxLength: 32, autocomplete: 'stand' },
    cover: { type: 'boolean', description: 'Its hex has a positive TM (overrides the map)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl rally', side: o.side }, rallyUnitOrder(o), rallyText));
  },
});
