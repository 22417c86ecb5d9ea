import { describe, expect, it } from 'vitest';
import {
  createPatrol,
  isBehindEnemyLine,
  markersPerSide,
  movePatrolMarker,
  placePatrolJop,
  type PatrolSetup,
  type PatrolState,
} from '../../../../../src/rulesets/fireteam/rules/patrol/patrol.js';
import { AX, expectCode, RU, RULES, rulesWith, unwrap } from '../fixtures-forces.js';

const row = (y: number, xs: number[]) => xs.map((x) => ({ x, y }));

/** Axis (attacker) home north, Soviets home south, 22" apart: nothing locked. */
function setup(more: Partial<PatrolSetup> = {}): PatrolSetup {
  return {
    sides: [AX, RU],
    attacker: AX,
    table: { width: 72, height: 48 },
    homeEdges: { [AX]: 'north', [RU]: 'south' },
    platoons: { [AX]: 1, [RU]: 1 },
    layout: { [AX]: row(6, [20, 24, 28, 32]), [RU]: row(28, [20, 24, 28, 32]) },
    jopsPerSide: 3,
    ...more,
  };
}

/** Every marker locked but the Soviets' d4, which lags behind at (32,30). */
function nearlyLocked(): PatrolState {
  return unwrap(createPatrol(setup({ layout: { [AX]: row(6, [20, 24, 28, 32]), [RU]: [...row(17, [20, 24, 28]), { x: 32, y: 30 }] } })));
}

describe('createPatrol (seed 004, Patrol Phase)', () => {
  it('4 markers a side plus one per platoon after the first', () => {
    expect([1, 2, 3].map(markersPerSide)).toEqual([4, 5, 6]);
  });

  it('GIVEN the layout THEN markers a1…/d1… unlocked, the attacker to move', () => {
    const p = unwrap(createPatrol(setup()));
    expect(p.markers.map((m) => [m.id, m.side, m.locked])).toEqual([
      ['a1', AX, false],
      ['a2', AX, false],
      ['a3', AX, false],
      ['a4', AX, false],
      ['d1', RU, false],
      ['d2', RU, false],
      ['d3', RU, false],
      ['d4', RU, false],
    ]);
    expect([p.stage, p.toMove]).toEqual(['moving', AX]);
  });

  it('GIVEN 2 platoons THEN 5 markers are wanted', () => {
    const r = createPatrol(setup({ platoons: { [AX]: 2, [RU]: 1 } }));
    expect(r.ok ? 'ok' : r.params).toEqual({ side: AX, expected: '5 markers', got: 4 });
  });

  it('GIVEN a bad setup THEN the matching code', () => {
    expectCode(createPatrol(setup({ jopsPerSide: 5 })), 'fireteam/bad-jop-count');
    expectCode(createPatrol(setup({ attacker: 'Finns' })), 'fireteam/unknown-side');
    expectCode(createPatrol(setup({ sides: [AX, AX] })), 'fireteam/bad-sides');
    expectCode(createPatrol(setup({ platoons: { [AX]: 0 } })), 'fireteam/bad-platoons');
    expectCode(createPatrol(setup({ homeEdges: { [AX]: 'north' } })), 'fireteam/bad-patrol-layout');
    expectCode(createPatrol(setup({ layout: { [AX]: row(60, [20, 24, 28, 32]), [RU]: row(28, [20, 24, 28, 32]) } })), 'fireteam/off-table');
  });

  it('GIVEN markers laid within 12" of the enemy THEN both are locked at once; the side with none free does not move', () => {
    const p = nearlyLocked();
    expect(p.markers.filter((m) => !m.locked).map((m) => m.id)).toEqual(['d4']);
    expect(p.toMove).toBe(RU);
  });
});

