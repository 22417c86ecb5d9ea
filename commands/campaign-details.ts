import { command } from '../src/app/command.js';
import { formatLogEvent, userText } from '../src/app/format.js';
import { storedLog, campaignToRead, EARLIER_CAMPAIGN } from '../src/app/campaign-access.js';
import { PAGE_OPTION, pagedPost } from '../src/app/pages.js';
import { fail } from '../src/core/result.js';
import { PUBLIC, viewerOf, viewLog, visibleEvents } from '../src/core/views.js';

/**
 * `/campaign details` — what a post's Details button runs (STYLE.md 18): the whole chain behind one of
 * the channel's posts, every die, table and seed line, as the asker may see it. Posts are numbered as
 * the channel's log counts them (every entry the public may see), the same for everyone; the chain is
 * every entry the command that made the post wrote to the log, read through the asker's own view of
 * the log, so a player sees their side's part of it and the GM all of it, never more.
 */
export const campaignDetails = command({
  name: 'details',
  description: "A post's whole chain: every die, table and seed line, as you may see it (only you see it)",
  options: {
    post: { type: 'integer', description: "The post's number in the channel's log (default the latest)", min: 1 },
    campaign: EARLIER_CAMPAIGN,
    page: PAGE_OPTION,
  },
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const { events, rolls, published } = storedLog(ctx, c.value);
    // The channel's numbering, which the hidden entries do not change.
    const posts = visibleEvents(events, rolls, PUBLIC, published);
    const n = o.post ?? posts.length;
    const anchor = posts[n - 1];
    if (anchor === undefined) return fail('details/no-such-post', { post: n, last: posts.length });
    // One command's entries share its time and its author (the time is read once per command).
    const chain = events.filter((e) => e.at === anchor.at && e.actor.id === anchor.actor.id);
    const seen = viewLog(chain, rolls, viewerOf(c.value, ctx.actor), published);
    const what = seen.find((e) => e.data.kind === 'action')?.data;
    const command = what?.kind === 'action' ? ` — \`/${what.command}\`` : '';
    const head = `**Post #${n}** of ${userText(c.value.name)}${command}, by ${userText(anchor.actor.name)} at \`${anchor.at.slice(0, 16).replace('T', ' ')}\` (as you may see it)`;
    const options = { post: String(n), ...(o.campaign === undefined ? {} : { campaign: String(o.campaign) }) };
    const post = pagedPost({ head, sections: [{ title: '', lines: seen.flatMap((e) => formatLogEvent(e, false).split('\n')) }], page: o.page, path: ['campaign', 'details'], options, lasting: true });
    return { ok: true, value: { private: post } };
  },
});
