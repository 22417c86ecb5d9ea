import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { sneakerRevealText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { revealOwnSneaker } from '../../src/rulesets/fogo/rules/fieldcraft/reveal.js';

export const fogoSneakerReveal = command({
  name: 'reveal',
  description: 'Reveal your Sneaker',
  help:
    'Its stands go on the table in its feature (those in outside: in the open within one stand width), or in the open with one at the marker (atmarker:). ' +
    'An empty Sneaker is removed. Draws no reactive fire.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', required: true, maxLength: 24 },
    atmarker: { type: 'string', description: 'Stand at the marker', maxLength: 60, autocomplete: 'stand' },
    outside: { type: 'string', description: 'Stands outside the feature', maxLength: 200 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const placement = {
      ...(o.atmarker ? { atMarker: o.atmarker } : {}),
      ...(o.outside ? { outside: standIds(o.outside) } : {}),
    };
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft reveal', kind: 'reveal-sneaker' },
      ({ state, side }) => revealOwnSneaker(state, { side, sneaker: o.sneaker, placement }),
      sneakerRevealText,
    ));
  },
});
