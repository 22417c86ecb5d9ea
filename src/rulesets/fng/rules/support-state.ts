import type { Point } from '../../../core/board/geometry.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { choiceRule, intRule } from '../../../core/house-rules.js';
import { aircraftAvailability, FWF_AIRCRAFT, gunshipAvailability, helicopterCrewRep, TURNS_IN_PLAY, type AircraftId, type Corps } from './air.js';
import type { FwfReinforcement } from './reinforcements.js';
import { reinforcementEntry } from './reinforcements.js';
import type { ReadyAsset, RequestKind, SupportType } from './support.js';
import type { FngEvent } from './events.js';
import type { FngGame } from './state.js';

/**
 * The Free World Forces' support as the game keeps it (FNG 2nd Tour, "Support", p.72–97): what was
 * asked for on the radio and when it comes, what is over the table now, the radios used this turn,
 * the tables closed for the game, the Ready assets spent, the Registered Target Points and the
 * Victory Points lost to Danger Close. All of it is the players' own and public.
 */

/** What `/fng-mission call` asks for: one Request table each (mortars and artillery share one, L1767). */
export type SupportFor = 'artillery' | 'mortar' | 'air' | 'gunship' | 'medevac' | 'reinforcements';
export const SUPPORT_FOR: readonly SupportFor[] = ['artillery', 'mortar', 'air', 'gunship', 'medevac', 'reinforcements'];

/** The request table each reads (support.ts's RequestKind). */
export const REQUEST_KIND: Readonly<Record<SupportFor, RequestKind>> = {
  artillery: 'artillery',
  mortar: 'mortar',
  air: 'airstrike',
  gunship: 'gunship',
  medevac: 'medevac',
  reinforcements: 'reinforcements',
};

/** The type of support for the Golden Rule (L1701–L1704, L1759–L1765). */
export const SUPPORT_TYPE: Readonly<Record<SupportFor, SupportType>> = {
  artillery: 'artillery',
  mortar: 'artillery',
  air: 'tac-air',
  gunship: 'helicopter',
  medevac: 'helicopter',
  reinforcements: 'reinforcements',
};

/** The Ready asset an SL may grant for each (L1729–L1756); mortars are On-Demand only. */
export const READY_ASSET: Readonly<Partial<Record<SupportFor, ReadyAsset>>> = {
  artillery: 'artillery-mission',
  air: 'fac',
  gunship: 'helicopter-mission',
  medevac: 'helicopter-mission',
  reinforcements: 'reinforcement',
};

/** Weapons a Ready Artillery Mission brings: not printed (L1742–L1756); read as a "Request granted" (L1780). */
export const READY_ARTILLERY_WEAPONS = 2;

export interface EntryRecord {
  readonly die: number;
  readonly edge: 'left' | 'own' | 'right';
  readonly part: 'player-end' | 'left-part' | 'centre' | 'right-part';
  readonly inches: number;
}

/** One request that got through: on its way, over the table, or spent. */
export interface SupportRequest {
  /** S1, S2 …: what `/fng-mission fire-mission`, `strike` and `medevac` name. */
  readonly id: string;
  readonly for: SupportFor;
  readonly ready: boolean;
  /** Who made the call (a figure key): his REP is the requester's on the Hitting tables (L1795). */
  readonly caller: string;
  readonly turn: number;
  /** The turn it is over the table (`supportArrivals` says so at the start of the FWF activation). */
  readonly due: number;
  readonly state: 'inbound' | 'here' | 'spent';
  /** The target point, RTP or LZ named with the call. */
  readonly at?: Point;
  readonly rtp?: string;
  /** Guns of a fire mission (L1780). */
  readonly weapons?: number;
  /** A gunship "coming quickly" makes one pass only (L1970); a medevac then has room for two (L2001). */
  readonly onePass?: boolean;
  readonly maxWounded?: number;
  /** Airstrike: the turn the FAC is over the table (L1836). */
  readonly facDue?: number;
  /** Reinforcements: what the SL table gave (L2076). */
  readonly fwf?: { readonly result: FwfReinforcement; readonly total: number; readonly source: string };
  /** Set on arrival. */
  readonly aircraft?: string;
  readonly pilotRep?: number;
  readonly passes?: number;
  /** The last turn it stays in play (L1896–L1898). */
  readonly until?: number;
  readonly entry?: EntryRecord;
  readonly failedLz?: number;
}

export interface RegisteredTargetPoint {
  readonly id: string;
  readonly at: Point;
}

