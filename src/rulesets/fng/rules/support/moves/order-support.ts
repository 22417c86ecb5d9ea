import { distance, distanceToSegment, type Point } from '../../../../../core/board/geometry.js';
import { fromAir } from '../../terrain/air-cover.js';
import { boolRule, choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { dustoffLoad } from '../../missions/moves/defense-dustoff.js';
import { AIR_MUNITIONS, airstrikeDeviation, munitionAttackRep, NAPALM_TEMPLATE, FLIGHT_LINE_ATTACK_INCHES, requestAirstrike, requestGunship, requestMedevac, type AirMunition } from '../air.js';
import { dangerClose, fireMission, INDIRECT_WEAPONS, requestArtillery, type IndirectWeapon } from '../artillery.js';
import { damage, fallDown, reactAfter, type ChainEnv } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { forceCommander, type GroupFigure } from '../../figures/groups.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { inclementTakeOff } from '../../missions/weather.js';
import { callerRep, makeTheCall, radioWeather, type RadioError } from '../radio.js';
import { fire } from '../../firefight/ranged-combat.js';
import { requestReinforcements, rollFwfTable } from '../reinforcements.js';
import { FIRE_MISSION_TO_HIT, MUNITION_REP } from '../support-house-rules.js';
import { defenseRtps, requestReadySupport, supportLevel, type CommanderRank, type SupportLevel } from '../support.js';
import { arriveWithSupport, supportEvent, supportOf, withSettled, withSupport } from './support-arrivals.js';
import { strikeLeaves } from './air-areas.js';
import { facFlew, markNear, smokeAt } from '../air-state.js';
import { smokeBlinds } from '../../game/smoke-sight.js';
import { FAC_SPOTTER, facAsSpotter } from './fac-over.js';
import { fwfReinforcementOptions as fwfOptions } from '../../enemy/enemy-options.js';
import { NIGHT_ONLY, READY_ARTILLERY_WEAPONS, READY_ASSET, SUPPORT_TYPE, updateRequest, type SupportFor, type SupportRequest, type SupportState } from '../support-state.js';
import { has, inches, keyOf, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { attackPass } from './anti-aircraft-play.js';
import { requestIn } from './air-request.js';
import { offsetAlong, unitToward } from '../../terrain/table-geometry.js';
import { helicopterOf } from './airframe.js';
import { strikeTargetAllowed } from './strike-target.js';

/**
 * The Free World Forces' support in play (FNG 2nd Tour p.72–97): Making the Call and the request
 * tables (`callOrder`), the Registered Target Points of a Defense mission (`rtpOrder`), a mortar or
 * artillery fire mission with its deviation and Danger Close (`fireMissionOrder`), an aircraft's or
 * gunship's attack run (`strikeOrder`; medevacs and helicopters land in order-helicopter.ts). What
 * explodes hits every figure caught, friend and foe, through the chain's Combat Damage, Man Down and
 * Received Fire.
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

/** What flies (L1378: the weather grounds or delays "any aircraft"): air strikes, gunships, helicopters. */
const AIRCRAFT_SUPPORT: readonly SupportFor[] = ['air', 'ac-47', 'gunship', 'medevac', 'firefly', 'nighthawk'];

/** Radio bearers: any figure carrying one, and the RTOs (L1674). */
const RADIO_ROLES = ['rto', 'fo-rto', 'advisor-rto'];
export const hasRadio = (f: TableFigure): boolean => (f.gear as readonly string[]).includes('radio') || RADIO_ROLES.includes(f.role);

/** In contact: holding the handset (L1676). */
const CONTACT_INCHES = 1;
/** The stretch of the Flight Line a gun run strafes, each side of the target point (not printed: L1906 names the line, not its length). */
export const STRAFE_HALF_LENGTH = 12;

const alive = (f: TableFigure): boolean => onTable(f) && f.status !== 'obviously-dead';
const asGroup = (f: TableFigure): GroupFigure => ({ id: keyOf(f), role: f.role, rep: f.rep, status: f.status });

export function missionOf(a: OrderArgs): RuleResult<{ readonly sl: SupportLevel; readonly s: SupportState; readonly night: boolean }, SupportOrderError> {
  if (!a.game.mission) return fail('fng/no-mission');
  if (a.side !== 'fwf') return fail('fng/support-fwf-only');
  return ok({ sl: Math.min(6, Math.max(1, a.game.mission.sl)) as SupportLevel, s: supportOf(a.game), night: a.game.mission.night });
}

/** The on-table Force Commander (L1724): the highest-ranking Leader. */
function commanderOf(g: FngGame): TableFigure | undefined {
  const figs = g.figures.filter((f) => f.side === 'fwf' && onTable(f));
  const fc = forceCommander(figs.map(asGroup));
  return fc ? figs.find((f) => keyOf(f) === fc.id) : undefined;
}

/** "Force Commander is Lieutenant / Captain or higher" (L1771): read from his role. */
export function rankOf(f: TableFigure | undefined): CommanderRank {
  return f?.role === 'company-commander' ? 'captain' : f?.role === 'platoon-leader' ? 'lieutenant' : 'nco';
}

const TESTING = ['carry-on', 'duck-back', 'retired'];

/**
 * Who speaks on the radio: an FO for fire support or reinforcements (his table modifier, L1762,
 * L2168) if he carries it or stands within 4"; otherwise the Force Commander, with his own REP in
 * contact with the radio, through the operator at the operator's REP within 4" (L1676, L1691).
 */
function speaker(g: FngGame, radio: TableFigure, wanted: SupportFor): RuleResult<{ readonly figure: TableFigure; readonly rep: number; readonly by: 'leader' | 'rto' | 'fo' }, SupportOrderError | RadioError> {
  const fireSupport = wanted === 'artillery' || wanted === 'mortar' || wanted === 'reinforcements';
  if (fireSupport) {
    const fo = g.figures.find((f) => f.side === 'fwf' && onTable(f) && f.role === 'fo' && TESTING.includes(f.status) && (keyOf(f) === keyOf(radio) || inches(f, radio) <= 4));
    if (fo) {
      if (keyOf(fo) === keyOf(radio) || inches(fo, radio) <= CONTACT_INCHES) return ok({ figure: fo, rep: fo.rep, by: 'fo' });
      return ok({ figure: fo, rep: radio.rep, by: 'fo' });
    }
  }
  const fc = commanderOf(g);
  if (!fc) return fail('fng/no-force-commander');
  if (keyOf(fc) === keyOf(radio)) return ok({ figure: fc, rep: fc.rep, by: 'leader' });
  const d = inches(fc, radio);
  const c = callerRep({ leaderRep: fc.rep, rtoRep: radio.rep, leaderToRtoInches: d <= CONTACT_INCHES ? 0 : Math.round(d * 10) / 10 });
  if (!c.ok) return c;
  return ok({ figure: c.value.caller === 'leader' ? fc : radio, rep: c.value.rep, by: c.value.caller });
}

export interface CallInput {
  readonly radio: string;
  readonly for: SupportFor;
  readonly at?: Point;
  readonly rtp?: string;
}

/**
 * Making the Call (L1665–L1690) and, when it gets through, the request: Ready Support while the SL
 * grants an unspent asset of the kind (L1706–L1719), else the kind's On-Demand Request table
 * (L1767–L1780, L1829–L1841, L1964–L1973, L1994–L2004, L2159–L2178). What is granted is kept with
 * the turn it arrives; what arrives now comes over the table at once.
 */
export function callOrder(a: OrderArgs, input: CallInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  const { sl } = m.value;
  let s = m.value.s;
  const g0 = a.game;
  const found = ownFigure(g0, a.side, input.radio);
  if (!found.ok) return found;
  const radio = found.value;
  const may = mayAct(g0, radio);
  if (!may.ok) return may;
  if (!hasRadio(radio)) return fail('fng/no-radio', { figure: radio.id });
  if (s.denied.includes(input.for)) return fail('fng/support-denied', { for: input.for });
  if (NIGHT_ONLY.includes(input.for) && !m.value.night) return fail('fng/night-only', { for: input.for });
  // Terrible weather grounds every aircraft (L1378): there is nothing to call.
  if (AIRCRAFT_SUPPORT.includes(input.for) && a.game.mission?.weather === 'terrible') return fail('fng/aircraft-grounded', { for: input.for });
  const usedThisTurn = s.radios.turn === g0.turn ? s.radios.keys : [];
  if (usedThisTurn.includes(keyOf(radio))) return fail('fng/radio-already-used', { figure: radio.id });
  const rtp = input.rtp === undefined ? undefined : s.rtps.find((r) => r.id.toLowerCase() === input.rtp!.trim().toLowerCase());
  if (input.rtp !== undefined && !rtp) return fail('fng/unknown-rtp', { rtp: input.rtp.trim() });
  const requestSl1 = boolRule(a.rules, 'fng.reinforcements.request-sl1');
  const asset = READY_ASSET[input.for];
  const ready = asset !== undefined && supportLevel(sl).ready.includes(asset) && !s.readyUsed.includes(asset);
  if (input.for === 'reinforcements' && !ready && sl === 1 && !requestSl1) return fail('fng/reinforcements-unavailable', { sl });
  const who = speaker(g0, radio, input.for);
  if (!who.ok) return who;
  const fc = commanderOf(g0);

  const events: FngEvent[] = [];
  const call = makeTheCall({ rep: who.value.rep, weather: radioWeather(a.game.mission), rtoWizard: has(who.value.figure, 'rto-wizard'), calling: input.for }, a.roller);
  if (!call.ok) return call;
  s = { ...s, radios: { turn: g0.turn, keys: [...usedThisTurn, keyOf(radio)] } };
  events.push(supportEvent({ kind: 'call', radio: keyOf(radio), caller: keyOf(who.value.figure), by: who.value.by, for: input.for, atmospheric: call.value.atmospheric, modifiedRep: call.value.modifiedRep, success: call.value.success, parts: call.value.parts }));
  if (!call.value.success) return ok({ game: withSupport(g0, s), events });

  const at = rtp?.at ?? input.at;
  const base = { for: input.for, caller: keyOf(who.value.figure), turn: g0.turn, state: 'inbound' as const, ...(at ? { at } : {}), ...(rtp ? { rtp: rtp.id } : {}) };
  let request: SupportRequest | undefined;
  const id = `S${s.next}`;
  if (ready) {
    const r = requestReadySupport(a.roller, `ready ${input.for}`);
    s = { ...s, readyUsed: [...s.readyUsed, asset] };
    if (r.outcome !== 'retasked') {
      const due = g0.turn + (r.outcome === 'arrives-now' ? 0 : 1);
      let fwf: SupportRequest['fwf'];
      if (input.for === 'reinforcements') {
        const roll = rollFwfTable(sl, sl, fwfOptions(a.rules), a.roller);
        fwf = { result: roll.row.result, total: roll.total, source: roll.row.source };
        events.push(supportEvent({ kind: 'ready', for: input.for, asset, die: r.die, outcome: r.outcome, id, part: r.part }));
        events.push(supportEvent({ kind: 'request', for: input.for, table: `FWF Reinforcements SL ${sl} (L2076)`, modifier: 0, total: roll.total, outcome: 'ready', id, denied: false, fwf: { result: roll.row.result, total: roll.total, dice: roll.dice, source: roll.row.source }, parts: [roll.part] }));
      } else {
        // A Ready helicopter mission flown as a Dustoff for a Defense's wounded (L2205–L2206): its load told too.
        const dustoff = input.for === 'medevac' ? dustoffLoad(g0, { id }) : undefined;
        events.push(supportEvent({ kind: 'ready', for: input.for, asset, die: r.die, outcome: r.outcome, id, ...(dustoff ? { dustoff } : {}), part: r.part }));
      }
      request = { ...base, id, ready: true, due, ...(input.for === 'artillery' ? { weapons: READY_ARTILLERY_WEAPONS } : {}), ...(input.for === 'air' ? { facDue: due } : {}), ...(fwf ? { fwf } : {}) };
    } else {
      events.push(supportEvent({ kind: 'ready', for: input.for, asset, die: r.die, outcome: r.outcome, part: r.part }));
    }
  } else {
    const rank = rankOf(fc);
    const fo = who.value.by === 'fo';
    let inTurns: number | undefined;
    let denied = false;
    let extra: Partial<SupportRequest> = {};
    if (input.for === 'artillery' || input.for === 'mortar') {
      // A reinforcement result's promise (L2091, L2097): this call counts as a 5 on the table, and is kept.
      const five = s.callCountsFive === true;
      const r = requestArtillery({ weapon: input.for, sl, rank, forwardObserverCalling: fo, onRegisteredTargetPoint: rtp !== undefined, ...(five ? { countsAsFive: true } : {}) }, a.roller);
      if (!r.ok) return r;
      if (five) s = { ...s, callCountsFive: false };
      inTurns = r.value.arrivesInTurns;
      denied = r.value.noMoreThisGame;
      extra = { weapons: r.value.weapons };
      events.push(supportEvent({ kind: 'request', for: input.for, table: 'Artillery/Mortar Request (L1780)', ...(five ? { countsFive: true } : {}), die: r.value.die, modifier: r.value.modifier, total: r.value.total, outcome: r.value.outcome, ...(inTurns === undefined ? {} : { id, inTurns, weapons: r.value.weapons }), denied, ...(rtp ? { rtp: rtp.id } : {}), parts: r.value.parts }));
    } else if (input.for === 'air' || input.for === 'ac-47') {
      const r = requestAirstrike({ sl, rank }, a.roller);
      if (!r.ok) return r;
      inTurns = r.value.strikeInTurns;
      denied = r.value.noMoreThisGame;
      // The AC-47 needs no FAC: it is asked for by name and hoses down what it is shown (L1928–L1931).
      if (r.value.facInTurns !== undefined && input.for === 'air') extra = { facDue: g0.turn + r.value.facInTurns };
      events.push(supportEvent({ kind: 'request', for: input.for, table: 'Airstrike Request (L1841)', die: r.value.die, modifier: r.value.modifier, total: r.value.total, outcome: r.value.outcome, ...(inTurns === undefined ? {} : { id, inTurns, facInTurns: r.value.facInTurns! }), denied, parts: r.value.parts }));
    } else if (input.for === 'gunship' || input.for === 'medevac' || input.for === 'firefly' || input.for === 'nighthawk') {
      const r = input.for === 'medevac' ? requestMedevac({ sl }, a.roller) : requestGunship({ sl, rank }, a.roller);
      if (!r.ok) return r;
      inTurns = r.value.arrivesInTurns;
      extra = { ...(r.value.onePassOnly ? { onePass: true } : {}), ...(r.value.maxWounded ? { maxWounded: r.value.maxWounded } : {}) };
      const table = input.for === 'medevac' ? 'Medevac Request (L2004)' : 'Gunship Request (L1973)';
      // A Defense's wounded (L2205–L2206): what this Dustoff lifts, and how many more it takes.
      const dustoff = input.for === 'medevac' && inTurns !== undefined ? dustoffLoad(g0, { id, ...(r.value.maxWounded ? { maxWounded: r.value.maxWounded } : {}) }) : undefined;
      events.push(supportEvent({ kind: 'request', for: input.for, table, die: r.value.die, modifier: r.value.modifier, total: r.value.total, outcome: r.value.outcome, ...(inTurns === undefined ? {} : { id, inTurns }), ...(r.value.onePassOnly ? { onePass: true } : {}), ...(r.value.maxWounded ? { maxWounded: r.value.maxWounded } : {}), ...(dustoff ? { dustoff } : {}), denied: false, parts: r.value.parts }));
    } else {
      const r = requestReinforcements({ sl, rank, forwardObserverCalling: fo, requestSl1, fwfOptions: fwfOptions(a.rules) }, a.roller);
      if (!r.ok) return r;
      inTurns = r.value.arrivesInTurns;
      denied = r.value.noMoreThisGame;
      const roll = r.value.roll;
      if (roll) extra = { fwf: { result: roll.row.result, total: roll.total, source: roll.row.source } };
      events.push(supportEvent({ kind: 'request', for: input.for, table: 'Reinforcement Request (L2178)', die: r.value.die, modifier: r.value.modifier, total: r.value.total, outcome: r.value.outcome, ...(inTurns === undefined ? {} : { id, inTurns }), denied, ...(roll ? { fwf: { result: roll.row.result, total: roll.total, dice: roll.dice, source: roll.row.source } } : {}), parts: r.value.parts }));
    }
    if (denied) s = { ...s, denied: [...s.denied, input.for] };
    // An approved request on an RTP arrives at once (L1766).
    if (inTurns !== undefined) request = { ...base, id, ready: false, due: g0.turn + inTurns, ...extra };
  }
  if (request && AIRCRAFT_SUPPORT.includes(request.for) && a.game.mission?.weather === 'inclement') {
    // Inclement weather (L1378): (1-2) it cannot get off the ground; airborne, it comes 1/2d6 turns late.
    const w = inclementTakeOff(a.roller);
    events.push({ kind: 'aircraft-weather', id: request.id, for: request.for, grounded: w.grounded, late: w.late, parts: w.parts });
    const late = (t: number | undefined) => (t === undefined ? undefined : t + w.late);
    request = w.grounded ? undefined : { ...request, due: request.due + w.late, ...(request.facDue !== undefined ? { facDue: late(request.facDue)! } : {}) };
  }
  if (request) {
    s = { ...s, next: s.next + 1, requests: [...s.requests, request] };
    if (request.due <= g0.turn) {
      const arrived = arriveWithSupport(g0, s, request, a.roller, a.rules);
      events.push(...arrived.events);
      return ok({ game: withSettled(g0, arrived), events });
    }
  }
  return ok({ game: withSupport(g0, s), events });
}

/**
 * Registered Target Points for a Defense mission (L1740–L1766): the first time, the SL's dice say how
 * many (none at SL 1); the players place them before the first Activation.
 */
export function rtpOrder(a: OrderArgs, input: { readonly at: readonly Point[] }): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  if (a.game.turn > 0) return fail('fng/rtps-after-start');
  let s = m.value.s;
  const events: FngEvent[] = [];
  let allowance = s.rtpAllowance;
  let rolled;
  if (allowance === undefined) {
    const r = defenseRtps(m.value.sl, a.roller);
    if (!r.ok) return r;
    allowance = r.value.count;
    rolled = r.value.part;
  }
  const room = Math.max(0, allowance - s.rtps.length);
  const placed = input.at.slice(0, room).map((at, i) => ({ id: `R${s.rtps.length + i + 1}`, at }));
  if (placed.length === 0 && input.at.length > 0 && rolled === undefined) return fail('fng/rtps-placed', { count: allowance });
  s = { ...s, rtpAllowance: allowance, rtps: [...s.rtps, ...placed] };
  events.push(supportEvent({ kind: 'rtps', allowance, ...(rolled ? { rolled } : {}), placed }));
  return ok({ game: withSupport(a.game, s), events });
}

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

const round1 = (n: number): number => Math.round(n * 10) / 10;

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

export interface FireMissionOrderInput {
  readonly spotter: string;
  readonly at?: Point;
  readonly support?: string;
  /** The spotter cannot see the point (−1 to REP unless on an RTP, L1774). */
  readonly unseen?: boolean;
}

/**
 * A Mortar Fire Mission or Artillery Strike (L1783–L1822) from a request over the table: Danger Close
 * if friends are nearer the point than 20"/36"; then three rounds per weapon, each Hitting roll against
 * the spotter's REP and its Deviation from the spotter's side of the point (6"/12", halved for an FO
 * who sees it); every figure in each round's 6"/12" circle takes a Combat Damage roll at Impact 2/4.
 * The spotter `fac` is the FAC over the table, as an FO, on a target it spotted last turn (L1924).
 */
export function fireMissionOrder(a: OrderArgs, input: FireMissionOrderInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  let s = m.value.s;
  // The FAC spots for artillery as an FO on targets it spotted the turn before (L1924).
  const found = input.spotter.trim().toLowerCase() === FAC_SPOTTER ? facAsSpotter(a.game, input.at) : ownFigure(a.game, a.side, input.spotter);
  if (!found.ok) return found;
  const spotter = found.value;
  if (!onTable(spotter)) return fail('fng/not-on-table', { figure: spotter.id });
  const r = requestHere(s, ['artillery', 'mortar'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(s, req);
  if (!golden.ok) return golden;
  const target = input.at ?? req.at;
  if (!target) return fail('fng/no-target-point');
  const weapon: IndirectWeapon = req.for === 'mortar' ? 'mortar' : 'artillery';
  const w = INDIRECT_WEAPONS[weapon];
  const onRtp = req.rtp !== undefined || s.rtps.some((p) => distance(p.at, target) <= 1);
  const env = chainEnv(a);
  const events: FngEvent[] = [];
  let g = a.game;
  s = updateRequest(s, req.id, (x) => ({ ...x, state: 'spent' }));

  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const nearest = friends.length ? Math.min(...friends.map((f) => distance(f.at!, target))) : Infinity;
  if (nearest < w.minFriendlyInches) {
    const fc = commanderOf(g) ?? spotter;
    const dc = dangerClose({ weapon, friendlyInches: nearest, commanderRep: fc.rep }, a.roller);
    if (!dc.ok) return dc;
    const cancelled = dc.value.outcome === 'cancelled';
    s = { ...s, vp: s.vp + dc.value.victoryPoints, ...(dc.value.commanderRelieved ? { relieved: true } : {}) };
    events.push(supportEvent({ kind: 'danger-close', weapon, inches: round1(nearest), commander: keyOf(fc), outcome: cancelled ? 'cancelled' : 'proceeds', vp: dc.value.victoryPoints, relieved: dc.value.commanderRelieved, parts: dc.value.parts }));
    if (cancelled) return ok({ game: withSupport(g, s), events });
  }

  // Smoke blocks sight (L773): a spotter on the ground in a cloud, or with one across his line or over
  // the point, does not see it (the FAC looks down from above the smoke).
  const fromAbove = input.spotter.trim().toLowerCase() === FAC_SPOTTER;
  const cloud = !fromAbove && input.unseen !== true ? smokeBlinds(g, spotter.at!, target) : undefined;
  if (cloud) events.push({ kind: 'smoke-blinds', figure: keyOf(spotter), area: cloud.id, at: target, what: 'spot' });
  const unseen = input.unseen === true || cloud !== undefined;
  const fm = fireMission(
    { weapon, weapons: req.weapons ?? 1, ...(req.rounds ? { roundsPerWeapon: req.rounds } : {}), rep: spotter.rep, onRegisteredTargetPoint: onRtp, targetInCallerLos: !unseen, observerWithLos: spotter.role === 'fo' && !unseen, toHit: choiceRule(a.rules, 'fng.fire-mission.to-hit', FIRE_MISSION_TO_HIT) },
    a.roller,
  );
  if (!fm.ok) return fm;
  const dir = unitToward(spotter.at!, target);
  const attacker = attackerAt(spotter, spotter.rep);
  const name = weapon === 'mortar' ? 'mortar round' : 'artillery round';
  let downed: string[] = [];
  let missed: string[] = [];
  fm.value.rounds.forEach((round, i) => {
    const lands = offsetAlong(target, dir, round.along, round.across);
    events.push(supportEvent({ kind: 'round', id: req.id, n: i + 1, weapon, rep: round.modifiedRep, passes: round.passes, outcome: round.outcome, steps: round.steps.map((x) => ({ die: x.die, direction: x.direction })), deviationInches: round.deviationInches, lands, parts: round.parts }));
    const caught = caughtIn(g, lands, w.blastInches);
    events.push({ kind: 'blast', centre: lands, diameter: w.blastInches, impact: w.impact, caught: caught.map(keyOf) });
    const h = hitAll(g, env, attacker, caught, { impact: w.impact, name }, false, events);
    g = h.game;
    downed = [...downed, ...h.downed];
    missed = [...missed, ...h.missed];
  });
  g = reactions(withSupport(g, s), env, `support:${req.id}`, missed, downed, events);
  events.push(supportEvent({ kind: 'leaves', id: req.id, for: req.for, why: 'done' }));
  return ok({ game: g, events });
}

export const STRIKE_MUNITIONS: readonly AirMunition[] = ['bomb-250-frag', 'bomb-500', 'bomb-750', 'bomb-wp', 'rockets', 'wp-marking-rocket', 'napalm', 'gun-lmg', 'gun-hmg', 'autocannon'];

export interface StrikeInput {
  readonly at: Point;
  readonly munition: AirMunition;
  readonly support?: string;
  /** Where the aircraft comes from: the Flight Line runs from here through the point. */
  readonly from?: Point;
  /** A gunship's fixed guns fired in the same pass as its rockets (L1962). */
  readonly also?: AirMunition;
  /** The second weapon of a gunship's pass: no new enemy fire, no pass spent. */
  readonly sameRun?: boolean;
}

/**
 * Whether a gun run is fired from rotary guns: a helicopter whose list line carries an RLMG for a light
 * gun run, or an RHMG for a heavy one (p.108; "twice for each figure fired upon by RLMGs or RHMGs", L2009).
 */
export function rotaryGuns(req: Pick<SupportRequest, 'for' | 'aircraft'>, munition: AirMunition): boolean {
  if (munition !== 'gun-lmg' && munition !== 'gun-hmg') return false;
  if (req.for !== 'gunship' && req.for !== 'firefly' && req.for !== 'nighthawk') return false;
  const h = helicopterOf(req);
  const wanted = munition === 'gun-lmg' ? /\bRLMG\b/ : /\bRHMG\b/;
  return [...h.weapons.central, ...h.weapons.left, ...h.weapons.right].some((w) => wanted.test(w));
}

/** Guns a gunship fires with its rockets in one pass (L1962). */
export const GUNSHIP_GUNS: readonly AirMunition[] = ['gun-lmg', 'gun-hmg', 'autocannon'];

/** One weapon type a pass (L1859), but a gunship's rockets and guns together (L1962); a helicopter must be flying its passes. */
function passAllowed(turn: number, req: SupportRequest, input: StrikeInput): RuleResult<true, SupportOrderError> {
  if (req.heli && req.heli.mode !== 'flying' && req.heli.mode !== 'around') return fail('fng/helicopter-not-flying', { id: req.id });
  // A Loach over the table in on-table mode makes no passes until it flies off it (L1982).
  if (req.heli?.onTable) return fail('fng/loach-on-table', { id: req.id });
  if (req.heli?.mode === 'around' && turn < (req.heli.turn ?? 0) + 2) return fail('fng/helicopter-going-around', { turn: (req.heli.turn ?? 0) + 2 });
  if (input.also === undefined) return ok(true);
  if (req.for !== 'gunship' || !GUNSHIP_GUNS.includes(input.also) || GUNSHIP_GUNS.includes(input.munition)) return fail('fng/one-weapon-a-pass');
  return ok(true);
}

/**
 * One attack pass by an aircraft or gunship over the table (L1893–L1913, L2005–L2019). First the
 * enemy's fire (`attackPass`: AA checks and the Golden BB, L1866–L1894): a veer-off spends the pass
 * unfired; a gunship fires its guns (`also`) with its rockets in the same pass (L1962). Bombs, rockets
 * and napalm: 1d6 on the Ranged Combat table at the munition's REP (house rule `fng.air.munition-rep`),
 * cover and concealment at the point counting; a miss deviates along the Flight Line (Airstrike
 * Deviation, halved from a helicopter); the blast circle (or napalm's 6"×18" template) hits everyone
 * in it, and figures a bomb's blast does not hit are Stunned. Guns: every figure within 3" of the
 * Flight Line is fired on once at the pilot's REP. One pass is spent; the last sends it home. A
 * FAC's WP mark within 24" of the point counts the pilot one REP higher (L1922); napalm, WP smoke and
 * a marking rocket's smoke stay on the table (air-areas.ts); not in an activation the FAC flew (L1925).
 * An airstrike goes only where the FAC spotted or marked, a Firefly or Nighthawk only into light
 * (strike-target.ts, L1921–L1922, L1986).
 */
export function strikeOrder(a: OrderArgs, input: StrikeInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  let s = m.value.s;
  const r = requestHere(s, ['air', 'gunship', 'firefly', 'nighthawk'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(s, req);
  if (!golden.ok) return golden;
  const pass = passAllowed(a.game.turn, req, input);
  if (!pass.ok) return pass;
  if (facFlew(a.game)) return fail('fng/fac-flew');
  if (!input.sameRun) {
    const shown = strikeTargetAllowed(a.game, a.table, req, input.at);
    if (!shown.ok) return shown;
  }
  const env = chainEnv(a);
  const events: FngEvent[] = [];
  let g = a.game;
  // A FAC's WP mark within 24" of where the attack lands: the pilot counts one REP higher (L1922).
  const marked = markNear(g, input.at) !== undefined;
  let basePilot = req.pilotRep ?? 4;
  const stats = AIR_MUNITIONS[input.munition];
  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const dir = flightDirection(g, input.at, input.from);
  const caller = g.figures.find((f) => keyOf(f) === req.caller) ?? friends[0];
  if (!caller) return fail('fng/no-force-commander');
  if (!input.sameRun) {
    const run = enemyFireThenSecondWeapon(a, req, input, dir, events);
    if (!run.ok) return run;
    if (!run.value.attacks) return ok({ game: run.value.game, events });
    g = run.value.game;
    s = supportOf(g);
    // The enemy's fire may have shaken him (presses on at −1, L1888).
    basePilot = requestIn(g, req.id).pilotRep ?? basePilot;
  }
  const pilotRep = basePilot + (marked ? 1 : 0);
  const name = input.munition.replace(/-/g, ' ');
  let downed: string[] = [];
  let missed: string[] = [];
  let left: { readonly lands: Point; readonly caught: readonly string[] } | undefined;
  const gun = stats.blastInches === null && input.munition !== 'napalm';
  if (gun) {
    const a0 = offsetAlong(input.at, dir, -STRAFE_HALF_LENGTH, 0);
    const a1 = offsetAlong(input.at, dir, STRAFE_HALF_LENGTH, 0);
    const under = g.figures.filter((f) => alive(f) && distanceToSegment(f.at!, a0, a1) <= FLIGHT_LINE_ATTACK_INCHES);
    events.push(supportEvent({ kind: 'strafe', id: req.id, munition: input.munition, rep: pilotRep, under: under.map(keyOf) }));
    // RLMGs and RHMGs (mini-guns, Vulcans) roll twice for each figure (L2009).
    const rolls = rotaryGuns(req, input.munition) ? 2 : 1;
    for (const f of under) {
      // A figure within smoke cannot be hit by fire; it still takes its Received Fire Test (L773).
      const shot = fire(a.roller, { rep: pilotRep, tr: rolls, targets: [{ id: keyOf(f), dice: rolls, ...(smokeAt(g, f.at!) ? { inSmoke: true } : {}), ...(f.inCover ? { inCover: true } : {}), ...(f.concealed ? { concealed: true } : {}), ...(f.prone ? { prone: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `strafe ${f.id}`);
      if (!shot.ok) return shot;
      const hits = shot.value.hits[keyOf(f)] ?? 0;
      const hit = hits > 0;
      events.push(supportEvent({ kind: 'strike', id: req.id, munition: input.munition, at: f.at!, rep: pilotRep, hit, lands: f.at!, ...(rolls > 1 ? { rolls, hits } : {}), parts: [shot.value.part] }));
      if (!hit) {
        missed.push(keyOf(f));
        continue;
      }
      const h = hitAll(g, env, attackerAt(caller, pilotRep), [figureIn(g, keyOf(f))], { impact: stats.impact, name }, false, events, hits);
      g = h.game;
      downed = [...downed, ...h.downed];
      missed = [...missed, ...h.missed];
    }
  } else {
    const rep = munitionAttackRep({ munition: input.munition, pilotRep: basePilot, withinFacMark: marked, munitionRep: choiceRule(a.rules, 'fng.air.munition-rep', MUNITION_REP) });
    // The impact point's cover or concealment from the air, not from the ground (L1891).
    const cover = fromAir(a.table, input.at);
    const shot = fire(a.roller, { rep: Math.min(7, rep), tr: 1, targets: [{ id: 'point', dice: 1, ...(cover.cover ? { inCover: true } : {}), ...(cover.concealed || cover.unseen ? { concealed: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `${name} run`);
    if (!shot.ok) return shot;
    const hit = (shot.value.hits['point'] ?? 0) > 0;
    const parts = [shot.value.part];
    let lands = input.at;
    let deviation;
    if (!hit) {
      const dev = airstrikeDeviation({ fromHelicopter: req.for === 'gunship' }, a.roller);
      parts.push(...dev.parts);
      lands = offsetAlong(input.at, dir, dev.inches, 0);
      deviation = { die: dev.die, direction: dev.direction, inches: dev.inches };
    }
    events.push(supportEvent({ kind: 'strike', id: req.id, munition: input.munition, at: input.at, rep, hit, ...(deviation ? { deviation } : {}), lands, parts }));
    let caught: TableFigure[];
    if (input.munition === 'napalm') {
      caught = g.figures.filter((f) => {
        if (!alive(f)) return false;
        const dx = f.at!.x - lands.x;
        const dy = f.at!.y - lands.y;
        const along = dx * dir.x + dy * dir.y;
        const across = -dx * dir.y + dy * dir.x;
        return along >= 0 && along <= NAPALM_TEMPLATE.lengthInches && Math.abs(across) <= NAPALM_TEMPLATE.widthInches / 2;
      });
    } else caught = caughtIn(g, lands, stats.blastInches!);
    events.push({ kind: 'blast', centre: lands, diameter: stats.blastInches ?? NAPALM_TEMPLATE.lengthInches, impact: stats.impact, caught: caught.map(keyOf) });
    const h = hitAll(g, env, attackerAt(caller, Math.min(7, rep)), caught, { impact: stats.impact, name }, input.munition.startsWith('bomb'), events);
    g = h.game;
    downed = h.downed;
    missed = h.missed;
    left = { lands, caught: caught.map(keyOf) };
  }
  g = strikeLeaves(g, { by: req.id, munition: input.munition, lands: left?.lands ?? input.at, dir, caught: left?.caught ?? [] }, events);
  const passes = (req.passes ?? 1) - (input.sameRun ? 0 : 1);
  s = updateRequest(s, req.id, (x) => ({ ...x, passes, ...(passes <= 0 ? { state: 'spent' as const } : {}) }));
  if (passes <= 0) events.push(supportEvent({ kind: 'leaves', id: req.id, for: req.for, why: 'passes' }));
  g = reactions(withSupport(g, s), env, `support:${req.id}`, missed, downed, events);
  return ok({ game: g, events });
}

/** The way an attack pass flies through its point: from `from`, else from the middle of the Free World figures (12" short of the point when none is on the table). */
export function flightDirection(g: FngGame, at: Point, from?: Point): Point {
  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const centre = friends.length ? { x: friends.reduce((n, f) => n + f.at!.x, 0) / friends.length, y: friends.reduce((n, f) => n + f.at!.y, 0) / friends.length } : { x: at.x, y: at.y - 12 };
  return unitToward(from ?? centre, at);
}

const figureIn = (g: FngGame, key: string): TableFigure => g.figures.find((f) => keyOf(f) === key)!;

/** Before a pass attacks: the enemy's fire (AA checks, Golden BB), then a gunship's guns beside its rockets. */
function enemyFireThenSecondWeapon(a: OrderArgs, req: SupportRequest, input: StrikeInput, dir: Point, events: FngEvent[]): RuleResult<{ readonly game: FngGame; readonly attacks: boolean }> {
  const run = attackPass(a, req.id, input.at, dir, events);
  if (!run.attacks || input.also === undefined) return ok(run);
  const guns = strikeOrder({ ...a, game: run.game }, { at: input.at, munition: input.also, support: req.id, sameRun: true, ...(input.from ? { from: input.from } : {}) });
  if (!guns.ok) return guns;
  events.push(...guns.value.events);
  return ok({ game: guns.value.game, attacks: true });
}
