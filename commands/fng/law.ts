import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../src/rulesets/fng/play/parse.js';
import { launchOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';

export const fngLaw = command({
  name: 'law',
  description: 'Fire a LAW, rocket, recoilless rifle or grenade launcher at an enemy or wire',
  help: 'Readied first where the weapon needs it (LAW, M203: 2d6 vs REP), then one die on the Ranged Combat table; a hit bursts its blast circle on the target, everyone in it rolling damage; a miss calls Received Fire (OR 5). A LAW is used up. at:x,y instead of target: fires a recoilless rifle, bazooka, LAW or RPG at a spot of barbed wire or punji stakes: a hit blows a 4" hole there (L1208, L1212).',
  options: {
    firer: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    target: { type: 'string', description: 'The enemy figure', maxLength: 40 },
    at: { type: 'string', description: 'Or a spot of wire or punji stakes to blow a hole in, "x,y"', maxLength: 20 },
    shielded: { type: 'string', description: 'Figures behind cover as strong as the blast (attested; on a board, the GM only)', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng law', kind: 'act', side: o.side }, (a) => {
      const at = o.at === undefined ? undefined : parsePoint(o.at);
      if (at && !at.ok) return at;
      return launchOrder(a, { firer: o.firer, ...(o.target === undefined ? {} : { target: o.target }), ...(at ? { at: at.value } : {}), shielded: parseList(o.shielded) });
    }));
  },
});
