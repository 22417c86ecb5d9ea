import { command, rulesetOf } from '../src/app/command.js';
import { formatCampaignStatus } from '../src/app/format.js';
import { campaignToRead, EARLIER_CAMPAIGN, ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewFor } from '../src/core/views.js';

export const campaignStatus = command({
  name: 'status',
  description: "The campaign's sides, players, GM, rolls, house rules and dice commitment",
  options: {
    campaign: EARLIER_CAMPAIGN,
  },
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const ruleset = rulesetOf(ctx, c.value);
    const viewer = viewerOf(c.value, ctx.actor);
    const view = viewFor(c.value, ledgerOf(ctx, c.value), viewer, ruleset);
    // What the asker may do now, from their own view of the game: only while it runs.
    const guide =
      c.value.status === 'active' && c.value.game !== undefined && ruleset.guide
        ? ruleset.guide(ruleset.viewFor(ruleset.gameOf(c.value.game), viewer), viewer.kind === 'member' ? { ...(viewer.side === undefined ? {} : { side: viewer.side }), gm: viewer.gm } : { gm: false })
        : undefined;
    const now = guide ? ['', `**Now:** ${guide.now}`, ...guide.next.map((l) => `• ${l}`)] : [];
    return { ok: true, value: { private: { text: [formatCampaignStatus(view), ...now].join('\n') } } };
  },
});
