import type { CommandContext } from '../../../app/command.js';
import type { MoveSpec, Told } from '../../../app/run-move.js';
import { isGm } from '../../../core/campaign.js';
import { intRule, rulesFor } from '../../../core/house-rules.js';
import type { RuleResult } from '../../../core/result.js';
import { FNG_HOUSE_RULES, STAR_DEADLINE_KEY } from '../rules/all-house-rules.js';
import type { Ordered } from '../rules/game/order.js';
import type { FngGame } from '../rules/game/state.js';
import type { FngViewData } from '../rules/view.js';
import { hazardPrivateLines, hazardReaders } from './hazards/hazard-texts.js';
import { fngOrder, type FngArgs, type FngResult } from './orders.js';
import { eventsText } from './texts.js';

/**
 * An order among the terrain's hazards (tunnels): its dice are the GM's until the end (what happens
 * below must not reach the ledger of the other players), the channel gets only what the table would
 * see or hear, each player whose figures are below what befell them (the sealed EAL's part left out:
 * the one who gave the order privately, another by DM), and the GM all of it. A party's turn below is rolled once a turn whoever is activating (`react`: the phase
 * table lets it through at any time; the move itself checks the turn).
 */
export function hazardOrder(ctx: CommandContext, command: string, kind: 'act' | 'react', move: (a: FngArgs) => RuleResult<Ordered>): MoveSpec<FngGame, FngViewData, FngResult> {
  const base = fngOrder(ctx, { command, kind, gmDice: true }, move);
  const gm = ctx.campaign !== undefined && isGm(ctx.campaign, ctx.actor.id);
  return {
    ...base,
    describe(result, views): Told {
      const hours = intRule(rulesFor(FNG_HOUSE_RULES, views.campaign.houseRules), STAR_DEADLINE_KEY);
      const own = (gm ? hazardPrivateLines(result.events, true) : hazardPrivateLines(result.events, false, ctx.actor.id)).join('\n');
      const all = hazardPrivateLines(result.events, true).join('\n');
      // Another player whose figures are below (a blast at their entrance) is told his part by DM.
      const players = views.campaign.sides.flatMap((x) => x.players);
      const dms = hazardReaders(result.events)
        .filter((u) => u !== ctx.actor.id && u !== views.campaign.gm.id)
        .flatMap((u) => {
          const to = players.find((p) => p.id === u);
          const text = hazardPrivateLines(result.events, false, u).join('\n');
          return to && text ? [{ to, post: { text } }] : [];
        });
      return {
        public: eventsText(result.events, views.public, hours),
        ...(own ? { private: own } : {}),
        ...(dms.length ? { dms } : {}),
        ...(all && !gm ? { gm: { to: views.campaign.gm, post: { text: all } } } : {}),
      };
    },
  };
}
