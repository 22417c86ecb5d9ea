import { command, rulesetOf } from '../src/app/command.js';
import { formatCampaignStatus } from '../src/app/format.js';
import { campaignToRead, EARLIER_CAMPAIGN, guideLines, ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewFor } from '../src/core/views.js';

export const campaignStatus = command({
  name: 'status',
  description: "The campaign's sides, players, GM, rolls, house rules and dice commitment",
  options: {
    campaign: EARLIER_CAMPAIGN,
  },
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const ruleset = rulesetOf(ctx, c.value);
    const viewer = viewerOf(c.value, ctx.actor);
    const view = viewFor(c.value, ledgerOf(ctx, c.value), viewer, ruleset);
    // What the asker may do now, from their own view of the game: only while it runs.
    const guide = guideLines(c.value, viewer, ruleset);
    const now = guide.length > 0 ? ['', ...guide] : [];
    return { ok: true, value: { private: { text: [formatCampaignStatus(view), ...now].join('\n') } } };
  },
});
