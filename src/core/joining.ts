import { fail, ok, type RuleResult } from './result.js';
import { findSide, isGm, sideOf, type Actor, type Campaign, type CampaignError, type JoinRequest, type Side } from './campaign.js';
import { sameName } from './same-name.js';

/*
 * Who plays which side (README, Who sees what). Before the game's first order of play anyone may take
 * any open side; from then on, and for anyone who has left a side, joining is a request the GM answers,
 * since a side may already hold secrets. A side the bot plays, or one the GM keeps, is never open. The
 * GM sees every secret and so plays no side. Every answer here reads only what the whole table knows
 * (the sides, their players, whether the game is under way, the requests of the asker), never the game.
 */

/** Why no player may join a side: the bot plays it, or the GM keeps it for herself. */
export type Closed = 'bot' | 'gm';

/** What `botSideOf` asks of a ruleset: its phase table's bot side, and its typed game. */
export interface BotSideRuleset {
  readonly gameOf?: (game: unknown) => unknown;
  readonly phases?: { botSide?(sides: readonly string[], state?: unknown): string | undefined };
}

/** The side the campaign's bot plays (`PhaseTable.botSide`), if any: no player may join it. */
export function botSideOf(ruleset: BotSideRuleset, c: Pick<Campaign, 'sides' | 'game'>): string | undefined {
  const state = c.game === undefined || !ruleset.gameOf ? undefined : ruleset.gameOf(c.game);
  return ruleset.phases?.botSide?.(c.sides.map((s) => s.name), state);
}

/** Whether `side` is closed to players, and why; `botSide` is the side the campaign's bot plays, if any. */
export function closedSide(c: Campaign, side: string, botSide: string | undefined): Closed | undefined {
  if (botSide !== undefined && sameName(side, botSide)) return 'bot';
  return (c.gmOnly ?? []).some((s) => sameName(s, side)) ? 'gm' : undefined;
}

/** The sides a player may ask to join, for refusals and autocomplete. */
export function openSides(c: Campaign, botSide: string | undefined): string[] {
  return c.sides.filter((s) => closedSide(c, s.name, botSide) === undefined).map((s) => s.name);
}

/** Whether joining needs the GM for `actorId` now: the game is under way, or they have left a side before. */
export function joinNeedsGm(c: Campaign, actorId: string): boolean {
  return c.startedAt !== undefined || (c.left ?? []).includes(actorId);
}

const withPlayer = (c: Campaign, side: Side, actor: Actor): Campaign => ({
  ...c,
  sides: c.sides.map((s) => (s === side ? { ...s, players: [...s.players, actor] } : s)),
  ...dropRequestOf(c, actor.id),
});

// A campaign with no request of this person is left as it was, so a plain join changes only its sides.
const dropRequestOf = (c: Campaign, actorId: string): Partial<Pick<Campaign, 'requests'>> =>
  c.requests?.some((r) => r.player.id === actorId) ? { requests: c.requests.filter((r) => r.player.id !== actorId) } : {};

/** A side someone may take: it exists and is open to players. */
function openSide(c: Campaign, sideName: string, botSide: string | undefined): RuleResult<Side, CampaignError> {
  const side = findSide(c, sideName);
  const open = openSides(c, botSide).join(', ') || 'none';
  if (!side) return fail('campaign/unknown-side', { sides: c.sides.map((s) => s.name).join(', ') });
  const closed = closedSide(c, side.name, botSide);
  if (closed === 'bot') return fail('campaign/side-bot', { side: side.name, open });
  if (closed === 'gm') return fail('campaign/side-gm-only', { side: side.name, open });
  return ok(side);
}

/**
 * `/campaign join`: the actor takes the side at once, or, once the game is under way (or after leaving
 * a side), asks the GM for it. A player keeps one side: changing sides carries one side's secrets to the other.
 */
export function joinOrAsk(
  c: Campaign,
  actor: Actor,
  sideName: string,
  at: string,
  botSide: string | undefined,
): RuleResult<{ readonly campaign: Campaign; readonly side: string; readonly asked: boolean }, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  if (isGm(c, actor.id)) return fail('campaign/gm-cannot-join');
  const current = sideOf(c, actor.id);
  if (current) return fail('campaign/already-joined', { side: current.name });
  const side = openSide(c, sideName, botSide);
  if (!side.ok) return side;
  const waiting = (c.requests ?? []).find((r) => r.player.id === actor.id);
  if (waiting) return fail('campaign/already-asked', { side: waiting.side });
  if (!joinNeedsGm(c, actor.id)) return ok({ campaign: withPlayer(c, side.value, actor), side: side.value.name, asked: false });
  const request: JoinRequest = { player: actor, side: side.value.name, at };
  return ok({ campaign: { ...c, requests: [...(c.requests ?? []), request] }, side: side.value.name, asked: true });
}

/**
 * One person the GM names among `people`: by user id (what a button or autocomplete carries), else by
 * name in any case. Two of the same name are refused rather than guessed between.
 */
