import { runMove } from '../../src/app/run-move.js';
import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { artilleryText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { ARTILLERY_WEAPONS, resolveArtillery } from '../../src/rulesets/fireteam/rules/artillery/artillery-fire.js';

export const fireteamArtillery = command({
  name: 'artillery',
  description: 'Firing: an AOP\'s declared indirect fire or smoke: deviation, then hits under the template',
  help: 'Length is + die − − die along the AOP\'s line of sight, sideways right die − left die; keeping last turn\'s aim point takes 1" per turn of observed fire off each. Units under the template are shot at with cover one lower; vehicles take the artillery-against-armour dice (medium and heavy guns and mortars only).',
  options: {
    observer: { type: 'string', description: 'Your AOP that called the fire', required: true, maxLength: 32, autocomplete: 'stand' },
    weapon: { type: 'string', description: 'The battery (default medium mortar)', choices: ARTILLERY_WEAPONS },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam artillery', move: 'resolve-fire', side: o.side },
      ({ game, side, roller, rules, board }) => resolveArtillery(game, side, o.observer, o.weapon ?? 'medium-mortar', roller, rules, board),
      (r, view) => artilleryText(r, namerFor(view)),
    ));
  },
});
