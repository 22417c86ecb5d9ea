import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { ok } from '../../src/core/result.js';
import { rollInitiative } from '../../src/rulesets/lnl/rules/rally.js';
import { settleInitiative } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlInitiative = command({
  name: 'initiative',
  description: 'Rally phase: both sides roll 1d6 for the initiative; a tie keeps it with last turn\'s holder',
  options: {
    side: { type: 'string', description: 'GM: the side rolling', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl initiative', move: 'initiative', side: o.side },
      ({ state, roller }) => {
        const roll = rollInitiative([state.sides[0]!, state.sides[1]!], state.initiative, roller);
        return ok({ state: settleInitiative(state, roll.winner), result: roll });
      },
      (r) =>
        `Initiative (3.0): ${r.rolls.map((x) => `**${userText(x.side)}** ${x.die}`).join(' vs ')} → ` +
        (r.tie ? `a tie: **${userText(r.winner)}** keeps it.` : `**${userText(r.winner)}** wins it.`),
    ));
  },
});
