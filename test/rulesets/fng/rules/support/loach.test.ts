import { describe, expect, it } from 'vitest';
import { flyLoach, LOACH_ON_TABLE, loachActivates, loachCarries, loachFireMoving, loachThisTurn, planLoach, type LoachOnTable } from '../../../../../src/rulesets/fng/rules/support/loach.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

/*
 * The OH-6 "Loach" in on-table mode (FNG 2nd Tour p.88, L1982): it activates on its pilot's REP, rolls
 * Helicopter Piloting (L1951–L1957) for its altitude on each leg and for each hover entered or left,
 * moves 36" a turn at most, hovers twice a turn, and goes off-table no sooner than the next turn.
 * The Loach, REP 5 (FWF reinforcements L2093), took up on-table mode in turn 3 at 10,10.
 */
const AT: LoachOnTable = { at: { x: 10, y: 10 }, hovering: false, since: 3, turn: 3, inches: 0, hoverUses: 0 };
const FLY = { pilotRep: 5, sideDie: 4 };

describe('The Loach on the table: activation and allowances (L1982)', () => {
  it('GIVEN its pilot\'s REP against the side\'s die THEN it moves on a die at most his REP (L603), as any group', () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => loachActivates(5, die))).toEqual([true, true, true, true, true, false]);
    expectCode(flyLoach(dice(), AT, 3, { pilotRep: 5, sideDie: 6 }, [{ kind: 'fly', to: { x: 20, y: 10 } }]), 'fng/loach-not-active');
  });

  it('GIVEN legs of 20" and 16" THEN 36" in all is allowed; one inch more is refused before any die', () => {
    expect(unwrap(planLoach(AT, 3, [{ kind: 'fly', to: { x: 30, y: 10 } }, { kind: 'fly', to: { x: 30, y: 26 } }])).inches).toBe(36);
    const roller = dice();
    expectCode(flyLoach(roller, AT, 3, FLY, [{ kind: 'fly', to: { x: 30, y: 10 } }, { kind: 'fly', to: { x: 30, y: 27 } }]), 'fng/loach-too-far');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN 30" flown this turn THEN the next turn starts its 36" and its hovers again', () => {
    const used = { ...AT, inches: 30, hoverUses: 2 };
    expectCode(planLoach(used, 3, [{ kind: 'fly', to: { x: 20, y: 10 } }]), 'fng/loach-too-far');
    expect(loachThisTurn(used, 4)).toMatchObject({ turn: 4, inches: 0, hoverUses: 0 });
    expect(planLoach(used, 4, [{ kind: 'fly', to: { x: 20, y: 10 } }]).ok).toBe(true);
  });

  it('GIVEN hovering twice a turn, entering or leaving each one use THEN a third use is refused', () => {
    expect(unwrap(planLoach(AT, 3, [{ kind: 'enter-hover' }, { kind: 'leave-hover' }])).hoverUses).toBe(2);
    expectCode(planLoach(AT, 3, [{ kind: 'enter-hover' }, { kind: 'leave-hover' }, { kind: 'enter-hover' }]), 'fng/loach-hovers-spent');
    expectCode(planLoach(AT, 3, [{ kind: 'leave-hover' }]), 'fng/loach-not-hovering');
    expectCode(planLoach(AT, 3, [{ kind: 'enter-hover' }, { kind: 'enter-hover' }]), 'fng/loach-hovering');
    expectCode(planLoach({ ...AT, hovering: true }, 3, [{ kind: 'fly', to: { x: 11, y: 10 } }]), 'fng/loach-hovering');
  });

  it('GIVEN the turn it came on the table THEN it may not go off-table; the next turn it may', () => {
    expectCode(planLoach(AT, 3, [{ kind: 'off-table' }]), 'fng/loach-off-table-next-turn');
    const r = unwrap(flyLoach(dice(1, 1), AT, 4, FLY, [{ kind: 'fly', to: { x: 0, y: 10 } }, { kind: 'off-table' }]));
    expect(r).toMatchObject({ offTable: true, state: { at: { x: 0, y: 10 }, inches: 10 } });
    expectCode(planLoach({ ...AT, hovering: true }, 4, [{ kind: 'off-table' }]), 'fng/loach-hovering');
  });
});

