/**
 * Troop quality in Fire Team (seed 004, "Troops capabilities"): how many hits a unit absorbs as
 * Pins before the rest are Kills, the d6 score its expertise rolls need, and how many d6 it rolls
 * to move (keeping the best three).
 */
export const QUALITIES = ['raw', 'average', 'veteran'] as const;
export type Quality = (typeof QUALITIES)[number];

export interface QualityProfile {
  /** Hits taken as Pins before the rest become Kills. */
  readonly pins: number;
  /** Expertise rolls succeed on this d6 score or better. */
  readonly expertise: number;
  /** d6 rolled for movement, the best three kept. */
  readonly moveDice: number;
}

/** Seed 004, "Troops capabilities": Raw 1 / 6+ / 3D6, Average 2 / 5+ / 4D6, Veteran 3 / 4+ / 5D6. */
export const QUALITY_PROFILES: Readonly<Record<Quality, QualityProfile>> = {
  raw: { pins: 1, expertise: 6, moveDice: 3 },
  average: { pins: 2, expertise: 5, moveDice: 4 },
  veteran: { pins: 3, expertise: 4, moveDice: 5 },
};

export function isQuality(x: string): x is Quality {
  return (QUALITIES as readonly string[]).includes(x);
}
