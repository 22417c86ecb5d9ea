import type { Point } from '../../../../../core/board/geometry.js';
import { boolRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { dustoffLoad } from '../../missions/moves/defense-dustoff.js';
import { requestArtillery } from '../artillery.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { inclementTakeOff } from '../../missions/weather.js';
import { callerRep, makeTheCall, radioJammed, radioWeather, type RadioError } from '../radio.js';
import { requestReinforcements, rollFwfTable } from '../reinforcements.js';
import { requestReadySupport, supportLevel } from '../support.js';
import { arriveWithSupport, supportEvent, withSettled, withSupport } from './support-arrivals.js';
import { fwfReinforcementOptions as fwfOptions } from '../../enemy/enemy-options.js';
import { NIGHT_ONLY, READY_ARTILLERY_WEAPONS, READY_ASSET, type SupportFor, type SupportRequest } from '../support-state.js';
import { has, inches, keyOf, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { requestAirstrike } from '../tac-air.js';
import { requestGunship, requestMedevac } from '../helicopters.js';
import { type SupportOrderError, TESTING, commanderOf, hasRadio, missionOf, rankOf } from './order-support.js';

/**
 * Making the Call (FNG 2nd Tour p.72–75, seed L1665–L1719) and what it asks for: Ready support while the
 * Support Level grants it, else the kind's On-Demand Request table (artillery and mortars L1780,
 * airstrikes L1841, gunships L1973, medevacs L2004, reinforcements L2178).
 */

/** What flies (L1378: the weather grounds or delays "any aircraft"): air strikes, gunships, helicopters. */
const AIRCRAFT_SUPPORT: readonly SupportFor[] = ['air', 'ac-47', 'gunship', 'medevac', 'firefly', 'nighthawk'];

/** In contact: holding the handset (L1676). */
const CONTACT_INCHES = 1;

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
  const call = makeTheCall({ rep: who.value.rep, weather: radioWeather(a.game.mission), rtoWizard: has(who.value.figure, 'rto-wizard'), calling: input.for, jammed: radioJammed(a.game) }, a.roller);
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
