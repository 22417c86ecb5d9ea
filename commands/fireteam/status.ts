import { command } from '../../src/app/command.js';
import { showStatus } from '../../src/rulesets/fireteam/play/status.js';

export const fireteamStatus = command({
  name: 'status',
  description: 'Turn, phase, whose step, the attacker, JOPs, patrol markers and smoke',
  help: 'Posts what everyone may know. A player (or the GM) whose view holds more, such as its own unlocked patrol markers and unseen JOPs, also gets that view, only to them.',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx) {
    return showStatus(ctx);
  },
});
