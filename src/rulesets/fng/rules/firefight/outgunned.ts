/**
 * Outgunned Rankings (FNG 2nd Tour p.30, seed L794–L805; QRS L2493–L2504; digest §6.7): a figure shot at
 * by a weapon of higher OR than its own, or that cannot shoot back, is outgunned and can do no better than
 * Duck Back on its Received Fire test (received-fire.ts).
 */

/** The weapon types the table ranks, as printed (L802–L804). */
export type OutgunnedCategory =
  | 'flame-thrower'
  | 'grenade'
  | 'grenade-launcher'
  | 'satchel-charge'
  | 'anti-tank'
  | 'hmg'
  | 'mmg'
  | 'lmg'
  | 'sf-rifle'
  | 'bar'
  | 'smg'
  | 'shotgun'
  | 'semi-automatic-rifle'
  | 'carbine'
  | 'other';

export const OUTGUNNED_RANKINGS: readonly { readonly or: number; readonly categories: readonly OutgunnedCategory[] }[] = [
  { or: 5, categories: ['flame-thrower', 'grenade', 'grenade-launcher', 'satchel-charge', 'anti-tank'] },
  { or: 4, categories: ['hmg', 'mmg', 'lmg'] },
  { or: 3, categories: ['sf-rifle', 'bar', 'smg', 'shotgun'] },
  { or: 2, categories: ['semi-automatic-rifle', 'carbine'] },
  { or: 1, categories: ['other'] },
];

/** OR 0: cannot return fire, out of ammo or out of range (L804). */
export const NO_RETURN_FIRE_OR = 0;

/** The Outgunned Ranking of a weapon type (L802–L804). */
export function outgunnedRanking(category: OutgunnedCategory): number {
  const row = OUTGUNNED_RANKINGS.find((r) => r.categories.includes(category));
  if (!row) throw new Error(`no outgunned ranking for ${category}`);
  return row.or;
}

/** Blast weapons that miss the occupants of a bunker count 2 lower for their tests (L1026). */
export const BUNKER_BLAST_MISS_OR = -2;
/** Old Hand counts every attacker's OR 1 lower (4(2)). */
export const OLD_HAND_OR = -1;

export interface OutgunnedInput {
  /** OR of the weapon that fired at it. */
  readonly attackerOr: number;
  /** OR of its own weapon. */
  readonly targetOr: number;
  /** It can shoot back: has a ranged weapon, ammunition, the shooter in range, and is not setting up a gun (L764). */
  readonly canReturnFire: boolean;
  /** Stars, figures retrieving wounded and chargers are never outgunned (L801). */
  readonly star?: boolean;
  readonly retrievingWounded?: boolean;
  readonly charging?: boolean;
  readonly oldHand?: boolean;
  /** A blast weapon that missed it in a bunker (L1026). */
  readonly blastMissedInBunker?: boolean;
  /** Adjustment to the attacker OR: −2 for a VC/NVA dud under the L769 reading (grenades.ts `or-minus-2`). */
  readonly attackerOrModifier?: number;
  /** The attack was a dud under the L563 reading: the target is not outgunned by it. */
  readonly dudNotOutgunned?: boolean;
}

/** Whether the figure is outgunned by this attack (L796–L801). A Shirker is handled by received-fire.ts. */
export function isOutgunned(i: OutgunnedInput): boolean {
  if (i.star === true || i.retrievingWounded === true || i.charging === true || i.dudNotOutgunned === true) return false;
  if (!i.canReturnFire) return true;
  const attacker =
    i.attackerOr +
    (i.oldHand === true ? OLD_HAND_OR : 0) +
    (i.blastMissedInBunker === true ? BUNKER_BLAST_MISS_OR : 0) +
    (i.attackerOrModifier ?? 0);
  return attacker > i.targetOr;
}

/**
 * Whether a helicopter's door gunners are outgunned by the enemy they test against (FNG 2nd Tour p.90,
 * L2015: they fire in reaction "just like a normal infantryman"; Outgunned Rankings L801–L804): the
 * enemy's best OR (`NO_RETURN_FIRE_OR` when none is armed) against their door gun's; the gunner always
 * has his gun to fire back with (L2020–L2022), and a crewman is no Star (L801's exceptions never apply).
 */
export function doorGunOutgunned(enemyOrs: readonly number[], doorGunOr: number): boolean {
  return isOutgunned({ attackerOr: Math.max(NO_RETURN_FIRE_OR, ...enemyOrs), targetOr: doorGunOr, canReturnFire: true });
}
