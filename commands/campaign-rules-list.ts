import { command, rulesetOf } from '../src/app/command.js';
import { formatHouseRules } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewFor } from '../src/core/views.js';

export const campaignRulesList = command({
  name: 'list',
  description: "The ruleset's house-rule parameters, their defaults and this campaign's values",
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx) {
    const c = campaignOf(ctx);
    return { ok: true, value: { private: { text: formatHouseRules(viewFor(c, ledgerOf(ctx, c), viewerOf(c, ctx.actor), rulesetOf(ctx, c))) } } };
  },
});
