import type { Campaign } from '../../../core/campaign.js';
import type { FireteamScenario } from '../rules/table/scenario.js';
import { rulesFor, type HouseRules } from '../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { CommandContext } from '../../../app/command.js';
import { campaignOf } from '../../../app/preconditions.js';
import { actingSide, type MoveError } from '../../../app/run-move.js';
import { fireteamGame, type FireteamGame } from '../rules/game/game.js';
import { FIRETEAM_RULES } from '../rules/house-rules.js';
import { fireteamBoard } from '../rules/table/table-reading.js';

/** The running campaign and its game, checked to be Fire Team; anyone in the channel may look. */
export function fireteamCampaign(ctx: CommandContext): RuleResult<{ campaign: Campaign; game: FireteamGame }, MoveError> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'fireteam') return fail('move/other-ruleset', { ruleset: campaign.ruleset, wanted: 'Fire Team', command: 'fireteam' });
  return ok({ campaign, game: fireteamGame(campaign) });
}

export interface FireteamTable {
  readonly campaign: Campaign;
  readonly game: FireteamGame;
  readonly rules: HouseRules;
  /** The side the actor plays, or the side the GM named. */
  readonly side: string;
  readonly board?: FireteamScenario;
}

/**
 * The running Fire Team campaign and the side the actor acts for: a player's own side; the GM (who
 * runs both sides in a solo or umpired game) names one with the `side` option.
 */
export function fireteamTable(ctx: CommandContext, named?: string): RuleResult<FireteamTable, MoveError> {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const { campaign, game } = found.value;
  const rules = rulesFor(FIRETEAM_RULES, campaign.houseRules);
  const board = fireteamBoard(campaign.board);
  const base = { campaign, game, rules, ...(board ? { board } : {}) };
  const side = actingSide(ctx, campaign, named, true);
  if (!side.ok) return side;
  return ok({ ...base, side: game.sides.find((s) => s.toLowerCase() === side.value.toLowerCase()) ?? side.value });
}
