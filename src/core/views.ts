import { isGm, sideOf, type Actor, type Campaign, type CampaignStatus } from './campaign.js';
import { botSideOf, closedSide, type BotSideRuleset, type Closed } from './joining.js';
import type { RolledPart } from './dice/roll-spec.js';
import type { Audience, LedgerEntry, LedgerInfo } from './ledger.js';
import type { LogData, LogEvent } from './log.js';
import { deepFreeze } from './deep-freeze.js';
import { describeDomain, type Confidence, type HouseRuleParam, type HouseRuleValue } from './house-rules.js';

declare const projectedBrand: unique symbol;

/**
 * Data cut down to what one viewer may know. Formatters, the renderer, logs and autocomplete take
 * only `Projected` values; the brand makes the compiler refuse raw state.
 */
export type Projected<T> = T & { readonly [projectedBrand]: true };

const project = <T>(x: T): Projected<T> => x as Projected<T>;

/** Who is looking: the channel at large, or one person (a player, or the GM who sees everything). */
export type Viewer =
  | { readonly kind: 'public' }
  | { readonly kind: 'member'; readonly userId: string; readonly side?: string; readonly gm: boolean };

export const PUBLIC: Viewer = { kind: 'public' };

/**
 * A ruleset's view function, remembered per game and viewer. Only a frozen game is remembered: every
 * game the store hands out or has saved is frozen (`deep-freeze.ts`), so it can never change under its
 * view. A command looks at the same game many times (the post, the acting side, what each other side
 * may have learnt, the buttons), and the next command starts from the game this one saved.
 */
export function rememberedViews<S, V>(view: (state: S, viewer: Viewer) => Projected<V>): (state: S, viewer: Viewer) => Projected<V> {
  const memo = new WeakMap<object, Map<string, Projected<V>>>();
  return (state, viewer) => {
    if (typeof state !== 'object' || state === null || !Object.isFrozen(state)) return view(state, viewer);
    const key = viewer.kind === 'public' ? '' : `${viewer.userId}\u0000${viewer.side ?? ''}\u0000${viewer.gm}`;
    let byViewer = memo.get(state);
    if (byViewer === undefined) memo.set(state, (byViewer = new Map()));
    let v = byViewer.get(key);
    // Frozen as well: every reader shares it, so one that changed it would change it for the rest.
    if (v === undefined) byViewer.set(key, (v = deepFreeze(view(state, viewer))));
    return v;
  };
}

export function viewerOf(campaign: Campaign | undefined, actor: Actor): Viewer {
  if (!campaign) return { kind: 'member', userId: actor.id, gm: false };
  const side = sideOf(campaign, actor.id);
  return { kind: 'member', userId: actor.id, gm: isGm(campaign, actor.id), ...(side ? { side: side.name } : {}) };
}

/** Once a ledger's secret is published, every roll in it is public. */
export function canSee(audience: Audience, viewer: Viewer, published: boolean): boolean {
  if (published || audience.kind === 'public') return true;
  if (viewer.kind === 'public') return false;
  return viewer.gm || audience.to.includes(viewer.userId);
}

export interface RollViewData {
  readonly n: number;
  readonly at: string;
  readonly actor: string;
  readonly command: string;
  /** Rolled hidden (to the GM or the roller only), whether or not this viewer may see it. */
  readonly hidden: boolean;
  /** False when the viewer may know only that the roll was made. */
  readonly visible: boolean;
  readonly reason?: string;
  readonly parts?: readonly RolledPart[];
}
export type RollView = Projected<RollViewData>;

export function viewRoll(entry: LedgerEntry, viewer: Viewer, published: boolean): RollView {
  const base = { n: entry.n, at: entry.at, actor: entry.actor.name, command: entry.command, hidden: entry.audience.kind === 'hidden' };
  if (!canSee(entry.audience, viewer, published)) return project({ ...base, visible: false });
  return project({
    ...base,
    visible: true,
    parts: entry.parts,
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
  });
}

export interface HouseRuleView {
  readonly key: string;
  readonly description: string;
  readonly value: HouseRuleValue;
  readonly default: HouseRuleValue;
  readonly changed: boolean;
  readonly domain: string;
  readonly confidence: Confidence;
  readonly source: string;
}

export interface LedgerViewData {
  readonly id: string;
  readonly kind: LedgerInfo['kind'];
  readonly commitment: string;
  readonly createdAt: string;
  readonly rolls: number;
  readonly secret?: string;
  readonly publishedAt?: string;
}

