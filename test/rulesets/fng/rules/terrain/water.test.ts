import { describe, expect, it } from 'vitest';
import { DEPTHS, probeDepth, probeWater, swim, type Current } from '../../../../../src/rulesets/fng/rules/terrain/water.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

type SwimOver = Partial<{
  rep: number;
  current: Current;
  swimmer: boolean;
  towing: boolean;
  slightBefore: boolean;
  bigTrouble: boolean;
  reached: boolean;
  knockedDown: boolean;
}>;

const swimWith = (faces: number[], over: SwimOver = {}) => {
  const d = dice(...faces);
  const r = swim(d, {
    figure: 'Pfc Joe',
    rep: over.rep ?? 5,
    current: over.current ?? 1,
    swimmer: over.swimmer ?? false,
    loneRescuerTowing: over.towing ?? false,
    slightTroubleBefore: over.slightBefore ?? false,
    inBigTrouble: over.bigTrouble ?? false,
    reachedByHelper: over.reached ?? false,
    knockedDown: over.knockedDown ?? false,
  });
  return { r, remaining: d.remaining };
};

describe('FNG crossing water (seed L1175–L1182)', () => {
  it('GIVEN a figure 3" into the water THEN 1/2d6 depth, then 1/2d6 current', () => {
    const d = dice(5, 2);
    expect(probeWater(d, 'Pfc Joe')).toMatchObject({ depth: 3, current: 1 });
    expect(d.remaining).toBe(0);
    expect(probeDepth(dice(3), 'Pfc Joe').depth).toBe(2);
  });

  it('GIVEN the depths THEN 1 open, 2 half speed with weapons and 1d6 Fast Move, 3 swim only', () => {
    expect(DEPTHS[1]).toMatchObject({ move: 'normal', fastMoveDice: 2, swim: 'no' });
    expect(DEPTHS[2]).toMatchObject({ move: 'half', fastMoveDice: 1, weapons: true, swim: 'may' });
    expect(DEPTHS[3]).toMatchObject({ move: 'swim-only', swim: 'must' });
  });
});

describe('FNG Swimming (seed L1183–L1197)', () => {
  it('GIVEN pass 2d6 against REP less current THEN no problem, 6", carried downstream by the current', () => {
    const { r, remaining } = swimWith([1, 3], { rep: 5, current: 2 });
    expect(unwrap(r)).toMatchObject({ rep: 3, passes: 2, outcome: 'no-problem', swimInches: 6, carriedDownstreamInches: 2 });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 1d6 THEN Slight Trouble, 3"; again in the same swim THEN Big Trouble', () => {
    expect(unwrap(swimWith([1, 6]).r)).toMatchObject({ passes: 1, outcome: 'slight-trouble', swimInches: 3 });
    expect(unwrap(swimWith([1, 6], { slightBefore: true }).r)).toMatchObject({ passes: 1, outcome: 'big-trouble', swimInches: 0 });
  });

  it('GIVEN pass 0d6 THEN Big Trouble: no move', () => {
    expect(unwrap(swimWith([6, 6]).r)).toMatchObject({ passes: 0, outcome: 'big-trouble', swimInches: 0 });
  });

  it('GIVEN Big Trouble and not 2 passes next time THEN drowns unless someone reached him', () => {
    expect(unwrap(swimWith([1, 6], { bigTrouble: true }).r).outcome).toBe('drowns');
    expect(unwrap(swimWith([1, 6], { bigTrouble: true, reached: true }).r).outcome).toBe('slight-trouble');
    expect(unwrap(swimWith([1, 1], { bigTrouble: true }).r).outcome).toBe('no-problem');
  });

  it('GIVEN a Swimmer THEN 3d6, two passes at most counting', () => {
    expect(unwrap(swimWith([1, 1, 1], { swimmer: true }).r)).toMatchObject({ dice: 3, passes: 2 });
    expect(unwrap(swimWith([6, 6, 2], { swimmer: true }).r)).toMatchObject({ passes: 1, outcome: 'slight-trouble' });
  });

  it('GIVEN a lone rescuer towing THEN −1 REP more', () => {
    expect(unwrap(swimWith([1, 1], { rep: 4, current: 1, towing: true }).r).rep).toBe(2);
  });

  it('GIVEN a swimmer recovering from knock down THEN Slight Trouble without a roll', () => {
    const { r, remaining } = swimWith([], { knockedDown: true });
    expect(unwrap(r)).toMatchObject({ outcome: 'slight-trouble', swimInches: 3 });
    expect(remaining).toBe(0);
  });

  it('GIVEN bad input THEN it is refused', () => {
    expectCode(swimWith([], { rep: 8 }).r, 'fng/invalid-rep');
    expectCode(swimWith([], { current: 4 as Current }).r, 'fng/invalid-current');
  });

  it('GIVEN REP 5 in current 2 THEN 9 of 36 no problem, 18 slight trouble, 9 big trouble', () => {
    const outcome = (f: number[]) => unwrap(swimWith(f, { rep: 5, current: 2 }).r).outcome;
    expect(countFaces(2, (f) => outcome(f) === 'no-problem')).toBe(9);
    expect(countFaces(2, (f) => outcome(f) === 'slight-trouble')).toBe(18);
    expect(countFaces(2, (f) => outcome(f) === 'big-trouble')).toBe(9);
  });

  it('GIVEN a Swimmer REP 4 in current 1 THEN no problem in 108 of 216 (3d6 vs 3, two or more passing)', () => {
    expect(countFaces(3, (f) => unwrap(swimWith(f, { rep: 4, current: 1, swimmer: true }).r).outcome === 'no-problem')).toBe(108);
  });
});
