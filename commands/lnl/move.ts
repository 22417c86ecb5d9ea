import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { hexOfUnit } from '../../src/rulesets/lnl/rules/state.js';
import { userText } from '../../src/app/format.js';
import { unitName } from '../../src/rulesets/lnl/play/format.js';
import { parseIdList } from '../../src/rulesets/lnl/rules/order-input.js';
import { parseHex, sameHex, type HexCoord } from '../../src/core/board/hex.js';
import { sightBetween } from '../../src/rulesets/lnl/rules/sight.js';
import { fail, ok } from '../../src/core/result.js';
import { MOVE_KINDS, moveAction } from '../../src/rulesets/lnl/rules/move-action.js';
import { endImpulse, keepImpulse } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlMove = command({
  name: 'move',
  description: 'Activate a hex: its units move together to a hex (marked Moved, Assault Move, Low Crawl or H&R)',
  help: 'All units activated in a hex move together (6.0). Assault and stealth movement go half the MPs and may then fire (say more:true to keep the impulse). Stacking is checked at the destination: 3 squads or equivalent, 2 vehicles (a wreck counts), 2 SMCs per side. Shaken units may not close on an enemy in sight. A stream on the map there costs its extra MPs (10.5.1) or bars the way. Your opponent may opportunity-fire at the movers.',
  options: {
    units: { type: 'string', description: 'Your units in one hex, comma-separated', required: true, maxLength: 200 },
    to: { type: 'string', description: 'The hex they move to, e.g. D6', required: true, maxLength: 8 },
    how: { type: 'string', description: 'Kind of movement (default move)', choices: MOVE_KINDS },
    more: { type: 'boolean', description: 'Keep the impulse: these units still fire (assault fire)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl move', move: 'activate', side: o.side, from: (s) => hexOfUnit(s, o.units) },
      ({ state, rules, side }) => {
        const ids = parseIdList(o.units);
        if (!ids.ok) return ids;
        const to = parseHex(o.to);
        if (!to.ok) return fail('lnl/bad-hex', { text: o.to });
        const board = ctx.campaign?.board;
        const stream = board?.ruleset === 'lnl' ? board.features.find((f) => f.kind === 'path' && f.type === 'stream' && f.path.some((h) => sameHex(h, to.value))) : undefined;
        const streamType = stream?.kind === 'path' ? stream.streamType : undefined;
        const inSight = board?.ruleset === 'lnl' ? (a: HexCoord, b: HexCoord) => !sightBetween(board, a, b, rules).los?.blocked : undefined;
        const r = moveAction(state, { side, units: ids.value, to: to.value, how: o.how ?? 'move', ...(streamType === undefined ? {} : { streamType }), ...(inSight ? { inSight } : {}) });
        if (!r.ok) return r;
        return ok({ state: o.more ? keepImpulse(r.value.state, hexOfUnit(r.value.state, o.units)) : endImpulse(r.value.state), result: r.value.result });
      },
      (r) => {
        const how = r.how === 'move' ? 'move' : `use ${r.how.replace(/-/g, ' ')} movement`;
        const stream = r.stream ? ` Entering a type ${r.stream.type} stream (10.5.1): ${r.stream.penalties.map((p) => `${unitName(p.unit)} +${p.mp} MP`).join(', ')}.` : '';
        return `${r.ids.map(unitName).join(', ')} ${how} from ${r.from} to **${r.to}** (marked ${userText(r.marker.replace(/-/g, ' '))}).${stream}`;
      },
    ));
  },
});
