/**
 * Fire Team's weapons (seed 004, weapon table): personal weapons, support weapons and heavy
 * weapons. Ranges are in inches; `undefined` where the seed prints N/A (guns fire as the scenario
 * allows; the medium mortar needs 12" minimum on table).
 */
export const WEAPON_KINDS = [
  'rifle',
  'assault-rifle',
  'smg',
  'sniper-rifle',
  'lmg',
  'hmg',
  'rifle-grenade',
  'flamethrower',
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
  'pistol',
  'molotov',
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export function isWeaponKind(x: string): x is WeaponKind {
  return (WEAPON_KINDS as readonly string[]).includes(x);
}

/** What a unit carries: `count` of one weapon kind. Crew-served weapons count their crew apart. */
export interface WeaponLoad {
  readonly kind: WeaponKind;
  readonly count: number;
}
