import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { landFire, type FireEffect } from './direct-fire.js';
import { boolRule, intRule, type HouseRules } from '../game/house-rule-lookup.js';
import { applyInitiative, requirePhasing, type InitiativeEffect, type PhaseError } from '../game/initiative.js';
import { withStands, type FogoState } from '../game/state.js';
import { rollVolley, type Volley, type VolleyError, type VolleyInput } from './volley.js';

export interface ReconByFireInput extends VolleyInput {
  /** The terrain feature fired into. */
  readonly feature: string;
}

export interface ReconByFireResult {
  readonly kind: 'recon-by-fire';
  readonly side: string;
  readonly feature: string;
  readonly volley: Volley;
  /** Hits the best shot needed (house rule `rbf.successHits`). */
  readonly needed: number;
  readonly success: boolean;
  /** Hidden enemy stands in the feature, now revealed. */
  readonly revealed: readonly string[];
  /** The side of each revealed stand, in the same order (ids are unique only within a side). */
  readonly revealedSides: readonly string[];
  /** Fire results on the revealed stands, in the same order, under house rule `rbf.appliesResult`. */
  readonly effects: readonly FireEffect[];
  readonly initiative: InitiativeEffect;
}

export type ReconByFireError = PhaseError | VolleyError | 'fogo/bad-feature';

const sameFeature = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Recon by fire into a terrain feature to flush hidden enemy (crossfire-core §1.6): the firers' normal
 * pools into cover; success on `rbf.successHits` hits by the best shot reveals every hidden enemy
 * stand in the feature. Whether they also take the result and whether failure passes the initiative
 * are house rules (`rbf.appliesResult`, `rbf.failPassesInitiative`).
 */
export function reconByFire(
  state: FogoState,
  input: ReconByFireInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: ReconByFireResult }, ReconByFireError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const feature = input.feature.trim();
  if (feature === '' || /[\n\r]/.test(feature)) return fail('fogo/bad-feature');
  const situation = { cover: 'cover' as const, targetGroundHug: false, targetJustLanded: false, pointBlank: false };
  const fired = rollVolley(state, { ...input, side: side.value }, situation, roller, rules, 'recon by fire');
  if (!fired.ok) return fired;
  const { volley } = fired.value;
  const needed = intRule(rules, 'rbf.successHits');
  const success = volley.bestHits >= needed;
  const found = success
    ? fired.value.state.stands.filter(
        (s) => s.side !== side.value && s.hidden && s.status !== 'killed' && s.offTable !== true && sameFeature(s.feature, feature),
      )
    : [];
  let next = withStands(fired.value.state, found.map((s) => ({ ...s, hidden: false })));
  const effects: FireEffect[] = [];
  if (boolRule(rules, 'rbf.appliesResult')) {
    for (const s of found) {
      const landed = landFire(next, s, volley.best, rules);
      next = landed.state;
      effects.push(landed.effect);
    }
  }
  const initiative: InitiativeEffect = success || !boolRule(rules, 'rbf.failPassesInitiative') ? 'keep' : 'pass';
  return ok({
    state: applyInitiative(next, initiative, rules),
    result: {
      kind: 'recon-by-fire',
      side: side.value,
      feature,
      volley,
      needed,
      success,
      revealed: found.map((s) => s.id),
      revealedSides: found.map((s) => s.side),
      effects,
      initiative,
    },
  });
}
