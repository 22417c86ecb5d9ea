import type { Scenario } from '../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { TargetCover } from './fire-pool.js';
import { fogoScenario } from './scenario.js';
import { FOGO_TERRAIN } from './terrain.js';

/**
 * The cover a fire target has from the terrain feature it stands in (crossfire-core §1.1.1: the
 * feature's direct-cover attribute, or the scenario's override for that feature): an entrenchment
 * entrenches, other cover covers, no feature or no cover is the open. Where the table leaves it to
 * the feature and the scenario says nothing, the firer must declare it.
 */
export function coverFromTerrain(board: Scenario | undefined, feature: string | undefined): RuleResult<TargetCover, 'board/cover-needed'> {
  const own = fogoScenario(board);
  if (!feature || !own) return ok('open');
  const f = own.features.find((x) => x.name.toLowerCase() === feature.toLowerCase());
  if (!f) return ok('open');
  if (f.type === 'entrenchment') return ok('entrenched');
  const override = f.attributes?.directCover;
  const attribute = override === undefined ? FOGO_TERRAIN[f.type].directCover : override ? 'yes' : 'no';
  if (attribute === 'varies') return fail('board/cover-needed', { feature: f.name });
  return ok(attribute === 'yes' ? 'cover' : 'open');
}
