import type { CommandContext } from '../../../app/command.js';
import type { MoveSpec, Told } from '../../../app/run-move.js';
import { isGm } from '../../../core/campaign.js';
import { intRule, rulesFor } from '../../../core/house-rules.js';
import type { RuleResult } from '../../../core/result.js';
import { FNG_HOUSE_RULES, STAR_DEADLINE_KEY } from '../rules/all-house-rules.js';
import type { Ordered } from '../rules/order.js';
import type { FngGame } from '../rules/state.js';
import type { FngViewData } from '../rules/view.js';
import { hazardPrivateLines } from './hazard-texts.js';
import { fngOrder, type FngArgs, type FngResult } from './orders.js';
import { eventsText } from './texts.js';

/**
 * An order among the terrain's hazards (tunnels): its dice are the GM's until the end (what happens
 * below must not reach the ledger of the other players), the channel gets only what the table would
 * see or hear, the player who gave it what befell their figures (the sealed EAL's part left out), and
 * the GM all of it. A party's turn below is rolled once a turn whoever is activating (`react`: the phase
 * table lets it through at any time; the move itself checks the turn).
 */
export function hazardOrder(ctx: CommandContext, command: string, kind: 'act' | 'react', move: (a: FngArgs) => RuleResult<Ordered>): MoveSpec<FngGame, FngViewData, FngResult> {
  const base = fngOrder(ctx, { command, kind, gmDice: true }, move);
  const gm = ctx.campaign !== undefined && isGm(ctx.campaign, ctx.actor.id);
  return {
    ...base,
    describe(result, views): Told {
      const hours = intRule(rulesFor(FNG_HOUSE_RULES, views.campaign.houseRules), STAR_DEADLINE_KEY);
      const own = hazardPrivateLines(result.events, gm).join('\n');
      const all = hazardPrivateLines(result.events, true).join('\n');
      return {
        public: eventsText(result.events, views.public, hours),
        ...(own ? { private: own } : {}),
        ...(all && !gm ? { gm: { to: views.campaign.gm, post: { text: all } } } : {}),
      };
    },
  };
}
