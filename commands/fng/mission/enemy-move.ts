import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { parsePlaces } from '../../../src/rulesets/fng/play/parse.js';
import { enemyMoveOrder } from '../../../src/rulesets/fng/rules/enemy/moves/order-enemy.js';

export const fngMissionMove = command({
  name: 'move',
  description: 'GM: put PEF markers or enemy figures where the bot should have',
  help: 'The bot moves the enemy by the straight route and picks "best cover" from the board\'s terrain; where the table says otherwise, the GM sets it right: moves:"P2@30,12; vc1-3@28,14".',
  options: {
    moves: { type: 'string', description: 'Markers and figures with their spots: "P2@30,12; vc1-3@28,14"', required: true, maxLength: 300 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = ctx.campaign;
    const side = c && c.ruleset === 'fng' ? fngGameOf(c.game).sides[1] : undefined;
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission move', kind: 'setup', side }, (a) => {
      const moves = parsePlaces(o.moves);
      return moves.ok ? enemyMoveOrder(a, moves.value) : moves;
    }));
  },
});
