import { describe, expect, it } from 'vitest';
import { distance } from '../../../../../../src/core/board/geometry.js';
import { MAN_BREADTH } from '../../../../../../src/rulesets/fng/rules/figures/figure.js';
import { roomBack } from '../../../../../../src/rulesets/fng/rules/terrain/moves/room-back.js';
import { fig, table } from '../../../helpers/table.js';

/*
 * A move cut short at a wall, door, wire or stakes (L999, L1208, L1212) ends where there is room for
 * the man. Soak fng-village seed 6: two men of one order both stopped at a shophouse wall, the second
 * where he already stood (his line has no length) with the first now beside him: he steps back.
 */
describe('roomBack: a man stopped short stands where there is room', () => {
  it('GIVEN the line back free THEN the stop itself', () => {
    const g = table([fig('cf', 'a', 27, 5), fig('cf', 'b', 40, 40)]);
    expect(roomBack(g, 'cf:a', { x: 27, y: 5 }, { x: 27, y: 8.9 })).toEqual({ x: 27, y: 8.9 });
  });

  it('GIVEN another man on the stop THEN the nearest free point back along the line', () => {
    const g = table([fig('cf', 'a', 27, 5), fig('cf', 'b', 27, 8.9)]);
    const p = roomBack(g, 'cf:a', { x: 27, y: 5 }, { x: 27, y: 8.9 });
    expect(p.x).toBe(27);
    expect(8.9 - p.y).toBeCloseTo(MAN_BREADTH, 1);
  });

  it('GIVEN a man stopped where he stood (no line) with another beside him THEN a free spot a man\'s breadth behind him, away from where he was going', () => {
    const g = table([fig('cf', 'b', 27.01, 8.9), fig('cf', 'a', 27.13, 8.9)]);
    const heading = { x: 26.4, y: 16.8 };
    const p = roomBack(g, 'cf:b', { x: 27.01, y: 8.9 }, { x: 27.01, y: 8.9 }, heading);
    expect(distance(p, { x: 27.13, y: 8.9 })).toBeGreaterThanOrEqual(MAN_BREADTH - 1e-9);
    expect(distance(p, { x: 27.01, y: 8.9 })).toBeCloseTo(MAN_BREADTH, 1);
    expect((p.x - 27.01) * (heading.x - 27.01) + (p.y - 8.9) * (heading.y - 8.9)).toBeLessThanOrEqual(0);
  });
});
