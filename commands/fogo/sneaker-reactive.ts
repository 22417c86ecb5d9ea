import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { fireAtSneakerText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { reactiveFireAtSneakerOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';
import { SNEAKER_FIRE_OPTIONS } from './sneaker-fire.js';

export const fogoSneakerReactive = command({
  name: 'reactive',
  description: 'Reactive fire at a Sneaker',
  help: 'As /fogo reactive, at a Sneaker of the phasing side: Suppress or better reveals it and takes the initiative; a Pin pins it and stops it.',
  options: SNEAKER_FIRE_OPTIONS,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft reactive', kind: 'reactive-fire' },
      ({ state, roller, rules, side }) =>
        reactiveFireAtSneakerOrder(state, { side, firers: standIds(o.firers), leader: o.leader, director: o.director, sneaker: o.sneaker, cover: o.cover }, roller, rules),
      fireAtSneakerText,
    ));
  },
});
