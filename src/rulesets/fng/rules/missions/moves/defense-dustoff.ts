import type { AoKind } from '../../terrain/area-of-operations.js';
import { PERSONNEL_UNIT } from './defense-personnel.js';
import type { FngGame } from '../../game/state.js';
import type { SupportRequest } from '../../support/support-state.js';

/**
 * The Dustoffs a Defense of the Wounded needs (FNG 2nd Tour, Defense (4), seed L2205–L2206): "2d6 wounded
 * with a medic and an RTO await Dustoff helos in a clearing ... The RTO must call for Dustoff (modify per
 * the SL of the mission). More than one Dustoff may be necessary depending upon the number of wounded."
 *
 * How many each carries the seed gives with its Medevac rules: a Medevac flies "the same as a standard
 * transport helicopter (it is usually a UH-1)" (L2006); the UH-1 Slick "May carry eight passengers in
 * Coastal AOs ... and six passengers in Highland AOs .... May substitute carrying
 * one casualty (OOF or OD) per passenger slot" (FWF Helicopter List, footnote 2, L2395); and a Medevac
 * "Coming quickly" "can only carry out 2 wounded figures, as it already has half a load" (L2004). The
 * loading itself is the helicopter's (L1959, order-helicopter.ts), within those seats (airframe.ts).
 *
 * The objective: "await Dustoff helos" — all of them lifted is the assigned mission completed. Some of
 * them still on the table at the end the seed does not settle (L2215 names only the items or location
 * captured, the FWF wiped out, or key personnel taken out as not completed): house rule
 * `fng.defense.wounded-unlifted` — `held` (default: no +5 for completing it, no −4 either), `lost` (the
 * −4 of a mission not completed), or `no-effect` (the table's reading stands, as for any Defense).
 */

/**
 * A full Dustoff's seats for casualties (UH-1 Slick, footnote 2, L2395): one casualty per passenger slot,
 * eight, six in the Highlands — as the loading counts them (airframe.ts). The footnote's lighter ARVN
 * loads (10, 8) are its passengers' weight, not a casualty's: not counted.
 */
export function dustoffSeats(area: AoKind | undefined): number {
  return area === 'highlands' ? 6 : 8;
}

/** What a "Coming quickly" Medevac has room for: "it already has half a load" (L2004). */
export const HALF_LOAD_WOUNDED = 2;

/** Full Dustoffs needed to lift `wounded` casualties, `seats` to each (L2206: "More than one Dustoff may be necessary"). */
export function dustoffsNeeded(wounded: number, seats: number): number {
  if (!Number.isInteger(wounded) || wounded < 0) throw new Error(`bad wounded count ${wounded}`);
  if (!Number.isInteger(seats) || seats < 1) throw new Error(`bad seats ${seats}`);
  return Math.ceil(wounded / seats);
}

export const WOUNDED_UNLIFTED = ['held', 'lost', 'no-effect'] as const;
export type WoundedUnlifted = (typeof WOUNDED_UNLIFTED)[number];

/** The wounded the Defense guards that came wounded (ids), and those of them not yet flown out. */
export function woundedToLift(g: FngGame): { readonly all: readonly string[]; readonly left: readonly string[] } {
  const all = g.mission?.defense === 'wounded' ? g.mission.personnel?.woundedAtStart ?? [] : [];
  const flown = (id: string) => g.figures.some((f) => f.side === 'fwf' && f.unit === PERSONNEL_UNIT && f.id === id && f.status === 'left-battlefield');
  return { all, left: all.filter((id) => !flown(id)) };
}

export interface DustoffLoad {
  /** Casualties this Dustoff has room for: a full UH-1's seats, or two when it comes half-loaded (L2004). */
  readonly load: number;
  /** Wounded still awaiting a Dustoff before this one: not flown out, nor allotted to a Dustoff already on its way or here. */
  readonly awaiting: number;
  /** Full Dustoffs still needed once this one has lifted its load. */
  readonly more: number;
}

/**
 * A Dustoff granted on the Medevac Request Table (L2004) for a Defense's wounded: its load, the wounded
 * still awaiting one, and how many full Dustoffs more it takes. Dustoffs already granted and not spent
 * count their loads against the wounded first. Undefined when the Defense guards no wounded.
 */
export function dustoffLoad(g: FngGame, request: Pick<SupportRequest, 'id' | 'maxWounded'>): DustoffLoad | undefined {
  const { all, left } = woundedToLift(g);
  if (all.length === 0) return undefined;
  const full = dustoffSeats(g.mission?.area);
  const seatsOf = (r: Pick<SupportRequest, 'maxWounded'>) => r.maxWounded ?? full;
  const others = (g.support?.requests ?? []).filter((r) => r.for === 'medevac' && r.state !== 'spent' && r.id !== request.id);
  const allotted = others.reduce((n, r) => n + seatsOf(r), 0);
  const awaiting = Math.max(0, left.length - allotted);
  const load = seatsOf(request);
  return { load, awaiting, more: dustoffsNeeded(Math.max(0, awaiting - load), full) };
}

/** Whether every wounded man the Defense guards was flown out by the end (L2205). */
export function woundedAllLifted(g: FngGame): boolean {
  return woundedToLift(g).left.length === 0;
}
