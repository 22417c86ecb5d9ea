import { command } from '../../src/app/command.js';
import { runMove } from '../../src/app/run-move.js';
import { fng } from '../../src/rulesets/fng/index.js';
import { fngOrder } from '../../src/rulesets/fng/play/orders.js';
import { parsePlaces } from '../../src/rulesets/fng/play/parse.js';
import { placeFigures } from '../../src/rulesets/fng/rules/firefight/moves/order-setup.js';

export const fngFigurePlace = command({
  name: 'place',
  description: 'Put your figures on the table (inches from the top-left)',
  help: 'Places figures of your side not yet on the table (arrivals at any time; before the first turn you may place them again). They take the cover and concealment the board gives where they stand; cover: and concealed: attest it where no board is loaded (the GM\'s word against one); prone: lays them down. For every figure named.',
  options: {
    figures: { type: 'string', description: 'Figures and points: "pink@12,4; kelly@13,5"', required: true, maxLength: 400 },
    cover: { type: 'boolean', description: 'In cover (no board loaded; the GM\'s word against one)' },
    concealed: { type: 'boolean', description: 'Concealed (no board loaded; the GM\'s word against one)' },
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
