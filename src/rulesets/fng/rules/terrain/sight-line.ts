import { distance, distanceToShapeEdge, lengthInside, pointInShape, segmentTouchesShape, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import { crestBlocks } from './hills.js';
import type { FngScenario } from './scenario.js';
import { FNG_TERRAIN, type FngSight, type Reach } from './terrain.js';

/**
 * Line of sight across an FNG table (FNG 2nd Tour, Line of Sight L649, L651, L806; Cover &
 * Concealment and LOS L813–L815; the terrain pieces L1146–L1204): one reading for both sides — the
 * players' fire and In Sight, the reactions of figures "within 4″ and LOS", and every choice the bot
 * makes for the enemy. It reads only the table, the light and the weather, so its answer, and the
 * reason it gives when sight is blocked, is the same for everyone and tells nothing of what is hidden.
 *
 * Not read: the 180° arc to a figure's front (L806; figures have no facing here) and friendly figures
 * in the way (L649).
 */

/** How far anyone sees on an open table: by day, across the table (L649); at night 12″ (L651, L806). */
export const OPEN_SIGHT = { day: 72, night: 12 } as const;

/** Sight in terrible weather (L1378, L806): in the open, by day and at night; other terrain's reach is halved. */
export const TERRIBLE_SIGHT = { day: 12, night: 6, terrainFactor: 0.5 } as const;

/** A smoke cloud over the table, named for the refusals it causes. */
export interface Cloud {
  readonly id: string;
  readonly shape: AreaShape;
}

/**
 * The light and smoke over the table as sight reads them: night or day, terrible weather, the areas a
 * flare, an illumination round or a searchlight lights, and the smoke clouds that stand in the way.
 */
export interface Sight {
  readonly night: boolean;
  /** Terrible weather (L1378; fog or heavy rain, L806): 12″ by day and 6″ at night in the open, half the sighting distance in other terrain. */
  readonly terrible?: boolean;
  readonly lit?: readonly AreaShape[];
  readonly smoke?: readonly Cloud[];
}

/** How far anyone sees in the open on this mission (L806, L1378): day or night, and terrible weather. */
export function openReach(m: { readonly night: boolean; readonly weather?: string } | undefined): number {
  const night = m?.night === true;
  return m?.weather === 'terrible' ? (night ? TERRIBLE_SIGHT.night : TERRIBLE_SIGHT.day) : night ? OPEN_SIGHT.night : OPEN_SIGHT.day;
}

/** One end of a line of sight: where a figure stands, and whether it lies prone (scrub hides the prone, L1198). */
export interface Eye extends Point {
  readonly prone?: boolean;
}

/**
 * Why a line of sight is blocked:
 * - `dark`: beyond the night's reach in the open (12″, L806);
 * - `weather`: beyond terrible weather's (L1378);
 * - `smoke`: a cloud across it or over either end (L773);
 * - `across`: a feature tall enough stands between (L815: jungle, bamboo, grass, buildings);
 * - `reach`: more of a feature lies along it than one sees through in it (the terrain's LOS distances);
 * - `deep`: one end stands so far inside a feature that it cannot be seen from outside, nor see out
 *   (`end` says which; `reach` when he may still be seen from close by);
 * - `crest`: a hill rises between them (L1154);
 * - `prone`: a prone figure in scrub, seen and seeing only so far (L1198).
 */
export type SightBlock =
  | { readonly kind: 'dark' | 'weather'; readonly reach: number }
  | { readonly kind: 'smoke'; readonly cloud: string }
  | { readonly kind: 'across' | 'crest'; readonly feature: string }
  | { readonly kind: 'reach' | 'prone'; readonly feature: string; readonly reach: number }
  | { readonly kind: 'deep'; readonly feature: string; readonly end: 'from' | 'to'; readonly depth: number; readonly reach?: number; readonly fromEdge?: boolean };

/** The line from one figure to another: how long it is, and what blocks it, if anything. */
export interface SightLine {
  readonly inches: number;
  readonly block?: SightBlock;
}

const EPS = 1e-9;

/** The table: its features, later ones lying over earlier ones. */
type Table = Pick<FngScenario, 'features'>;

/**
 * Whether a figure at `from` sees one at `to`, and if not, the first thing that stops it:
 * 1. smoke across the line or over either end (L773);
 * 2. the light's reach in the open: by day the table, at night 12″ unless `to` stands in a lit area
 *    (who stands in the light still sees only 12″ out of it, L651, L806, L1810); terrible weather 12″/6″;
 * 3. each feature of the table, in the order laid: a hill between them (L1154, L1164); a prone figure
 *    in scrub, seen only within 6″ and seeing only 12″ (L1198); both inside a feature, the length of
 *    it along the line within its reach (jungle, forest, swamp, rough, grass, bamboo, marsh); one end
 *    deep inside, unseen from outside (1″ in jungle, grass and craters — unless the other stands at
 *    the crater's lip, L1160 —, 4″ in triple canopy and swamp; forest and rough only from beyond
 *    12″/6″, forest's measured from its edge, L1157, L1194); one end inside, the length of it along
 *    the line within its reach; neither inside, a feature tall enough (L815) blocks any line across
 *    it, and one that limits sight (marsh, rough) any line along more of it than its reach.
 * Terrible weather halves every feature's reach (L806).
 */
export function sightLine(table: Table | undefined, from: Eye, to: Eye, sight: Sight): SightLine {
  const inches = distance(from, to);
  const blocked = (block: SightBlock): SightLine => ({ inches, block });
  const cloud = (sight.smoke ?? []).find((c) => segmentTouchesShape(from, to, c.shape));
  if (cloud) return blocked({ kind: 'smoke', cloud: cloud.id });
  const night = sight.night && !(sight.lit ?? []).some((light) => pointInShape(to, light));
  const open = night ? OPEN_SIGHT.night : OPEN_SIGHT.day;
  if (inches > open + EPS) return blocked({ kind: night ? 'dark' : 'weather', reach: open });
  // A lit target is seen as in daylight (L806), but terrible weather still closes in on it.
  const foul = night ? TERRIBLE_SIGHT.night : TERRIBLE_SIGHT.day;
  if (sight.terrible && inches > foul + EPS) return blocked({ kind: 'weather', reach: foul });
  const k = sight.terrible ? TERRIBLE_SIGHT.terrainFactor : 1;
  const reachOf = (r: Reach): number => (night ? r.night : r.day) * k;
  for (const f of table?.features ?? []) {
    const s: FngSight = FNG_TERRAIN[f.type].sight;
    if (s.across === 'crest') {
      if (f.shape.kind !== 'polyline' && crestBlocks(f.shape, from, to)) return blocked({ kind: 'crest', feature: f.name });
      continue;
    }
    const inFrom = pointInShape(from, f.shape);
    const inTo = pointInShape(to, f.shape);
    if (s.prone) {
      // Scrub (L1198): a prone figure in it is seen only close by, and sees only so far out of it.
      if (inTo && to.prone === true && inches > s.prone.seenWithin + EPS) return blocked({ kind: 'prone', feature: f.name, reach: s.prone.seenWithin });
      if (inFrom && from.prone === true && inches > s.prone.seesWithin + EPS) return blocked({ kind: 'prone', feature: f.name, reach: s.prone.seesWithin });
    }
    if (!s.inside && !s.hidden && s.across === 'clear') continue;
    const along = lengthInside(from, to, f.shape);
    if (!inFrom && !inTo && along < EPS) continue;
    const within = s.inside ? reachOf(s.inside) : undefined;
    if (inFrom !== inTo && s.hidden) {
      const end = inFrom ? 'from' : 'to';
      const inside = inFrom ? from : to;
      const outside = inFrom ? to : from;
      const h = s.hidden;
      if (distanceToShapeEdge(inside, f.shape) >= h.depth - EPS && !(h.lip !== undefined && distanceToShapeEdge(outside, f.shape) <= h.lip + EPS)) {
        const deep = { kind: 'deep', feature: f.name, end, depth: h.depth } as const;
        if (!h.beyond) return blocked(deep);
        const beyond = reachOf(h.beyond);
        const fromEdge = h.beyondFrom === 'edge';
        if ((fromEdge ? distanceToShapeEdge(outside, f.shape) : inches) > beyond + EPS) return blocked({ ...deep, reach: beyond, ...(fromEdge ? { fromEdge: true } : {}) });
      }
    }
    if (!inFrom && !inTo && s.across === 'blocked') return blocked({ kind: 'across', feature: f.name });
    if (within !== undefined && along > within + EPS) return blocked({ kind: 'reach', feature: f.name, reach: within });
  }
  return { inches };
}

/** Whether `from` sees `to` (`sightLine` with nothing in the way). */
export function sees(table: Table | undefined, from: Eye, to: Eye, sight: boolean | Sight): boolean {
  return sightLine(table, from, to, typeof sight === 'boolean' ? { night: sight } : sight).block === undefined;
}
