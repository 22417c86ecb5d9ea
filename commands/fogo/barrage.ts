import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { CALLER_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { barrageOrderText } from '../../src/rulesets/fogo/play/format-support.js';

import { barrageOrder } from '../../src/rulesets/fogo/rules/support/indirect-fire.js';

export const fogoBarrage = command({
  name: 'barrage',
  description: 'Off-table HE barrage called by an FO, light mortar or Command Team',
  help:
    'A dice pool at the target and every enemy stand within one stand width of it (measured on the board where both are placed, else as you name them in near). ' +
    'Indirect cover and an Uneducated caller each take a die. At a Sneaker (marker): a Pin pins it, Suppress or Kill reveals it. Suppress or Kill keeps the initiative.',
  options: {
    ...CALLER_OPTIONS,
    target: { type: 'string', description: 'Enemy stand aimed at', maxLength: 60, autocomplete: 'stand' },
    marker: { type: 'string', description: 'Or: enemy Sneaker aimed at', maxLength: 24 },
    near: { type: 'string', description: 'Enemy stands within one stand width of it, comma-separated', maxLength: 200 },
    cover: { type: 'boolean', description: "Target in indirect cover (default: its terrain's)" },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo barrage', kind: 'fire' },
      ({ state, roller, rules, side, board }) =>
        barrageOrder(state, { side, caller: o.caller, sneaker: o.sneaker, target: o.target, marker: o.marker, near: standIds(o.near ?? ''), indirectCover: o.cover }, board, roller, rules),
      barrageOrderText,
    ));
  },
});
