import { describe, expect, it } from 'vitest';
import { cellsOf, collapseCell, floorStep, levelsOf, nextClosestCells, rubbleFeatures, withRubble, type Ruins } from '../../../../../src/rulesets/fng/rules/terrain/building-floors.js';
import { footing } from '../../../../../src/rulesets/fng/rules/terrain/foot-move.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

/*
 * A building's floors and collapsing areas (FNG 2nd Tour p.40–41): L988 "Additional floors above or
 * below the ground floor areas will also count as additional areas"; L992 the area above a collapse
 * falls on 1–3, a level all down brings down everything above it; L994–L996 brick, masonry, stone or
 * concrete leave rubble on the floor under the collapse; L1002 one level up or down for half the move.
 */
const rect = (x: number, y: number, w: number, h: number) => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 }) as const;
/** A two-storey brick storefront 6" square (L1024's example), and a warehouse 18" × 6" (three areas) of three storeys with a basement. */
const STORE: FngFeature = { name: 'Store', type: 'building', structure: 'masonry', floors: 2, shape: rect(10, 10, 6, 6) };
const WAREHOUSE: FngFeature = { name: 'Warehouse', type: 'building', structure: 'concrete', floors: 3, basement: true, shape: rect(30, 10, 18, 6) };
const BARN: FngFeature = { name: 'Barn', type: 'building', structure: 'frame', floors: 2, shape: rect(10, 20, 6, 6) };
const cell = (feature: string, area: number, floor: number) => ({ feature, area, floor });

describe('floors (L988)', () => {
  it('GIVEN floors and a basement THEN the levels are -1, 0 … and every ground area is an area on each (L988)', () => {
    expect(levelsOf(STORE)).toEqual([0, 1]);
    expect(levelsOf(WAREHOUSE)).toEqual([-1, 0, 1, 2]);
    expect(levelsOf({ type: 'building' })).toEqual([0]);
    expect(cellsOf(WAREHOUSE)).toHaveLength(12);
  });

  it('GIVEN L1024\'s example (a LAW at the upper floor of a two-storey storefront, one pass) THEN the next closest area is the bottom floor', () => {
    expect(nextClosestCells(STORE, cell('Store', 0, 1))).toEqual([cell('Store', 0, 0)]);
  });

  it('GIVEN the warehouse\'s middle area on floor 1 THEN the next closest are its two neighbours and the areas above and below, a die among four', () => {
    expect(nextClosestCells(WAREHOUSE, cell('Warehouse', 1, 1))).toHaveLength(4);
  });

  it('GIVEN a step of one level inside (L1002) THEN it is allowed; two levels, a level it lacks, outside it or an area fallen in are refused', () => {
    expect(unwrap(floorStep(STORE, { x: 12, y: 12 }, 0, 1))).toEqual(cell('Store', 0, 1));
    expectCode(floorStep(WAREHOUSE, { x: 31, y: 12 }, -1, 1), 'fng/one-floor-at-a-time');
    expectCode(floorStep(STORE, { x: 12, y: 12 }, 1, 2), 'fng/no-such-floor');
    expectCode(floorStep(undefined, { x: 2, y: 2 }, 0, 1), 'fng/not-in-building');
    expectCode(floorStep(STORE, { x: 12, y: 12 }, 0, 1, { collapsed: [cell('Store', 0, 1)], rubble: [] }), 'fng/floor-fallen-in');
  });
});

describe('collapsing areas (L992–L996)', () => {
  it('GIVEN the warehouse\'s ground area 0 collapsing and the die [3] THEN floor 1 above falls too; [4] then floor 2 stands; rubble lies in the basement under both (L994)', () => {
    const r = collapseCell(WAREHOUSE, cell('Warehouse', 0, 0), undefined, dice(3, 4));
    expect(r.falls.map((x) => [x.cell.floor, x.cause])).toEqual([[0, 'hit'], [1, 'fell']]);
    expect(r.stood.map((x) => [x.cell.floor, x.part.faces])).toEqual([[2, [4]]]);
    expect(r.rubble).toEqual([cell('Warehouse', 0, -1)]);
  });

  it('GIVEN L996\'s example (a second floor collapsing over a basement) THEN the first floor becomes rubble and the basement stays intact', () => {
    const r = collapseCell(WAREHOUSE, cell('Warehouse', 2, 1), undefined, dice(4));
    expect(r.falls.map((x) => x.cell)).toEqual([cell('Warehouse', 2, 1)]);
    expect(r.rubble).toEqual([cell('Warehouse', 2, 0)]);
  });

  it('GIVEN the last ground area of a level going down THEN everything above falls without a roll (L992)', () => {
    const before: Ruins = { collapsed: [cell('Store', 0, 0)], rubble: [] };
    const store2: FngFeature = { ...STORE, shape: rect(10, 10, 12, 6) };
    const r = collapseCell(store2, cell('Store', 1, 0), before, dice());
    expect(r.falls.map((x) => [x.cell.area, x.cell.floor, x.cause])).toEqual([[1, 0, 'hit'], [1, 1, 'level-gone'], [0, 1, 'level-gone']]);
    expect(r.stood).toEqual([]);
  });

  it('GIVEN a wooden building (not brick, masonry, stone or concrete) THEN no rubble (L994)', () => {
    const r = collapseCell(BARN, cell('Barn', 0, 1), undefined, dice());
    expect(r.rubble).toEqual([]);
    expect(r.ruins.collapsed).toEqual([cell('Barn', 0, 1)]);
  });

  it('GIVEN a single-storey brick area collapsing THEN its own footprint lies under rubble ("the rubble covers the footprint", L996)', () => {
    const shop: FngFeature = { name: 'Shop', type: 'building', structure: 'masonry', shape: rect(10, 10, 6, 6) };
    expect(collapseCell(shop, cell('Shop', 0, 0), undefined, dice()).rubble).toEqual([cell('Shop', 0, 0)]);
  });

  it('GIVEN rubble on the ground floor THEN it is rough ground laid over the table: half speed (L994, L1194); other levels\' rubble is not', () => {
    const ruins: Ruins = { collapsed: [cell('Store', 0, 1)], rubble: [cell('Store', 0, 0)] };
    const t = withRubble({ features: [STORE] }, ruins);
    expect(footing(t, { x: 12, y: 12 }, () => undefined)).toBe(0.5);
    expect(footing({ features: [STORE] }, { x: 12, y: 12 }, () => undefined)).toBe(1);
    expect(rubbleFeatures([STORE], ruins, 1)).toEqual([]);
  });
});
