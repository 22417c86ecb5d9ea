import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { UNIT_MARKERS, UNIT_STATUSES } from '../../src/rulesets/lnl/rules/game/units.js';
import { correctedText } from '../../src/rulesets/lnl/play/format-setup.js';
import { unitSetOrder } from '../../src/rulesets/lnl/rules/orders/setup.js';

export const lnlUnitSet = command({
  name: 'set',
  description: 'Correct one of your counters: status, wound, a marker, helicopter mode, buttoned',
  help: 'For fixing the table by hand, as you would flip a counter: every change is logged in the channel. The GM may correct any side\'s counters.',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    status: { type: 'string', description: 'New status', choices: UNIT_STATUSES },
    wounded: { type: 'boolean', description: 'Wounded marker on or off' },
    marker: { type: 'string', description: 'Add a marker', choices: UNIT_MARKERS },
    clear: { type: 'boolean', description: 'Remove every marker' },
    mode: { type: 'string', description: 'Helicopter mode', choices: ['hover', 'flying'] },
    buttoned: { type: 'boolean', description: 'Vehicle buttoned up (true) or open (false)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl unit set', side: o.side }, unitSetOrder(o), correctedText));
  },
});
