import type { CommandContext } from '../../../app/command.js';
import type { MoveSpec } from '../../../app/run-move.js';
import { isGm } from '../../../core/campaign.js';
import { boolRule, rulesFor } from '../../../core/house-rules.js';
import type { RuleResult } from '../../../core/result.js';
import { FNG_HOUSE_RULES } from '../rules/all-house-rules.js';
import type { Ordered } from '../rules/game/order.js';
import type { FngGame } from '../rules/game/state.js';
import type { FngViewData } from '../rules/view.js';
import { fngGameOf } from './game.js';
import { fngOrder, type FngArgs, type FngResult } from './orders.js';

/**
 * The tour's orders for `runMove`: the players' side gives them, the GM for it. They are set-up
 * orders (legal whatever the firefight's turn); a campaign turn that may start a mission rolls in the
 * GM's dice when the EAL is sealed (`fng.eal.hidden`), as `/fng-mission start` does, every result but
 * the EAL being told.
 */
export function tourSpec(
  ctx: CommandContext,
  command: string,
  move: (a: FngArgs) => RuleResult<Ordered>,
  opts: { readonly mayStartMission?: boolean } = {},
): MoveSpec<FngGame, FngViewData, FngResult> {
  const c = ctx.campaign;
  const fngCampaign = c !== undefined && c.ruleset === 'fng';
  const side = fngCampaign && isGm(c, ctx.actor.id) ? fngGameOf(c.game).sides[0] : undefined;
  const sealed = fngCampaign && opts.mayStartMission === true && boolRule(rulesFor(FNG_HOUSE_RULES, c.houseRules), 'fng.eal.hidden');
  return fngOrder(ctx, { command, kind: 'setup', side, ...(sealed ? { gmDice: true } : {}) }, move);
}

/** `/fng-tour turn`'s order. */
export const tourTurnSpec = (ctx: CommandContext, move: (a: FngArgs) => RuleResult<Ordered>) => tourSpec(ctx, 'fng-tour turn', move, { mayStartMission: true });
