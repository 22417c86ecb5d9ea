import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList, parsePairs } from '../../src/rulesets/fng/play/parse.js';
import { calledSightOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-sight.js';

export const fngSight = command({
  name: 'sight',
  description: 'In Sight: an enemy came into view; all with LOS test, act, react',
  help: 'Name every figure of both sides with LOS to an enemy (on a loaded board the bot checks it: each must see an enemy named). Each rolls REP d6 for successes (1–3; −1d6 active and moved, opponent in cover or concealed…); most act first, ties at once. Targets: the inactive side first, each the closest enemy it sees not yet targeted (L817); Stars may be given theirs with targets:"pink>vc-2" and choose their action (`/fng react`). Then fire (the active side snap fires), charge or Duck Back, and the reaction tests all that fire calls for. Then the door gunners of a landed or hovering helicopter that see an enemy named take In Sight too (L2015).',
  options: {
    figures: { type: 'string', description: 'Figures of both sides in LOS: "pink, kelly, vc-1" (Side:ID where ids clash)', required: true, maxLength: 400 },
    targets: { type: 'string', description: 'Stars\' targets: "pink>vc-2"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng sight', kind: 'act', side: o.side }, (a) => {
      const pairs = parsePairs(o.targets);
      return pairs.ok ? calledSightOrder(a, { figures: parseList(o.figures), targets: pairs.value }) : pairs;
    }));
  },
});
