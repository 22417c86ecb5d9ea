import type { Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { FwfReinforcement } from './reinforcements.js';
import type { ReadyAsset, RequestKind, SupportType } from './support.js';
import type { FireResult } from '../firefight/ranged-combat.js';
import type { GoldenBbOutcome } from './anti-aircraft.js';
import type { CrashOutcome, CrashVictim, PilotingAction, PilotingOutcome } from './helicopters.js';

/**
 * The Free World Forces' support as the game keeps it (FNG 2nd Tour, "Support", p.72–97): what was
 * asked for on the radio and when it comes, what is over the table now, the radios used this turn,
 * the tables closed for the game, the Ready assets spent, the Registered Target Points and the
 * Victory Points lost to Danger Close. All of it is the players' own and public.
 */

/**
 * What `/fng-mission call` asks for: one Request table each (mortars and artillery share one, L1767).
 * The AC-47 "Spooky" is asked for by name on the Airstrike table (L1931), the Firefly and the
 * Nighthawk on the Gunship table (L1988–L1990): none is on an availability table, and all fly at night only.
 */
export type SupportFor = 'artillery' | 'mortar' | 'air' | 'gunship' | 'medevac' | 'reinforcements' | 'ac-47' | 'firefly' | 'nighthawk';
export const SUPPORT_FOR: readonly SupportFor[] = ['artillery', 'mortar', 'air', 'gunship', 'medevac', 'reinforcements', 'ac-47', 'firefly', 'nighthawk'];

/** Support that flies only at night (L1931, L1988). */
export const NIGHT_ONLY: readonly SupportFor[] = ['ac-47', 'firefly', 'nighthawk'];

/** The request table each reads (support.ts's RequestKind). */
export const REQUEST_KIND: Readonly<Record<SupportFor, RequestKind>> = {
  artillery: 'artillery',
  mortar: 'mortar',
  air: 'airstrike',
  gunship: 'gunship',
  medevac: 'medevac',
  reinforcements: 'reinforcements',
  'ac-47': 'airstrike',
  firefly: 'gunship',
  nighthawk: 'gunship',
};

/** The type of support for the Golden Rule (L1701–L1704, L1759–L1765). */
export const SUPPORT_TYPE: Readonly<Record<SupportFor, SupportType>> = {
  artillery: 'artillery',
  mortar: 'artillery',
  air: 'tac-air',
  gunship: 'helicopter',
  medevac: 'helicopter',
  reinforcements: 'reinforcements',
  'ac-47': 'tac-air',
  firefly: 'helicopter',
  nighthawk: 'helicopter',
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
  /** Rounds each gun fires: three unless a reinforcement barrage says otherwise (a heavy pair's two, L2087). */
  readonly rounds?: number;
  /** A reinforcement result's heavy barrage (L2087, L2093): fired with the weapon's own figures, as the seed prints no others. */
  readonly heavy?: boolean;
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
  /** Set on arrival: the pilot's REP then (half of it sends him home, L1889), its Damage Points and door gunners (p.108–109). */
  readonly startRep?: number;
  readonly dp?: number;
  readonly doorGunners?: 0 | 1 | 2;
  /** The crew aboard a helicopter (they take its crash with the passengers, L2044). */
  readonly crew?: number;
  /** Damage points taken so far (L1882, L2040). */
  readonly damage?: number;
  /** A helicopter off its passes: hovering, on the ground, gone round, or a wreck (L1934–L1947). */
  readonly heli?: HelicopterState;
  /** Its door gunners' REPs, rolled the first time they fire (L1974). */
  readonly gunnerReps?: readonly number[];
  /** A Loach's observer's REP (1d6, L1974), rolled the first time he drops or fires and kept. */
  readonly observerRep?: number;
}

/** Where a helicopter is: flying (its passes, or coming in with passengers), hovering, on the ground, gone round, or a wreck (p.85–86). */
export interface HelicopterState {
  readonly mode: 'flying' | 'hovering' | 'landed' | 'around' | 'wreck';
  readonly at?: Point;
  /** The way it was flying (a unit vector): a stall carries it on, a spin turns it 90°. */
  readonly heading?: Point;
  /** The activation (`FngGame.serial`) of its last step: loading waits for the next, take-off for the one after (L1945–L1947). */
  readonly serial: number;
  /** The turn it went round (L1953): it may try again once a full turn has passed. */
  readonly turn?: number;
  /** Loaded or unloaded: it may take off when next active. */
  readonly loaded?: boolean;
  /** The activation (`FngGame.serial`) its door gunners last fired: once an activation. */
  readonly gunsFired?: number;
  /** The activation (`FngGame.serial`) a Loach's observer last dropped or fired (L1982): once an activation. */
  readonly observerActed?: number;
  /** The activation (`FngGame.serial`) passengers last fired from its doors (L2016), and how many out of each side. */
  readonly doorFire?: { readonly serial: number; readonly left: number; readonly right: number };
  /** Smoke fumbled inside (L2036): the last turn its pilot rolls Piloting at −2 REP, unless a crewman's drop succeeds first. */
  readonly smokeInside?: number;
  /** The Free World figures aboard (keys): off the table while it flies, at the LZ while it sits there. */
  readonly aboard?: readonly string[];
  /** A Loach in on-table mode (L1982, rules/support/loach.ts): the turn it took it up, and what it used of this turn. */
  readonly onTable?: { readonly since: number; readonly turn: number; readonly inches: number; readonly hoverUses: number };
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
  /** A reinforcement result promised that the next call for artillery or mortars that gets through counts as a 5 (L2091, L2097). */
  readonly callCountsFive?: boolean;
}

export const emptySupport = (): SupportState => ({ next: 1, requests: [], radios: { turn: 0, keys: [] }, denied: [], readyUsed: [], rtps: [], vp: 0 });

export function updateRequest(s: SupportState, id: string, change: (r: SupportRequest) => SupportRequest): SupportState {
  return { ...s, requests: s.requests.map((r) => (r.id === id ? change(r) : r)) };
}

/** What the support events tell: every roll named with its table and line. */
/** A Dustoff for a Defense's wounded (L2205–L2206, defense-dustoff.ts): its load, those awaiting one, full Dustoffs more needed. */
export interface DustoffTold {
  readonly load: number;
  readonly awaiting: number;
  readonly more: number;
}

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
  | { readonly kind: 'ready'; readonly for: SupportFor; readonly asset: ReadyAsset; readonly die: number; readonly outcome: 'arrives-now' | 'arrives-next-active' | 'retasked'; readonly id?: string; readonly dustoff?: DustoffTold; readonly part: RolledPart }
  | {
      readonly kind: 'request';
      readonly for: SupportFor;
      readonly table: string;
      /** The call counted as a 5 (a reinforcement result's promise, L2091): no die rolled. */
      readonly countsFive?: boolean;
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
      /** A Dustoff for a Defense's wounded (L2205–L2206, defense-dustoff.ts): its load, those awaiting one, full Dustoffs more needed. */
      readonly dustoff?: DustoffTold;
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
  | {
      /**
       * A reinforcement result that changes the support (L2078–L2101): a FAC over the table (`id` its air
       * request), a pair of attack aircraft as a FAC is already there, the next artillery call counting as
       * a 5, a barrage ready to fire (`weapons`, `rounds`), a helicopter over the table, a gunship coming
       * now, or the sniper team (`id` its unit, `figures` its men).
       */
      readonly kind: 'fwf-support';
      readonly from: string;
      readonly result: 'fac-pair' | FwfReinforcement;
      readonly id?: string;
      readonly until?: number;
      readonly weapons?: number;
      readonly rounds?: number;
      readonly aircraft?: string;
      readonly pilotRep?: number;
      readonly passes?: number;
      readonly figures?: readonly string[];
      readonly parts?: readonly RolledPart[];
    }
  | { readonly kind: 'leaves'; readonly id: string; readonly for: SupportFor; readonly why: 'time' | 'passes' | 'done' | 'home' | 'shot-down' | 'crashed' }
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
      /** Rotary guns: the dice rolled at this figure (two, L2009) and the hits they gave. */
      readonly rolls?: number;
      readonly hits?: number;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'strafe'; readonly id: string; readonly munition: string; readonly rep: number; readonly under: readonly string[] }
  | { readonly kind: 'hot-lz'; readonly id: string; readonly pilotRep: number; readonly die: number; readonly total: number; readonly aborts: boolean; readonly part: RolledPart }
  | { readonly kind: 'lifted'; readonly id: string; readonly casualties: readonly string[] }
  | { readonly kind: 'rtps'; readonly allowance: number; readonly rolled?: RolledPart; readonly placed: readonly RegisteredTargetPoint[] }
  // ---- aircraft over the table: the enemy's fire at them (its dice are the GM's) and helicopters.
  /** Who of the enemy stood and fired at the aircraft, who ducked back and who retired, as the table sees it (L1869–L1876). */
  | { readonly kind: 'aa'; readonly id: string; readonly mode: 'check' | 'sitting-duck' | 'treetops' | 'hover'; readonly fire: readonly string[]; readonly duck: readonly string[]; readonly retire: readonly string[] }
  | {
      readonly kind: 'golden-bb';
      readonly id: string;
      readonly orTotal: number;
      readonly dice: number;
      readonly pilotRep: number;
      readonly passes: number;
      readonly outcome: GoldenBbOutcome;
      readonly impact: number;
      readonly hits: readonly { readonly die: number; readonly points: number }[];
      readonly damage: number;
      readonly dp: number;
      readonly helicopter: boolean;
      readonly home: boolean;
      readonly parts: readonly RolledPart[];
    }
  /** The enemy's Ranged Combat at a hovering or rising helicopter (L1948), or one an enemy group chose to shoot where it sits (`sitting`, L1956): hits as the table sees them, then Helicopter Damage. */
  | { readonly kind: 'hover-fire'; readonly id: string; readonly firers: readonly { readonly figure: string; readonly hits: number }[]; readonly hits: readonly { readonly die: number; readonly points: number; readonly impact: number }[]; readonly damage: number; readonly dp: number; readonly parts: readonly RolledPart[]; readonly sitting?: 'landed' | 'hovering' }
  /** The enemy's HMGs when an AC-47 fires (L1931): who fired after the Received Fire Test, their hits on Aircraft Damage, the pilot's REP after. */
  | { readonly kind: 'hmg-fire'; readonly id: string; readonly firers: readonly { readonly figure: string; readonly fires: boolean; readonly hits: number }[]; readonly hits: readonly { readonly die: number; readonly points: number }[]; readonly damage: number; readonly dp: number; readonly pilotRep: number; readonly parts: readonly RolledPart[] }
  /** A landed or hovering helicopter's door gunners fire (p.108, L1974): each gun's REP and Ranged Combat. */
  | { readonly kind: 'door-guns'; readonly id: string; readonly target: string; readonly weapon: string; readonly tr: number; readonly shots: readonly { readonly rep: number; readonly result: FireResult }[]; readonly repParts: readonly RolledPart[] }
  /**
   * A landed or hovering helicopter's door gunners react to the enemy's fire (L2015): each one's Received
   * Fire (L695), what it calls him to do, and the REP he fires at (none: he does not fire); the target the
   * nearest firer in reach.
   */
  | {
      readonly kind: 'door-gunners-react';
      readonly id: string;
      /** In Sight (L670) when enemy troops come on in their sight; else Received Fire. */
      readonly test?: 'in-sight';
      readonly target: string;
      readonly outgunned: boolean;
      readonly tests: readonly { readonly gun: number; readonly rep: number; readonly passes: number; readonly part?: RolledPart; readonly called: 'fire' | 'duck-back' | 'retire'; readonly firesAt?: number }[];
      readonly repParts: readonly RolledPart[];
    }
  /** A Loach's observer drops a grenade or smoke (L1982, Dropping "Stuff" L2023–L2036). */
  | {
      readonly kind: 'loach-drop';
      readonly id: string;
      /** A passenger aboard who dropped it (L2023), not the Loach's observer. */
      readonly by?: string;
      readonly item: 'grenade' | 'smoke';
      readonly rep: number;
      readonly repParts: readonly RolledPart[];
      readonly hovering: boolean;
      readonly at: Point;
      readonly passes: number;
      readonly outcome: 'success' | 'partial' | 'falls-out' | 'explodes-inside' | 'smoke-inside';
      readonly parts: readonly RolledPart[];
      /** Success or partial: the Ranged Combat roll at the point, in the open or in cover. */
      readonly aim?: { readonly counts: 'open' | 'cover'; readonly hit: boolean; readonly part: RolledPart };
      /** A miss: the deviation die (p.77 table) and how far. */
      readonly deviation?: { readonly die: number; readonly direction: string; readonly inches: number; readonly part: RolledPart };
      /** Where it went off (or smoked); none when it fell out or stayed aboard. */
      readonly lands?: Point;
      /** Exploded inside: the Impact everyone aboard tests against. */
      readonly impactInside?: number;
    }
  /** A Loach's observer fires his personal weapon (L1982), as Fast Moving unless it hovers (L2016). */
  | { readonly kind: 'loach-fire'; readonly id: string; /** A passenger aboard who fired (L2016), not the Loach's observer. */ readonly by?: string; readonly target: string; readonly weapon: string; readonly tr: number; readonly rep: number; readonly fastMoving: boolean; readonly result: FireResult; readonly repParts: readonly RolledPart[] }
  /** Helicopter Damage 1s: crewmen and passengers hit (L2037). */
  | { readonly kind: 'aboard-hit'; readonly id: string; readonly crew: number; readonly figures: readonly string[] }
  | {
      readonly kind: 'piloting';
      readonly id: string;
      readonly action: PilotingAction;
      readonly rep: number;
      readonly passes: number;
      readonly outcome: PilotingOutcome;
      readonly inches?: number;
      readonly spin?: 'left' | 'right';
      readonly damagePoints?: number;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'helicopter'; readonly id: string; readonly what: HelicopterStep; readonly at?: Point; readonly figures?: readonly string[]; readonly damagePoints?: number; readonly parts?: readonly RolledPart[] }
  | { readonly kind: 'crash'; readonly id: string; readonly die: number; readonly outcome: CrashOutcome | 'terrain'; readonly at: Point; readonly crew: readonly CrashVictim[]; readonly passengers: readonly string[]; readonly parts: readonly RolledPart[] };

/** What a helicopter did that the table sees. */
export type HelicopterStep = 'lands' | 'hovers' | 'around' | 'hard-landing' | 'no-power' | 'stays' | 'unloads' | 'loads' | 'lifts-off' | 'leaves-hover' | 'moves' | 'wreck' | 'flies-off' | 'aborts' | 'loach-flies' | 'loach-hovers' | 'loach-leaves-hover';
