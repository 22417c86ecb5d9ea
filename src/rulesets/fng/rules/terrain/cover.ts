import { distanceToPolyline, pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { FngFeature, FngScenario } from './scenario.js';
import { FNG_TERRAIN, type FngTerrain, type Protection } from './terrain.js';

/**
 * What a figure standing somewhere has from the terrain (FNG 2nd Tour, Cover & Concealment, seed
 * L807–L815; the terrain pieces L1146–L1210): cover stops bullets, concealment only hides, and a
 * figure may have both. Fire and In Sight read it; neither is judged here.
 */

/** How a figure stands: prone (scrub and paddy crops hide it, L1174, L1198) or moving (inside buildings, L1002). */
export interface Stance {
  readonly prone?: boolean;
  readonly moving?: boolean;
}

/** What a figure has at a point: cover, concealment, and the features that give them, in scenario order. */
export interface ProtectionAt {
  readonly cover: boolean;
  readonly concealment: boolean;
  readonly from: readonly string[];
}

/** The best of the two for the Ranged Combat Table: cover, else concealment, else none. */
export type CoverLevel = 'none' | 'concealment' | 'cover';

const gives = (p: Protection): { cover: boolean; concealment: boolean } => ({
  cover: p === 'cover' || p === 'both',
  concealment: p === 'concealment' || p === 'both',
});

/** A rice paddy by its state (L1174): dry is open ground; near harvest the crop is tall grass; flooded, it hides the prone. */
function paddyProtection(f: FngFeature, stance: Stance): Protection {
  switch (f.paddy ?? 'flooded') {
    case 'dry':
      return 'none';
    case 'harvest':
      return 'concealment';
    case 'flooded':
      return stance.prone === true ? 'concealment' : 'none';
  }
}

/** What one feature gives a figure at `p`, or undefined when the figure is not in it (nor beside it, for a line). */
function featureProtection(f: FngFeature, p: Point, stance: Stance): Protection | undefined {
  const row: FngTerrain = FNG_TERRAIN[f.type];
  if (!pointInShape(p, f.shape)) {
    if (f.shape.kind !== 'polyline' || row.beside === undefined) return undefined;
    const out = distanceToPolyline(p, f.shape.points) - f.shape.width / 2;
    return out <= row.beside.within + 1e-9 ? (f.protection ?? row.beside.protection) : undefined;
  }
  if (f.protection !== undefined) return f.protection;
  if (f.type === 'rice-paddy') return paddyProtection(f, stance);
  if (f.camouflaged === true) return 'both';
  if (stance.moving === true && row.moving !== undefined) return row.moving;
  if (stance.prone === true && row.prone !== undefined) return row.prone;
  return row.ground;
}

/**
 * Everything a figure at `point` has from the features it stands in (or beside, for a river, stream
 * or dike): each feature's protection, together. Terrain laid over other terrain keeps what is under
 * it (a trail through jungle is still jungle; marsh under elephant grass, L1171: "concealment from the
 * ground"). Cover that only faces one way (a hill's crest, L1164) is not counted.
 */
export function protectionAt(scenario: Pick<FngScenario, 'features'>, point: Point, stance: Stance = {}): ProtectionAt {
  let cover = false;
  let concealment = false;
  const from: string[] = [];
  for (const f of scenario.features) {
    const p = featureProtection(f, point, stance);
    if (p === undefined || p === 'none') continue;
    const g = gives(p);
    cover ||= g.cover;
    concealment ||= g.concealment;
    from.push(f.name);
  }
  return { cover, concealment, from };
}

/**
 * What a figure at `point` counts as on the Ranged Combat Table (L807–L815): `cover` when any feature
 * there gives cover (with or without concealment), else `concealment`, else `none`.
 */
export function coverAt(scenario: Pick<FngScenario, 'features'>, point: Point, stance: Stance = {}): CoverLevel {
  const p = protectionAt(scenario, point, stance);
  return p.cover ? 'cover' : p.concealment ? 'concealment' : 'none';
}
