import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { COVER_OPTION, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { fireAtSneakerText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { fireAtSneakerOrder } from '../../src/rulesets/fogo/rules/fire-orders.js';

/** Terse fire options: /fogo has to fit Discord's 8,000 characters. */
export const SNEAKER_FIRE_OPTIONS = {
  firers: { type: 'string', description: 'Firing stands', required: true, maxLength: 200 },
  sneaker: { type: 'string', description: 'Enemy Sneaker', required: true, maxLength: 24 },
  cover: { ...COVER_OPTION, required: true, description: 'Its cover' },
  leader: { type: 'string', description: 'Fire group leader', maxLength: 60, autocomplete: 'stand' },
  director: { type: 'string', description: 'Crossfire director', maxLength: 60, autocomplete: 'stand' },
} as const;

export const fogoSneakerFire = command({
  name: 'fire',
  description: 'Fire at an enemy Sneaker',
  help:
    'Your pools against its declared cover. A Pin pins it; Suppress or Kill reveals it: an empty one is removed, a real one is placed and you name the stand hit ' +
    '(`/fieldcraft assign`) when several were revealed. A stand inside a Sneaker must be revealed before it fires.',
  options: SNEAKER_FIRE_OPTIONS,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft fire', kind: 'fire' },
      ({ state, roller, rules, side }) =>
        fireAtSneakerOrder(state, { side, firers: standIds(o.firers), leader: o.leader, director: o.director, sneaker: o.sneaker, cover: o.cover }, roller, rules),
      fireAtSneakerText,
    ));
  },
});
