import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { unitName } from '../../src/rulesets/lnl/play/format.js';
import { ok } from '../../src/core/result.js';
import { minesAction } from '../../src/rulesets/lnl/rules/vehicle-actions.js';

const WORDS = { 'no-effect': 'no effect', shaken: 'Shaken', 'shaken-immobilized': 'Shaken and Immobilized', destroyed: 'destroyed with its crew' } as const;

export const lnlMines = command({
  name: 'mines',
  description: 'Your vehicle that has just entered a mined hex rolls on the Mines vs. Vehicles table (1d6)',
  options: {
    vehicle: { type: 'string', description: 'Your vehicle that just moved', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl mines', move: 'reaction', side: o.side },
      ({ state, roller, rules, side }) => {
        const r = minesAction(state, { side, vehicle: o.vehicle }, roller, rules);
        return r.ok ? ok({ state: r.value.state, result: r.value.result }) : r;
      },
      (r) =>
        [
          `💣 Mines (21.4.1): ${unitName(r.vehicle)} rolls ${r.mines.die} → **${WORDS[r.mines.result]}**.${r.effects.some((e) => e.effect === 'abandoned' || e.became.startsWith('abandoned')) ? ' Already Shaken, it is abandoned.' : ''}`,
          ...r.fate.filter((f) => f.what === 'bail-out').map((f) => `• ${unitName(f.unit)} (bail-out ${f.die}): ${f.result}.`),
        ].join('\n'),
    ));
  },
});
