import { distanceToPolyline, pointInShape, segmentsIntersect, type Point } from '../../../../core/board/geometry.js';
import { inStanding } from './feature-geometry.js';
import { crestCovers } from './hills.js';
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

/**
 * Whether a figure counts as moving inside a building (L1002: "Moving figures count as if in
 * concealment while stationary figures count as if in cover"): one that fast moved and has not
 * stopped (L619–L621), or whose last activation went on moving (`moved`, not on fire or a full
 * activation's work) — until he is next active, as fast moving lasts. Our reading: the seed does not
 * say how long a move counts as moving.
 */
export function movingStance(f: { readonly fastMoving?: boolean; readonly moved?: boolean; readonly fired?: boolean; readonly busy?: boolean }): boolean {
  return f.fastMoving === true || (f.moved === true && f.fired !== true && f.busy !== true);
}

/** A figure's stance for the board's cover: prone, and moving as `movingStance` reads it. */
export function stanceOf(f: { readonly prone?: boolean; readonly fastMoving?: boolean; readonly moved?: boolean; readonly fired?: boolean; readonly busy?: boolean }): Stance {
  return { prone: f.prone === true, moving: movingStance(f) };
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

/** Whether `p` is in a linear feature or beside it, within its `beside` reach of its edge. */
function byLine(f: FngFeature, row: FngTerrain, p: Point): boolean {
  if (f.shape.kind !== 'polyline' || row.beside === undefined) return false;
  return distanceToPolyline(p, f.shape.points) - f.shape.width / 2 <= row.beside.within + 1e-9;
}

/** Whether the line from `a` to `b` crosses a linear feature's centre line. */
function across(f: FngFeature, a: Point, b: Point): boolean {
  if (f.shape.kind !== 'polyline') return false;
  const pts = f.shape.points;
  for (let i = 1; i < pts.length; i++) if (segmentsIntersect(a, b, pts[i - 1]!, pts[i]!)) return true;
  return false;
}

/**
 * What one feature gives a figure at `p`, or undefined when the figure is not in it (nor beside it,
 * for a line). With `from`, what faces one way is read from there: a hill's crest (L1164), the water
 * and its banks (L1178), a dike (L1174).
 */
function featureProtection(f: FngFeature, p: Point, stance: Stance, inPaddy: boolean, from?: Point): Protection | undefined {
  const row: FngTerrain = FNG_TERRAIN[f.type];
  // A dike shelters only figures in the paddy touching it (L1174), not those on dry ground beside it.
  if (f.type === 'dike' && !inPaddy && !pointInShape(p, f.shape)) return undefined;
  if (from !== undefined && f.protection === undefined) {
    if (row.sight.across === 'crest') return f.shape.kind !== 'polyline' && crestCovers(f.shape, p, from) ? 'cover' : undefined;
    // In a river or stream or on its bank: cover from figures away from it, not from those on its banks or in it (L1178).
    if (row.beside !== undefined && row.beside.protection === 'cover' && byLine(f, row, from)) return byLine(f, row, p) ? 'none' : undefined;
    // A dike covers and conceals the figure in the paddy touching it from fire across it only (L1174).
    if (f.type === 'dike' && !pointInShape(p, f.shape)) return byLine(f, row, p) && across(f, from, p) ? row.beside!.protection : undefined;
  }
  if (!inStanding(f, p)) return byLine(f, row, p) ? (f.protection ?? row.beside!.protection) : undefined;
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
  const paddy = inPaddy(scenario, point);
  return together(scenario, (f) => featureProtection(f, point, stance, paddy));
}

/** Whether a point lies in a rice paddy. */
const inPaddy = (scenario: Pick<FngScenario, 'features'>, p: Point): boolean => scenario.features.some((f) => f.type === 'rice-paddy' && pointInShape(p, f.shape));

/** What the features give together, and which of them give it, in scenario order. */
function together(scenario: Pick<FngScenario, 'features'>, read: (f: FngFeature) => Protection | undefined): ProtectionAt {
  let cover = false;
  let concealment = false;
  const from: string[] = [];
  for (const f of scenario.features) {
    const p = read(f);
    if (p === undefined || p === 'none') continue;
    const g = gives(p);
    cover ||= g.cover;
    concealment ||= g.concealment;
    from.push(f.name);
  }
  return { cover, concealment, from };
}

/**
 * What a figure at `point` has against fire and sight from `from` (L807–L815): what it stands in, as
 * `protectionAt` reads it, with the cover that faces one way read from where the other stands — a
 * hill's crest covers a target within 1″ of it from the far side (L1164); the water covers those in a
 * river or stream or on its bank from figures away from it, not from those on its banks or in it
 * (L1178); a dike covers and conceals a figure in the paddy touching it only from across it (L1174).
 * A feature given its protection by the scenario (L812) gives it from every side.
 */
export function protectionFrom(scenario: Pick<FngScenario, 'features'>, point: Point, stance: Stance, from: Point): ProtectionAt {
  const paddy = inPaddy(scenario, point);
  return together(scenario, (f) => featureProtection(f, point, stance, paddy, from));
}

/**
 * What a figure at `point` counts as on the Ranged Combat Table (L807–L815): `cover` when any feature
 * there gives cover (with or without concealment), else `concealment`, else `none`.
 */
export function coverAt(scenario: Pick<FngScenario, 'features'>, point: Point, stance: Stance = {}): CoverLevel {
  const p = protectionAt(scenario, point, stance);
  return p.cover ? 'cover' : p.concealment ? 'concealment' : 'none';
}