describe('movePatrolMarker', () => {
  it('GIVEN a free path THEN the marker moves and the other side is to move', () => {
    const r = unwrap(movePatrolMarker(unwrap(createPatrol(setup())), AX, 'a1', { x: 18, y: 10 }, RULES));
    expect(r).toMatchObject({ marker: 'a1', to: { x: 18, y: 10 }, stoppedShort: false, locked: [] });
    expect(r.state.toMove).toBe(RU);
  });

  it('GIVEN a path into 12" of an enemy marker THEN it stops where it first comes within 12" and both lock', () => {
    const r = unwrap(movePatrolMarker(unwrap(createPatrol(setup())), AX, 'A1', { x: 20, y: 20 }, RULES));
    expect(r.stoppedShort).toBe(true);
    expect(r.to.x).toBeCloseTo(20, 9);
    expect(r.to.y).toBeCloseTo(16, 9);
    expect(r.locked).toEqual(['a1', 'd1']);
    expect(r.state.markers.find((m) => m.id === 'd2')?.locked).toBe(false);
  });

  it('GIVEN a path passing by an enemy marker THEN it stops on the way, not at the end', () => {
    // Heading for (32,40), a4 passes d4 at (42,20) within 12" long before the end.
    const p = unwrap(createPatrol(setup({ layout: { [AX]: row(6, [20, 24, 28, 32]), [RU]: [...row(40, [20, 24, 28]), { x: 42, y: 20 }] } })));
    const r = unwrap(movePatrolMarker(p, AX, 'a4', { x: 32, y: 40 }, RULES));
    expect(r.stoppedShort).toBe(true);
    expect(r.to.x).toBeCloseTo(32, 9);
    expect(r.to.y).toBeCloseTo(20 - Math.sqrt(44), 9);
    expect(r.locked).toEqual(['a4', 'd4']);
  });

  it('GIVEN a move leaving it more than 12" from any friend THEN out of touch', () => {
    const r = movePatrolMarker(unwrap(createPatrol(setup())), AX, 'a1', { x: 0, y: 6 }, RULES);
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/patrol-out-of-touch', { marker: 'a1' }]);
  });

  it('GIVEN a move that strands a friend who was in touch THEN refused naming the friend', () => {
    const p = unwrap(createPatrol(setup({ layout: { [AX]: row(6, [20, 24, 28, 39]), [RU]: row(40, [20, 24, 28, 32]) } })));
    const r = movePatrolMarker(p, AX, 'a3', { x: 22, y: 10 }, RULES);
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/patrol-out-of-touch', { marker: 'a4' }]);
  });

  it('GIVEN a marker laid out of touch by the scenario THEN moving another is not blamed for it', () => {
    const p = nearlyLocked();
    expect(movePatrolMarker(p, RU, 'd4', { x: 32, y: 20 }, RULES).ok).toBe(true);
  });

  it('GIVEN house rule patrol.maxMoveInches 6 THEN an 8" move is too far', () => {
    const r = movePatrolMarker(unwrap(createPatrol(setup())), AX, 'a1', { x: 20, y: 14 }, rulesWith({ 'patrol.maxMoveInches': 6 }));
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/patrol-move-too-far', { inches: 8, max: 6 }]);
  });

  it('GIVEN the wrong side, an enemy or unknown marker, a locked one or off table THEN refused', () => {
    const p = unwrap(createPatrol(setup()));
    expectCode(movePatrolMarker(p, RU, 'd1', { x: 20, y: 30 }, RULES), 'fireteam/not-your-patrol-move');
    expectCode(movePatrolMarker(p, AX, 'd1', { x: 20, y: 30 }, RULES), 'fireteam/unknown-marker');
    expectCode(movePatrolMarker(p, AX, 'a1', { x: -1, y: 6 }, RULES), 'fireteam/off-table');
    const locked = nearlyLocked();
    expectCode(movePatrolMarker({ ...locked, toMove: AX }, AX, 'a1', { x: 20, y: 5 }, RULES), 'fireteam/marker-locked');
  });

  it('GIVEN only one side has free markers THEN it moves again until all lock, then JOPs start with the attacker', () => {
    let p = nearlyLocked();
    p = unwrap(movePatrolMarker(p, RU, 'd4', { x: 32, y: 20 }, RULES)).state;
    expect([p.stage, p.toMove]).toEqual(['moving', RU]);
    const r = unwrap(movePatrolMarker(p, RU, 'd4', { x: 32, y: 17 }, RULES));
    expect(r.locked).toEqual(['d4']);
    expect(r.to.y).toBeCloseTo(18, 9);
    expect([r.state.stage, r.state.toMove]).toEqual(['jops', AX]);
    expectCode(movePatrolMarker(r.state, AX, 'a1', { x: 20, y: 5 }, RULES), 'fireteam/patrol-over');
  });
});

