import { describe, expect, it } from 'vitest';
import { createPatrol } from '../../../../../src/rulesets/fireteam/rules/patrol/patrol.js';
import {
  addSmoke,
  addUnits,
  createFireteamState,
  enemyUnit,
  findUnitFor,
  markFired,
  markMoved,
  otherSide,
  ownUnit,
  pinUnit,
  setAimPoint,
} from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { AX, expectCode, game, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';

describe('createFireteamState', () => {
  it('GIVEN scenario JOPs THEN turn 1, actions, the attacker to act', () => {
    const s = game([]);
    expect([s.turn, s.phase, s.step]).toEqual([1, 'actions', { side: AX, done: [] }]);
    expect(s.jops.map((j) => [j.id, j.side, j.deployedThisTurn])).toEqual([
      ['ax-j', AX, []],
      ['ru-j', RU, []],
    ]);
  });

  it('GIVEN a patrol THEN turn 0 in the patrol phase', () => {
    const patrol = unwrap(
      createPatrol({
        sides: [AX, RU],
        attacker: RU,
        table: { width: 72, height: 48 },
        homeEdges: { [AX]: 'north', [RU]: 'south' },
        platoons: {},
        layout: { [AX]: [0, 4, 8, 12].map((x) => ({ x, y: 0 })), [RU]: [0, 4, 8, 12].map((x) => ({ x, y: 48 })) },
        jopsPerSide: 3,
      }),
    );
    const s = unwrap(createFireteamState({ sides: [AX, RU], attacker: RU, patrol }));
    expect([s.turn, s.phase, s.step.side]).toEqual([0, 'patrol', RU]);
  });

  it('GIVEN neither THEN the scenario JOPs are placed first', () => {
    expect(unwrap(createFireteamState({ sides: [AX, RU], attacker: 'axis' })).phase).toBe('deploy-jops');
  });

  it('GIVEN bad input THEN its code', () => {
    expectCode(createFireteamState({ sides: [AX], attacker: AX }), 'fireteam/bad-sides');
    expectCode(createFireteamState({ sides: [AX, 'axis'], attacker: AX }), 'fireteam/bad-sides');
    expectCode(createFireteamState({ sides: [AX, RU], attacker: 'Finns' }), 'fireteam/unknown-side');
    expectCode(createFireteamState({ sides: [AX, RU], attacker: AX, jops: [{ id: 'j', side: 'Finns' }] }), 'fireteam/unknown-side');
    expectCode(
      createFireteamState({ sides: [AX, RU], attacker: AX, jops: [{ id: 'j', side: AX }], roadEntrances: [{ id: 'J', side: RU }] }),
      'fireteam/duplicate-id',
    );
  });

  it('otherSide names the enemy', () => {
    expect(otherSide(game([]), AX)).toBe(RU);
  });
});

describe('units in the game', () => {
  it('GIVEN units THEN added with the side as the game spells it', () => {
    const s = game([makeUnit('axis', spec('a'))]);
    expect(unit(s, 'A').side).toBe(AX);
  });

  it('GIVEN an id clashing within its side, ignoring case, or an unknown side THEN refused; one only the other side uses is free', () => {
    const s = game([makeUnit(AX, spec('a'))]);
    expectCode(addUnits(s, [makeUnit(AX, spec('A'))]), 'fireteam/duplicate-id');
    expect(unwrap(addUnits(s, [makeUnit(RU, spec('A'))])).units.map((u) => [u.side, u.id])).toEqual([[AX, 'a'], [RU, 'A']]);
    expectCode(addUnits(s, [makeUnit(RU, spec('b')), makeUnit(RU, spec('B'))]), 'fireteam/duplicate-id');
    expectCode(addUnits(s, [makeUnit('Finns', spec('f'))]), 'fireteam/unknown-side');
  });

  it('ownUnit and enemyUnit', () => {
    const s = game([onTable(AX, spec('a')), onTable(RU, spec('r')), makeUnit(RU, spec('off')), { ...makeUnit(RU, spec('back')), revealed: true }]);
    expect(unwrap(ownUnit(s, AX, 'a')).id).toBe('a');
    expectCode(ownUnit(s, AX, 'r'), 'fireteam/not-your-unit');
    expectCode(ownUnit(s, AX, 'zz'), 'fireteam/unknown-unit');
    expect(unwrap(enemyUnit(s, AX, 'R')).id).toBe('r');
    expectCode(enemyUnit(s, AX, 'a'), 'fireteam/own-unit');
    expectCode(enemyUnit(s, AX, 'back'), 'fireteam/not-on-table');
    expectCode(enemyUnit(s, AX, 'zz'), 'fireteam/unknown-unit');
    expect(unwrap(ownUnit(s, RU, 'off')).id).toBe('off');
  });

  it('GIVEN an enemy unit still off table, never seen THEN it is named as if it did not exist', () => {
    const s = game([onTable(AX, spec('a')), makeUnit(RU, spec('off'))]);
    expect(ownUnit(s, AX, 'off')).toEqual({ ok: false, code: 'fireteam/unknown-unit', params: { unit: 'off' } });
    expect(enemyUnit(s, AX, 'OFF')).toEqual({ ok: false, code: 'fireteam/unknown-unit', params: { unit: 'OFF' } });
    expect(findUnitFor(s, AX, 'off')).toBeUndefined();
    expect(findUnitFor(s, RU, 'off')?.id).toBe('off');
  });

  it('GIVEN a pin THEN Pinned in this turn; a permanently pinned unit stays so', () => {
    const s = game([onTable(AX, spec('a')), onTable(AX, spec('p'), { status: 'permanently-pinned' })]);
    const pinned = pinUnit(pinUnit(s, 'a'), 'p');
    expect([unit(pinned, 'a').status, unit(pinned, 'a').pinnedTurn]).toEqual(['pinned', 1]);
    expect(unit(pinned, 'p').status).toBe('permanently-pinned');
  });

  it('GIVEN a unit gone to ground that moves or fires THEN it no longer is (Go to Ground)', () => {
    const s = game([onTable(AX, spec('a'), { goneToGround: true }), onTable(AX, spec('b'), { goneToGround: true })]);
    const after = markFired(markMoved(s, 'a'), 'b');
    expect([unit(after, 'a').movedThisTurn, unit(after, 'a').goneToGround]).toEqual([true, false]);
    expect([unit(after, 'b').firedThisTurn, unit(after, 'b').goneToGround]).toEqual([true, false]);
    expect(() => markMoved(s, 'nobody')).toThrow();
  });

  it('smoke is stamped with its turn; one aim point per observer', () => {
    let s = addSmoke(game([]), { id: 's1', centre: { x: 1, y: 2 }, radius: 4 });
    expect(s.smoke).toEqual([{ id: 's1', centre: { x: 1, y: 2 }, radius: 4, placedTurn: 1 }]);
    s = setAimPoint(s, { observer: 'aop', point: { x: 0, y: 0 }, turnsObserved: 0 });
    s = setAimPoint(s, { observer: 'AOP', point: { x: 5, y: 5 }, turnsObserved: 1 });
    expect(s.aimPoints).toEqual([{ observer: 'AOP', point: { x: 5, y: 5 }, turnsObserved: 1 }]);
  });
});
