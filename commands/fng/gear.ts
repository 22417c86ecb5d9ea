import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { flareOrder } from '../../src/rulesets/fng/rules/firefight/moves/order-smoke.js';

/** Useful Gear (L365–L375) a soldier uses when active. */
export const fngGear = command({
  name: 'gear',
  description: 'Use a piece of Useful Gear: fire a pencil flare',
  help: 'use:flare — a pencil flare (L366), fired when active and not counted as firing: a 24" circle of daylight centred within 18", for this turn and the next; single shot.',
  options: {
    figure: { type: 'string', description: 'Your figure', required: true, maxLength: 40, autocomplete: 'stand' },
    use: { type: 'string', description: 'What he uses', required: true, choices: ['flare'] },
    at: { type: 'string', description: 'The point, "x,y"', required: true, maxLength: 20 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng gear', kind: 'act', side: o.side }, (a) => {
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      return flareOrder(a, { figure: o.figure, at: at.value });
    }));
  },
});
