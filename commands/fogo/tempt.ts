import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { temptationText } from '../../src/rulesets/fogo/play/format-actions.js';

import { tempt, type LooterPosition } from '../../src/rulesets/fogo/rules/civilians/looting.js';

/** Where the Looter is: in the lootable feature, or one move from it. */
const POSITIONS = ['in', 'near'] as const satisfies readonly LooterPosition[];

export const fogoTempt = command({
  name: 'tempt',
  description: "Roll Temptation on an enemy Looter near a lootable feature",
  help: 'Rolled by the Looter\'s enemy, like reactive fire: 4d6 hitting on 5–6. Any hit and the men disperse to loot — the move is aborted (in) or turned into a move into the feature (near) — and the stand is Pinned, Suppressed or Killed by hits. A Suppress or Kill passes the initiative to you.',
  options: {
    stand: { type: 'string', description: 'The enemy Looter stand', required: true, maxLength: 60, autocomplete: 'stand' },
    feature: { type: 'string', description: 'The lootable feature it is in or near', required: true, maxLength: 60 },
    position: { type: 'string', description: 'In the feature, or near it (one move away)', required: true, choices: POSITIONS },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo tempt', kind: 'temptation', rollsAbout: 'phasing' },
      ({ state, roller, rules, side }) => tempt(state, { side, stand: o.stand, feature: o.feature, position: o.position }, roller, rules),
      temptationText,
    ));
  },
});
