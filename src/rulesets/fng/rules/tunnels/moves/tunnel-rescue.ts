import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { keyOf, ownFigure, type FngGame } from '../../game/state.js';
import { RESCUE_HALF_KEY, RESCUE_HALF_READINGS } from '../../terrain/terrain-house-rules.js';
import { checkOrder } from '../../game/turn.js';
import { ealSealed, enteringFigures, figureByKey, goBelow, partyOf, readersOf, tunnelFigure, tunnelWeapon, underground, withParty } from './tunnel-play.js';
import { rescueTerms, tunnelSurvival } from '../tunnels.js';
import type { LostFigure, TunnelParty, TunnelTurn } from '../underground.js';

/**
 * Tunnel Rescues (FNG 2nd Tour p.67, seed L1547, L1553–L1556). A figure lost below must be rescued by
 * another, or counts missing in action. A figure of his party still on its feet may try on the party's
 * next turn (that turn goes to the rescue: no encounter check, no Staying Down); up to two from the
 * surface go down his party's entrance as a party of their own and first spend half his turns below
 * finding him (house rule `fng.tunnel.rescue-half`), rolling nothing meanwhile. Having reached him, the
 * rescuers roll Tunnel Survival against the hazard that downed him at +1; if any comes through, they
 * come up with him on their next turn, he taking Combat Damage then (rules/tunnels/moves/order-tunnel.ts). A
 * rescuer lost in turn is lost as the first was, and must be rescued himself.
 */

export type TunnelRescueError = 'fng/not-lost' | 'fng/not-with-lost';

/** The party holding a lost figure, and his record. */
function lostHolder(g: FngGame, key: string): { readonly party: TunnelParty; readonly lost: LostFigure } | undefined {
  for (const p of underground(g).parties) {
    const l = p.lost.find((x) => x.figure === key);
    if (l) return { party: p, lost: l };
  }
  return undefined;
}

export interface RescueAttempt {
  readonly game: FngGame;
  readonly rescue: NonNullable<TunnelTurn['rescue']>;
  /** Rescuers lost, injured; the figure brought along (empty unless reached). */
  readonly lost: readonly LostFigure[];
  readonly injured: readonly string[];
  readonly rescued: readonly LostFigure[];
  readonly reached: boolean;
  readonly heard?: 'gunfire' | 'explosion';
}

/**
 * A rescue party's turn below (L1554–L1556): searching until it has spent the turns it needs, then the
 * rescuers' Survival. Nothing to find (he was brought up already) and it comes up next turn.
 */
export function rescueAttempt(a: OrderArgs, g: FngGame, party: TunnelParty, input: { readonly rescuers: readonly string[]; readonly turnsDown: number }): RuleResult<RescueAttempt> {
  const r = party.rescue!;
  if (input.turnsDown < r.search) {
    return ok({ game: g, rescue: { figure: r.figure, rescuers: input.rescuers, searching: { done: input.turnsDown, of: r.search } }, lost: [], injured: [], rescued: [], reached: false });
  }
  return rescueRoll(a, g, party, input.rescuers, r.figure);
}

/** The rescuers' Tunnel Survival against the lost figure's hazard at +1 (L1556); reached, he leaves his party's lost. */
function rescueRoll(a: OrderArgs, g0: FngGame, party: TunnelParty, rescuers: readonly string[], target: string): RuleResult<RescueAttempt> {
  const holder = lostHolder(g0, target);
  if (!holder) return ok({ game: g0, rescue: { figure: target, rescuers, gone: true }, lost: [], injured: [], rescued: [], reached: true });
  const eal = a.game.mission?.eal ?? 0;
  const fig = (k: string) => figureByKey(g0, k);
  const s = tunnelSurvival(a.roller, {
    group: rescuers.map((k) => ({ figure: tunnelFigure(fig(k), party.injured.includes(k)), weapon: tunnelWeapon(fig(k)) })),
    eal,
    hazard: holder.lost.hazard,
    encounterModifier: holder.lost.survival ?? 0,
    rescuing: true,
  });
  if (!s.ok) return s;
  const lost = s.value.filter((x) => x.outcome === 'lost').map((x) => ({ figure: x.figure, hazard: holder.lost.hazard, survival: holder.lost.survival ?? 0 }));
  const injured = s.value.filter((x) => x.outcome === 'injured' && !party.injured.includes(x.figure)).map((x) => x.figure);
  const reached = s.value.some((x) => x.outcome !== 'lost');
  let g = g0;
  if (reached && holder.party.id !== party.id) {
    const h = holder.party;
    g = withParty(g, h.id, { ...h, figures: h.figures.filter((k) => k !== target), lost: h.lost.filter((l) => l.figure !== target) });
  }
  return ok({
    game: g,
    rescue: { figure: target, rescuers, hazard: holder.lost.hazard, survival: s.value, reached },
    lost,
    injured,
    rescued: reached ? [holder.lost] : [],
    reached,
    ...(lost.length ? { heard: holder.lost.hazard === 'enemy' ? ('gunfire' as const) : ('explosion' as const) } : {}),
  });
}

