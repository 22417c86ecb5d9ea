import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { rallyText } from '../../src/rulesets/fogo/play/format-actions.js';

import { rally } from '../../src/rulesets/fogo/rules/actions/rally.js';

export const fogoRally = command({
  name: 'rally',
  description: 'Rally a Pinned or Suppressed stand of yours (1d6 vs quality)',
  help: 'Pinned: green 5+, regular 4+, veteran 3+; Suppressed: 6, 5+, 4+ (house rules `rally.*`). A commander within one stand width adds his rating, a Command Team +1 more, a Political Commissar +3 — but with the Commissar a 1 makes the stand one step worse. +1 out of enemy sight. A failed rally passes the initiative.',
  options: {
    stand: { type: 'string', description: 'The Pinned or Suppressed stand', required: true, maxLength: 60, autocomplete: 'stand' },
    commander: { type: 'string', description: 'A command stand within one stand width helping', maxLength: 60, autocomplete: 'stand' },
    outofsight: { type: 'boolean', description: 'The stand is out of sight of every enemy stand (+1)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo rally', kind: 'rally' },
      ({ state, roller, rules, side }) =>
        rally(
          state,
          { side, stand: o.stand, ...(o.commander === undefined ? {} : { assistedBy: o.commander }), ...(o.outofsight === undefined ? {} : { outOfSight: o.outofsight }) },
          roller,
          rules,
        ),
      rallyText,
    ));
  },
});
