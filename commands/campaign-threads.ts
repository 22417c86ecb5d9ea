import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';

export const campaignThreads = command({
  name: 'threads',
  description: "Send each side's secrets to a private thread for that side instead of DMs (GM only)",
  help:
    'With on:true the bot makes a private thread of this channel for each side and adds its players; what only a side may ' +
    'know goes there. If a thread cannot be made or a player cannot be added, the secret goes by direct message, and if ' +
    'that fails to `/inbox`: never to the channel. The GM is still told by DM. on:false goes back to DMs.',
  options: {
    on: { type: 'boolean', description: 'true: side threads; false: direct messages', required: true },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const { sideThreads: _was, ...rest } = c;
    const saved = ctx.tx.saveCampaign(o.on ? { ...rest, sideThreads: true } : rest);
    const text = o.on
      ? `🧵 ${userText(ctx.actor.name)}: each side's secrets now go to a private thread for that side (made when first needed); direct messages if a thread cannot be used.`
      : `✉️ ${userText(ctx.actor.name)}: each side's secrets go by direct message again.`;
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'campaign threads', text } });
    return { ok: true, value: { public: { text } } };
  },
});
