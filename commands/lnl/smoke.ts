import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { hexOfUnit } from '../../src/rulesets/lnl/rules/state.js';
import { unitName } from '../../src/rulesets/lnl/play/format.js';
import { formatHex, parseHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { smokeAction } from '../../src/rulesets/lnl/rules/smoke-action.js';
import { endImpulse, keepImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlSmoke = command({
  name: 'smoke',
  description: 'A Good Order MMC lays smoke: 1d6 ≤ its nation\'s smoke capability places Smoke 1',
  options: {
    unit: { type: 'string', description: 'Your MMC (its roster gives "smoke")', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'Its hex or an adjacent one (default its own)', maxLength: 8 },
    more: { type: 'boolean', description: 'Keep the impulse: it still moves (−1 MF)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl smoke', move: 'activate', side: o.side, from: (s) => hexOfUnit(s, o.unit) },
      ({ state, roller, side }) => {
        const hex = o.hex === undefined ? undefined : parseHex(o.hex);
        if (hex && !hex.ok) return fail('lnl/bad-hex', { text: o.hex! });
        const r = smokeAction(state, { side, unit: o.unit, ...(hex?.ok ? { hex: hex.value } : {}) }, roller);
        if (!r.ok) return r;
        return ok({ state: o.more ? keepImpulse(r.value.state, hexOfUnit(r.value.state, o.unit)) : endImpulse(r.value.state), result: r.value.result });
      },
      (r) =>
        `💨 Smoke (7.0): ${unitName(r.unit)} rolls ${r.die} vs capability ${r.capability} → ${r.success ? `**Smoke 1 in ${formatHex(r.hex)}**; it may still move at −1 MF` : 'no smoke'}. Marked Ops Complete.`,
    ));
  },
});
