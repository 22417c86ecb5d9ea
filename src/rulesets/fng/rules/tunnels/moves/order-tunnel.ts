import type { Point } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure, type FngGame } from '../../game/state.js';
import { readyGrenade } from '../../firefight/grenades.js';
import { chargeReady, MAX_TIMER_TURNS, setCharge, timedFuse } from './tunnel-charges.js';
import { ealSealed, enteringFigures, figureByKey, goBelow, ownParty, readersOf, sameEntrance, tunnelFigure, tunnelWeapon, underground, withParty } from './tunnel-play.js';
import { rescueAttempt } from './tunnel-rescue.js';
import {
  HALF_EAL_ROUNDING_READINGS,
  SEALED_EXIT_READINGS,
  comesUpAt,
  type SealedExit,
  minimumTimeDown,
  rescueTerms,
  stayingDown,
  tunnelEncounter,
  tunnelEncounterCheck,
  tunnelSuccess,
  tunnelSurvival,
  type HalfEalRounding,
  type StayingDown,
  type SurvivalRoll,
  type TunnelEncounter,
  type TunnelSuccess,
} from '../tunnels.js';
import type { LostFigure, TunnelParty, TunnelTurn } from '../underground.js';
import { awardVp } from '../../missions/victory-points.js';
import { damage } from '../../game/chain-damage.js';

export { ealSealed, partyOf, TUNNEL_REACH_INCHES } from './tunnel-play.js';

/**
 * Tunnels in play (FNG 2nd Tour p.65–67, seed L1517–L1566). A party that goes down leaves the table
 * (its figures lose their place, so the firefight does not see them) and is kept in `FngGame.underground`
 * with its entrance, its time down and what befell each figure. Each later turn its player rolls its
 * turn below: the encounter check against the enemy's Activation die, the encounter and Tunnel
 * Survival, then Staying Down; when it comes up its figures stand at the entrance again and it rolls
 * on Tunnel Success, its VP kept for the mission (`FngGame.vp`). A lost figure stays below until
 * rescued (rules/tunnels/moves/tunnel-rescue.ts), missing in action meanwhile once his party is up; charges set below
 * seal or collapse the tunnel (rules/tunnels/moves/tunnel-charges.ts). What happens below is told only to the player
 * who sent the party down (and the GM): the table hears gunfire or an explosion when a figure is lost,
 * and sees who comes up.
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
  | 'fng/not-started'
  | 'fng/tunnel-sealed';

/**
 * Entering the tunnel (L1523–L1531): figures of the acting side within 4" of the entrance that have not
 * moved, at most two by one entrance a turn, never a Coward, go down together as one party; Minimum
 * Time Down is rolled for them (1d6 less the EAL above 3, −1 Slight or Trap Finder, at least 1).
 */
export function enterTunnelOrder(a: OrderArgs, input: { readonly figures: readonly string[]; readonly at: Point; readonly by?: string }): RuleResult<Ordered> {
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  const going = enteringFigures(a, input.figures, input.at);
  if (!going.ok) return going;
  const min = minimumTimeDown(a.roller, { eal: mission.eal, group: going.value.group });
  if (!min.ok) return min;
  const u = underground(a.game);
  const party: TunnelParty = {
    id: `T${u.next}`,
    ...(input.by === undefined ? {} : { by: input.by }),
    entrance: input.at,
    figures: going.value.figures.map((f) => tunnelFigure(f, false).id),
    enteredTurn: a.game.turn,
    turnsDown: 0,
    lastTurn: a.game.turn,
    minimum: min.value.turns,
    injured: [],
    lost: [],
  };
  const g = goBelow({ ...a.game, underground: { ...u, parties: [...u.parties, party], next: u.next + 1 } }, going.value.figures);
  const sealed = ealSealed(a.game);
  return ok({ game: g, events: [{ kind: 'tunnel-enter', party: party.id, entrance: input.at, figures: party.figures, minimum: min.value.turns, score: min.value.score, sealed, part: min.value.part, to: readersOf(party, input.by) }] });
}

/**
 * A party's turn below (L1533, L1541–L1549, L1552–L1557, L1566), once a turn from the turn after it went
 * down: 1d6 against the enemy's Activation die, at least it an encounter (Tunnel Encounter with the
 * party's worst modifier, then Tunnel Survival for each figure not lost); then Staying Down, 1d6
 * against the turns spent below, less and it comes up. Coming up after the minimum time down, it
 * rolls Tunnel Success once, and once more per turn beyond. A party that reached a lost figure comes
 * up without a die; one gone down to find him searches instead (rules/tunnels/moves/tunnel-rescue.ts). With `charge`
 * the figure named also sets a C-4 charge this turn, unless lost first (L1559); with `timer` (1–4 turns) it
 * is readied on the Ready the Grenade Table and goes off by itself at a turn's end (L784, tunnel-charges.ts).
 * What timed charges did to the party since its last turn is told with this one; a party they left all
 * down is told so, and does nothing more.
 */
