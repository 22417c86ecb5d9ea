import { describe, expect, it } from 'vitest';
import { createPatrol } from '../../../../src/rulesets/fireteam/rules/patrol.js';
import { addSmoke, createFireteamState, pinUnit, type FireteamState } from '../../../../src/rulesets/fireteam/rules/state.js';
import { QUALITIES } from '../../../../src/rulesets/fireteam/rules/troops.js';
import {
  checkMove,
  completeSmokeCheck,
  declareFire,
  deployUnit,
  endPhase,
  endStep,
  goToGround,
  legalIn,
  MOVES,
  overwatchFire,
  passStep,
  patrolMove,
  PHASE_TABLE,
  placeJop,
  setOverwatch,
} from '../../../../src/rulesets/fireteam/rules/turn.js';
import { makeUnit } from '../../../../src/rulesets/fireteam/rules/units.js';
import { AX, dice, expectCode, game, inPhase, onTable, RU, RULES, spec, unit, unwrap } from './fixtures-forces.js';

const tank = (id: string) => spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' });
const both = (s: FireteamState): FireteamState => passStep(passStep(s, AX), RU);
const end = (s: FireteamState): FireteamState => unwrap(endPhase(s)).state;

describe('the phase table (seed 004, Turn Sequence)', () => {
  it('each phase allows its own orders', () => {
    const allowed = Object.fromEntries(Object.keys(PHASE_TABLE).map((p) => [p, MOVES.filter((m) => legalIn(p as keyof typeof PHASE_TABLE, m))]));
    expect(allowed).toEqual({
      patrol: ['patrol-move'],
      'deploy-jops': ['place-jop'],
      actions: ['deploy', 'overwatch', 'go-to-ground', 'pass'],
      firing: ['declare-fire', 'resolve-fire'],
      pinning: ['morale', 'remove-pin'],
      movement: ['move', 'overwatch-fire', 'pass'],
      assaults: ['assault', 'pass'],
    });
  });

  it('orders: actions, movement and assaults alternate; firing is simultaneous', () => {
    expect(Object.values(PHASE_TABLE).map((r) => r.order)).toEqual(['patrol', 'patrol', 'alternate', 'simultaneous', 'free', 'alternate', 'alternate']);
  });
});

describe('checkMove', () => {
  const s = game([]);

  it('GIVEN a move of another phase THEN wrong-phase', () => {
    const r = checkMove(s, AX, 'move');
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/wrong-phase', { move: 'move', phase: 'actions' }]);
  });

  it('GIVEN the actions phase THEN the attacker acts first, then the sides alternate', () => {
    expect(checkMove(s, AX, 'deploy').ok).toBe(true);
    const r = checkMove(s, RU, 'deploy');
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/not-your-step', { side: AX }]);
    const next = endStep(s, AX);
    expect(next.step.side).toBe(RU);
    expect(checkMove(next, RU, 'overwatch').ok).toBe(true);
  });

  it('GIVEN a side has passed THEN it is done and the other acts on alone', () => {
    const s1 = passStep(s, AX);
    expect(s1.step).toEqual({ side: RU, done: [AX] });
    expectCode(checkMove(s1, AX, 'deploy'), 'fireteam/step-done');
    expect(endStep(s1, RU).step.side).toBe(RU);
    expect(passStep(s1, RU).step.done).toEqual([AX, RU]);
  });

  it('GIVEN the movement phase THEN overwatch fire only by the side not moving', () => {
    const m = inPhase(s, 'movement');
    expect(checkMove(m, RU, 'overwatch-fire').ok).toBe(true);
    expectCode(checkMove(m, AX, 'overwatch-fire'), 'fireteam/not-during-enemy-move');
    expectCode(checkMove(inPhase(s, 'movement', { done: [AX] }), RU, 'overwatch-fire'), 'fireteam/not-during-enemy-move');
  });

  it('GIVEN the firing phase THEN both declare in any order, once; resolving waits for both', () => {
    const f = inPhase(s, 'firing');
    expect(checkMove(f, RU, 'declare-fire').ok).toBe(true);
    expectCode(checkMove(inPhase(s, 'firing', { done: [RU] }), RU, 'declare-fire'), 'fireteam/already-declared');
    const r = checkMove(inPhase(s, 'firing', { done: [RU] }), AX, 'resolve-fire');
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/declarations-open', { waiting: AX }]);
    expect(checkMove(inPhase(s, 'firing', { done: [RU, AX] }), AX, 'resolve-fire').ok).toBe(true);
  });

  it('GIVEN the pinning phase THEN either side, any order', () => {
    expect(checkMove(inPhase(s, 'pinning'), RU, 'morale').ok).toBe(true);
  });

  it('GIVEN an unknown side THEN unknown-side', () => {
    expectCode(checkMove(s, 'Finns', 'deploy'), 'fireteam/unknown-side');
  });
});

