import { describe, expect, it } from 'vitest';
import {
  CDM,
  TRAP_EFFECTS,
  randomEventTrapType,
  trapTarget,
  triggerTrap,
  type TrapGroup,
} from '../../../../../src/rulesets/fng/rules/enemy/booby-traps.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const fig = (id: string, over: Partial<{ pointman: boolean; trapFinder: boolean }> = {}) => ({
  id,
  pointman: over.pointman ?? false,
  trapFinder: over.trapFinder ?? false,
});

const step = (faces: number[], over: Partial<Parameters<typeof triggerTrap>[1]> = {}) => {
  const d = dice(...faces);
  const r = triggerTrap(d, {
    figureId: 'Pfc Joe',
    type: 'wide-spread',
    rep: 4,
    trapFinder: false,
    wireCuttersVsTripwire: false,
    walkingPoint: false,
    pointmanBonus: false,
    countsAsDisarmed: false,
    ...over,
  });
  return { r, remaining: d.remaining };
};

describe('FNG booby trap types (seed L1511–L1518, L783)', () => {
  it('GIVEN the two types THEN wide-spread is a 5" Impact 2 blast, localized an Impact 1 hit on the trigger', () => {
    expect(TRAP_EFFECTS['wide-spread']).toMatchObject({ blastInches: 5, impact: 2, victims: 'blast-circle' });
    expect(TRAP_EFFECTS.localized).toMatchObject({ impact: 1, victims: 'trigger-only' });
  });

  it('GIVEN a CDM THEN Impact 3 in a 1"–8" by 8" triangle, 4" Impact 2 back blast, fired from 12"', () => {
    expect(CDM).toMatchObject({ impact: 3, detonateWithinInches: 12, backBlast: { inches: 4, impact: 2 } });
    expect(CDM.zone).toEqual({ nearWidthInches: 1, depthInches: 8, farWidthInches: 8 });
  });

  it('GIVEN a Random Event trap under the default reading THEN localized on 1–3, wide-spread on 4–6', () => {
    expect([1, 3, 4, 6].map((f) => randomEventTrapType(dice(f), 'd6-split').type)).toEqual([
      'localized',
      'localized',
      'wide-spread',
      'wide-spread',
    ]);
  });

  it('GIVEN a fixed reading THEN that type without a roll', () => {
    const d = dice();
    expect(randomEventTrapType(d, 'wide-spread').type).toBe('wide-spread');
    expect(randomEventTrapType(d, 'localized').type).toBe('localized');
    expect(d.parts).toHaveLength(0);
  });
});

describe('FNG Target of the Trap (seed L1519, Trap Finder L362)', () => {
  const groups: TrapGroup[] = [
    { id: '1st', figures: [fig('A'), fig('B', { pointman: true }), fig('C')] },
    { id: '2nd', figures: [fig('D'), fig('E')] },
  ];

  it('GIVEN group dice 5 and 2 THEN the 1st is the target; then the highest figure die, a Point Man keeping the best of 2d6', () => {
    const d = dice(5, 2, 4, 1, 6, 3);
    const r = unwrap(trapTarget(d, groups));
    expect(r).toMatchObject({ group: '1st', figure: 'B', byTrapFinder: false });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN tied groups and tied figures THEN only the tied re-roll', () => {
    // Groups 4/4 → 3/6: 2nd. Figures D 5, E 5 → 2/1: D.
    const d = dice(4, 4, 3, 6, 5, 5, 2, 1);
    expect(unwrap(trapTarget(d, groups))).toMatchObject({ group: '2nd', figure: 'D' });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a Trap Finder in the target group THEN he is the one, without a figure roll', () => {
    const withFinder: TrapGroup[] = [{ id: 'only', figures: [fig('A', { pointman: true }), fig('T', { trapFinder: true })] }];
    const d = dice();
    expect(unwrap(trapTarget(d, withFinder))).toMatchObject({ figure: 'T', byTrapFinder: true });
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN two Trap Finders THEN they roll off between themselves', () => {
    const two: TrapGroup[] = [{ id: 'only', figures: [fig('A'), fig('T1', { trapFinder: true }), fig('T2', { trapFinder: true })] }];
    expect(unwrap(trapTarget(dice(2, 5), two)).figure).toBe('T2');
  });

  it('GIVEN no groups or an empty group THEN it is refused', () => {
    expectCode(trapTarget(dice(), []), 'fng/no-groups');
    expectCode(trapTarget(dice(), [{ id: 'x', figures: [] }]), 'fng/empty-group');
  });
});

