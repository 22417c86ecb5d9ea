import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { expertiseText, namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { ok } from '../../src/core/result.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';
import { goToGround } from '../../src/rulesets/fireteam/rules/go-to-ground.js';

export const fireteamGround = command({
  name: 'ground',
  description: 'Action: go to ground on an expertise roll; cover counts one better until it acts',
  help: 'Scouts go to ground without a roll. The unit keeps the better cover until it shoots or moves.',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam ground', move: 'go-to-ground', side: o.side },
      ({ game, side, roller }) => {
        const r = goToGround(game, side, o.unit, roller);
        if (!r.ok) return r;
        return ok({ game: endStep(r.value.state, side), result: r.value });
      },
      (r, view, _own, side) =>
        `${namerFor(view)(r.unit, side)} goes to ground: ${r.automatic ? 'a scout, no roll needed' : expertiseText(r.roll!)} — ${r.success ? 'its cover counts one better until it shoots or moves' : 'it stays as it was'}.`,
    ));
  },
});
