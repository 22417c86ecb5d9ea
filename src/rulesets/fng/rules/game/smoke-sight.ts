import type { Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { smokeAcross, smokeAt, type AirArea } from '../support/air-state.js';
import type { FngGame, TableFigure } from './state.js';

/**
 * Smoke and what is aimed at a spot (FNG 2nd Tour, Smoke Grenade, L773): "Figures within smoke cannot
 * fire or be hit by fire but will still take a Received Fire Test. The smoke cloud also blocks LOS
 * from one side to the other." The clouds are those over the table (air-state's SMOKE: a WP bomb's,
 * L1904, a marking rocket's, L1917, a smoke grenade's). Aimed fire at figures reads it in chain.ts;
 * here is the same rule for what is aimed at a spot — a building or bunker, a grenade's spot, a fire
 * mission's point.
 */

export type SmokeError = 'fng/shooter-in-smoke' | 'fng/smoke-hides-point';

/** The cloud that keeps a figure at `from` from seeing `to`: the one he stands in, or one across the line or over the spot. */
export function smokeBlinds(g: FngGame, from: Point, to: Point): AirArea | undefined {
  return smokeAt(g, from) ?? smokeAcross(g, from, to);
}

/**
 * Fire at a spot no figure stands for (a building, a bunker): not from inside smoke (figures in it
 * cannot fire), nor into or through a cloud (it blocks sight from one side to the other, L773).
 * `what` names the spot in the refusal.
 */
export function smokeClearTo(g: FngGame, f: TableFigure, to: Point, what: string): RuleResult<true, SmokeError> {
  const inside = smokeAt(g, f.at!);
  if (inside) return fail('fng/shooter-in-smoke', { figure: f.id, area: inside.id });
  const across = smokeAcross(g, f.at!, to);
  if (across) return fail('fng/smoke-hides-point', { shooter: f.id, target: what, area: across.id });
  return ok(true);
}
