import { airframeOf } from './airframe.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs } from '../../game/order.js';
import type { FngGame } from '../../game/state.js';
import { supportEvent, supportOf, withSupport } from './support-arrivals.js';
import { updateRequest, type SupportRequest } from '../support-state.js';
import { helicopterPiloting, type PilotingAction, type PilotingResult } from '../helicopters.js';

/**
 * An aircraft's request as it flies (FNG 2nd Tour p.80–92): changed in the game's support, its
 * Helicopter Piloting rolls told, its passes spent and its leaving the table.
 */

/** The request changed in the game's support. */
export function withRequest(g: FngGame, id: string, change: (r: SupportRequest) => SupportRequest): FngGame {
  return withSupport(g, updateRequest(supportOf(g), id, change));
}

export function requestIn(g: FngGame, id: string): SupportRequest {
  const r = supportOf(g).requests.find((x) => x.id === id);
  if (!r) throw new Error(`no support ${id}`);
  return r;
}

/** It is done over the table: spent, with the reason told. */
export function leaves(g: FngGame, id: string, why: 'passes' | 'done' | 'home' | 'shot-down' | 'crashed', events: FngEvent[]): FngGame {
  const r = requestIn(g, id);
  events.push(supportEvent({ kind: 'leaves', id, for: r.for, why }));
  return withRequest(g, id, (x) => ({ ...x, state: 'spent' }));
}

/** One pass spent (a veer-off counts, L1894); the last sends it home. */
export function spendPass(g: FngGame, id: string, events: FngEvent[]): FngGame {
  const passes = (requestIn(g, id).passes ?? 1) - 1;
  const next = withRequest(g, id, (x) => ({ ...x, passes }));
  return passes <= 0 ? leaves(next, id, 'passes', events) : next;
}

/**
 * Helicopter Piloting (L1951–L1957) for this helicopter: its pilot's REP, −1 at night (the mission's),
 * −1 in inclement weather (as the table agrees), −1 carrying passengers on an overburdened type.
 */
export function pilotingRoll(a: Pick<OrderArgs, 'roller'>, g: FngGame, id: string, action: PilotingAction, inclement: boolean, events: FngEvent[]): PilotingResult {
  const r = requestIn(g, id);
  const frame = airframeOf(g, r);
  const p = helicopterPiloting(
    { pilotRep: Math.max(1, frame.pilotRep - (r.heli?.smokeInside !== undefined && g.turn <= r.heli.smokeInside ? 2 : 0)), action, ...(g.mission?.night ? { night: true } : {}), ...(inclement ? { inclementWeather: true } : {}), ...(frame.overburdened && (r.heli?.aboard?.length ?? 0) > 0 ? { overloaded: true } : {}) },
    a.roller,
  );
  if (!p.ok) throw new Error(p.code);
  const v = p.value;
  events.push(supportEvent({ kind: 'piloting', id, action, rep: v.modifiedRep, passes: v.passes, outcome: v.outcome, ...(v.inches !== undefined ? { inches: v.inches } : {}), ...(v.spin ? { spin: v.spin } : {}), ...(v.damagePoints !== undefined ? { damagePoints: v.damagePoints } : {}), parts: v.parts }));
  return v;
}
