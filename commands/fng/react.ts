import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { reactOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-react.js';

export const fngReact = command({
  name: 'react',
  description: 'A Star\'s answer when asked: Free Will (2, 1, 0 or roll) or his In Sight action',
  help: 'Free Will (L344) on Received Fire, Man Down or Cohesion: answer 2, 1 or 0 (the passes he takes) or roll. His In Sight action (L670): fire, duck-back, charge or roll (the table). Once every Star asked has answered, the firefight goes on. The GM may apply the default for all with default:true; after the deadline (house rule fng.star.deadline-hours) the next order does.',
  options: {
    figure: { type: 'string', description: 'Your Star', maxLength: 40, autocomplete: 'stand' },
    answer: { type: 'string', description: '2, 1, 0, roll — or fire, duck-back, charge, roll', maxLength: 12 },
    default: { type: 'boolean', description: 'GM: roll for every Star not yet answered' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng react', kind: 'react', side: o.side }, (a) =>
      reactOrder(a, { ...(o.figure === undefined ? {} : { figure: o.figure }), ...(o.answer === undefined ? {} : { answer: o.answer }), ...(o.default ? { defaults: true } : {}) }),
    ));
  },
});
