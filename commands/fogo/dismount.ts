import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { dismountText } from '../../src/rulesets/fogo/play/format-actions.js';

import { dismountDragoons } from '../../src/rulesets/fogo/rules/actions/dragoons.js';

export const fogoDismount = command({
  name: 'dismount',
  description: 'Mounted Dragoons try to dismount (a rally from pin)',
  help: 'A rally-from-pin roll, +1 out of enemy sight, a commander within one stand width helping. Dismounted Dragoons fight as infantry and never remount.',
  options: {
    stand: { type: 'string', description: 'Your mounted Dragoons', required: true, maxLength: 60, autocomplete: 'stand' },
    commander: { type: 'string', description: 'A command stand within one stand width helping', maxLength: 60, autocomplete: 'stand' },
    outofsight: { type: 'boolean', description: 'The Dragoons are out of sight of every enemy stand (+1)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo dismount', kind: 'dismount' },
      ({ state, roller, rules, side }) =>
        dismountDragoons(
          state,
          { side, stand: o.stand, ...(o.commander === undefined ? {} : { assistedBy: o.commander }), ...(o.outofsight === undefined ? {} : { outOfSight: o.outofsight }) },
          roller,
          rules,
        ),
      dismountText,
    ));
  },
});
