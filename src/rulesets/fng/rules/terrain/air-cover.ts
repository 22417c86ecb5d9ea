import { pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { FngScenario } from './scenario.js';
import { FNG_TERRAIN, type FngTerrain } from './terrain.js';

/**
 * What the terrain at a spot gives against eyes and guns in the air (L1166–L1168, L1149, L1157,
 * L1204; the terrain table's `air` column): cover, concealment, or not seen from the air at all
 * (triple canopy, but by a hovering helicopter within 2", L1167). Terrain that prints nothing about
 * the air gives nothing against it; a bare table gives nothing.
 */
export interface FromAir {
  readonly cover: boolean;
  readonly concealed: boolean;
  readonly unseen: boolean;
}

export function fromAir(table: Pick<FngScenario, 'features'> | undefined, p: Point): FromAir {
  let cover = false;
  let concealed = false;
  let unseen = false;
  for (const f of table?.features ?? []) {
    if (!pointInShape(p, f.shape)) continue;
    const row: FngTerrain = FNG_TERRAIN[f.type];
    const air = row.air;
    cover ||= air === 'cover' || air === 'both';
    concealed ||= air === 'concealment' || air === 'both';
    unseen ||= air === 'unseen';
  }
  return { cover, concealed, unseen };
}

/** A hovering helicopter sees under triple canopy this close (L1167). */
export const HOVER_SEES_UNDER_CANOPY_INCHES = 2;
