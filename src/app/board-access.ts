import type { Campaign } from '../core/campaign.js';
import { fogoBoardView, scenarioBoardView, type BoardRenderView } from '../core/board/view.js';
import type { Scenario } from '../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { FogoState } from '../rulesets/fogo/rules/state.js';
import type { LnlState } from '../rulesets/lnl/rules/state.js';
import { viewLnl } from '../rulesets/lnl/rules/view.js';
import { lnlBoardView } from '../rulesets/lnl/play/board-view.js';
import { viewFogo } from '../rulesets/fogo/rules/view.js';
import type { Viewer } from '../core/views.js';
import { FOGO_TERRAIN } from '../core/board/terrain.js';
import type { TargetCover } from '../rulesets/fogo/rules/fire-pool.js';
import { viewFireteam } from '../rulesets/fireteam/rules/view.js';
import { fireteamBoardFor } from '../rulesets/fireteam/play/board.js';
import type { FireteamGame } from '../rulesets/fireteam/play/game.js';
import { withFireteamScenario } from '../rulesets/fireteam/play/setup.js';

export type BoardError = 'board/none' | 'board/wrong-ruleset' | 'board/unknown-scenario' | 'board/cover-needed' | 'board/off-table' | 'board/bad-point';

/** A scenario for a campaign: it must be of the campaign's ruleset. */
export function scenarioFor(campaign: Pick<Campaign, 'ruleset'>, scenario: Scenario | undefined, id: string): RuleResult<Scenario, BoardError> {
  if (!scenario) return fail('board/unknown-scenario', { scenario: id });
  if (scenario.ruleset !== campaign.ruleset) return fail('board/wrong-ruleset', { scenario: scenario.id, ruleset: campaign.ruleset });
  return ok(scenario);
}

/**
 * A scenario loaded into a campaign's game: fogo takes its lootable features (it is public which
 * buildings tempt looters); Lock 'n Load takes the map's size, so positions are checked against it,
 * and on turn 1 the scenario's initiative.
 */
export function withScenario(c: Campaign, scenario: Scenario): Campaign {
  if (c.ruleset === 'lnl' && c.game !== undefined && scenario.ruleset === 'lnl') {
    const g = c.game as LnlState;
    const first = scenario.initiative === undefined ? undefined : g.sides.find((s) => s.toLowerCase() === scenario.initiative!.toLowerCase());
    const start = first !== undefined && g.turn === 1 && g.phase === 'rally' ? { initiative: first, impulse: first } : {};
    return { ...c, board: scenario, game: { ...g, ...start, grid: { columns: scenario.board.columns, rows: scenario.board.rows } } };
  }
  if (c.ruleset === 'fireteam' && c.game !== undefined && scenario.ruleset === 'fireteam') {
    return { ...c, board: scenario, game: withFireteamScenario(c.game as FireteamGame, scenario) };
  }
  if (c.ruleset !== 'fogo' || c.game === undefined || scenario.ruleset !== 'fogo') return { ...c, board: scenario };
  const lootable = scenario.features.filter((f) => f.lootable).map((f) => f.name);
  return { ...c, board: scenario, game: { ...(c.game as FogoState), lootableFeatures: lootable } };
}

/** The board as `viewer` may see it: the game drawn only through its projected view. */
export function boardFor(c: Campaign, viewer: Viewer): RuleResult<BoardRenderView, BoardError> {
  if (!c.board) return fail('board/none');
  if (c.board.ruleset === 'fogo' && c.ruleset === 'fogo' && c.game !== undefined) {
    // Positions only of what this viewer's view holds: a hidden enemy stand has none to give away.
    const game = viewFogo(c.game as FogoState, viewer);
    return ok(fogoBoardView(c.board, game, { campaign: c.name }));
  }
  if (c.board.ruleset === 'lnl' && c.ruleset === 'lnl' && c.game !== undefined) {
    const game = viewLnl(c.game as LnlState, viewer);
    return ok(lnlBoardView(c.board, game, { campaign: c.name, audience: audienceName(viewer) }));
  }
  if (c.board.ruleset === 'fireteam' && c.ruleset === 'fireteam' && c.game !== undefined) {
    const game = viewFireteam(c.game as FireteamGame, viewer);
    return ok(fireteamBoardFor(c.board, game, { campaign: c.name, audience: audienceName(viewer) }));
  }
  return ok(scenarioBoardView(c.board, { campaign: c.name }));
}

/** Whose board it is, for the title: "GM view", "US's view", "Public view". */
function audienceName(viewer: Viewer): string {
  if (viewer.kind === 'public') return 'Public view';
  if (viewer.gm) return 'GM view';
  return viewer.side === undefined ? 'Public view' : `${viewer.side}'s view`;
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