export interface CampaignViewData {
  readonly id: string;
  readonly name: string;
  readonly ruleset: string;
  readonly rulesetName: string;
  readonly gm: string;
  /** Each side, its players, and why no player may join it, if none may (the bot plays it, or the GM keeps it). */
  readonly sides: readonly { readonly name: string; readonly players: readonly string[]; readonly closed?: Closed }[];
  /** The game is under way: joining a side needs the GM's approval. */
  readonly underWay: boolean;
  /** Requests to join that wait for the GM: hers alone to see. */
  readonly requests?: readonly { readonly player: string; readonly side: string }[];
  readonly houseRules: readonly HouseRuleView[];
  readonly status: CampaignStatus;
  readonly createdAt: string;
  readonly endedAt?: string;
  /**
   * The stored version, which every change bumps, secret ones included: only the GM sees it, and
   * everyone once the campaign has ended, so a player cannot count the enemy's secret moves.
   */
  readonly version?: number;
  readonly ledger: LedgerViewData;
  /** The viewer's own place in the campaign, and the side they asked the GM for, if their request waits. */
  readonly you?: { readonly gm: boolean; readonly side?: string; readonly asked?: string };
}
export type CampaignView = Projected<CampaignViewData>;

export function viewLedger(ledger: LedgerInfo): Projected<LedgerViewData> {
  return project({
    id: ledger.id,
    kind: ledger.kind,
    commitment: ledger.commitment,
    createdAt: ledger.createdAt,
    rolls: ledger.rolls,
    ...(ledger.publishedSecret === undefined ? {} : { secret: ledger.publishedSecret }),
    ...(ledger.publishedAt === undefined ? {} : { publishedAt: ledger.publishedAt }),
  });
}

/** The campaign as `viewer` may know it (DESIGN.md, Hidden information). */
export function viewFor(
  campaign: Campaign,
  ledger: LedgerInfo,
  viewer: Viewer,
  ruleset: { readonly name: string; readonly houseRules: readonly HouseRuleParam[] } & BotSideRuleset,
): CampaignView {
  const botSide = botSideOf(ruleset, campaign);
  const gm = viewer.kind === 'member' && viewer.gm;
  const asked = viewer.kind === 'member' ? campaign.requests?.find((r) => r.player.id === viewer.userId)?.side : undefined;
  return project({
    id: campaign.id,
    name: campaign.name,
    ruleset: campaign.ruleset,
    rulesetName: ruleset.name,
    gm: campaign.gm.name,
    sides: campaign.sides.map((s) => {
      const closed = closedSide(campaign, s.name, botSide);
      return { name: s.name, players: s.players.map((p) => p.name), ...(closed ? { closed } : {}) };
    }),
    underWay: campaign.startedAt !== undefined,
    ...(gm && campaign.requests?.length ? { requests: campaign.requests.map((r) => ({ player: r.player.name, side: r.side })) } : {}),
    houseRules: ruleset.houseRules.map((p) => {
      const value = campaign.houseRules[p.key] ?? p.default;
      return {
        key: p.key,
        description: p.description,
        value,
        default: p.default,
        changed: value !== p.default,
        domain: describeDomain(p),
        confidence: p.confidence,
        source: p.source,
      };
    }),
    status: campaign.status,
    createdAt: campaign.createdAt,
    ...(campaign.endedAt === undefined ? {} : { endedAt: campaign.endedAt }),
    ...(campaign.status === 'ended' || (viewer.kind === 'member' && viewer.gm) ? { version: campaign.version } : {}),
    ledger: viewLedger(ledger),
    ...(viewer.kind === 'member'
      ? { you: { gm: viewer.gm, ...(viewer.side === undefined ? {} : { side: viewer.side }), ...(asked === undefined ? {} : { asked }) } }
      : {}),
  });
}

export interface LogEventViewData {
  /** The entry's place in this viewer's log (1, 2, 3 …), so events left out leave no gap. */
  readonly seq: number;
  readonly at: string;
  readonly actor: string;
  readonly data: LogData;
  /** For a roll event, the roll as this viewer may see it. */
  readonly roll?: RollView;
}
export type LogEventView = Projected<LogEventViewData>;

/**
 * The campaign log as `viewer` may read it; events they may not know of are left out and the rest
 * numbered anew, so neither a gap nor a count betrays them.
 */
/** The events `viewer` may see, in order: every roll (a hidden one's existence is public), the rest by audience. */
export function visibleEvents(
  events: readonly LogEvent[],
  rolls: ReadonlyMap<number, LedgerEntry>,
  viewer: Viewer,
  published: boolean,
): LogEvent[] {
  // A hidden roll's existence is public (gaps in numbering must be explainable); its dice are not.
  return events.filter((e) => (e.data.kind === 'roll' ? rolls.has(e.data.n) : canSee(e.audience, viewer, published)));
}

export function viewLog(
  events: readonly LogEvent[],
  rolls: ReadonlyMap<number, LedgerEntry>,
  viewer: Viewer,
  published: boolean,
): LogEventView[] {
  return visibleEvents(events, rolls, viewer, published).map((e, i) => {
    const roll = e.data.kind === 'roll' ? rolls.get(e.data.n) : undefined;
    return project({ seq: i + 1, at: e.at, actor: e.actor.name, data: e.data, ...(roll ? { roll: viewRoll(roll, viewer, published) } : {}) });
  });
}
