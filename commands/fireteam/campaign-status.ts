import { command } from '../../src/app/command.js';
import { budgetLines, riverOf, riverText } from '../../src/rulesets/fireteam/play/river.js';
import { fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { sideOf } from '../../src/core/campaign.js';
import { viewFireteamCampaign } from '../../src/rulesets/fireteam/rules/view.js';
import { viewerOf } from '../../src/core/views.js';

export const fireteamCampaignStatus = command({
  name: 'status',
  description: '"Forward, victory is near!": the map, who holds what, this turn\'s games and your points',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const c = riverOf(found.value.game);
    const own = sideOf(found.value.campaign, ctx.actor.id)?.name;
    const text = riverText(viewFireteamCampaign(c, viewerOf(found.value.campaign, ctx.actor)), budgetLines(c, own));
    return { ok: true, value: { private: { text } } };
  },
});
