import type { WaterKnown } from '../terrain/water-state.js';
import type { MeleeModifier } from './melee.js';

/**
 * Combat While Swimming (FNG 2nd Tour p.50, seed L1195): "Figures that are swimming may not fire
 * weapons or throw grenades. They can engage in melee combat counting a minus one to their Rep if
 * fighting those on shore." And Slight Trouble (L1193): "-1 to their REP if involved in melee this
 * turn". A figure is swimming while the water's record holds him in deep water (terrain/water-state.ts).
 */

/** Whether the figure of this key is swimming (in deep water, L1176, L1183). */
export function swimming(water: WaterKnown | undefined, key: string): boolean {
  return water?.swimmers?.[key] !== undefined;
}

/** The refusal of fire or a throw by a swimmer (L1195). */
export type SwimmingError = 'fng/swimming';

/**
 * A swimmer's melee modifiers against `opponent` (L1195, L1193): −1 REP against a man on the shore
 * (two swimmers fight as equals), −1 more in a turn he swam in Slight Trouble.
 */
export function swimmingMeleeModifiers(water: WaterKnown | undefined, key: string, opponent: string, turn: number): MeleeModifier[] {
  const s = water?.swimmers?.[key];
  if (s === undefined) return [];
  return [
    ...(swimming(water, opponent) ? [] : (['swimmingVsShore'] as const)),
    ...(water?.trouble[key] === 'slight' && s.tested === turn ? (['slightTroubleSwimming'] as const) : []),
  ];
}
