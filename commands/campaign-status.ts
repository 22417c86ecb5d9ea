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
    const view = viewFor(c.value, ledgerOf(ctx, c.value), viewerOf(c.value, ctx.actor), rulesetOf(ctx, c.value));
    return { ok: true, value: { private: { text: formatCampaignStatus(view) } } };
  },
});
