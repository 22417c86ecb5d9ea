import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { healText } from '../../src/rulesets/lnl/play/format-rally.js';
import { healOrder } from '../../src/rulesets/lnl/rules/orders/rally.js';

export const lnlHeal = command({
  name: 'heal',
  description: 'Rally phase: a medic heals one SMC\'s wound (himself too) or flips one Shaken unit (2d6 ≤ his morale)',
  options: {
    medic: { type: 'string', description: 'The Good Order medic', required: true, maxLength: 32, autocomplete: 'stand' },
    target: { type: 'string', description: 'The unit in his hex', required: true, maxLength: 32, autocomplete: 'stand' },
    action: { type: 'string', description: 'Heal a wound, or rally a Shaken unit', required: true, choices: ['heal-wound', 'rally'] },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl heal', side: o.side }, healOrder(o), healText));
  },
});
