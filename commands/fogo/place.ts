import { command } from '../../src/app/command.js';
import { placeStandAt } from '../../src/rulesets/fogo/play/setup-moves.js';

export const fogoPlace = command({
  name: 'place',
  description: 'Place a stand at x,y inches on the board',
  help: 'Records where a stand is on the board, for /board and for the cover fire reads from the terrain: the feature under that point becomes its feature (none = the open). Your own stands; the GM any. A hidden stand\'s position is told to no one else.',
  options: {
    stand: { type: 'string', description: 'Stand id', required: true, maxLength: 60, autocomplete: 'stand' },
    at: { type: 'string', description: 'x,y inches from top left', required: true, maxLength: 20 },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) => placeStandAt(ctx, o.stand, o.at),
});
