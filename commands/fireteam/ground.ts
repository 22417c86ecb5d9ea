import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { groundText } from '../../src/rulesets/fireteam/play/action-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { goToGroundAction } from '../../src/rulesets/fireteam/rules/actions/go-to-ground.js';

export const fireteamGround = command({
  name: 'ground',
  description: 'Action: go to ground on an expertise roll; cover counts one better until it acts',
  help: 'Scouts go to ground without a roll. The unit keeps the better cover until it shoots or moves.',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam ground', move: 'go-to-ground', side: o.side },
      ({ game, side, roller }) => goToGroundAction(game, side, o.unit, roller),
      (r, view, _own, side) => groundText(r, view, side),
    ));
  },
});
