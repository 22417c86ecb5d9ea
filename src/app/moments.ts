import type { Campaign } from '../core/campaign.js';
import type { BoardRenderView } from '../core/board/view.js';
import type { LedgerEntry, LedgerInfo } from '../core/ledger.js';
import type { RulesetRegistry } from '../core/ruleset.js';
import { sameName } from '../core/same-name.js';
import { PUBLIC, viewerOf, viewFor, viewLog, visibleEvents, type CampaignView, type LogEventView, type Projected, type Viewer } from '../core/views.js';
import { boardFor } from './board-access.js';
import type { CampaignStore } from './ports.js';
import { checkReplay, readRecord, replay, type CampaignRecord, type Replayed, type ReplayDeps, type ReplayOptions } from './replay.js';

/**
 * Who looks back at a campaign: the public, or a person by user id, whose place in it (a side's player,
 * the GM, or nobody's) is read from the campaign as it was at each moment, not as it is now. With
 * `holds`, the place they hold now, a place they held then counts only if they still hold it: someone
 * who left a side or was removed from it (or a GM replaced) looks back at those moments as one who
 * held no place, so nothing of the side reaches them once they are gone (the web page's replay).
 */
export type Onlooker = { readonly kind: 'public' } | { readonly kind: 'user'; readonly id: string; readonly holds?: Seat };

/** A person's place in a campaign: the GM or not, and the side they play, if any. */
export interface Seat {
  readonly gm: boolean;
  readonly side?: string;
}

/**
 * The campaign after one step of its replay, projected for one onlooker as they could know it then
 * (`viewFor` with their side at that moment, the ledger as it stood, unpublished before the end): what
 * the web page's replay slider shows. Only projected data.
 */
export interface Moment {
  /** Its place among the moments this onlooker may step through, from 1, and how many there are. */
  readonly index: number;
  readonly of: number;
  /** When its step was made. */
  readonly at: string;
  readonly campaign: CampaignView;
  /** The game as the onlooker's view of it (the ruleset's projected view), when the campaign has one. */
  readonly game?: Projected<unknown>;
  /** The board as the onlooker could see it, when the campaign had one. */
  readonly board?: BoardRenderView;
  /** The log entries this moment added since the onlooker's moment before it, as they could read them then. */
  readonly log: readonly LogEventView[];
}

/** A replay with what each moment needs: the campaign after each step it rebuilt faithfully. */
interface Timeline {
  readonly record: CampaignRecord;
  readonly replayed: Replayed;
  /** How many steps were rebuilt as stored: moments are offered for these only. */
  readonly good: number;
}

function timelineOf(record: CampaignRecord, replayed: Replayed): Timeline {
  const verdict = checkReplay(record, replayed);
  const good = verdict.ok || verdict.index === undefined ? replayed.results.length : verdict.index;
  return { record, replayed, good };
}

/** The campaign, ledger and log length after step `i` of a timeline. */
function after(t: Timeline, i: number): { readonly campaign: Campaign; readonly rolls: number; readonly logTo: number } {
  const r = t.replayed.results[i]!;
  if (!r.ok) throw new Error(`step ${i} was not replayed`);
  return { campaign: r.campaign, rolls: r.rolls, logTo: r.step.logTo };
}

function viewerAt(c: Campaign, who: Onlooker): Viewer {
  if (who.kind === 'public') return PUBLIC;
  const then = viewerOf(c, { id: who.id, name: '' });
  if (then.kind !== 'member' || who.holds === undefined) return then;
  const side = then.side !== undefined && who.holds.side !== undefined && sameName(then.side, who.holds.side) ? then.side : undefined;
  return { kind: 'member', userId: who.id, gm: then.gm && who.holds.gm, ...(side === undefined ? {} : { side }) };
}

/** Names an onlooker for the kept moments: the same person holding another place looks back differently. */
function onlookerKey(who: Onlooker): string {
  if (who.kind === 'public') return '';
  return who.holds === undefined ? `u:${who.id}` : `u:${who.id}\u0000${who.holds.gm}\u0000${who.holds.side ?? ''}`;
}

function rollsUpTo(rolls: readonly LedgerEntry[], n: number): ReadonlyMap<number, LedgerEntry> {
  return new Map(rolls.slice(0, n).map((r) => [r.n, r]));
}

/**
 * The steps (by index) an onlooker may step through: those whose log entries they could read then, their
 * own, and for the GM every one. A step nobody told them of is no moment of theirs, so neither the count
 * nor the numbering of their moments gives away a secret move.
 */
function visibleSteps(t: Timeline, who: Onlooker): number[] {
  const out: number[] = [];
  // A campaign begun before actions were kept: its first moment carries the log until then.
  let logFrom = 0;
  for (let i = 0; i < t.good; i++) {
    const { campaign, rolls, logTo } = after(t, i);
    const step = t.replayed.steps[i]!;
    const viewer = viewerAt(campaign, who);
    const actor = step.kind === 'action' ? step.action.actor.id : step.entry.actor.id;
    const fresh = t.record.events.filter((e) => e.seq > logFrom && e.seq <= logTo);
    const told = visibleEvents(fresh, rollsUpTo(t.record.rolls, rolls), viewer, campaign.status === 'ended').length > 0;
    if (told || (viewer.kind === 'member' && (viewer.gm || viewer.userId === actor))) out.push(i);
    logFrom = Math.max(logFrom, logTo);
  }
  return out;
}

/** The ledger as it stood after a step: its rolls then, and its secret only if the campaign had ended by then. */
function ledgerThen(ledger: LedgerInfo, rolls: number, ended: boolean): LedgerInfo {
  const { publishedAt: _at, publishedSecret: _secret, ...sealed } = ledger;
  return { ...(ended ? ledger : sealed), rolls };
}

