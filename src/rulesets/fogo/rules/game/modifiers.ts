/** Why a pool, a target roll or a close-combat total changed: every entry a formatter can explain. */
export type ModifierReason =
  // fire dice (crossfire-core §1.4.2, §2.1, §2.3, §2.8)
  | 'target-protected'
  | 'target-bunker'
  | 'target-just-landed'
  | 'mounted-ignores-cover'
  | 'bazooka'
  | 'uneducated-he'
  | 'smg-point-blank'
  | 'firer-pinned'
  // indirect and anti-tank fire (crossfire-core §1.9, §1.10, §2.3 Uneducated)
  | 'indirect-cover'
  | 'uneducated-barrage'
  | 'uneducated-smoke'
  | 'uneducated-acc'
  | 'weapon-acc'
  // target rolls (crossfire-core §1.7, §2.2, §2.4)
  | 'commander'
  | 'command-team'
  | 'commissar'
  | 'out-of-sight'
  | 'shooting-in-vicinity'
  // close combat (crossfire-core §1.8, §2.1–§2.3)
  | 'squad'
  | 'veteran'
  | 'green'
  | 'heavy-weapon'
  | 'scout'
  | 'bow-gang'
  | 'mounted-dragoon'
  | 'suppressed'
  | 'pinned';

/** What protects a fire target; any of them is the same single die (crossfire-core §1.4.2). */
export type Protection = 'cover' | 'entrenched' | 'bunker' | 'ground-hug';

export interface Modifier {
  readonly reason: ModifierReason;
  /** Dice added (+) or taken away (−) from a pool. */
  readonly dice?: number;
  /** Added to a d6 score. */
  readonly value?: number;
  /** Hits now need this face or better. */
  readonly hitOn?: number;
  /** The stand it comes from (the commander, the attached Bazooka, the squad in a close combat). */
  readonly stand?: string;
  /** The house-rule key that sets its size, when one does. */
  readonly rule?: string;
  /** For protection: every cause present, which together still count once. */
  readonly causes?: readonly Protection[];
}

export const sumValues = (mods: readonly Modifier[]): number => mods.reduce((a, m) => a + (m.value ?? 0), 0);
export const sumDice = (mods: readonly Modifier[]): number => mods.reduce((a, m) => a + (m.dice ?? 0), 0);
