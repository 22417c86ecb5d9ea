import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { disembarkText } from '../../src/rulesets/fireteam/play/move-text.js';
import { fireteamOrder, pointOption } from '../../src/rulesets/fireteam/play/orders.js';
import { disembarkMove } from '../../src/rulesets/fireteam/rules/movement/transport.js';

export const fireteamDisembark = command({
  name: 'disembark',
  description: 'Movement: a fire team gets out of its transport (as its move)',
  help: 'It is set down within 2" of the vehicle (house rule transport.boardInches), at the vehicle if at: is not given. It may not have moved, shot or been Pinned this turn.',
  options: {
    unit: { type: 'string', description: 'Your fire team riding in a vehicle', required: true, maxLength: 32, autocomplete: 'stand' },
    at: { type: 'string', description: 'Where it gets out, "x,y"', maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam disembark', move: 'move', side: o.side },
      ({ game, side, rules }) => {
        const at = pointOption(o.at);
        if (!at.ok) return at;
        return disembarkMove(game, side, o.unit, at.value, rules);
      },
      (r, view, _own, side) => disembarkText(r, view, side),
    ));
  },
});
