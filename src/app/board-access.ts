import type { Campaign } from '../core/campaign.js';
import { fogoBoardView, scenarioBoardView, type BoardRenderView } from '../core/board/view.js';
import type { Scenario } from '../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { FogoState } from '../core/rulesets/fogo/state.js';
import { viewFogo } from '../core/rulesets/fogo/view.js';
import type { Viewer } from '../core/views.js';

export type BoardError = 'board/none' | 'board/wrong-ruleset' | 'board/unknown-scenario';

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
    return ok(fogoBoardView(c.board, viewFogo(c.game as FogoState, viewer), { campaign: c.name }));
  }
  return ok(scenarioBoardView(c.board, { campaign: c.name }));
}
