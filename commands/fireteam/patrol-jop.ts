import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { jopText } from '../../src/rulesets/fireteam/play/patrol-text.js';
import { placeJopOnTable } from '../../src/rulesets/fireteam/rules/setup/patrol-phase.js';

export const fireteamPatrolJop = command({
  name: 'jop',
  description: 'Place a jump-off point: within 12" of your patrol marker, in cover, behind the enemy line',
  help: 'After the patrol, the sides alternate, the attacker first. The spot must be in cover, out of sight or on a table edge: the board says so for cover and edges; otherwise attest it with cover:true. It must lie to the rear of the line joining the enemy patrol markers. After a patrol the channel hears only that you placed one; where it is stays your side\'s (and the GM\'s) until a unit deploys from it.',
  options: {
    at: { type: 'string', description: 'Where, in inches: "x,y"', required: true, maxLength: 20 },
    cover: { type: 'boolean', description: 'You attest the spot is in cover or out of sight' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam patrol jop', move: 'place-jop', side: o.side },
      ({ game, side, board }) => {
        const at = parsePoint(o.at);
        if (!at.ok) return at;
        return placeJopOnTable(game, side, at.value, o.cover, board);
      },
      (r, view, own) => jopText(r, view, own),
    ));
  },
});