describe('The Loach on the table: Piloting for each step (L1951–L1957)', () => {
  it('GIVEN a leg flown THEN 2d6 vs the pilot\'s REP gives its altitude: 2 passed the treetops, 1 AA checks, 0 a sitting duck', () => {
    const leg = (faces: number[]) => unwrap(flyLoach(dice(...faces), AT, 3, FLY, [{ kind: 'fly', to: { x: 20, y: 10 } }])).rolls[0]!.piloting.outcome;
    expect([leg([1, 5]), leg([5, 6]), leg([6, 6])]).toEqual(['treetops', 'aa-check', 'sitting-duck']);
    // Over all 36 faces at REP 5: 25 treetops, 10 AA checks, 1 sitting duck.
    expect([countFaces(2, (f) => leg(f) === 'treetops'), countFaces(2, (f) => leg(f) === 'aa-check'), countFaces(2, (f) => leg(f) === 'sitting-duck')]).toEqual([25, 10, 1]);
  });

  it('GIVEN night and inclement weather THEN the pilot rolls at REP 3', () => {
    const r = unwrap(flyLoach(dice(3, 4), AT, 3, { ...FLY, night: true, inclementWeather: true }, [{ kind: 'fly', to: { x: 20, y: 10 } }]));
    expect(r.rolls[0]!.piloting).toMatchObject({ modifiedRep: 3, passes: 1, outcome: 'aa-check' });
  });

  it('GIVEN it flies 20" east and enters a hover THEN on 2 passed it hovers there; on 1 it overshoots 2d6" east, counted in its 36"; on 0 it stalls and its flying ends', () => {
    const steps = [{ kind: 'fly', to: { x: 30, y: 10 } }, { kind: 'enter-hover' }] as const;
    const hovers = unwrap(flyLoach(dice(1, 1, 1, 1), AT, 3, FLY, steps));
    expect(hovers.state).toMatchObject({ at: { x: 30, y: 10 }, hovering: true, hoverUses: 1, inches: 20 });
    const over = unwrap(flyLoach(dice(1, 1, 1, 6, 3, 4), AT, 3, FLY, steps));
    expect(over.rolls[1]!.piloting).toMatchObject({ outcome: 'overshoot', inches: 7 });
    expect(over.state).toMatchObject({ at: { x: 37, y: 10 }, hovering: true, inches: 27 });
    const stall = unwrap(flyLoach(dice(1, 1, 6, 6, 2, 2), AT, 3, FLY, [...steps, { kind: 'leave-hover' }]));
    expect(stall).toMatchObject({ mishap: 'stall', state: { hovering: false } });
    expect(stall.rolls).toHaveLength(2);
  });

  it('GIVEN every face of the 2d6 entering a hover at REP 5 THEN it hovers 25, overshoots 10, stalls 1 time in 36; leaving, it is free 35 and spins 1', () => {
    const enter = (f: number[]) => {
      const r = unwrap(flyLoach(dice(...f, 3, 3), AT, 3, FLY, [{ kind: 'enter-hover' }]));
      return r.mishap ?? r.rolls[0]!.piloting.outcome;
    };
    expect([countFaces(2, (f) => enter(f) === 'ok'), countFaces(2, (f) => enter(f) === 'overshoot'), countFaces(2, (f) => enter(f) === 'stall')]).toEqual([25, 10, 1]);
    const leave = (f: number[]) => unwrap(flyLoach(dice(...f, 3, 3, 3), { ...AT, hovering: true }, 3, FLY, [{ kind: 'leave-hover' }])).mishap;
    expect([countFaces(2, (f) => leave(f) === undefined), countFaces(2, (f) => leave(f) === 'spin')]).toEqual([35, 1]);
  });

  it('GIVEN it leaves a hover THEN 1 or 2 passed it is free to fly on; 0 spins it 90° and its flying ends', () => {
    const hovering = { ...AT, hovering: true };
    const free = unwrap(flyLoach(dice(5, 6, 1, 1), hovering, 3, FLY, [{ kind: 'leave-hover' }, { kind: 'fly', to: { x: 10, y: 30 } }]));
    expect(free.state).toMatchObject({ hovering: false, hoverUses: 1, at: { x: 10, y: 30 }, inches: 20 });
    const spin = unwrap(flyLoach(dice(6, 6, 4, 3, 3), hovering, 3, FLY, [{ kind: 'leave-hover' }, { kind: 'fly', to: { x: 10, y: 30 } }]));
    expect(spin).toMatchObject({ mishap: 'spin', rolls: [{ piloting: { outcome: 'spin', spin: 'right', inches: 6 } }] });
  });
});

describe('The Loach on the table: those aboard (L1982, L2016, L2022)', () => {
  it('GIVEN its observer or a passenger firing THEN as Fast Moving while it moves, normally while it hovers; its door gunner never fast moving', () => {
    expect([loachFireMoving('observer', false), loachFireMoving('passenger', false), loachFireMoving('observer', true), loachFireMoving('door-gunner', false)]).toEqual([true, true, false, false]);
  });

  it('GIVEN three seats THEN one casualty in place of two passengers: one casualty and a passenger fit, two casualties or a casualty and two passengers do not', () => {
    expect([loachCarries(3, 0), loachCarries(1, 1), loachCarries(2, 1), loachCarries(0, 2), loachCarries(4, 0)]).toEqual([true, true, false, false, false]);
    expect(LOACH_ON_TABLE).toMatchObject({ inchesPerTurn: 36, hoverUsesPerTurn: 2 });
  });
});
