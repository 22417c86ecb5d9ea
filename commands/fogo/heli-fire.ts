import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { COVER_OPTION } from '../../src/rulesets/fogo/play/fire-options.js';
import { helicopterFireText } from '../../src/rulesets/fogo/play/format-helicopters.js';

import { helicopterFireOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

export const fogoHeliFire = command({
  name: 'fire',
  description: "Your hovering or landed helicopter's guns at an enemy stand",
  help:
    'In your initiative a fire action (Suppress or Kill keeps the initiative); in the enemy\'s, reactive fire at a stand of theirs as it moves (a failure marks the helicopter NO FIRE). ' +
    'Dice are house rules `helicopter.doorGunDice` and `helicopter.cannonDice`; a Puma is armed only under `helicopter.pumaDoorGuns`.',
  options: {
    helicopter: { type: 'string', description: 'Your helicopter', required: true, maxLength: 60 },
    target: { type: 'string', description: 'Enemy stand fired at', required: true, maxLength: 60, autocomplete: 'stand' },
    cover: COVER_OPTION,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo heli fire', kind: 'helicopter-fire' },
      ({ state, roller, rules, side, board }) => helicopterFireOrder(state, { side, helicopter: o.helicopter, target: o.target, cover: o.cover }, board, roller, rules),
      helicopterFireText,
    ));
  },
});
