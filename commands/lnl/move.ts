import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { MOVE_KINDS } from '../../src/rulesets/lnl/rules/movement/move-action.js';
import { moveText } from '../../src/rulesets/lnl/play/format-move.js';
import { moveOrder } from '../../src/rulesets/lnl/rules/orders/move.js';

export const lnlMove = command({
  name: 'move',
  description: 'Activate a hex: its units move together to a hex (marked Moved, Assault Move, Low Crawl or H&R)',
  help: 'All units activated in a hex move together (6.0). Assault and stealth movement go half the MPs and may then fire (say more:true to keep the impulse). Stacking is checked at the destination: 3 squads or equivalent, 2 vehicles (a wreck counts), 2 SMCs per side. Shaken units may not close on an enemy in sight. The way is counted in MPs against the MF of every unit: the terrain costs of the scenario (its TEC), the extra MPs of a stream (10.5.1) or a bar; assault and stealth movement have half the MPs, double time +2 with a Good Order leader, and a low crawl may not use all the MF. A way that costs more than a unit has is refused with the count. Your opponent may opportunity-fire at the movers.',
  options: {
    units: { type: 'string', description: 'Your units in one hex, comma-separated', required: true, maxLength: 200 },
    to: { type: 'string', description: 'The hex they move to, e.g. D6', required: true, maxLength: 8 },
    how: { type: 'string', description: 'Kind of movement (default move)', choices: MOVE_KINDS },
    via: { type: 'string', description: 'Hexes on the way, each next to the last, e.g. C6,D6 (default: the cheapest way)', maxLength: 120 },
    more: { type: 'boolean', description: 'Keep the impulse: these units still fire (assault fire)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl move', side: o.side }, moveOrder(o), moveText));
  },
});
