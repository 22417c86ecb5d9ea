import { possessive } from './format.js';
import type { Campaign } from '../core/campaign.js';
import { scenarioBoardView, type BoardRenderView } from '../core/board/view.js';
import type { Scenario } from '../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { Ruleset } from '../core/ruleset.js';
import type { Viewer } from '../core/views.js';

export type BoardError = 'board/none' | 'board/wrong-ruleset' | 'board/unknown-scenario' | 'board/cover-needed' | 'board/off-table' | 'board/bad-point';

/** A scenario for a campaign: it must be of the campaign's ruleset. */
export function scenarioFor(campaign: Pick<Campaign, 'ruleset'>, scenario: Scenario | undefined, id: string): RuleResult<Scenario, BoardError> {
  if (!scenario) return fail('board/unknown-scenario', { scenario: id });
  if (scenario.ruleset !== campaign.ruleset) return fail('board/wrong-ruleset', { scenario: scenario.id, ruleset: campaign.ruleset });
  return ok(scenario);
}

/** A scenario loaded into a campaign: its game takes what the ruleset reads from it (`BoardKit.withScenario`). */
export function withScenario(c: Campaign, scenario: Scenario, ruleset: Ruleset): Campaign {
  const load = ruleset.board?.withScenario;
  if (c.game === undefined || load === undefined) return { ...c, board: scenario };
  return { ...c, board: scenario, game: load(ruleset.gameOf(c.game), scenario) };
}

/**
 * The board as `viewer` may see it: the game drawn only through its projected view; the bare map
 * otherwise. `ruleset` is the campaign's: its board kit draws both, when the board is its scenario.
 */
export function boardFor(c: Campaign, viewer: Viewer, ruleset: Ruleset): RuleResult<BoardRenderView, BoardError> {
  if (!c.board) return fail('board/none');
  const kit = c.board.ruleset === ruleset.id ? ruleset.board : undefined;
  const drawn =
    c.game === undefined ? undefined : kit?.boardView(ruleset.viewFor(ruleset.gameOf(c.game), viewer), c.board, { campaign: c.name, audience: audienceName(viewer) });
  return ok(drawn ?? scenarioBoardView(c.board, kit, { campaign: c.name }));
}

/** Whose board it is, for the title: "GM view", "US's view", "Public view". */
export function audienceName(viewer: Viewer): string {
  if (viewer.kind === 'public') return 'Public view';
  if (viewer.gm) return 'GM view';
  return viewer.side === undefined ? 'Public view' : `${possessive(viewer.side)} view`;
}
