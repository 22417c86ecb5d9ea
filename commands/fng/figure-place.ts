import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parsePlaces } from '../../src/rulesets/fng/play/parse.js';
import { placeFigures } from '../../src/rulesets/fng/rules/firefight/moves/order-setup.js';

export const fngFigurePlace = command({
  name: 'place',
  description: 'Put your figures on the table (inches from the top-left)',
  help: 'Places figures of your side not yet on the table (arrivals at any time; before the first turn you may place them again). cover:, concealed: and prone: attest how they stand there, for every figure named.',
  options: {
    figures: { type: 'string', description: 'Figures and points: "pink@12,4; kelly@13,5"', required: true, maxLength: 400 },
    cover: { type: 'boolean', description: 'They are in cover (default: read from the board, if loaded)' },
    concealed: { type: 'boolean', description: 'They are concealed (default: from the board)' },
    prone: { type: 'boolean', description: 'They are prone' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fng, fngOrder(ctx, { command: 'fng figure place', kind: 'setup', side: o.side }, (a) => {
      const places = parsePlaces(o.figures);
      return places.ok ? placeFigures(a, places.value, { ...(o.cover === undefined ? {} : { cover: o.cover }), ...(o.concealed === undefined ? {} : { concealed: o.concealed }), ...(o.prone ? { prone: true } : {}) }) : places;
    }));
  },
});
