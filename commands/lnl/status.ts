import { command } from '../../src/app/command.js';
import { PUBLIC } from '../../src/core/views.js';
import { statusText } from '../../src/rulesets/lnl/play/phase-text.js';
import { lnlLook } from '../../src/rulesets/lnl/play/session.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/game/view.js';

export const lnlStatus = command({
  name: 'status',
  description: 'Turn, phase, initiative, whose impulse it is and the markers on the map',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx) {
    return lnlLook(ctx, ({ state }) => ({ public: { text: statusText(viewLnl(state, PUBLIC)) } }));
  },
});
