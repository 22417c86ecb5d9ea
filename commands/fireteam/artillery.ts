import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { declaredShot, markResolved } from '../../src/rulesets/fireteam/rules/declared-shot.js';
import { ARTILLERY_WEAPONS, fireArtillery } from '../../src/rulesets/fireteam/play/fire-resolve.js';
import { artilleryText } from '../../src/rulesets/fireteam/play/fire-text.js';
import { namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { ok } from '../../src/core/result.js';

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
      ({ game, side, roller, rules, board }) => {
        const found = declaredShot(game, side, o.observer, ['indirect', 'smoke']);
        if (!found.ok) return found;
        const r = fireArtillery(game, found.value.shooter, found.value.declaration, o.weapon ?? 'medium-mortar', roller, rules, board);
        if (!r.ok) return r;
        return ok({ game: markResolved(r.value.game, found.value.shooter), result: r.value.result });
      },
      (r, view) => artilleryText(r, namerFor(view)),
    ));
  },
});
