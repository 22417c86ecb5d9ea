import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { FIRE_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { reconByFireText } from '../../src/rulesets/fogo/play/format.js';

import { reconByFireOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

export const fogoRbf = command({
  name: 'rbf',
  description: 'Recon by fire into a feature to flush out hidden enemy',
  options: {
    ...FIRE_OPTIONS,
    feature: { type: 'string', description: 'The terrain feature fired into', required: true, maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo rbf', kind: 'recon-by-fire' },
      ({ state, roller, rules, side }) =>
        reconByFireOrder(state, { side, firers: standIds(o.firers), leader: o.leader, director: o.director, feature: o.feature }, roller, rules),
      reconByFireText,
    ));
  },
});
