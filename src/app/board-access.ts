import type { Campaign } from '../core/campaign.js';
import { fogoBoardView, scenarioBoardView, type BoardRenderView } from '../core/board/view.js';
import type { Scenario } from '../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { FogoState } from '../core/rulesets/fogo/state.js';
import { viewFogo } from '../core/rulesets/fogo/view.js';
import type { Viewer } from '../core/views.js';
import { FOGO_TERRAIN } from '../core/board/terrain.js';
import type { TargetCover } from '../core/rulesets/fogo/fire-pool.js';

export type BoardError = 'board/none' | 'board/wrong-ruleset' | 'board/unknown-scenario' | 'board/cover-needed' | 'board/off-table' | 'board/bad-point';

/** A scenario for a campaign: it must be of the campaign's ruleset. */
export function scenarioFor(campaign: Pick<Campaign, 'ruleset'>, scenario: Scenario | undefined, id: string): RuleResult<Scenario, BoardError> {
  if (!scenario) return fail('board/unknown-scenario', { scenario: id });
  if (scenario.ruleset !== campaign.ruleset) return fail('board/wrong-ruleset', { scenario: scenario.id, ruleset: campaign.ruleset });
  return ok(scenario);
}

/** Lootable features come from the scenario: it is public which buildings tempt looters. */
export function withScenario(c: Campaign, scenario: Scenario): Campaign {
  if (c.ruleset !== 'fogo' || c.game === undefined || scenario.ruleset !== 'fogo') return { ...c, board: scenario };
  const lootable = scenario.features.filter((f) => f.lootable).map((f) => f.name);
  return { ...c, board: scenario, game: { ...(c.game as FogoState), lootableFeatures: lootable } };
}

/** The board as `viewer` may see it: the game drawn only through its projected view. */
export function boardFor(c: Campaign, viewer: Viewer): RuleResult<BoardRenderView, BoardError> {
  if (!c.board) return fail('board/none');
  if (c.board.ruleset === 'fogo' && c.ruleset === 'fogo' && c.game !== undefined) {
    const game = viewFogo(c.game as FogoState, viewer);
    // Positions only of what this viewer's view holds: a hidden enemy stand has none to give away.
    const positions = new Map(game.stands.flatMap((s) => (s.position ? [[s.id, s.position] as const] : [])));
    return ok(fogoBoardView(c.board, game, { campaign: c.name, positions }));
  }
  return ok(scenarioBoardView(c.board, { campaign: c.name }));
}

/**
 * The cover a fire target has from the terrain feature it stands in (crossfire-core §1.1.1: the
 * feature's direct-cover attribute, or the scenario's override for that feature): an entrenchment
 * entrenches, other cover covers, no feature or no cover is the open. Where the table leaves it to
 * the feature and the scenario says nothing, the firer must declare it.
 */
export function coverFromTerrain(board: Scenario | undefined, feature: string | undefined): RuleResult<TargetCover, BoardError> {
  if (!feature || !board || board.ruleset !== 'fogo') return ok('open');
  const f = board.features.find((x) => x.name.toLowerCase() === feature.toLowerCase());
  if (!f) return ok('open');
  if (f.type === 'entrenchment') return ok('entrenched');
  const override = f.attributes?.directCover;
  const attribute = override === undefined ? FOGO_TERRAIN[f.type].directCover : override ? 'yes' : 'no';
  if (attribute === 'varies') return fail('board/cover-needed', { feature: f.name });
  return ok(attribute === 'yes' ? 'cover' : 'open');
}
