import { areaWithin, pointInShape, rectCorners, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6 } from '../figures/dice.js';
import type { FngFeature } from '../terrain/scenario.js';

/**
 * A smoke grenade's cloud (FNG 2nd Tour p.28, seed L771, L773).
 *
 * L771: "The first turn when activated, smoke will billow out to cover a 5" circle centered on the
 * grenade. The second turn the smoke covered area will lengthen to cover an area 5" wide by 10" long,
 * with the length oriented to follow the wind, if there is any ... On the third turn an area 5" wide by
 * 15" long will be covered. After the third turn ... the area covered dissipates and is removed from
 * play. If there is no wind, the grenade will only cover the original 5" circle for all three turns."
 * The Weather table (L1351) rolls no wind, so the wind is the table's to agree (`fng.smoke.wind`). The
 * lengthened cloud keeps the circle's upwind edge and runs downwind from it.
 *
 * L773: "There is a chance (1-3) that the smoke will not rise above the branches of a single or double
 * canopy jungle. Triple canopy jungle will always prevent the smoke from rising above the branches.
 * Smoke that cannot rise above the branches cannot be seen from outside of the jungle area." Such a
 * cloud is cut to its jungle (`cloudUnderCanopy`).
 */

/** The way the wind blows (north is the table's top edge), or none. */
export const WIND_DIRECTIONS = ['none', 'n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];

/** The cloud: 5" wide; 5", 10" and 15" long on its three turns (L771). */
export const SMOKE_CLOUD = { width: 5, lengths: [5, 10, 15] } as const;

/** The chance (1–3 on 1d6) that smoke stays under single or double canopy (L773). */
export const SMOKE_UNDER_CANOPY_ON = 3;

const BEARING: Readonly<Record<Exclude<WindDirection, 'none'>, number>> = { n: 0, ne: 45, e: 90, se: 135, s: 180, sw: 225, w: 270, nw: 315 };

/** The wind's direction as a unit vector on the table (y runs down, so north is −y), or none. */
export function windVector(wind: WindDirection): Point | undefined {
  if (wind === 'none') return undefined;
  const rad = (BEARING[wind] * Math.PI) / 180;
  const r = (v: number): number => Math.round(v * 1e6) / 1e6;
  return { x: r(Math.sin(rad)), y: r(-Math.cos(rad)) };
}

/** The cloud on each of its three turns where the grenade lands (L771): the 5" circle, then 5" × 10" and 5" × 15" downwind. */
export function smokeCloudStages(lands: Point, wind: WindDirection): readonly AreaShape[] {
  const w = SMOKE_CLOUD.width;
  const r2 = (v: number): number => Math.round(v * 100) / 100;
  return SMOKE_CLOUD.lengths.map((length, i) => {
    if (wind === 'none' || i === 0) return { kind: 'ellipse', centre: lands, rx: w / 2, ry: w / 2, rotation: 0 };
    // A strip from the circle's upwind edge: drawn running east, turned to the wind's bearing about its middle.
    const dir = windVector(wind)!;
    const mid = { x: lands.x + dir.x * (length / 2 - w / 2), y: lands.y + dir.y * (length / 2 - w / 2) };
    const corners = rectCorners({ x: mid.x - length / 2, y: mid.y - w / 2, width: length, height: w, rotation: BEARING[wind] - 90 });
    return { kind: 'polygon', points: corners.map((p) => ({ x: r2(p.x), y: r2(p.y) })) };
  });
}

export type Canopy = 'single' | 'double' | 'triple';

const CANOPY_OF: Readonly<Record<string, Canopy>> = { 'single-canopy-jungle': 'single', 'double-canopy-jungle': 'double', 'triple-canopy-jungle': 'triple' };

/** The thickest jungle canopy over a spot, if any. */
export function canopyAt(features: readonly FngFeature[], p: Point): Canopy | undefined {
  return jungleAt(features, p)?.canopy;
}

/** The jungle of the thickest canopy over a spot, if any: its canopy and the feature. */
export function jungleAt(features: readonly FngFeature[], p: Point): { readonly canopy: Canopy; readonly feature: FngFeature } | undefined {
  const found = features.filter((f) => CANOPY_OF[f.type] !== undefined && pointInShape(p, f.shape));
  for (const c of ['triple', 'double', 'single'] as const) {
    const feature = found.find((f) => CANOPY_OF[f.type] === c);
    if (feature) return { canopy: c, feature };
  }
  return undefined;
}

/**
 * A cloud kept under the branches (L773: "Smoke that cannot rise above the branches cannot be seen from
 * outside of the jungle area") lies within that jungle only: its shape cut to the jungle's area, so
 * the part of its circle or strip over ground outside hides nobody and blocks no line. Our reading:
 * the seed says what is not seen from outside, and smoke not seen is no cloud to see through.
 */
export function cloudUnderCanopy(cloud: AreaShape, jungle: FngFeature): AreaShape {
  return jungle.shape.kind === 'polyline' ? cloud : (areaWithin(cloud, jungle.shape) ?? cloud);
}

/** Whether the smoke stays under the branches (L773): always under triple canopy; 1–3 on a die under single or double; never in the open. */
export function smokeUnderCanopy(roller: Roller, canopy: Canopy | undefined, label: string): { readonly under: boolean; readonly part?: RolledPart } {
  if (canopy === undefined) return { under: false };
  if (canopy === 'triple') return { under: true };
  const r = d6(roller, label);
  return { under: r.score <= SMOKE_UNDER_CANOPY_ON, part: r.part };
}
