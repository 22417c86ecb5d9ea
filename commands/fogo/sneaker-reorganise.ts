import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { reorganisePublicText, reorganiseSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { reorganise } from '../../src/rulesets/fogo/rules/fieldcraft/reorganise.js';
import { assignments } from '../../src/rulesets/fogo/play/sneaker-lists.js';

export const fogoSneakerReorganise = command({
  name: 'reorganise',
  description: 'Reassign troops among Sneakers',
  help:
    'sneakers: every Sneaker taking part with its stands afterwards, `S1: FR-1 FR-2; S2: ; S3: FR-3` (no stands: a dummy); together they hold exactly the stands they hold now. ' +
    'attest:true swears they are within one stand width, when one has no x,y (placed, the board measures). On exactly one hit a Spoor goes beside the first, or the one named in spoor:. The new contents are secret.',
  options: {
    sneakers: { type: 'string', description: 'S1: ids; S2: ids; …', required: true, maxLength: 400 },
    attest: { type: 'boolean', description: 'Within a stand width (unplaced only)' },
    spoor: { type: 'string', description: 'Spoor beside Sneaker', maxLength: 24 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const listed = assignments(o.sneakers);
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft reorganise', kind: 'reorganise' },
      ({ state, roller, rules, side, rollNumber }) =>
        reorganise(
          state,
          {
            side,
            sneakers: listed.map((a) => a.key),
            assignment: Object.fromEntries(listed.map((a) => [a.key, a.ids])),
            attest: { withinStandWidth: o.attest === true },
            ...(o.spoor ? { spoorBeside: o.spoor } : {}),
            rollNumber,
          },
          roller,
          rules,
        ),
      { public: reorganisePublicText, secret: reorganiseSecretText },
    ));
  },
});
