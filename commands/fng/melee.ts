import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { meleeOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-melee.js';

export const fngMelee = command({
  name: 'melee',
  description: 'A figure locked in melee fights another round, or tries to break off',
  help: 'Evenly Matched figures stay locked (L947). When active, fight on, or breakoff:true — a Star simply breaks off; a Grunt rolls 1d6 vs REP: pass, it stays and fights; fail, it breaks off 1d6" away. Either way both sides may then take an In Sight.',
  options: {
    figure: { type: 'string', description: 'Your figure in melee', required: true, maxLength: 40, autocomplete: 'stand' },
    breakoff: { type: 'boolean', description: 'Try to break off' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng melee', kind: 'act', side: o.side }, (a) => meleeOrder(a, { figure: o.figure, ...(o.breakoff ? { breakOff: true } : {}) })));
  },
});
