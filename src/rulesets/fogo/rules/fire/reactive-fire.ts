import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fireSucceeded, landFire, type FireEffect } from './direct-fire.js';
import type { FireResult } from './fire-results.js';
import type { TargetCover } from './fire-pool.js';
import { boolRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requireNonPhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { enemyTarget, findStand, withStands, type FogoState } from '../game/state.js';
import { nearest, pushedBack } from '../game/board-distance.js';
import type { Point } from '../../../../core/board/geometry.js';
import { hasTrait, isMounted, type Stand } from '../troops/stands.js';
import { rollVolley, volleyStands, type Volley, type VolleyError, type VolleyInput } from './volley.js';

export interface ReactiveFireInput extends VolleyInput {
  /** The phasing stand that is moving (or landing) in the reacting side's sight. */
  readonly target: string;
  readonly cover: TargetCover;
  /** The target is moving into close combat: SMGs fire at point blank, Reckless rules apply. */
  readonly assault?: boolean;
}

/** What becomes of the move that drew the fire. */
export type MoveOutcome = 'continues' | 'stopped' | 'ended';

export interface ReactiveFireResult {
  readonly kind: 'reactive-fire';
  readonly side: string;
  readonly target: string;
  /** The target's side: ids are unique only within a side. */
  readonly targetSide: string;
  readonly cover: TargetCover;
  /** The cover the board reads for the target, where the side declared another (`cover:`, its word against the board). */
  readonly boardCover?: TargetCover;
  readonly assault: boolean;
  readonly volley: Volley;
  /** Set when the target was Reckless and assaulting: the result before conversion. */
  readonly recklessFrom?: FireResult;
  readonly effect: FireEffect;
  readonly move: MoveOutcome;
  /** Stands now marked NO FIRE. */
  readonly noFire: readonly string[];
  /**
   * An assaulter Suppressed as it closed is pushed back one stand width (crossfire-core §1.8, S6):
   * `to` is its new place when the board knows where it and a firer stand.
   */
  readonly pushedBack?: { readonly to?: Point };
  readonly initiative: InitiativeEffect;
}

export type ReactiveFireError = PhaseError | VolleyError | 'fogo/target-not-phasing';

/**
 * A Reckless stand moving to close combat ignores a Pin, and a Suppress kills it (crossfire-core
 * §1.11, §2.3); mounted Dragoons are Reckless.
 */
export function recklessAssaultResult(result: FireResult): FireResult {
  if (result === 'pin') return 'none';
  if (result === 'suppress') return 'kill';
  return result;
}

function isReckless(stand: Stand): boolean {
  return hasTrait(stand, 'reckless') || isMounted(stand);
}

/**
 * The assaulter pushed back one stand width (crossfire-core §1.8, S6), straight away from the nearest
 * firer the board places; with no positions to measure from, it stays where the owner puts it.
 */
function pushBack(state: FogoState, assaulter: Stand, firers: readonly Stand[], rules: HouseRules): { state: FogoState; to?: Point } {
  const now = findStand(state, assaulter) ?? assaulter;
  const from = nearest(now, firers, rules);
  if (now.position === undefined || from?.position === undefined) return { state };
  const to = pushedBack(now.position, from.position, rules);
  return { state: withStands(state, [{ ...now, position: to }]), to };
}

/**
 * Reactive fire by the non-phasing side at a phasing stand as it moves (crossfire-core §1.4.6). A
 * Suppress or Kill ends the move and takes the initiative; a Pin stops the mover and the initiative
 * stays; a reaction that fails marks its firers NO FIRE (a Pin counts as failing under house rule
 * `noFire.onPin`). An assaulter it Suppresses is pushed back one stand width (`pushBack`).
 */
export function reactiveFire(
  state: FogoState,
  input: ReactiveFireInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ReactiveFireResult }, ReactiveFireError> {
  const side = requireNonPhasing(state, input.side);
  if (!side.ok) return side;
  const target = enemyTarget(state, side.value, input.target);
  if (!target.ok) return target;
  if (target.value.side !== state.initiative) return fail('fogo/target-not-phasing', { stand: target.value.id });
  const assault = input.assault === true;
  const situation = {
    cover: input.cover,
    targetGroundHug: target.value.groundHug,
    targetJustLanded: target.value.landedInInitiative === state.initiativeCount,
    pointBlank: assault,
  };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, 'reactive fire');
  if (!fired.ok) return fired;
  const { volley } = fired.value;
  const reckless = assault && isReckless(target.value);
  const result = reckless ? recklessAssaultResult(volley.best) : volley.best;
  const landed = landFire(fired.value.state, target.value, result, rules);
  const success = fireSucceeded(landed.effect);
  const pinOnly = !success && result === 'pin';
  const failed = !success && !(pinOnly && !boolRule(rules, 'noFire.onPin'));
  const marked = failed ? volleyStands(landed.state, side.value, volley) : [];
  const afterFire = withStands(landed.state, marked.map((s) => ({ ...s, noFire: true })));
  const push = assault && landed.effect.to === 'suppressed' ? pushBack(afterFire, target.value, volleyStands(afterFire, side.value, volley), rules) : undefined;
  const next = push?.state ?? afterFire;
  const initiative: InitiativeEffect = success ? 'pass' : 'keep';
  return ok({
    state: applyInitiative(next, initiative, rules, side.value),
    result: {
      kind: 'reactive-fire',
      side: side.value,
      target: target.value.id,
      targetSide: target.value.side,
      cover: input.cover,
      assault,
      volley,
      ...(reckless && result !== volley.best ? { recklessFrom: volley.best } : {}),
      effect: landed.effect,
      move: success ? 'ended' : pinOnly ? 'stopped' : 'continues',
      noFire: marked.map((s) => s.id),
      ...(push === undefined ? {} : { pushedBack: push.to === undefined ? {} : { to: push.to } }),
      initiative,
    },
  });
}
