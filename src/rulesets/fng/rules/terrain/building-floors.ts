import { pointInShape, shapeCentre, distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { AREA_INCHES, areaIndexAt, buildingAreas } from './building-size.js';
import { upperAreaCollapses, type Structure } from './buildings.js';
import { structureOf, type FngFeature, type FngScenario } from './scenario.js';
import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { FACING_KEY, FACING_READINGS, HEIGHT_KEY, HEIGHT_READINGS, type FacingReading, type HeightReading } from './terrain-house-rules.js';
import type { BuildingCell, Ruins } from './ruins.js';

export type { BuildingCell, Ruins } from './ruins.js';

/**
 * A building's floors, and what a collapse does to them (FNG 2nd Tour p.40–41, seed L984–L1002):
 * - L988: "Additional floors above or below the ground floor areas will also count as additional
 *   areas": a building of `floors` levels (the ground floor and those above it, one unless the scenario
 *   says) and a `basement` has its ground areas (building-size.ts, L984) on every level.
 * - L1002: "Moving up or down one level can be done at a reduction of half movement at appropriate
 *   locations such as stairs, ladders, or holes to another level." Where the scenario draws a
 *   building's stairs, those are its appropriate locations (within 1″); where it draws none, every
 *   place inside stands for a ladder or a hole the table does not show.
 * - L992: "If an area collapses and it has another area above it there is a chance (1-3) that this area
 *   will also collapse. Occupants in the area below are automatically Obviously Dead. Those inside the
 *   upper area take the Recover from Knock Down Test. When all areas of one level of a building have
 *   collapsed, all areas above will collapse as well."
 * - L994–L996: a brick, masonry, stone or concrete building (not thatch or wood) whose floor collapses
 *   leaves "The floor immediately under a collapsed section ... rubble/rough terrain. Intact floors below
 *   this will remain intact ... The rubble covers the footprint of the collapsed area."
 * A level is a number: 0 the ground floor, 1 the floor above, −1 the basement.
 */

export const NO_RUINS: Ruins = { collapsed: [], rubble: [] };

/** Moving up or down one level costs half the move (L1002). */
export const FLOOR_CHANGE_SHARE = 0.5;

/** How far apart two levels are when the next closest area is sought (L988, L1013): one area's height, read as its width. */
const LEVEL_INCHES = AREA_INCHES;

type Floored = Pick<FngFeature, 'type' | 'floors' | 'basement'>;

/** A building's levels, lowest first: the basement (−1) if it has one, the ground floor (0), and the floors above it. */
export function levelsOf(f: Floored): readonly number[] {
  if (f.type !== 'building') return [0];
  const above = Math.max(1, f.floors ?? 1);
  return [...(f.basement === true ? [-1] : []), ...Array.from({ length: above }, (_, i) => i)];
}

/** Whether a building has more than one level. */
export const multiStorey = (f: Floored): boolean => levelsOf(f).length > 1;

/** Brick, masonry, stone or concrete leave rubble when a floor falls; thatch and wood do not (L994, L1007). */
export function leavesRubble(s: Structure | undefined): boolean {
  return s === 'masonry' || s === 'concrete' || s === 'concrete-steel';
}

/** Whether two cells are the same area of the same level. */
export const sameCell = (a: BuildingCell, b: BuildingCell): boolean => a.feature === b.feature && a.area === b.area && a.floor === b.floor;
const same = sameCell;
const isIn = (cells: readonly BuildingCell[], c: BuildingCell): boolean => cells.some((x) => same(x, c));

/** Whether one area of one level has fallen in. */
export const isCollapsed = (r: Ruins | undefined, c: BuildingCell): boolean => isIn(r?.collapsed ?? [], c);

/** Whether one area of one level lies under rubble. */
export const isRubble = (r: Ruins | undefined, c: BuildingCell): boolean => isIn(r?.rubble ?? [], c);

/** Every area of every level of a building, as cells (L988): ground areas × levels. */
export function cellsOf(f: FngFeature): readonly BuildingCell[] {
  const areas = buildingAreas(f).length;
  return levelsOf(f).flatMap((floor) => Array.from({ length: areas }, (_, area) => ({ feature: f.name, area, floor })));
}

/**
 * The cells nearest the aimed one (L988, L1013: "Hit next closest area at random"): the other ground
 * areas of its level and the same area on the levels next to it, a level counted one area's width
 * apart (the example of L1024: a LAW aimed at the upper floor of a two-storey storefront hits the bottom
 * floor). Ties are all kept, for a die to pick among; cells fallen in are not there to hit.
 */
export function nextClosestCells(f: FngFeature, aimed: BuildingCell, ruins?: Ruins): readonly BuildingCell[] {
  const areas = buildingAreas(f);
  const at = (c: BuildingCell): { readonly p: Point; readonly z: number } => ({ p: shapeCentre(areas[c.area]!), z: c.floor * LEVEL_INCHES });
  const from = at(aimed);
  const others = cellsOf(f)
    .filter((c) => !same(c, aimed) && !isCollapsed(ruins, c))
    .map((c) => {
      const to = at(c);
      return { c, d: Math.hypot(distance(from.p, to.p), to.z - from.z) };
    });
  if (others.length === 0) return [];
  const nearest = Math.min(...others.map((x) => x.d));
  return others.filter((x) => x.d <= nearest + 1e-6).map((x) => x.c);
}

/** The cell hit instead of the aimed one (L1013): the next closest, a die picking among several as near. */
export function nextCellHit(f: FngFeature, aimed: BuildingCell, ruins: Ruins | undefined, roller: Roller, label: string): { readonly cell: BuildingCell; readonly part?: RolledPart } {
  const near = nextClosestCells(f, aimed, ruins);
  if (near.length <= 1) return { cell: near[0] ?? aimed };
  const pick = roller.roll({ op: 'sum', n: 1, sides: near.length }, label);
  return { cell: near[pick.total - 1]!, part: pick };
}

/** The ground area of a building a point lies in, or undefined outside it. */
export function areaAt(f: FngFeature, p: Point): number | undefined {
  if (!pointInShape(p, f.shape)) return undefined;
  const areas = buildingAreas(f);
  return areas.length <= 1 ? 0 : areaIndexAt(areas, p);
}

export type FloorError = 'fng/not-in-building' | 'fng/no-such-floor' | 'fng/one-floor-at-a-time' | 'fng/floor-fallen-in' | 'fng/no-stairs-here';

/** Stairs drawn on a building serve a figure within this many inches of them (as a door does, building-areas.ts). */
export const STAIRS_REACH = 1;

/** The nearest of a building's drawn stairs to a point, and whether it is within reach; undefined where none are drawn. */
export function stairsNear(f: Pick<FngFeature, 'stairs'>, at: Point): { readonly stairs: Point; readonly near: boolean } | undefined {
  const all = f.stairs ?? [];
  if (all.length === 0) return undefined;
  const best = all.reduce((b, s) => (distance(s, at) < distance(b, at) ? s : b));
  return { stairs: best, near: distance(best, at) <= STAIRS_REACH + 1e-9 };
}

/**
 * Going up or down one level where a figure stands (L1002): inside a building, to a level it has, one
 * up or down from the one he is on, at its stairs where the scenario draws them (`stairsNear`), and not
 * an area fallen in. It costs half his move (`FLOOR_CHANGE_SHARE`).
 */
export function floorStep(f: FngFeature | undefined, at: Point, from: number, to: number, ruins?: Ruins): RuleResult<BuildingCell, FloorError> {
  const area = f === undefined || f.type !== 'building' ? undefined : areaAt(f, at);
  if (f === undefined || area === undefined) return fail('fng/not-in-building', { at: `${at.x},${at.y}` });
  const levels = levelsOf(f);
  if (!levels.includes(to)) return fail('fng/no-such-floor', { feature: f.name, floor: to, floors: levels.join(', ') });
  if (Math.abs(to - from) !== 1) return fail('fng/one-floor-at-a-time', { floor: to, from });
  const stairs = stairsNear(f, at);
  if (stairs && !stairs.near) return fail('fng/no-stairs-here', { feature: f.name, stairs: `${stairs.stairs.x},${stairs.stairs.y}` });
  const cell = { feature: f.name, area, floor: to };
  if (isCollapsed(ruins, cell) && !isRubble(ruins, cell)) return fail('fng/floor-fallen-in', { feature: f.name, floor: to });
  return ok(cell);
}

/** How a cell came down: hit (the Building Penetration roll), fallen with the one under it (1–3), or with its whole level below gone. */
export type FallCause = 'hit' | 'fell' | 'level-gone';

export interface Fall {
  readonly cell: BuildingCell;
  readonly cause: FallCause;
  /** The 1–3 die of an upper area (L992). */
  readonly part?: RolledPart;
}

/** A die for an upper area that stood (L992): it is told too. */
export interface Stood {
  readonly cell: BuildingCell;
  readonly part: RolledPart;
}

/** What a collapse is told as: the areas that fell, the upper area that stood, the rubble it left. */
export interface CollapseTold {
  readonly falls: readonly Fall[];
  readonly stood: readonly Stood[];
  readonly rubble: readonly BuildingCell[];
}

/** A figure put on a level: the ground floor is kept as no level at all. */
export function withFloor<T extends { readonly floor?: number }>(x: T, floor: number): T {
  const { floor: _f, ...rest } = x;
  return (floor === 0 ? rest : { ...rest, floor }) as T;
}

export interface CollapseResult {
  readonly falls: readonly Fall[];
  readonly stood: readonly Stood[];
  readonly ruins: Ruins;
  /** Cells newly under rubble (L994). */
  readonly rubble: readonly BuildingCell[];
}

/**
 * One area of a building collapses (the Building Penetration table's 2 passed, L1017–L1027) and what
 * follows (L992–L996): the area above it falls too on 1–3, and the one above that likewise, until one
 * stands; any level with all its areas down brings down every area above it. A building of brick,
 * masonry or concrete leaves rubble on the floor immediately under each area that fell (the highest
 * level below it still standing), or, where none stands under it, on the fallen area's own footprint
 * (L994, L996). Occupants are the caller's: of the area hit, Obviously Dead; of those that fell onto
 * it, the Recover From Knock Down test (L992).
 */
export function collapseCell(f: FngFeature, hit: BuildingCell, ruins0: Ruins | undefined, roller: Roller): CollapseResult {
  const levels = levelsOf(f);
  const areas = buildingAreas(f).length;
  let collapsed: BuildingCell[] = [...(ruins0?.collapsed ?? [])];
  const falls: Fall[] = [];
  const stood: Stood[] = [];
  const fall = (cell: BuildingCell, cause: FallCause, part?: RolledPart): void => {
    if (isIn(collapsed, cell)) return;
    collapsed = [...collapsed, cell];
    falls.push({ cell, cause, ...(part ? { part } : {}) });
  };
  const levelGone = (floor: number): boolean => Array.from({ length: areas }, (_, area) => ({ feature: f.name, area, floor })).every((c) => isIn(collapsed, c));
  fall(hit, 'hit');
  for (const floor of levels.filter((l) => l > hit.floor)) {
    const up = { feature: f.name, area: hit.area, floor };
    if (isIn(collapsed, up)) continue;
    // Over a level all fallen in it falls without a roll (L992).
    if (levels.some((l) => l < floor && levelGone(l))) {
      fall(up, 'level-gone');
      continue;
    }
    const r = upperAreaCollapses(roller);
    if (!r.collapses) {
      stood.push({ cell: up, part: r.part });
      break;
    }
    fall(up, 'fell', r.part);
  }
  // A level with all its areas down brings down everything above it (L992).
  for (const floor of levels) {
    if (!levelGone(floor)) continue;
    for (const above of levels.filter((l) => l > floor)) for (let area = 0; area < areas; area++) fall({ feature: f.name, area, floor: above }, 'level-gone');
  }
  let rubble: BuildingCell[] = [...(ruins0?.rubble ?? [])];
  const fresh: BuildingCell[] = [];
  if (leavesRubble(structureOf(f))) {
    for (const x of falls) {
      const below = levels.filter((l) => l < x.cell.floor && !isIn(collapsed, { ...x.cell, floor: l })).at(-1);
      const under = below === undefined ? { ...x.cell, floor: levels.filter((l) => isIn(collapsed, { ...x.cell, floor: l }))[0]! } : { ...x.cell, floor: below };
      if (isIn(rubble, under)) continue;
      rubble = [...rubble, under];
      fresh.push(under);
    }
  }
  return { falls, stood, ruins: { collapsed, rubble }, rubble: fresh };
}

/** The cell a figure stands in: its building's area and his level (none outside a building). */
export function cellOf(f: FngFeature, at: Point, floor: number | undefined): BuildingCell | undefined {
  const area = areaAt(f, at);
  return area === undefined ? undefined : { feature: f.name, area, floor: floor ?? 0 };
}

/**
 * What collapses leave on one level of the table (L992–L996, L1007), laid over it:
 * - rubble as rough ground (L994: "rubble/rough terrain"; L1194): half speed, and what rough ground gives;
 * - a hooch's area fallen in keeps its concealment (L1007: "A collapsed building of this type does not
 *   create rubble but its concealment properties remain"): its remains conceal those in them, as
 *   low as open ground to a line of sight across them.
 */
export function rubbleFeatures(features: readonly FngFeature[], ruins: Ruins | undefined, floor: number): FngFeature[] {
  const out: FngFeature[] = [];
  for (const c of (ruins?.rubble ?? []).filter((x) => x.floor === floor)) {
    const f = features.find((x) => x.name === c.feature);
    const shape = f === undefined ? undefined : buildingAreas(f)[c.area];
    if (shape === undefined) continue;
    out.push({ name: `Rubble of ${c.feature}`, type: 'rough', shape, rubble: floor });
  }
  for (const c of (ruins?.collapsed ?? []).filter((x) => x.floor === floor)) {
    const f = features.find((x) => x.name === c.feature);
    const shape = f?.type === 'hooch' ? buildingAreas(f)[c.area] : undefined;
    if (shape === undefined) continue;
    out.push({ name: `Remains of ${c.feature}`, type: 'clear', shape, protection: 'concealment', rubble: floor });
  }
  return out;
}

/**
 * The areas of each building and hooch fallen in on one level (L992), taken out of it (`fallen`): no
 * wall, cover, concealment nor shelter of its own is left there (a frame building leaves no rubble,
 * L994; the hooch's concealment is its remains', `rubbleFeatures`), and a line of sight passes over it.
 */
function withFallen(features: readonly FngFeature[], ruins: Ruins | undefined, floor: number): FngFeature[] {
  return features.map((f) => {
    const { fallen: _f, ...rest } = f;
    if (f.type !== 'building' && f.type !== 'hooch') return f.fallen === undefined ? f : rest;
    const areas = buildingAreas(f);
    const fallen = (ruins?.collapsed ?? []).filter((c) => c.feature === f.name && c.floor === floor).flatMap((c) => (areas[c.area] ? [areas[c.area]!] : []));
    return fallen.length ? { ...rest, fallen } : f.fallen === undefined ? f : rest;
  });
}

/** The table a figure on `floor` walks and stands on: its areas fallen in and its rubble in place of the ground floor's (L992–L996). */
export function tableOnLevel<T extends { readonly features: readonly FngFeature[] }>(table: T, ruins: Ruins | undefined, floor: number): T {
  const base = table.features.filter((f) => f.rubble === undefined);
  return { ...table, features: [...withFallen(base, ruins, floor), ...rubbleFeatures(base, ruins, floor)] };
}

/** The table with its ground floor's ruins laid over it (L992–L996, L1007), as orders, sight and cover read it. */
export function withRubble<T extends { readonly features: readonly FngFeature[] }>(table: T, ruins: Ruins | undefined): T {
  if (!ruins || (ruins.collapsed.length === 0 && ruins.rubble.length === 0)) return table;
  return tableOnLevel(table, ruins, 0);
}

/** The scenario's table as the game reads it: its ground floor's ruins laid over it, how its buildings' levels see (house rule `fng.building.height`) and whether figures see only to their front (`fng.facing`). */
export function tableAsRead<T extends Pick<FngScenario, 'features' | 'height' | 'facing' | 'ruins'>>(board: T, ruins: Ruins | undefined, height: HeightReading, facing: FacingReading = 'arc'): T {
  return { ...withRubble(board, ruins), height, facing, ...(ruins ? { ruins } : {}) };
}

/**
 * The loaded board as every order, the bot, the turn's end and the web page's previews read it: with the
 * campaign's ruins and its house rules for sight in force (`fng.building.height`, `fng.facing`); none
 * without a board.
 */
export function tableFor<T extends Pick<FngScenario, 'features' | 'height' | 'facing' | 'ruins'>>(board: T | undefined, ruins: Ruins | undefined, rules: HouseRules): T | undefined {
  return board ? tableAsRead(board, ruins, choiceRule(rules, HEIGHT_KEY, HEIGHT_READINGS), choiceRule(rules, FACING_KEY, FACING_READINGS)) : undefined;
}
