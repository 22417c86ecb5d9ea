import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { COVER_OPTION, FIRE_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { directFireText } from '../../src/rulesets/fogo/play/format.js';

import { directFireOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

export const fogoFire = command({
  name: 'fire',
  description: 'Direct fire: one stand, a fire group or a crossfire',
  help: 'Each firer rolls its own pool; a group or crossfire takes the best single result. Suppress or Kill keeps the initiative; less passes it.',
  options: {
    ...FIRE_OPTIONS,
    target: { type: 'string', description: 'Enemy stand fired at', required: true, maxLength: 60, autocomplete: 'stand' },
    cover: COVER_OPTION,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo fire', kind: 'fire' },
      ({ state, roller, rules, side, board }) =>
        directFireOrder(state, { side, firers: standIds(o.firers), leader: o.leader, director: o.director, target: o.target, cover: o.cover }, board, roller, rules),
      directFireText,
    ));
  },
});