describe('endPhase', () => {
  it('GIVEN a side not done THEN phase-not-finished, unless forced', () => {
    const r = endPhase(passStep(game([]), AX));
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/phase-not-finished', { waiting: RU }]);
    expect(unwrap(endPhase(game([]), { force: true })).to).toBe('firing');
  });

  it('GIVEN a whole turn THEN actions → firing → pinning → movement → assaults → actions of turn 2', () => {
    let s = game([]);
    const seen: string[] = [s.phase];
    for (let i = 0; i < 5; i++) {
      s = s.phase === 'pinning' ? end(s) : end(both(s));
      seen.push(`${s.turn}:${s.phase}:${s.step.side}`);
    }
    expect(seen).toEqual(['actions', '1:firing:Axis', '1:pinning:Axis', '1:movement:Axis', '1:assaults:Axis', '2:actions:Axis']);
  });

  it('GIVEN firing ends THEN shooters count as fired and leave ground; an old Pin lapses, this turn\'s stays', () => {
    let s = game([
      onTable(AX, spec('shooter'), { goneToGround: true }),
      onTable(AX, spec('caller', { roles: ['aop'] }), { goneToGround: true }),
      onTable(RU, spec('old'), { status: 'pinned', pinnedTurn: 0 }),
      onTable(RU, spec('new')),
    ]);
    s = inPhase(s, 'firing');
    s = unwrap(declareFire(s, AX, [{ unit: 'shooter', kind: 'direct', target: 'new' }, { unit: 'caller', kind: 'smoke', aimPoint: { x: 1, y: 1 } }])).state;
    s = unwrap(declareFire(s, RU, [])).state;
    s = pinUnit(s, 'new');
    const r = unwrap(endPhase(s));
    expect(r.pinsLapsed).toEqual(['old']);
    expect(unit(r.state, 'old').status).toBe('active');
    expect(unit(r.state, 'new').status).toBe('pinned');
    expect([unit(r.state, 'shooter').firedThisTurn, unit(r.state, 'shooter').goneToGround]).toEqual([true, false]);
    expect([unit(r.state, 'caller').firedThisTurn, unit(r.state, 'caller').goneToGround]).toEqual([false, true]);
    expect(r.state.declarations).toEqual([]);
  });

  it('GIVEN movement ends THEN overwatch ends', () => {
    const s = inPhase(game([onTable(AX, spec('ow'), { overwatch: true })]), 'movement', { done: [AX, RU] });
    const r = unwrap(endPhase(s));
    expect(r.overwatchEnded).toEqual(['ow']);
    expect(unit(r.state, 'ow').overwatch).toBe(false);
  });

  it('GIVEN the turn ends THEN pins taken, turn flags and JOP counts reset; a Pin itself carries into next turn\'s firing', () => {
    let s = game([
      onTable(AX, spec('a'), { pinsThisTurn: 2, movedThisTurn: true, firedThisTurn: true, deployedThisTurn: true, status: 'pinned', pinnedTurn: 1 }),
    ]);
    s = { ...s, jops: s.jops.map((j) => ({ ...j, deployedThisTurn: ['a'] })) };
    const r = unwrap(endPhase(inPhase(s, 'assaults', { done: [AX, RU] })));
    expect(r.turn).toBe(2);
    expect(unit(r.state, 'a')).toMatchObject({ pinsThisTurn: 0, movedThisTurn: false, firedThisTurn: false, deployedThisTurn: false, status: 'pinned' });
    expect(r.state.jops.every((j) => j.deployedThisTurn.length === 0)).toBe(true);
    expect(r.state.pendingChecks).toEqual([]);
  });

  it('GIVEN smoke at the end of the turn THEN its roll is due before anything else', () => {
    const s = addSmoke(inPhase(game([]), 'assaults', { done: [AX, RU] }), { id: 's1', centre: { x: 0, y: 0 }, radius: 4 });
    const next = end(s);
    expect(next.pendingChecks).toEqual(['smoke-dispersal']);
    expectCode(checkMove(next, AX, 'deploy'), 'fireteam/checks-pending');
    expectCode(endPhase(next), 'fireteam/checks-pending');
    const cleared = completeSmokeCheck(next, []);
    expect([cleared.smoke, cleared.pendingChecks]).toEqual([[], []]);
    expect(completeSmokeCheck(next, ['S1']).smoke).toHaveLength(1);
  });
});

