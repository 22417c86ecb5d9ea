import type { WeaponKind } from './weapons.js';

/** The seed's weapon groups: personal, support, and heavy weapons ("always pin with hits"). */
export type WeaponGroup = 'personal' | 'support' | 'heavy';

/** Rows of the anti-tank damage table (seed 004, Anti-Tank Fire): "HMG/auto cannon", Light, Medium, Heavy. */
export const AT_GUN_CLASSES = ['hmg', 'light', 'medium', 'heavy'] as const;
export type AtGunClass = (typeof AT_GUN_CLASSES)[number];

export interface WeaponProfile {
  readonly kind: WeaponKind;
  readonly group: WeaponGroup;
  /** Inches; undefined where the seed prints N/A (guns fire as far as they can see). */
  readonly range?: number;
  /** The medium mortar's "12" minimum on table". */
  readonly minRange?: number;
  /** Hits always Pin the target unit (heavy weapons but the AT rifle and bazooka; the flamethrower). */
  readonly autoPin: boolean;
  /** Reads the open line whatever the cover (flamethrower). */
  readonly ignoresCover: boolean;
  /** Inches, for guns and mortars. */
  readonly blastRadius?: number;
  /** Its row of the damage table against vehicles and bunkers, and its reach there when shorter. */
  readonly antiTank?: { readonly gun: AtGunClass; readonly range?: number };
  /** Harms infantry at all (pistols and Molotovs do not). */
  readonly infantryFire: boolean;
  /** The seed's note, for /help and explanations. */
  readonly note: string;
}

const p = (kind: WeaponKind, group: WeaponGroup, more: Partial<Omit<WeaponProfile, 'kind' | 'group'>> = {}): WeaponProfile => ({
  kind,
  group,
  autoPin: group === 'heavy',
  ignoresCover: false,
  infantryFire: true,
  note: '',
  ...more,
});

/**
 * Seed 004's weapon table. The blank column before Notes in the heavy-weapons block is read as the
 * weapon's row against armour (AT rifle "HMG", bazooka "Med", guns Light/Med/Hvy). RPGs and
 * Panzerschrecks are bazookas; recoilless rifles are light guns (vehicle list); Molotovs are medium
 * guns at 8" (Special Units).
 */
export const WEAPON_PROFILES: Readonly<Record<WeaponKind, WeaponProfile>> = {
  rifle: p('rifle', 'personal', { range: 24 }),
  'assault-rifle': p('assault-rifle', 'personal', { range: 24, note: 'counts as an SMG under 12"' }),
  smg: p('smg', 'personal', { range: 12 }),
  'sniper-rifle': p('sniper-rifle', 'personal', { range: 48 }),
  lmg: p('lmg', 'personal', { range: 36 }),
  pistol: p('pistol', 'personal', { infantryFire: false, note: 'no fire effect' }),
  hmg: p('hmg', 'support', { range: 36, antiTank: { gun: 'hmg' } }),
  'rifle-grenade': p('rifle-grenade', 'support', { range: 36 }),
  flamethrower: p('flamethrower', 'support', { range: 6, autoPin: true, ignoresCover: true, note: 'always pin if hit, ignore cover' }),
  'at-rifle': p('at-rifle', 'heavy', { range: 36, autoPin: false, antiTank: { gun: 'hmg' }, note: 'do not auto pin' }),
  bazooka: p('bazooka', 'heavy', { range: 24, autoPin: false, antiTank: { gun: 'medium' }, note: 'do not auto pin' }),
  panzerschreck: p('panzerschreck', 'heavy', { range: 24, autoPin: false, antiTank: { gun: 'medium' }, note: 'a bazooka' }),
  rpg: p('rpg', 'heavy', { range: 24, autoPin: false, antiTank: { gun: 'medium' }, note: 'a bazooka' }),
  'recoilless-rifle': p('recoilless-rifle', 'heavy', { blastRadius: 3, antiTank: { gun: 'light' }, note: 'a light gun' }),
  'light-gun': p('light-gun', 'heavy', { blastRadius: 3, antiTank: { gun: 'light' } }),
  'medium-gun': p('medium-gun', 'heavy', { blastRadius: 4, antiTank: { gun: 'medium' } }),
  'heavy-gun': p('heavy-gun', 'heavy', { blastRadius: 5, antiTank: { gun: 'heavy' } }),
  'light-mortar': p('light-mortar', 'heavy', { range: 48, blastRadius: 3 }),
  'medium-mortar': p('medium-mortar', 'heavy', { minRange: 12, blastRadius: 4, note: '12" minimum on table' }),
  molotov: p('molotov', 'heavy', { range: 8, autoPin: false, infantryFire: false, antiTank: { gun: 'medium', range: 8 }, note: 'a volley by the section' }),
};

export function weaponProfile(kind: WeaponKind): WeaponProfile {
  return WEAPON_PROFILES[kind];
}
