import { command } from '../src/app/command.js';
import { formatLogEvent, userText } from '../src/app/format.js';
import { campaignToRead, EARLIER_CAMPAIGN, ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewLog } from '../src/core/views.js';

export const campaignLog = command({
  name: 'log',
  description: 'The campaign log as you may see it (only you see the answer)',
  options: {
    last: { type: 'integer', description: 'How many of the latest entries (default 30)', min: 1, max: 200 },
    campaign: EARLIER_CAMPAIGN,
  },
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const ledger = ledgerOf(ctx, c.value);
    const rolls = new Map(ctx.tx.rolls(ledger.id).map((e) => [e.n, e]));
    const log = viewLog(ctx.tx.events(c.value.id), rolls, viewerOf(c.value, ctx.actor), ledger.publishedSecret !== undefined);
    const last = o.last ?? 30;
    const shown = log.slice(-last);
    const head = `**Log of ${userText(c.value.name)}**${shown.length < log.length ? ` (last ${shown.length} of ${log.length} entries)` : ''}`;
    return { ok: true, value: { private: { text: [head, ...shown.map(formatLogEvent)].join('\n') } } };
  },
});
