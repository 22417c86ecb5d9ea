import { command } from '../../src/app/command.js';
import { fngStatus } from '../../src/rulesets/fng/play/status.js';

export const fngStatusCommand = command({
  name: 'status',
  description: 'Turn, Activation dice, whose go, who is asked, figures on the table',
  help: 'Posts what everyone may know: the turn, the Activation dice, the side activating, a Star the firefight waits on, and every figure on the table with its markers. Your own figures not yet placed come to you alone.',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx) => fngStatus(ctx),
});
