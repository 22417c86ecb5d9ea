import { boardFor } from '../src/app/board-access.js';
import { storedLog, campaignToRead, guideLines } from '../src/app/campaign-access.js';
import { command, rulesetOf } from '../src/app/command.js';
import { formatLogEvent, userText } from '../src/app/format.js';
import { PAGE_OPTION, pagedPost } from '../src/app/pages.js';
import { viewerOf, viewLog, visibleEvents } from '../src/core/views.js';

/** Enough to catch up on a few days of play by post in one answer; the rest is one `/campaign log` away. */
const MAX_ENTRIES = 40;

export const campaignRecap = command({
  name: 'recap',
  description: 'What happened since your last action, as you may see it, and your board now (only you see it)',
  help:
    'Lists the log entries you may see since the last one that was yours (a roll, an order, joining), then where the game ' +
    'stands and what you may do, with the board as your side sees it now. Never more than `/campaign log` shows you.',
  options: { page: { ...PAGE_OPTION, description: 'Which page, from the oldest (default the newest, with where the game stands)' } },
  readOnly: true,
  preconditions: [],
  slow: true,
  run(ctx, o) {
    const c = campaignToRead(ctx, undefined);
    if (!c.ok) return c;
    const campaign = c.value;
    const stored = storedLog(ctx, campaign);
    const { rolls, published } = stored;
    const viewer = viewerOf(campaign, ctx.actor);
    // The cut is found among the events the asker may see, so a secret event of theirs cannot move it.
    const events = visibleEvents(stored.events, rolls, viewer, published);
    const log = viewLog(events, rolls, viewer, published);
    const own = events.map((e) => e.actor.id).lastIndexOf(ctx.actor.id);
    const since = log.slice(own + 1);
    const shown = since.slice(-MAX_ENTRIES);
    const head =
      own < 0
        ? `**${userText(campaign.name)}**: you have not acted in this campaign yet; ${since.length === 0 ? 'nothing has happened.' : 'everything so far:'}`
        : since.length === 0
          ? `**${userText(campaign.name)}**: nothing has happened since your last action (${formatLogEvent(log[own]!)}).`
          : `**${userText(campaign.name)}**: ${since.length} ${since.length === 1 ? 'entry' : 'entries'} since your last action (log #${own + 1}).`;
    const earlier = shown.length < since.length ? ` (${since.length - shown.length} earlier ones: \`/campaign log last:${since.length}\`)` : '';
    const ruleset = rulesetOf(ctx, campaign);
    const running = campaign.status === 'active' && campaign.game !== undefined;
    const guide = guideLines(campaign, viewer, ruleset);
    const now = guide.length > 0 ? ['', ...guide] : campaign.status === 'active' ? [] : ['', 'This campaign has ended.'];
    const board = running ? boardFor(campaign, viewer, ruleset) : undefined;
    // Paged like the log, opening on the newest page, which ends with where the game stands now.
    const post = pagedPost({ head: `${head}${earlier}`, sections: [{ title: '', lines: [...shown.flatMap((e) => formatLogEvent(e).split('\n')), ...now] }], page: o.page ?? Number.MAX_SAFE_INTEGER, path: ['campaign', 'recap'] });
    return { ok: true, value: { private: { ...post, ...(board?.ok ? { boards: [board.value] } : {}) } } };
  },
});
