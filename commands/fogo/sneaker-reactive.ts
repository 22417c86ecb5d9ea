import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { volleyInput } from '../../src/rulesets/fogo/play/fire-options.js';
import { fireAtSneakerText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { reactiveFireAtSneaker } from '../../src/rulesets/fogo/rules/fieldcraft/reveal.js';
import { SNEAKER_FIRE_OPTIONS } from './sneaker-fire.js';

export const fogoSneakerReactive = command({
  name: 'reactive',
  description: 'Reactive fire at a Sneaker',
  help: 'As /fogo reactive, at a Sneaker of the phasing side: Suppress or better reveals it and takes the initiative; a Pin pins it and stops it.',
  options: SNEAKER_FIRE_OPTIONS,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft reactive', kind: 'reactive-fire' },
      ({ state, roller, rules, side }) => {
        const volley = volleyInput(o, side);
        return volley.ok ? reactiveFireAtSneaker(state, { ...volley.value, sneaker: o.sneaker, cover: o.cover }, roller, rules) : volley;
      },
      fireAtSneakerText,
    ));
  },
});
