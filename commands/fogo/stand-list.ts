import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fogoTable, sharedInView } from '../../src/rulesets/fogo/play/session.js';
import { standLine } from '../../src/rulesets/fogo/play/setup.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { viewerOf } from '../../src/core/views.js';

export const fogoStandList = command({
  name: 'list',
  description: 'The stands you may see: all of your side, the enemy as revealed (only you see it)',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const view = viewFogo(table.value.state, viewerOf(table.value.campaign, ctx.actor));
    const shared = sharedInView(view);
    const lines = [`Initiative: **${userText(view.initiative)}** (change ${view.initiativeCount})`];
    for (const side of view.sides) {
      const stands = view.stands.filter((s) => s.side === side);
      lines.push(`**${userText(side)}** — ${stands.length ? '' : 'no stands seen'}`, ...stands.map((s) => `• ${standLine(s, shared)}`));
    }
    return { ok: true, value: { private: { text: lines.join('\n') } } };
  },
});
