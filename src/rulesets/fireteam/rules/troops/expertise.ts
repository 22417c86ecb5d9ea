import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { QUALITY_PROFILES, type Quality } from './troops.js';

/** An unmodified d6 against the roller's expertise score (Raw 6+, Average 5+, Veteran 4+). */
export interface ExpertiseRoll {
  readonly quality: Quality;
  readonly target: number;
  readonly die: number;
  readonly success: boolean;
  readonly part: RolledPart;
}

/** Fire Team (seed 004), Troops capabilities: an expertise roll, 1d6 needing the quality's score. */
export function expertiseRoll(quality: Quality, roller: Roller, label: string): ExpertiseRoll {
  const target = QUALITY_PROFILES[quality].expertise;
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, label);
  return { quality, target, die: part.total, success: part.total >= target, part };
}

export interface GoToGroundResult {
  /** Scouts go to ground without a roll. */
  readonly automatic: boolean;
  readonly roll?: ExpertiseRoll;
  readonly success: boolean;
}

/**
 * Fire Team (seed 004), Actions: Go to Ground, and Special Units: Scouts. On a passed expertise roll
 * the unit counts its cover one category higher while it takes no action; scouts need no roll.
 */
export function goToGround(quality: Quality, roller: Roller, opts: { readonly scout?: boolean } = {}): GoToGroundResult {
  if (opts.scout === true) return { automatic: true, success: true };
  const roll = expertiseRoll(quality, roller, 'go to ground');
  return { automatic: false, roll, success: roll.success };
}

export type PinRemover = 'officer' | 'heroic-commissar' | 'kgb-commissar';

export interface PinRemoval {
  readonly by: PinRemover;
  /** Officers and heroic Commissars roll; the KGB Commissar does not. */
  readonly roll?: ExpertiseRoll;
  readonly removed: boolean;
  /** The KGB Commissar swaps the Pin for a Kill. */
  readonly kills: number;
}

export type PinRemovalError = 'fireteam/not-pinned' | 'fireteam/permanently-pinned';

/**
 * Fire Team (seed 004), Special Units: Officers and Commissars. An officer or a heroic Commissar
 * removes a unit's Pin on their own expertise roll; a KGB Commissar removes it for certain but one of
 * the unit's figures is killed. A unit permanently Pinned by its casualties cannot be freed.
 */
export function removePin(
  by: PinRemover,
  removerQuality: Quality,
  unit: { readonly pinned: boolean; readonly permanentlyPinned?: boolean },
  roller: Roller,
): RuleResult<PinRemoval, PinRemovalError> {
  if (unit.permanentlyPinned === true) return fail('fireteam/permanently-pinned');
  if (!unit.pinned) return fail('fireteam/not-pinned');
  if (by === 'kgb-commissar') return ok({ by, removed: true, kills: 1 });
  const roll = expertiseRoll(removerQuality, roller, by === 'officer' ? 'officer rally' : 'commissar rally');
  return ok({ by, roll, removed: roll.success, kills: 0 });
}

export interface MedicSave {
  readonly hit: 'kill' | 'pin';
  readonly roll: ExpertiseRoll;
  /** What the hit is after the attempt: a saved Kill becomes a Pin, a saved Pin nothing. */
  readonly becomes: 'kill' | 'pin' | 'nothing';
}

/** Fire Team (seed 004), Special Units: Medics save a hit on their expertise; Kills become Pins, Pins nothing. */
export function medicSave(medicQuality: Quality, hit: 'kill' | 'pin', roller: Roller): MedicSave {
  const roll = expertiseRoll(medicQuality, roller, 'medic');
  const saved = hit === 'kill' ? 'pin' : 'nothing';
  return { hit, roll, becomes: roll.success ? saved : hit };
}

export interface CrewAvoidance {
  readonly what: 'pin' | 'panic';
  readonly roll: ExpertiseRoll;
  readonly avoided: boolean;
}

/** Fire Team (seed 004), Special Units: Veteran tank crews may avoid a Pin or a Panic on an expertise roll. */
export function veteranCrewAvoids(what: 'pin' | 'panic', roller: Roller, crewQuality: Quality = 'veteran'): CrewAvoidance {
  const roll = expertiseRoll(crewQuality, roller, `crew avoids ${what}`);
  return { what, roll, avoided: roll.success };
}
