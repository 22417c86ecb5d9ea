import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { countFace, sumD6 } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';
import { OUT_OF_AMMO_ONES, OUT_OF_AMMO_ONES_WITH_LOADER } from './ranged-combat.js';

/**
 * Recon by Fire, the shooting (FNG 2nd Tour p.32–33, seed L850–L867; digest §6.9): declared figures fire
 * at a PEF within twice their LOS distance, rolling 1d6 per point of their weapons' Target Ratings and
 * counting sixes; more sixes than the PEF's REP resolve it, and each six beyond is a hit on a random
 * figure if it proves to be troops. Resolving the PEF itself belongs to the PEF rules.
 */

export interface ReconFirer {
  readonly id: string;
  readonly tr: number;
  /** A crew-served weapon only runs dry on its ones, as in normal fire (L855, L791). */
  readonly crewServed?: boolean;
  /** Served by a dedicated loader: three ones. */
  readonly loader?: boolean;
}

export interface ReconInput {
  readonly firers: readonly ReconFirer[];
  readonly pefRep: number;
  /** Inches to the PEF and the firers' LOS distance: the PEF must be within twice the LOS (L855). */
  readonly distance: number;
  readonly losDistance: number;
}

export interface ReconResult {
  readonly sixes: number;
  /** More sixes than the PEF's REP (L863–L867). */
  readonly resolved: boolean;
  /** Sixes beyond the PEF's REP: hits on random figures if it is troops, damage rolled normally. */
  readonly hits: number;
  /** Every firer is out of ammo, save crew-served weapons that did not roll their ones. */
  readonly outOfAmmo: Readonly<Record<string, boolean>>;
  /** One part per firer, so each weapon's ones can be read. */
  readonly parts: readonly RolledPart[];
}

export type ReconError = RepError | 'fng/no-firers' | 'fng/invalid-target-rating' | 'fng/pef-too-far';

/** Fires the declared figures at a PEF. */
export function reconByFire(roller: Roller, input: ReconInput, label: string): RuleResult<ReconResult, ReconError> {
  if (input.firers.length === 0) return fail('fng/no-firers');
  const bad = input.firers.find((f) => !Number.isInteger(f.tr) || f.tr < 1);
  if (bad) return fail('fng/invalid-target-rating', { tr: bad.tr, who: bad.id });
  if (!isRep(input.pefRep)) return badRep(input.pefRep, 'pef');
  if (!(input.distance <= 2 * input.losDistance)) return fail('fng/pef-too-far', { distance: input.distance, los: input.losDistance });
  const parts = input.firers.map((f) => sumD6(roller, f.tr, `${label} ${f.id}`).part);
  const sixes = parts.reduce((n, p) => n + countFace(p.faces, 6), 0);
  const outOfAmmo: Record<string, boolean> = {};
  input.firers.forEach((f, i) => {
    const ones = countFace(parts[i]?.faces ?? [], 1);
    outOfAmmo[f.id] = f.crewServed === true ? ones >= (f.loader === true ? OUT_OF_AMMO_ONES_WITH_LOADER : OUT_OF_AMMO_ONES) : true;
  });
  return ok({ sixes, resolved: sixes > input.pefRep, hits: Math.max(0, sixes - input.pefRep), outOfAmmo, parts });
}
