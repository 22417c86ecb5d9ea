import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, type InitiativeEffect } from '../game/initiative.js';
import { rallyModifiers, rallyRoll, type AssistError, type TargetRoll } from './rally.js';
import { gameSide, noteActed, ownLivingStand, showQuality, showRatings, withStands, type FogoState, type StateError } from '../game/state.js';
import { isMounted } from '../troops/stands.js';

export interface DismountInput {
  readonly side: string;
  readonly stand: string;
  /** Out of sight of every enemy stand: +1. */
  readonly outOfSight?: boolean;
  readonly assistedBy?: string;
}

export interface DismountResult {
  readonly kind: 'dismount';
  readonly side: string;
  readonly stand: string;
  readonly roll: TargetRoll;
  readonly dismounted: boolean;
  readonly initiative: InitiativeEffect;
}

export type DismountError = StateError | AssistError | 'fogo/not-mounted' | 'fogo/stand-suppressed';

/**
 * Mounted Dragoons dismount on a successful rally-from-pin roll, +1 out of enemy sight; failure passes
 * the initiative, and they never remount (Fogo Cruzado, Dragoon; crossfire-core §2.3).
 * Only the phasing side may give it: the phase table checks that (`PHASE_TABLE`), not this move.
 */
export function dismountDragoons(
  state: FogoState,
  input: DismountInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: DismountResult }, DismountError> {
  const side = gameSide(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const stand = s.value;
  if (!isMounted(stand)) return fail('fogo/not-mounted', { stand: stand.id });
  if (stand.status === 'suppressed') return fail('fogo/stand-suppressed', { stand: stand.id });
  const mods = rallyModifiers(state, side.value, stand, input, rules);
  if (!mods.ok) return mods;
  const roll = rallyRoll(stand, 'pinned', mods.value, roller, rules, 'dismount');
  const initiative: InitiativeEffect = roll.success ? 'keep' : 'pass';
  const next = noteActed(showRatings(withStands(state, [showQuality(roll.success ? { ...stand, mounted: false } : stand)]), side.value, mods.value), [stand]);
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: { kind: 'dismount', side: side.value, stand: stand.id, roll, dismounted: roll.success, initiative },
  });
}
