import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { checkChained, type ReachError } from '../game/board-distance.js';
import type { HouseRules } from '../game/house-rule-lookup.js';
import { requirePhasing } from '../game/initiative.js';
import { canMove, moveStand, type MoveError, type MoveResult } from './movement.js';
import { ownLivingStand, type FogoState } from '../game/state.js';
import type { Stand } from '../troops/stands.js';

export interface GroupMoveInput {
  readonly side: string;
  /** The stands moving together, two or more. */
  readonly stands: readonly string[];
  /** The feature they end in; `null` for open ground; absent if they stay in the one they are in. */
  readonly feature?: string | null;
  /** They moved in sight of the enemy: hidden members are revealed. */
  readonly seen?: boolean;
}

export interface GroupMoveResult {
  readonly kind: 'group-move';
  readonly side: string;
  /** Each stand's move, in the order named, as `moveStand` resolved it. */
  readonly moves: readonly MoveResult[];
  /** Members the board showed chained within one stand width; the rest were on the owner's word. */
  readonly measured: readonly string[];
  readonly onWord: readonly string[];
  readonly initiative: 'keep';
}

export type GroupMoveError = MoveError | ReachError | 'fogo/listed-twice' | 'fogo/group-too-small';

/**
 * A group move (Crossfire core CF4.2 Group Movement; crossfire-core §1.1 "within one stand width …
 * used by group move", §1.3 "Move (single stand or group move)"; seed 000 L320 / seed 001 L45: a
 * real Sneaker's troops "group move"): two or more of the phasing side's stands, each within one stand
 * width of another (`checkChained`, measured on the board where placed, on the owner's word where
 * not), move together as one action. Every member must be free to move (`canMove`): one that is not
 * refuses the whole group before anything changes. Each then moves as a single move does
 * (`moveStand`: ground hug ends, a hidden stand seen moving is revealed, a Looter entering a lootable
 * feature disperses), and the enemy may fire reactively at any of them (`reactiveFire`).
 */
export function groupMove(
  state: FogoState,
  input: GroupMoveInput,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: GroupMoveResult }, GroupMoveError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  if (input.stands.length < 2) return fail('fogo/group-too-small');
  const group: Stand[] = [];
  for (const id of input.stands) {
    const s = ownLivingStand(state, side.value, id);
    if (!s.ok) return s;
    if (group.some((g) => g.id === s.value.id)) return fail('fogo/listed-twice', { stand: s.value.id });
    const movable = canMove(state, s.value);
    if (!movable.ok) return movable;
    group.push(s.value);
  }
  const chain = checkChained(group, rules, 'group move');
  if (!chain.ok) return chain;
  let next = state;
  const moves: MoveResult[] = [];
  for (const s of group) {
    const moved = moveStand(next, { side: side.value, stand: s.id, ...(input.feature === undefined ? {} : { feature: input.feature }), ...(input.seen === undefined ? {} : { seen: input.seen }) }, rules);
    if (!moved.ok) return moved;
    next = moved.value.state;
    moves.push(moved.value.result);
  }
  return ok({
    state: next,
    result: { kind: 'group-move', side: side.value, moves, measured: chain.value.measured, onWord: chain.value.onWord, initiative: 'keep' },
  });
}
