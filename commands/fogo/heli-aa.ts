import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { FIRE_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { antiAircraftText } from '../../src/rulesets/fogo/play/format-helicopters.js';

import { antiAircraftOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

export const fogoHeliAa = command({
  name: 'aa',
  description: 'Anti-aircraft fire at an enemy helicopter hovering over its LZ',
  help:
    'Each firer rolls its pool as at a target in the open; the best result counts: Suppress drives it back to base with all aboard, Kill shoots it down (house rules `aa.*`). ' +
    'In your initiative a fire action; in the enemy\'s, reactive fire (failure marks the firers NO FIRE).',
  options: {
    ...FIRE_OPTIONS,
    helicopter: { type: 'string', description: 'Enemy helicopter fired at', required: true, maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo heli aa', kind: 'anti-aircraft' },
      ({ state, roller, rules, side }) =>
        antiAircraftOrder(state, { side, firers: standIds(o.firers), leader: o.leader, director: o.director, helicopter: o.helicopter }, roller, rules),
      antiAircraftText,
    ));
  },
});
