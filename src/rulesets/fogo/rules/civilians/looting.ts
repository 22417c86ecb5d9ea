import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { applyFireResult, hitsToResult, isSuppressOrBetter, worseStatus, type FireResult } from '../fire/fire-results.js';
import { boolRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requireNonPhasing, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { canMove, enterFeature, isLootable, type MoveCheckError } from '../actions/movement.js';
import { rallyModifiers, rallyRoll, type AssistError, type TargetRoll } from '../actions/rally.js';
import { knownEnemyStand, noteActed, ownLivingStand, showQuality, showRatings, withStands, type FogoState, type StateError } from '../game/state.js';
import { hasTrait, type StandStatus } from '../troops/stands.js';

/** Dice of a Temptation roll, hitting on 5–6 (crossfire-core §2.5). */
export const TEMPTATION_DICE = 4;

/** Where the Looter is: inside the lootable feature, or one move from it. */
export type LooterPosition = 'in' | 'near';

export interface TemptationInput {
  /** The enemy of the Looter, who announces the roll. */
  readonly side: string;
  readonly stand: string;
  readonly feature: string;
  readonly position: LooterPosition;
}

export interface TemptationResult {
  readonly kind: 'temptation';
  readonly side: string;
  readonly stand: string;
  /** The Looter's side: the phasing one (ids are unique only within a side). */
  readonly standSide: string;
  readonly feature: string;
  readonly position: LooterPosition;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly result: FireResult;
  readonly part: RolledPart;
  /** `continues`: no hit; `aborted`: already in the feature; `diverted`: it moves into the feature instead. */
  readonly move: 'continues' | 'aborted' | 'diverted';
  readonly from: StandStatus;
  readonly to: StandStatus;
  readonly initiative: InitiativeEffect;
}

export type LootingError =
  | PhaseError
  | StateError
  | AssistError
  | MoveCheckError
  | 'fogo/not-a-looter'
  | 'fogo/not-lootable'
  | 'fogo/target-not-phasing';

/**
 * The enemy's Temptation roll on a Looter trying to move in or near a lootable feature out of enemy
 * sight (Fogo Cruzado, Looter; crossfire-core §2.5): 4d6, hits on 5–6. Any hit and the men disperse
 * to loot: the move is aborted (in the feature) or turned into a move into it (near), and the stand
 * takes Pin / Suppress / Kill by hits — never less than the Pin of entering (§2.11 (11)). A Suppress or
 * Kill passes the initiative to the tempter under house rule `temptation.passesInitiative`. The
 * Looter is named among the enemy stands the tempter can see (`knownEnemyStand`).
 */
export function tempt(
  state: FogoState,
  input: TemptationInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: TemptationResult }, LootingError> {
  const side = requireNonPhasing(state, input.side);
  if (!side.ok) return side;
  const found = knownEnemyStand(state, side.value, input.stand);
  if (!found.ok) return found;
  const looter = found.value;
  if (!hasTrait(looter, 'looter')) return fail('fogo/not-a-looter', { stand: looter.id });
  if (looter.side !== state.initiative) return fail('fogo/target-not-phasing', { stand: looter.id });
  if (looter.status === 'killed') return fail('fogo/stand-killed', { stand: looter.id });
  if (!isLootable(state, input.feature)) return fail('fogo/not-lootable', { feature: input.feature });
  const part = roller.roll({ op: 'at-least', n: TEMPTATION_DICE, sides: 6, target: 5 }, `temptation ${looter.id}`);
  const result = hitsToResult(part.total);
  const base = {
    kind: 'temptation',
    side: side.value,
    stand: looter.id,
    standSide: looter.side,
    feature: input.feature.trim(),
    position: input.position,
    faces: part.faces,
    hits: part.total,
    result,
    part,
    from: looter.status,
  } as const;
  if (result === 'none') {
    return ok({ state, result: { ...base, move: 'continues', to: looter.status, initiative: 'keep' } });
  }
  const to = worseStatus(applyFireResult(looter.status, result, rules), 'pinned');
  const passes = boolRule(rules, 'temptation.passesInitiative') && (isSuppressOrBetter(result) || to === 'killed');
  const initiative: InitiativeEffect = passes ? 'pass' : 'keep';
  const next = withStands(state, [{ ...looter, status: to, feature: base.feature }]);
  return ok({
    state: applyInitiative(next, initiative, rules, side.value),
    result: { ...base, move: input.position === 'in' ? 'aborted' : 'diverted', to, initiative },
  });
}

/** The longest name a lootable feature may have. */
const LOOTABLE_NAME_MAX = 60;

/**
 * The GM declares the scenario's lootable features (Fogo Cruzado, Looter; crossfire-core §2.5: the
 * buildings, shops and broken-down trucks that tempt Looters), comma-separated; the list replaces
 * the last one. An empty list, or a name over 60 characters, is refused.
 */
export function declareLootable(state: FogoState, text: string): RuleResult<FogoState, 'fogo/bad-feature'> {
  const features = text.split(',').map((f) => f.trim()).filter(Boolean);
  if (features.length === 0 || features.some((f) => f.length > LOOTABLE_NAME_MAX)) return fail('fogo/bad-feature');
  return ok({ ...state, lootableFeatures: features });
}

export interface ResistLootingInput {
  readonly side: string;
  readonly stand: string;
  /** The lootable feature the stand is near. */
  readonly feature: string;
  readonly outOfSight?: boolean;
  readonly assistedBy?: string;
}

export interface ResistLootingResult {
  readonly kind: 'resist-looting';
  readonly side: string;
  readonly stand: string;
  readonly feature: string;
  readonly roll: TargetRoll;
  /** Resisted: the intended move goes ahead. Otherwise it moved into the feature and is Pinned. */
  readonly resisted: boolean;
  readonly from: StandStatus;
  readonly to: StandStatus;
  readonly initiative: InitiativeEffect;
}

/**
 * The owner's resist-looting roll before a Looter near a lootable feature moves anywhere else (Fogo
 * Cruzado, Looter; crossfire-core §2.5): a rally-from-pin roll. Failure moves it into the feature,
 * where it disperses to loot (Pinned); that passes the initiative only under house rule
 * `resistLooting.failPassesInitiative`.
 */
export function resistLooting(
  state: FogoState,
  input: ResistLootingInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ResistLootingResult }, LootingError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const s = ownLivingStand(state, side.value, input.stand);
  if (!s.ok) return s;
  const stand = s.value;
  if (!hasTrait(stand, 'looter')) return fail('fogo/not-a-looter', { stand: stand.id });
  if (!isLootable(state, input.feature)) return fail('fogo/not-lootable', { feature: input.feature });
  const movable = canMove(state, stand);
  if (!movable.ok) return movable;
  const mods = rallyModifiers(state, side.value, stand, input, rules);
  if (!mods.ok) return mods;
  const roll = rallyRoll(stand, 'pinned', mods.value, roller, rules, 'resist looting');
  const feature = input.feature.trim();
  const after = roll.success ? stand : enterFeature(state, stand, feature).stand;
  const initiative: InitiativeEffect = !roll.success && boolRule(rules, 'resistLooting.failPassesInitiative') ? 'pass' : 'keep';
  const next = noteActed(showRatings(withStands(state, [showQuality(after)]), side.value, mods.value), [stand]);
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: {
      kind: 'resist-looting',
      side: side.value,
      stand: stand.id,
      feature,
      roll,
      resisted: roll.success,
      from: stand.status,
      to: after.status,
      initiative,
    },
  });
}
