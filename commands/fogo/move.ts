import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { moveText } from '../../src/rulesets/fogo/play/format-actions.js';

import { moveStand } from '../../src/rulesets/fogo/rules/actions/movement.js';
import { withUntrainedReminder } from '../../src/rulesets/fogo/play/untrained-text.js';

/** What a player types for open ground. */
const OPEN_GROUND = ['open', 'none'];

export const fogoMove = command({
  name: 'move',
  description: 'Move one of your stands: where it ends, and whether the enemy saw it',
  help: 'Report the terrain feature it ends in (`open` for open ground; leave out if it stays in the same one). A hidden stand seen moving is revealed; a Looter entering a lootable feature disperses to loot (Pinned). The enemy may then fire reactively or roll Temptation.',
  options: {
    stand: { type: 'string', description: 'Your moving stand', required: true, maxLength: 60, autocomplete: 'stand' },
    feature: { type: 'string', description: 'Feature it ends in ("open" for open ground; none: stays)', maxLength: 60 },
    seen: { type: 'boolean', description: 'It moved in sight of the enemy (a hidden stand is revealed)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const feature = o.feature === undefined ? undefined : OPEN_GROUND.includes(o.feature.toLowerCase()) ? null : o.feature;
    const spec = fogoOrder({ command: 'fogo move', kind: 'move' },
      ({ state, rules, side }) =>
        moveStand(state, { side, stand: o.stand, ...(feature === undefined ? {} : { feature }), ...(o.seen === undefined ? {} : { seen: o.seen }) }, rules),
      moveText,
    );
    return runMove(ctx, fogo, o.seen === true ? { ...spec, describe: (r, views) => withUntrainedReminder(spec.describe(r, views), views) } : spec);
  },
});
