import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { CALLER_OPTIONS } from '../../src/rulesets/fogo/play/fire-options.js';
import { smokeText } from '../../src/rulesets/fogo/play/format-support.js';

import { smoke } from '../../src/rulesets/fogo/rules/support/indirect-fire.js';

export const fogoSmoke = command({
  name: 'smoke',
  description: 'Off-table smoke called by an FO, light mortar or Command Team',
  help: 'One d6 (−1 for an Uneducated caller) against the house-rule number; smoke that does not land passes the initiative.',
  options: {
    ...CALLER_OPTIONS,
    at: { type: 'string', description: 'Where the smoke goes: a feature or a spot', required: true, maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo smoke', kind: 'fire' },
      ({ state, roller, rules, side }) => smoke(state, { side, caller: o.caller, sneaker: o.sneaker, at: o.at }, roller, rules),
      smokeText,
    ));
  },
});
