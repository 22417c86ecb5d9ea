/**
 * Fire Team's vehicle and gun list (seed 004, "Army and Vehicle Lists") as data. Vehicle classes
 * decide anti-tank damage; speed decides the movement dice (slow 3D6, medium 4D6, fast 5D6).
 */
export const VEHICLE_CLASSES = ['light', 'medium', 'heavy'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export const VEHICLE_SPEEDS = ['slow', 'medium', 'fast'] as const;
export type VehicleSpeed = (typeof VEHICLE_SPEEDS)[number];

/** The light / medium / heavy gun classes of the weapon table (blast radius 3" / 4" / 5"). */
export const GUN_CLASSES = ['light', 'medium', 'heavy'] as const;
export type GunClass = (typeof GUN_CLASSES)[number];

/** Where a vehicle weapon is mounted; the crew rules (seed 004, Vehicles Movement) turn on it. */
export const VEHICLE_MOUNTS = ['main', 'coax', 'bow', 'rear', 'aa', 'pintle'] as const;
export type VehicleMount = (typeof VEHICLE_MOUNTS)[number];

export type VehicleWeaponKind = 'light-gun' | 'medium-gun' | 'heavy-gun' | 'lmg' | 'hmg';

export interface VehicleWeapon {
  readonly kind: VehicleWeaponKind;
  readonly mount: VehicleMount;
}

export interface VehicleProfile {
  readonly id: string;
  readonly name: string;
  readonly class: VehicleClass;
  /** Off-road speed. */
  readonly speed: VehicleSpeed;
  /** Speed on a road, where it differs (soft-skinned vehicles: fast on the road). */
  readonly roadSpeed?: VehicleSpeed;
  readonly weapons: readonly VehicleWeapon[];
  /** The main gun fires 45° each side instead of all round (StuG, Hetzer). */
  readonly fixedGun: boolean;
  /** Counts as a section / weapons crew for shooting, with its occupants. */
  readonly softSkinned: boolean;
  /** The gun class its main gun fires with against armour, where the list says otherwise (BT-7). */
  readonly atGun?: GunClass;
  /** Fire teams it carries (transport section). */
  readonly carries?: number;
}

export interface GunProfile {
  readonly id: string;
  readonly name: string;
  readonly gun: GunClass;
}

const main = (gun: GunClass): VehicleWeapon => ({ kind: `${gun}-gun`, mount: 'main' });
const mg = (mount: VehicleMount): VehicleWeapon => ({ kind: 'lmg', mount });

/** Seed 004, vehicle list; the truck is the seed's soft-skinned vehicle (Fallschirmjäger transport). */
export const VEHICLES = {
  hannomag: {
    id: 'hannomag',
    name: 'Hannomag',
    class: 'light',
    speed: 'medium',
    weapons: [{ kind: 'lmg', mount: 'pintle' }],
    fixedGun: false,
    softSkinned: false,
    carries: 1,
  },
  'm3-halftrack': {
    id: 'm3-halftrack',
    name: 'M3 halftrack',
    class: 'light',
    speed: 'medium',
    weapons: [{ kind: 'hmg', mount: 'pintle' }],
    fixedGun: false,
    softSkinned: false,
  },
  tiger: { id: 'tiger', name: 'Tiger', class: 'heavy', speed: 'slow', weapons: [main('heavy'), mg('bow'), mg('coax')], fixedGun: false, softSkinned: false },
  stug: { id: 'stug', name: 'StuG', class: 'medium', speed: 'medium', weapons: [main('medium'), mg('coax')], fixedGun: true, softSkinned: false },
  hetzer: { id: 'hetzer', name: 'Hetzer', class: 'medium', speed: 'medium', weapons: [main('medium'), mg('coax')], fixedGun: true, softSkinned: false },
  'panzer-iv': {
    id: 'panzer-iv',
    name: 'Panzer IV',
    class: 'medium',
    speed: 'medium',
    weapons: [main('medium'), mg('coax')],
    fixedGun: false,
    softSkinned: false,
  },
  marder: { id: 'marder', name: 'Marder', class: 'light', speed: 'medium', weapons: [main('medium')], fixedGun: false, softSkinned: false },
  'kv-1': {
    id: 'kv-1',
    name: 'KV-1',
    class: 'heavy',
    speed: 'slow',
    weapons: [main('medium'), mg('coax'), mg('bow'), mg('rear')],
    fixedGun: false,
    softSkinned: false,
  },
  't-34-85': {
    id: 't-34-85',
    name: 'T-34/85',
    class: 'medium',
    speed: 'medium',
    weapons: [main('heavy'), mg('coax')],
    fixedGun: false,
    softSkinned: false,
  },
  'su-76': { id: 'su-76', name: 'SU-76', class: 'light', speed: 'medium', weapons: [main('medium')], fixedGun: false, softSkinned: false },
  'ba-10': { id: 'ba-10', name: 'BA-10 AC', class: 'light', speed: 'fast', weapons: [main('light'), mg('coax')], fixedGun: false, softSkinned: false },
  // Already a light vehicle, so "counts light for AT" can only be about its gun (a 45mm in life).
  'bt-7': { id: 'bt-7', name: 'BT-7', class: 'light', speed: 'medium', weapons: [main('medium')], fixedGun: false, softSkinned: false, atGun: 'light' },
  truck: {
    id: 'truck',
    name: 'Truck',
    class: 'light',
    speed: 'slow',
    roadSpeed: 'fast',
    weapons: [],
    fixedGun: false,
    softSkinned: true,
    carries: 1,
  },
} as const satisfies Record<string, VehicleProfile>;
export type VehicleId = keyof typeof VEHICLES;

/** Seed 004, gun list: towed anti-tank guns and recoilless rifles, crewed by infantry. */
export const GUNS = {
  'at-75mm': { id: 'at-75mm', name: '75mm AT gun', gun: 'medium' },
  'at-50mm': { id: 'at-50mm', name: '50mm AT gun', gun: 'light' },
  'at-50mm-long': { id: 'at-50mm-long', name: '50mm long AT gun', gun: 'medium' },
  'recoilless-rifle': { id: 'recoilless-rifle', name: 'Recoilless rifle', gun: 'light' },
} as const satisfies Record<string, GunProfile>;
export type GunId = keyof typeof GUNS;

export function isVehicleId(x: string): x is VehicleId {
  return Object.hasOwn(VEHICLES, x);
}

export function isGunId(x: string): x is GunId {
  return Object.hasOwn(GUNS, x);
}

/** The vehicle's main gun class, if it has one. */
export function mainGunOf(v: Pick<VehicleProfile, 'weapons'>): GunClass | undefined {
  const g = v.weapons.find((w) => w.mount === 'main');
  if (g === undefined) return undefined;
  return g.kind === 'light-gun' ? 'light' : g.kind === 'medium-gun' ? 'medium' : g.kind === 'heavy-gun' ? 'heavy' : undefined;
}

/** The gun class it fires with against armour: the main gun unless the list says otherwise (BT-7). */
export function antiTankGunOf(v: Pick<VehicleProfile, 'weapons' | 'atGun'>): GunClass | undefined {
  return v.atGun ?? mainGunOf(v);
}

