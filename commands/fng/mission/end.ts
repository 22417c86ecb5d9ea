import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { isGm } from '../../../src/core/campaign.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngGameOf } from '../../../src/rulesets/fng/play/game.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { endMissionOrder } from '../../../src/rulesets/fng/rules/order-mission-end.js';

export const fngMissionEnd = command({
  name: 'end',
  description: 'End the mission: no more orders, and what the enemy sealed is disclosed',
  help: 'When its turns are up, the enemy is gone or you leave the table (L2182). A Free World player or the GM ends it. The EAL (when sealed) and the traps never found are disclosed, each published with its salt: /verify checks them against the hashes committed when they were made. The dice ledger stays sealed until /campaign end.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    // The GM ends it for the players' side, whoever she plays.
    const c = ctx.campaign;
    const side = c && c.ruleset === 'fng' && isGm(c, ctx.actor.id) ? fngGameOf(c.game).sides[0] : undefined;
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission end', kind: 'setup', side }, (a) => endMissionOrder(a)));
  },
});
