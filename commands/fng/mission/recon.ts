import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { reconOrder } from '../../../src/rulesets/fng/rules/enemy/moves/order-enemy.js';

export const fngMissionRecon = command({
  name: 'recon',
  description: 'Recon by Fire at a PEF: firers roll their TR in d6, sixes against its REP',
  help: 'Within twice your LOS (L853–L867). More sixes than the PEF\'s REP resolve it at once; troops take a hit for each six beyond the REP and Received Fire. The firers spend their fire and are out of ammo (crew-served weapons count their ones).',
  options: {
    firers: { type: 'string', description: 'Your figures that fire: "pink, kelly"', required: true, maxLength: 200 },
    pef: { type: 'string', description: 'The PEF marker, e.g. P2', required: true, maxLength: 8 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission recon', kind: 'act', side: o.side }, (a) => reconOrder(a, { firers: parseList(o.firers), pef: o.pef })));
  },
});
