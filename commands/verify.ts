import { command, rulesetOf } from '../src/app/command.js';
import { formatLedgerCheck, partLabel, possessive, userText } from '../src/app/format.js';
import { fail } from '../src/core/result.js';
import { verifyLedger } from '../src/core/dice/verify.js';
import type { LedgerInfo } from '../src/core/ledger.js';
import type { CommandContext } from '../src/app/command.js';
import { commitmentHash, saltedHash } from '../src/core/commitment.js';
import type { Campaign } from '../src/core/campaign.js';

/** Room under Discord's 2,000 characters for what a transport adds to a post. */
const ONE_MESSAGE = 1800;

function report(ctx: CommandContext, ledger: LedgerInfo): { text: string; ok: boolean } {
  const entries = ctx.tx.rolls(ledger.id);
  const check = verifyLedger({
    ledgerId: ledger.id,
    secret: Buffer.from(ledger.publishedSecret ?? '', 'hex'),
    commitment: ledger.commitment,
    rolls: entries,
  });
  const labels = new Map(
    entries.map((e) => [e.n, `${userText(e.actor.name)}: ${e.parts.map(partLabel).join('; ')}`]),
  );
  const campaign = ledger.kind === 'campaign' ? ctx.tx.campaign(ledger.id) : undefined;
  const owner = entries.find((e) => e.actor.id === ledger.owner)?.actor.name ?? 'a player';
  const title = campaign
    ? `Campaign ${userText(campaign.name)} (ledger #${ledger.id})`
    : ledger.kind === 'personal'
      ? `${possessive(userText(owner))} sealed ledger #${ledger.id} (hidden rolls outside campaigns)`
      : `Channel dice ledger #${ledger.id} (rolls outside campaigns)`;
  const audit = campaign ? auditReport(ctx, campaign, Buffer.from(ledger.publishedSecret ?? '', 'hex')) : undefined;
  return { text: [formatLedgerCheck(title, check, labels), ...(audit ? [audit.text] : [])].join('\n'), ok: check.ok && (audit?.ok ?? true) };
}

/**
 * Checks each secret decision of the game (which Sneakers were real, what they held, who hid where)
 * against the salted hash committed to the public log when it was made: nothing changed after the fact.
 */
function auditReport(ctx: CommandContext, campaign: Campaign, secret: Uint8Array): { text: string; ok: boolean } | undefined {
  const ruleset = rulesetOf(ctx, campaign);
  const decisions = campaign.game === undefined ? [] : (ruleset.secretDecisions?.(ruleset.gameOf(campaign.game)) ?? []);
  if (decisions.length === 0) return undefined;
  const committed = new Map<number, string>();
  for (const e of ctx.tx.events(campaign.id)) if (e.data.kind === 'commitment') committed.set(e.data.seq, e.data.hash);
  const lines = decisions.map((d) => {
    const hash = committed.get(d.seq);
    if (hash === undefined) return { ok: false, line: `❌ secret decision #${d.seq} (${userText(d.side)}) was never committed` };
    return commitmentHash(secret, d.seq, d.entry) === hash
      ? { ok: true, line: `✅ secret decision #${d.seq} (${userText(d.side)}, ${d.kind}) matches its commitment` }
      : { ok: false, line: `❌ secret decision #${d.seq} (${userText(d.side)}) does NOT match its commitment` };
  });
  const passed = lines.filter((l) => l.ok).length;
  return {
    ok: passed === lines.length,
    text: ['**Secret decisions**', ...lines.map((l) => l.line), `${passed === lines.length ? 'PASS' : 'FAIL'}: ${passed}/${lines.length} secret decisions match their commitments.`].join('\n'),
  };
}

/**
 * Checks each secret decision the rules have already revealed in a running campaign (FNG's sealed EAL
 * and traps once the mission ends) against its commitment, from the entry and salt published with it.
 */
