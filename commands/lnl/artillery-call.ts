import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { HEX_DIRECTIONS } from '../../src/core/board/hex.js';
import { FIRE_MISSIONS } from '../../src/rulesets/lnl/rules/artillery/artillery.js';
import { callText } from '../../src/rulesets/lnl/play/format-artillery.js';
import { artilleryCallOrder } from '../../src/rulesets/lnl/rules/orders/artillery.js';

export const lnlArtilleryCall = command({
  name: 'call',
  description: 'A leader, scout or advisor places a spotting round in sight; it drifts (white + coloured die)',
  help: 'Choose the mission now (standard by default): standard (FFE + adjacent), loose (within 2 at reduced FP), concentrated (×1.5 on the FFE, ½ around), line (give `to:`), walking barrage (give `walk:`). Drift: white die + degrading hexes − LM, halved up; coloured die the direction (1 north, 2 NE…).',
  options: {
    spotter: { type: 'string', description: 'Your leader, scout or advisor', required: true, maxLength: 32, autocomplete: 'stand' },
    hex: { type: 'string', description: 'Where the spotting round goes', required: true, maxLength: 8 },
    fp: { type: 'integer', description: 'The artillery mission FP', required: true, min: 1, max: 20 },
    mission: { type: 'string', description: 'Fire mission (default standard)', choices: FIRE_MISSIONS },
    to: { type: 'string', description: 'Line mission: the other end of the line', maxLength: 8 },
    walk: { type: 'string', description: 'Walking barrage: the direction it walks', choices: HEX_DIRECTIONS },
    degrading: { type: 'integer', description: 'Degrading hexes in the LOS (default: from the map)', min: 0, max: 2 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder(ctx, { command: 'lnl artillery call', side: o.side }, artilleryCallOrder(o), callText));
  },
});
