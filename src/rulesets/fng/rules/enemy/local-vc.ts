import type { EnemyType } from './first-contact.js';

/**
 * Local VC turning back into PEFs (FNG 2nd Tour): Sneaky Local VC (p.64, L1501) and LVC Melt Away
 * (p.70, L1625).
 */

export interface LvcToPefs {
  readonly becomesPefs: boolean;
  /** Two PEFs replace the unit. */
  readonly pefs: 0 | 2;
}

/**
 * Sneaky Local VC (p.64, L1501): an LVC unit none of whose figures has been in FWF LOS for a full
 * turn is removed and becomes two PEFs, placed at random in the nearest section without FWF.
 * `sectionsNearestFirst` lists the sections from the unit outwards with whether FWF are in them.
 */
export function sneakyLocalVc(input: {
  readonly enemy: EnemyType;
  readonly outOfFwfLosFullTurn: boolean;
  readonly sectionsNearestFirst: readonly { readonly section: number; readonly fwfPresent: boolean }[];
}): LvcToPefs & { readonly section?: number } {
  if (input.enemy !== 'lvc' || !input.outOfFwfLosFullTurn) return { becomesPefs: false, pefs: 0 };
  const free = input.sectionsNearestFirst.find((s) => !s.fwfPresent);
  // With FWF in every section there is nowhere sneaky to go: the unit stays.
  if (!free) return { becomesPefs: false, pefs: 0 };
  return { becomesPefs: true, pefs: 2, section: free.section };
}

/** How the "over 12" away and LOS" of LVC Melt Away and the Maneuver row is read (L1620, L1625). */
export const OUTSIDE_12_LOS_READINGS = ['out-of-los', 'in-los'] as const;
export type Outside12LosReading = (typeof OUTSIDE_12_LOS_READINGS)[number];

/** LVC Melt Away distance: strictly more than this from every FWF figure (L1625). */
export const MELT_AWAY_INCHES = 12;

/**
 * LVC Melt Away (p.70, L1625; VC/NVA Action note 2): an LVC unit that activates more than 12" from
 * the FWF, and out of their LOS under the default reading, is replaced by two PEFs 4" apart with
 * normal PEF REP and movement.
 */
export function lvcMeltAway(input: {
  readonly enemy: EnemyType;
  readonly nearestFwfInches: number;
  readonly inFwfLos: boolean;
  readonly reading: Outside12LosReading;
}): LvcToPefs & { readonly apartInches?: 4 } {
  const losOk = input.reading === 'out-of-los' ? !input.inFwfLos : input.inFwfLos;
  if (input.enemy !== 'lvc' || input.nearestFwfInches <= MELT_AWAY_INCHES || !losOk) {
    return { becomesPefs: false, pefs: 0 };
  }
  return { becomesPefs: true, pefs: 2, apartInches: 4 };
}

/**
 * When one of a melted-away pair resolves (L1625): to troops, they are the original LVC unit put back
 * and the other PEF is a dummy; to nothing, the other PEF is the real unit. A PC or a false alarm
 * holds no troops and is read as "nothing".
 */
export function meltAwayPairResolved(resolvedTo: 'troops' | 'no-troops'): {
  readonly thisPef: 'original-lvc' | 'removed';
  readonly otherPef: 'removed' | 'original-lvc';
} {
  return resolvedTo === 'troops'
    ? { thisPef: 'original-lvc', otherPef: 'removed' }
    : { thisPef: 'removed', otherPef: 'original-lvc' };
}
