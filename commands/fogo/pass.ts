import { command } from '../../src/app/command.js';
import { passText } from '../../src/rulesets/fogo/play/format.js';
import { runFogoAction } from '../../src/rulesets/fogo/play/session.js';
import { passInitiative } from '../../src/rulesets/fogo/rules/initiative.js';

export const fogoPass = command({
  name: 'pass',
  description: 'The phasing side hands over the initiative',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    return runFogoAction(ctx, 'fogo pass', ({ state, rules, side }) => passInitiative(state, { side }, rules), (r) => passText(r));
  },
});
