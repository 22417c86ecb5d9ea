import { command, rulesetOf } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { resetHouseRule } from '../src/core/campaign.js';

export const campaignRulesReset = command({
  name: 'reset',
  description: 'Return one house-rule parameter, or all of them, to the default (GM only)',
  options: {
    name: { type: 'string', description: 'Parameter to reset; leave out to reset all', autocomplete: 'house-rule', maxLength: 100 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const campaign = campaignOf(ctx);
    const reset = resetHouseRule(campaign, rulesetOf(ctx, campaign).houseRules, o.name);
    if (!reset.ok) return reset;
    const saved = ctx.tx.saveCampaign(reset.value.campaign);
    const key = reset.value.key;
    ctx.tx.appendEvent(saved.id, {
      at: ctx.now,
      actor: ctx.actor,
      audience: { kind: 'public' },
      data: key === undefined ? { kind: 'house-rule-reset' } : { kind: 'house-rule-reset', key },
    });
    const what = key === undefined ? 'every house rule' : `\`${key}\``;
    return { ok: true, value: { public: { text: `📜 ${userText(ctx.actor.name)} reset ${what} to the default.` } } };
  },
});
