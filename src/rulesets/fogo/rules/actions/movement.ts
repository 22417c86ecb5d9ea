import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { worseStatus } from '../fire/fire-results.js';
import { boolRule, type HouseRules } from '../game/house-rule-lookup.js';
import { requirePhasing, type PhaseError } from '../game/initiative.js';
import { noteActed, ownLivingStand, withStands, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, type Stand, type StandStatus } from '../troops/stands.js';

export type MoveCheckError =
  | 'fogo/not-on-table'
  | 'fogo/stand-pinned'
  | 'fogo/stand-suppressed'
  | 'fogo/just-landed';

/**
 * Whether a stand may take a move action: on the table, neither Pinned nor Suppressed
 * (crossfire-core §1.4.3), and not a paratrooper in the initiative it landed (§2.8).
 */
export function canMove(state: FogoState, s: Stand): RuleResult<Stand, MoveCheckError> {
  if (s.offTable === true || s.embarkedIn !== undefined) return fail('fogo/not-on-table', { stand: s.id });
  if (s.status === 'pinned') return fail('fogo/stand-pinned', { stand: s.id });
  if (s.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: s.id });
  if (s.landedInInitiative === state.initiativeCount) return fail('fogo/just-landed', { stand: s.id });
  return ok(s);
}

/** Whether the scenario lists `feature` as lootable (crossfire-core §2.5), ignoring case. */
export function isLootable(state: FogoState, feature: string): boolean {
  const f = feature.trim().toLowerCase();
  return state.lootableFeatures.some((x) => x.trim().toLowerCase() === f);
}

/** Places a stand in a feature; a Looter entering a lootable one becomes Pinned (crossfire-core §2.5). */
export function enterFeature(state: FogoState, s: Stand, feature: string): { stand: Stand; looting: boolean } {
  const looting = hasTrait(s, 'looter') && isLootable(state, feature);
  return { stand: { ...s, feature, status: looting ? worseStatus(s.status, 'pinned') : s.status }, looting };
}

export interface MoveInput {
  readonly side: string;
  readonly stand: string;
  /** The feature it ends in; `null` for open ground; absent if it stays in the same one. */
  readonly feature?: string | null;
  /** It moved in sight of the enemy: a hidden stand is revealed. */
  readonly seen?: boolean;
}

export interface MoveResult {
  readonly kind: 'move';
  readonly side: string;
  readonly stand: string;
  readonly feature?: string;
  readonly revealed: boolean;
  /** A Looter that entered a lootable feature and dispersed to loot. */
  readonly looting?: { readonly from: StandStatus; readonly to: StandStatus };
  readonly initiative: 'keep';
}

export type MoveError = PhaseError | StateError | MoveCheckError | 'fogo/bad-feature';

/**
 * A move action, as the owner reports it (no geometry): a moving stand stops hugging the ground
 * (house rule `groundHug.endsOnMove`), a
 * hidden one seen moving is revealed, and a Looter entering a lootable feature is Pinned. Reactive
 * fire it draws is `reactiveFire`.
 */
export function moveStand(
  state: FogoState,
  input: MoveInput,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: MoveResult }, MoveError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const movable = canMove(state, s.value);
  if (!movable.ok) return movable;
  const revealed = input.seen === true && s.value.hidden;
  const getsUp = s.value.groundHug && boolRule(rules, 'groundHug.endsOnMove');
  let stand: Stand = { ...s.value, groundHug: s.value.groundHug && !getsUp, hidden: revealed ? false : s.value.hidden };
  let looting = false;
  if (input.feature === null) {
    const { feature: _left, ...rest } = stand;
    stand = rest;
  } else if (input.feature !== undefined) {
    const f = input.feature.trim();
    if (f === '' || /[\n\r]/.test(f)) return fail('fogo/bad-feature');
    ({ stand, looting } = enterFeature(state, stand, f));
  }
  return ok({
    state: noteActed(withStands(state, [stand]), [stand]),
    result: {
      kind: 'move',
      side: side.value,
      stand: stand.id,
      ...(stand.feature === undefined ? {} : { feature: stand.feature }),
      revealed,
      ...(looting ? { looting: { from: s.value.status, to: stand.status } } : {}),
      initiative: 'keep',
    },
  });
}
