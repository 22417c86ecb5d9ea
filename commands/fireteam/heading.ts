import { parsePoint } from '../../src/core/board/geometry.js';
import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { headingText } from '../../src/rulesets/fireteam/play/action-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { setHeading } from '../../src/rulesets/fireteam/rules/table/heading.js';

export const fireteamHeading = command({
  name: 'heading',
  description: 'Set a vehicle\'s heading (facing a point) the turn it comes on, before any shot',
  help: 'A tank with a fixed gun fires only within 45 degrees of its heading (90 degree arc). A vehicle comes on facing the middle of the table; in the actions phase of the turn it deployed its side may face it elsewhere. After that its heading is where it last moved.',
  options: {
    unit: { type: 'string', description: 'Your vehicle', required: true, maxLength: 32, autocomplete: 'stand' },
    toward: { type: 'string', description: 'The point it faces, "x,y"', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam heading', side: o.side },
      ({ game, side }) => {
        const toward = parsePoint(o.toward);
        if (!toward.ok) return toward;
        return setHeading(game, side, o.unit, toward.value);
      },
      (r, view, _own, side) => headingText(r, view, side),
    ));
  },
});
