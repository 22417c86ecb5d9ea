import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { airAssaultText } from '../../src/rulesets/fogo/play/format-actions.js';

import { advanceHelicopter } from '../../src/rulesets/fogo/rules/support/air-assault.js';

export const fogoHeliAdvance = command({
  name: 'advance',
  description: "Your helicopter's next step: fly in, hover, land, unload, leave",
  help: 'One step per initiative of yours: from base it flies to the landing zone you name and hovers (exposed to fire); in a later initiative it lands and the troops get out there; in a later one still it takes off and leaves.',
  options: {
    helicopter: { type: 'string', description: 'Your helicopter', required: true, maxLength: 60 },
    lz: { type: 'string', description: 'From base only: the landing zone it flies to (a terrain feature)', maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo heli advance', kind: 'air-assault' },
      ({ state, side }) => advanceHelicopter(state, { side, helicopter: o.helicopter, ...(o.lz === undefined ? {} : { landingZone: o.lz }) }),
      airAssaultText,
    ));
  },
});