export function tunnelTurnOrder(a: OrderArgs, input: { readonly figure: string; readonly by?: string; readonly charge?: 'seal' | 'section'; readonly timer?: number }): RuleResult<Ordered> {
  const found = ownParty(a, input.figure);
  if (!found.ok) return found;
  const { party } = found.value;
  const rigger = found.value.figure;
  if (input.by !== undefined && party.by !== undefined && party.by !== input.by) return fail('fng/not-your-party', { figure: rigger.id });
  const mission = a.game.mission;
  if (!mission) return fail('fng/no-mission');
  if (a.game.dice === undefined || a.game.turn === 0) return fail('fng/not-started');
  if (party.lastTurn >= a.game.turn) return fail('fng/tunnel-turn-taken', { figure: rigger.id });
  const active = party.figures.filter((k) => !party.lost.some((l) => l.figure === k) && !(party.rescued ?? []).some((r) => r.figure === k));
  if (active.length === 0 && party.blasted) {
    // Timed charges downed the whole party at a turn's end: its player learns it now, and nothing else happens.
    const { blasted, ...rest } = party;
    const turn: TunnelTurn = { party: party.id, entrance: party.entrance, turnsDown: party.turnsDown, to: readersOf(party, input.by), blasted, allLost: true, sealed: ealSealed(a.game) };
    return ok({ game: withParty(a.game, party.id, { ...rest, lastTurn: a.game.turn }), events: [{ kind: 'tunnel-turn', turn }] });
  }
  if (active.length === 0) return fail('fng/tunnel-party-lost', { figure: rigger.id });
  if (input.timer !== undefined && input.charge === undefined) return fail('fng/timer-without-charge', { figure: rigger.id });
  if (input.timer !== undefined && !(Number.isInteger(input.timer) && input.timer >= 1 && input.timer <= MAX_TIMER_TURNS)) return fail('fng/bad-timer', { max: MAX_TIMER_TURNS });
  if (input.charge !== undefined) {
    const ready = chargeReady(a.game, rigger, active);
    if (!ready.ok) return ready;
  }
  const sealed = ealSealed(a.game);
  const turnsDown = party.turnsDown + 1;
  const to = readersOf(party, input.by);
  let g = a.game;
  let injured = [...party.injured];
  let lost: LostFigure[] = [...party.lost];
  let rescued: LostFigure[] = [...(party.rescued ?? [])];
  let surfacing = party.surfacing === true;
  let check: TunnelTurn['check'];
  let encounter: TunnelEncounter | undefined;
  let survival: readonly SurvivalRoll[] | undefined;
  let heard: TunnelTurn['heard'];
  let rescue: TunnelTurn['rescue'];
  if (party.rescue && !surfacing) {
    const r = rescueAttempt(a, g, party, { rescuers: active, turnsDown });
    if (!r.ok) return r;
    ({ game: g, rescue } = r.value);
    lost = [...lost, ...r.value.lost];
    injured = [...injured, ...r.value.injured];
    rescued = [...rescued, ...r.value.rescued];
    surfacing = r.value.reached;
    heard = r.value.heard;
  } else if (!surfacing) {
    const die = a.game.dice?.cf ?? 1;
    const c = tunnelEncounterCheck(a.roller, { enemyActivationDie: die });
    check = { ...c, die };
    if (c.encounter) {
      const fig = (k: string) => figureByKey(g, k);
      const e = tunnelEncounter(a.roller, active.map((k) => tunnelFigure(fig(k), injured.includes(k))));
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
        if (r.outcome === 'lost') lost = [...lost, { figure: r.figure, hazard: e.value.hazard, survival: e.value.survival }];
      }
      if (s.value.some((r) => r.outcome === 'lost')) heard = e.value.hazard === 'enemy' ? 'gunfire' : 'explosion';
    }
  }
  const stillActive = active.filter((k) => !lost.some((l) => l.figure === k));
  let charge: TunnelTurn['charge'];
  if (input.charge !== undefined) {
    const set = stillActive.includes(keyOf(rigger));
    let timer: NonNullable<TunnelTurn['charge']>['timer'];
    if (set && input.timer !== undefined) {
      const r = readyGrenade(a.roller, figureByKey(g, keyOf(rigger)).rep, 'ready the charge');
      if (!r.ok) return r;
      timer = { turns: input.timer, ready: r.value, fuse: timedFuse(a.game.turn, input.timer, r.value.result) };
    }
    charge = { figure: keyOf(rigger), kind: input.charge, set, ...(timer ? { timer } : {}) };
    if (set) g = setCharge(g, rigger, party.entrance, input.charge, party.by ?? input.by, timer?.fuse);
  }
  const blasted = party.blasted;
  const base = { party: party.id, entrance: party.entrance, turnsDown, to, ...(blasted ? { blasted } : {}), ...(check ? { check } : {}), ...(encounter ? { encounter } : {}), ...(survival ? { survival } : {}), ...(heard ? { heard } : {}), ...(rescue ? { rescue } : {}), ...(charge ? { charge } : {}), sealed };
  const { blasted: _told, ...kept0 } = party;
  const after: TunnelParty = { ...kept0, figures: [...party.figures, ...rescued.map((r) => r.figure).filter((k) => !party.figures.includes(k))], turnsDown, lastTurn: a.game.turn, injured, lost, rescued, ...(surfacing ? { surfacing } : {}) };
  if (stillActive.length === 0) {
    return ok({ game: withParty(g, party.id, after), events: [{ kind: 'tunnel-turn', turn: { ...base, allLost: true } }] });
  }
  // A party gone down to rescue stays until it has him (L1554); one that has him comes up next turn (L1556).
  let stay: StayingDown | undefined;
  let up = party.looterTurn === true || party.surfacing === true;
  let looterTurn = false;
  if (!up && !party.rescue && !surfacing) {
    const s = stayingDown(a.roller, { turnsInside: turnsDown, group: stillActive.map((k) => tunnelFigure(figureByKey(g, k), false)) });
    if (!s.ok) return s;
    stay = s.value;
    if (s.value.looterExtraTurn) looterTurn = true;
    else up = s.value.outcome === 'emerge';
  }
  if (!up) {
    const kept = { ...after, ...(looterTurn ? { looterTurn } : {}) };
    return ok({ game: withParty(g, party.id, kept), events: [{ kind: 'tunnel-turn', turn: { ...base, ...(stay ? { stay } : {}) } }] });
  }
  // Its entrance sealed since it went down (L1559): by the house rule it stays below, to try again next turn.
  const sealedHere = (underground(g).sealedEntrances ?? []).some((e) => sameEntrance(e, party.entrance));
  if (!comesUpAt(sealedHere, choiceRule(a.rules, 'fng.tunnel.sealed-exit', SEALED_EXIT_READINGS) as SealedExit)) {
    return ok({ game: withParty(g, party.id, after), events: [{ kind: 'tunnel-turn', turn: { ...base, ...(stay ? { stay } : {}), sealedExit: true } }] });
  }
  let success: TunnelSuccess | undefined;
  if (!party.rescue) {
    const s = tunnelSuccess(a.roller, { turnsDown, minimumTurns: party.minimum, eal: mission.eal, halfEal: choiceRule(a.rules, 'fng.tunnel.half-eal', HALF_EAL_ROUNDING_READINGS) as HalfEalRounding });
    if (!s.ok) return s;
    success = s.value;
  }
  const events: FngEvent[] = [];
  g = comeUp(a, g, after, stillActive, events);
  if (success && success.vp > 0) g = awardVp(g, { turn: a.game.turn, source: 'tunnel-search', vp: success.vp, where: `${party.entrance.x},${party.entrance.y}` });
  const missing = lost.map((l) => l.figure);
  const emerged = { up: stillActive, injured: injured.filter((k) => stillActive.includes(k)), missing, rescued: rescued.map((r) => r.figure), ...(success ? { success } : {}), minimum: party.minimum };
  return ok({ game: g, events: [{ kind: 'tunnel-turn', turn: { ...base, ...(stay ? { stay } : {}), emerged } }, ...events] });
}

