import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../../core/house-rules.js';
import { intRule } from '../../../../../core/house-rules.js';
import { type Corps } from '../air.js';
import type { FngEvent } from '../../game/events.js';
import { reinforcementEntry } from '../reinforcements.js';
import { entersAtEdge, fwfSupportArrives, isFwfSupportResult } from './fwf-support.js';
import { doorGunnersOf, helicopterOf } from './airframe.js';
import type { FngGame, TableFigure } from '../../game/state.js';
import { emptySupport, updateRequest, type EntryRecord, type SupportEvent, type SupportRequest, type SupportState } from '../support-state.js';
import { AC47, aircraftAvailability, TURNS_IN_PLAY, type AircraftId } from '../tac-air.js';
import { gunshipAvailability, helicopterCrewRep } from '../helicopters.js';
import { FWF_AIRCRAFT, helicopterStats } from '../air-lists.js';

/**
 * The support over the game (support-state.ts holds its types): reading and writing the one FngGame
 * field, support coming over the table when due (`supportArrivals`, for the start of the Free World
 * activation), and the view of it.
 */

export const supportOf = (g: FngGame): SupportState => g.support ?? emptySupport();

export const withSupport = (g: FngGame, s: SupportState): FngGame => ({ ...g, support: s });

export const supportEvent = (e: SupportEvent): FngEvent => ({ kind: 'support', event: e });

const AC47_NAME = FWF_AIRCRAFT.find((x) => x.id === 'ac-47')!.name;
const FIREFLY_NAME = helicopterStats('uh-1d-firefly').name;
const NIGHTHAWK_NAME = helicopterStats('uh-1d-nighthawk').name;

/**
 * One request comes over the table: the aircraft and its pilot, the gunship and its crew, the medevac's
 * pilot, or the reinforcements' entry point are rolled now (they did not exist before).
 */
export function arrive(g: FngGame, r: SupportRequest, roller: Roller, rules?: HouseRules): { readonly request: SupportRequest; readonly event: SupportEvent } {
  const corps: Corps = (g.mission?.corps ?? 'I') as Corps;
  const parts: RolledPart[] = [];
  let next: SupportRequest = { ...r, state: 'here' };
  let extra: Partial<Extract<SupportEvent, { kind: 'arrives' }>> = {};
  if (r.for === 'air') {
    const a = aircraftAvailability({ corps, t28PilotFour: rules && intRule(rules, 'fng.air.t28-pilot-four') === 5 ? 5 : 4 }, roller);
    parts.push(...a.parts);
    const stats = FWF_AIRCRAFT.find((x) => x.id === (a.aircraft as AircraftId));
    const passes = typeof stats?.passes === 'number' ? stats.passes : (stats?.loadouts[0]?.weapons.length ?? 2);
    const until = g.turn + (stats?.propeller ? TURNS_IN_PLAY.propeller : TURNS_IN_PLAY.jet) - 1;
    next = { ...next, aircraft: stats?.name ?? a.aircraft, pilotRep: a.pilotRep, startRep: a.pilotRep, passes, until, dp: stats?.dp ?? 5, crew: stats?.crew.length ?? 1 };
    extra = { aircraft: next.aircraft!, pilotRep: a.pilotRep, passes, until, loadouts: (stats?.loadouts ?? []).map((l) => l.weapons.join(', ')) };
  } else if (r.for === 'ac-47') {
    // Asked for by name: nothing to roll; it attacks at REP 5 (L1931), two gun runs, eight turns.
    const until = g.turn + TURNS_IN_PLAY.ac47 - 1;
    next = { ...next, aircraft: AC47_NAME, pilotRep: AC47.attack.rep, passes: AC47.gunRuns, until };
    extra = { aircraft: AC47_NAME, pilotRep: AC47.attack.rep, passes: AC47.gunRuns, until };
  } else if (r.for === 'gunship' || r.for === 'medevac' || r.for === 'firefly' || r.for === 'nighthawk') {
    let name: string = r.for === 'medevac' ? 'UH-1 Dust-off' : r.for === 'firefly' ? FIREFLY_NAME : r.for === 'nighthawk' ? NIGHTHAWK_NAME : 'gunship';
    if (r.for === 'gunship') {
      // The mission keeps no date: the Cobra's mid-1968 service is not known, so the earlier list is read.
      const av = gunshipAvailability({ corps, afterMid1968: false }, roller);
      parts.push(...av.parts);
      name = av.helicopters.join(' + ');
    }
    const pilot = helicopterCrewRep(roller, 'pilot REP');
    parts.push(pilot.part);
    const passes = r.for === 'medevac' || r.onePass ? 1 : 2;
    const until = g.turn + TURNS_IN_PLAY.helicopter - 1;
    const h = helicopterOf({ for: r.for, aircraft: name });
    next = { ...next, aircraft: name, pilotRep: pilot.rep, startRep: pilot.rep, passes, until, dp: h.dp, doorGunners: doorGunnersOf(h), crew: h.crew.length };
    extra = { aircraft: name, pilotRep: pilot.rep, passes, until, ...(r.at ? { at: r.at } : {}) };
  } else if (r.for === 'reinforcements' && !entersAtEdge(r.fwf?.result)) {
    // No troops: what it brings is settled by `fwfSupportArrives` (a barrage, an aircraft, a FAC, the next call counting as a 5).
    next = { ...next, state: 'spent' };
    extra = { fwf: r.fwf!.result };
  } else if (r.for === 'reinforcements') {
    const e = reinforcementEntry(roller);
    parts.push(e.rolled);
    const entry: EntryRecord = { die: e.die, edge: e.edge, part: e.part, inches: e.inches };
    // The players muster the troops with /fng force; the request is settled once they come.
    next = { ...next, entry, state: 'spent' };
    extra = { entry, ...(r.fwf ? { fwf: r.fwf.result } : {}) };
  }
  return { request: next, event: { kind: 'arrives', id: r.id, for: r.for, parts, ...extra } };
}

