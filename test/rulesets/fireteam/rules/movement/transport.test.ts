import { describe, expect, it } from 'vitest';
import { bailOut, brewUpHits } from '../../../../../src/rulesets/fireteam/rules/vehicles/brew-up.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { overwatchFire } from '../../../../../src/rulesets/fireteam/rules/actions/overwatch.js';
import { carryPassengers, disembark, embark } from '../../../../../src/rulesets/fireteam/rules/movement/transport.js';
import { canFire, canMove, type Unit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { passengersOf, type FireteamState } from '../../../../../src/rulesets/fireteam/rules/game/state.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';
import { allFaces, dice, RULES, rulesWith } from '../fixtures.js';

const truck = (id: string, at: { x: number; y: number }, more: Partial<Unit> = {}) => onTable(AX, spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'truck' }), { position: at, ...more });

/** Turn 1's movement: Axis riflemen a beside the truck (1.5"), b 5" off, and the truck; a Soviet team s. */
function table(): FireteamState {
  const s = game([
    onTable(AX, spec('a'), { position: { x: 11.5, y: 10 } }),
    onTable(AX, spec('b'), { position: { x: 15, y: 10 } }),
    truck('lorry', { x: 10, y: 10 }),
    onTable(RU, spec('s'), { position: { x: 30, y: 10 } }),
  ]);
  return inPhase(s, 'movement');
}

describe('getting in and out (seed 004, transport sections)', () => {
  it('GIVEN a team within 2" THEN it gets in as its move and rides at the vehicle', () => {
    const r = unwrap(embark(table(), AX, 'a', 'lorry', RULES));
    expect(r).toMatchObject({ unit: 'a', vehicle: 'lorry', inches: 1.5, reach: 2 });
    expect(unit(r.state, 'a')).toMatchObject({ aboard: 'lorry', movedThisTurn: true, position: { x: 10, y: 10 } });
    expect(passengersOf(r.state, 'lorry').map((u) => u.id)).toEqual(['a']);
    expect(canFire(unit(r.state, 'a'))).toBe(false);
    expect(canMove({ ...unit(r.state, 'a'), movedThisTurn: false })).toBe(false);
  });

  it('GIVEN a team too far, a full vehicle or a team that moved THEN refused', () => {
    expectCode(embark(table(), AX, 'b', 'lorry', RULES), 'fireteam/too-far-to-board');
    expect(unwrap(embark(table(), AX, 'b', 'lorry', rulesWith({ 'transport.boardInches': 5 }))).unit).toBe('b');
    const full = unwrap(embark(table(), AX, 'a', 'lorry', RULES)).state;
    const near = { ...full, units: full.units.map((u) => (u.id === 'b' ? { ...u, position: { x: 11, y: 10 } } : u)) };
    expectCode(embark(near, AX, 'b', 'lorry', RULES), 'fireteam/transport-full');
    expectCode(embark(table(), AX, 'a', 'b', RULES), 'fireteam/not-a-transport');
    const moved = { ...table(), units: table().units.map((u) => (u.id === 'a' ? { ...u, movedThisTurn: true } : u)) };
    expectCode(embark(moved, AX, 'a', 'lorry', RULES), 'fireteam/already-moved');
    const pinned = { ...table(), units: table().units.map((u) => (u.id === 'a' ? { ...u, status: 'pinned' as const } : u)) };
    expectCode(embark(pinned, AX, 'a', 'lorry', RULES), 'fireteam/pinned-cannot-move');
  });

  it('GIVEN a rider in a later turn THEN it gets out within 2" of the vehicle, as its move', () => {
    const s = unwrap(embark(table(), AX, 'a', 'lorry', RULES)).state;
    const later = { ...s, units: s.units.map((u) => ({ ...u, movedThisTurn: false })) };
    expectCode(disembark(later, AX, 'a', { x: 14, y: 10 }, RULES), 'fireteam/too-far-to-board');
    const out = unwrap(disembark(later, AX, 'a', { x: 11, y: 11 }, RULES));
    expect(unit(out.state, 'a').aboard).toBeUndefined();
    expect(unit(out.state, 'a')).toMatchObject({ position: { x: 11, y: 11 }, movedThisTurn: true });
    expectCode(disembark(table(), AX, 'a', undefined, RULES), 'fireteam/not-aboard');
  });

  it('GIVEN the vehicle moves THEN its riders go with it', () => {
    const s = unwrap(embark(table(), AX, 'a', 'lorry', RULES)).state;
    const driven = { ...s, units: s.units.map((u) => (u.id === 'lorry' ? { ...u, position: { x: 20, y: 20 } } : u)) };
    expect(unit(carryPassengers(driven, 'lorry'), 'a').position).toEqual({ x: 20, y: 20 });
  });

  it('GIVEN a rider THEN the enemy shoots at the vehicle, not at it', () => {
    const s = unwrap(embark(table(), AX, 'a', 'lorry', RULES)).state;
    const firing = { ...s, phase: 'firing' as const, step: { side: AX, done: [] } };
    expectCode(declareFire(firing, RU, [{ unit: 's', kind: 'direct', target: 'a' }]), 'fireteam/aboard');
    const watching = { ...s, units: s.units.map((u) => (u.id === 's' ? { ...u, overwatch: true } : u)) };
    expectCode(overwatchFire(watching, RU, 's', 'a'), 'fireteam/aboard');
  });

  it('GIVEN a brew-up THEN the riders are out where it stood', () => {
    const s = unwrap(embark(table(), AX, 'a', 'lorry', RULES)).state;
    const out = bailOut(s, 'lorry');
    expect(out.passengers).toEqual(['a']);
    expect(unit(out.state, 'a').aboard).toBeUndefined();
    expect(unit(out.state, 'a').position).toEqual({ x: 10, y: 10 });
  });
});

describe('passengers of a brew-up roll for hits as artillery (seed 004, Anti-Tank Fire)', () => {
  const rider = { unit: 'a', cover: 'soft' as const, target: { quality: 'average' as const, figures: 7 } };

  it('GIVEN a d10 THEN it reads the line one lower than the cover, every hit Pinning as a heavy weapon', () => {
    const r = brewUpHits(rider, dice(5), RULES);
    expect(r).toMatchObject({ size: 'normal', die: 5, score: 5, cover: { declared: 'soft', line: 'open' } });
    expect(r.effect).toMatchObject({ hits: 2, pins: 2, kills: 0, pinned: true, pinnedBy: 'heavy-weapon' });
  });

  it('GIVEN house rule brewUp.passengerSize LARGE THEN +1', () => {
    expect(brewUpHits(rider, dice(5), rulesWith({ 'brewUp.passengerSize': 'LARGE' })).score).toBe(6);
  });

  it('GIVEN every d10 THEN exactly 8 in 10 hit a team in soft cover (read on the open line)', () => {
    let hit = 0;
    for (const [f] of allFaces(1, 10)) if (brewUpHits(rider, dice(f!), RULES).effect.hits > 0) hit++;
    expect(hit).toBe(8);
  });
});

