import { command } from '../../src/app/command.js';
import { addHelicopterFor } from '../../src/rulesets/fogo/play/setup-moves.js';
import { HELICOPTER_TYPES } from '../../src/rulesets/fogo/rules/game/helicopters.js';

export const fogoHeliAdd = command({
  name: 'add',
  description: 'Add a helicopter at base, in secret (the GM names the side)',
  help: 'Alouette III: 2 passenger slots; Puma SA330: 6; the Alouette III gunship by house rule `helicopter.gunshipSlots`.',
  options: {
    id: { type: 'string', description: 'Helicopter id, e.g. AL-1', required: true, maxLength: 24 },
    type: { type: 'string', description: 'Helicopter type', required: true, choices: HELICOPTER_TYPES },
    side: { type: 'string', description: 'GM only: the side it belongs to', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) => addHelicopterFor(ctx, o.side, o.id, o.type),
});
