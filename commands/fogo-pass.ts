import { command } from '../src/app/command.js';
import { passText } from '../src/app/fogo/format.js';
import { runFogoAction } from '../src/app/fogo/session.js';
import { passInitiative } from '../src/core/rulesets/fogo/initiative.js';

export const fogoPass = command({
  name: 'pass',
  description: 'The phasing side hands over the initiative',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runFogoAction(ctx, 'fogo pass', ({ state, rules, side }) => passInitiative(state, { side }, rules), (r) => passText(r));
  },
});
