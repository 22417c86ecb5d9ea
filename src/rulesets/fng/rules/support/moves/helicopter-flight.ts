import type { Point } from '../../../../../core/board/geometry.js';
import { antiAircraft, type AaMode, type AaResult } from './anti-aircraft-play.js';
import { leaves, pilotingRoll, requestIn, withRequest } from './air-request.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs } from '../../game/order.js';
import { keyOf, type FngGame } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import type { HelicopterState } from '../support-state.js';
import { stripUndefined } from '../../game/chain-kit.js';

/**
 * What every helicopter over the table does in flight, whether it comes in to land or hover
 * (`order-helicopter.ts`) or is a Loach flying its legs (`order-loach.ts`): its state changed in
 * place, the way in under the enemy's fire, and flying off.
 */

export const setHeli = (g: FngGame, id: string, change: (h: HelicopterState) => HelicopterState): FngGame =>
  withRequest(g, id, (x) => ({ ...x, heli: stripUndefined(change(x.heli ?? { mode: 'flying', serial: g.serial })) }));

/**
 * The way in (L1940): Piloting for its altitude (L1954–L1956), then the enemy's fire along the line
 * from where it comes in to the spot: AA checks within 12" (only beside open ground if it skims the
 * trees), every enemy within 24" if it is a sitting duck.
 */
export function approach(a: OrderArgs, g: FngGame, id: string, from: Point, to: Point, inclement: boolean, events: FngEvent[]): AaResult {
  const p = pilotingRoll(a, g, id, 'flying', inclement, events);
  const mode: AaMode = p.outcome === 'treetops' ? 'treetops' : p.outcome === 'sitting-duck' ? 'sitting-duck' : 'check';
  return antiAircraft(a, g, id, { from, to }, mode, events);
}

/** It flies on: with anyone aboard (or a medevac) off the table for good, the passengers out of the battle; else back to its passes. */
export function fliesOn(g0: FngGame, id: string, events: FngEvent[]): FngGame {
  const r = requestIn(g0, id);
  const aboard = r.heli?.aboard ?? [];
  if (r.for !== 'medevac' && aboard.length === 0) return setHeli(g0, id, (h) => ({ mode: 'flying', serial: g0.serial, ...(h.heading ? { heading: h.heading } : {}) }));
  const g: FngGame = { ...g0, figures: g0.figures.map((f) => (aboard.includes(keyOf(f)) ? stripUndefined({ ...f, status: 'left-battlefield' as const, carriedBy: undefined }) : f)) };
  events.push(supportEvent({ kind: 'helicopter', id, what: 'flies-off', figures: aboard }));
  if (r.for === 'medevac' && aboard.length) events.push(supportEvent({ kind: 'lifted', id, casualties: aboard }));
  return leaves(setHeli(g, id, (h) => ({ ...h, aboard: [] })), id, 'done', events);
}
