import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { CALLER_OPTIONS, standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { barrageText } from '../../src/rulesets/fogo/play/format-support.js';

import { barrage } from '../../src/rulesets/fogo/rules/indirect-fire.js';

export const fogoBarrage = command({
  name: 'barrage',
  description: 'Off-table HE barrage called by an FO, light mortar or Command Team',
  help:
    'A dice pool at the target and every enemy stand within one stand width of it (measured on the board where both are placed, else as you name them in near). ' +
    'Indirect cover and an Uneducated caller each take a die. Suppress or Kill anywhere keeps the initiative.',
  options: {
    ...CALLER_OPTIONS,
    target: { type: 'string', description: 'Enemy stand the barrage is aimed at', required: true, maxLength: 60, autocomplete: 'stand' },
    near: { type: 'string', description: 'Enemy stands within one stand width of it, comma-separated', maxLength: 200 },
    cover: { type: 'boolean', description: "Target in indirect cover (default: its terrain's)" },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo barrage', kind: 'fire' },
      ({ state, roller, rules, side, board }) =>
        barrage(state, { side, caller: o.caller, sneaker: o.sneaker, target: o.target, near: standIds(o.near ?? ''), indirectCover: o.cover }, board, roller, rules),
      barrageText,
    ));
  },
});
