import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { rallyText } from '../../src/rulesets/fireteam/play/pinning-text.js';
import { rally } from '../../src/rulesets/fireteam/rules/actions/officers-and-medics.js';

export const fireteamRally = command({
  name: 'rally',
  description: 'Pinning: an officer or commissar removes a unit\'s Pin (expertise roll; KGB: a kill)',
  help: 'Each officer or commissar tries once a turn. Officers and heroic commissars roll their expertise; the KGB commissar always frees the unit, shooting one man.',
  options: {
    unit: { type: 'string', description: 'Your Pinned unit', required: true, maxLength: 32, autocomplete: 'stand' },
    by: { type: 'string', description: 'Your officer or commissar', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam rally', move: 'remove-pin', side: o.side },
      ({ game, side, roller }) => rally(game, side, o.unit, o.by, roller),
      (r, view, _own, side) => rallyText(r, view, side),
    ));
  },
});
