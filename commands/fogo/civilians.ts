import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { civiliansText } from '../../src/rulesets/fogo/play/format-actions.js';

import { rollCivilianIntention } from '../../src/rulesets/fogo/rules/civilians/civilians.js';

export const fogoCivilians = command({
  name: 'civilians',
  description: "Roll a civilian stand's intention, before your armed stands act",
  help: '1d6, +1 with shooting in the vicinity: 1–2 mill about, 3 to cover, 4 towards the enemy, 5 away from both, 6–7 towards friends. Moves are compulsory: two with shooting nearby, else one. Civilians act only with shooting nearby or an enemy in sight, and never pass the initiative.',
  options: {
    stand: { type: 'string', description: 'The civilian stand', required: true, maxLength: 60, autocomplete: 'stand' },
    shooting: { type: 'boolean', description: 'Shooting nearby this or the last enemy initiative (+1)' },
    enemyinsight: { type: 'boolean', description: 'The civilians can see an enemy stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo civilians', kind: 'civilian-intention' },
      ({ state, roller, side }) =>
        rollCivilianIntention(state, { side, stand: o.stand, shootingInVicinity: o.shooting === true, enemyInSight: o.enemyinsight === true }, roller),
      civiliansText,
    ));
  },
});
