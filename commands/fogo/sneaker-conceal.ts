import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { concealPublicText, concealSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { concealTrailOrder } from '../../src/rulesets/fogo/rules/fieldcraft/conceal-trail.js';

export const fogoSneakerConceal = command({
  name: 'conceal',
  description: 'Conceal Trail: split, or wipe Spoor',
  help:
    'Split: sneaker:S3 stands:"FR-1 FR-2" — on a fieldcraft success a new Sneaker appears beside S3 holding the stands listed (none: a dummy); which go is secret. ' +
    'Wipe out a Spoor of your side: spoor:SP2 with sneaker:S3 or stand:FR-4, attest:true (within one base width). Any Sneaker may, real or dummy.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', maxLength: 24 },
    stands: { type: 'string', description: 'Split: stands to the new one', maxLength: 200 },
    spoor: { type: 'string', description: 'Your Spoor to wipe', maxLength: 24 },
    stand: { type: 'string', description: 'Or a stand wipes it', maxLength: 60, autocomplete: 'stand' },
    attest: { type: 'boolean', description: 'At the Spoor' },
    position: { type: 'string', description: 'New marker position: x,y inches, or words', maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft conceal', kind: 'conceal-trail' },
      ({ state, roller, rules, side, rollNumber }) =>
        concealTrailOrder(
          state,
          { side, rollNumber, sneaker: o.sneaker, stands: o.stands === undefined ? undefined : standIds(o.stands), spoor: o.spoor, stand: o.stand, attest: o.attest, position: o.position },
          roller,
          rules,
        ),
      { public: concealPublicText, secret: concealSecretText },
    ));
  },
});
