import { pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { FngFeature } from './scenario.js';
import type { FngTerrainType } from './terrain.js';

/**
 * Infantry Fighting Positions (FNG 2nd Tour p.51, seed L1201–L1210): foxholes, spider holes and
 * trenches, dug below the ground. They give cover to those inside (the terrain table's `ground`), and
 * a prone figure inside "cannot be hit by small arms or blast circle attacks centered outside of their
 * 'hole' up to Impact 3/APR 3, but count as in cover from larger explosions" (L1203). A larger
 * explosion leaves him to the cover he already has there.
 */

/** The terrain types that are holes in the ground (L1210; spider holes L1205). */
export const HOLE_TYPES: readonly FngTerrainType[] = ['fighting-position', 'spider-hole', 'trench'];

/** The strongest attack a prone man in his hole is safe from (L1203: "up to Impact 3/APR 3"). */
export const HOLE_SAFE_IMPACT = 3;
export const HOLE_SAFE_APR = 3;

/** The fighting position a point lies in (the last laid, as it lies on top), or undefined. */
export function holeAt(features: readonly FngFeature[], at: Point): FngFeature | undefined {
  return features.filter((f) => HOLE_TYPES.includes(f.type) && pointInShape(at, f.shape)).at(-1);
}

/** What is thrown or fired at a man in a hole: its Impact and APR (0 when it has none). */
export interface HoleAttack {
  readonly impact: number;
  readonly apr?: number;
  /** A blast circle's centre; fire has none. */
  readonly centre?: Point;
}

/**
 * Whether a figure at `at`, prone or not, is out of reach of `attack` in his hole (L1203): prone, in a
 * fighting position, the attack no stronger than Impact 3 and APR 3, and a blast centred outside that
 * same hole (a grenade dropped into it reaches him).
 */
export function safeInHole(features: readonly FngFeature[], at: Point, prone: boolean, attack: HoleAttack): boolean {
  if (!prone || attack.impact > HOLE_SAFE_IMPACT || (attack.apr ?? 0) > HOLE_SAFE_APR) return false;
  const hole = holeAt(features, at);
  if (hole === undefined) return false;
  return attack.centre === undefined || !pointInShape(attack.centre, hole.shape);
}
