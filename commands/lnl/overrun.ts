import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { hexOfUnit } from '../../src/rulesets/lnl/rules/state.js';
import { fireRollText, damageLines } from '../../src/rulesets/lnl/play/format-fire.js';
import { unitName } from '../../src/rulesets/lnl/play/format.js';
import { groundFrom } from '../../src/rulesets/lnl/rules/target-modifier.js';
import { formatHex, parseHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { hexLos } from '../../src/rulesets/lnl/rules/line-of-sight.js';
import type { OverrunTerrain } from '../../src/rulesets/lnl/rules/overrun.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';
import { overrunAction } from '../../src/rulesets/lnl/rules/vehicle-actions.js';

export const lnlOverrun = command({
  name: 'overrun',
  description: 'Your vehicle overruns an enemy hex (+4 MP): 1d6 + 2 + HE + MG + armor leader vs 1d6 + TM',
  help: 'Only in clear, brush, low crops or other open ground (module terrain with allowed:true). If the vehicle rolls higher, every defender takes a DC; survivors in Good Order may close-assault it with `/lnl assault`.',
  options: {
    vehicle: { type: 'string', description: 'Your vehicle', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'The enemy hex it overruns', required: true, maxLength: 8 },
    tm: { type: 'integer', description: 'The hex\'s TM (default 0 on open ground)', min: -3, max: 8 },
    allowed: { type: 'boolean', description: 'Your module allows overruns in this terrain' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl overrun', move: 'activate', side: o.side, from: (s) => hexOfUnit(s, o.vehicle) },
      ({ state, roller, rules, side }) => {
        const hex = parseHex(o.hex);
        if (!hex.ok) return fail('lnl/bad-hex', { text: o.hex });
        const board = ctx.campaign?.board;
        const here = board?.ruleset === 'lnl' ? hexLos(board.features, hex.value) : undefined;
        const types = here?.types ?? [];
        const terrain: OverrunTerrain | 'other' = types.length === 0 ? 'clear' : types.includes('brush') ? 'brush' : types.includes('low-crops') ? 'low-crops' : here?.los === 'open' && !types.includes('river') ? 'open' : 'other';
        const ground = groundFrom(board, new Map(o.tm === undefined ? [] : [[formatHex(hex.value), o.tm]]))(hex.value);
        const tm = ground.ok ? ground.value.tm : 0;
        const r = overrunAction(state, { side, vehicle: o.vehicle, hex: hex.value, terrain, ...(o.allowed ? { moduleAllows: true } : {}), tm }, roller, rules);
        if (!r.ok) return r;
        return ok({ state: endImpulse(r.value.state), result: r.value.result });
      },
      (r) => [`🛞 Overrun (15.3): ${unitName(r.vehicle)} drives into ${formatHex(r.hex)}: ${fireRollText(r.overrun)}.`, ...damageLines(r.damage)].join('\n'),
    ));
  },
});
