import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { groupMoveText } from '../../src/rulesets/fogo/play/format-helicopters.js';

import { groupMove } from '../../src/rulesets/fogo/rules/actions/group-move.js';
import { withUntrainedReminder } from '../../src/rulesets/fogo/play/untrained-text.js';

/** What a player types for open ground, as for `/fogo move`. */
const OPEN_GROUND = ['open', 'none'];

export const fogoGroupMove = command({
  name: 'groupmove',
  description: 'Move stands together as one action (each within a stand width of another)',
  help: 'The board measures the group where its stands are placed (each within one stand width of another); unplaced ones rest on your word. Every stand must be free to move. The enemy may fire reactively at any of them.',
  options: {
    stands: { type: 'string', description: 'Your moving stands, comma-separated', required: true, maxLength: 200 },
    feature: { type: 'string', description: 'Feature they end in ("open" for open ground; none: stay)', maxLength: 60 },
    seen: { type: 'boolean', description: 'They moved in sight of the enemy (hidden ones are revealed)' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const feature = o.feature === undefined ? undefined : OPEN_GROUND.includes(o.feature.toLowerCase()) ? null : o.feature;
    const spec = fogoOrder({ command: 'fogo groupmove', kind: 'group-move' },
      ({ state, rules, side }) =>
        groupMove(state, { side, stands: standIds(o.stands), ...(feature === undefined ? {} : { feature }), ...(o.seen === undefined ? {} : { seen: o.seen }) }, rules),
      groupMoveText,
    );
    // As after a single move in sight: the enemy's Untrained stands are reminded that someone must fire.
    return runMove(ctx, fogo, o.seen === true ? { ...spec, describe: (r, views) => withUntrainedReminder(spec.describe(r, views), views) } : spec);
  },
});
