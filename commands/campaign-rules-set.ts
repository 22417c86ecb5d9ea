import { command, rulesetOf } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { setHouseRule } from '../src/core/campaign.js';
import { findParam } from '../src/core/house-rules.js';

export const campaignRulesSet = command({
  name: 'set',
  description: 'Change a house-rule parameter for this campaign (GM only)',
  options: {
    name: { type: 'string', description: 'Parameter, e.g. rally.natural1Fails', required: true, autocomplete: 'house-rule', maxLength: 100 },
    value: { type: 'string', description: 'New value', required: true, maxLength: 50 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const campaign = campaignOf(ctx);
    const params = rulesetOf(ctx, campaign).houseRules;
    const set = setHouseRule(campaign, params, o.name, o.value);
    if (!set.ok) return set;
    const saved = ctx.tx.saveCampaign(set.value.campaign);
    ctx.tx.appendEvent(saved.id, {
      at: ctx.now,
      actor: ctx.actor,
      audience: { kind: 'public' },
      data: { kind: 'house-rule-set', key: set.value.key, value: set.value.value },
    });
    const param = findParam(params, set.value.key);
    const isDefault = param?.default === set.value.value;
    const text = isDefault
      ? `📜 ${userText(ctx.actor.name)} set \`${set.value.key}\` back to its default, ${String(set.value.value)}.`
      : `📜 House rule: \`${set.value.key}\` = **${String(set.value.value)}** (default ${String(param?.default)}), set by ${userText(ctx.actor.name)}.`;
    return { ok: true, value: { public: { text } } };
  },
});
