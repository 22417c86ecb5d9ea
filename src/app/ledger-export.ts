import type { LedgerInfo } from '../core/ledger.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import { viewerOf, viewLedger, viewRoll } from '../core/views.js';
import type { CommandContext } from './command.js';
import type { Attachment } from './outcome.js';

export type LedgerExportError = 'export/unknown-ledger' | 'export/campaign-ledger' | 'export/no-quick-rolls' | 'export/one-kind';

/** Discord takes at most ten files on one message; the newest ledgers are the ones a group checks. */
const MAX_FILES = 10;

/**
 * The channel's ledgers of quick rolls (outside campaigns) that the asker may see: every published
 * one, the open channel ledger, and the asker's own sealed ledger. Someone else's unpublished sealed
 * ledger is never among them, so the answer cannot tell whether one exists.
 */
function visibleQuickLedgers(ctx: CommandContext): LedgerInfo[] {
  const published = ctx.tx.publishedLedgers(ctx.channelId).filter((l) => l.kind !== 'campaign');
  const open = [ctx.tx.openChannelLedger(ctx.channelId), ctx.tx.openPersonalLedger(ctx.channelId, ctx.actor.id)];
  const all = [...published, ...open.filter((l): l is LedgerInfo => l !== undefined && l.rolls > 0)];
  return all.sort((a, b) => Number(a.id) - Number(b.id));
}

/** One quick-roll ledger by number, read as missing where the asker may not see it (as `/verify` does). */
function quickLedger(ctx: CommandContext, id: number): RuleResult<LedgerInfo, LedgerExportError> {
  const l = ctx.tx.ledger(String(id));
  if (!l || l.channelId !== ctx.channelId) return fail('export/unknown-ledger');
  if (l.kind === 'campaign') return fail('export/campaign-ledger', { campaign: l.id });
  const seen = l.publishedSecret !== undefined || l.kind === 'channel' || l.owner === ctx.actor.id;
  return seen ? ok(l) : fail('export/unknown-ledger');
}

/**
 * A quick-roll ledger as a file the verifier of docs/fair-dice.md reads: the ledger (its secret once published)
 * and every roll the asker may see. An unpublished ledger has no secret yet, so the file lists the
 * dice but cannot prove them until `/verify` publishes it.
 */
function ledgerFile(ctx: CommandContext, l: LedgerInfo): Attachment {
  const published = l.publishedSecret !== undefined;
  const viewer = viewerOf(undefined, ctx.actor);
  const data = {
    format: 'sitrep-ledger-export/1',
    exportedAt: ctx.now,
    exportedBy: ctx.actor.name,
    ledger: viewLedger(l),
    rolls: ctx.tx.rolls(l.id).map((e) => viewRoll(e, viewer, published)),
  };
  return { name: `ledger-${l.id}.json`, data: Buffer.from(JSON.stringify(data, null, 2) + '\n', 'utf8') };
}

/** The files for `/campaign export quick:true` or `ledger:<n>`, and a line saying what they can prove. */
export function quickLedgerExport(ctx: CommandContext, id: number | undefined): RuleResult<{ text: string; files: Attachment[] }, LedgerExportError> {
  let ledgers: LedgerInfo[];
  if (id !== undefined) {
    const one = quickLedger(ctx, id);
    if (!one.ok) return one;
    ledgers = [one.value];
  } else {
    ledgers = visibleQuickLedgers(ctx).slice(-MAX_FILES);
    if (ledgers.length === 0) return fail('export/no-quick-rolls');
  }
  const open = ledgers.filter((l) => l.publishedSecret === undefined);
  const lines = [`📦 ${ledgers.length === 1 ? 'Quick-roll ledger' : 'Quick-roll ledgers'} ${ledgers.map((l) => `#${l.id}`).join(', ')}.`];
  if (open.length > 0) {
    lines.push(
      `Not yet published, so without their secret: ${open.map((l) => `#${l.id}`).join(', ')}. ` +
        '`/verify` publishes the channel\'s, `/verify mine:true` your sealed one; export again afterwards to check them with the verifier in Sitrep\'s docs/fair-dice.md.',
    );
  }
  return ok({ text: lines.join('\n'), files: ledgers.map((l) => ledgerFile(ctx, l)) });
}
