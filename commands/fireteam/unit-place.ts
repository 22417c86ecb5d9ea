import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { isGm } from '../../src/core/campaign.js';
import { fireteamOrder, placeAt } from '../../src/rulesets/fireteam/play/orders.js';
import { placedText } from '../../src/rulesets/fireteam/play/setup.js';
import { placeUnit } from '../../src/rulesets/fireteam/rules/setup/setup.js';

export const fireteamUnitPlace = command({
  name: 'place',
  description: 'Put a unit at a point on the table, or off it (before the battle; the GM at any time)',
  help: 'A correction and set-up tool: no rules are applied. Units normally come on with `/fireteam deploy`.',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    at: { type: 'string', description: 'Inches from the top-left corner, "x,y"; "off" to take it off', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam unit place', side: o.side },
      ({ game, side, campaign, board }) => {
        const at = placeAt(o.at, board);
        if (!at.ok) return at;
        return placeUnit(game, side, o.unit, at.value, isGm(campaign, ctx.actor.id));
      },
      (r, view, own) => placedText(r, view, own),
    ));
  },
});
