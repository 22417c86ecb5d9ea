import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { ffeText } from '../../src/rulesets/lnl/play/format-artillery.js';
import { sightBetween } from '../../src/rulesets/lnl/rules/sight.js';
import { groundFrom } from '../../src/rulesets/lnl/rules/target-modifier.js';
import { parseTmList } from '../../src/rulesets/lnl/rules/order-input.js';
import { parseHex } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { fireForEffect } from '../../src/rulesets/lnl/rules/artillery-action.js';
import { hexOf, hexOfUnit, ownUnit } from '../../src/rulesets/lnl/rules/state.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlArtilleryFfe = command({
  name: 'ffe',
  description: 'Fire for effect: the spotter may shift the round a hex in sight; the mission hexes are attacked',
  help: 'Each hex with units: 1d6 + FP vs 1d6 + TM (not walls or hills) + lowest armour; if higher, every unit there takes a DC, friend or foe. Covered hexes take the scenario\'s TM; declare any it lacks with tms:"E4:2, F5:1".',
  options: {
    spotter: { type: 'string', description: 'The spotter who called the mission', required: true, maxLength: 32, autocomplete: 'stand' },
    shift: { type: 'string', description: 'Shift the round to this adjacent hex in sight', maxLength: 8 },
    tms: { type: 'string', description: 'TMs of covered hexes under fire, e.g. "E4:2, F5:1"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl artillery ffe', move: 'activate', side: o.side, from: (s) => hexOfUnit(s, o.spotter) },
      ({ state, roller, rules, side }) => {
        const spotter = ownUnit(state, side, o.spotter);
        if (!spotter.ok) return spotter;
        const from = hexOf(state, spotter.value);
        if (!from) return fail('lnl/no-position', { unit: spotter.value.id });
        const shift = o.shift === undefined ? undefined : parseHex(o.shift);
        if (shift && !shift.ok) return fail('lnl/bad-hex', { text: o.shift! });
        const tms = parseTmList(o.tms);
        if (!tms.ok) return tms;
        const board = ctx.campaign?.board;
        const r = fireForEffect(
          state,
          {
            side,
            spotter: spotter.value.id,
            ...(shift?.ok ? { shiftTo: shift.value } : {}),
            inLos: (h) => sightBetween(board, from, h, rules).los?.blocked !== true,
            groundOf: groundFrom(board, tms.value),
          },
          roller,
          rules,
        );
        if (!r.ok) return r;
        return ok({ state: endImpulse(r.value.state), result: r.value.result });
      },
      ffeText,
    ));
  },
});
