import type { Point } from '../../../../core/board/geometry.js';
import type { Quality } from './troops.js';
import { VEHICLES, type GunId, type VehicleClass, type VehicleId, type VehicleProfile, type VehicleSpeed, type VehicleWeapon, type GunClass } from './vehicles.js';
import type { WeaponKind, WeaponLoad } from './weapons.js';

/** What a unit is on the table (seed 004, Troops / Special Units / Vehicles and Artillery). */
export const UNIT_KINDS = ['fire-team', 'hq', 'special', 'gun-crew', 'vehicle'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** Seed 004, Special Units, plus the AOP that calls in indirect fire (Indirect Fire). */
export const SPECIAL_ROLES = [
  'officer',
  'commissar-heroic',
  'commissar-kgb',
  'sniper',
  'medic',
  'scout',
  'aop',
  'veteran-tank-crew',
] as const;
export type SpecialRole = (typeof SPECIAL_ROLES)[number];

/**
 * A unit's standing after pinning and morale (seed 004, Pinning and Morale): Pinned lasts until it
 * must be pinned afresh; at 30% casualties it is permanently pinned, at 60% removed.
 */
export const UNIT_STATUSES = ['active', 'pinned', 'permanently-pinned', 'removed'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A damage result that binds the vehicle for one turn, and the unit whose shot caused it. */
export interface DamageOrder {
  readonly turn: number;
  readonly attacker?: string;
}

/** Anti-tank damage a vehicle carries (seed 004, Anti-Tank Fire damage results). */
export interface VehicleDamage {
  /** Result 2: it cannot call in artillery. */
  readonly radioDamaged: boolean;
  /** Result 4: its turret guns fire only in the 90° arc ahead, as a fixed gun. */
  readonly turretJammed: boolean;
  /** Result 5: its gun shoots at −1 against armour (damaged gun). */
  readonly weaponDamaged: boolean;
  readonly immobilised: boolean;
  readonly brewedUp: boolean;
  /** Result 3: −1D6 on every move for the rest of the game. */
  readonly movementReduced?: boolean;
  /** Result 1, must halt and return fire: no move in that turn; its next fire is at the attacker or none. */
  readonly halted?: DamageOrder;
  /** Results 6 and 7, panic: in that turn it may not fire, and a move must take it away, into cover or out of sight. */
  readonly panicked?: DamageOrder;
  /** Result 7: its next anti-tank shot misses; the flag clears with that shot. */
  readonly missNextShot?: boolean;
}

export const NO_DAMAGE: VehicleDamage = {
  radioDamaged: false,
  turretJammed: false,
  weaponDamaged: false,
  immobilised: false,
  brewedUp: false,
};

export interface VehicleState {
  /** A catalogue id from `VEHICLES`, or a roster's own name for a vehicle not in the list. */
  readonly model: string;
  readonly class: VehicleClass;
  readonly speed: VehicleSpeed;
  readonly roadSpeed?: VehicleSpeed;
  readonly weapons: readonly VehicleWeapon[];
  readonly fixedGun: boolean;
  readonly softSkinned: boolean;
  readonly atGun?: GunClass;
  readonly carries?: number;
  readonly damage: VehicleDamage;
}

/** One unit on (or waiting off) the table. */
export interface Unit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly kind: UnitKind;
  readonly quality: Quality;
  /** Figures it started with; casualty percentages are of this. */
  readonly figures: number;
  readonly casualties: number;
  readonly weapons: readonly WeaponLoad[];
  /** Figures serving its crew-served weapon (LMG, HMG, mortar, gun), counted in `figures`. */
  readonly crew?: number;
  readonly roles: readonly SpecialRole[];
  /** A towed gun's catalogue id, for a gun crew. */
  readonly gun?: GunId;
  /** Carries Molotov cocktails (Russian support team): a medium gun against armour at 8". */
  readonly molotovs: boolean;
  /** Hits taken as Pins this turn; back to 0 at the end of every turn. */
  readonly pinsThisTurn: number;
  readonly status: UnitStatus;
  /** The turn it was last pinned in; a pin from an earlier turn lapses at this turn's pinning phase. */
  readonly pinnedTurn?: number;
  readonly overwatch: boolean;
  readonly goneToGround: boolean;
  readonly onTable: boolean;
  /**
   * It has stood on the table, so the enemy knows of it even once it is off again. Units begin off
   * table (seed 004, Deploy), unseen by the enemy until they deploy.
   */
  readonly revealed?: boolean;
  /** Inches on the tabletop, when the game tracks positions. */
  readonly position?: Point;
  /** Deployed this turn: may not fire this turn (seed 004, Actions: Deploy). */
  readonly deployedThisTurn: boolean;
  readonly movedThisTurn: boolean;
  /**
   * Where it stood when its move this turn began: Over Watch fires only at enemies who move *into*
   * view (seed 004, 004 L57–L61), so a watcher that saw it there may not. Cleared with `movedThisTurn`.
   */
  readonly movedFrom?: Point;
  readonly firedThisTurn: boolean;
  readonly vehicle?: VehicleState;
  /** The vehicle it rides in (seed 004, transport sections); it moves with it and cannot shoot or be shot at alone. */
  readonly aboard?: string;
  /** An officer, commissar or medic who has used his once-a-turn help (Special Units). */
  readonly helpedThisTurn?: boolean;
  /** It dashed into an assault this turn: one assault a unit a turn (seed 004, Combat). */
  readonly assaultedThisTurn?: boolean;
  /** It rolled to go to ground this turn, passed or not (seed 004, Actions: one roll, not retried). */
  readonly groundTriedThisTurn?: boolean;
  /** A vehicle's heading in degrees (0 = +x, clockwise as drawn), from its last move: where a fixed gun points. */
  readonly facing?: number;
}

/** What a roster or army list says about a unit; the rest starts at its default. */
export interface UnitSpec {
  readonly id: string;
  readonly name?: string;
  readonly kind: UnitKind;
  readonly quality: Quality;
  readonly figures: number;
  readonly weapons?: readonly WeaponLoad[];
  readonly crew?: number;
  readonly roles?: readonly SpecialRole[];
  readonly gun?: GunId;
  readonly molotovs?: boolean;
  /** A catalogue vehicle; required for kind `vehicle` unless `customVehicle` is given. */
  readonly vehicle?: VehicleId;
  readonly customVehicle?: Omit<VehicleState, 'damage'>;
}

/** A vehicle's starting state from its catalogue profile. */
export function vehicleState(profile: VehicleProfile): VehicleState {
  return {
    model: profile.id,
    class: profile.class,
    speed: profile.speed,
    ...(profile.roadSpeed === undefined ? {} : { roadSpeed: profile.roadSpeed }),
    weapons: profile.weapons,
    fixedGun: profile.fixedGun,
    softSkinned: profile.softSkinned,
    ...(profile.atGun === undefined ? {} : { atGun: profile.atGun }),
    ...(profile.carries === undefined ? {} : { carries: profile.carries }),
    damage: NO_DAMAGE,
  };
}

/** A fresh unit for `side`, off table and unhurt (seed 004, Deploy: all units begin off table). */
export function makeUnit(side: string, spec: UnitSpec): Unit {
  const vehicle =
    spec.customVehicle !== undefined
      ? { ...spec.customVehicle, damage: NO_DAMAGE }
      : spec.vehicle !== undefined
        ? vehicleState(VEHICLES[spec.vehicle])
        : undefined;
  return {
    id: spec.id,
    side,
    name: spec.name ?? spec.id,
    kind: spec.kind,
    quality: spec.quality,
    figures: spec.figures,
    casualties: 0,
    weapons: spec.weapons ?? [],
    ...(spec.crew === undefined ? {} : { crew: spec.crew }),
    roles: spec.roles ?? [],
    ...(spec.gun === undefined ? {} : { gun: spec.gun }),
    molotovs: spec.molotovs ?? false,
    pinsThisTurn: 0,
    status: 'active',
    overwatch: false,
    goneToGround: false,
    onTable: false,
    deployedThisTurn: false,
    movedThisTurn: false,
    firedThisTurn: false,
    ...(vehicle === undefined ? {} : { vehicle }),
  };
}

export function figuresLeft(u: Unit): number {
  return Math.max(0, u.figures - u.casualties);
}

/** Weapons served by the team's crew (`Unit.crew` figures) rather than carried one to a figure. */
const CREW_SERVED: ReadonlySet<WeaponKind> = new Set<WeaponKind>([
  'lmg',
  'hmg',
  'at-rifle',
  'bazooka',
  'panzerschreck',
  'rpg',
  'recoilless-rifle',
  'light-gun',
  'medium-gun',
  'heavy-gun',
  'light-mortar',
  'medium-mortar',
]);

/** The carried weapons whose figures fall first: riflemen, then grenadiers, assault rifles, SMGs. */
const LOST_FIRST: readonly WeaponKind[] = ['rifle', 'rifle-grenade', 'assault-rifle', 'smg', 'pistol'];

/**
 * The weapons and crew a team still has, with its casualties taken off (seed 004, Firing: a team's
 * size is the figures firing, "4 or less riflemen have no fire effect", 004 L166–L167, L192–L193).
 * Each figure carries one weapon of its load, or serves the crew-served one. The owner removes the
 * figures; the bot takes them as an owner keeping the team's fire would: figures with no weapon
 * listed first, then riflemen, grenadiers, assault rifles, SMGs and other carried weapons, the crew
 * last — the team keeps its crew-served weapon while one figure is left to serve it.
 */
export function livingLoad(u: Unit): { readonly weapons: readonly WeaponLoad[]; readonly crew: number } {
  const crew = u.crew ?? 0;
  if (u.casualties <= 0) return { weapons: u.weapons, crew };
  const carried = u.weapons.filter((w) => !CREW_SERVED.has(w.kind));
  const rank = (k: WeaponKind) => (LOST_FIRST.includes(k) ? LOST_FIRST.indexOf(k) : LOST_FIRST.length);
  const slots = carried.reduce((n, w) => n + Math.max(0, w.count), 0) + crew;
  let lost = Math.max(0, slots - figuresLeft(u));
  const counts = new Map<WeaponLoad, number>(carried.map((w) => [w, Math.max(0, w.count)]));
  for (const w of [...carried].sort((a, b) => rank(a.kind) - rank(b.kind))) {
    const n = Math.min(lost, counts.get(w)!);
    counts.set(w, counts.get(w)! - n);
    lost -= n;
  }
  const crewLeft = Math.max(0, crew - lost);
  const weapons = u.weapons.flatMap((w): WeaponLoad[] => {
    if (CREW_SERVED.has(w.kind)) return crew > 0 && crewLeft === 0 ? [] : [w];
    const n = counts.get(w)!;
    return n > 0 ? [n === w.count ? w : { ...w, count: n }] : [];
  });
  return { weapons, crew: crewLeft };
}

/** Casualties as a share of starting figures, for the 30% / 60% morale thresholds. */
export function casualtyShare(u: Unit): number {
  return u.figures === 0 ? 0 : u.casualties / u.figures;
}

export function hasRole(u: Unit, role: SpecialRole): boolean {
  return u.roles.includes(role);
}

export function isVehicle(u: Unit): boolean {
  return u.vehicle !== undefined;
}

/** Still in the fight: not removed and, for a vehicle, not brewed up. */
export function isInPlay(u: Unit): boolean {
  return u.status !== 'removed' && u.vehicle?.damage.brewedUp !== true;
}

/** On the table and in play: something the enemy can shoot at or assault. */
export function isOnTable(u: Unit): boolean {
  return u.onTable && isInPlay(u);
}

/**
 * Whether the enemy knows of the unit: it is on the table, or has been (deployed, placed, removed
 * as a casualty). A unit still waiting off table is its own side's secret, id, kind and all.
 */
export function isKnownToEnemy(u: Unit): boolean {
  return u.onTable || u.revealed === true || u.status === 'removed';
}

/** Whether a damage order (halt, panic) binds the vehicle in `turn`. */
export const boundIn = (order: DamageOrder | undefined, turn: number | undefined): boolean => order !== undefined && turn !== undefined && order.turn === turn;

/**
 * Whether it may shoot this turn: on the table, not deployed this turn (seed 004, Deploy), not
 * permanently pinned (Pinning and Morale), not holding fire on overwatch (Over Watch), not riding in
 * a vehicle and, given the turn, not panicked by anti-tank damage in it.
 */
export function canFire(u: Unit, turn?: number): boolean {
  return isOnTable(u) && !u.deployedThisTurn && u.status !== 'permanently-pinned' && !u.overwatch && u.aboard === undefined && !boundIn(u.vehicle?.damage.panicked, turn);
}

/**
 * Whether it may move in the movement phase: on the table, did not shoot (seed 004, Movement), not
 * pinned (Pinning and Morale), not riding in a vehicle and, for a vehicle, not immobilised nor, given
 * the turn, halted by damage result 1 in it.
 */
export function canMove(u: Unit, turn?: number): boolean {
  if (!isOnTable(u) || u.firedThisTurn || u.movedThisTurn || u.aboard !== undefined) return false;
  if (u.status === 'pinned' || u.status === 'permanently-pinned') return false;
  return u.vehicle?.damage.immobilised !== true && !boundIn(u.vehicle?.damage.halted, turn);
}
