import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../src/core/views.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { areaIndexAt, areasAlong, buildingAreas, nextAreaHit, nextClosestAreas } from '../../../../../src/rulesets/fng/rules/terrain/building-size.js';
import { buildingFireOrder } from '../../../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { TableFigure } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { dice, unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

/*
 * Building Size (L984): areas of roughly 6" x 6", a building up to 8" on a side one area. Building
 * Target (L1001, L1013): aimed at one area; 1 passed on a building of several hits the next closest
 * area at random. A masonry warehouse (DV 3) 18" x 6" at 40–58, 10–16: three areas 6" across.
 */
const rect = (x: number, y: number, w: number, h: number, rotation = 0) => ({ kind: 'rect', x, y, width: w, height: h, rotation }) as const;
const WAREHOUSE: FngFeature = { name: 'Warehouse', type: 'building', structure: 'masonry', shape: rect(40, 10, 18, 6) };

describe('a building\'s areas (L984)', () => {
  it('GIVEN sides of 6, 8, 9, 12 and 20 inches THEN 1, 1, 2, 2 and 3 areas along them', () => {
    expect([6, 8, 9, 12, 20].map(areasAlong)).toEqual([1, 1, 2, 2, 3]);
  });

  it('GIVEN an 8" x 8" house THEN one area, itself; the 18" x 6" warehouse THEN three 6" areas left to right', () => {
    const house = rect(0, 0, 8, 8);
    expect(buildingAreas({ shape: house })).toEqual([house]);
    expect(buildingAreas(WAREHOUSE)).toEqual([rect(40, 10, 6, 6), rect(46, 10, 6, 6), rect(52, 10, 6, 6)]);
    expect(buildingAreas({ shape: rect(0, 0, 12, 12) })).toHaveLength(4);
  });

  it('GIVEN the warehouse turned 90° about its middle THEN its areas run top to bottom', () => {
    const areas = buildingAreas({ shape: rect(40, 10, 18, 6, 90) });
    expect(areas.map((a) => areaIndexAt(areas, { x: 49, y: 5 }))[0]).toBe(0);
    expect(areaIndexAt(areas, { x: 49, y: 13 })).toBe(1);
    expect(areaIndexAt(areas, { x: 49, y: 21 })).toBe(2);
  });

  it('GIVEN the middle area aimed at THEN both ends are as near, and a die picks: [1] the first, [2] the last; from an end, only the middle', () => {
    const areas = buildingAreas(WAREHOUSE);
    expect(nextClosestAreas(areas, 1)).toEqual([0, 2]);
    expect(nextClosestAreas(areas, 0)).toEqual([1]);
    expect(nextAreaHit(areas, 1, dice(1), 'next').area).toBe(0);
    expect(nextAreaHit(areas, 1, dice(2), 'next').area).toBe(2);
    const r = dice();
    expect(nextAreaHit(areas, 0, r, 'next')).toEqual({ area: 1 });
    expect(r.remaining).toBe(0);
  });
});

describe('firing a LAW at one area of the warehouse (L1001, L1013, L1017)', () => {
  const LAW = { weapon: 'm72-law' } as Partial<TableFigure>;
  // Tranh in the first area (43,13), Minh in the second (49,13).
  const on = (faces: number[]) => ({ ...args(table([fig('fwf', 'pink', 30, 13, LAW), fig('cf', 'tranh', 43, 13), fig('cf', 'minh', 49, 13)]), 'fwf', faces), table: { features: [WAREHOUSE], board: { kind: 'tabletop', width: 72, height: 36 } } as never });

  it('GIVEN 2 passed at the first area and the area collapsing (APR 5 − DV 3: [1, 1]) THEN Tranh, in it, is Obviously Dead; Minh next door is not touched', () => {
    const r = unwrap(buildingFireOrder(on([1, 1, 1, 1, ...Array<number>(12).fill(3)]), { shooter: 'pink', at: { x: 42, y: 12 } }));
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(at(r.game, 'cf', 'minh').status).toBe('carry-on');
    const shot = r.events.find((e) => e.kind === 'building-fire');
    expect(shot).toMatchObject({ shot: { inside: ['cf:tranh'], area: { of: 3, aimed: 1, hit: 1 } } });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('Warehouse is 3 areas of about 6" (L984): aimed at area 1.');
  });

  it('GIVEN 1 passed ([1, 6] vs REP 4) at the first area THEN the next closest, the second, is hit: Minh dies in its collapse, Tranh takes only Received Fire', () => {
    const r = unwrap(buildingFireOrder(on([1, 6, 1, 1, ...Array<number>(12).fill(3)]), { shooter: 'pink', at: { x: 42, y: 12 } }));
    expect(at(r.game, 'cf', 'minh').status).toBe('obviously-dead');
    expect(at(r.game, 'cf', 'tranh').status).not.toBe('obviously-dead');
    expect(r.events.find((e) => e.kind === 'building-fire')).toMatchObject({ shot: { inside: ['cf:minh'], area: { of: 3, aimed: 1, hit: 2 }, target: { outcome: 'hit-next-area' } } });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('aimed at area 1, it hits area 2, the next closest (L1013).');
    // The aimed area's occupants take Received Fire (house rule fng.building.near-miss-received-fire, on by default).
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh' && e.tests !== 'man-down')).toBe(true);
  });
});
