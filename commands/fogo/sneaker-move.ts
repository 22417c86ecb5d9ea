import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { sneakerMoveText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { moveSneaker } from '../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';

export const fogoSneakerMove = command({
  name: 'move',
  description: 'Move a Sneaker',
  help: 'Public. A Pinned Sneaker cannot move, nor one that sneaked or hid this initiative. No feature: into the open (or the feature under x,y on the board). The enemy may fire reactively with `/fieldcraft reactive`.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', required: true, maxLength: 24 },
    feature: { type: 'string', description: 'Feature (none: open)', maxLength: 60 },
    position: { type: 'string', description: 'Where: x,y inches on the board, or words', maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft move', kind: 'move' },
      ({ state, rules, side, board }) =>
        moveSneaker(
          state,
          { side, sneaker: o.sneaker, to: { ...(o.feature ? { feature: o.feature } : {}), ...(o.position ? { position: o.position } : {}) } },
          rules,
          board,
        ),
      sneakerMoveText,
    ));
  },
});
