import { command } from '../src/app/command.js';
import { formatLogEvent, userText } from '../src/app/format.js';
import { storedLog, campaignToRead, EARLIER_CAMPAIGN } from '../src/app/campaign-access.js';
import { PAGE_OPTION, pagedPost } from '../src/app/pages.js';
import { viewerOf, viewLog } from '../src/core/views.js';

export const campaignLog = command({
  name: 'log',
  description: 'The campaign log as you may see it, newest page first (only you see the answer)',
  options: {
    last: { type: 'integer', description: 'Only the latest entries, this many (default all)', min: 1, max: 200 },
    campaign: EARLIER_CAMPAIGN,
    page: { ...PAGE_OPTION, description: 'Which page, from the oldest (default the newest)' },
  },
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const { events, rolls, published } = storedLog(ctx, c.value);
    const log = viewLog(events, rolls, viewerOf(c.value, ctx.actor), published);
    const shown = o.last === undefined ? log : log.slice(-o.last);
    const head = `**Log of ${userText(c.value.name)}**${shown.length < log.length ? ` (last ${shown.length} of ${log.length} entries)` : ''}`;
    // Pages run from the oldest; the answer opens on the newest, and ◀ goes back in time.
    const options = { ...(o.last === undefined ? {} : { last: String(o.last) }), ...(o.campaign === undefined ? {} : { campaign: String(o.campaign) }) };
    const post = pagedPost({ head, sections: [{ title: '', lines: shown.flatMap((e) => formatLogEvent(e).split('\n')) }], page: o.page ?? Number.MAX_SAFE_INTEGER, path: ['campaign', 'log'], options });
    return { ok: true, value: { private: post } };
  },
});