describe('patrol and JOPs within the game', () => {
  const patrolled = () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [20, 24, 28, 32].map((x) => ({ x, y: 6 })), [RU]: [20, 24, 28, 32].map((x) => ({ x, y: 17 })) },
        jopsPerSide: 3,
      }),
    );
    return unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
  };

  it('GIVEN every marker locked THEN on to deploy-jops; the JOPs placed THEN turn 1 with them', () => {
    let s = patrolled();
    expect(s.patrol?.stage).toBe('jops');
    s = end(s);
    expect([s.phase, s.step.side]).toEqual(['deploy-jops', AX]);
    expectCode(endPhase(s), 'fireteam/jops-not-placed');
    const spots = [
      [24, 2],
      [24, 26],
      [28, 0],
      [20, 26],
      [32, 2],
      [28, 26],
    ] as const;
    for (const [i, [x, y]] of spots.entries()) {
      const side = i % 2 === 0 ? AX : RU;
      expect(checkMove(s, side, 'place-jop').ok).toBe(true);
      s = unwrap(placeJop(s, side, { position: { x, y }, coverAttested: true })).state;
    }
    s = end(s);
    expect([s.turn, s.phase]).toEqual([1, 'actions']);
    expect(s.jops.map((j) => j.id)).toEqual(['jop-a1', 'jop-d1', 'jop-a2', 'jop-d2', 'jop-a3', 'jop-d3']);
  });

  it('GIVEN markers still free THEN patrol-not-finished; a patrol move hands the step on', () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: AX,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [20, 24, 28, 32].map((x) => ({ x, y: 6 })), [RU]: [20, 24, 28, 32].map((x) => ({ x, y: 40 })) },
        jopsPerSide: 3,
      }),
    );
    const s = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX, patrol }));
    expectCode(endPhase(s), 'fireteam/patrol-not-finished');
    expectCode(checkMove(s, RU, 'patrol-move'), 'fireteam/not-your-step');
    const r = unwrap(patrolMove(s, AX, 'a1', { x: 20, y: 10 }, RULES));
    expect([r.game.step.side, r.game.patrol?.markers[0]?.position]).toEqual([RU, { x: 20, y: 10 }]);
    expectCode(patrolMove(game([]), AX, 'a1', { x: 0, y: 0 }, RULES), 'fireteam/patrol-over');
  });

  it('GIVEN no patrol THEN the scenario JOPs are placed as given, each side needing one', () => {
    let s = unwrap(createFireteamState({ sides: [AX, RU], attacker: AX }));
    s = unwrap(placeJop(s, AX, { id: 'church', position: { x: 1, y: 1 }, coverAttested: true })).state;
    expectCode(endPhase(s), 'fireteam/jops-not-placed');
    expectCode(placeJop(s, RU, { id: 'CHURCH', position: { x: 1, y: 40 }, coverAttested: true }), 'fireteam/duplicate-id');
    s = unwrap(placeJop(s, RU, { position: { x: 1, y: 40 }, coverAttested: true })).state;
    expect(s.jops.map((j) => [j.id, j.side])).toEqual([
      ['church', AX],
      ['jop-2', RU],
    ]);
    expect(end(s).phase).toBe('actions');
  });
});

