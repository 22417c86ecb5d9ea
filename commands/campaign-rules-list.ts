import { command, rulesetOf } from '../src/app/command.js';
import { formatHouseRules, houseRuleGroups } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { ledgerOf } from '../src/app/campaign-access.js';
import { PAGE_OPTION, pagedPost } from '../src/app/pages.js';
import { viewerOf, viewFor } from '../src/core/views.js';

export const campaignRulesList = command({
  name: 'list',
  description: "The ruleset's house-rule parameters, their defaults and this campaign's values",
  options: { page: PAGE_OPTION },
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const v = viewFor(c, ledgerOf(ctx, c), viewerOf(c, ctx.actor), rulesetOf(ctx, c));
    if (v.houseRules.length === 0) return { ok: true, value: { private: { text: formatHouseRules(v) } } };
    // Paged, with a menu of subjects; a rule set since makes the buttons stale (its post is public).
    const post = pagedPost({ head: `**House-rule parameters of ${v.rulesetName}**`, sections: houseRuleGroups(v), page: o.page, path: ['campaign', 'rules', 'list'], menu: true });
    return { ok: true, value: { private: post } };
  },
});
