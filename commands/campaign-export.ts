import { command, rulesetOf } from '../src/app/command.js';
import { campaignToRead, EARLIER_CAMPAIGN, ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewFor, viewLog, viewRoll } from '../src/core/views.js';

export const campaignExport = command({
  name: 'export',
  description: 'A JSON file of the campaign, its sides, log and dice ledger as you may see them',
  help: 'While the campaign runs, hidden rolls you may not see are listed without their dice, and nothing counts what you may not see: the log is numbered afresh for you and the campaign version is for the GM. Once it has ended the file holds everything, including the secret, so any script can recompute every roll (README, Fair dice).',
  options: {
    campaign: EARLIER_CAMPAIGN,
  },
  preconditions: [],
  run(ctx, o) {
    const c = campaignToRead(ctx, o.campaign);
    if (!c.ok) return c;
    const ledger = ledgerOf(ctx, c.value);
    const ruleset = rulesetOf(ctx, c.value);
    const viewer = viewerOf(c.value, ctx.actor);
    const published = ledger.publishedSecret !== undefined;
    const entries = ctx.tx.rolls(ledger.id);
    const data = {
      format: 'sitrep-campaign-export/1',
      exportedAt: ctx.now,
      exportedBy: ctx.actor.name,
      campaign: viewFor(c.value, ledger, viewer, ruleset),
      ...(c.value.game !== undefined ? { game: ruleset.viewFor(ruleset.gameOf(c.value.game), published ? { kind: 'member', userId: ctx.actor.id, gm: true } : viewer) } : {}),
      rolls: entries.map((e) => viewRoll(e, viewer, published)),
      log: viewLog(ctx.tx.events(c.value.id), new Map(entries.map((e) => [e.n, e])), viewer, published),
    };
    const file = { name: `campaign-${c.value.id}.json`, data: Buffer.from(JSON.stringify(data, null, 2) + '\n', 'utf8') };
    const note = published ? 'Complete export, with the published secret.' : 'Export as you may see it; hidden rolls you may not see are listed without dice.';
    return { ok: true, value: { private: { text: `📦 ${note}`, files: [file] } } };
  },
});
