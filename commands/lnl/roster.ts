import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { rosterText } from '../../src/rulesets/lnl/play/format-setup.js';
import { BUILT_IN_ROSTERS } from '../../src/rulesets/lnl/rules/game/built-in-rosters.js';
import { rosterOrder } from '../../src/rulesets/lnl/rules/orders/setup.js';

const BUILT_IN = Object.keys(BUILT_IN_ROSTERS);

export const lnlRoster = command({
  name: 'roster',
  description: 'Put a side\'s counters on the map: a built-in roster or your JSON file',
  help: 'A file is JSON like assets/rosters/lnl-us-rifle-platoon.json: {"name", "units": [{"id", "kind", "firepower", "range", "morale", "at": "C5", …}]}. Every problem is listed with its line. On the local table give file:path.json.',
  options: {
    builtin: { type: 'string', description: 'A built-in example roster', choices: BUILT_IN },
    file: { type: 'attachment', description: 'Your roster (JSON)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl roster', side: o.side }, rosterOrder(o), rosterText));
  },
});
