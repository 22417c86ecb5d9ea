import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { COVER_OPTION, FIRE_OPTIONS, targetCover, volleyInput } from '../../src/rulesets/fogo/play/fire-options.js';
import { directFireText } from '../../src/rulesets/fogo/play/format.js';

import { directFire } from '../../src/rulesets/fogo/rules/direct-fire.js';

export const fogoFire = command({
  name: 'fire',
  description: 'Direct fire by the phasing side: one stand, a fire group or a crossfire',
  help: 'Each firer rolls its own pool; a group or crossfire takes the best single result. Suppress or Kill keeps the initiative; less passes it.',
  options: {
    ...FIRE_OPTIONS,
    target: { type: 'string', description: 'Enemy stand fired at', required: true, maxLength: 60, autocomplete: 'stand' },
    cover: COVER_OPTION,
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo fire', kind: 'fire' },
      ({ state, roller, rules, side }) => {
        const volley = volleyInput(o, side);
        if (!volley.ok) return volley;
        const cover = targetCover(o.cover, ctx.campaign?.board, state, side, o.target);
        return cover.ok ? directFire(state, { ...volley.value, target: o.target, cover: cover.value }, roller, rules) : cover;
      },
      directFireText,
    ));
  },
});
