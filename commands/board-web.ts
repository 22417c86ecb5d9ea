import { audienceName } from '../src/app/board-access.js';
import { campaignToRead } from '../src/app/campaign-access.js';
import { command, type CommandContext, type CommandResult } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { audienceOf, campaignKey, linkUrl, newCampaignKey, signLink, type WebLinks } from '../src/app/web-links.js';
import { isGm, type Campaign, type CampaignWeb } from '../src/core/campaign.js';
import { fail } from '../src/core/result.js';
import { viewerOf } from '../src/core/views.js';

const DAY_SECONDS = 86_400;
/** The longest a GM may make links last: a link is a standing key to a side's secrets. */
export const MAX_LINK_DAYS = 90;

/** Your own link to the campaign's page: signed for you, this campaign and what you may see. */
function link(ctx: CommandContext, c: Campaign, links: WebLinks): CommandResult {
  let campaign = c;
  if (!campaignKey(c, links)) campaign = ctx.tx.saveCampaign({ ...c, web: { ...c.web, key: newCampaignKey(ctx.newSecret()) } });
  const key = campaignKey(campaign, links)!;
  const expires = Math.floor(Date.parse(ctx.now) / 1000) + (c.web?.days ?? links.days) * DAY_SECONDS;
  const token = signLink({ campaign: c.id, user: ctx.actor.id, audience: audienceOf(campaign, ctx.actor.id), expires, revoked: campaign.web?.revoked?.[ctx.actor.id] ?? 0 }, key);
  const until = new Date(expires * 1000).toISOString().slice(0, 16).replace('T', ' ');
  const text = [
    `🌐 Your page for **${userText(c.name)}** (${audienceName(viewerOf(campaign, ctx.actor))}), good until ${until} UTC:`,
    linkUrl(links, c.id, token),
    'It is yours alone: whoever has it sees what you see. `/board web action:revoke` stops every link you have had for this campaign.',
  ].join('\n');
  return { ok: true, value: { private: { text } } };
}

/** Every link the invoker has had for the campaign stops working: their count goes up, and links carry the count they were made at. */
function revoke(ctx: CommandContext, c: Campaign): CommandResult {
  const revoked = { ...c.web?.revoked, [ctx.actor.id]: (c.web?.revoked?.[ctx.actor.id] ?? 0) + 1 };
  ctx.tx.saveCampaign({ ...c, web: { ...c.web, revoked } });
  return { ok: true, value: { private: { text: `🔒 Every link you had for **${userText(c.name)}** stops working now, on every page open with it. \`/board web\` gives you a new one.` } } };
}

/** The GM sets how long links to this campaign last from now on (links already made keep their own end). */
function lifetime(ctx: CommandContext, c: Campaign, days: number, links: WebLinks): CommandResult {
  if (!isGm(c, ctx.actor.id)) return fail('campaign/not-gm');
  const web: CampaignWeb = { ...c.web, days };
  if (days === links.days) delete (web as { days?: number }).days;
  const saved = ctx.tx.saveCampaign({ ...c, web });
  const mine = link(ctx, saved, links);
  if (!mine.ok) return mine;
  const text = `🌐 ${userText(ctx.actor.name)} set this campaign's page links to last ${days} day${days === 1 ? '' : 's'}: \`/board web\` makes new ones. Links already given keep the end they were made with (\`/board web action:revoke\` stops yours).`;
  return { ok: true, value: { public: { text }, ...(mine.value.private ? { private: mine.value.private } : {}) } };
}

/** The GM opens the full replay, every secret in its place, to every link of an ended campaign. */
function publish(ctx: CommandContext, c: Campaign): CommandResult {
  if (!isGm(c, ctx.actor.id)) return fail('campaign/not-gm');
  if (c.status !== 'ended') return fail('web/replay-running');
  if (c.web?.replay !== 'published') ctx.tx.saveCampaign({ ...c, web: { ...c.web, replay: 'published' } });
  return { ok: true, value: { public: { text: `📽️ The full replay of **${userText(c.name)}** is published: every page of it now steps through the game as the GM saw it, every secret in its place.` } } };
}

export const boardWeb = command({
  name: 'web',
  description: 'Your own link to this campaign in a browser: a zoomable board, the log, a replay (only you see it)',
  help:
    'The page shows what you may see, as your `/board mine` does, and follows the game live. The link is signed for you and this campaign and lasts some days; ' +
    'the GM sets how many with `/board web days:30`. `/board web action:revoke` stops every link you have had. After `/campaign end` the GM may `/board web action:publish` the full replay for everyone. See docs/web.md.',
  options: {
    action: { type: 'string', description: 'link (the default), revoke your links, or publish the full replay (GM, after the end)', choices: ['link', 'revoke', 'publish'] },
    days: { type: 'integer', description: `GM: how many days links to this campaign last from now on (1 to ${MAX_LINK_DAYS})`, min: 1, max: MAX_LINK_DAYS },
  },
  preconditions: [],
  run(ctx, o) {
    if (!ctx.web) return fail('web/off');
    // Links are the page's, not the game's: a replay of the campaign has no page to make them for.
    ctx.action.transport = true;
    const c = campaignToRead(ctx, undefined);
    if (!c.ok) return c;
    if (o.days !== undefined) {
      if ((o.action ?? 'link') !== 'link') return fail('web/days-with-action');
      return lifetime(ctx, c.value, o.days, ctx.web);
    }
    switch (o.action ?? 'link') {
      case 'revoke':
        return revoke(ctx, c.value);
      case 'publish':
        return publish(ctx, c.value);
      default:
        return link(ctx, c.value, ctx.web);
    }
  },
});