/** What settling support hands back: the support, what to tell, and figures that join the players' force. */
export interface Settled {
  readonly support: SupportState;
  readonly events: readonly FngEvent[];
  readonly figures?: readonly TableFigure[];
}

/** The game with settled support and its new figures (the sniper team, off the table until placed). */
export const withSettled = (g: FngGame, r: Settled): FngGame => ({ ...withSupport(g, r.support), ...(r.figures?.length ? { figures: [...g.figures, ...r.figures] } : {}) });

/**
 * One request comes over the table (`arrive`), and a reinforcement result that changes the support
 * takes effect with it (fwf-support.ts: a barrage, an aircraft, a FAC, the sniper team, the next
 * artillery call counting as a 5).
 */
export function arriveWithSupport(g: FngGame, s0: SupportState, r: SupportRequest, roller: Roller, rules?: HouseRules): Settled {
  const a = arrive(g, r, roller, rules);
  const s = updateRequest(s0, r.id, () => a.request);
  const events: FngEvent[] = [supportEvent(a.event)];
  if (r.for !== 'reinforcements' || !isFwfSupportResult(r.fwf?.result)) return { support: s, events };
  const more = settleFwfSupport(g, s, { from: r.id, result: r.fwf!.result, caller: r.caller }, roller, rules);
  return { ...more, events: [...events, ...more.events] };
}

/**
 * A reinforcement result that changes the support takes effect (fwf-support.ts); the pair of attack
 * aircraft a second FAC brings, or the gunship a table sends at once, comes over the table now, its
 * aircraft rolled.
 */
export function settleFwfSupport(g: FngGame, s0: SupportState, input: Parameters<typeof fwfSupportArrives>[2], roller: Roller, rules?: HouseRules): Settled {
  const more = fwfSupportArrives(g, s0, input, roller);
  if (!more.arriving) return more;
  const a = arrive(g, more.arriving, roller, rules);
  return { ...more, support: updateRequest(more.support, a.request.id, () => a.request), events: [...more.events, supportEvent(a.event)] };
}

/**
 * The support due now comes over the table, and aircraft whose time is up fly home. (What air support
 * left rolls its dice at the turn's end hook, turn-end.ts.) Pure: the turn code calls it at the start
 * of the Free World activation; it returns the events to tell. `now` is the time a Star's question
 * would be asked at.
 */
export function supportArrivals(game0: FngGame, roller: Roller, rules?: HouseRules, now = ''): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const s0 = game0.support;
  if (!s0) return { game: game0, events: [] };
  const game = game0;
  let s = s0;
  let figures: readonly TableFigure[] = [];
  const events: FngEvent[] = [];
  for (const r of s0.requests) {
    if (r.state === 'here' && r.until !== undefined && game.turn > r.until) {
      s = updateRequest(s, r.id, (x) => ({ ...x, state: 'spent' }));
      events.push(supportEvent({ kind: 'leaves', id: r.id, for: r.for, why: 'time' }));
    }
    if (r.state === 'inbound' && r.due <= game.turn) {
      const a = arriveWithSupport(game, s, r, roller, rules);
      s = a.support;
      figures = [...figures, ...(a.figures ?? [])];
      events.push(...a.events);
    }
  }
  return { game: withSettled(game, { support: s, events, figures }), events };
}

/** The support as anyone may know it: all of it is the players' own, and public. */
export function supportView(g: FngGame): SupportState | undefined {
  return g.support;
}

