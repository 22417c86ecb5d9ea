import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { airText } from '../../src/rulesets/lnl/play/format-artillery.js';
import { groundFrom } from '../../src/rulesets/lnl/rules/target-modifier.js';
import { parseTmList } from '../../src/rulesets/lnl/rules/order-input.js';
import { formatHex, parseHex, type HexCoord } from '../../src/core/board/hex.js';
import { fail, ok } from '../../src/core/result.js';
import { airStrike } from '../../src/rulesets/lnl/rules/air-strike.js';
import { endImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlArtilleryAir = command({
  name: 'air',
  description: 'Air support attacks hexes with cannon FP and/or bombs (HE), no to-hit roll',
  help: 'Against troops each weapon attacks normally (1d6 + value vs 1d6 + TM); against each vehicle it is a penetration value (1d6 + value vs 1d6 + lowest armour).',
  options: {
    hexes: { type: 'string', description: 'The hexes attacked, comma-separated', required: true, maxLength: 60 },
    fp: { type: 'integer', description: 'Cannon FP (0 if none)', required: true, min: 0, max: 20 },
    he: { type: 'integer', description: 'Bombs\' HE equivalent (0 if none)', required: true, min: 0, max: 30 },
    tms: { type: 'string', description: 'TMs of covered hexes, e.g. "E4:2"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl artillery air', move: 'activate', side: o.side },
      ({ state, roller, rules, side }) => {
        const hexes: HexCoord[] = [];
        for (const text of o.hexes.split(',').map((x) => x.trim()).filter(Boolean)) {
          const h = parseHex(text);
          if (!h.ok) return fail('lnl/bad-hex', { text });
          if (state.grid && (h.value.col >= state.grid.columns || h.value.row >= state.grid.rows)) return fail('lnl/off-board', { hex: formatHex(h.value) });
          hexes.push(h.value);
        }
        if (hexes.length === 0 || hexes.length > 7) return fail('lnl/bad-hex-list');
        const tms = parseTmList(o.tms);
        if (!tms.ok) return tms;
        const r = airStrike(state, { side, hexes, fp: o.fp, he: o.he, groundOf: groundFrom(ctx.campaign?.board, tms.value) }, roller, rules);
        if (!r.ok) return r;
        return ok({ state: endImpulse(r.value.state), result: { passes: r.value.passes, hexes: hexes.map(formatHex) } });
      },
      (r) => airText(r.passes, r.hexes),
    ));
  },
});
