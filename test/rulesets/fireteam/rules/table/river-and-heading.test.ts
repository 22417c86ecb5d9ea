import { describe, expect, it } from 'vitest';
import { assaultUnits } from '../../../../../src/rulesets/fireteam/rules/assault/assault-order.js';
import { deployUnit } from '../../../../../src/rulesets/fireteam/rules/actions/deploy.js';
import type { FireteamGame } from '../../../../../src/rulesets/fireteam/rules/game/game.js';
import { setHeading, headingIntoTable } from '../../../../../src/rulesets/fireteam/rules/table/heading.js';
import { checkFixedArc } from '../../../../../src/rulesets/fireteam/rules/table/line-of-sight.js';
import { overwatchFire } from '../../../../../src/rulesets/fireteam/rules/actions/overwatch.js';
import { furthestPassable } from '../../../../../src/rulesets/fireteam/rules/table/passage.js';
import { fireteamScenario, type FireteamScenario } from '../../../../../src/rulesets/fireteam/rules/table/scenario.js';
import { disembarkMove } from '../../../../../src/rulesets/fireteam/rules/movement/transport.js';
import { makeUnit, type Unit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { validateScenario } from '../../../../helpers/boards.js';
import { AX, RU, expectCode, game, inPhase, onTable, spec, unit, unwrap } from '../fixtures-forces.js';
import { dice, RULES } from '../fixtures.js';

/** A 72×48 table, a 5"-wide river down x = 36 with a bridge at y = 24; Axis west, Soviets east. */
function riverTable(): FireteamScenario {
  const r = validateScenario({
    id: 't', name: 'T', ruleset: 'fireteam', sides: [AX, RU], board: { kind: 'tabletop', width: 72, height: 48 },
    features: [
      { name: 'Sosna', type: 'river', polyline: [[36, 0], [36, 48]], width: 5 },
      { name: 'Bridge', type: 'bridge', polyline: [[30, 24], [42, 24]] },
    ],
    deployment: [{ side: AX, name: 'West', rect: { x: 0, y: 0, width: 30, height: 48 } }, { side: RU, name: 'East', rect: { x: 42, y: 0, width: 30, height: 48 } }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return fireteamScenario(r.value)!;
}
const BOARD = riverTable();
const tank = (side: string, id: string, more: Partial<Unit> = {}): Unit => ({ ...makeUnit(side, { id, kind: 'vehicle', quality: 'average', figures: 0, vehicle: 'stug' }), onTable: true, ...more });

describe('the river stops a withdrawal (seed 004, Assaults: "withdraw 12" towards your base edge"; Movement)', () => {
  it('GIVEN a way back across the river off the bridge THEN it stops on the near bank, naming the river; over the bridge it goes the full 12"', () => {
    expect(furthestPassable({ features: BOARD.features, from: { x: 42, y: 10 }, to: { x: 30, y: 10 } })).toEqual({ to: { x: 38.75, y: 10 }, barrier: 'Sosna' });
    expect(furthestPassable({ features: BOARD.features, from: { x: 42, y: 24 }, to: { x: 30, y: 24 } })).toEqual({ to: { x: 30, y: 24 } });
  });

  it('GIVEN Axis attackers beaten on the east bank THEN they withdraw west only to the bank, Pinned; the text names the river', () => {
    // Axis team of 3 (3 dice, no kill) against 7 Soviets in cover (one 6: one kill): the Axis lose
    // and go 12" west from x 44 — but the river's east bank is at 38.5.
    const s = inPhase(game([onTable(AX, spec('a', { figures: 3 }), { position: { x: 44, y: 10 } }), onTable(RU, spec('s'), { position: { x: 44.5, y: 10 } })]), 'assaults');
    const out = unwrap(assaultUnits(s as FireteamGame, AX, ['a'], ['s'], true, dice(1, 1, 1, 6, 1, 1, 1, 1, 1, 1), RULES, BOARD));
    expect(out.result.withdrawn).toEqual([{ id: 'a', side: AX, to: { x: 38.75, y: 10 }, stoppedBy: 'Sosna' }]);
    expect(unit(out.game, 'a')).toMatchObject({ status: 'pinned', position: { x: 38.75, y: 10 } });
    const onBridge = inPhase(game([onTable(AX, spec('a', { figures: 3 }), { position: { x: 44, y: 24 } }), onTable(RU, spec('s'), { position: { x: 44.5, y: 24 } })]), 'assaults');
    const over = unwrap(assaultUnits(onBridge as FireteamGame, AX, ['a'], ['s'], true, dice(1, 1, 1, 6, 1, 1, 1, 1, 1, 1), RULES, BOARD));
    expect(over.result.withdrawn).toEqual([{ id: 'a', side: AX, to: { x: 32, y: 24 } }]);
  });
});

describe('deployment checked against the river (seed 004, Deploy within 6" of a JOP; Movement)', () => {
  const s = game([{ ...onTable(AX, spec('a')), onTable: false }], { jops: [{ id: 'ax-j', side: AX, position: { x: 32, y: 10 } }, { id: 'ru-j', side: RU, position: { x: 60, y: 10 } }] });

  it('GIVEN a place across the river from the JOP, or in it THEN refused naming the river; on the JOP\'s bank it deploys', () => {
    expect(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 37.5, y: 10 }, BOARD)).toMatchObject({ ok: false, code: 'fireteam/deploy-across-river', params: { jop: 'ax-j', feature: 'Sosna' } });
    expectCode(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 35, y: 10 }, BOARD), 'fireteam/deploy-across-river');
    expect(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 30, y: 12 }, BOARD).ok).toBe(true);
    expect(deployUnit(s, AX, 'a', { jop: 'ax-j' }, { x: 37.5, y: 10 }).ok).toBe(true);
  });

  it('GIVEN a vehicle by road on the board THEN it faces into the table (toward its middle)', () => {
    const t = game([{ ...tank(AX, 'stug'), onTable: false }]);
    const r = unwrap(deployUnit(t, AX, 'stug', { road: 'ax-road' }, undefined, BOARD));
    expect(unit(r.state, 'stug').facing).toBe(headingIntoTable({ x: 24, y: 0 }, { width: 72, height: 48 }));
    expect(headingIntoTable({ x: 0, y: 24 }, { width: 72, height: 48 })).toBe(0);
    expect(headingIntoTable({ x: 36, y: 0 }, { width: 72, height: 48 })).toBe(90);
  });
});