describe('deployUnit (seed 004, Actions: Deploy)', () => {
  const s = game([
    makeUnit(AX, spec('a')),
    makeUnit(AX, spec('b')),
    makeUnit(AX, spec('c')),
    makeUnit(AX, spec('sniper', { kind: 'special', figures: 1, roles: ['sniper'] })),
    makeUnit(AX, tank('pz')),
    onTable(AX, spec('here')),
    { ...makeUnit(AX, spec('gone')), status: 'removed' as const },
  ]);

  it('GIVEN a spot within 6" of an own JOP THEN on the table, and it may not fire this turn', () => {
    const r = unwrap(deployUnit(s, AX, 'a', { jop: 'AX-J' }, { x: 6, y: 0 }));
    expect(unit(r.state, 'a')).toMatchObject({ onTable: true, deployedThisTurn: true, position: { x: 6, y: 0 } });
    expect(r.state.jops[0]?.deployedThisTurn).toEqual(['a']);
    expect([r.from, r.inches, r.reach]).toEqual([{ jop: 'ax-j' }, 6, 6]);
    const f = declareFire(inPhase(r.state, 'firing'), AX, [{ unit: 'a', kind: 'direct', target: 'x' }]);
    expect(f.ok ? 'ok' : [f.code, f.params]).toEqual(['fireteam/cannot-fire', { unit: 'a', reason: 'deployed-this-turn' }]);
  });

  it('GIVEN a spot 6.1" off THEN too far; a sniper may come on 12" away', () => {
    expectCode(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 6.1, y: 0 }), 'fireteam/too-far-from-jop');
    expect(deployUnit(s, AX, 'sniper', { jop: 'ax-j' }, { x: 12, y: 0 }).ok).toBe(true);
    expectCode(deployUnit(s, AX, 'sniper', { jop: 'ax-j' }, { x: 12.1, y: 0 }), 'fireteam/too-far-from-jop');
  });

  it('GIVEN two units already from a JOP this turn THEN a third is refused, and next turn it may', () => {
    let t = unwrap(deployUnit(s, AX, 'a', { jop: 'ax-j' })).state;
    t = unwrap(deployUnit(t, AX, 'b', { jop: 'ax-j' })).state;
    const r = deployUnit(t, AX, 'c', { jop: 'ax-j' });
    expect(r.ok ? 'ok' : [r.code, r.params]).toEqual(['fireteam/jop-full', { jop: 'ax-j', max: 2 }]);
    const next = end(inPhase(t, 'assaults', { done: [AX, RU] }));
    expect(deployUnit(next, AX, 'c', { jop: 'ax-j' }).ok).toBe(true);
  });

  it('GIVEN a vehicle THEN only from a road entrance of its side, placed there', () => {
    expectCode(deployUnit(s, AX, 'pz', { jop: 'ax-j' }), 'fireteam/vehicle-needs-road');
    const r = unwrap(deployUnit(s, AX, 'pz', { road: 'ax-road' }));
    expect(unit(r.state, 'pz').position).toEqual({ x: 24, y: 0 });
    expectCode(deployUnit(s, AX, 'pz', { road: 'ru-road' }), 'fireteam/not-your-jop');
    expectCode(deployUnit(s, AX, 'pz', { road: 'nowhere' }), 'fireteam/unknown-road-entrance');
  });

  it('GIVEN infantry THEN a road entrance will do too', () => {
    expect(deployUnit(s, AX, 'a', { road: 'ax-road' }).ok).toBe(true);
  });

  it('GIVEN a wrong unit or JOP THEN refused', () => {
    expectCode(deployUnit(s, AX, 'here', { jop: 'ax-j' }), 'fireteam/already-on-table');
    expectCode(deployUnit(s, AX, 'gone', { jop: 'ax-j' }), 'fireteam/unit-removed');
    expectCode(deployUnit(s, AX, 'a', { jop: 'ru-j' }), 'fireteam/not-your-jop');
    expectCode(deployUnit(s, AX, 'a', { jop: 'nope' }), 'fireteam/unknown-jop');
    expectCode(deployUnit(s, RU, 'here', { jop: 'ru-j' }), 'fireteam/not-your-unit');
  });

  it('GIVEN the enemy names a unit of ours still off table THEN refused exactly as a unit that does not exist', () => {
    const hidden = deployUnit(s, RU, 'a', { jop: 'ru-j' });
    const missing = deployUnit(s, RU, 'nope', { jop: 'ru-j' });
    expect(hidden.ok || missing.ok).toBe(false);
    if (hidden.ok || missing.ok) return;
    expect([hidden.code, hidden.params]).toEqual(['fireteam/unknown-unit', { unit: 'a' }]);
    expect(missing.code).toBe(hidden.code);
  });

  it('GIVEN a secret JOP after the patrol THEN the enemy is refused it as one that does not exist, and a unit deploying from it reveals it', () => {
    const secret = { ...s, jops: s.jops.map((j) => (j.id === 'ru-j' ? { ...j, hidden: true } : j)) };
    expectCode(deployUnit(secret, AX, 'a', { jop: 'ru-j' }), 'fireteam/unknown-jop');
    const own = unwrap(deployUnit({ ...secret, units: [...secret.units, makeUnit(RU, spec('r'))] }, RU, 'r', { jop: 'ru-j' }));
    expect(own.revealedJop?.id).toBe('ru-j');
    expect(own.state.jops.find((j) => j.id === 'ru-j')?.hidden).toBeUndefined();
    expect(unit(own.state, 'r').revealed).toBe(true);
    expectCode(deployUnit(own.state, AX, 'a', { jop: 'ru-j' }), 'fireteam/not-your-jop');
    expect(unwrap(deployUnit(s, AX, 'a', { jop: 'ax-j' })).revealedJop).toBeUndefined();
  });
});

