import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { COVER_OPTION, FIRE_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { reactiveFireText } from '../../src/rulesets/fogo/play/format.js';

import { reactiveFireOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

export const fogoReactive = command({
  name: 'reactive',
  description: 'Reactive fire at an enemy stand moving in sight',
  help: 'Suppress or Kill on the mover passes the initiative to you; a Pin stops the move. A failed reactive fire marks the firers NO FIRE.',
  options: {
    ...FIRE_OPTIONS,
    target: { type: 'string', description: 'The moving enemy stand', required: true, maxLength: 60, autocomplete: 'stand' },
    cover: COVER_OPTION,
    assault: { type: 'boolean', description: 'The target is closing to close combat (point blank)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo reactive', kind: 'reactive-fire' },
      ({ state, roller, rules, side, board }) =>
        reactiveFireOrder(
          state,
          { side, firers: standIds(o.firers), leader: o.leader, director: o.director, target: o.target, cover: o.cover, assault: o.assault === true },
          board,
          roller,
          rules,
        ),
      reactiveFireText,
    ));
  },
});
