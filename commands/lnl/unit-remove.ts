import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { fail, ok } from '../../src/core/result.js';
import { findUnit } from '../../src/rulesets/lnl/rules/state.js';

export const lnlUnitRemove = command({
  name: 'remove',
  description: 'Take one of your counters out of the game entirely (a set-up mistake)',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl unit remove', move: 'setup', side: o.side },
      ({ state, side }) => {
        const u = findUnit(state, o.unit);
        if (!u) return fail('lnl/unknown-unit', { unit: o.unit });
        if (u.side !== side) return fail('lnl/not-your-unit', { unit: u.id });
        const id = u.id.toLowerCase();
        if (state.units.some((x) => x.carriedBy?.toLowerCase() === id || x.aboard?.vehicle.toLowerCase() === id)) return fail('lnl/unit-in-use', { unit: u.id });
        return ok({ state: { ...state, units: state.units.filter((x) => x !== u) }, result: u.id });
      },
      (id) => `**${userText(id)}** is taken out of the game.`,
    ));
  },
});