/**
 * `/fng-mission tunnel figures:… rescue:<lost figure>`: from below, the rescuers of his own party try now,
 * as that party's turn; from the surface, they go down his party's entrance to find him (L1553–L1554).
 */
export function tunnelRescueOrder(a: OrderArgs, input: { readonly rescuers: readonly string[]; readonly figure: string; readonly by?: string }): RuleResult<Ordered> {
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  const v = ownFigure(a.game, a.side, input.figure);
  if (!v.ok) return v;
  const target = keyOf(v.value);
  const holder = lostHolder(a.game, target);
  // Until he is missing for all to see (his party up without him), that he is lost is his party's player's secret.
  const known = holder !== undefined && (v.value.status === 'missing' || input.by === undefined || holder.party.by === undefined || holder.party.by === input.by);
  if (!holder || !known) return fail('fng/not-lost', { figure: v.value.id });
  const keys: string[] = [];
  for (const ref of input.rescuers) {
    const r = ownFigure(a.game, a.side, ref);
    if (!r.ok) return r;
    keys.push(keyOf(r.value));
  }
  const sealed = ealSealed(a.game);
  const below = keys.filter((k) => partyOf(a.game, k) !== undefined);
  if (below.length === 0) return fromSurface(a, { ...input, target, holder: holder.party, hazard: holder.lost.hazard, sealed });
  const p = holder.party;
  const first = figureByKey(a.game, keys[0]!);
  const able = (k: string) => p.figures.includes(k) && !p.lost.some((l) => l.figure === k) && !(p.rescued ?? []).some((r) => r.figure === k);
  if (!keys.every(able)) return fail('fng/not-with-lost', { figure: first.id, lost: v.value.id });
  if (input.by !== undefined && p.by !== undefined && p.by !== input.by) return fail('fng/not-your-party', { figure: first.id });
  if (a.game.dice === undefined || a.game.turn === 0) return fail('fng/not-started');
  if (p.lastTurn >= a.game.turn) return fail('fng/tunnel-turn-taken', { figure: first.id });
  const r = rescueRoll(a, a.game, p, keys, target);
  if (!r.ok) return r;
  const lost = [...p.lost.filter((l) => !(r.value.reached && l.figure === target)), ...r.value.lost];
  const after: TunnelParty = {
    ...p,
    turnsDown: p.turnsDown + 1,
    lastTurn: a.game.turn,
    injured: [...p.injured, ...r.value.injured],
    lost,
    rescued: [...(p.rescued ?? []), ...r.value.rescued],
    ...(r.value.reached ? { surfacing: true } : {}),
  };
  const allLost = p.figures.every((k) => lost.some((l) => l.figure === k) || after.rescued!.some((x) => x.figure === k));
  const turn: TunnelTurn = { party: p.id, entrance: p.entrance, turnsDown: after.turnsDown, to: readersOf(p, input.by), rescue: r.value.rescue, ...(r.value.heard ? { heard: r.value.heard } : {}), ...(allLost ? { allLost } : {}), sealed };
  return ok({ game: withParty(r.value.game, p.id, after), events: [{ kind: 'tunnel-turn', turn }] });
}

/** Rescuers from the surface go down the lost figure's entrance as a party of their own (L1554). */
function fromSurface(
  a: OrderArgs,
  input: { readonly rescuers: readonly string[]; readonly target: string; readonly holder: TunnelParty; readonly hazard: LostFigure['hazard']; readonly by?: string; readonly sealed: boolean },
): RuleResult<Ordered> {
  const acting = checkOrder(a.game, a.side, 'act');
  if (!acting.ok) return acting;
  const going = enteringFigures(a, input.rescuers, input.holder.entrance);
  if (!going.ok) return going;
  const down = Math.max(1, a.game.turn - input.holder.enteredTurn);
  const search = rescueTerms({ hazard: input.hazard, rescuerInside: false, lostFigureTurnsDown: down, rounding: choiceRule(a.rules, RESCUE_HALF_KEY, RESCUE_HALF_READINGS) }).searchTurns;
  const u = underground(a.game);
  const party: TunnelParty = {
    id: `T${u.next}`,
    ...(input.by === undefined ? {} : { by: input.by }),
    entrance: input.holder.entrance,
    figures: going.value.group.map((f) => f.id),
    enteredTurn: a.game.turn,
    turnsDown: 0,
    lastTurn: a.game.turn,
    minimum: 0,
    injured: [],
    lost: [],
    rescue: { figure: input.target, search },
  };
  const g = goBelow({ ...a.game, underground: { ...u, parties: [...u.parties, party], next: u.next + 1 } }, going.value.figures);
  const to = readersOf(party, input.by);
  return ok({ game: g, events: [{ kind: 'tunnel-enter', party: party.id, entrance: party.entrance, figures: party.figures, minimum: 0, sealed: input.sealed, to, rescue: { figure: input.target, search, down } }] });
}