/**
 * A party comes up at its entrance (L1536, L1548, L1556): the injured Out of the Fight, those brought up
 * by a rescuer taking Combat Damage at Impact 4 (an enemy) or 3 (a booby trap); the lost stay below,
 * missing in action unless rescued, the party's remnant holding them.
 */
function comeUp(a: OrderArgs, g0: FngGame, party: TunnelParty, up: readonly string[], events: FngEvent[]): FngGame {
  let g = g0;
  const missing = party.lost.map((l) => l.figure);
  for (const k of up) g = updateFigure(g, k, (x) => ({ ...x, at: party.entrance, ...(party.injured.includes(k) ? { status: 'out-of-fight' as const } : {}) }));
  for (const k of missing) g = updateFigure(g, k, (x) => ({ ...x, status: 'missing' as const }));
  const env = chainEnv(a);
  for (const r of party.rescued ?? []) {
    g = updateFigure(g, r.figure, (x) => ({ ...x, at: party.entrance, status: 'carry-on' as const }));
    const f = figureByKey(g, r.figure);
    const impact = rescueTerms({ hazard: r.hazard, rescuerInside: true, lostFigureTurnsDown: 1 }).rescuedDamageImpact;
    g = damage(g, r.figure, 1, f, { impact, name: 'the tunnel' }, env, events, { impact }).game;
  }
  if (missing.length === 0) return withParty(g, party.id, undefined);
  const { surfacing: _s, rescued: _r, looterTurn: _l, rescue: _q, ...rest } = party;
  return withParty(g, party.id, { ...rest, figures: missing, injured: [] });
}
