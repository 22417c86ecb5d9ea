import { distance, distanceToShapeEdge, pointInShape, segmentTouchesShape, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import { areasOf, circle, LIGHT, SMOKE, type AirGame } from '../support/air-state.js';
import type { FngScenario } from '../terrain/scenario.js';
import { FNG_TERRAIN, type FngSight } from '../terrain/terrain.js';

/**
 * Line of sight as the bot judges it for the enemy it plays (LOS L649, L806, L813–L815; the terrain
 * table's sight rows): players attest their own sight, but the bot must decide when a PEF comes into
 * view or which player figure a VC group can see. It reads the board's terrain only, so its answer is
 * the same for everyone and says nothing of what is hidden.
 */

/** How far anyone sees on an open table: by day, across the table (L649); at night 12" (L1198's night reach). */
export const OPEN_SIGHT = { day: 72, night: 12 } as const;

/**
 * The light and smoke over the table as sight reads them: night or day, the areas a flare, an
 * illumination round or a searchlight lights, and the smoke clouds that stand in the way.
 */
export interface Sight {
  readonly night: boolean;
  /** Terrible weather (L1378; fog or heavy rain, L806): 12" by day and 6" at night in the open, half the sighting distance in other terrain. */
  readonly terrible?: boolean;
  readonly lit?: readonly AreaShape[];
  readonly smoke?: readonly AreaShape[];
}

/** Sight in terrible weather (L1378, L806): in the open, by day and at night; other terrain's reach is halved. */
export const TERRIBLE_SIGHT = { day: 12, night: 6, terrainFactor: 0.5 } as const;

/** How far anyone sees in the open on this mission (L806, L1378): day or night, and terrible weather. */
export function openReach(m: { readonly night: boolean; readonly weather?: string } | undefined): number {
  const night = m?.night === true;
  return m?.weather === 'terrible' ? (night ? TERRIBLE_SIGHT.night : TERRIBLE_SIGHT.day) : night ? OPEN_SIGHT.night : OPEN_SIGHT.day;
}

/** A figure showing a flashlight is lit where he stands (L366): this close round him. */
export const FLASHLIGHT_LIT_INCHES = 1;

/**
 * The sight a game gives: its mission's night and weather, the light and smoke its air support left
 * this turn, and the figures showing a flashlight (L366: "seen and can be fired upon using daylight ranges").
 */
export function sightOf(g: AirGame & { readonly mission?: { readonly night: boolean; readonly weather?: string }; readonly figures?: readonly { readonly at?: Point; readonly flashlight?: boolean }[] }): Sight {
  const torches = (g.figures ?? []).flatMap((f) => (f.flashlight === true && f.at ? [circle(f.at, FLASHLIGHT_LIT_INCHES * 2)] : []));
  const lit = [...areasOf(g, LIGHT).map((a) => a.shape), ...torches];
  const smoke = areasOf(g, SMOKE).map((a) => a.shape);
  return { night: g.mission?.night === true, ...(g.mission?.weather === 'terrible' ? { terrible: true } : {}), ...(lit.length ? { lit } : {}), ...(smoke.length ? { smoke } : {}) };
}

/**
 * Whether a figure at `from` sees one at `to` (L806, L813–L815): not beyond the light's reach; a
 * feature that blocks sight (`across: 'blocked'`) and holds neither end stops it; inside a feature
 * both see each other only within its reach; one end deep inside (`hidden.depth` from its edge) is
 * seen only from within its `beyond` reach, if any. A crest is read as clear: the board has no
 * heights to tell which side of it a figure stands (the GM corrects with an override).
 *
 * At night a target in a lit area is seen as by day, while whoever stands in the light still sees
 * only the night's reach out of it (L651, L806, L1810); smoke blocks sight from one side to the other
 * and hides whoever is in it (L773). `sight` may be a bare night flag: nothing lit, no smoke.
 */
export function sees(table: Pick<FngScenario, 'features'> | undefined, from: Point, to: Point, sight: boolean | Sight): boolean {
  const s: Sight = typeof sight === 'boolean' ? { night: sight } : sight;
  if (s.smoke?.some((cloud) => segmentTouchesShape(from, to, cloud))) return false;
  const night = s.night && !(s.lit ?? []).some((light) => pointInShape(to, light));
  const d = distance(from, to);
  if (d > (night ? OPEN_SIGHT.night : OPEN_SIGHT.day)) return false;
  // A lit target is seen as in daylight (L806), but terrible weather still closes in on it.
  if (s.terrible && d > (night ? TERRIBLE_SIGHT.night : TERRIBLE_SIGHT.day)) return false;
  const k = s.terrible ? TERRIBLE_SIGHT.terrainFactor : 1;
  if (!table) return true;
  for (const f of table.features) {
    const row = FNG_TERRAIN[f.type];
    const sight: FngSight = row.sight;
    const inFrom = pointInShape(from, f.shape);
    const inTo = pointInShape(to, f.shape);
    if (inFrom && inTo) {
      const reach = sight.inside;
      if (reach && d > (night ? reach.night : reach.day) * k) return false;
      continue;
    }
    if (inFrom || inTo) {
      const inside = inFrom ? from : to;
      const hidden = sight.hidden;
      if (hidden && distanceToShapeEdge(inside, f.shape) >= hidden.depth) {
        if (!hidden.beyond || d > (night ? hidden.beyond.night : hidden.beyond.day) * k) return false;
      }
      continue;
    }
    if (sight.across === 'blocked' && segmentTouchesShape(from, to, f.shape)) return false;
  }
  return true;
}
