import { command, rulesetOf } from '../src/app/command.js';
import { campaignToRead, EARLIER_CAMPAIGN, ledgerOf } from '../src/app/campaign-access.js';
import { viewerOf, viewFor, viewLog, viewRoll } from '../src/core/views.js';
import { quickLedgerExport } from '../src/app/ledger-export.js';
import { fail } from '../src/core/result.js';

export const campaignExport = command({
  name: 'export',
  description: "A JSON file of the campaign, or of this channel's quick-roll ledgers, as you may see them",
  help: 'While the campaign runs, hidden rolls you may not see are listed without their dice, and nothing counts what you may not see: the log is numbered afresh for you and the campaign version is for the GM. Once it has ended the file holds everything, including the secret, so any script can recompute every roll (Sitrep\'s docs/fair-dice.md). ' +
    "With quick:true (or ledger:<number>) it exports this channel's ledgers of quick rolls made outside campaigns instead, one file each, " +
    'with the secret of each published one, so the same script checks them.',
  options: {
    campaign: EARLIER_CAMPAIGN,
    quick: { type: 'boolean', description: "This channel's quick-roll ledgers (rolls outside campaigns) instead" },
    ledger: { type: 'integer', description: 'One quick-roll ledger of this channel, by number', min: 1 },
  },
  readOnly: true,
  preconditions: [],
  run(ctx, o) {
    if (o.quick === true || o.ledger !== undefined) {
      if (o.campaign !== undefined) return fail('export/one-kind');
      const quick = quickLedgerExport(ctx, o.ledger);
      if (!quick.ok) return quick;
      return { ok: true, value: { private: quick.value } };
    }
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
