import { describe, expect, it } from 'vitest';
import { distance } from '../../../../../src/core/board/geometry.js';
import {
  civilianGroups,
  civiliansAround,
  civilianStep,
  fleeFrom,
  nearestCover,
  type CivilianTable,
  type TableCivilian,
} from '../../../../../src/rulesets/fng/rules/missions/civilian-figures.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { dice } from '../../../../helpers/rules.js';

const HOOCH: FngFeature = { name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const HUT: FngFeature = { name: 'Hooch 2', type: 'hooch', shape: { kind: 'rect', x: 50, y: 10, width: 4, height: 4, rotation: 0 } };
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 0, y: 20, width: 10, height: 10, rotation: 0 } };
const PADDY: FngFeature = { name: 'Paddy', type: 'rice-paddy', shape: { kind: 'rect', x: 40, y: 25, width: 10, height: 6, rotation: 0 } };
const T: CivilianTable = { width: 60, height: 36, features: [HOOCH, HUT, WOOD, PADDY] };

/** Inches from a point to the hooch's walls (0 inside). */
const gapToHooch = (p: { x: number; y: number }): number => {
  const dx = Math.max(30 - p.x, 0, p.x - 34);
  const dy = Math.max(10 - p.y, 0, p.y - 14);
  return Math.hypot(dx, dy);
};

const civ = (id: string, x: number, y: number, over: Partial<TableCivilian> = {}): TableCivilian => ({ id, home: 'Hooch 1', at: { x, y }, doing: 'idle', status: 'carry-on', ...over });

describe('FNG civilians put on the table (L1273–L1288)', () => {
  it('GIVEN 1/2d6 [3] = 2 civilians, 1 + 1/2d6 [1] = 2" and [6] = 4" out, activities [5] and [6] THEN two figures that far from the walls, spread around it, numbered on', () => {
    const roller = dice(3, 1, 6, 5, 6);
    const r = civiliansAround(roller, HOOCH, T, 3);
    expect(roller.remaining).toBe(0);
    expect(r.civilians.map((c) => [c.id, c.doing, c.status])).toEqual([['c3', 'working', 'carry-on'], ['c4', 'leaving-by-road', 'carry-on']]);
    expect(Math.abs(gapToHooch(r.civilians[0]!.at) - 2)).toBeLessThan(0.25);
    expect(Math.abs(gapToHooch(r.civilians[1]!.at) - 4)).toBeLessThan(0.25);
    // The first stands on the side toward the table's centre (30,18): below the hooch.
    expect(r.civilians[0]!.at.y).toBeGreaterThan(14);
    // Opposite sides of it.
    expect(distance(r.civilians[0]!.at, r.civilians[1]!.at)).toBeGreaterThan(8);
  });

  it('GIVEN a building by the table edge THEN nobody stands off the table', () => {
    const edge: FngFeature = { name: 'Edge hut', type: 'hooch', shape: { kind: 'rect', x: 0, y: 0, width: 3, height: 3, rotation: 0 } };
    const r = civiliansAround(dice(6, 6, 6, 6, 4, 4, 4), edge, T, 1);
    expect(r.civilians).toHaveLength(3);
    for (const c of r.civilians) expect(c.at.x >= 0 && c.at.y >= 0 && c.at.x <= 60 && c.at.y <= 36).toBe(true);
  });
});

describe('FNG civilians when they activate (L1271, Civilian Activity L1285–L1288)', () => {
  it('GIVEN 1, talking THEN one within 1" of another stays; one further goes 8" toward the nearest', () => {
    const a = civ('c1', 10, 5, { doing: 'talking-or-joining-nearest-civilian' });
    expect(civilianStep(T, a, [a, civ('c2', 10.5, 5)]).to).toEqual({ x: 10, y: 5 });
    const s = civilianStep(T, a, [a, civ('c2', 30, 5)]);
    expect(s.to).toEqual({ x: 18, y: 5 });
  });

  it('GIVEN 2, to a field THEN toward the nearest rice paddy, working once in it; 3, toward the nearest building', () => {
    // 5" of open ground to the flooded paddy's edge, then its half speed (L1174): 3" of move for 1.5".
    const s = civilianStep(T, civ('c1', 45, 20, { doing: 'to-field-or-pen' }), []);
    expect(s.to).toEqual({ x: 45, y: 26.5 });
    expect(s.doing).toBe('working');
    const b = civilianStep(T, civ('c1', 52, 24, { doing: 'to-nearest-building' }), []);
    expect(b.to).toEqual({ x: 52, y: 16 });
    expect(b.doing).toBe('to-nearest-building');
  });

  it('GIVEN 4 or 5, standing around or working THEN he stays', () => {
    for (const doing of ['idle', 'working', 'sheltering'] as const) expect(civilianStep(T, civ('c1', 20, 5, { doing }), []).to).toEqual({ x: 20, y: 5 });
  });

  it('GIVEN 6, leaving THEN 8" toward the nearest edge, and off the table once he reaches it', () => {
    const s = civilianStep(T, civ('c1', 20, 10, { doing: 'leaving-by-road' }), []);
    expect(s).toEqual({ to: { x: 20, y: 2 }, doing: 'leaving-by-road' });
    expect(civilianStep(T, civ('c1', 20, 5, { doing: 'leaving-by-road' }), []).left).toBe(true);
  });

  it('GIVEN one making for cover THEN to the nearest spot the board gives cover at, and he shelters there; a guide follows his figure', () => {
    const s = civilianStep(T, civ('c1', 14, 25, { doing: 'to-cover' }), []);
    expect(s.doing).toBe('sheltering');
    expect(s.to.x).toBeLessThanOrEqual(10);
    expect(civilianStep(T, civ('c1', 20, 5, { doing: 'guiding' }), [], { x: 25, y: 5 }).to).toEqual({ x: 24.1, y: 5 });
  });
});

describe('FNG civilians under fire (L1264, L1269–L1280)', () => {
  it('GIVEN civilians 3" apart and one 9" further THEN two groups (4", L573); the hurt are in none', () => {
    const g = civilianGroups([civ('c1', 10, 5), civ('c2', 13, 5), civ('c3', 22, 5), civ('c4', 11, 5, { status: 'out-of-fight' })]);
    expect(g.map((x) => x.map((c) => c.id))).toEqual([['c1', 'c2'], ['c3']]);
  });

  it('GIVEN cover within the move THEN he flees to it; none THEN straight away from the shooter as far as the move goes', () => {
    expect(nearestCover(T, { x: 14, y: 25 }, 8)!.x).toBeLessThanOrEqual(10);
    expect(nearestCover(T, { x: 30, y: 5 }, 3)).toBeUndefined();
    // Straight away from the shooter, through Hooch 1 (30–34 × 10–14): its first wall costs a door's 2" (L999),
    // and with 12" he cannot pay the second door at 9" in: he stops inside it, a tenth short of the wall.
    expect(fleeFrom(T, civ('c1', 30, 5), { x: 30, y: 0 }, 12)).toEqual({ x: 30, y: 13.9 });
    expect(fleeFrom(T, civ('c1', 20, 5), { x: 20, y: 0 }, 12)).toEqual({ x: 20, y: 17 });
    expect(fleeFrom(T, civ('c1', 14, 25), { x: 30, y: 25 }, 12).x).toBeLessThanOrEqual(10);
  });
});
