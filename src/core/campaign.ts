import { fail, ok, type RuleResult } from './result.js';
import type { Scenario } from './board/scenario.js';
import type { NotifyChoice, Pace } from './pace.js';
import {
  findParam,
  parseHouseRuleValue,
  type HouseRuleError,
  type HouseRuleOverrides,
  type HouseRuleParam,
  type HouseRuleValue,
} from './house-rules.js';

/** A person at the table: a Discord user, or a name on the local table. */
export interface Actor {
  readonly id: string;
  readonly name: string;
}

export interface Side {
  readonly name: string;
  readonly players: readonly Actor[];
}

/** Someone's request to join a side once the game is under way, waiting for the GM's answer. */
export interface JoinRequest {
  readonly player: Actor;
  readonly side: string;
  readonly at: string;
}

export type CampaignStatus = 'active' | 'ended';

/**
 * What the web page keeps of a campaign: the key its links are signed with when the bot has no
 * WEB_SECRET (made at the first link, 32 bytes as hex), how many times each person revoked their links
 * (a link carries the count it was made at), and whether the GM published the full replay once the
 * campaign ended.
 */
export interface CampaignWeb {
  readonly key?: string;
  readonly revoked?: Readonly<Record<string, number>>;
  readonly replay?: 'published';
  /** How many days a link made from now on lasts, as the GM set it; the host's default (WEB_LINK_DAYS) otherwise. */
  readonly days?: number;
}

/** A campaign's own state. Its id is also the id of its dice ledger. */
export interface Campaign {
  readonly id: string;
  readonly channelId: string;
  readonly name: string;
  /** The id of its ruleset (`src/rulesets/registry.ts`). */
  readonly ruleset: string;
  readonly gm: Actor;
  readonly sides: readonly Side[];
  readonly houseRules: HouseRuleOverrides;
  /** The ruleset's own game state (stands, initiative, …), saved and versioned with the campaign. */
  readonly game?: unknown;
  /** The scenario the campaign is played on (board and terrain), when one is loaded. */
  readonly board?: Scenario;
  /** The GM's pace for play by post: deadlines, reminders, quiet hours (none: the bot only pings when the turn passes). */
  readonly pace?: Pace;
  /** Each player's choice of how to hear it is their turn, by user id (none given: a mention in the channel). */
  readonly notify?: Readonly<Record<string, NotifyChoice>>;
  /** The GM's choice: each side's secrets go to a private thread of the channel for that side, not by DM. */
  readonly sideThreads?: boolean;
  /** The private thread made for each side, by side name (Discord's thread id). */
  readonly threads?: Readonly<Record<string, string>>;
  /** Its web page's links (`/board web`, docs/web.md). */
  readonly web?: CampaignWeb;
  /**
   * When the channel was first told of an order of play (not of set-up): from then on a player joins a
   * side only with the GM's approval, since a side may hold secrets a newcomer should not read unasked.
   */
  readonly startedAt?: string;
  /** Sides the GM keeps for herself: no player may join them. */
  readonly gmOnly?: readonly string[];
  /** Requests to join a side that wait for the GM, oldest first. */
  readonly requests?: readonly JoinRequest[];
  /** Players who left a side or were removed from one (user ids): they join a side again only with the GM's approval. */
  readonly left?: readonly string[];
  readonly status: CampaignStatus;
  readonly createdAt: string;
  readonly endedAt?: string;
  /** Bumped on every save; a save against a stale version is refused. */
  readonly version: number;
}

export const CAMPAIGN_LIMITS = { nameLength: 80, sideNameLength: 32, minSides: 2, maxSides: 8 } as const;

export type CampaignError =
  | 'campaign/bad-name'
  | 'campaign/unknown-mode'
  | 'campaign/too-few-sides'
  | 'campaign/too-many-sides'
  | 'campaign/bad-side-name'
  | 'campaign/duplicate-side'
  | 'campaign/unknown-side'
  | 'campaign/already-joined'
  | 'campaign/gm-cannot-join'
  | 'campaign/ended'
  | JoinError;