export interface SupportState {
  readonly next: number;
  readonly requests: readonly SupportRequest[];
  /** Radios that made their one attempt (L1679): figure keys, for `turn`. */
  readonly radios: { readonly turn: number; readonly keys: readonly string[] };
  /** "Request denied!": no more of that kind this game (L1780, L1841, L2178). */
  readonly denied: readonly SupportFor[];
  /** Ready assets spent or re-tasked: that type is On-Demand from then on (L1719). */
  readonly readyUsed: readonly ReadyAsset[];
  readonly rtps: readonly RegisteredTargetPoint[];
  /** RTPs the Defense mission rolled (L1740–L1756), once rolled. */
  readonly rtpAllowance?: number;
  /** Victory Points lost to Danger Close (L1797, L1801). */
  readonly vp: number;
  /** A refused Danger Close rolled (1-2): the Commander is relieved after the mission (L1801). */
  readonly relieved?: boolean;
}

export const emptySupport = (): SupportState => ({ next: 1, requests: [], radios: { turn: 0, keys: [] }, denied: [], readyUsed: [], rtps: [], vp: 0 });

export const supportOf = (g: FngGame): SupportState => g.support ?? emptySupport();

export const withSupport = (g: FngGame, s: SupportState): FngGame => ({ ...g, support: s });

export function updateRequest(s: SupportState, id: string, change: (r: SupportRequest) => SupportRequest): SupportState {
  return { ...s, requests: s.requests.map((r) => (r.id === id ? change(r) : r)) };
}

/** What the support events tell: every roll named with its table and line. */
export type SupportEvent =
  | {
      readonly kind: 'call';
      readonly radio: string;
      readonly caller: string;
      readonly by: 'leader' | 'rto' | 'fo';
      readonly for: SupportFor;
      readonly atmospheric: number;
      readonly modifiedRep: number;
      readonly success: boolean;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'ready'; readonly for: SupportFor; readonly asset: ReadyAsset; readonly die: number; readonly outcome: 'arrives-now' | 'arrives-next-active' | 'retasked'; readonly id?: string; readonly part: RolledPart }
  | {
      readonly kind: 'request';
      readonly for: SupportFor;
      readonly table: string;
      readonly die?: number;
      readonly modifier: number;
      readonly total: number;
      readonly outcome: string;
      readonly id?: string;
      readonly inTurns?: number;
      readonly facInTurns?: number;
      readonly weapons?: number;
      readonly onePass?: boolean;
      readonly maxWounded?: number;
      readonly denied: boolean;
      readonly fwf?: { readonly result: FwfReinforcement; readonly total: number; readonly dice: number; readonly source: string };
      readonly rtp?: string;
      readonly parts: readonly RolledPart[];
    }
  | {
      readonly kind: 'arrives';
      readonly id: string;
      readonly for: SupportFor;
      readonly aircraft?: string;
      readonly pilotRep?: number;
      readonly passes?: number;
      readonly until?: number;
      readonly loadouts?: readonly string[];
      readonly entry?: EntryRecord;
      readonly fwf?: FwfReinforcement;
      readonly at?: Point;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'leaves'; readonly id: string; readonly for: SupportFor; readonly why: 'time' | 'passes' | 'done' }
  | { readonly kind: 'danger-close'; readonly weapon: 'mortar' | 'artillery'; readonly inches: number; readonly commander: string; readonly outcome: 'proceeds' | 'cancelled'; readonly vp: number; readonly relieved: boolean; readonly parts: readonly RolledPart[] }
  | {
      readonly kind: 'round';
      readonly id: string;
      readonly n: number;
      readonly weapon: 'mortar' | 'artillery';
      readonly rep: number;
      readonly passes: number;
      readonly outcome: 'on-target' | 'in-area' | 'miss';
      readonly steps: readonly { readonly die: number; readonly direction: string }[];
      readonly deviationInches: number;
      readonly lands: Point;
      readonly parts: readonly RolledPart[];
    }
  | {
      readonly kind: 'strike';
      readonly id: string;
      readonly munition: string;
      readonly at: Point;
      readonly rep: number;
      readonly hit: boolean;
      readonly deviation?: { readonly die: number; readonly direction: string; readonly inches: number };
      readonly lands: Point;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'strafe'; readonly id: string; readonly munition: string; readonly rep: number; readonly under: readonly string[] }
  | { readonly kind: 'hot-lz'; readonly id: string; readonly pilotRep: number; readonly die: number; readonly total: number; readonly aborts: boolean; readonly part: RolledPart }
  | { readonly kind: 'lifted'; readonly id: string; readonly casualties: readonly string[] }
  | { readonly kind: 'rtps'; readonly allowance: number; readonly rolled?: RolledPart; readonly placed: readonly RegisteredTargetPoint[] };

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
    next = { ...next, aircraft: stats?.name ?? a.aircraft, pilotRep: a.pilotRep, passes, until };
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
    next = { ...next, aircraft: name, pilotRep: pilot.rep, passes, until };
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

/** Which `fng.reinforcements.*` readings the request table is rolled with. */
export function fwfOptions(rules: HouseRules) {
  return {
    overlap: choiceRule(rules, 'fng.reinforcements.range-overlap', ['earlier-row', 'later-row'] as const),
    sl5: choiceRule(rules, 'fng.reinforcements.fwf-sl5', ['printed-labels', 'digest'] as const),
  };
}
