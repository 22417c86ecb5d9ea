import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { deployText } from '../../src/rulesets/fireteam/play/action-text.js';
import { fireteamOrder, pointOption } from '../../src/rulesets/fireteam/play/orders.js';
import { deployAction } from '../../src/rulesets/fireteam/rules/actions/deploy.js';

export const fireteamDeploy = command({
  name: 'deploy',
  description: 'Action: bring a unit on within 6" of one of your JOPs (sniper 12"), or a vehicle by road',
  help: 'At most 2 units deploy from a JOP each turn, and they may not fire that turn. Vehicles enter only at a road entrance of your side. On the table of the scenario a unit is not set down in the river or across it from its JOP. `/fireteam status` lists the JOPs and road entrances. A unit off table is your side\'s secret until it deploys; so is a JOP placed after the patrol until a unit comes from it.',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    jop: { type: 'string', description: 'The jump-off point it comes from', maxLength: 32 },
    road: { type: 'string', description: 'Or the road entrance', maxLength: 32 },
    at: { type: 'string', description: 'Where it stands, in inches: "x,y"', maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam deploy', move: 'deploy', side: o.side },
      ({ game, side, board }) => {
        const at = pointOption(o.at);
        if (!at.ok) return at;
        return deployAction(game, side, o.unit, { jop: o.jop, road: o.road }, at.value, board);
      },
      (r, view, _own, side) => deployText(r, view, side),
    ));
  },
});
