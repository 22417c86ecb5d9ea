import { command } from '../../../src/app/command.js';
import { runMove } from '../../../src/app/run-move.js';
import { parsePoint } from '../../../src/core/board/geometry.js';
import { fng } from '../../../src/rulesets/fng/index.js';
import { fngOrder } from '../../../src/rulesets/fng/play/orders.js';
import { parseList } from '../../../src/rulesets/fng/play/parse.js';
import { buildingFireOrder, suppressBunkerOrder } from '../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import { igniteOrder, inAFireOrder } from '../../../src/rulesets/fng/rules/terrain/moves/order-fire-building.js';

export const fngMissionBuilding = command({
  name: 'building',
  description: 'Fire at, suppress or set alight the building or bunker at x,y',
  help: 'The structure and its DV come from the board\'s feature there (L1000). fire: an APR weapon (his own; law: a LAW from the stores) rolls Building Target and Penetration (collapse, havoc, Received Fire) at the 6" area holding at: on the level floor: names (0 the ground floor, default; each level counts as areas, L988); a collapsed area may bring down the one above (1–3) and a brick or concrete one leaves rubble under it (L992–L996); others need Impact above the DV and hit on d6+REP 10+ (L1001–L1031). suppress: the figures named, acting before the occupants (L1029–L1044). ignite: a full activation\'s work lighting it (L1038); it then loses 1 DV a turn. in-fire: a figure inside a burning one tests In a Fire (L1043).',
  options: {
    figures: { type: 'string', description: 'Your figure (or figures: suppress, ignite)', required: true, maxLength: 100 },
    at: { type: 'string', description: 'A point in the structure, "x,y"', required: true, maxLength: 20 },
    do: { type: 'string', description: 'What (default fire)', choices: ['fire', 'law', 'suppress', 'ignite', 'in-fire'] },
    floor: { type: 'integer', description: 'fire, law: the level aimed at (0 ground, 1 the one above, -1 a basement)', min: -1, max: 6 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng-mission building', kind: 'act' }, (a) => {
      const at = parsePoint(o.at);
      if (!at.ok) return at;
      const figures = parseList(o.figures);
      if (o.do === 'suppress') return suppressBunkerOrder(a, { figures, at: at.value });
      if (o.do === 'ignite') return igniteOrder(a, { figures, at: at.value });
      if (o.do === 'in-fire') return inAFireOrder(a, { figure: figures[0] ?? '', at: at.value });
      return buildingFireOrder(a, { shooter: figures[0] ?? '', at: at.value, ...(o.do === 'law' ? { law: true } : {}), ...(o.floor === undefined ? {} : { floor: o.floor }) });
    }));
  },
});
