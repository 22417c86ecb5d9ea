import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { medicText } from '../../src/rulesets/fireteam/play/pinning-text.js';
import { tendHit } from '../../src/rulesets/fireteam/rules/actions/officers-and-medics.js';

export const fireteamMedic = command({
  name: 'medic',
  description: 'Pinning: a medic tries to save a hit taken this turn: a Kill becomes a Pin, a Pin nothing',
  help: 'Once a turn per medic, on his expertise. A saved Pin that takes the unit back within its pin score clears the Pinned status it took this turn (not after a heavy weapon\'s hit while any hit is left).',
  options: {
    medic: { type: 'string', description: 'Your medic', required: true, maxLength: 32, autocomplete: 'stand' },
    unit: { type: 'string', description: 'Your unit that took the hit', required: true, maxLength: 32, autocomplete: 'stand' },
    hit: { type: 'string', description: 'The hit to save', required: true, choices: ['kill', 'pin'] },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam medic', move: 'morale', side: o.side },
      ({ game, side, roller, rules }) => tendHit(game, side, o.medic, o.unit, o.hit, roller, rules),
      (r, view, _own, side) => medicText(r, view, side),
    ));
  },
});
