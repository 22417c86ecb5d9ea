import { command } from '../src/app/command.js';
import { formatLedgerCheck, userText } from '../src/app/format.js';
import { fail } from '../src/core/result.js';
import { describeSpec } from '../src/core/dice/roll-spec.js';
import { verifyLedger } from '../src/core/dice/verify.js';
import type { LedgerInfo } from '../src/core/ledger.js';
import type { CommandContext } from '../src/app/command.js';

function report(ctx: CommandContext, ledger: LedgerInfo): { text: string; ok: boolean } {
  const entries = ctx.tx.rolls(ledger.id);
  const check = verifyLedger({
    ledgerId: ledger.id,
    secret: Buffer.from(ledger.publishedSecret ?? '', 'hex'),
    commitment: ledger.commitment,
    rolls: entries,
  });
  const labels = new Map(
    entries.map((e) => [e.n, `${userText(e.actor.name)}: ${e.parts.map((p) => (p.output ?? describeSpec(p.spec))).join('; ')}`]),
  );
  const campaign = ledger.kind === 'campaign' ? ctx.tx.campaign(ledger.id) : undefined;
  const title = campaign
    ? `Campaign ${userText(campaign.name)} (ledger #${ledger.id})`
    : `Channel dice ledger #${ledger.id} (rolls outside campaigns)`;
  return { text: formatLedgerCheck(title, check, labels), ok: check.ok };
}

export const verify = command({
  name: 'verify',
  description: "Recompute every roll of this channel's published dice ledgers from their secrets",
  help:
    'Checks that each published secret hashes to the commitment shown when its ledger opened, that no roll ' +
    'number is missing, and that every die recomputes exactly. Outside a running campaign it first closes the ' +
    "channel's ledger of quick rolls and publishes its secret (a new one opens with the next roll).",
  options: {
    ledger: { type: 'integer', description: 'Only this ledger (its number)', min: 1 },
  },
  preconditions: [],
  run(ctx, o) {
    let ledgers: LedgerInfo[];
    if (o.ledger !== undefined) {
      const one = ctx.tx.ledger(String(o.ledger));
      if (!one || one.channelId !== ctx.channelId) return fail('verify/unknown-ledger');
      if (one.publishedSecret === undefined) return fail('verify/not-published');
      ledgers = [one];
    } else {
      if (!ctx.campaign) {
        const open = ctx.tx.openChannelLedger(ctx.channelId);
        if (open && open.rolls > 0) ctx.tx.publishLedger(open.id, ctx.now);
      }
      ledgers = ctx.tx.publishedLedgers(ctx.channelId);
      if (ledgers.length === 0) return fail('verify/nothing-published');
    }
    const reports = ledgers.map((l) => report(ctx, l));
    const note = ctx.campaign ? `\n_Campaign ${userText(ctx.campaign.name)} is still running: its rolls can be verified once the GM ends it._` : '';
    return { ok: true, value: { public: { text: reports.map((r) => r.text).join('\n\n') + note } } };
  },
});
