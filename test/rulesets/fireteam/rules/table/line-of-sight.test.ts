import { describe, expect, it } from 'vitest';
import type { FireteamFeature } from '../../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { bearing, checkFixedArc, checkSight } from '../../../../../src/rulesets/fireteam/rules/table/line-of-sight.js';
import { checkPassage } from '../../../../../src/rulesets/fireteam/rules/table/passage.js';
import { makeUnit, type Unit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { expectCode } from '../fixtures.js';

const p = (x: number, y: number) => ({ x, y });
const rect = (name: string, type: FireteamFeature['type'], x: number, y: number, width: number, height: number): FireteamFeature => ({
  name,
  type,
  shape: { kind: 'rect', x, y, width, height, rotation: 0 },
});
const line = (name: string, type: FireteamFeature['type'], points: { x: number; y: number }[], width: number): FireteamFeature => ({ name, type, shape: { kind: 'polyline', points, width } });

/** A wood 10" square at (20..30, 0..10), a rye field (20..30, 20..30), a hedge along x = 40, a hill round (0,20). */
const FEATURES: FireteamFeature[] = [
  rect('Wood', 'woods', 20, 0, 10, 10),
  rect('Rye', 'field', 20, 20, 10, 10),
  line('Hedge', 'hedge', [p(40, 0), p(40, 40)], 0.75),
  { name: 'Hill', type: 'hill', shape: { kind: 'ellipse', centre: p(0, 20), rx: 5, ry: 5, rotation: 0 } },
];

const sight = (from: { x: number; y: number }, to: { x: number; y: number }, smoke: { id: string; centre: { x: number; y: number }; radius: number; placedTurn: number }[] = []) =>
  checkSight({ features: FEATURES, smoke, from, to });

describe('who can be seen (seed 004, Cover)', () => {
  it('GIVEN a target in the open with nothing between THEN it is seen', () => {
    expect(sight(p(10, 15), p(35, 15)).ok).toBe(true);
  });

  it('GIVEN a target inside cover THEN it is seen within 1" of the edge only', () => {
    expect(sight(p(10, 5), p(20.8, 5)).ok).toBe(true);
    expectCode(sight(p(10, 5), p(22, 5)), 'fireteam/target-hidden');
    expect(sight(p(10, 5), p(22, 5))).toMatchObject({ params: { feature: 'Wood', inches: 2, max: 1 } });
    // A field does not block sight, but troops deep in its crop are not seen either.
    expectCode(sight(p(10, 25), p(25, 25)), 'fireteam/target-hidden');
  });

  it('GIVEN shooter and target in the same wood THEN the edge rule does not apply between them', () => {
    expect(sight(p(25, 5), p(22, 5)).ok).toBe(true);
  });

  it('GIVEN a wood between THEN the line is blocked; the feature a unit stands at does not block its own line', () => {
    expectCode(sight(p(10, 5), p(35, 5)), 'fireteam/no-line-of-sight');
    expect(sight(p(10, 5), p(35, 5))).toMatchObject({ params: { feature: 'Wood' } });
    expect(sight(p(29.5, 5), p(35, 5)).ok).toBe(true);
  });

  it('GIVEN a hedge between THEN troops behind it are hidden unless they touch it, or the shooter is on a hill', () => {
    expectCode(sight(p(35, 35), p(45, 35)), 'fireteam/no-line-of-sight');
    expect(sight(p(35, 35), p(40.9, 35)).ok).toBe(true);
    expect(sight(p(1, 21), p(45, 35)).ok).toBe(true);
  });

  it('GIVEN smoke across the line THEN it is blocked', () => {
    expectCode(sight(p(10, 15), p(35, 15), [{ id: 's1', centre: p(15, 15), radius: 3, placedTurn: 1 }]), 'fireteam/no-line-of-sight');
    expect(sight(p(10, 15), p(35, 15), [{ id: 's1', centre: p(15, 25), radius: 3, placedTurn: 1 }]).ok).toBe(true);
  });
});

describe('fixed guns and jammed turrets (seed 004, Firing: 90° arc)', () => {
  const vehicle = (model: 'stug' | 'panzer-iv', more: Partial<Unit> = {}): Unit => ({
    ...makeUnit('Axis', { id: 'v', kind: 'vehicle', quality: 'average', figures: 0, vehicle: model }),
    onTable: true,
    position: p(0, 0),
    ...more,
  });

  it('GIVEN bearings THEN they run clockwise from +x as drawn', () => {
    expect([bearing(p(0, 0), p(1, 0)), bearing(p(0, 0), p(0, 1)), bearing(p(0, 0), p(-1, 0)), bearing(p(0, 0), p(0, -1))]).toEqual([0, 90, 180, 270]);
  });

  it('GIVEN a StuG heading east THEN it shoots within 45° of its heading only', () => {
    const stug = vehicle('stug', { facing: 0 });
    expect(checkFixedArc(stug, p(10, 10)).ok).toBe(true);
    expectCode(checkFixedArc(stug, p(10, 11)), 'fireteam/outside-arc');
    expect(checkFixedArc({ ...stug, facing: 350 }, p(10, -1)).ok).toBe(true);
  });

  it('GIVEN a turret THEN it shoots all round, unless jammed', () => {
    const pz = vehicle('panzer-iv', { facing: 0 });
    expect(checkFixedArc(pz, p(-10, 0)).ok).toBe(true);
    const jammed = { ...pz, vehicle: { ...pz.vehicle!, damage: { ...pz.vehicle!.damage, turretJammed: true } } };
    expectCode(checkFixedArc(jammed, p(-10, 0)), 'fireteam/outside-arc');
  });

  it('GIVEN no heading known THEN the player\'s word is taken', () => {
    expect(checkFixedArc(vehicle('stug'), p(-10, 0)).ok).toBe(true);
  });
});

describe('where a move may go (seed 004, Movement; the river)', () => {
  const table = { width: 72, height: 48 };
  const RIVER: FireteamFeature[] = [line('Sosna', 'river', [p(36, 0), p(36, 48)], 5), line('Bridge', 'bridge', [p(30, 24), p(42, 24)], 2.5)];
  const pass = (from: { x: number; y: number }, to: { x: number; y: number }) => checkPassage({ table, features: RIVER, from, to });

  it('GIVEN a path across the river THEN it is refused, naming the river', () => {
    expectCode(pass(p(30, 10), p(42, 10)), 'fireteam/impassable');
    expect(pass(p(30, 10), p(42, 10))).toMatchObject({ params: { feature: 'Sosna' } });
    expectCode(pass(p(30, 10), p(35, 10)), 'fireteam/impassable');
  });

  it('GIVEN the path runs over the bridge THEN it crosses', () => {
    expect(pass(p(30, 24), p(42, 24.5)).ok).toBe(true);
  });

  it('GIVEN a path that leaves the bridge over the water THEN it is refused', () => {
    expectCode(pass(p(30, 24), p(42, 30)), 'fireteam/impassable');
  });

  it('GIVEN a point off the table THEN it is refused', () => {
    expectCode(pass(p(10, 10), p(-1, 10)), 'fireteam/off-table');
    expectCode(pass(p(10, 10), p(10, 48.5)), 'fireteam/off-table');
    expect(pass(p(10, 10), p(0, 48)).ok).toBe(true);
  });
});