describe('a vehicle\'s heading before it first moves (seed 004, Firing: fixed guns in a 90° arc)', () => {
  const fresh = () => inPhase(game([tank(AX, 'stug', { position: { x: 10, y: 10 }, deployedThisTurn: true }), onTable(AX, spec('a'), { position: { x: 5, y: 5 } })]), 'actions') as FireteamGame;

  it('GIVEN the turn it came on, in the actions phase THEN its side faces it at a point, and the arc is checked from then', () => {
    const r = unwrap(setHeading(fresh(), AX, 'stug', { x: 10, y: 30 }));
    expect(r.result).toEqual({ unit: 'stug', heading: 90 });
    const stug = unit(r.game, 'stug');
    expect(checkFixedArc(stug, { x: 10, y: 40 }).ok).toBe(true);
    expect(checkFixedArc(stug, { x: 40, y: 10 })).toMatchObject({ ok: false, code: 'fireteam/outside-arc', params: { degrees: 90, max: 45 } });
    expect(checkFixedArc(stug, { x: 29, y: 30 }).ok).toBe(true);
    expect(checkFixedArc(stug, { x: 31, y: 30 }).ok).toBe(false);
  });

  it('GIVEN it moved, another phase, a later turn, a team or its own point THEN refused', () => {
    expectCode(setHeading({ ...fresh(), units: fresh().units.map((u) => (u.id === 'stug' ? { ...u, movedThisTurn: true } : u)) }, AX, 'stug', { x: 0, y: 0 }), 'fireteam/heading-fixed');
    expectCode(setHeading({ ...fresh(), phase: 'movement' }, AX, 'stug', { x: 0, y: 0 }), 'fireteam/heading-fixed');
    expectCode(setHeading({ ...fresh(), units: fresh().units.map((u) => (u.id === 'stug' ? { ...u, deployedThisTurn: false } : u)) }, AX, 'stug', { x: 0, y: 0 }), 'fireteam/heading-fixed');
    expectCode(setHeading(fresh(), AX, 'a', { x: 0, y: 0 }), 'fireteam/not-a-vehicle');
    expectCode(setHeading(fresh(), AX, 'stug', { x: 10, y: 10 }), 'fireteam/heading-nowhere');
    expectCode(setHeading(fresh(), RU, 'stug', { x: 0, y: 0 }), 'fireteam/not-your-unit');
  });
});

describe('getting out under the enemy\'s overwatch (seed 004, Over Watch: "fire during the enemies movement at enemies who move into view")', () => {
  const table = (watching: boolean) => {
    const s = game([
      onTable(AX, spec('a'), { position: { x: 10, y: 10 }, aboard: 'lorry' }),
      onTable(AX, spec('lorry', { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'truck' }), { position: { x: 10, y: 10 } }),
      onTable(RU, spec('w'), { position: { x: 30, y: 10 }, overwatch: watching }),
    ]);
    return inPhase(s, 'movement') as FireteamGame;
  };

  it('GIVEN an enemy team on overwatch THEN the dismounted team waits for its fire, and it may fire at it', () => {
    const r = unwrap(disembarkMove(table(true), AX, 'a', { x: 11, y: 10 }, RULES));
    expect(r.result).toMatchObject({ unit: 'a', watched: true, enemy: RU });
    expect(r.game.extras?.awaitingOverwatch).toEqual({ side: AX, unit: 'a' });
    expect(r.game.step.side).toBe(AX);
    expect(overwatchFire(r.game, RU, 'w', 'a').ok).toBe(true);
  });

  it('GIVEN no overwatch THEN the step passes at once', () => {
    const r = unwrap(disembarkMove(table(false), AX, 'a', { x: 11, y: 10 }, RULES));
    expect(r.result.watched).toBe(false);
    expect(r.game.extras?.awaitingOverwatch).toBeUndefined();
    expect(r.game.step.side).toBe(RU);
  });
});
