import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { sneakPublicText, sneakSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { sneak } from '../../src/rulesets/fogo/rules/fieldcraft/sneak.js';

export const fogoSneak = command({
  name: 'sneak',
  description: 'Sneak: hidden or revealed troops become Sneaker markers (real or dummy is secret)',
  help:
    'From hidden: one Sneaker; pick:real takes the troops along, pick:dummy leaves them hidden where they are. ' +
    'From revealed: two Sneakers, one real and one dummy; real:first or real:second says which. ' +
    'attest:true swears the unit is out of enemy sight, has not moved this initiative and is a legal formation — it is logged for challenge. ' +
    'The dice and the choice go only to your side and the GM.',
  options: {
    stands: { type: 'string', description: 'The unit: stand ids, comma-separated', required: true, maxLength: 200 },
    attest: { type: 'boolean', description: 'Out of enemy sight, stationary, legal formation', required: true },
    pick: { type: 'string', description: 'From hidden: real or dummy', choices: ['real', 'dummy'] },
    real: { type: 'string', description: 'From revealed: which new marker is real', choices: ['first', 'second'] },
    position: { type: 'string', description: 'Where the marker goes (public): x,y inches, or words', maxLength: 60 },
    roller: { type: 'string', description: 'The stand whose fieldcraft to roll (default: the best)', maxLength: 60, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft sneak', kind: 'sneak' },
      ({ state, roller, rules, side, rollNumber }) =>
        sneak(
          state,
          {
            side,
            stands: standIds(o.stands),
            attest: { outOfEnemySight: o.attest, stationary: o.attest, legalFormation: o.attest },
            ...(o.pick ? { pick: o.pick } : {}),
            ...(o.real ? { realMarker: o.real } : {}),
            ...(o.position ? { position: o.position } : {}),
            ...(o.roller ? { fieldcraftStand: o.roller } : {}),
            rollNumber,
          },
          roller,
          rules,
        ),
      { public: sneakPublicText, secret: sneakSecretText },
    ));
  },
});