describe('overwatch (seed 004, Actions: Over Watch)', () => {
  const s = game([onTable(AX, spec('ow'), { goneToGround: true }), onTable(RU, spec('mover')), { ...onTable(AX, spec('new')), deployedThisTurn: true }]);

  it('GIVEN overwatch THEN it may not fire in the firing phase but may during enemy movement, once', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expect([unit(t, 'ow').overwatch, unit(t, 'ow').goneToGround]).toEqual([true, false]);
    const f = declareFire(inPhase(t, 'firing'), AX, [{ unit: 'ow', kind: 'direct', target: 'mover' }]);
    expect(f.ok ? 'ok' : f.params).toEqual({ unit: 'ow', reason: 'on-overwatch' });
    const m = inPhase(t, 'movement', { side: RU });
    expect(checkMove(m, AX, 'overwatch-fire').ok).toBe(true);
    const r = unwrap(overwatchFire(m, AX, 'ow', 'mover'));
    expect(unit(r.state, 'ow')).toMatchObject({ overwatch: false, firedThisTurn: true });
    expectCode(overwatchFire(r.state, AX, 'ow', 'mover'), 'fireteam/not-on-overwatch');
  });

  it('GIVEN a unit deployed this turn THEN it cannot go on overwatch', () => {
    const r = setOverwatch(s, AX, 'new');
    expect(r.ok ? 'ok' : r.params).toEqual({ unit: 'new', reason: 'deployed-this-turn' });
  });

  it('GIVEN overwatch fire at an own unit THEN own-unit', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expectCode(overwatchFire(t, AX, 'ow', 'new'), 'fireteam/own-unit');
  });
});

describe('goToGround (seed 004, Actions: Go to Ground)', () => {
  const s = game([
    onTable(AX, spec('avg'), { overwatch: true }),
    onTable(AX, spec('scout', { kind: 'special', quality: 'veteran', roles: ['scout'] })),
    onTable(AX, tank('pz')),
    makeUnit(AX, spec('off')),
  ]);

  it('GIVEN an average unit THEN it needs 5+: 5 passes, 4 fails', () => {
    const pass = unwrap(goToGround(s, AX, 'avg', dice(5)));
    expect([pass.success, pass.roll?.target, unit(pass.state, 'avg').goneToGround, unit(pass.state, 'avg').overwatch]).toEqual([true, 5, true, false]);
    const failed = unwrap(goToGround(s, AX, 'avg', dice(4)));
    expect([failed.success, unit(failed.state, 'avg').goneToGround, unit(failed.state, 'avg').overwatch]).toEqual([false, false, true]);
  });

  it('exactly 1/6, 2/6, 3/6 of rolls pass for raw, average, veteran', () => {
    const counts = QUALITIES.map((quality) => {
      const t = game([onTable(AX, spec('u', { quality }))]);
      let n = 0;
      for (let f = 1; f <= 6; f++) if (unwrap(goToGround(t, AX, 'u', dice(f))).success) n++;
      return n;
    });
    expect(counts).toEqual([1, 2, 3]);
  });

  it('GIVEN scouts THEN automatic, no dice', () => {
    const d = dice();
    const r = unwrap(goToGround(s, AX, 'scout', d));
    expect([r.automatic, r.success, d.parts.length]).toEqual([true, true, 0]);
  });

  it('GIVEN a vehicle, a unit off table or already down THEN refused', () => {
    expectCode(goToGround(s, AX, 'pz', dice(6)), 'fireteam/cannot-go-to-ground');
    expectCode(goToGround(s, AX, 'off', dice(6)), 'fireteam/cannot-go-to-ground');
    const down = unwrap(goToGround(s, AX, 'scout', dice())).state;
    expectCode(goToGround(down, AX, 'scout', dice()), 'fireteam/already-gone-to-ground');
  });
});

