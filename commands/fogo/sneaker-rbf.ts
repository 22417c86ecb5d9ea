import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { sneakerRbfText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';

import { sneakerReconByFire } from '../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';

export const fogoSneakerRbf = command({
  name: 'rbf',
  description: 'Recon by fire from a Sneaker',
  help:
    'Open dice: 2d6 whatever the Sneaker holds, and it stays a Sneaker. Success reveals hidden enemy stands and Sneakers in the feature. ' +
    'Only a real Sneaker may: the act proves it real (a leak the rules create); a refusal is private and reads the same whatever the reason.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', required: true, maxLength: 24 },
    feature: { type: 'string', description: 'Feature fired into', required: true, maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fieldcraft rbf', kind: 'recon-by-fire' },
      ({ state, roller, rules, side }) => sneakerReconByFire(state, { side, sneaker: o.sneaker, feature: o.feature }, roller, rules),
      sneakerRbfText,
    ));
  },
});
