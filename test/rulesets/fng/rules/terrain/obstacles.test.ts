import { describe, expect, it } from 'vitest';
import { crossObstacles, obstacleAt, obstacleTest, wireCrossingInches } from '../../../../../src/rulesets/fng/rules/terrain/obstacles.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { dice } from '../../../../helpers/rules.js';

/*
 * Obstacles (L1206–L1212). Single-strand wire 2" deep along x = 20 (19–21); punji stakes 4" square at
 * 30–34, 10–14; a 6" minefield at 40–46, 20–26.
 */
export const WIRE: FngFeature = { name: 'Wire', type: 'wire', shape: { kind: 'polyline', points: [{ x: 20, y: 0 }, { x: 20, y: 36 }], width: 2 } };
export const STAKES: FngFeature = { name: 'Stakes', type: 'punji-stakes', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
export const MINES: FngFeature = { name: 'Mines', type: 'minefield', shape: { kind: 'rect', x: 40, y: 20, width: 6, height: 6, rotation: 0 } };
const ALL = [WIRE, STAKES, MINES];

describe('wire (L1208)', () => {
  it('GIVEN a Fast Move\'s extra inches THEN 4" or more crosses 2", 1–3" crosses 1", none stays put', () => {
    expect([0, 1, 3, 4, 8].map(wireCrossingInches)).toEqual([0, 1, 1, 2, 2]);
  });

  it('GIVEN a move that meets the wire with nothing to cross it THEN it stops at the wire\'s edge', () => {
    expect(crossObstacles(ALL, [], { x: 14, y: 20 }, { x: 22, y: 20 }, 0)).toEqual({ end: { x: 19, y: 20 }, stoppedBy: { feature: 'Wire', type: 'wire', inches: 0 }, within: [] });
  });

  it('GIVEN 2" to cross 2" deep wire THEN it gets through and stops on the far side: crossing took the move', () => {
    expect(crossObstacles(ALL, [], { x: 14, y: 20 }, { x: 26, y: 20 }, 2)).toMatchObject({ end: { x: 21, y: 20 }, stoppedBy: { type: 'wire', inches: 2 } });
  });

  it('GIVEN 1" THEN it stands in the wire, 1" in; from there next turn it counts from where it stands', () => {
    const c = crossObstacles(ALL, [], { x: 14, y: 20 }, { x: 26, y: 20 }, 1);
    expect(c).toMatchObject({ end: { x: 20, y: 20 }, stoppedBy: { inches: 1 } });
    expect(crossObstacles(ALL, [], c.end, { x: 26, y: 20 }, 1)).toMatchObject({ end: { x: 21, y: 20 } });
  });

  it('GIVEN one 1" cut in 2" deep wire THEN no way through yet; two cuts, one behind the other (two turns, L375) THEN a move straight through is not stopped, one a little aside is', () => {
    const one = [{ feature: 'Wire', at: { x: 19.5, y: 20 }, size: 1 }];
    expect(crossObstacles(ALL, one, { x: 14, y: 20 }, { x: 22, y: 20 }, 0).stoppedBy).toMatchObject({ feature: 'Wire', inches: 0 });
    const two = [...one, { feature: 'Wire', at: { x: 20.5, y: 20 }, size: 1 }];
    expect(crossObstacles(ALL, two, { x: 14, y: 20 }, { x: 22, y: 20 }, 0)).toEqual({ end: { x: 22, y: 20 }, within: [] });
    expect(crossObstacles(ALL, two, { x: 14, y: 22 }, { x: 22, y: 22 }, 0).stoppedBy?.feature).toBe('Wire');
    expect(obstacleAt(ALL, two, { x: 20, y: 20 })).toBeUndefined();
    expect(obstacleAt(ALL, two, { x: 20, y: 21 })?.name).toBe('Wire');
  });
});

describe('punji stakes and minefields (L1206, L1209)', () => {
  it('GIVEN a move across the stakes THEN 2" into them it stops, in them', () => {
    expect(crossObstacles(ALL, [], { x: 27, y: 12 }, { x: 35, y: 12 }, 8)).toEqual({ end: { x: 32, y: 12 }, stoppedBy: { feature: 'Stakes', type: 'punji-stakes', inches: 2 }, within: [STAKES] });
  });

  it('GIVEN a move ending 1" into them THEN it ends where it meant to, in them', () => {
    expect(crossObstacles(ALL, [], { x: 27, y: 12 }, { x: 31, y: 12 }, 0)).toEqual({ end: { x: 31, y: 12 }, within: [STAKES] });
  });

  it('GIVEN a move through the minefield THEN nothing slows it; it was in the field', () => {
    expect(crossObstacles(ALL, [], { x: 38, y: 23 }, { x: 48, y: 23 }, 0)).toEqual({ end: { x: 48, y: 23 }, within: [MINES] });
  });

  it('GIVEN 1d6 vs REP 4 THEN hurt on 5 and 6 only: 2 in 6', () => {
    const hurt = [1, 2, 3, 4, 5, 6].filter((face) => obstacleTest(dice(face), 4, 'mines').hurt);
    expect(hurt).toEqual([5, 6]);
  });
});
