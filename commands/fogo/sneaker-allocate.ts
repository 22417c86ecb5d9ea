import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fieldcraftOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { allocatePublicText, allocateSecretText } from '../../src/rulesets/fogo/play/format-fieldcraft.js';
import { allocateStartingSneakers } from '../../src/rulesets/fogo/rules/fieldcraft/allocation.js';
import type { FieldcraftDice } from '../../src/rulesets/fogo/rules/troops/stands.js';
import { assignments, forcesOf, placeOf } from '../../src/rulesets/fogo/play/sneaker-lists.js';

export const fogoSneakerAllocate = command({
  name: 'allocate',
  description: 'Starting Sneakers (secret contents)',
  help:
    'troops: your troop type (all your stands count for the allowance), or `cacadores: CA-PC CA-1; elite-portuguese: FL-CT` for a mixed force. ' +
    'sneakers (none: all stay unallocated): `;`-separated `place: stand ids` in the order they get their ids — `bush: FR-1 FR-2; ridge: ; ford (by the drift): FR-3`; ' +
    'a place with no stands is a dummy, `open` is the open. The rest of the allowance stays unallocated and makes a later Sneak succeed without dice. ' +
    'nominal: the dice your dummies roll all game. The channel sees only the markers; the contents go to your side and the GM, committed as a hash.',
  options: {
    troops: { type: 'string', description: 'Troop type, or type: ids; …', required: true, maxLength: 400 },
    sneakers: { type: 'string', description: 'place: ids; … (none: dummy)', maxLength: 1000 },
    nominal: { type: 'integer', description: 'Dummy fieldcraft dice', min: 1, max: 3 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fieldcraftOrder({ command: 'fieldcraft allocate', kind: 'allocate-sneakers' },
      ({ state, side, rollNumber }) =>
        allocateStartingSneakers(state, side, {
          forces: forcesOf(o.troops),
          sneakers: assignments(o.sneakers ?? '').map((a) => ({ place: placeOf(a.key), stands: a.ids })),
          ...(o.nominal === undefined ? {} : { nominalFieldcraft: o.nominal as FieldcraftDice }),
          rollNumber,
        }),
      { public: allocatePublicText, secret: allocateSecretText },
    ));
  },
});
