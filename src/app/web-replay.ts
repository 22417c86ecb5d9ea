import type { BoardRenderView } from '../core/board/view.js';
import type { Campaign } from '../core/campaign.js';
import type { RulesetRegistry } from '../core/ruleset.js';
import { PUBLIC, viewerOf, viewLog, visibleEvents, type LogEventView, type Viewer } from '../core/views.js';
import { boardFor } from './board-access.js';
import type { CampaignStore } from './ports.js';

/**
 * Where the web page's replay comes from (docs/web.md, Replay). The page asks a source how many
 * moments one onlooker may step through and what moment k showed them, as they could know it then:
 * never later knowledge, never another's view. This is the shape issue 38's `CampaignMoments` (moves
 * kept as data, replayed from the actions and the ledger) gives; until it is wired in, `LogReplay`
 * reads the campaign's log alone, which has every moment's log entries but none of its boards
 * except the last one's, which is now.
 */
export type Onlooker = { readonly kind: 'public' } | { readonly kind: 'user'; readonly id: string };

/** One moment for one onlooker: only projected data. */
export interface PastMoment {
  /** Its place among this onlooker's moments, from 1, of `of`. */
  readonly index: number;
  readonly of: number;
  readonly at: string;
  /** The board as the onlooker could see it then, when the source knows it. */
  readonly board?: BoardRenderView;
  /** The log entries this moment added since the onlooker's moment before, as they could read them then. */
  readonly log: readonly LogEventView[];
}

export interface ReplaySource {
  count(campaignId: string, who: Onlooker): number;
  momentFor(campaignId: string, index: number, who: Onlooker): PastMoment | undefined;
}

/**
 * Who looks back through a link: its owner — or, once the GM has published the full replay of the
 * ended campaign, the GM, so that everyone steps through it with every secret in its place.
 */
export function onlookerOf(c: Campaign, user: string, viewer: Viewer): Onlooker {
  if (c.status === 'ended' && c.web?.replay === 'published') return { kind: 'user', id: c.gm.id };
  return viewer.kind === 'public' ? { kind: 'public' } : { kind: 'user', id: user };
}

/**
 * The interim source: an onlooker's moments are the log entries they could read while the game ran,
 * each with the log as they could read it then (hidden rolls hidden, until the entry that ended the
 * campaign and published its ledger); the board at the last moment only, drawn now. Membership is
 * read from the campaign as it is now (issue 38's source reads it as it was at each moment).
 */
export class LogReplay implements ReplaySource {
  private readonly kept = new Map<string, { readonly mark: string; readonly read: ReturnType<LogReplay['read']> }>();

  constructor(
    private readonly store: CampaignStore,
    private readonly rulesets: RulesetRegistry,
  ) {}

  count(campaignId: string, who: Onlooker): number {
    const r = this.reading(campaignId);
    return r ? r.seen(who).length : 0;
  }

  momentFor(campaignId: string, index: number, who: Onlooker): PastMoment | undefined {
    const r = this.reading(campaignId);
    if (!r) return undefined;
    const seen = r.seen(who);
    if (!Number.isSafeInteger(index) || index < 1 || index > seen.length) return undefined;
    const event = seen[index - 1]!;
    const viewer = r.viewer(who);
    const ended = event.data.kind === 'campaign-ended' && r.published;
    const upTo = r.events.filter((e) => e.seq <= event.seq);
    const before = index === 1 ? 0 : seen[index - 2]!.seq;
    // Numbered among the entries the onlooker could read at this moment; only those the moment added.
    const readable = visibleEvents(upTo, r.rolls, viewer, ended);
    const log = viewLog(upTo, r.rolls, viewer, ended).filter((_, j) => readable[j]!.seq > before);
    const ruleset = this.rulesets.get(r.campaign.ruleset);
    const drawn = index === seen.length && ruleset ? boardFor(r.campaign, viewer, ruleset) : undefined;
    return { index, of: seen.length, at: event.at, log, ...(drawn?.ok ? { board: drawn.value } : {}) };
  }

  /** The campaign's log and rolls, read once per change of the campaign. */
  private reading(campaignId: string) {
    const found = this.store.transaction((tx) => {
      const mark = tx.changeMark(campaignId);
      if (mark === undefined) return undefined;
      const kept = this.kept.get(campaignId);
      if (kept?.mark === mark) return kept;
      const read = this.read(tx.campaign(campaignId)!, tx);
      return { mark, read };
    });
    if (!found) return undefined;
    this.kept.delete(campaignId);
    this.kept.set(campaignId, found);
    if (this.kept.size > 16) this.kept.delete(this.kept.keys().next().value!);
    return found.read;
  }

  private read(campaign: Campaign, tx: Parameters<Parameters<CampaignStore['transaction']>[0]>[0]) {
    const ledger = tx.ledger(campaign.id);
    if (!ledger) throw new Error(`campaign ${campaign.id} has no ledger`);
    const events = tx.events(campaign.id);
    const rolls = new Map(tx.rolls(ledger.id).map((e) => [e.n, e]));
    const viewer = (who: Onlooker): Viewer => (who.kind === 'public' ? PUBLIC : viewerOf(campaign, { id: who.id, name: '' }));
    const seen = new Map<string, ReturnType<typeof visibleEvents>>();
    return {
      campaign,
      events,
      rolls,
      published: ledger.publishedSecret !== undefined,
      viewer,
      /** The events `who` could read while the game ran: their moments. */
      seen: (who: Onlooker) => {
        const key = who.kind === 'public' ? '' : who.id;
        let s = seen.get(key);
        if (!s) seen.set(key, (s = visibleEvents(events, rolls, viewer(who), false)));
        return s;
      },
    };
  }
}
