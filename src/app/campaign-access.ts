import type { Campaign } from '../core/campaign.js';
import type { LedgerEntry, LedgerInfo } from '../core/ledger.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { Ruleset } from '../core/ruleset.js';
import type { LogEvent } from '../core/log.js';
import type { Viewer } from '../core/views.js';
import { rulesetOf, type CommandContext } from './command.js';
import type { PreconditionError } from './preconditions.js';
import { botSideOf as botSideOfRuleset } from '../core/joining.js';

/** The option by which status, log and export reach an earlier campaign of the channel. */
export const EARLIER_CAMPAIGN = {
  type: 'integer',
  description: 'An earlier campaign of this channel, by number',
  min: 1,
} as const;

/** A campaign's ledger, which exists from the moment the campaign does. */
export function ledgerOf(ctx: CommandContext, c: Campaign): LedgerInfo {
  const ledger = ctx.tx.ledger(c.id);
  if (!ledger) throw new Error(`campaign ${c.id} has no ledger`);
  return ledger;
}

/** What the log's readers read of a campaign: its events, the rolls by number, and whether the ledger's secret is published. */
export interface StoredLog {
  readonly events: readonly LogEvent[];
  readonly rolls: ReadonlyMap<number, LedgerEntry>;
  readonly published: boolean;
}

/** A campaign's log as it is stored, for `viewLog` and `visibleEvents` to project for the asker. */
export function storedLog(ctx: CommandContext, c: Campaign): StoredLog {
  const ledger = ledgerOf(ctx, c);
  return { events: ctx.tx.events(c.id), rolls: new Map(ctx.tx.rolls(ledger.id).map((e) => [e.n, e])), published: ledger.publishedSecret !== undefined };
}

/**
 * The campaign a read-only command is about: the one given by number (from this channel), else
 * the running one, else the channel's most recent, so its log and export stay reachable after it ends.
 */
export function campaignToRead(ctx: CommandContext, id: number | undefined): RuleResult<Campaign, PreconditionError> {
  if (id !== undefined) {
    const c = ctx.tx.campaign(String(id));
    return c && c.channelId === ctx.channelId ? ok(c) : fail('campaign/none');
  }
  const c = ctx.campaign ?? ctx.tx.campaignsIn(ctx.channelId)[0];
  return c ? ok(c) : fail('campaign/none');
}

/**
 * "Now: …" and what the viewer may do next, from their own view of the game: only while it runs, and
 * only for a ruleset with a guide (none otherwise).
 */
export function guideLines(c: Campaign, viewer: Viewer, ruleset: Ruleset): string[] {
  if (c.status !== 'active' || c.game === undefined || !ruleset.guide) return [];
  const asker = viewer.kind === 'member' ? { ...(viewer.side === undefined ? {} : { side: viewer.side }), gm: viewer.gm } : { gm: false };
  const guide = ruleset.guide(ruleset.viewFor(ruleset.gameOf(c.game), viewer), asker);
  return [`**Now:** ${guide.now}`, ...guide.next.map((l) => `• ${l}`)];
}

/** The side the campaign's bot plays (`PhaseTable.botSide`), which no player may join. */
export function botSideOf(ctx: Pick<CommandContext, 'rulesets'>, c: Campaign): string | undefined {
  return botSideOfRuleset(rulesetOf(ctx, c), c);
}
