import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart, RollSpec } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { boolRule, choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { QUALITY_PROFILES, type Quality } from '../troops/troops.js';
import type { VehicleSpeed } from '../troops/vehicles.js';

/** Infantry lose this much per obstacle crossed. */
export const OBSTACLE_INCHES = 6;
/** Movement keeps this many of the dice rolled. */
export const KEPT_DICE = 3;
/** Vehicles may make this many 90° turns, the first at the start. */
export const VEHICLE_TURNS = 2;

const SPEED_DICE: Readonly<Record<VehicleSpeed, number>> = { slow: 3, medium: 4, fast: 5 };

export type MoveLossReason = 'obstacle' | 'woods' | 'second-turn' | 'damaged-tracks';

export interface MoveLoss {
  readonly reason: MoveLossReason;
  /** Inches taken off: 6 per obstacle for infantry, a rolled d6, or 0 when the loss cost a movement die. */
  readonly inches: number;
  readonly part?: RolledPart;
  /** House rule `move.loseD6` DROP_DIE: the loss was one movement die fewer. */
  readonly droppedDie?: boolean;
}

export interface MoveResult {
  readonly dice: RolledPart;
  /** What the movement dice give before losses. */
  readonly rolled: number;
  readonly losses: readonly MoveLoss[];
  /** Inches moved, never below 0. */
  readonly inches: number;
}

export type MoveError = 'fireteam/pinned-cannot-move' | 'fireteam/fired-cannot-move' | 'fireteam/immobilised' | 'fireteam/too-many-turns';

type LoseD6 = 'SUBTRACT_ROLL' | 'DROP_DIE';
const loseD6 = (rules: HouseRules): LoseD6 => choiceRule(rules, 'move.loseD6', ['SUBTRACT_ROLL', 'DROP_DIE'] as const);

/** Rolls each d6 loss (SUBTRACT_ROLL) or records it as a dropped die (DROP_DIE). */
function d6Losses(causes: readonly MoveLossReason[], mode: LoseD6, roller: Roller): MoveLoss[] {
  return causes.map((reason) => {
    if (mode === 'DROP_DIE') return { reason, inches: 0, droppedDie: true };
    const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, reason.replace('-', ' '));
    return { reason, inches: part.total, part };
  });
}

function result(dice: RolledPart, losses: readonly MoveLoss[]): MoveResult {
  const lost = losses.reduce((a, l) => a + l.inches, 0);
  return { dice, rolled: dice.total, losses, inches: Math.max(0, dice.total - lost) };
}

export interface InfantryMoveInput {
  readonly quality: Quality;
  readonly obstacles?: number;
  readonly woods?: boolean;
  readonly pinned?: boolean;
  readonly fired?: boolean;
}

/**
 * Fire Team (seed 004), Movement: 3D6 Raw, 4D6 Average, 5D6 Veteran, the best 3 kept, less 6" per
 * obstacle crossed and 1D6 through woods (house rule `move.loseD6`). Only units that did not shoot
 * and are not Pinned may move.
 */
export function infantryMove(input: InfantryMoveInput, roller: Roller, rules: HouseRules): RuleResult<MoveResult, MoveError> {
  if (input.pinned === true) return fail('fireteam/pinned-cannot-move');
  if (input.fired === true) return fail('fireteam/fired-cannot-move');
  const mode = loseD6(rules);
  const woods: MoveLossReason[] = input.woods === true ? ['woods'] : [];
  const n = QUALITY_PROFILES[input.quality].moveDice - (mode === 'DROP_DIE' ? woods.length : 0);
  const dice = roller.roll({ op: 'best', n, k: Math.min(KEPT_DICE, n), sides: 6 }, 'move');
  const obstacles: MoveLoss[] = Array.from({ length: input.obstacles ?? 0 }, () => ({ reason: 'obstacle', inches: OBSTACLE_INCHES }));
  return ok(result(dice, [...obstacles, ...d6Losses(woods, mode, roller)]));
}

export interface VehicleMoveInput {
  readonly speed: VehicleSpeed;
  /** Soft-skinned vehicles count slow off the road and fast on it. */
  readonly softSkinned?: boolean;
  readonly onRoad?: boolean;
  /** 90° turns made this move (at most two). */
  readonly turns?: number;
  readonly obstacles?: number;
  readonly veteranCrew?: boolean;
  /** Damage result 3, Pinned & −1D6 movement. */
  readonly damagedTracks?: boolean;
  readonly pinned?: boolean;
  readonly immobilised?: boolean;
}

export interface VehicleMoveResult extends MoveResult {
  readonly speed: VehicleSpeed;
}

/** A vehicle's speed for this move: soft-skins are slow off the road, fast on it. */
export function effectiveSpeed(input: Pick<VehicleMoveInput, 'speed' | 'softSkinned' | 'onRoad'>): VehicleSpeed {
  if (input.softSkinned !== true) return input.speed;
  return input.onRoad === true ? 'fast' : 'slow';
}

/**
 * Fire Team (seed 004), Vehicles Movement: 3D6 slow, 4D6 medium, 5D6 fast (summed, or the best 3 under
 * house rule `move.vehicleDice`); two 90° turns, losing 1D6 for the second turn and for each obstacle
 * (house rule `move.vehicleLossPerCause`); Veteran tank crews roll one die more and keep the best
 * 3/4/5; soft-skinned vehicles slow off the road and fast on it. Damage result 3 costs a further 1D6.
 */
export function vehicleMove(input: VehicleMoveInput, roller: Roller, rules: HouseRules): RuleResult<VehicleMoveResult, MoveError> {
  if (input.immobilised === true) return fail('fireteam/immobilised');
  if (input.pinned === true) return fail('fireteam/pinned-cannot-move');
  const turns = input.turns ?? 0;
  if (turns > VEHICLE_TURNS) return fail('fireteam/too-many-turns', { turns, max: VEHICLE_TURNS });
  const speed = effectiveSpeed(input);
  const mode = loseD6(rules);
  const terrain: MoveLossReason[] = [
    ...(turns === VEHICLE_TURNS ? ['second-turn' as const] : []),
    ...Array.from({ length: input.obstacles ?? 0 }, () => 'obstacle' as const),
  ];
  const causes: MoveLossReason[] = [
    ...(boolRule(rules, 'move.vehicleLossPerCause') ? terrain : terrain.slice(0, 1)),
    ...(input.damagedTracks === true ? ['damaged-tracks' as const] : []),
  ];
  const n = Math.max(0, SPEED_DICE[speed] - (mode === 'DROP_DIE' ? causes.length : 0));
  const bestThree = choiceRule(rules, 'move.vehicleDice', ['SUM_ALL', 'BEST_THREE'] as const) === 'BEST_THREE';
  const kept = bestThree ? Math.min(KEPT_DICE, n) : n;
  const spec: RollSpec =
    input.veteranCrew === true || kept < n
      ? { op: 'best', n: n + (input.veteranCrew === true ? 1 : 0), k: kept, sides: 6 }
      : { op: 'sum', n, sides: 6 };
  const dice = roller.roll(spec, 'vehicle move');
  return ok({ ...result(dice, d6Losses(causes, mode, roller)), speed });
}
