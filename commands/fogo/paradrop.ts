import { runMove } from '../../src/app/run-move.js';
import { fogo } from '../../src/rulesets/fogo/index.js';
import { fogoOrder } from '../../src/rulesets/fogo/play/orders.js';
import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { paradropText } from '../../src/rulesets/fogo/play/format-actions.js';

import { paradrop, type LandingZone } from '../../src/rulesets/fogo/rules/support/paradrop.js';

export const fogoParadrop = command({
  name: 'paradrop',
  description: 'Drop one combat group of your off-table paratroops on a drop zone',
  help: 'Sort the stands by where each landed: `safe` (open ground), `hazard` (structure, orchard, woods, rock or boulder field, cliff: 1d6, 1–2 killed, 3–4 suppressed, 5–6 OK), `lethal` (off the table, deep water: killed). One combat group per drop zone per initiative; they cannot move this initiative and count as in the open. Landing losses never pass the initiative.',
  options: {
    dropzone: { type: 'string', description: 'The drop zone', required: true, maxLength: 60 },
    safe: { type: 'string', description: 'Stands that landed on safe ground, comma-separated', maxLength: 200 },
    hazard: { type: 'string', description: 'Stands that landed in a structure, woods, rocks or on a cliff', maxLength: 200 },
    lethal: { type: 'string', description: 'Stands that landed off the table or in deep water', maxLength: 200 },
    hazardfeature: { type: 'string', description: 'The feature the hazard landings came down in, e.g. woods', maxLength: 60 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const zone = (ids: string | undefined, z: LandingZone, feature?: string) =>
      standIds(ids ?? '').map((stand) => ({ stand, zone: z, ...(feature === undefined ? {} : { feature }) }));
    const landings = [...zone(o.safe, 'safe'), ...zone(o.hazard, 'hazard', o.hazardfeature), ...zone(o.lethal, 'lethal')];
    return runMove(ctx, fogo, fogoOrder({ command: 'fogo paradrop', kind: 'paradrop' }, ({ state, roller, side }) => paradrop(state, { side, dropZone: o.dropzone, landings }, roller), paradropText));
  },
});
