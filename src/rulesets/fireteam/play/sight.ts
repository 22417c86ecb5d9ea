import type { FireteamScenario } from '../rules/scenario.js';
import { ok, type RuleResult } from '../../../core/result.js';
import { checkFixedArc, checkSight, type SightError } from '../rules/line-of-sight.js';
import { findUnit, type FireteamState } from '../rules/state.js';
import type { UnitRef } from '../../../core/unit-ref.js';

/**
 * Seed 004, Cover and Firing, read from the table: whether `shooter` can see `target` (edge of
 * cover, blocking features, smoke) and, for a fixed gun, has it in its arc. Without a board or
 * positions the player's word is taken; the map is approximate, so `visible:true` attests a shot.
 */
export function checkShotSight(game: FireteamState, board: FireteamScenario | undefined, shooter: UnitRef, target: UnitRef): RuleResult<true, SightError> {
  const s = findUnit(game, shooter);
  const t = findUnit(game, target);
  if (!s || !t || !s.position || !t.position) return ok(true);
  if (board) {
    const seen = checkSight({ features: board.features, smoke: game.smoke, from: s.position, to: t.position });
    if (!seen.ok) return { ...seen, params: { ...seen.params, unit: s.id, target: t.id } };
  }
  return checkFixedArc(s, t.position);
}