/** Refusals of joining, leaving and the GM's answers to requests (`src/core/joining.ts`). */
export type JoinError =
  | 'campaign/side-bot'
  | 'campaign/side-gm-only'
  | 'campaign/already-asked'
  | 'campaign/no-request'
  | 'campaign/same-name'
  | 'campaign/no-such-player'
  | 'campaign/not-playing'
  | 'campaign/bot-side'
  | 'campaign/side-has-players'
  | 'campaign/already-playing';

// Discord markdown and mentions in names would let a name ping or reformat the channel.
const UNSAFE_NAME = /[\n\r`*_~|<>@#\\]/;

function cleanName(raw: string, max: number): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > max || UNSAFE_NAME.test(name)) return undefined;
  return name;
}

/** Validates the campaign name and the comma-separated side names of `/campaign new`. */
export function validateNewCampaign(
  name: string,
  sidesText: string,
): RuleResult<{ name: string; sides: string[] }, CampaignError> {
  const cleanCampaign = cleanName(name, CAMPAIGN_LIMITS.nameLength);
  if (!cleanCampaign) return fail('campaign/bad-name', { max: CAMPAIGN_LIMITS.nameLength });
  const parts = sidesText.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  if (parts.length < CAMPAIGN_LIMITS.minSides) return fail('campaign/too-few-sides', { min: CAMPAIGN_LIMITS.minSides });
  if (parts.length > CAMPAIGN_LIMITS.maxSides) return fail('campaign/too-many-sides', { max: CAMPAIGN_LIMITS.maxSides });
  const sides: string[] = [];
  for (const p of parts) {
    const s = cleanName(p, CAMPAIGN_LIMITS.sideNameLength);
    if (!s) return fail('campaign/bad-side-name', { max: CAMPAIGN_LIMITS.sideNameLength });
    if (sides.some((x) => x.toLowerCase() === s.toLowerCase())) return fail('campaign/duplicate-side', { side: s });
    sides.push(s);
  }
  return ok({ name: cleanCampaign, sides });
}

export function findSide(c: Campaign, name: string): Side | undefined {
  const wanted = name.trim().toLowerCase();
  return c.sides.find((s) => s.name.toLowerCase() === wanted);
}

/** The side an actor plays, if any. */
export function sideOf(c: Campaign, actorId: string): Side | undefined {
  return c.sides.find((s) => s.players.some((p) => p.id === actorId));
}

/** The players of a side, by its name (any case). */
export function playersOf(c: Campaign, side: string): Actor[] {
  return [...(c.sides.find((s) => s.name.toLowerCase() === side.toLowerCase())?.players ?? [])];
}

export function isGm(c: Campaign, actorId: string): boolean {
  return c.gm.id === actorId;
}

/** The GM changes one house-rule parameter of the campaign's ruleset, `params` (DESIGN.md, House rules). */
export function setHouseRule(
  c: Campaign,
  params: readonly HouseRuleParam[],
  key: string,
  raw: string,
): RuleResult<{ campaign: Campaign; key: string; value: HouseRuleValue }, HouseRuleError | CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  const param = findParam(params, key);
  if (!param) return fail('rules/unknown-parameter', { key: key.trim(), ruleset: c.ruleset });
  const value = parseHouseRuleValue(param, raw);
  if (!value.ok) return value;
  const houseRules: Record<string, HouseRuleValue> = { ...c.houseRules };
  // Setting a value back to the default is a reset: only changed values show as house rules.
  if (value.value === param.default) delete houseRules[param.key];
  else houseRules[param.key] = value.value;
  return ok({ campaign: { ...c, houseRules }, key: param.key, value: value.value });
}

/** Resets one parameter, or all of them when no key is given. */
export function resetHouseRule(
  c: Campaign,
  params: readonly HouseRuleParam[],
  key: string | undefined,
): RuleResult<{ campaign: Campaign; key: string | undefined }, HouseRuleError | CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  if (key === undefined) return ok({ campaign: { ...c, houseRules: {} }, key: undefined });
  const param = findParam(params, key);
  if (!param) return fail('rules/unknown-parameter', { key: key.trim(), ruleset: c.ruleset });
  const houseRules: Record<string, HouseRuleValue> = { ...c.houseRules };
  delete houseRules[param.key];
  return ok({ campaign: { ...c, houseRules }, key: param.key });
}

export function endCampaign(c: Campaign, at: string): RuleResult<Campaign, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  return ok({ ...c, status: 'ended', endedAt: at });
}
