import { command } from '../../src/app/command.js';
import { fogoTable } from '../../src/rulesets/fogo/play/session.js';
import { sneakersText } from '../../src/rulesets/fogo/play/sneakers-text.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { viewerOf } from '../../src/core/views.js';

export const fogoSneakers = command({
  name: 'list',
  description: "Sneakers and Spoor: your own with what they hold, the enemy's as seen (only you)",
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    return { ok: true, value: { private: { text: sneakersText(viewFogo(table.value.state, viewerOf(table.value.campaign, ctx.actor))) } } };
  },
});
