import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { BUILT_IN_FNG_FORCE_IDS, forceFrom } from '../../src/rulesets/fng/play/forces.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { addForce } from '../../src/rulesets/fng/rules/firefight/moves/order-setup.js';

export const fngForce = command({
  name: 'force',
  description: 'Muster your side: a built-in force or your force file (JSON)',
  help: 'builtin: one of the assets/forces/fng-*.json forces; file: your own, either an army-list generation ({"name","army","month","generate":{…}}, rolled now: squad size, REP, weapons, Attributes, gear) or your roster ({"name","army","units":[…],"figures":[…]}); every problem is listed with its line. The first side musters a Free World army, the second a Communist one. Figures wait off the table until placed. The channel hears only that you mustered; the figures, and the dice that made them, are your side\'s until placed (the dice until the campaign ends).',
  options: {
    builtin: { type: 'string', description: 'A built-in force', choices: BUILT_IN_FNG_FORCE_IDS },
    file: { type: 'attachment', description: 'Your force (JSON)' },
    prefix: { type: 'string', description: 'Put before every id (a second force of the same list)', maxLength: 12 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng force', kind: 'setup', side: o.side, secretDice: true }, (a) => {
      const force = forceFrom({ ...(o.builtin === undefined ? {} : { builtin: o.builtin }), ...(o.file === undefined ? {} : { file: Buffer.from(o.file.data).toString('utf8') }) });
      return force.ok ? addForce(a, force.value, o.prefix === undefined ? {} : { prefix: o.prefix }) : force;
    }));
  },
});