describe('isBehindEnemyLine', () => {
  const line = [
    { x: 0, y: 10 },
    { x: 40, y: 10 },
    { x: 20, y: 20 },
  ];
  it.each([
    [{ x: 20, y: 21 }, true],
    [{ x: 20, y: 20 }, false],
    [{ x: 10, y: 15.5 }, true],
    [{ x: 10, y: 14.9 }, false],
    [{ x: 50, y: 11 }, true],
    [{ x: -5, y: 9 }, false],
  ])('home south, markers (0,10) (20,20) (40,10): %o behind = %s', (p, behind) => {
    expect(isBehindEnemyLine(p, line, 'south')).toBe(behind);
  });

  it('home north is the mirror', () => {
    expect(isBehindEnemyLine({ x: 20, y: 19 }, line, 'north')).toBe(true);
    expect(isBehindEnemyLine({ x: 0, y: 11 }, line, 'north')).toBe(false);
  });

  it('home east / west measure across x', () => {
    const ms = [
      { x: 10, y: 0 },
      { x: 10, y: 40 },
    ];
    expect(isBehindEnemyLine({ x: 12, y: 20 }, ms, 'east')).toBe(true);
    expect(isBehindEnemyLine({ x: 8, y: 20 }, ms, 'east')).toBe(false);
    expect(isBehindEnemyLine({ x: 8, y: 20 }, ms, 'west')).toBe(true);
  });

  it('GIVEN two markers level across the table THEN the one nearer home counts', () => {
    const ms = [
      { x: 20, y: 10 },
      { x: 20, y: 30 },
    ];
    expect(isBehindEnemyLine({ x: 20, y: 20 }, ms, 'south')).toBe(false);
    expect(isBehindEnemyLine({ x: 20, y: 31 }, ms, 'south')).toBe(true);
  });
});

describe('placePatrolJop', () => {
  function allLocked(): PatrolState {
    let p = nearlyLocked();
    p = unwrap(movePatrolMarker(p, RU, 'd4', { x: 32, y: 20 }, RULES)).state;
    return unwrap(movePatrolMarker(p, RU, 'd4', { x: 32, y: 17 }, RULES)).state;
  }
  const at = (x: number, y: number, coverAttested = true) => ({ position: { x, y }, coverAttested });

  it('GIVEN markers still moving THEN not yet', () => {
    expectCode(placePatrolJop(unwrap(createPatrol(setup())), AX, at(24, 2)), 'fireteam/not-jop-stage');
  });

  it('GIVEN a good spot THEN placed, and the sides alternate until each has its 3', () => {
    let p = allLocked();
    const spots = [at(24, 2), at(20, 26), at(28, 0), at(24, 26), at(32, 2), at(28, 26)];
    const ids: string[] = [];
    for (const [i, spot] of spots.entries()) {
      const side = i % 2 === 0 ? AX : RU;
      const r = unwrap(placePatrolJop(p, side, spot));
      ids.push(r.jop.id);
      p = r.state;
    }
    expect(ids).toEqual(['jop-a1', 'jop-d1', 'jop-a2', 'jop-d2', 'jop-a3', 'jop-d3']);
    expect([p.stage, p.toMove]).toEqual(['done', AX]);
    expectCode(placePatrolJop(p, AX, at(24, 2)), 'fireteam/not-jop-stage');
  });

  it.each([
    ['more than 12" from a friendly marker', at(60, 2), 'fireteam/jop-too-far-from-marker'],
    ['not attested in cover / out of sight / table edge', at(24, 2, false), 'fireteam/jop-not-in-cover'],
    ['forward of the enemy markers\' line', at(20, 17.5), 'fireteam/jop-forward-of-enemy-line'],
    ['off the table', at(24, -1), 'fireteam/off-table'],
  ])('GIVEN a spot %s THEN refused', (_, spot, code) => {
    expectCode(placePatrolJop(allLocked(), AX, spot), code);
  });

  it('GIVEN the wrong side THEN refused', () => {
    expectCode(placePatrolJop(allLocked(), RU, at(20, 26)), 'fireteam/not-your-patrol-move');
  });
});
