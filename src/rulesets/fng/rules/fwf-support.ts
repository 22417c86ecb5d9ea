import { TURNS_IN_PLAY } from './air.js';
import type { FngEvent } from './events.js';
import type { FwfReinforcement } from './reinforcements.js';
import type { FngGame } from './state.js';
import type { SupportEvent, SupportRequest, SupportState } from './support-state.js';

/** The Free World reinforcement results that bring no troops to muster but change the support at once. */
export const FWF_SUPPORT_RESULTS: readonly FwfReinforcement[] = ['fac', 'artillery-call-counts-five'];

export const isFwfSupportResult = (r: FwfReinforcement | undefined): boolean => r !== undefined && FWF_SUPPORT_RESULTS.includes(r);

/**
 * The request whose FAC is over the table on `turn` (from its `facDue`, for twelve turns, L1898),
 * the one named or the first: an airstrike's FAC or one a reinforcement result brought.
 */
export function facOnStation(s: SupportState, turn: number, id?: string): SupportRequest | undefined {
  return s.requests.find((r) => r.for === 'air' && r.facDue !== undefined && r.facDue <= turn && turn <= r.facDue + TURNS_IN_PLAY.fac - 1 && (id === undefined || r.id.toLowerCase() === id.trim().toLowerCase()));
}

const told = (event: SupportEvent): FngEvent => ({ kind: 'support', event });

/**
 * What a Free World reinforcement result of the support kind does when it comes (SL 4 and 6 tables,
 * L2091–L2101), from a reinforcement request, a Ready reinforcement or the turn's Reinforcements test:
 *
 * - "The next successful RTO call for artillery or mortars automatically counts as (5) on the FWF
 *   request table": the support keeps the promise until such a call gets through (order-support.ts
 *   spends it on the Artillery/Mortar Request, L1780).
 * - "A FAC arrives overhead": a FAC over the table from this turn for twelve turns (L1898), exactly as
 *   an airstrike request's FAC — an air request with its `facDue` now, bringing no aircraft of its own
 *   (it is settled at once, so nothing strikes for it), whose pilot and rockets order-fac rolls when
 *   it first flies. "If a FAC is already on station, then a pair of attack aircraft are now available
 *   and their type must be determined on the appropriate Availability table": `arriving` is an air
 *   request due now, for the caller to bring over the table (support-arrivals' `arrive` rolls its
 *   aircraft on Aircraft Availability, L1842, as any strike's).
 *
 * `from` names what brought it (the request id, or the test); `caller` is the figure the FAC speaks to.
 */
export function fwfSupportArrives(
  g: FngGame,
  s: SupportState,
  input: { readonly from: string; readonly result: FwfReinforcement; readonly caller: string },
): { readonly support: SupportState; readonly events: readonly FngEvent[]; readonly arriving?: SupportRequest } {
  if (input.result === 'artillery-call-counts-five') {
    return { support: { ...s, callCountsFive: true }, events: [told({ kind: 'fwf-support', from: input.from, result: 'artillery-call-counts-five' })] };
  }
  if (input.result !== 'fac') return { support: s, events: [] };
  const id = `S${s.next}`;
  const base: SupportRequest = { id, for: 'air', ready: false, caller: input.caller, turn: g.turn, due: g.turn, state: 'inbound' };
  if (facOnStation(s, g.turn)) {
    return { support: { ...s, next: s.next + 1, requests: [...s.requests, base] }, events: [told({ kind: 'fwf-support', from: input.from, result: 'fac-pair', id })], arriving: base };
  }
  const fac: SupportRequest = { ...base, state: 'spent', facDue: g.turn };
  return { support: { ...s, next: s.next + 1, requests: [...s.requests, fac] }, events: [told({ kind: 'fwf-support', from: input.from, result: 'fac', id, until: g.turn + TURNS_IN_PLAY.fac - 1 })] };
}
