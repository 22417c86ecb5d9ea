import { distance, pointInShape, shapeCentre, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { airOf, litAt, markNear, type AerialSpot } from '../air-state.js';
import { spottedNear } from './fac-over.js';
import { GROUP_DISTANCE } from '../../figures/groups.js';
import type { FngScenario } from '../../terrain/scenario.js';
import type { FngGame } from '../../game/state.js';
import type { SupportRequest } from '../support-state.js';

/**
 * Where an aircraft may attack (FNG 2nd Tour p.83–88):
 *
 * - an airstrike only where the FAC showed it: "If an air strike is available the next turn, he may
 *   direct it against any spotted targets or the center of the terrain feature the target was spotted
 *   in. Jungle does not count as a terrain feature" (L1921), or at the smoke of his WP marking rocket,
 *   "all aircraft ground attacks that impact within 24" of the smoke" (L1922). A spotted target is one
 *   an Aerial Spotting Check found this turn or the last (`spottedNear`: within 4" of its marker or of
 *   a man of the group where he stood); the centre of its feature within the same 4";
 * - a Firefly or Nighthawk "may only ... attack enemies sighted within illuminated areas" (L1986): the
 *   point it attacks lies in a flare's or searchlight's light.
 *
 * Both read only what the players' own air support left on the table (spots, marks, light): a refusal
 * reads the same whatever a PEF or the hidden enemy holds. Gunships and the AC-47 are not bound by them.
 */

export type StrikeTargetError = 'fng/strike-not-spotted' | 'fng/strike-unlit';

type Table = Pick<FngScenario, 'features'> | undefined;

const JUNGLE = ['single-canopy-jungle', 'double-canopy-jungle', 'triple-canopy-jungle'];

/** The centre of the terrain feature a spotted target stood in (not jungle), if any. */
function featureCentres(table: Table, s: AerialSpot): Point[] {
  const where = s.figures?.length ? s.figures.map((f) => f.at) : [s.at];
  return (table?.features ?? []).filter((f) => !JUNGLE.includes(f.type) && where.some((p) => pointInShape(p, f.shape))).map((f) => shapeCentre(f.shape));
}

/** Whether the point is a spotted target, the centre of its feature, or near the FAC's mark. */
export function shownFromTheAir(g: FngGame, table: Table, at: Point): boolean {
  if (markNear(g, at)) return true;
  if (spottedNear(g, at, g.turn) || spottedNear(g, at, g.turn - 1)) return true;
  const recent = airOf(g).spots.filter((s) => s.turn === g.turn || s.turn === g.turn - 1);
  return recent.some((s) => featureCentres(table, s).some((c) => distance(c, at) <= GROUP_DISTANCE));
}

/** The point this attack may go to, or the refusal that says what would work. */
export function strikeTargetAllowed(g: FngGame, table: Table, req: Pick<SupportRequest, 'for'>, at: Point): RuleResult<true, StrikeTargetError> {
  if (req.for === 'air' && !shownFromTheAir(g, table, at)) return fail('fng/strike-not-spotted', { at: `${at.x},${at.y}` });
  if ((req.for === 'firefly' || req.for === 'nighthawk') && !litAt(g, at)) return fail('fng/strike-unlit', { at: `${at.x},${at.y}` });
  return ok(true);
}
