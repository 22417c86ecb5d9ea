import { command } from '../../src/app/command.js';
import { PUBLIC } from '../../src/core/views.js';
import { statusText } from '../../src/rulesets/lnl/play/phase-text.js';
import { lnlCampaign } from '../../src/rulesets/lnl/play/session.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/view.js';

export const lnlStatus = command({
  name: 'status',
  description: 'Turn, phase, initiative, whose impulse it is and the markers on the map',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const game = lnlCampaign(ctx);
    return game.ok ? { ok: true, value: { public: { text: statusText(viewLnl(game.value.state, PUBLIC)) } } } : game;
  },
});
