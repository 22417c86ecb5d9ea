import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { namerFor, pointText } from '../../src/rulesets/fireteam/play/format.js';
import { parsePoint, type Point } from '../../src/core/board/geometry.js';
import { ok } from '../../src/core/result.js';
import { disembark } from '../../src/rulesets/fireteam/rules/transport.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';

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
        let at: Point | undefined;
        if (o.at !== undefined) {
          const p = parsePoint(o.at);
          if (!p.ok) return p;
          at = p.value;
        }
        const r = disembark(game, side, o.unit, at, rules);
        if (!r.ok) return r;
        return ok({ game: endStep({ ...game, ...r.value.state }, side), result: r.value });
      },
      (r, view, _own, side) => {
        const name = namerFor(view);
        return `${name(r.unit, side)} gets out of ${name(r.vehicle, side)}${r.at ? ` at ${pointText(r.at)}` : ''}.`;
      },
    ));
  },
});
