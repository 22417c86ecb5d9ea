import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { overwatchText } from '../../src/rulesets/fireteam/play/action-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { goOnOverwatch } from '../../src/rulesets/fireteam/rules/actions/overwatch.js';

export const fireteamOverwatch = command({
  name: 'on',
  description: 'Action: put a unit on overwatch; it holds its fire for the enemy\'s movement',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam overwatch on', move: 'overwatch', side: o.side },
      ({ game, side }) => goOnOverwatch(game, side, o.unit),
      (id, view, _own, side) => overwatchText(id, view, side),
    ));
  },
});
