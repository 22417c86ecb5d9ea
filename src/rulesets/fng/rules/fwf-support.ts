import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { TURNS_IN_PLAY } from './air.js';
import type { FngEvent } from './events.js';
import { facRequest } from './fac-over.js';
import type { FwfReinforcement } from './reinforcements.js';
import { arrive, supportEvent, withSupport } from './support-arrivals.js';
import { updateRequest, type SupportRequest, type SupportState } from './support-state.js';
import type { FngGame } from './state.js';

/** The Free World reinforcement results that bring no troops to muster but change the support at once. */
export const FWF_SUPPORT_RESULTS: readonly FwfReinforcement[] = ['fac', 'artillery-call-counts-five'];

export const isFwfSupportResult = (r: FwfReinforcement | undefined): boolean => r !== undefined && FWF_SUPPORT_RESULTS.includes(r);

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
 *   and their type must be determined on the appropriate Availability table": an air request that
 *   comes over the table now, its aircraft rolled on Aircraft Availability (L1842) as any strike's.
 *
 * `from` names what brought it (the request id, or the test). `caller` is the figure the FAC speaks to.
 */
export function fwfSupportArrives(
  g: FngGame,
  s0: SupportState,
  input: { readonly from: string; readonly result: FwfReinforcement; readonly caller: string },
  roller: Roller,
  rules?: HouseRules,
): { readonly support: SupportState; readonly events: readonly FngEvent[] } {
  let s = s0;
  if (input.result === 'artillery-call-counts-five') {
    return { support: { ...s, callCountsFive: true }, events: [supportEvent({ kind: 'fwf-support', from: input.from, result: 'artillery-call-counts-five' })] };
  }
  if (input.result !== 'fac') return { support: s, events: [] };
  const id = `S${s.next}`;
  const base: SupportRequest = { id, for: 'air', ready: false, caller: input.caller, turn: g.turn, due: g.turn, state: 'inbound' };
  if (facRequest(withSupport(g, s))) {
    s = { ...s, next: s.next + 1, requests: [...s.requests, base] };
    const a = arrive(g, base, roller, rules);
    s = updateRequest(s, id, () => a.request);
    return { support: s, events: [supportEvent({ kind: 'fwf-support', from: input.from, result: 'fac-pair', id }), supportEvent(a.event)] };
  }
  const fac: SupportRequest = { ...base, state: 'spent', facDue: g.turn };
  s = { ...s, next: s.next + 1, requests: [...s.requests, fac] };
  return { support: s, events: [supportEvent({ kind: 'fwf-support', from: input.from, result: 'fac', id, until: g.turn + TURNS_IN_PLAY.fac - 1 })] };
}
