import { command } from '../src/app/command.js';
import { botSideOf } from '../src/app/campaign-access.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { answerButtons, logSeat, welcome } from '../src/app/seating.js';
import { joinOrAsk } from '../src/core/joining.js';

export const campaignJoin = command({
  name: 'join',
  description: 'Join a side of the campaign in this channel (once the game is under way, ask the GM)',
  help:
    'Before the first move anyone may take any open side. Once the game is under way (or after you left a side) joining is a ' +
    'request: the GM is asked, and nothing of the side reaches you until she approves. A side Sitrep plays (FNG\'s enemy), or one ' +
    'the GM keeps for herself, is never open. You keep one side; `/campaign leave` leaves it, or takes back a request.',
  options: {
    side: { type: 'string', description: 'The side you play', required: true, autocomplete: 'open-side', maxLength: 64 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const r = joinOrAsk(c, ctx.actor, o.side, ctx.now, botSideOf(ctx, c));
    if (!r.ok) return r;
    const saved = ctx.tx.saveCampaign(r.value.campaign);
    const { side } = r.value;
    const who = userText(ctx.actor.name);
    if (r.value.asked) {
      // Between the asker and the GM: the channel learns who plays what once she answers.
      logSeat(ctx, saved, { kind: 'join-asked', side }, ctx.actor);
      const text = `🙋 ${who} asks to join **${userText(side)}** in **${userText(saved.name)}**. Approve to seat them (they then read what ${userText(side)} knows), or refuse.`;
      return {
        ok: true,
        value: {
          private: { text: `⏳ The game is under way, so the GM decides: your request to join **${userText(side)}** waits for her. Nothing of the side reaches you until she approves; \`/campaign leave\` takes the request back.` },
          gm: { to: saved.gm, post: { text, actions: answerButtons(ctx.actor) } },
        },
      };
    }
    logSeat(ctx, saved, { kind: 'player-joined', side });
    const thread = saved.sideThreads && saved.threads?.[side] !== undefined;
    return {
      ok: true,
      value: { public: { text: `${who} joins **${userText(side)}**.` }, ...(thread ? { dms: [welcome(saved, ctx.actor, side, 'joined before the first move')] } : {}) },
    };
  },
});