function named<T>(people: readonly T[], actorOf: (x: T) => Actor, who: string): RuleResult<T, CampaignError> {
  const wanted = who.trim();
  const byId = people.find((x) => actorOf(x).id === wanted);
  if (byId) return ok(byId);
  const byName = people.filter((x) => sameName(actorOf(x).name, wanted));
  if (byName.length > 1) return fail('campaign/same-name', { player: wanted });
  return byName[0] === undefined ? fail('campaign/no-such-player', { player: wanted }) : ok(byName[0]);
}

/** The request `who` made that waits for the GM. */
function requestOf(c: Campaign, who: string): RuleResult<JoinRequest, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  const r = named(c.requests ?? [], (x) => x.player, who);
  return r.ok || r.code === 'campaign/same-name' ? r : fail('campaign/no-request', { player: who.trim() });
}

/** The GM approves a request: its asker takes the side, unless it has closed since. */
export function approveRequest(
  c: Campaign,
  who: string,
  botSide: string | undefined,
): RuleResult<{ readonly campaign: Campaign; readonly request: JoinRequest }, CampaignError> {
  const request = requestOf(c, who);
  if (!request.ok) return request;
  const side = openSide(c, request.value.side, botSide);
  if (!side.ok) return side;
  return ok({ campaign: withPlayer(c, side.value, request.value.player), request: request.value });
}

/** The GM refuses a request: it goes, and its asker plays no side. */
export function refuseRequest(c: Campaign, who: string): RuleResult<{ readonly campaign: Campaign; readonly request: JoinRequest }, CampaignError> {
  const request = requestOf(c, who);
  if (!request.ok) return request;
  return ok({ campaign: { ...c, ...dropRequestOf(c, request.value.player.id) }, request: request.value });
}

/** The GM seats a player on an open side herself, whether or not they asked (a request of theirs goes). */
export function addPlayer(
  c: Campaign,
  actor: Actor,
  sideName: string,
  botSide: string | undefined,
): RuleResult<{ readonly campaign: Campaign; readonly side: string }, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  if (isGm(c, actor.id)) return fail('campaign/gm-cannot-join');
  const current = sideOf(c, actor.id);
  if (current) return fail('campaign/already-playing', { player: actor.name, side: current.name });
  const side = openSide(c, sideName, botSide);
  if (!side.ok) return side;
  return ok({ campaign: withPlayer(c, side.value, actor), side: side.value.name });
}

/** A player goes from their side; they join one again only with the GM's approval. */
function unseat(c: Campaign, side: Side, actor: Actor): Campaign {
  return {
    ...c,
    sides: c.sides.map((s) => (s === side ? { ...s, players: s.players.filter((p) => p.id !== actor.id) } : s)),
    left: [...new Set([...(c.left ?? []), actor.id])],
  };
}

/** The GM takes a player off their side. */
export function removePlayer(c: Campaign, who: string): RuleResult<{ readonly campaign: Campaign; readonly side: string; readonly player: Actor }, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  const seats = c.sides.flatMap((side) => side.players.map((player) => ({ side, player })));
  const seat = named(seats, (x) => x.player, who);
  if (!seat.ok) return seat;
  const { side, player } = seat.value;
  return ok({ campaign: unseat(c, side, player), side: side.name, player });
}

/** A player leaves their side, or takes back a request that waits. */
export function leaveSide(c: Campaign, actor: Actor): RuleResult<{ readonly campaign: Campaign; readonly side: string; readonly withdrawn: boolean }, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  const side = sideOf(c, actor.id);
  if (side) return ok({ campaign: unseat(c, side, actor), side: side.name, withdrawn: false });
  const waiting = (c.requests ?? []).find((r) => r.player.id === actor.id);
  if (waiting) return ok({ campaign: { ...c, ...dropRequestOf(c, actor.id) }, side: waiting.side, withdrawn: true });
  return fail('campaign/not-playing');
}

/** The GM keeps a side for herself (no player may join it), or opens it again. The bot's side stays the bot's. */
export function setGmOnly(
  c: Campaign,
  sideName: string,
  on: boolean,
  botSide: string | undefined,
): RuleResult<{ readonly campaign: Campaign; readonly side: string }, CampaignError> {
  if (c.status !== 'active') return fail('campaign/ended');
  const side = findSide(c, sideName);
  if (!side) return fail('campaign/unknown-side', { sides: c.sides.map((s) => s.name).join(', ') });
  if (botSide !== undefined && sameName(side.name, botSide)) return fail('campaign/bot-side', { side: side.name });
  if (on && side.players.length > 0) return fail('campaign/side-has-players', { side: side.name, players: side.players.map((p) => p.name).join(', ') });
  const others = (c.gmOnly ?? []).filter((s) => !sameName(s, side.name));
  const gmOnly = on ? [...others, side.name] : others;
  // Requests for a side now closed are answered by its closing: they go.
  const requests = on ? (c.requests ?? []).filter((r) => !sameName(r.side, side.name)) : c.requests;
  return ok({ campaign: { ...c, gmOnly, ...(requests === undefined ? {} : { requests }) }, side: side.name });
}

/** The game's first order of play the channel was told of: joining needs the GM from now on. */
export function markStarted(c: Campaign, at: string): Campaign {
  return c.startedAt === undefined ? { ...c, startedAt: at } : c;
}
