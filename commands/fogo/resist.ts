import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { resistLootingText } from '../../src/rulesets/fogo/play/format-actions.js';

import { resistLooting } from '../../src/rulesets/fogo/rules/civilians/looting.js';

export const fogoResist = command({
  name: 'resist',
  description: 'Your Looter near loot resists to move anywhere else',
  help: 'A rally-from-pin roll (+1 out of enemy sight, a commander helping). Success: the move goes ahead. Failure: the stand moves into the feature instead and disperses to loot (Pinned).',
  options: {
    stand: { type: 'string', description: 'Your Looter stand', required: true, maxLength: 60, autocomplete: 'stand' },
    feature: { type: 'string', description: 'The lootable feature it is near', required: true, maxLength: 60 },
    commander: { type: 'string', description: 'A command stand within one stand width helping', maxLength: 60, autocomplete: 'stand' },
    outofsight: { type: 'boolean', description: 'The stand is out of sight of every enemy stand (+1)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo resist', kind: 'resist-looting' },
      ({ state, roller, rules, side }) =>
        resistLooting(
          state,
          {
            side,
            stand: o.stand,
            feature: o.feature,
            ...(o.commander === undefined ? {} : { assistedBy: o.commander }),
            ...(o.outofsight === undefined ? {} : { outOfSight: o.outofsight }),
          },
          roller,
          rules,
        ),
      resistLootingText,
    ));
  },
});
