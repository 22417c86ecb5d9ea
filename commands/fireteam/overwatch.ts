import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { ok } from '../../src/core/result.js';
import { ownUnit } from '../../src/rulesets/fireteam/rules/state.js';
import { endStep } from '../../src/rulesets/fireteam/rules/turn.js';
import { setOverwatch } from '../../src/rulesets/fireteam/rules/overwatch.js';

export const fireteamOverwatch = command({
  name: 'on',
  description: 'Action: put a unit on overwatch; it holds its fire for the enemy\'s movement',
  options: {
    unit: { type: 'string', description: 'The unit', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam overwatch on', move: 'overwatch', side: o.side },
      ({ game, side }) => {
        const r = setOverwatch(game, side, o.unit);
        if (!r.ok) return r;
        const unit = ownUnit(r.value.state, side, o.unit);
        return ok({ game: endStep(r.value.state, side), result: unit.ok ? unit.value.id : o.unit });
      },
      (id, view, _own, side) => `${namerFor(view)(id, side)} goes on overwatch: it will not shoot in the firing phase, but may fire at enemies moving into view (\`/fireteam overwatch fire\`).`,
    ));
  },
});
