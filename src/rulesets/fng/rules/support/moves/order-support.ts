import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { reactAfter } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { forceCommander, type GroupFigure } from '../../figures/groups.js';
import type { OrderArgs } from '../../game/order.js';
import type { CommanderRank, SupportLevel } from '../support.js';
import { supportOf } from './support-arrivals.js';
import { SUPPORT_TYPE, type SupportFor, type SupportRequest, type SupportState } from '../support-state.js';
import { keyOf, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import type { ChainEnv } from '../../game/chain-kit.js';
import { damage, fallDown } from '../../game/chain-damage.js';

/**
 * The Free World Forces' support in play (FNG 2nd Tour p.72–97): what its orders share — the mission's
 * Support Level and support, the on-table Force Commander and his rank (L1724, L1771), who carries a
 * radio (L1674), the request over the table an order may use under the Golden Rule (L1701–L1704), and
 * what explodes from above hitting every figure caught, friend and foe, through the chain's Combat
 * Damage, Man Down and Received Fire. The orders: order-call.ts (Making the Call and the request
 * tables), order-fire-mission.ts (Registered Target Points, mortar and artillery fire missions),
 * order-strike.ts (an aircraft's or gunship's attack pass); medevacs and helicopters land in
 * order-helicopter.ts.
 */

export type SupportOrderError =
  | 'fng/no-mission'
  | 'fng/support-fwf-only'
  | 'fng/no-radio'
  | 'fng/no-force-commander'
  | 'fng/support-denied'
  | 'fng/radio-already-used'
  | 'fng/no-support-here'
  | 'fng/support-golden-rule'
  | 'fng/unknown-rtp'
  | 'fng/rtps-placed'
  | 'fng/rtps-after-start'
  | 'fng/no-target-point'
  | 'fng/reinforcements-unavailable'
  | 'fng/one-weapon-a-pass'
  | 'fng/helicopter-not-flying'
  | 'fng/helicopter-going-around'
  | 'fng/loach-on-table'
  | 'fng/night-only'
  | 'fng/fac-flew';

/** Radio bearers: any figure carrying one, and the RTOs (L1674). */
const RADIO_ROLES = ['rto', 'fo-rto', 'advisor-rto'];
export const hasRadio = (f: TableFigure): boolean => (f.gear as readonly string[]).includes('radio') || RADIO_ROLES.includes(f.role);

/** On the table and not Obviously Dead. */
export const alive = (f: TableFigure): boolean => onTable(f) && f.status !== 'obviously-dead';
const asGroup = (f: TableFigure): GroupFigure => ({ id: keyOf(f), role: f.role, rep: f.rep, status: f.status });

export function missionOf(a: OrderArgs): RuleResult<{ readonly sl: SupportLevel; readonly s: SupportState; readonly night: boolean }, SupportOrderError> {
  if (!a.game.mission) return fail('fng/no-mission');
  if (a.side !== 'fwf') return fail('fng/support-fwf-only');
  return ok({ sl: Math.min(6, Math.max(1, a.game.mission.sl)) as SupportLevel, s: supportOf(a.game), night: a.game.mission.night });
}

/** The on-table Force Commander (L1724): the highest-ranking Leader. */
export function commanderOf(g: FngGame): TableFigure | undefined {
  const figs = g.figures.filter((f) => f.side === 'fwf' && onTable(f));
  const fc = forceCommander(figs.map(asGroup));
  return fc ? figs.find((f) => keyOf(f) === fc.id) : undefined;
}

/** "Force Commander is Lieutenant / Captain or higher" (L1771): read from his role. */
export function rankOf(f: TableFigure | undefined): CommanderRank {
  return f?.role === 'company-commander' ? 'captain' : f?.role === 'platoon-leader' ? 'lieutenant' : 'nco';
}

/** Statuses that still take reaction tests (L712–L722). */
export const TESTING = ['carry-on', 'duck-back', 'retired'];

/** The request named, or the first of these kinds over the table now. */
export function requestHere(s: SupportState, kinds: readonly SupportFor[], id: string | undefined): RuleResult<SupportRequest, SupportOrderError> {
  const r = s.requests.find((x) => x.state === 'here' && kinds.includes(x.for) && (id === undefined || x.id.toLowerCase() === id.trim().toLowerCase()));
  return r ? ok(r) : fail('fng/no-support-here', { kinds: kinds.join(', ') });
}

/**
 * The support of these kinds over the table that an order on the mission may use: the one named (or
 * the first), if the Golden Rule allows it (L1701–L1704).
 */
export function supportOverTable(a: OrderArgs, kinds: readonly SupportFor[], id: string | undefined): RuleResult<SupportRequest, SupportOrderError> {
  const m = missionOf(a);
  if (!m.ok) return m;
  const r = requestHere(m.value.s, kinds, id);
  if (!r.ok) return r;
  const golden = goldenRule(m.value.s, r.value);
  return golden.ok ? r : golden;
}

/** The Golden Rule (L1701–L1704): nothing of another type of support may be over the table. */
export function goldenRule(s: SupportState, r: SupportRequest): RuleResult<true, SupportOrderError> {
  const other = s.requests.find((x) => x.state === 'here' && x.for !== 'reinforcements' && SUPPORT_TYPE[x.for] !== SUPPORT_TYPE[r.for]);
  return other ? fail('fng/support-golden-rule', { id: other.id, for: other.for }) : ok(true);
}

/** The attacker the chain's damage sees: the figure that called it in, at the attack's REP (Larger Than Life, Cheating Death). */
export const attackerAt = (f: TableFigure, rep: number): TableFigure => ({ ...f, rep: rep as TableFigure['rep'] });

/**
 * Damage to everyone caught, each once (a Combat Damage roll at the blast's Impact, cover not
 * counting, L882); `stunIfMissed` stuns those a bomb did not hit (L1904). Returns who went down and who
 * was caught and is still up (they were fired on and not hit: Received Fire).
 */
export function hitAll(g0: FngGame, env: ChainEnv, attacker: TableFigure, caught: readonly TableFigure[], weapon: { readonly impact: number; readonly name: string }, stunIfMissed: boolean, events: FngEvent[], hits = 1): { game: FngGame; downed: string[]; missed: string[] } {
  let g = g0;
  const downed: string[] = [];
  const missed: string[] = [];
  for (const f of caught) {
    const key = keyOf(f);
    const d = damage(g, key, hits, attacker, weapon, env, events, { blast: true });
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
    else if (stunIfMissed && TESTING.includes(g.figures.find((x) => keyOf(x) === key)?.status ?? '')) {
      g = fallDown(g, key, 'stunned', env, events);
      downed.push(key);
    } else missed.push(key);
  }
  return { game: g, downed, missed };
}

export const caughtIn = (g: FngGame, centre: Point, diameter: number): TableFigure[] => g.figures.filter((f) => alive(f) && distance(f.at!, centre) <= diameter / 2);

/** Man Down for friends of the fallen and Received Fire for those caught and still up, their groups too, both sides (L692–L696). */
export function reactions(g: FngGame, env: ChainEnv, cause: string, missed: readonly string[], downed: readonly string[], events: FngEvent[]): FngGame {
  const stillUp = [...new Set(missed)].filter((k) => !downed.includes(k));
  const chain = reactAfter(g, env, cause, stillUp, [...new Set(downed)], { attackerOr: 5 });
  events.push(...chain.events);
  return chain.game;
}
