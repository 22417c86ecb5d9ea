import { formatPosition, type BoardRenderView, type UnitMark } from '../core/board/view.js';
import type { Campaign, CampaignStatus } from '../core/campaign.js';
import type { LedgerEntry } from '../core/ledger.js';
import type { LogEvent } from '../core/log.js';
import type { Ruleset } from '../core/ruleset.js';
import { sameName } from '../core/same-name.js';
import { viewLog, type Projected, type Viewer } from '../core/views.js';
import { audienceName, boardFor } from './board-access.js';
import { guideLines } from './campaign-access.js';
import { formatLogEvent } from './format.js';
import type { StoreTx } from './ports.js';
import type { CampaignMoments, Onlooker } from './moments.js';

/**
 * What the web page shows one viewer (docs/web.md), built field by field from that viewer's
 * projections only — `viewFor` through the board kit, the log as `viewLog` gives it, the guide from
 * the viewer's own view — never from the campaign's state cut down. Every byte the page's server
 * sends of a campaign is made from one of these or from a replay moment (`ReplayMoment`).
 */
export interface PageData {
  readonly campaign: { readonly id: string; readonly name: string; readonly ruleset: string; readonly status: CampaignStatus };
  /** "GM view", "US's view", "Public view". */
  readonly audience: string;
  readonly you: { readonly gm: boolean; readonly side?: string };
  /** "Now: …" and what this viewer may do next, as `/campaign status` says it. */
  readonly guide: readonly string[];
  /** The board as this viewer may see it; none before a scenario is loaded. */
  readonly board?: BoardRenderView;
  /** The units this viewer may see, their own side's first. */
  readonly units: readonly UnitGroup[];
  /** The log as this viewer may read it (`/campaign log`), oldest first. */
  readonly log: readonly LogLine[];
}

export type PageView = Projected<PageData>;

export interface LogLine {
  /** Its place in this viewer's log (1, 2, 3 …). */
  readonly n: number;
  readonly text: string;
}

export interface UnitGroup {
  readonly side: string;
  readonly own: boolean;
  readonly units: readonly UnitLine[];
}

export interface UnitLine {
  readonly id: string;
  readonly label: string;
  /** Where it is, as a player types it; none for a unit with no place on the map. */
  readonly at?: string;
  /** Its status markers, in the legend's words. */
  readonly status: readonly string[];
}

/** A moment of the replay: the log, and the board when it is known, as one viewer saw them then. */
export interface ReplayMomentData {
  /** Its number, from 1, of `of`. */
  readonly k: number;
  readonly of: number;
  readonly at: string;
  readonly log: readonly LogLine[];
  readonly board?: BoardRenderView;
}

export type ReplayMoment = Projected<ReplayMomentData>;

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/** What one page build reads of a campaign, in one transaction: the campaign, its log and its rolls. */
export interface CampaignLog {
  readonly campaign: Campaign;
  readonly events: readonly LogEvent[];
  readonly rolls: ReadonlyMap<number, LedgerEntry>;
  /** The ledger's secret is published (the campaign ended): every roll and event is everyone's. */
  readonly published: boolean;
}

export function campaignLog(tx: StoreTx, c: Campaign): CampaignLog {
  const ledger = tx.ledger(c.id);
  if (!ledger) throw new Error(`campaign ${c.id} has no ledger`);
  return { campaign: c, events: tx.events(c.id), rolls: new Map(tx.rolls(ledger.id).map((e) => [e.n, e])), published: ledger.publishedSecret !== undefined };
}

function unitLine(u: UnitMark, board: BoardRenderView): UnitLine {
  return {
    id: u.id,
    label: u.label,
    at: formatPosition(u.position),
    status: [...u.markers.map((m) => board.styles.badges[m]?.words ?? m), ...(u.greyed ? ['hidden from the enemy'] : [])],
  };
}

