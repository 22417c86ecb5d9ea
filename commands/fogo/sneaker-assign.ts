import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { assignFireText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { assignSneakerFire } from '../../src/rulesets/fogo/rules/fieldcraft/reveal.js';

export const fogoSneakerAssign = command({
  name: 'assign',
  description: 'Name the stand your fire hits',
  help: 'After your fire revealed a real Sneaker holding several stands, name the one (of those it lists) that takes the result.',
  options: {
    stand: { type: 'string', description: 'A revealed stand', required: true, maxLength: 60, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft assign', kind: 'assign-fire' }, ({ state, rules, side }) => assignSneakerFire(state, { side, stand: o.stand }, rules), assignFireText));
  },
});
