/**
 * Why a Fire Team roll changed: each entry a formatter can explain ("d10 7 + large FT +1 − pinned 2").
 * Seed 004: the fire table factors, the anti-tank to-hit factors, the assault factors, the artillery
 * corrections and the armour of a vehicle under artillery.
 */
export type ModifierReason =
  // fire table (Firing)
  | 'small-fire-team'
  | 'large-fire-team'
  | 'enfilade'
  | 'firer-pinned'
  // anti-tank to hit (Anti-Tank Fire)
  | 'target-moved'
  | 'shooter-moved'
  | 'target-concealed'
  | 'damaged-gun'
  | 'shooter-pinned-armoured'
  | 'shooter-pinned-gun-team'
  | 'second-shot'
  | 'third-shot'
  // assault (Combat)
  | 'assaulter'
  | 'pinned'
  | 'in-cover'
  // artillery (Indirect Fire, Artillery verses Armour)
  | 'observed-fire'
  | 'medium-armour'
  | 'heavy-armour';

export interface Modifier {
  readonly reason: ModifierReason;
  /** Added to the die. */
  readonly value: number;
  /** The house-rule key that sets its size, when one does. */
  readonly rule?: string;
}

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((a, m) => a + m.value, 0);
