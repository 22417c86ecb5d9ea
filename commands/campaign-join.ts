import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { findSide, joinSide } from '../src/core/campaign.js';

export const campaignJoin = command({
  name: 'join',
  description: 'Join a side of the campaign in this channel',
  options: {
    side: { type: 'string', description: 'The side you play', required: true, autocomplete: 'side' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const joined = joinSide(campaignOf(ctx), ctx.actor, o.side);
    if (!joined.ok) return joined;
    const saved = ctx.tx.saveCampaign(joined.value);
    const side = findSide(saved, o.side)?.name ?? o.side;
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'player-joined', side } });
    return { ok: true, value: { public: { text: `${userText(ctx.actor.name)} joins **${userText(side)}**.` } } };
  },
});
