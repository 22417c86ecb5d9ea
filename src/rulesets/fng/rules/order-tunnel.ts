import { distance, type Point } from '../../../core/board/geometry.js';
import { choiceRule } from '../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { FngEvent } from './events.js';
import type { OrderArgs, Ordered } from './order.js';
import { keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from './state.js';
import { mayAct } from './turn.js';
import {
  enterTunnel,
  HALF_EAL_ROUNDING_READINGS,
  minimumTimeDown,
  stayingDown,
  tunnelEncounter,
  tunnelEncounterCheck,
  tunnelSuccess,
  tunnelSurvival,
  ENTER_COST_INCHES,
  type HalfEalRounding,
  type StayingDown,
  type SurvivalRoll,
  type TunnelAttribute,
  type TunnelEncounter,
  type TunnelFigure,
  type TunnelHazard,
  type TunnelSuccess,
  type TunnelWeapon,
} from './tunnels.js';
import { WEAPONS, type WeaponId } from './weapons.js';
import type { TunnelParty, TunnelTurn } from './underground.js';

/**
 * Tunnels in play (FNG 2nd Tour p.65–67, seed L1517–L1566). A party that goes down leaves the table
 * (its figures lose their place, so the firefight does not see them) and is kept in `FngGame.underground`
 * with its entrance, its time down and what befell each figure. Each later turn its player rolls its
 * turn below: the encounter check against the enemy's Activation die, the encounter and Tunnel
 * Survival, then Staying Down; when it comes up its figures stand at the entrance again and it rolls
 * on Tunnel Success. What happens below is told only to the player who gave the order (and the GM):
 * the table hears gunfire or an explosion when a figure is lost, and sees who comes up.
 */

export type TunnelOrderError =
  | 'fng/no-mission'
  | 'fng/too-far-from-entrance'
  | 'fng/already-moved'
  | 'fng/not-underground'
  | 'fng/underground'
  | 'fng/tunnel-turn-taken'
  | 'fng/tunnel-party-lost'
  | 'fng/not-your-party'
  | 'fng/not-started';

/** How close to the entrance a figure must be: its 8" move less the 4" entering costs (L1523). */
export const TUNNEL_REACH_INCHES = 8 - ENTER_COST_INCHES;
/** Entrances within this many inches are one entrance. */
const SAME_ENTRANCE_INCHES = 1;

/** The party holding a figure (by key), if it is below. */
export function partyOf(g: FngGame, key: string): TunnelParty | undefined {
  return g.underground?.parties.find((p) => p.figures.includes(key));
}

/** Whether the EAL is sealed from the players (`fng.hidden-eal` when the mission started). */
export const ealSealed = (g: FngGame): boolean => (g.sealed ?? []).some((s) => s.kind === 'mission');

const TUNNEL_ATTRIBUTES: readonly TunnelAttribute[] = ['clumsy', 'coward', 'hard-as-nails', 'looter', 'lucky', 'quick-reflexes', 'slight', 'stealthy', 'tough', 'trap-finder', 'tunnel-rat', 'unlucky'];

function tunnelFigure(f: TableFigure, injured: boolean): TunnelFigure {
  return {
    id: keyOf(f),
    rep: Math.max(1, f.rep - (injured ? 1 : 0)),
    attributes: TUNNEL_ATTRIBUTES.filter((t) => (f.attributes as readonly string[]).includes(t)),
  };
}

/** What a figure fights with below (L1540): a pistol if it carries one, else its firearm, else none. */
export function tunnelWeapon(f: TableFigure): TunnelWeapon {
  const cls = (w: WeaponId | undefined) => (w === undefined ? undefined : WEAPONS[w]?.class);
  if (cls(f.sidearm) === 'pistol' || cls(f.weapon) === 'pistol') return 'pistol';
  return f.weapon !== undefined || f.sidearm !== undefined ? 'other-firearm' : 'no-firearm';
}

/** One of the asker's figures that is below, and its party. */
function ownParty(a: OrderArgs, ref: string): RuleResult<{ readonly figure: TableFigure; readonly party: TunnelParty }> {
  const f = ownFigure(a.game, a.side, ref);
  if (!f.ok) return f;
  const party = partyOf(a.game, keyOf(f.value));
  return party ? ok({ figure: f.value, party }) : fail('fng/not-underground', { figure: f.value.id });
}

/**
 * Entering the tunnel (L1523–L1531): figures of the acting side within 4" of the entrance that have not
 * moved, at most two by one entrance a turn, never a Coward, go down together as one party; Minimum
 * Time Down is rolled for them (1d6 less the EAL above 3, −1 Slight or Trap Finder, at least 1).
 */
export function enterTunnelOrder(a: OrderArgs, input: { readonly figures: readonly string[]; readonly at: Point; readonly by?: string }): RuleResult<Ordered> {
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  const figs: TableFigure[] = [];
  for (const ref of input.figures) {
    const f = ownFigure(a.game, a.side, ref);
    if (!f.ok) return f;
    const may = mayAct(a.game, f.value, { moving: true });
    if (!may.ok) return may;
    if (f.value.moved || f.value.busy || f.value.fired) return fail('fng/already-moved', { figure: f.value.id });
    if (distance(f.value.at!, input.at) > TUNNEL_REACH_INCHES) return fail('fng/too-far-from-entrance', { figure: f.value.id, reach: TUNNEL_REACH_INCHES });
    figs.push(f.value);
  }
  const parties = a.game.underground?.parties ?? [];
  const already = parties.filter((p) => p.enteredTurn === a.game.turn && distance(p.entrance, input.at) <= SAME_ENTRANCE_INCHES).reduce((n, p) => n + p.figures.length, 0);
  const tf = figs.map((f) => tunnelFigure(f, false));
  const entered = enterTunnel({ entrance: `${input.at.x},${input.at.y}`, figures: tf, alreadyEnteredThisTurn: already });
  if (!entered.ok) return entered;
  const min = minimumTimeDown(a.roller, { eal: mission.eal, group: tf });
  if (!min.ok) return min;
  const next = a.game.underground?.next ?? 1;
  const party: TunnelParty = {
    id: `T${next}`,
    ...(input.by === undefined ? {} : { by: input.by }),
    entrance: input.at,
    figures: figs.map(keyOf),
    enteredTurn: a.game.turn,
    turnsDown: 0,
    lastTurn: a.game.turn,
    minimum: min.value.turns,
    injured: [],
    lost: [],
  };
  let g: FngGame = { ...a.game, underground: { parties: [...parties, party], next: next + 1 } };
  for (const f of figs) {
    g = updateFigure(g, keyOf(f), (x) => {
      const { at: _at, fastMoving: _f, ...rest } = x;
      return { ...rest, moved: true, fired: true, busy: true };
    });
  }
  const sealed = ealSealed(a.game);
  return ok({ game: g, events: [{ kind: 'tunnel-enter', party: party.id, entrance: input.at, figures: party.figures, minimum: min.value.turns, score: min.value.score, sealed, part: min.value.part }] });
}

/**
 * A party's turn below (L1533, L1541–L1549, L1552–L1557, L1566), once a turn from the turn after it went
 * down: 1d6 against the enemy's Activation die, at least it an encounter (Tunnel Encounter with the
 * party's worst modifier, then Tunnel Survival for each figure not lost); then Staying Down, 1d6
 * against the turns spent below, less and it comes up. Coming up after the minimum time down, it
 * rolls Tunnel Success once, and once more per turn beyond.
 */
export function tunnelTurnOrder(a: OrderArgs, input: { readonly figure: string; readonly by?: string }): RuleResult<Ordered> {
  const found = ownParty(a, input.figure);
  if (!found.ok) return found;
  const { party } = found.value;
  if (input.by !== undefined && party.by !== undefined && party.by !== input.by) return fail('fng/not-your-party', { figure: found.value.figure.id });
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  if (a.game.dice === undefined || a.game.turn === 0) return fail('fng/not-started');
  if (party.lastTurn >= a.game.turn) return fail('fng/tunnel-turn-taken', { figure: found.value.figure.id });
  const lostKeys = () => party.lost.map((l) => l.figure);
  const active = party.figures.filter((k) => !lostKeys().includes(k));
  if (active.length === 0) return fail('fng/tunnel-party-lost', { figure: found.value.figure.id });
  const sealed = ealSealed(a.game);
  const fig = (k: string) => a.game.figures.find((f) => keyOf(f) === k)!;
  const turnsDown = party.turnsDown + 1;
  const check = tunnelEncounterCheck(a.roller, { enemyActivationDie: a.game.dice?.cf ?? 1 });
  let injured = [...party.injured];
  let lost = [...party.lost];
  let encounter: TunnelEncounter | undefined;
  let survival: readonly SurvivalRoll[] | undefined;
  let heard: TunnelTurn['heard'];
  if (check.encounter) {
    const group = active.map((k) => tunnelFigure(fig(k), injured.includes(k)));
    const e = tunnelEncounter(a.roller, group);
    if (!e.ok) return e;
    encounter = e.value;
    const s = tunnelSurvival(a.roller, {
      group: active.map((k) => ({ figure: tunnelFigure(fig(k), injured.includes(k)), weapon: tunnelWeapon(fig(k)) })),
      eal: mission.eal,
      hazard: e.value.hazard,
      encounterModifier: e.value.survival,
    });
    if (!s.ok) return s;
    survival = s.value;
    for (const r of s.value) {
      if (r.outcome === 'injured' && !injured.includes(r.figure)) injured = [...injured, r.figure];
      if (r.outcome === 'lost') lost = [...lost, { figure: r.figure, hazard: e.value.hazard }];
    }
    if (s.value.some((r) => r.outcome === 'lost')) heard = e.value.hazard === 'enemy' ? 'gunfire' : 'explosion';
  }
  const stillActive = party.figures.filter((k) => !lost.some((l) => l.figure === k));
  const base = { party: party.id, entrance: party.entrance, turnsDown, check: { ...check, die: a.game.dice?.cf ?? 1 }, ...(encounter ? { encounter } : {}), ...(survival ? { survival } : {}), ...(heard ? { heard } : {}), sealed };
  const others = (a.game.underground?.parties ?? []).filter((p) => p.id !== party.id);
  const keep = (p: TunnelParty): FngGame => ({ ...a.game, underground: { parties: [...others, p], next: a.game.underground?.next ?? 1 } });
  if (stillActive.length === 0) {
    const g = keep({ ...party, turnsDown, lastTurn: a.game.turn, injured, lost });
    return ok({ game: g, events: [{ kind: 'tunnel-turn', turn: { ...base, allLost: true } }] });
  }
  let stay: StayingDown | undefined;
  let up = party.looterTurn === true;
  let looterTurn = false;
  if (!up) {
    const s = stayingDown(a.roller, { turnsInside: turnsDown, group: stillActive.map((k) => tunnelFigure(fig(k), false)) });
    if (!s.ok) return s;
    stay = s.value;
    if (s.value.looterExtraTurn) looterTurn = true;
    else up = s.value.outcome === 'emerge';
  }
  if (!up) {
    const g = keep({ ...party, turnsDown, lastTurn: a.game.turn, injured, lost, ...(looterTurn ? { looterTurn } : {}) });
    return ok({ game: g, events: [{ kind: 'tunnel-turn', turn: { ...base, ...(stay ? { stay } : {}) } }] });
  }
  const success = tunnelSuccess(a.roller, { turnsDown, minimumTurns: party.minimum, eal: mission.eal, halfEal: choiceRule(a.rules, 'fng.tunnel.half-eal', HALF_EAL_ROUNDING_READINGS) as HalfEalRounding });
  if (!success.ok) return success;
  let g: FngGame = { ...a.game, underground: { parties: others, next: a.game.underground?.next ?? 1 } };
  const missing = lost.map((l) => l.figure);
  for (const k of party.figures) {
    g = updateFigure(g, k, (x) =>
      missing.includes(k) ? { ...x, status: 'missing' as const } : { ...x, at: party.entrance, ...(injured.includes(k) ? { status: 'out-of-fight' as const } : {}) },
    );
  }
  const emerged = { up: stillActive, injured: injured.filter((k) => stillActive.includes(k)), missing, success: success.value, minimum: party.minimum };
  return ok({ game: g, events: [{ kind: 'tunnel-turn', turn: { ...base, ...(stay ? { stay } : {}), emerged } }] });
}
