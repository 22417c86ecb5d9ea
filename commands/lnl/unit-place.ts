import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { formatHex, parseHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { ownUnit, placeUnit } from '../../src/rulesets/lnl/rules/state.js';

export const lnlUnitPlace = command({
  name: 'place',
  description: 'Set up: put one of your counters in a hex (no movement, no markers)',
  options: {
    unit: { type: 'string', description: 'The counter', required: true, maxLength: 32, autocomplete: 'stand' },
    at: { type: 'string', description: 'The hex, e.g. C5', required: true, maxLength: 8 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl unit place', move: 'setup', side: o.side },
      ({ state, side }) => {
        const unit = ownUnit(state, side, o.unit);
        if (!unit.ok) return unit;
        const at = parseHex(o.at);
        if (!at.ok) return fail('lnl/bad-hex', { text: o.at });
        const placed = placeUnit(state, unit.value.id, at.value);
        return placed.ok ? ok({ state: placed.value, result: { id: unit.value.id, at: formatHex(at.value) } }) : placed;
      },
      (r) => `**${userText(r.id)}** is set up in ${r.at}.`,
    ));
  },
});
