import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { parsePoint } from '../../src/core/board/geometry.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../src/rulesets/fng/play/parse.js';
import { buildingFireOrder, suppressBunkerOrder } from '../../src/rulesets/fng/rules/order-building.js';

export const fngMissionBuilding = command({
  name: 'building',
  description: 'Fire at the building or bunker at x,y, or suppress a bunker',
  help: 'The structure and its DV come from the board\'s feature there (L1000). One figure fires: an APR weapon (his own, or law:true) rolls Building Target and Penetration (collapse, havoc, Received Fire); other weapons need Impact above the DV and hit on d6+REP 10+ (L1001–L1031). suppress:true: the figures named, acting before the occupants, suppress a bunker (L1029–L1044).',
  options: {
    figures: { type: 'string', description: 'Your figure (or figures, to suppress)', required: true, maxLength: 100 },
    at: { type: 'string', description: 'A point in the structure, "x,y"', required: true, maxLength: 20 },
    law: { type: 'boolean', description: 'Fire one of the squad\'s LAWs' },
    suppress: { type: 'boolean', description: 'Suppress a bunker' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission building', kind: 'act' }, (a) => {
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      const figures = parseList(o.figures);
      return o.suppress ? suppressBunkerOrder(a, { figures, at: at.value }) : buildingFireOrder(a, { shooter: figures[0] ?? '', at: at.value, ...(o.law ? { law: true } : {}) });
    }));
  },
});
