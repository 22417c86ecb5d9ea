import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { HEX_DIRECTIONS, hexNeighbour, onHexGrid, type HexCoord, type HexDirection, type HexGrid } from '../../../../core/board/hex.js';
import type { RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import {
  fireWith,
  lnlFireRules,
  type DftCircumstances,
  type DirectFireError,
  type DirectFireResult,
  type FireTarget,
} from '../combat/direct-fire.js';

export interface HelicopterCrash {
  readonly directionDie: number;
  readonly direction: HexDirection;
  readonly distanceDie: number;
  /** The second die halved, rounding up: 1–3 hexes. */
  readonly distance: number;
  readonly from: HexCoord;
  readonly crashHex: HexCoord;
  /** With a grid given: the crash hex lies off the board. */
  readonly offBoard?: boolean;
  readonly directionPart: RolledPart;
  readonly distancePart: RolledPart;
}

/**
 * Where a destroyed helicopter comes down: of the 2d6, the first gives the direction (1 north,
 * 2 northeast, … 6 northwest, `HEX_DIRECTIONS`), the second halved rounding up the distance in hexes
 * from the hex in which it was engaged. LnL player aid, DCT note "Destroyed" (helicopters, 19.0).
 */
export function helicopterCrash(from: HexCoord, roller: Roller, grid?: HexGrid): HelicopterCrash {
  const directionPart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'crash direction');
  const distancePart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'crash distance');
  const direction = HEX_DIRECTIONS[directionPart.total - 1]!;
  const distance = Math.ceil(distancePart.total / 2);
  let crashHex = from;
  for (let i = 0; i < distance; i++) crashHex = hexNeighbour(crashHex, direction);
  return {
    directionDie: directionPart.total,
    direction,
    distanceDie: distancePart.total,
    distance,
    from,
    crashHex,
    ...(grid === undefined ? {} : { offBoard: !onHexGrid(crashHex, grid) }),
    directionPart,
    distancePart,
  };
}

/** The crash's firepower against every unit in the crash hex. */
export const CRASH_FIREPOWER = 6;

export interface CrashAttackInput {
  readonly target: FireTarget;
  /** DFT rows that describe the target (moving, adjacent rows do not apply to a crash). */
  readonly circumstances?: DftCircumstances;
}

/**
 * The crash attack on the units in the crash hex: a normal direct-fire attack with FP 6 (1d6 + 6
 * vs 1d6 + TM). LnL player aid, DCT note "Destroyed".
 */
export function crashAttack(
  input: CrashAttackInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<DirectFireResult, DirectFireError> {
  return fireWith(
    'd6',
    'crash',
    { firepower: CRASH_FIREPOWER, target: input.target, ...(input.circumstances === undefined ? {} : { circumstances: input.circumstances }) },
    roller,
    rules,
  );
}
