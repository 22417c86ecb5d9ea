import { command } from '../../src/app/command.js';
import { standIds } from '../../src/rulesets/fogo/play/fire-options.js';
import { boardHelicopterFor } from '../../src/rulesets/fogo/play/setup-moves.js';

export const fogoHeliBoard = command({
  name: 'board',
  description: 'Load off-table stands into a helicopter at base (secret)',
  help: 'Slots: a small team 1, a large team or a Command Team 2, a lone commander none. Mounted Dragoons cannot board.',
  options: {
    helicopter: { type: 'string', description: 'Your helicopter at base', required: true, maxLength: 60 },
    stands: { type: 'string', description: 'Off-table stand ids boarding, comma-separated', required: true, maxLength: 200 },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) => boardHelicopterFor(ctx, o.helicopter, standIds(o.stands)),
});