/** The log entries moment `k` (0-based) added since the onlooker's moment before it, as they could read them then. */
function momentLog(t: Timeline, steps: readonly number[], k: number, who: Onlooker): readonly LogEventView[] {
  const { campaign, rolls, logTo } = after(t, steps[k]!);
  const viewer = viewerAt(campaign, who);
  const ended = campaign.status === 'ended';
  const prevLogTo = k === 0 ? 0 : after(t, steps[k - 1]!).logTo;
  const events = t.record.events.filter((e) => e.seq <= logTo);
  const rollMap = rollsUpTo(t.record.rolls, rolls);
  const seen = visibleEvents(events, rollMap, viewer, ended);
  return viewLog(events, rollMap, viewer, ended).filter((_, j) => seen[j]!.seq > prevLogTo);
}

function momentOf(t: Timeline, steps: readonly number[], k: number, who: Onlooker, rulesets: RulesetRegistry, log: readonly LogEventView[]): Moment {
  const i = steps[k]!;
  const { campaign, rolls } = after(t, i);
  const ruleset = rulesets.get(campaign.ruleset);
  if (!ruleset) throw new Error(`no ruleset ${campaign.ruleset} is registered`);
  const viewer = viewerAt(campaign, who);
  const ended = campaign.status === 'ended';
  const step = t.replayed.steps[i]!;
  const board = campaign.board ? boardFor(campaign, viewer, ruleset) : undefined;
  return {
    index: k + 1,
    of: steps.length,
    at: step.kind === 'action' ? step.action.at : step.entry.at,
    campaign: viewFor(campaign, ledgerThen(t.record.ledger, rolls, ended), viewer, ruleset),
    ...(campaign.game === undefined ? {} : { game: ruleset.viewFor(ruleset.gameOf(campaign.game), viewer) }),
    ...(board?.ok ? { board: board.value } : {}),
    log,
  };
}

/**
 * A campaign's past for its web page (issue 39): each campaign's replay is made once and kept until
 * the campaign moves on (a new action or roll), and each onlooker's moments are read from it. Replays
 * need the ledger's secret, which the store holds: this runs on the server, before and after the end.
 */
/** One onlooker's moments of a kept replay: the steps they were told of, and each one's log once read. */
interface Seen {
  readonly steps: readonly number[];
  readonly logs: (readonly LogEventView[] | undefined)[];
}

export class CampaignMoments {
  private readonly kept = new Map<string, { readonly key: string; readonly timeline: Timeline; readonly seen: Map<string, Seen> }>();

  constructor(
    private readonly store: CampaignStore,
    private readonly deps: ReplayDeps,
    private readonly options: Pick<ReplayOptions, 'dice'> & { readonly keep?: number } = {},
  ) {}

  /** How many moments `who` may step through in the campaign (0 when it cannot be replayed). */
  count(campaignId: string, who: Onlooker): number {
    return this.seenBy(campaignId, who)?.seen.steps.length ?? 0;
  }

  /**
   * The campaign at `who`'s moment `index` (1 to `count`), as they could know it then; undefined for a
   * moment they do not have, or a campaign that cannot be replayed. Only projected data.
   */
  momentFor(campaignId: string, index: number, who: Onlooker): Moment | undefined {
    const found = this.seenBy(campaignId, who);
    if (!found || !Number.isInteger(index) || index < 1 || index > found.seen.steps.length) return undefined;
    return momentOf(found.timeline, found.seen.steps, index - 1, who, this.deps.rulesets, this.logOf(found, index - 1, who));
  }

  /**
   * The log as `who` read it through their moment `index`: every moment's entries up to it, each as they
   * could read it at its moment (a roll hidden then stays hidden though revealed later). Undefined as
   * `momentFor` is.
   */
  logThrough(campaignId: string, index: number, who: Onlooker): LogEventView[] | undefined {
    const found = this.seenBy(campaignId, who);
    if (!found || !Number.isInteger(index) || index < 1 || index > found.seen.steps.length) return undefined;
    const out: LogEventView[] = [];
    for (let k = 0; k < index; k++) out.push(...this.logOf(found, k, who));
    return out;
  }

  private logOf(found: { readonly timeline: Timeline; readonly seen: Seen }, k: number, who: Onlooker): readonly LogEventView[] {
    return (found.seen.logs[k] ??= momentLog(found.timeline, found.seen.steps, k, who));
  }

  private seenBy(campaignId: string, who: Onlooker): { readonly timeline: Timeline; readonly seen: Seen } | undefined {
    const entry = this.timeline(campaignId);
    if (!entry) return undefined;
    const key = onlookerKey(who);
    let seen = entry.seen.get(key);
    if (!seen) entry.seen.set(key, (seen = { steps: visibleSteps(entry.timeline, who), logs: [] }));
    return { timeline: entry.timeline, seen };
  }

  private timeline(campaignId: string) {
    // What moves a campaign on: an action, a roll, a save (its version). Reads that lock nothing.
    const head = this.store.read((tx) => {
      const c = tx.campaign(campaignId);
      return c && { key: `${c.version}:${tx.ledger(c.id)?.rolls ?? 0}`, c };
    });
    if (!head) return undefined;
    const kept = this.kept.get(campaignId);
    if (kept?.key === head.key) return kept;
    const record = this.store.read((tx) => readRecord(tx, campaignId));
    if (!record || record.actions.length === 0) return undefined;
    const entry = { key: head.key, timeline: timelineOf(record, replay(record, this.deps, this.options)), seen: new Map<string, Seen>() };
    this.kept.delete(campaignId);
    this.kept.set(campaignId, entry);
    if (this.kept.size > (this.options.keep ?? 16)) this.kept.delete(this.kept.keys().next().value!);
    return entry;
  }
}
