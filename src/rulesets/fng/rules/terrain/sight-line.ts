import { distance, distanceToShapeEdge, pointInShape, segmentTouchesShape, shapeBounds, type AreaShape, type Bounds, type Point, type Shape } from '../../../../core/board/geometry.js';
import { inStanding, standingLength } from './feature-geometry.js';
import { crestBlocks } from './hills.js';
import type { FngFeature, FngScenario } from './scenario.js';
import { FNG_TERRAIN, type FngSight, type FngTerrainType, type Reach } from './terrain.js';
import type { FacingReading, HeightReading } from './terrain-house-rules.js';

/**
 * Line of sight across an FNG table (FNG 2nd Tour, Line of Sight L649, L651, L806; Cover &
 * Concealment and LOS L813–L815; the terrain pieces L1146–L1204): one reading for both sides — the
 * players' fire and In Sight, the reactions of figures "within 4″ and LOS", and every choice the bot
 * makes for the enemy. It reads only the table, the light and the weather, so its answer, and the
 * reason it gives when sight is blocked, is the same for everyone and tells nothing of what is hidden.
 *
 * Height (house rule `fng.building.height`, terrain-house-rules.ts): a figure on a floor above the ground sees
 * over what is lower than his window, and is seen over it; a floor or the earth lies between levels.
 * A red filtered flashlight gives its bearer 6″ of sight to his front (L366, `RED_LIGHT_INCHES`).
 *
 * Facing (house rule `fng.facing`): a figure who faces a way sees only to his front, 90° either side of
 * it (L318, L651, L806); one with no facing (a state no order has touched) sees all round.
 *
 * Not read: friendly figures in the way (L649).
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

/** One end of a line of sight: where a figure stands, whether it lies prone (scrub hides the prone, L1198), his level and his red light. */
export interface Eye extends Point {
  readonly prone?: boolean;
  /** The level of the building he stands in (L988, L1002): 1 and up a floor above the ground floor, −1 its basement; absent on the ground. */
  readonly level?: number;
  /** The way a red filtered flashlight he shows at night faces (L366): a bearing in degrees, clockwise from the table's top edge. */
  readonly redLight?: number;
  /** The way he faces (L318, L806): a bearing in degrees clockwise from the table's top edge; he sees only 90° either side of it. */
  readonly facing?: number;
}

/** The low terrain a figure on a floor above the ground sees over when neither end stands in it (`height`). */
export const SEEN_OVER_FROM_ABOVE: readonly FngTerrainType[] = ['hooch', 'bunker', 'sandbags', 'elephant-grass', 'rough', 'marsh'];

/** A red filtered flashlight's light (L366): "6” of LOS to the front of the figure". */
export const RED_LIGHT_INCHES = 6;

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
 * - `prone`: a prone figure in scrub, seen and seeing only so far (L1198);
 * - `level`: a floor between them, or the earth over a basement (`fng.building.height`);
 * - `behind`: `to` is behind the front facing of `from` (L651, L806; `fng.facing`).
 */
export type SightBlock =
  | { readonly kind: 'dark' | 'weather'; readonly reach: number }
  | { readonly kind: 'smoke'; readonly cloud: string }
  | { readonly kind: 'behind' }
  | { readonly kind: 'across' | 'crest' | 'level'; readonly feature: string }
  | { readonly kind: 'reach' | 'prone'; readonly feature: string; readonly reach: number }
  | { readonly kind: 'deep'; readonly feature: string; readonly end: 'from' | 'to'; readonly depth: number; readonly reach?: number; readonly fromEdge?: boolean };

/** The line from one figure to another: how long it is, and what blocks it, if anything. */
export interface SightLine {
  readonly inches: number;
  readonly block?: SightBlock;
}

const EPS = 1e-9;

/** The table: its features, later ones lying over earlier ones, how its buildings' levels see (default `height`) and whether figures see only to their front (default `arc`). */
type Table = Pick<FngScenario, 'features'> & { readonly height?: HeightReading; readonly facing?: FacingReading };

/**
 * Whether a figure at `from` sees one at `to`, and if not, the first thing that stops it:
 * 0. on a loaded table, `to` behind the front facing of `from` (L651, L806), unless `fng.facing` is `all-round`;
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
 * Terrible weather halves every feature's reach (L806). Levels and height as `HeightReading` says. At
 * night a red filtered flashlight makes every reach at least its 6″ between its bearer and one in its
 * light to his front (L366), but in elephant grass, too dense even for the regular light (L366).
 */
