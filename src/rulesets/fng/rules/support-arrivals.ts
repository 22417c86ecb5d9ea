import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { choiceRule, intRule } from '../../../core/house-rules.js';
import { aircraftAvailability, FWF_AIRCRAFT, gunshipAvailability, helicopterCrewRep, TURNS_IN_PLAY, type AircraftId, type Corps } from './air.js';
import type { FngEvent } from './events.js';
import { reinforcementEntry } from './reinforcements.js';
import { doorGunnersOf, helicopterOf } from './airframe.js';
import type { FngGame } from './state.js';
import { emptySupport, updateRequest, type EntryRecord, type SupportEvent, type SupportRequest, type SupportState } from './support-state.js';

/**
 * The support over the game (support-state.ts holds its types): reading and writing the one FngGame
 * field, support coming over the table when due (`supportArrivals`, for the start of the Free World
 * activation), and the view of it.
 */

export const supportOf = (g: FngGame): SupportState => g.support ?? emptySupport();

export const withSupport = (g: FngGame, s: SupportState): FngGame => ({ ...g, support: s });

export const supportEvent = (e: SupportEvent): FngEvent => ({ kind: 'support', event: e });

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
  } else if (r.for === 'gunship' || r.for === 'medevac') {
    let name: string = r.for === 'medevac' ? 'UH-1 Dust-off' : 'gunship';
    if (r.for === 'gunship') {
      // The mission keeps no date: the Cobra's mid-1968 service is not known, so the earlier list is read.
      const av = gunshipAvailability({ corps, afterMid1968: false }, roller);
      parts.push(...av.parts);
      name = av.helicopters.join(' + ');
    }
    const pilot = helicopterCrewRep(roller, 'pilot REP');
    parts.push(pilot.part);
    const passes = r.for === 'gunship' ? (r.onePass ? 1 : 2) : 1;
    const until = g.turn + TURNS_IN_PLAY.helicopter - 1;
    const h = helicopterOf({ for: r.for, aircraft: name });
    next = { ...next, aircraft: name, pilotRep: pilot.rep, startRep: pilot.rep, passes, until, dp: h.dp, doorGunners: doorGunnersOf(h), crew: h.crew.length };
    extra = { aircraft: name, pilotRep: pilot.rep, passes, until, ...(r.at ? { at: r.at } : {}) };
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

/**
 * The support due now comes over the table, and aircraft whose time is up fly home. Pure: the lead's
 * turn code calls it at the start of the Free World activation; it returns the events to tell.
 */
export function supportArrivals(game: FngGame, roller: Roller, rules?: HouseRules): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const s0 = game.support;
  if (!s0) return { game, events: [] };
  let s = s0;
  const events: FngEvent[] = [];
  for (const r of s0.requests) {
    if (r.state === 'here' && r.until !== undefined && game.turn > r.until) {
      s = updateRequest(s, r.id, (x) => ({ ...x, state: 'spent' }));
      events.push(supportEvent({ kind: 'leaves', id: r.id, for: r.for, why: 'time' }));
    }
    if (r.state === 'inbound' && r.due <= game.turn) {
      const a = arrive(game, r, roller, rules);
      s = updateRequest(s, r.id, () => a.request);
      events.push(supportEvent(a.event));
    }
  }
  return { game: withSupport(game, s), events };
}

/** The support as anyone may know it: all of it is the players' own, and public. */
export function supportView(g: FngGame): SupportState | undefined {
  return g.support;
}

