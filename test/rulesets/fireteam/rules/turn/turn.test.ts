import { describe, expect, it } from 'vitest';
import { addSmoke, pinUnit, type FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { checkMove, completeSmokeCheck, endPhase, endStep, finishPhase, forceEndPhase, legalIn, MOVES, passStep, PHASE_TABLE } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { extrasOf, withExtras } from '../../../../../src/rulesets/fireteam/rules/game/game.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';

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

describe('finishPhase: a side is done with its phase (seed 004, Turn Sequence)', () => {
  const tank = (() => {
    const t = makeUnit(AX, spec('t', { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' }));
    return { ...t, onTable: true, position: { x: 10, y: 10 }, vehicle: { ...t.vehicle!, damage: { ...t.vehicle!.damage, panicked: { turn: 1, attacker: 'r' } } } };
  })();

  it('GIVEN the patrol, or JOPs placed after a patrol THEN refused: those move on by themselves', () => {
    expect(finishPhase(inPhase(game([]), 'patrol'), AX)).toMatchObject({ ok: false, code: 'fireteam/wrong-phase', params: { move: 'pass', phase: 'patrol' } });
  });

  it('GIVEN the scenario\'s JOPs down and no patrol THEN the JOP stage ends and turn 1 begins', () => {
    const r = unwrap(finishPhase({ ...inPhase(game([]), 'deploy-jops'), turn: 0 }, AX));
    expect(r.result).toEqual({ kind: 'jops-down' });
    expect([r.game.phase, r.game.turn]).toEqual(['actions', 1]);
  });

  it('GIVEN the firing phase THEN its unresolved shots are withheld, counted as resolved', () => {
    const s = inPhase(game([onTable(AX, spec('mg')), onTable(AX, spec('b')), onTable(RU, spec('ft'))]), 'firing');
    const declared = withExtras(unwrap(declareFire(s, AX, [{ unit: 'mg', kind: 'direct', target: 'ft' }, { unit: 'b', kind: 'direct', target: 'ft' }])).state, { resolved: ['Axis:b'] });
    const r = unwrap(finishPhase(declared, AX));
    expect(r.result).toEqual({ kind: 'firing-done', side: AX, withheld: ['mg'] });
    expect(extrasOf(r.game).resolved).toEqual(['Axis:b', 'Axis:mg']);
  });

  it('GIVEN the movement phase and a vehicle of the side panicked this turn THEN it must retreat first; the other side may pass', () => {
    const s = inPhase(game([tank]), 'movement');
    expect(finishPhase(s, AX)).toMatchObject({ ok: false, code: 'fireteam/must-retreat', params: { unit: 't' } });
    const r = unwrap(finishPhase(inPhase(game([tank]), 'movement', { side: RU }), RU));
    expect(r.result).toEqual({ kind: 'passed', side: RU, phase: 'movement' });
    expect(r.game.step.done).toEqual([RU]);
  });

  it('GIVEN the actions THEN the side passes, and it is the other\'s step', () => {
    const r = unwrap(finishPhase(game([]), AX));
    expect(r.result).toEqual({ kind: 'passed', side: AX, phase: 'actions' });
    expect(r.game.step).toEqual({ side: RU, done: [AX] });
  });

  it('GIVEN the GM forces the end THEN the phase ends whoever is waiting', () => {
    expectCode(endPhase(game([])), 'fireteam/phase-not-finished');
    const r = unwrap(forceEndPhase(game([])));
    expect(r.result).toEqual({ kind: 'forced', phase: 'actions' });
    expect(r.game.phase).toBe('firing');
  });
});
