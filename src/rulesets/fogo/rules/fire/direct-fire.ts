import { ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { applyFireResult, isSuppressOrBetter, type FireResult } from './fire-results.js';
import type { TargetCover } from './fire-pool.js';
import type { HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { enemyTarget, findStand, withStands, type FogoState } from '../game/state.js';
import type { StandStatus } from '../troops/stands.js';
import { rollVolley, type Volley, type VolleyError, type VolleyInput } from './volley.js';

/** What a fire did to its target. */
export interface FireEffect {
  readonly stand: string;
  /** The result that landed, after any Reckless conversion. */
  readonly result: FireResult;
  readonly from: StandStatus;
  readonly to: StandStatus;
}

export interface DirectFireInput extends VolleyInput {
  readonly target: string;
  /** The target's terrain as declared; its ground hug comes from the state. */
  readonly cover: TargetCover;
}

export interface DirectFireResult {
  readonly kind: 'direct-fire';
  readonly side: string;
  readonly target: string;
  /** The target's side: ids are unique only within a side. */
  readonly targetSide: string;
  readonly cover: TargetCover;
  /** The cover the board reads for the target, where the side declared another (`cover:`, its word against the board). */
  readonly boardCover?: TargetCover;
  readonly volley: Volley;
  readonly effect: FireEffect;
  readonly initiative: InitiativeEffect;
}

export type DirectFireError = PhaseError | VolleyError;

/** Whether a fire counts as a success for the initiative: Suppress or better, or it killed. */
export function fireSucceeded(effect: FireEffect): boolean {
  return isSuppressOrBetter(effect.result) || (effect.to === 'killed' && effect.from !== 'killed');
}

/** Lands `result` on the stand `targetRef` (its side and id) and reports the change. */
export function landFire(
  state: FogoState,
  targetRef: UnitRef,
  result: FireResult,
  rules: HouseRules,
): { state: FogoState; effect: FireEffect } {
  const target = findStand(state, targetRef);
  if (!target) throw new Error(`fire target ${targetRef.side}:${targetRef.id} vanished`);
  const to = applyFireResult(target.status, result, rules);
  return {
    state: withStands(state, [{ ...target, status: to }]),
    effect: { stand: target.id, result, from: target.status, to },
  };
}

/**
 * Phasing direct fire by one stand, a fire group or a crossfire at one enemy stand (Crossfire core
 * fire; crossfire-core §1.4, §2.1–§2.3). Each firer rolls its own pool; the best single result lands,
 * with accumulation on an already-hit target (§1.4.4). Anything short of Suppress or Kill passes the
 * initiative (§1.2).
 */
export function directFire(
  state: FogoState,
  input: DirectFireInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: DirectFireResult }, DirectFireError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const target = enemyTarget(state, side.value, input.target);
  if (!target.ok) return target;
  const situation = {
    cover: input.cover,
    targetGroundHug: target.value.groundHug,
    targetJustLanded: target.value.landedInInitiative === state.initiativeCount,
    pointBlank: false,
  };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, 'fire');
  if (!fired.ok) return fired;
  const { volley } = fired.value;
  const landed = landFire(fired.value.state, target.value, volley.best, rules);
  const initiative: InitiativeEffect = fireSucceeded(landed.effect) ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(landed.state, initiative, rules),
    result: {
      kind: 'direct-fire',
      side: side.value,
      target: target.value.id,
      targetSide: target.value.side,
      cover: input.cover,
      volley,
      effect: landed.effect,
      initiative,
    },
  });
}
