import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { swimOrder } from '../../../src/rulesets/fng/rules/terrain/moves/order-water.js';

export const fngMissionSwim = command({
  name: 'swim',
  description: 'Wade into a river or stream (depth and current rolled), swim, or tow a swimmer in distress',
  help: 'From the bank, to: is where the figure wades in: depth and current are rolled the first time (the current for the whole water, the depth for 12" up and down stream, L1179). In depth 2 or 3 water, swim towards to: on the Swimming table, 2d6 vs REP less the current (L1183–L1197). tow: swim to a friend in distress (within 1" he has him), then tow him towards to: at half speed, −1 REP alone (L1197). The current carries every swimmer downstream at the turn\'s end (L1176).',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40 },
    to: { type: 'string', description: 'Where to, "x,y"', maxLength: 20 },
    tow: { type: 'string', description: 'A friend in distress to reach, then tow', maxLength: 40 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission swim', kind: 'act' }, (a) => {
      const to = o.to === undefined ? undefined : parsePoint(o.to);
      if (to && !to.ok) return to;
      return swimOrder(a, { figure: o.figure, ...(to ? { to: to.value } : {}), ...(o.tow === undefined ? {} : { tow: o.tow }) });
    }));
  },
});
