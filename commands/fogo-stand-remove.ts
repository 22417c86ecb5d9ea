import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { fogoTable } from '../src/app/fogo/session.js';
import { fail } from '../src/core/result.js';
import { ownStand, removeStand } from '../src/core/rulesets/fogo/state.js';
import { isGm } from '../src/core/campaign.js';
import { viewFogo } from '../src/core/rulesets/fogo/view.js';
import { PUBLIC } from '../src/core/views.js';

export const fogoStandRemove = command({
  name: 'remove',
  description: 'Take a stand set up by mistake out of the game (your own; the GM any)',
  options: {
    id: { type: 'string', description: 'Stand id', required: true, maxLength: 24, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const { state, campaign, side } = table.value;
    if (!isGm(campaign, ctx.actor.id)) {
      if (side === undefined) return fail('fogo/not-a-player');
      const own = ownStand(state, side, o.id);
      if (!own.ok) return fail(own.code, own.params);
    }
    const wasPublic = viewFogo(state, PUBLIC).stands.some((s) => s.id.toLowerCase() === o.id.toLowerCase());
    const removed = removeStand(state, o.id);
    if (!removed.ok) return fail(removed.code, removed.params);
    ctx.tx.saveCampaign({ ...campaign, game: removed.value });
    const text = `Stand \`${userText(o.id)}\` removed from the game.`;
    return { ok: true, value: wasPublic ? { public: { text } } : { private: { text } } };
  },
});
