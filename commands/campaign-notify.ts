import { command } from '../src/app/command.js';
import { campaignOf } from '../src/app/preconditions.js';
import { sideOf } from '../src/core/campaign.js';
import { NOTIFY_HOWS, type NotifyChoice, type NotifyHow } from '../src/core/pace.js';
import { fail } from '../src/core/result.js';

const HOW_WORDS: Record<NotifyHow, string> = {
  channel: 'a mention in the channel',
  dm: 'a direct message',
  both: 'a mention in the channel and a direct message',
  none: 'nothing (check `/campaign recap` yourself)',
};

export const campaignNotify = command({
  name: 'notify',
  description: 'How you hear it is your turn: mention, DM, both or none; and a heads-up when you are next',
  help:
    'Applies to the turn passing to your side and to the reminders of `/campaign pace`. `next:true` also sends you a direct ' +
    "message when the side before yours (in the campaign's order of sides) starts its turn. Without options it shows your choice.",
  options: {
    how: { type: 'string', description: 'channel, dm, both or none', choices: [...NOTIFY_HOWS] },
    next: { type: 'boolean', description: 'Also tell me by DM when the side before mine starts its turn' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    if (!sideOf(c, ctx.actor.id)) return fail('move/not-a-player');
    const was: NotifyChoice = c.notify?.[ctx.actor.id] ?? { how: 'channel' };
    const choice: NotifyChoice = {
      how: (o.how as NotifyHow | undefined) ?? was.how,
      ...((o.next ?? was.headsUp) ? { headsUp: true } : {}),
    };
    const words = `You hear it is your turn by ${HOW_WORDS[choice.how]}${choice.headsUp ? ', with a heads-up by DM when the side before yours starts' : ''}.`;
    if (o.how === undefined && o.next === undefined) return { ok: true, value: { private: { text: words } } };
    // A player's own setting, told to them alone: nobody else needs to know how they are reached.
    ctx.tx.saveCampaign({ ...c, notify: { ...c.notify, [ctx.actor.id]: choice } });
    return { ok: true, value: { private: { text: `🔔 ${words}` } } };
  },
});
