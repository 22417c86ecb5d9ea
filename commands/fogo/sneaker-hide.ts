import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { hidePublicText, hideSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { hide } from '../../src/rulesets/fogo/rules/fieldcraft/hide.js';

export const fogoSneakerHide = command({
  name: 'hide',
  description: 'Hide a real Sneaker',
  help:
    'attest:true swears the Sneaker is out of enemy sight, has not moved this initiative and is in a feature that allows hidden deployment. ' +
    'On success the marker stays; leave:true leaves its troops hidden at the spot (the marker is then empty), leave:false keeps them in it — a secret choice. ' +
    'A Sneaker that may not hide gets the same answer whatever the reason.',
  options: {
    sneaker: { type: 'string', description: 'Your Sneaker', required: true, maxLength: 24 },
    attest: { type: 'boolean', description: 'Out of sight, still, hiding feature', required: true },
    leave: { type: 'boolean', description: 'Leave troops hidden here', required: true },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft hide', kind: 'hide' },
      ({ state, roller, rules, side, rollNumber }) =>
        hide(
          state,
          {
            side,
            sneaker: o.sneaker,
            attest: { outOfEnemySight: o.attest, stationary: o.attest, featureAllowsHidden: o.attest },
            leaveHidden: o.leave ? 'all' : [],
            rollNumber,
          },
          roller,
          rules,
        ),
      { public: hidePublicText, secret: hideSecretText },
    ));
  },
});
