import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { halfD6, passDice } from '../figures/dice.js';

/**
 * Crossing water and swimming (FNG 2nd Tour p.49–50, seed L1175–L1197): a figure 3" into a river
 * finds its depth and current with 1/2d6 each; deep water is swum on the Swimming table.
 */

export type WaterError = 'fng/invalid-rep' | 'fng/invalid-current';

export type Depth = 1 | 2 | 3;
export type Current = 1 | 2 | 3;

/** What each depth allows (L1175, L1182). */
export const DEPTHS = {
  source: 'seed L1175, L1182',
  /** Below the knee: open ground, Fast Move as normal. */
  1: { move: 'normal', fastMoveDice: 2, weapons: true, swim: 'no' },
  /** Over the waist: half speed, weapons usable; may swim at 6" without weapons; Fast Move on 1d6. */
  2: { move: 'half', fastMoveDice: 1, weapons: true, swim: 'may' },
  /** Very deep: crossed only by swimming. */
  3: { move: 'swim-only', fastMoveDice: 0, weapons: false, swim: 'must' },
} as const;

/** A figure first moves this far into the water to learn its depth and current (L1179). */
export const PROBE_INCHES = 3;
/** A depth found holds only this far up and down stream; the current holds for the whole water (L1179). */
export const DEPTH_HOLDS_INCHES = 12;

export interface WaterProbe {
  readonly depth: Depth;
  readonly current: Current;
  readonly parts: readonly RolledPart[];
}

/** Crossing Water (p.49, L1179): 1/2d6 for the depth, then 1/2d6 for the current speed. */
export function probeWater(roller: Roller, figure: string): WaterProbe {
  const depth = halfD6(roller, `water depth ${figure}`);
  const current = halfD6(roller, `water current ${figure}`);
  return { depth: depth.value as Depth, current: current.value as Current, parts: [depth.part, current.part] };
}

/** A new depth roll for a figure leaving the 12" stretch whose depth is known (L1179). */
export function probeDepth(roller: Roller, figure: string): { readonly depth: Depth; readonly part: RolledPart } {
  const d = halfD6(roller, `water depth ${figure}`);
  return { depth: d.value as Depth, part: d.part };
}

export type SwimOutcome =
  /** Swims up to 6". */
  | 'no-problem'
  /** Swims up to 3"; −1 REP in melee this turn. */
  | 'slight-trouble'
  /** Does not move; must pass 2d6 on the next roll or be reached by another figure, else drowns. */
  | 'big-trouble'
  /** Was in Big Trouble, did not pass 2d6 and nobody reached him: drowns at the end of the turn. */
  | 'drowns';

export interface SwimResult {
  readonly dice: number;
  readonly rep: number;
  readonly passes: 0 | 1 | 2;
  readonly outcome: SwimOutcome;
  readonly swimInches: 0 | 3 | 6;
  /** The current carries every swimmer this far downstream each turn, pass or fail (L1176). */
  readonly carriedDownstreamInches: Current;
  readonly part?: RolledPart;
}

/**
 * Swimming (p.49–50, L1183–L1197): figures in depth 3 must, in depth 2 may, swim at the start of each
 * activation: 2d6 (Swimmer +1d6) vs REP less the current, −1 more for a lone rescuer towing someone.
 * Pass 2: 6". Pass 1: Slight Trouble, 3", unless already had this swim, then as pass 0. Pass 0: Big
 * Trouble. A Knocked Down swimmer is in Slight Trouble without rolling; one in Big Trouble who fails
 * to pass 2d6 and was not reached drowns.
 */
export function swim(
  roller: Roller,
  input: {
    readonly figure: string;
    readonly rep: number;
    readonly current: Current;
    readonly swimmer: boolean;
    readonly loneRescuerTowing: boolean;
    readonly slightTroubleBefore: boolean;
    readonly inBigTrouble: boolean;
    readonly reachedByHelper: boolean;
    readonly knockedDown: boolean;
  },
): RuleResult<SwimResult, WaterError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) {
    return fail('fng/invalid-rep', { figure: input.figure, rep: input.rep });
  }
  if (![1, 2, 3].includes(input.current)) return fail('fng/invalid-current', { current: input.current });
  const rep = input.rep - input.current - (input.loneRescuerTowing ? 1 : 0);
  const dice = input.swimmer ? 3 : 2;
  const carried = input.current;
  if (input.knockedDown) {
    return ok({ dice: 0, rep, passes: 1, outcome: 'slight-trouble', swimInches: 3, carriedDownstreamInches: carried });
  }
  const test = passDice(roller, dice, rep, `swim ${input.figure}`);
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  const base = { dice, rep, passes, carriedDownstreamInches: carried, part: test.part };
  if (input.inBigTrouble && passes < 2 && !input.reachedByHelper) {
    return ok({ ...base, outcome: 'drowns', swimInches: 0 });
  }
  if (passes === 2) return ok({ ...base, outcome: 'no-problem', swimInches: 6 });
  if (passes === 1 && !input.slightTroubleBefore) return ok({ ...base, outcome: 'slight-trouble', swimInches: 3 });
  return ok({ ...base, outcome: 'big-trouble', swimInches: 0 });
}

/**
 * Swimmers cannot shoot or throw grenades; they melee at −1 REP against those on shore; an Out of the
 * Fight swimmer drowns in two turns unless aided; at most two figures help one swimmer, moving at half
 * swimming speed once they have him (L1192, L1195, L1197).
 */
export const SWIMMING_LIMITS = {
  source: 'seed L1192, L1195, L1197',
  meleeRepVsShore: -1,
  oofDrownsAfterTurns: 2,
  maxHelpers: 2,
  helperSpeed: 'half',
} as const;