describe('declareFire (seed 004, Firing: Targets)', () => {
  const s = inPhase(
    game([
      onTable(AX, spec('mg')),
      onTable(AX, spec('at', { weapons: [{ kind: 'bazooka', count: 1 }] })),
      onTable(AX, spec('fo', { kind: 'special', figures: 1, roles: ['aop'] })),
      onTable(AX, spec('pp'), { status: 'permanently-pinned' }),
      onTable(RU, spec('ft')),
      onTable(RU, tank('t34')),
      makeUnit(RU, spec('reserve')),
      { ...makeUnit(RU, spec('withdrawn')), revealed: true },
    ]),
    'firing',
  );

  it('GIVEN good targets THEN recorded, the side declared; revealed once both have', () => {
    const r = unwrap(
      declareFire(s, AX, [
        { unit: 'MG', kind: 'direct', target: 'FT' },
        { unit: 'at', kind: 'anti-tank', target: 't34' },
        { unit: 'fo', kind: 'indirect', aimPoint: { x: 10, y: 20 } },
      ]),
    );
    expect(r.revealed).toBe(false);
    expect(r.state.declarations).toEqual([
      { unit: 'mg', kind: 'direct', target: 'ft' },
      { unit: 'at', kind: 'anti-tank', target: 't34' },
      { unit: 'fo', kind: 'indirect', aimPoint: { x: 10, y: 20 } },
    ]);
    expect(r.state.step.done).toEqual([AX]);
    expect(unwrap(declareFire(r.state, RU, [])).revealed).toBe(true);
  });

  it.each([
    ['an own target', [{ unit: 'mg', kind: 'direct' as const, target: 'at' }], 'fireteam/own-unit'],
    ['an enemy still off table, never seen: as if there were none', [{ unit: 'mg', kind: 'direct' as const, target: 'reserve' }], 'fireteam/unknown-unit'],
    ['an enemy seen before, now off table', [{ unit: 'mg', kind: 'direct' as const, target: 'withdrawn' }], 'fireteam/not-on-table'],
    ['no target', [{ unit: 'mg', kind: 'direct' as const }], 'fireteam/needs-target'],
    ['anti-tank fire at infantry', [{ unit: 'at', kind: 'anti-tank' as const, target: 'ft' }], 'fireteam/not-a-vehicle'],
    ['indirect fire without an AOP', [{ unit: 'mg', kind: 'indirect' as const, aimPoint: { x: 0, y: 0 } }], 'fireteam/not-an-aop'],
    ['indirect fire without an aim point', [{ unit: 'fo', kind: 'smoke' as const }], 'fireteam/needs-aim-point'],
    ['a permanently pinned shooter', [{ unit: 'pp', kind: 'direct' as const, target: 'ft' }], 'fireteam/cannot-fire'],
    ['a unit twice', [{ unit: 'mg', kind: 'direct' as const, target: 'ft' }, { unit: 'MG', kind: 'direct' as const, target: 'ft' }], 'fireteam/duplicate-declaration'],
    ['an enemy shooter', [{ unit: 'ft', kind: 'direct' as const, target: 'mg' }], 'fireteam/not-your-unit'],
  ])('GIVEN %s THEN refused', (_, decls, code) => {
    expectCode(declareFire(s, AX, decls), code);
  });

  it('GIVEN an unknown side THEN unknown-side', () => {
    expectCode(declareFire(s, 'Finns', []), 'fireteam/unknown-side');
  });
});
