import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { embarkText } from '../../src/rulesets/fireteam/play/move-text.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { embarkMove } from '../../src/rulesets/fireteam/rules/movement/transport.js';

export const fireteamEmbark = command({
  name: 'embark',
  description: 'Movement: a fire team gets into its transport (as its move)',
  help: 'The team must be within 2" of the vehicle (house rule transport.boardInches) and free to move; a Hannomag or truck carries one team. Riding, it moves with the vehicle and cannot shoot or be shot at alone; a soft-skinned vehicle is shot at as a section, the team taking the hits; a brew-up throws for it as artillery.',
  options: {
    unit: { type: 'string', description: 'Your fire team', required: true, maxLength: 32, autocomplete: 'stand' },
    vehicle: { type: 'string', description: 'Your transport', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam embark', move: 'move', side: o.side },
      ({ game, side, rules }) => embarkMove(game, side, o.unit, o.vehicle, rules),
      (r, view, _own, side) => embarkText(r, view, side),
    ));
  },
});

