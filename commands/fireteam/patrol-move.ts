import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { patrolMoveText } from '../../src/rulesets/fireteam/play/patrol-text.js';
import { movePatrol } from '../../src/rulesets/fireteam/rules/setup/patrol-phase.js';

export const fireteamPatrolMove = command({
  name: 'move',
  description: 'Patrol Phase: move one of your patrol markers in a straight line',
  help: 'Sides alternate, the attacker first. A marker stops and locks where it first comes within 12" of an enemy marker (the enemy marker locks too); your markers must stay within 12" of each other. When all are locked the sides place their JOPs. Where your unlocked markers are is known only to your side and the GM: the channel hears that you moved one; a lock (contact) is announced with both markers\' places.',
  options: {
    marker: { type: 'string', description: 'Your marker: a1… (attacker) or d1… (defender)', required: true, maxLength: 8 },
    to: { type: 'string', description: 'Where to, in inches: "x,y"', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam patrol move', move: 'patrol-move', side: o.side },
      ({ game, side, rules }) => {
        const to = parsePoint(o.to);
        if (!to.ok) return to;
        return movePatrol(game, side, o.marker, to.value, rules);
      },
      (r, view, own) => patrolMoveText(r, view, own),
    ));
  },
});

