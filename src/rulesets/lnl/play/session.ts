import type { Campaign } from '../../../core/campaign.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { rulesFor, type HouseRules } from '../../../core/house-rules.js';
import { lnlHouseRules } from '../rules/house-rules.js';
import { lnlStateOf, type LnlState } from '../rules/state.js';
import type { LnlView } from '../rules/view.js';
import type { CommandContext } from '../../../app/command.js';
import { actingSide, type MoveError } from '../../../app/run-move.js';
import { userText } from '../../../app/format.js';
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

export interface LnlMoveResult<R> {
  readonly state: LnlState;
  readonly result: R;
}


/** "Turn 2, Operations: **US** to activate a hex (1 pass)." */
export function turnLine(view: LnlView): string {
  const phase = view.phase === 'rally' ? 'Rally phase' : view.phase === 'operations' ? 'Operations phase' : 'Administrative phase';
  if (view.phase === 'operations') {
    const passes = view.passes ? ` (${view.passes} consecutive pass${view.passes === 1 ? '' : 'es'})` : '';
    return `Turn ${view.turn}, ${phase}: **${userText(view.impulse)}**'s impulse${passes}.`;
  }
  if (view.phase === 'rally') {
    if (!view.initiativeSettled) return `Turn ${view.turn}, ${phase}: roll for the initiative with \`/lnl initiative\`.`;
    const waiting = view.sides.filter((s) => !view.rallyDone.includes(s));
    return `Turn ${view.turn}, ${phase}: **${userText(view.initiative)}** holds the initiative; ${waiting.map((s) => `**${userText(s)}**`).join(' and ')} still rallying (\`/lnl rally\`, then \`/lnl pass\`).`;
  }
  return `Turn ${view.turn}, ${phase}.`;
}
