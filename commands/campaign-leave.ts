import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { leaving, logSeat } from '../src/app/seating.js';
import { leaveSide } from '../src/core/joining.js';

export const campaignLeave = command({
  name: 'leave',
  description: 'Leave your side (joining one again then needs the GM), or take back a request to join',
  help:
    'You stop receiving your side\'s secrets at once and are taken out of its private thread, if it has one. What you were told ' +
    'stays in your log. Joining a side again, any side, is then a request the GM answers.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const c = campaignOf(ctx);
    const r = leaveSide(c, ctx.actor);
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const side = userText(r.value.side);
    if (r.value.withdrawn) {
      logSeat(ctx, saved, { kind: 'join-withdrawn', side: r.value.side }, ctx.actor);
      return { ok: true, value: { private: { text: `Your request to join **${side}** is taken back.` }, gm: { to: saved.gm, post: { text: `${userText(ctx.actor.name)} took back their request to join **${side}**.` } } } };
    }
    logSeat(ctx, saved, { kind: 'player-left', side: r.value.side });
    return {
      ok: true,
      value: {
        public: { text: `👋 ${userText(ctx.actor.name)} leaves **${side}**: nothing more of the side reaches them.` },
        private: { text: `You left **${side}**. Joining a side again is a request the GM answers (\`/campaign join\`).` },
        ...leaving(c, ctx.actor, r.value.side),
      },
    };
  },
});