describe('FNG Disarm Trap (seed L1506–L1516, L1522)', () => {
  it('GIVEN pass 2d6 THEN the trap is deactivated', () => {
    const { r, remaining } = step([2, 4]);
    expect(unwrap(r)).toMatchObject({ outcome: 'deactivated', by: 'disarm-test', passes: 2, rep: 4 });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 1d6 THEN one more 1d6 vs REP: pass deactivates, fail explodes (Impact 2 blast)', () => {
    expect(unwrap(step([2, 5, 3]).r)).toMatchObject({ passes: 1, secondDie: 3, outcome: 'deactivated' });
    expect(unwrap(step([2, 5, 5]).r)).toMatchObject({ passes: 1, secondDie: 5, outcome: 'explodes', effect: { impact: 2 } });
  });

  it('GIVEN pass 0d6 THEN it explodes, all in the blast circle taking Impact 2', () => {
    const { r, remaining } = step([5, 6]);
    expect(unwrap(r)).toMatchObject({ passes: 0, outcome: 'explodes', effect: { blastInches: 5, impact: 2 } });
    expect(remaining).toBe(0);
  });

  it('GIVEN REP 6 with Trap Finder and wire cutters (REP 8) THEN a 6 still fails, on both rolls', () => {
    expect(unwrap(step([6, 1, 6], { rep: 6, trapFinder: true, wireCuttersVsTripwire: true }).r)).toMatchObject({
      rep: 8,
      passes: 1,
      outcome: 'explodes',
    });
  });

  it('GIVEN Trap Finder +1, wire cutters +1, Point Man +1 only when walking point under the house rule THEN the REP', () => {
    expect(unwrap(step([1, 1], { trapFinder: true }).r).rep).toBe(5);
    expect(unwrap(step([1, 1], { wireCuttersVsTripwire: true }).r).rep).toBe(5);
    expect(unwrap(step([1, 1], { walkingPoint: true }).r).rep).toBe(4);
    expect(unwrap(step([1, 1], { walkingPoint: true, pointmanBonus: true }).r).rep).toBe(5);
  });

  it('GIVEN a localized trap THEN no test: it hits the figure at Impact 1', () => {
    const { r, remaining } = step([], { type: 'localized' });
    expect(unwrap(r)).toMatchObject({ outcome: 'explodes', by: 'localized', effect: { impact: 1 } });
    expect(remaining).toBe(0);
  });

  it('GIVEN Speak Local made the next trap count as disarmed THEN it is deactivated without a roll (L1298)', () => {
    expect(unwrap(step([], { countsAsDisarmed: true }).r)).toMatchObject({ outcome: 'deactivated', by: 'speak-local' });
  });

  it('GIVEN an impossible REP THEN it is refused', () => {
    expectCode(step([], { rep: 9 }).r, 'fng/invalid-rep');
  });

  it('GIVEN REP 4 THEN deactivated in 160 of 216; REP 6 in 200 of 216 (6 fails); REP 3 in 108 of 216', () => {
    const off = (f: number[], rep: number) => unwrap(step(f, { rep }).r).outcome === 'deactivated';
    // Pass 2 (16/36) + pass 1 (16/36) × 4/6.
    expect(countFaces(3, (f) => off(f, 4))).toBe(160);
    // Against an effective 5: pass 2 (25/36) + pass 1 (10/36) × 5/6.
    expect(countFaces(3, (f) => off(f, 6))).toBe(200);
    // Pass 2 (9/36) + pass 1 (18/36) × 3/6.
    expect(countFaces(3, (f) => off(f, 3))).toBe(108);
  });
});
