import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { passText } from '../../src/rulesets/lnl/play/phase-text.js';
import { passOrder } from '../../src/rulesets/lnl/rules/orders/turn.js';

export const lnlPass = command({
  name: 'pass',
  description: 'Rally phase: you are done rallying. Operations: pass your impulse (three in a row end it)',
  help: 'When the second side is done rallying, the Operations phase begins: walking barrages walk one hex and fire before any impulse (declare covered hexes\' TMs with tms:"E4:2").',
  options: {
    tms: { type: 'string', description: 'TMs of covered hexes a walking barrage enters, e.g. "E4:2"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl pass', side: o.side }, passOrder(o), passText));
  },
});
