import { pointInShape, type Point } from '../../../../core/board/geometry.js';
import { INSIDE_EXPLOSION_IMPACT_BONUS } from './buildings.js';
import type { FngFeature } from './scenario.js';
import type { FngTerrainType } from './terrain.js';

/**
 * Building areas on the table (FNG 2nd Tour, Buildings p.40–41, seed L984–L1024): the enclosed
 * structures a figure can be inside (buildings, hooches, bunkers; a sandbagged position is open), and
 * what being inside one changes for an explosion.
 */

/** The terrain types that enclose those inside (L1007, L1026). */
export const ENCLOSED_TYPES: readonly FngTerrainType[] = ['building', 'hooch', 'bunker'];

/** The building, hooch or bunker a point lies in (the last laid, as it lies on top), or undefined. */
export function buildingAt(features: readonly FngFeature[], at: Point): FngFeature | undefined {
  return features.filter((f) => ENCLOSED_TYPES.includes(f.type) && pointInShape(at, f.shape)).at(-1);
}

/**
 * An explosion's Impact where it goes off (L1024): "Anytime an explosion occurs within a building
 * area, such as from a grenade, the Impact is increased by one."
 */
export function explosionImpact(features: readonly FngFeature[], centre: Point, impact: number): { readonly impact: number; readonly inside?: string } {
  const b = buildingAt(features, centre);
  return b === undefined ? { impact } : { impact: impact + INSIDE_EXPLOSION_IMPACT_BONUS, inside: b.name };
}
