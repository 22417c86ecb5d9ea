import type { HexCoord } from '../../../../core/board/hex.js';

/**
 * Lock 'n Load counters (LnL player aid, Stacking 1.3, Support Weapon Portage 1.6, Damage Check
 * Table): multi-man counters (MMC), single-man counters (SMC), support weapons, vehicles and
 * helicopters.
 */
export const MMC_KINDS = ['squad', 'half-squad', 'weapon-team', 'crew'] as const;
export const SMC_KINDS = ['leader', 'hero', 'medic', 'sniper', 'scout', 'armor-leader', 'smc'] as const;
export const UNIT_KINDS = [...MMC_KINDS, ...SMC_KINDS, 'support-weapon', 'vehicle', 'helicopter'] as const;
export type MmcKind = (typeof MMC_KINDS)[number];
export type SmcKind = (typeof SMC_KINDS)[number];
export type UnitKind = (typeof UNIT_KINDS)[number];

export const isMmc = (k: UnitKind): k is MmcKind => (MMC_KINDS as readonly string[]).includes(k);
export const isSmc = (k: UnitKind): k is SmcKind => (SMC_KINDS as readonly string[]).includes(k);
export const isLeg = (k: UnitKind): boolean => isMmc(k) || isSmc(k);
export const isUnitKind = (x: string): x is UnitKind => (UNIT_KINDS as readonly string[]).includes(x);

/** The administrative markers of the Operations phase, removed in the Administrative phase (9.0). */
export const UNIT_MARKERS = ['moved', 'assault-move', 'fired', 'ops-complete', 'low-crawl', 'hit-and-run'] as const;
export type UnitMarker = (typeof UNIT_MARKERS)[number];
export const isUnitMarker = (x: string): x is UnitMarker => (UNIT_MARKERS as readonly string[]).includes(x);