function disclosureReport(ctx: CommandContext, campaign: Campaign): string | undefined {
  const committed = new Map<number, string>();
  const lines: string[] = [];
  let passed = 0;
  for (const e of ctx.tx.events(campaign.id)) {
    if (e.data.kind === 'commitment') committed.set(e.data.seq, e.data.hash);
    if (e.data.kind !== 'disclosure') continue;
    const hash = committed.get(e.data.seq);
    const ok = hash !== undefined && saltedHash(e.data.entry, e.data.salt) === hash;
    if (ok) passed++;
    lines.push(ok
      ? `✅ disclosed decision #${e.data.seq} (${userText(e.data.side)}, ${userText(e.data.decision)}) matches its commitment`
      : `❌ disclosed decision #${e.data.seq} (${userText(e.data.side)}) does NOT match its commitment`);
  }
  if (lines.length === 0) return undefined;
  return [`**Secret decisions disclosed so far in ${userText(campaign.name)}**`, ...lines, `${passed === lines.length ? 'PASS' : 'FAIL'}: ${passed}/${lines.length} disclosed decisions match their commitments.`].join('\n');
}

export const verify = command({
  name: 'verify',
  description: "Recompute every roll of this channel's published dice ledgers from their secrets",
  help:
    'Checks that each published secret hashes to the commitment shown when its ledger opened, that no roll ' +
    'number is missing, and that every die recomputes exactly. Outside a running campaign it first closes the ' +
    "channel's ledger of public quick rolls and publishes its secret (a new one opens with the next roll). " +
    'Your hidden quick rolls are in your own sealed ledger, which only you can publish, with mine:true; ' +
    "from then on anyone's /verify checks it too.",
  options: {
    ledger: { type: 'integer', description: 'Only this ledger (its number)', min: 1 },
    mine: { type: 'boolean', description: 'First publish your own sealed ledger of hidden rolls' },
  },
  preconditions: [],
  run(ctx, o) {
    if (o.mine === true) {
      const own = ctx.tx.openPersonalLedger(ctx.channelId, ctx.actor.id);
      if (!own) return fail('verify/no-sealed-ledger');
      ctx.tx.publishLedger(own.id, ctx.now);
    }
    let ledgers: LedgerInfo[];
    if (o.ledger !== undefined) {
      const one = ctx.tx.ledger(String(o.ledger));
      // Unpublished reads as missing: whether a sealed ledger is seen is for its owner alone to decide.
      if (!one || one.channelId !== ctx.channelId || one.publishedSecret === undefined) return fail('verify/unknown-ledger');
      ledgers = [one];
    } else {
      if (!ctx.campaign) {
        const open = ctx.tx.openChannelLedger(ctx.channelId);
        if (open && open.rolls > 0) ctx.tx.publishLedger(open.id, ctx.now);
      }
      ledgers = ctx.tx.publishedLedgers(ctx.channelId);
    }
    const disclosed = ctx.campaign && o.ledger === undefined ? disclosureReport(ctx, ctx.campaign) : undefined;
    if (ledgers.length === 0 && disclosed === undefined) return fail('verify/nothing-published');
    const reports = [...ledgers.map((l) => report(ctx, l).text), ...(disclosed ? [disclosed] : [])];
    const note = ctx.campaign ? `\n_Campaign ${userText(ctx.campaign.name)} is still running: its rolls can be verified once the GM ends it._` : '';
    const whole = reports.join('\n\n') + note;
    if (whole.length <= ONE_MESSAGE) return { ok: true, value: { public: { text: whole } } };
    // One message: the verdicts and anything that failed; the line of every roll in the attached report.
    const [title = '', ...rest] = whole.split('\n').filter((l) => !l.startsWith('✅ #'));
    const brief = [title, "_Every roll's line is in the attached `verify.txt`._", ...rest].join('\n');
    return { ok: true, value: { public: { text: brief, files: [{ name: 'verify.txt', data: new TextEncoder().encode(whole) }] } } };
  },
});
