import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { namerFor, pointText } from '../../src/rulesets/fireteam/play/format.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fail, ok } from '../../src/core/result.js';
import { findUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { deployUnit } from '../../src/rulesets/fireteam/rules/deploy.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';

export const fireteamDeploy = command({
  name: 'deploy',
  description: 'Action: bring a unit on within 6" of one of your JOPs (sniper 12"), or a vehicle by road',
  help: 'At most 2 units deploy from a JOP each turn, and they may not fire that turn. Vehicles enter only at a road entrance of your side. `/fireteam status` lists the JOPs and road entrances. A unit off table is your side\'s secret until it deploys; so is a JOP placed after the patrol until a unit comes from it.',
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
      ({ game, side }) => {
        if ((o.jop === undefined) === (o.road === undefined)) return fail('fireteam/deploy-source');
        const at = o.at === undefined ? undefined : parsePoint(o.at);
        if (at && !at.ok) return at;
        const r = deployUnit(game, side, o.unit, o.jop !== undefined ? { jop: o.jop } : { road: o.road! }, at?.value);
        if (!r.ok) return r;
        return ok({ game: endStep(r.value.state, side), result: { ...r.value, at: findUnit(r.value.state, { side, id: r.value.unit })?.position } });
      },
      (r, view, _own, side) => {
        const revealed = r.revealedJop ? ` Jump-off point **${userText(r.revealedJop.id)}**, unseen by the enemy until now, is ${r.revealedJop.position ? `at ${pointText(r.revealedJop.position)}` : 'revealed'}.` : '';
        const from = 'jop' in r.from ? `jump-off point **${userText(r.from.jop)}**` : `road entrance **${userText(r.from.road)}**`;
        const reach = r.inches === undefined ? '' : ` (${r.inches}" from it, ${r.reach}" allowed)`;
        return `${namerFor(view)(r.unit, side)} deploys from ${from} at ${pointText(r.at)}${reach}; it may not fire this turn.${revealed}`;
      },
    ));
  },
});
