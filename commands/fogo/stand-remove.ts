import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fogoTable, sharedInView, sideNote } from '../../src/rulesets/fogo/play/session.js';
import { fail } from '../../src/core/result.js';
import { anyStand, ownStand, removeStand } from '../../src/rulesets/fogo/rules/state.js';
import { isGm } from '../../src/core/campaign.js';
import { viewFogo } from '../../src/rulesets/fogo/rules/view.js';
import { qualifiedRef, sameUnit } from '../../src/core/unit-ref.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';

export const fogoStandRemove = command({
  name: 'remove',
  description: 'Take a stand set up by mistake out of the game (your own; the GM any)',
  options: {
    id: { type: 'string', description: 'Stand id', required: true, maxLength: 60, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const table = fogoTable(ctx);
    if (!table.ok) return table;
    const { state, campaign, side } = table.value;
    const gm = isGm(campaign, ctx.actor.id);
    if (!gm && side === undefined) return fail('move/not-a-player');
    const found = gm || side === undefined ? anyStand(state, o.id) : ownStand(state, side, o.id);
    if (!found.ok) return fail(found.code, found.params);
    const stand = found.value;
    const publicView = viewFogo(state, PUBLIC);
    const wasPublic = publicView.stands.some((s) => sameUnit(s, stand));
    const removed = removeStand(state, qualifiedRef(stand));
    if (!removed.ok) return fail(removed.code, removed.params);
    ctx.tx.saveCampaign({ ...campaign, game: removed.value });
    const shared = sharedInView(wasPublic ? publicView : viewFogo(state, viewerOf(campaign, ctx.actor)));
    const text = `Stand \`${userText(stand.id)}\`${sideNote(shared, stand.id, stand.side)} removed from the game.`;
    return { ok: true, value: wasPublic ? { public: { text } } : { private: { text } } };
  },
});