/** Good Order and Shaken for troops; the vehicle and helicopter results of the DCT and OFT. */
export const UNIT_STATUSES = ['good-order', 'shaken', 'eliminated', 'abandoned', 'destroyed', 'damaged'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const isUnitStatus = (x: string): x is UnitStatus => (UNIT_STATUSES as readonly string[]).includes(x);

/** Vehicle movement types of the Streams table (10.5.1) and optional speed modifiers (15.6). */
export const MOVE_TYPES = ['T', 'O', 'R'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** Passenger capacity codes (16.1, 16.2, 19.4). */
export const CAPACITIES = ['P', 'PO', 'PP', 'PPO'] as const;
export type Capacity = (typeof CAPACITIES)[number];

export interface Armour {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
  /** Red armour factors: HEAT penetration −4 against them. */
  readonly red?: boolean;
}

/** What is printed on a counter; the roster gives it, the rules only read it. */
export interface UnitProfile {
  readonly kind: UnitKind;
  /** The counter's name: "US Rifle Squad", "Lt Kelly", "M60". */
  readonly name: string;
  readonly firepower: number;
  readonly range: number;
  readonly morale: number;
  /** "A" superscript: +3 instead of +2 against adjacent targets (5.6). */
  readonly assault?: boolean;
  /** "M" superscript: +1 firepower in melee (8.0). */
  readonly melee?: boolean;
  /** Leaders and armor leaders: the leadership modifier. */
  readonly leadership?: number;
  /** Leaders: how many hexes the leadership reaches. */
  readonly leadershipRange?: number;
  /** What a squad becomes on a Casualties result: its half-squad's printed values. */
  readonly halfSquad?: { readonly name?: string; readonly firepower: number; readonly range: number; readonly morale: number };
  /** Support weapons and vehicle guns that fire on the OFT (1.6.4, 14.1). */
  readonly ordnance?: boolean;
  /** HE equivalent of an ordnance weapon or vehicle. */
  readonly he?: number;
  /** Penetration value of an ordnance weapon or vehicle gun (at normal range). */
  readonly penetration?: number;
  /** The to-hit number the weapon needs at normal range (the counter's to-hit table). */
  readonly toHit?: number;
  readonly heat?: boolean;
  /** A guided anti-aircraft weapon (blue to-hit table): the only ordnance that may attack a flying helicopter (14.1, 19.2). */
  readonly aa?: boolean;
  readonly atgm?: boolean;
  /** Boxed ATGM depletion number. */
  readonly depletion?: number;
  /** Mortar weapon teams roll the best of 2d6 (18.1). */
  readonly mortar?: boolean;
  /** Vehicles: armour factors; absent for unarmoured vehicles. */
  readonly armour?: Armour;
  readonly openTopped?: boolean;
  readonly turret?: boolean;
  readonly moveType?: MoveType;
  readonly movement?: number;
  readonly capacity?: Capacity;
  /** Helicopters: armour factor against small arms (19.2.8). */
  readonly armourFactor?: number;
  /** Thermal imaging sights (10.1.2). */
  readonly thermal?: boolean;
  /** The nation's smoke-laying capability (7.0). */
  readonly smoke?: number;
  /** Some units may self-rally though the default class cannot (3.0 step 3). */
  readonly selfRally?: boolean;
  /** Mounted units (6.6): motorcycles, cavalry. */
  readonly mounted?: boolean;
  /**
   * Its nationality creates no Heroes (DCT, Hero Creation: "See Module Specific Rules some
   * Nationalities excluded"): the roster says so for the module's excluded nations.
   */
  readonly noHero?: boolean;
}

/** A counter in play: its profile, where it is and what has happened to it. */
export interface Unit extends UnitProfile {
  readonly id: string;
  readonly side: string;
  readonly at?: HexCoord;
  readonly status: UnitStatus;
  /** SMCs: marked Wounded (a Hero flips to its wounded side). */
  readonly wounded: boolean;
  readonly markers: readonly UnitMarker[];
  /** Support weapons: the unit carrying it. */
  readonly carriedBy?: string;
  /** Passengers: the vehicle or helicopter they ride, inside or on it. */
  readonly aboard?: { readonly vehicle: string; readonly outside: boolean };
  /** Vehicles: buttoned up. Shaken vehicles must button. */
  readonly buttoned?: boolean;
  readonly immobilized?: boolean;
  /** Helicopters: hovering or flying (19.2.1). */
  readonly mode?: 'hover' | 'flying';
  /** ATGM expended after a depletion roll. */
  readonly expended?: boolean;
}

/** Which column of the Damage Check Table a unit reads (DCT, 5.0, 14.1, 18.2). */
export type DctClass =
  | 'good-order-mmc'
  | 'shaken-mmc'
  | 'good-order-smc'
  | 'hero-or-shaken-smc'
  | 'armoured'
  | 'unarmoured'
  | 'helicopter';

export function dctClassOf(u: Pick<Unit, 'kind' | 'status' | 'armour'>): DctClass | undefined {
  if (u.kind === 'helicopter') return 'helicopter';
  if (u.kind === 'vehicle') return u.armour ? 'armoured' : 'unarmoured';
  if (u.kind === 'support-weapon') return undefined;
  // The armoured column also reads for an Armor Leader (DCT header "Armored Vehicle - Armor Leader").
  if (u.kind === 'armor-leader') return 'armoured';
  if (isMmc(u.kind)) return u.status === 'shaken' ? 'shaken-mmc' : 'good-order-mmc';
  if (u.kind === 'hero' || u.status === 'shaken') return 'hero-or-shaken-smc';
  return 'good-order-smc';
}

/** Vehicles, SMCs and weapon teams rally without a leader (Rally Phase 3.0, step 3). */
export function canSelfRally(u: Pick<Unit, 'kind' | 'selfRally'>): boolean {
  return u.selfRally === true || u.kind === 'vehicle' || u.kind === 'helicopter' || u.kind === 'weapon-team' || isSmc(u.kind);
}

/** Still on the board and able to act or be attacked. */
export function inPlay(u: Pick<Unit, 'status'>): boolean {
  return u.status !== 'eliminated' && u.status !== 'destroyed';
}

/** A wounded leader's morale, LM and leadership range are one less (11.1.2). */
export function effectiveMorale(u: Pick<Unit, 'morale' | 'wounded' | 'kind'>): number {
  return u.wounded && u.kind === 'leader' ? u.morale - 1 : u.morale;
}

/** The leadership modifier a leader gives: none when shaken (Shaken, DCT notes), one less when wounded. */
export function leadershipOf(u: Pick<Unit, 'leadership' | 'wounded' | 'status' | 'kind'>): number {
  if (u.leadership === undefined || u.status !== 'good-order') return 0;
  return Math.max(0, u.leadership - (u.wounded && u.kind === 'leader' ? 1 : 0));
}

/** The lowest of a vehicle's armour factors (small arms, artillery and overrun defences, 17.2). */
export function lowestArmour(u: Pick<Unit, 'armour'>): number | undefined {
  return u.armour ? Math.min(u.armour.front, u.armour.side, u.armour.rear) : undefined;
}
