import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { sneakerRallyText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { rallySneaker } from '../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';

export const fogoSneakerRally = command({
  name: 'rally',
  description: 'Rally a Pinned Sneaker (4+)',
  help: 'The same open roll for a real or a dummy Sneaker, so it tells nothing; failure passes the initiative.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', required: true, maxLength: 24 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft rally', kind: 'rally' }, ({ state, roller, rules, side }) => rallySneaker(state, { side, sneaker: o.sneaker }, roller, rules), sneakerRallyText));
  },
});
