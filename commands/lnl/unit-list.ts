import { command } from '../../src/app/command.js';
import { viewerOf } from '../../src/core/views.js';
import { unitListText } from '../../src/rulesets/lnl/play/phase-text.js';
import { lnlLook } from '../../src/rulesets/lnl/play/session.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/game/view.js';

export const lnlUnitList = command({
  name: 'list',
  description: 'Every counter in play, by side, with its values, hex, status and markers (only you see it)',
  options: {
    all: { type: 'boolean', description: 'Include eliminated and destroyed counters' },
  },
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return lnlLook(ctx, ({ campaign, state }) => ({ private: { text: unitListText(viewLnl(state, viewerOf(campaign, ctx.actor)), o.all === true) } }));
  },
});
