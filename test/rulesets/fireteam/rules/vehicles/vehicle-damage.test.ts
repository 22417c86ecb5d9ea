import { describe, expect, it } from 'vitest';
import { antiTankShot, damageRoll, DAMAGE_RESULTS, type DamageRoll } from '../../../../../src/rulesets/fireteam/rules/vehicles/anti-tank.js';
import { checkPanicRetreat, applyVehicleDamage, panickedToMove } from '../../../../../src/rulesets/fireteam/rules/vehicles/vehicle-damage.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { endPhase } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { returnFireTarget, whyCannotFire } from '../../../../../src/rulesets/fireteam/rules/fire/may-fire.js';
import { canMove, type Unit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import type { FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';
import { dice, RULES } from '../fixtures.js';

const tank = (id: string, more: Partial<Unit> = {}) => onTable(AX, spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' }), more);
const gun = (id: string, more: Partial<Unit> = {}) => onTable(RU, spec(id, { figures: 2, crew: 2, weapons: [{ kind: 'at-rifle', count: 1 }] }), more);

/** Turn 2's firing phase: the Axis tank t at (10,10), the Soviet AT rifle r at (30,10) and riflemen s at (10,30). */
function table(): FireteamState {
  const s = game([tank('t', { position: { x: 10, y: 10 } }), gun('r', { position: { x: 30, y: 10 } }), onTable(RU, spec('s'), { position: { x: 10, y: 30 } })]);
  return { ...inPhase(s, 'firing'), turn: 2 };
}

/** A damage roll that gives exactly these results (as if each were one die). */
const rolled = (...faces: number[]): DamageRoll => ({
  ...damageRoll('heavy', 'medium', dice(...faces), RULES),
  results: faces.map((f) => DAMAGE_RESULTS[f]!),
});

const never = () => false;
const damageOf = (s: FireteamState, id = 't') => unit(s, id).vehicle!.damage;

describe('anti-tank damage marked on the vehicle (seed 004, Anti-Tank Fire results)', () => {
  it('GIVEN result 1 THEN it is halted this turn and must return fire at its attacker next turn', () => {
    const s = applyVehicleDamage(table(), 't', rolled(1, 1, 1), { attacker: 'r', avoids: never }).state;
    expect(damageOf(s).halted).toEqual({ turn: 2, attacker: 'r' });
    expect(canMove(unit(s, 't'), 2)).toBe(false);
    expect(canMove(unit(s, 't'), 3)).toBe(true);
    expect(returnFireTarget(s, unit(s, 't'))).toBeUndefined();
    const next = { ...s, turn: 3, phase: 'firing' as const, step: { side: AX, done: [] } };
    expect(returnFireTarget(next, unit(next, 't'))).toBe('r');
    expectCode(declareFire(next, AX, [{ unit: 't', kind: 'direct', target: 's' }]), 'fireteam/must-return-fire');
    expect(unwrap(declareFire(next, AX, [{ unit: 't', kind: 'direct', target: 'r' }])).state.declarations).toHaveLength(1);
    expect(unwrap(declareFire(next, AX, [])).state.declarations).toHaveLength(0);
  });

  it('GIVEN the halted vehicle\'s attacker is gone THEN it may shoot at anyone', () => {
    const s = applyVehicleDamage(table(), 't', rolled(1, 1, 1), { attacker: 'r', avoids: never }).state;
    const next = { ...s, turn: 3, units: s.units.map((u) => (u.id === 'r' ? { ...u, status: 'removed' as const } : u)) };
    expect(returnFireTarget(next, unit(next, 't'))).toBeUndefined();
  });

  it('GIVEN results 2, 3, 4 THEN radio, tracks and turret are marked and the vehicle is Pinned', () => {
    const s = applyVehicleDamage(table(), 't', rolled(2, 3, 4), { attacker: 'r', avoids: never });
    expect(damageOf(s.state)).toMatchObject({ radioDamaged: true, movementReduced: true, turretJammed: true });
    expect(unit(s.state, 't')).toMatchObject({ status: 'pinned', pinnedTurn: 2 });
    expect(s.applied).toEqual(['Pinned & radio damaged', 'Pinned & -1D6 movement', 'Pinned & turret jammed']);
  });

  it('GIVEN results 5, 8 THEN weapon damaged and immobilised, not Pinned', () => {
    const s = applyVehicleDamage(table(), 't', rolled(5, 8, 5), { attacker: 'r', avoids: never }).state;
    expect(damageOf(s)).toMatchObject({ weaponDamaged: true, immobilised: true });
    expect(unit(s, 't').status).toBe('active');
  });

  it('GIVEN result 6 THEN it panics this turn: no fire, and its move must retreat', () => {
    const s = applyVehicleDamage(table(), 't', rolled(6, 6, 6), { attacker: 'r', avoids: never }).state;
    expect(damageOf(s).panicked).toEqual({ turn: 2, attacker: 'r' });
    expect(damageOf(s).missNextShot).toBeUndefined();
    expect(whyCannotFire(unit(s, 't'), 2)).toBe('panicked');
    expect(whyCannotFire(unit(s, 't'), 3)).toBeUndefined();
    const moving = { ...s, phase: 'movement' as const };
    const t = unit(moving, 't');
    expect(panickedToMove(moving, AX)?.id).toBe('t');
    expectCode(checkPanicRetreat(moving, t, { from: { x: 10, y: 10 }, to: { x: 15, y: 10 }, inCover: false, outOfSight: false }), 'fireteam/panic-retreat');
    expect(checkPanicRetreat(moving, t, { from: { x: 10, y: 10 }, to: { x: 5, y: 10 }, inCover: false, outOfSight: false }).ok).toBe(true);
    expect(checkPanicRetreat(moving, t, { from: { x: 10, y: 10 }, to: { x: 15, y: 10 }, inCover: true, outOfSight: false }).ok).toBe(true);
    expect(checkPanicRetreat(moving, t, { from: { x: 10, y: 10 }, to: { x: 15, y: 10 }, inCover: false, outOfSight: true }).ok).toBe(true);
    const moved = { ...moving, units: moving.units.map((u) => (u.id === 't' ? { ...u, movedThisTurn: true } : u)) };
    expect(panickedToMove(moved, AX)).toBeUndefined();
  });

  it('GIVEN result 7 THEN it panics and its next anti-tank shot misses unrolled', () => {
    const s = applyVehicleDamage(table(), 't', rolled(7, 7, 7), { attacker: 'r', avoids: never }).state;
    expect(damageOf(s)).toMatchObject({ panicked: { turn: 2, attacker: 'r' }, missNextShot: true });
    const roller = dice();
    const shot = unwrap(antiTankShot({ weapon: 'medium-gun', target: 'medium', missNextShot: true }, roller, RULES));
    expect(shot).toEqual({ weapon: 'medium-gun', gun: 'medium', missedByPanic: true });
    expect(roller.parts).toHaveLength(0);
  });

  it('GIVEN results 9 and 10 THEN it brews up once and leaves overwatch', () => {
    const s0 = table();
    const watching = { ...s0, units: s0.units.map((u) => (u.id === 't' ? { ...u, overwatch: true } : u)) };
    const out = applyVehicleDamage(watching, 't', rolled(9, 10, 1), { attacker: 'r', avoids: never });
    expect(out.brewedUp).toBe(true);
    expect(damageOf(out.state).brewedUp).toBe(true);
    expect(unit(out.state, 't').overwatch).toBe(false);
  });

  it('GIVEN a veteran crew that avoids THEN neither the Panic nor the Pin takes effect', () => {
    const s = applyVehicleDamage(table(), 't', rolled(6, 2, 5), { attacker: 'r', avoids: () => true });
    expect(damageOf(s.state).panicked).toBeUndefined();
    expect(unit(s.state, 't').status).toBe('active');
    expect(s.applied).toEqual(['Panic: retreat to cover or out of sight — avoided by the veteran crew', 'Pinned & radio damaged', 'Weapon damaged', 'Pin avoided by the veteran crew']);
  });

  it('GIVEN the turn ends THEN a panic is over, and a halt lasts through the next turn (its return fire) only', () => {
    const s = applyVehicleDamage(table(), 't', rolled(1, 6, 5), { attacker: 'r', avoids: never }).state;
    const turn3 = unwrap(endPhase({ ...s, phase: 'assaults', step: { side: AX, done: [AX, RU] } })).state;
    expect(damageOf(turn3).panicked).toBeUndefined();
    expect(damageOf(turn3).halted).toEqual({ turn: 2, attacker: 'r' });
    expect(damageOf(turn3).weaponDamaged).toBe(true);
    const turn4 = unwrap(endPhase({ ...turn3, phase: 'assaults', step: { side: AX, done: [AX, RU] } })).state;
    expect(damageOf(turn4).halted).toBeUndefined();
  });

  it('GIVEN a radio-damaged AOP vehicle THEN it cannot call in artillery', () => {
    const s = table();
    const aop = { ...s, units: s.units.map((u) => (u.id === 't' ? { ...u, roles: ['aop' as const], vehicle: { ...u.vehicle!, damage: { ...u.vehicle!.damage, radioDamaged: true } } } : u)) };
    expectCode(declareFire(aop, AX, [{ unit: 't', kind: 'indirect', aimPoint: { x: 30, y: 10 } }]), 'fireteam/radio-damaged');
  });
});

describe('a panicked vehicle and movement', () => {
  it('GIVEN an unplaced attacker THEN only cover or sight shows a retreat', () => {
    const s = applyVehicleDamage(table(), 't', rolled(6, 6, 6), { avoids: never }).state;
    const t = unit(s, 't');
    expectCode(checkPanicRetreat(s, t, { from: { x: 10, y: 10 }, to: { x: 0, y: 10 }, inCover: false, outOfSight: false }), 'fireteam/panic-retreat');
  });
});
