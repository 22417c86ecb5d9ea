import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { isGm } from '../../../src/core/campaign.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { markObjectiveOrder } from '../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';

/** A Defense mission's objective, marked before the first Activation (L2203–L2215). */
export const fngMissionObjective = command({
  name: 'objective',
  description: 'Mark where the Defense mission\'s objective stands, before the first Activation',
  help: 'At the mission\'s end the table decides (L2213, L2215): the Free World Forces wiped out, lost (−4 VP); an enemy still in the fight within 6" of the mark, held (no reward); none, held and clear (+5 VP). Items carried off or key personnel taken out the table cannot see: say `objective:lost` on `/fng-mission end`. The water party\'s exit by your entry point is read off the board\'s entries.',
  options: { at: { type: 'string', description: 'The objective, "x,y"', required: true, maxLength: 20 } },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = ctx.campaign;
    const side = c !== undefined && c.ruleset === 'fng' && isGm(c, ctx.actor.id) ? fngGameOf(c.game).sides[0] : undefined;
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission objective', kind: 'setup', side }, (a) => {
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      return markObjectiveOrder(a, { at: at.value });
    }));
  },
});
