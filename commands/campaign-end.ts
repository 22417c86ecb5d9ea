import { command, rulesetOf } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { endCampaign } from '../src/core/campaign.js';

export const campaignEnd = command({
  name: 'end',
  description: 'End the campaign and publish its dice secret (GM only)',
  options: {},
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx) {
    const ended = endCampaign(campaignOf(ctx), ctx.now);
    if (!ended.ok) return ended;
    const saved = ctx.tx.saveCampaign(ended.value);
    const ledger = ctx.tx.publishLedger(saved.id, ctx.now);
    ctx.tx.replaceJobs(saved.id, [], ctx.now); // an ended campaign has no turn to time
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'campaign-ended' } });
    const ruleset = rulesetOf(ctx, saved);
    const decisions = saved.game === undefined ? [] : (ruleset.secretDecisions?.(ruleset.gameOf(saved.game)) ?? []).map((d) => d.entry);
    const text = [
      `🏁 Campaign **${userText(saved.name)}** has ended after ${ledger.rolls} roll${ledger.rolls === 1 ? '' : 's'}.`,
      `Dice secret: \`${ledger.publishedSecret}\``,
      `Its SHA-256 is the commitment shown at the start: \`${ledger.commitment}\`.`,
      'Every roll, hidden ones included, can now be recomputed with `/verify`; `/campaign export` gives the whole ledger.',
      ...(decisions.length
        ? [`The ${decisions.length} secret decision(s) of the game are attached; \`/verify\` checks each against the hash committed when it was made.`]
        : []),
    ].join('\n');
    const audit = decisions.length
      ? [{ name: `secret-decisions-${saved.id}.json`, data: Buffer.from(JSON.stringify({ campaign: saved.id, decisions }, null, 2) + '\n', 'utf8') }]
      : [];
    return { ok: true, value: { public: { text, ...(audit.length ? { files: audit } : {}) } } };
  },
});
