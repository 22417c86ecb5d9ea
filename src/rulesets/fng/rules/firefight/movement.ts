import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { sumD6 } from '../figures/dice.js';
import { badRep, isRep, passesAmong, type RepError } from './reaction.js';

/**
 * Movement (FNG 2nd Tour p.17–18 and p.24, seed L608–L639, L714, L722; digest §4.3): normal and fast
 * moves, prone and crawling, and the involuntary Duck Back and Retire.
 */

/** Normal move of every infantry figure (L610). */
export const NORMAL_MOVE = 8;
/** Extra inches per die passed on the Fast Move test (L616). */
export const FAST_MOVE_PER_DIE = 4;
/** Fast: +2" each move; Slow: −2" normal and fast (Attributes 2(4), 5(5)). */
export const FAST_ATTRIBUTE_INCHES = 2;
export const SLOW_ATTRIBUTE_INCHES = 2;
/** A flak jacket costs 1" of normal move and 2" of Fast Move (L377). */
export const FLAK_NORMAL_INCHES = 1;
export const FLAK_FAST_INCHES = 2;
/** The moving group may go 2" further once an In Sight is triggered (L653), and before a charge test (L893). */
export const IN_SIGHT_EXTRA_MOVE = 2;
/** Duck Back: nearest cover within 6" (L639, L714). Retire: nearest cover within 12" away from the cause (L626, L722). */
export const DUCK_BACK_INCHES = 6;
export const RETIRE_INCHES = 12;

export interface Mover {
  readonly fast?: boolean;
  readonly slow?: boolean;
  readonly flakJacket?: boolean;
}

/** A figure's normal move in inches (L610, Attributes, gear L377). */
export function normalMove(m: Mover): number {
  return (
    NORMAL_MOVE +
    (m.fast === true ? FAST_ATTRIBUTE_INCHES : 0) -
    (m.slow === true ? SLOW_ATTRIBUTE_INCHES : 0) -
    (m.flakJacket === true ? FLAK_NORMAL_INCHES : 0)
  );
}

/** Crawling: up to half the normal move, counting as prone (L629). Standing up from prone also costs half (L628). */
export function crawlMove(m: Mover): number {
  return normalMove(m) / 2;
}

export const standUpCost = crawlMove;

export interface FastMover extends Mover {
  readonly id: string;
  readonly rep: number;
  /** Athlete: one more die for the test, all of them counting (1(2)). */
  readonly athlete?: boolean;
  /** Clumsy: failing with doubles, moves then falls Stunned and prone (1(6)). */
  readonly clumsy?: boolean;
}

export interface FastMoveInput {
  readonly figures: readonly FastMover[];
  /** Crawling figures take the test with 1d6 only (L629). */
  readonly crawling?: boolean;
  /** Wading depth-2 water: the test with 1d6 only (L1179). */
  readonly deepWater?: boolean;
  /** Mud: no Fast Move (monsoon terrain, p.47). */
  readonly mud?: boolean;
}

export interface FastMoveFigure {
  readonly id: string;
  readonly passes: number;
  /** Inches it may move in all: its normal move (half if crawling) plus 4" per die passed. */
  readonly inches: number;
  /** A Clumsy figure that failed with doubles ends Stunned and prone where it stops. */
  readonly fallsStunnedProne: boolean;
}

export interface FastMoveResult {
  readonly figures: readonly FastMoveFigure[];
  /** The group's dice. */
  readonly part: RolledPart;
  /** The extra die only Athletes count, rolled when the group has one. */
  readonly athletePart?: RolledPart;
}

export type FastMoveError = RepError | 'fng/empty-group' | 'fng/no-fast-move';

/**
 * The Fast Move test (L614–L627): one roll of 2d6 for the whole group, read against each figure's REP;
 * each die passed adds 4" to its normal move. An Athlete's extra die is one more die for the group that
 * only Athletes count. A flak jacket takes 2" off the whole fast move (L377).
 */
