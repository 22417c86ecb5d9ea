import type { Scenario } from '../../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { TargetCover } from './fire-pool.js';
import { fogoScenario } from '../table/scenario.js';
import { knownEnemyStand, type FogoState } from '../game/state.js';
import { FOGO_TERRAIN } from '../table/terrain.js';

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

/**
 * A fire target's cover (crossfire-core §1.1.1): as the firer declared it, or else the cover of the
 * terrain feature it stands in on the scenario (`coverFromTerrain`). The target is looked for only
 * among the enemy stands `side` can see, as the fire itself looks for it, so a hidden stand's
 * terrain can never shape the answer.
 */
export function targetCover(
  declared: TargetCover | undefined,
  board: Scenario | undefined,
  state: FogoState,
  side: string,
  target: string,
): RuleResult<TargetCover, 'board/cover-needed'> {
  if (declared !== undefined) return ok(declared);
  const seen = knownEnemyStand(state, side, target);
  return coverFromTerrain(board, seen.ok ? seen.value.feature : undefined);
}

/**
 * Whether the terrain feature a stand is in protects it from indirect fire (crossfire-core §1.1.1,
 * §2.6: the type's indirect-cover attribute, or the scenario's override). No feature, no scenario or
 * a feature the scenario does not name is the open; an attribute the table leaves to the scenario
 * and the scenario does not give must be declared.
 */
export function indirectCoverFromTerrain(board: Scenario | undefined, feature: string | undefined): RuleResult<boolean, 'board/cover-needed'> {
  const own = fogoScenario(board);
  if (!feature || !own) return ok(false);
  const f = own.features.find((x) => x.name.toLowerCase() === feature.toLowerCase());
  if (!f) return ok(false);
  const override = f.attributes?.indirectCover;
  const attribute = override === undefined ? FOGO_TERRAIN[f.type].indirectCover : override ? 'yes' : 'no';
  if (attribute === 'varies') return fail('board/cover-needed', { feature: f.name });
  return ok(attribute === 'yes');
}

/**
 * Where a side declares a cover the board reads otherwise (crossfire-core §1.1.1: the terrain's
 * cover), the board's reading, so the post can say the cover was the side's word against it;
 * undefined when nothing was declared, the board has nothing to say, or they agree.
 */
export function coverAgainstBoard(declared: TargetCover | undefined, board: Scenario | undefined, state: FogoState, side: string, target: string): TargetCover | undefined {
  if (declared === undefined || !fogoScenario(board)) return undefined;
  const seen = knownEnemyStand(state, side, target);
  if (!seen.ok || !seen.value.feature) return undefined;
  const read = coverFromTerrain(board, seen.value.feature);
  return read.ok && read.value !== declared ? read.value : undefined;
}