export function sightLine(table: Table | undefined, from: Eye, to: Eye, sight: Sight): SightLine {
  const inches = distance(from, to);
  const blocked = (block: SightBlock): SightLine => ({ inches, block });
  if (table !== undefined && table.facing !== 'all-round' && from.facing !== undefined && behind(from.facing, from, to)) return blocked({ kind: 'behind' });
  const cloud = (sight.smoke ?? []).find((c) => segmentTouchesShape(from, to, c.shape));
  if (cloud) return blocked({ kind: 'smoke', cloud: cloud.id });
  const flat = table?.height === 'flat';
  const lf = flat ? 0 : (from.level ?? 0);
  const lt = flat ? 0 : (to.level ?? 0);
  if (lf !== 0 || lt !== 0) {
    const bf = buildingHolding(table, from);
    const bt = buildingHolding(table, to);
    if (lf !== lt && bf !== undefined && bf === bt) return blocked({ kind: 'level', feature: bf.name });
    if ((lf < 0 || lt < 0) && (lf !== lt || bf !== bt)) return blocked({ kind: 'level', feature: (lf < 0 ? bf : bt)?.name ?? '' });
  }
  const up = Math.max(lf, lt);
  const red = sight.night && (inRedLight(from, to) || inRedLight(to, from));
  const night = sight.night && !(sight.lit ?? []).some((light) => pointInShape(to, light));
  const open = night ? OPEN_SIGHT.night : OPEN_SIGHT.day;
  if (inches > open + EPS) return blocked({ kind: night ? 'dark' : 'weather', reach: open });
  // A lit target is seen as in daylight (L806), but terrible weather still closes in on it.
  const foul = night ? TERRIBLE_SIGHT.night : TERRIBLE_SIGHT.day;
  if (sight.terrible && inches > foul + EPS) return blocked({ kind: 'weather', reach: foul });
  const k = sight.terrible ? TERRIBLE_SIGHT.terrainFactor : 1;
  const reachOf = (r: Reach, f: FngFeature): number => {
    const x = (night ? r.night : r.day) * k;
    return red && f.type !== 'elephant-grass' ? Math.max(x, RED_LIGHT_INCHES) : x;
  };
  const line = { minX: Math.min(from.x, to.x), minY: Math.min(from.y, to.y), maxX: Math.max(from.x, to.x), maxY: Math.max(from.y, to.y) };
  for (const f of table?.features ?? []) {
    // Every rule below needs the line to reach the feature (an end in it, or a stretch across it).
    if (!boundsMeet(line, featureBounds(f.shape))) continue;
    const s: FngSight = FNG_TERRAIN[f.type].sight;
    if (s.across === 'crest') {
      if (f.shape.kind !== 'polyline' && crestBlocks(f.shape, from, to)) return blocked({ kind: 'crest', feature: f.name });
      continue;
    }
    // An area fallen in is no longer the building's (L992): a collapse leaves rubble or open ground there.
    const inFrom = inStanding(f, from);
    const inTo = inStanding(f, to);
    if (up > 0 && !inFrom && !inTo && seenOver(f, up)) continue;
    if (s.prone) {
      // Scrub (L1198): a prone figure in it is seen only close by, and sees only so far out of it.
      if (inTo && to.prone === true && inches > s.prone.seenWithin + EPS) return blocked({ kind: 'prone', feature: f.name, reach: s.prone.seenWithin });
      if (inFrom && from.prone === true && inches > s.prone.seesWithin + EPS) return blocked({ kind: 'prone', feature: f.name, reach: s.prone.seesWithin });
    }
    if (!s.inside && !s.hidden && s.across === 'clear') continue;
    const along = standingLength(f, from, to);
    if (!inFrom && !inTo && along < EPS) continue;
    const within = s.inside ? reachOf(s.inside, f) : undefined;
    if (inFrom !== inTo && s.hidden) {
      const end = inFrom ? 'from' : 'to';
      const inside = inFrom ? from : to;
      const outside = inFrom ? to : from;
      const h = s.hidden;
      if (distanceToShapeEdge(inside, f.shape) >= h.depth - EPS && !(h.lip !== undefined && distanceToShapeEdge(outside, f.shape) <= h.lip + EPS)) {
        const deep = { kind: 'deep', feature: f.name, end, depth: h.depth } as const;
        if (!h.beyond) return blocked(deep);
        const beyond = reachOf(h.beyond, f);
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

/** The building a point lies in (the last laid), if any. */
function buildingHolding(table: Table | undefined, p: Point): FngFeature | undefined {
  return (table?.features ?? []).filter((f) => f.type === 'building' && pointInShape(p, f.shape)).at(-1);
}

/** Whether a figure on level `up` sees over a feature he does not stand in (`height`): low terrain, and buildings of no more levels than his. */
function seenOver(f: FngFeature, up: number): boolean {
  if (f.type === 'building') return Math.max(1, f.floors ?? 1) <= up;
  return SEEN_OVER_FROM_ABOVE.includes(f.type);
}

/**
 * Whether `other` is behind the front facing of a figure at `eye` who faces `facing` (L318: "The front
 * facing is defined as 90 degrees to the left and right of the way the figure is facing"): more than 90°
 * from it. Exactly 90° is still his front; a point where he stands is not behind him.
 */
export function behind(facing: number, eye: Point, other: Point): boolean {
  const dx = other.x - eye.x;
  const dy = other.y - eye.y;
  if (Math.hypot(dx, dy) < EPS) return false;
  const rad = (facing * Math.PI) / 180;
  return dx * Math.sin(rad) - dy * Math.cos(rad) < -EPS * Math.hypot(dx, dy);
}

/** Whether `other` stands in the light of `eye`'s red filtered flashlight: within its 6″ and to his front, 90° either side of the way he faces (L318, L366). */
export function inRedLight(eye: Eye, other: Point): boolean {
  if (eye.redLight === undefined) return false;
  const dx = other.x - eye.x;
  const dy = other.y - eye.y;
  if (Math.hypot(dx, dy) > RED_LIGHT_INCHES + EPS) return false;
  const rad = (eye.redLight * Math.PI) / 180;
  return dx * Math.sin(rad) - dy * Math.cos(rad) >= -EPS;
}

const bounds = new WeakMap<Shape, Bounds>();

/** A feature's extent, widened by half a linear one's width, made once per shape. */
function featureBounds(shape: Shape): Bounds {
  let b = bounds.get(shape);
  if (b === undefined) {
    b = shapeBounds(shape, true);
    bounds.set(shape, b);
  }
  return b;
}

function boundsMeet(a: Bounds, b: Bounds): boolean {
  return a.minX <= b.maxX + EPS && b.minX <= a.maxX + EPS && a.minY <= b.maxY + EPS && b.minY <= a.maxY + EPS;
}
