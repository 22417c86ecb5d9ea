import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { passText } from '../../src/rulesets/fogo/play/format.js';

import { passInitiative } from '../../src/rulesets/fogo/rules/game/initiative.js';

export const fogoPass = command({
  name: 'pass',
  description: 'The phasing side hands over the initiative',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo pass', kind: 'pass' }, ({ state, rules, side }) => passInitiative(state, { side }, rules), (r) => passText(r)));
  },
});
