import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { moveText } from '../../src/rulesets/fireteam/play/move-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { moveUnit } from '../../src/rulesets/fireteam/rules/movement/move-order.js';

export const fireteamMove = command({
  name: 'move',
  description: 'Movement: a unit moves straight toward a point as far as its dice allow',
  help: 'Infantry roll 3/4/5 d6 by quality and keep the best 3, less 6" per obstacle and 1D6 through woods or other slow going; vehicles roll 3/4/5 d6 by speed, with up to two 90° turns. Obstacles and slow going are read from the board along the straight path unless declared; the river is crossed only on a bridge, and no move leaves the table. Units that shot or are Pinned may not move; a halted vehicle neither; a panicked one must end farther from its attacker, in cover or out of its sight.',
  options: {
    unit: { type: 'string', description: 'Your unit', required: true, maxLength: 32, autocomplete: 'stand' },
    to: { type: 'string', description: 'Toward this point, "x,y"; it stops there or short', required: true, maxLength: 20 },
    obstacles: { type: 'integer', description: 'Obstacles crossed (default: from the board)', min: 0, max: 6 },
    woods: { type: 'boolean', description: 'Through woods or other slow going (default: from the board)' },
    road: { type: 'boolean', description: 'A vehicle moving on a road' },
    turns: { type: 'integer', description: 'A vehicle\'s 90° turns (at most 2)', min: 0, max: 3 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam move', move: 'move', side: o.side },
      ({ game, side, roller, rules, board }) => {
        const to = parsePoint(o.to);
        if (!to.ok) return to;
        return moveUnit(game, side, o.unit, to.value, o, roller, rules, board);
      },
      (r, view, _own, side) => moveText(r, view, side),
    ));
  },
});