export function fastMove(roller: Roller, input: FastMoveInput, label: string): RuleResult<FastMoveResult, FastMoveError> {
  if (input.figures.length === 0) return fail('fng/empty-group');
  const bad = input.figures.find((f) => !isRep(f.rep));
  if (bad) return badRep(bad.rep, bad.id);
  if (input.mud === true) return fail('fng/no-fast-move', { terrain: 'mud' });
  const n = input.crawling === true || input.deepWater === true ? 1 : 2;
  const { part } = sumD6(roller, n, label);
  const athletePart = input.figures.some((f) => f.athlete === true) ? sumD6(roller, 1, `${label} athlete`).part : undefined;
  const doubles = part.faces.length === 2 && part.faces[0] === part.faces[1];
  const figures = input.figures.map((f): FastMoveFigure => {
    const extra = f.athlete === true && athletePart ? athletePart.faces : [];
    const passes = passesAmong([...part.faces, ...extra], f.rep);
    const base = input.crawling === true ? crawlMove({ ...f, flakJacket: false }) : normalMove({ ...f, flakJacket: false });
    const flak = f.flakJacket === true ? FLAK_FAST_INCHES : 0;
    const failedDoubles = doubles && passesAmong(part.faces, f.rep) === 0;
    return {
      id: f.id,
      passes,
      inches: Math.max(0, base - flak + FAST_MOVE_PER_DIE * passes),
      fallsStunnedProne: f.clumsy === true && failedDoubles,
    };
  });
  return ok({ figures, part, ...(athletePart === undefined ? {} : { athletePart }) });
}

export interface FastMovingState {
  /** It Fast Moved, any distance, this activation or in its side's last one. */
  readonly fastMoved: boolean;
  readonly wentProne?: boolean;
  readonly stoppedBehindCover?: boolean;
  readonly declaredStopped?: boolean;
  readonly forcedToStop?: boolean;
  /** It fast moved on an earlier turn but cannot activate this turn (L621). */
  readonly cannotActivateThisTurn?: boolean;
}

/**
 * Whether a figure counts as fast moving for shooting and reactions (L619–L621): from its Fast Move
 * until its next activation or next Fast Move, unless it went prone, stopped behind cover, declared a
 * stop or was forced to stop; a figure that cannot activate this turn no longer counts.
 */
export function countsAsFastMoving(s: FastMovingState): boolean {
  return (
    s.fastMoved &&
    s.wentProne !== true &&
    s.stoppedBehindCover !== true &&
    s.declaredStopped !== true &&
    s.forcedToStop !== true &&
    s.cannotActivateThisTurn !== true
  );
}

export type DuckBackMove = 'stay-in-cover' | 'move-to-cover' | 'drop-prone';

/**
 * Duck Back (L639, L714): a figure already in cover stays and drops out of sight of the cause; otherwise
 * it moves to the nearest cover within 6" in any direction, or drops prone where it is and its turn ends.
 */
export function duckBack(s: { readonly inCover: boolean; readonly coverWithin6: boolean }): DuckBackMove {
  if (s.inCover) return 'stay-in-cover';
  return s.coverWithin6 ? 'move-to-cover' : 'drop-prone';
}

export type Side = 'fwf' | 'communist';

export interface RetireResult {
  /** To the nearest cover within 12" away from the cause, even from cover; a second Retire in a turn leaves the table. */
  readonly move: 'to-cover' | 'leave-table';
  /** The figures that caused it get a Parting Shot: full TR, target counts as fast moving, no Received Fire. */
  readonly partingShot: true;
  /** What happens on reaching cover: FWF count as Duck Back; Communist figures are removed for good. */
  readonly onReachingCover: 'duck-back' | 'removed';
}

/** Retire (L626, L722). */
export function retire(s: { readonly side: Side; readonly retiredAlreadyThisTurn: boolean }): RetireResult {
  return {
    move: s.retiredAlreadyThisTurn ? 'leave-table' : 'to-cover',
    partingShot: true,
    onReachingCover: s.side === 'fwf' ? 'duck-back' : 'removed',
  };
}

/** A figure leaving the table after a second Retire that is fired on or charged is Missing in Action (L626). */
export function leavingFigureAttacked(): 'missing-in-action' {
  return 'missing-in-action';
}
