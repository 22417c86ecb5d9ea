import type { Campaign } from '../../../core/campaign.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { rulesFor, type HouseRules } from '../../../core/house-rules.js';
import { lnlHouseRules } from '../rules/house-rules.js';
import { lnlStateOf, type LnlState } from '../rules/game/state.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import type { Outcome } from '../../../app/outcome.js';
import { actingSide, type MoveError } from '../../../app/run-move.js';
import { campaignOf } from '../../../app/preconditions.js';

export type LnlSessionError = MoveError;

/** The lnl game of a campaign; present from `/campaign new ruleset:lnl` on. */
export function lnlGame(c: Campaign): LnlState {
  return lnlStateOf(c.game);
}

/** The running campaign and its game, checked to be Lock 'n Load; anyone in the channel may look. */
export function lnlCampaign(ctx: CommandContext): RuleResult<{ campaign: Campaign; state: LnlState }, MoveError> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'lnl') return fail('move/other-ruleset', { ruleset: campaign.ruleset, wanted: "Lock 'n Load Tactical", command: 'lnl' });
  return ok({ campaign, state: lnlGame(campaign) });
}

export interface LnlTable {
  readonly campaign: Campaign;
  readonly state: LnlState;
  readonly rules: HouseRules;
  /** The side the actor plays, or the side the GM named. */
  readonly side: string;
}

/**
 * The running campaign, checked to be an lnl one, and the side the actor acts for: a player's own
 * side; the GM (who runs both sides in a solo or umpired game) names one with the `side` option.
 */
export function lnlTable(ctx: CommandContext, named?: string): RuleResult<LnlTable, LnlSessionError> {
  const game = lnlCampaign(ctx);
  if (!game.ok) return game;
  const { campaign, state } = game.value;
  const rules = rulesFor(lnlHouseRules, campaign.houseRules);
  const side = actingSide(ctx, campaign, named, true);
  return side.ok ? ok({ campaign, state, rules, side: side.value }) : side;
}

/** A look at the running Lock 'n Load game that changes nothing (status, counters): what `tell` makes of it. */
export function lnlLook(ctx: CommandContext, tell: (game: { campaign: Campaign; state: LnlState }) => Outcome): CommandResult {
  const game = lnlCampaign(ctx);
  return game.ok ? ok(tell(game.value)) : game;
}
