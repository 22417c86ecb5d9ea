import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { trackPublicText, trackSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { track } from '../../src/rulesets/fogo/rules/fieldcraft/track.js';

export const fogoSneakerTrack = command({
  name: 'track',
  description: 'Track enemy Spoor',
  help:
    'A stand on the table within one base width of an enemy Spoor (measured when both are placed, else attest:true) rolls its fieldcraft; the Spoor is removed either way. ' +
    'On success, reveal:S3 reveals that enemy Sneaker — closest:true swears it is the one closest to the Spoor (house rule `fieldcraft.trackClosestTo`). Failure passes the initiative.',
  options: {
    stand: { type: 'string', description: 'Tracking stand', required: true, maxLength: 60, autocomplete: 'stand' },
    spoor: { type: 'string', description: 'Enemy Spoor', required: true, maxLength: 24 },
    attest: { type: 'boolean', description: 'Within a base width (unplaced only)' },
    reveal: { type: 'string', description: 'Sneaker to reveal', maxLength: 24 },
    closest: { type: 'boolean', description: 'It is the closest' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft track', kind: 'track' },
      ({ state, roller, rules, side, rollNumber }) =>
        track(
          state,
          {
            side,
            stand: o.stand,
            spoor: o.spoor,
            attest: { withinBaseWidth: o.attest === true },
            ...(o.reveal === undefined ? {} : { reveal: { sneaker: o.reveal, attestClosest: o.closest === true } }),
            rollNumber,
          },
          roller,
          rules,
        ),
      { public: trackPublicText, secret: trackSecretText },
    ));
  },
});
