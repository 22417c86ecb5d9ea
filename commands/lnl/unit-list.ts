import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { unitLine } from '../../src/rulesets/lnl/play/format.js';
import { lnlCampaign, turnLine } from '../../src/rulesets/lnl/play/session.js';
import { inPlay } from '../../src/rulesets/lnl/rules/units.js';
import { viewLnl } from '../../src/rulesets/lnl/rules/view.js';
import { viewerOf } from '../../src/core/views.js';

export const lnlUnitList = command({
  name: 'list',
  description: 'Every counter in play, by side, with its values, hex, status and markers (only you see it)',
  options: {
    all: { type: 'boolean', description: 'Include eliminated and destroyed counters' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const game = lnlCampaign(ctx);
    if (!game.ok) return game;
    const view = viewLnl(game.value.state, viewerOf(game.value.campaign, ctx.actor));
    const lines = [turnLine(view)];
    for (const side of view.sides) {
      const units = view.units.filter((u) => u.side === side && (o.all === true || inPlay(u)));
      lines.push(`**${userText(side)}** — ${units.length} counter${units.length === 1 ? '' : 's'}`, ...units.map((u) => `• ${unitLine(u)}`));
    }
    return { ok: true, value: { private: { text: lines.join('\n') } } };
  },
});