/** The units a viewer may see, by side, theirs first: from their board when there is one, else from their view's unit list. */
function unitGroups(c: Campaign, viewer: Viewer, ruleset: Ruleset, board: BoardRenderView | undefined): UnitGroup[] {
  const mine = viewer.kind === 'member' ? viewer.side : undefined;
  const seen: readonly { readonly side: string; readonly line: UnitLine }[] = board
    ? board.units.map((u) => ({ side: u.side, line: unitLine(u, board) }))
    : c.game === undefined
      ? []
      : ruleset.units(ruleset.viewFor(ruleset.gameOf(c.game), viewer)).map((u) => ({ side: u.side, line: { id: u.id, label: '', status: [] } }));
  // The campaign's sides in order, the viewer's first, then any other a unit belongs to (civilians).
  const sides = [...c.sides.map((s) => s.name)].sort((a, b) => Number(mine !== undefined && sameName(b, mine)) - Number(mine !== undefined && sameName(a, mine)));
  for (const u of seen) if (!sides.some((s) => sameName(s, u.side))) sides.push(u.side);
  return sides
    .map((side) => ({ side, own: mine !== undefined && sameName(side, mine), units: seen.filter((u) => sameName(u.side, side)).map((u) => u.line) }))
    .filter((g) => g.units.length > 0);
}

/** The log as `viewer` may read it, each entry in the words `/campaign log` uses. */
function logLines(r: CampaignLog, viewer: Viewer): LogLine[] {
  return viewLog(r.events, r.rolls, viewer, r.published).map((e) => ({ n: e.seq, text: formatLogEvent(e) }));
}

/**
 * The page as `viewer` may see it now. Its replay is asked apart (`replayOf`): counting the moments
 * replays the campaign, which a live update of every open page should not wait for.
 */
export function pageFor(r: CampaignLog, viewer: Viewer, ruleset: Ruleset): PageView {
  const c = r.campaign;
  const drawn = boardFor(c, viewer, ruleset);
  const board = drawn.ok ? drawn.value : undefined;
  return project({
    campaign: { id: c.id, name: c.name, ruleset: ruleset.name, status: c.status },
    audience: audienceName(viewer),
    you: viewer.kind === 'member' ? { gm: viewer.gm, ...(viewer.side === undefined ? {} : { side: viewer.side }) } : { gm: false },
    guide: guideLines(c, viewer, ruleset),
    ...(board ? { board } : {}),
    units: unitGroups(c, viewer, ruleset, board),
    log: logLines(r, viewer),
  });
}

/** Where the page's replay comes from: the campaign's moments (issue 38's replay of its actions), per onlooker. */
export type ReplaySource = Pick<CampaignMoments, 'count' | 'momentFor' | 'logThrough'>;

/**
 * Who looks back through a link: its owner as they stand now (a side they left, or the GM's place they
 * lost, shows nothing of it, `Onlooker.holds`) — or, once the GM has published the full replay of the
 * ended campaign, the GM, so that everyone steps through it with every secret in its place.
 */
export function onlookerOf(c: Campaign, user: string, viewer: Viewer): Onlooker {
  if (c.status === 'ended' && c.web?.replay === 'published') return { kind: 'user', id: c.gm.id };
  if (viewer.kind === 'public') return { kind: 'public' };
  return { kind: 'user', id: user, holds: { gm: viewer.gm, ...(viewer.side === undefined ? {} : { side: viewer.side }) } };
}

/** A viewer's replay: how many moments they may step through, and whether it is the full one the GM published. */
export interface ReplayRangeData {
  readonly of: number;
  readonly full: boolean;
}

export type ReplayRange = Projected<ReplayRangeData>;

export function replayOf(source: ReplaySource, c: Campaign, who: Onlooker): ReplayRange {
  return project({ of: source.count(c.id, who), full: c.status === 'ended' && c.web?.replay === 'published' });
}

/**
 * Moment `k` of the replay as one onlooker saw it then: the log up to it (every moment's entries until
 * then, as they could read them at each) and the board as they could see it then.
 */
export function pastMoment(source: ReplaySource, campaignId: string, who: Onlooker, k: number): ReplayMoment | undefined {
  const at = source.momentFor(campaignId, k, who);
  const through = at && source.logThrough(campaignId, k, who);
  if (!at || !through) return undefined;
  const log = through.map((e) => ({ n: e.seq, text: formatLogEvent(e) }));
  return project({ k, of: at.of, at: at.at, log, ...(at.board ? { board: at.board } : {}) });
}
