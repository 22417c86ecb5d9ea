import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { sumD6 } from '../figures/dice.js';

/**
 * A level roll (FWF Support Level and Enemy Activity Level, seed L1344, L1349; examples L1332, L1348):
 * 2d6, doubles count that number, otherwise the lower die. Level k comes up with (1 + 2(6 − k))/36.
 */
export interface LevelRoll {
  readonly level: number;
  readonly doubles: boolean;
  readonly part: RolledPart;
}

function levelRoll(roller: Roller, label: string): LevelRoll {
  const { part } = sumD6(roller, 2, label);
  const [a, b] = part.faces as [number, number];
  return { level: Math.min(a, b), doubles: a === b, part };
}

/** FWF Support Level (L1331–L1332, L1344): the level roll, unmodified. Its effects are §16.4's. */
export function supportLevel(roller: Roller): LevelRoll {
  return levelRoll(roller, 'FWF support level');
}

/**
 * What an EAL outside 1–6 becomes. The seed never bounds it, but nothing reads an EAL of 0 or 7
 * (PC and reinforcement tables stop at 1 and 6): house rule `fng.eal.range`.
 */
export type EalRange = 'clamp-1-6' | 'open';

/** The highest EAL after a Good Mission's "cake walk" (L2273, Good Mission 5). */
export const CAKE_WALK_MAX_EAL = 3;

export interface EalResult extends LevelRoll {
  readonly statusModifier: number;
  /** The level after the AO status modifier, the range rule and a cake walk. */
  readonly eal: number;
  readonly cakeWalkApplied: boolean;
}

/**
 * Enemy Activity Level (L1349, example L1348): the level roll plus the AO Political Status modifier
 * (Pacified −1, Pro-Communist +1). A pending cake walk (Good Mission 5) caps it at 3: the seed says the
 * next mission's EAL "may only be a maximum of 3", which we read as a cap on the roll.
 */
export function enemyActivityLevel(
  input: { readonly statusModifier: -1 | 0 | 1; readonly range: EalRange; readonly cakeWalk?: boolean },
  roller: Roller,
): EalResult {
  const roll = levelRoll(roller, 'enemy activity level');
  let eal = roll.level + input.statusModifier;
  if (input.range === 'clamp-1-6') eal = Math.min(6, Math.max(1, eal));
  const cakeWalkApplied = input.cakeWalk === true && eal > CAKE_WALK_MAX_EAL;
  if (cakeWalkApplied) eal = CAKE_WALK_MAX_EAL;
  return { ...roll, statusModifier: input.statusModifier, eal, cakeWalkApplied };
}
