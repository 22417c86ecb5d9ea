import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../src/rulesets/fng/play/parse.js';
import { launchOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';

export const fngLaw = command({
  name: 'law',
  description: 'Fire a LAW (squad stores), rocket, recoilless rifle or grenade launcher at an enemy',
  help: 'Readied first where the weapon needs it (LAW, M203: 2d6 vs REP), then one die on the Ranged Combat table; a hit bursts its blast circle on the target, everyone in it rolling damage; a miss calls Received Fire (OR 5). A LAW is used up.',
  options: {
    firer: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    target: { type: 'string', description: 'The enemy figure', required: true, maxLength: 40 },
    shielded: { type: 'string', description: 'Figures behind cover as strong as the blast (attested; on a board, the GM only)', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng law', kind: 'act', side: o.side }, (a) => launchOrder(a, { firer: o.firer, target: o.target, shielded: parseList(o.shielded) })));
  },
});
