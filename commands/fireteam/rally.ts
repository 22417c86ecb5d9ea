import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { expertiseText, namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { extrasOf, keptFor, tagOf, withExtras } from '../../src/rulesets/fireteam/rules/game.js';
import { ok } from '../../src/core/result.js';
import { rallyUnit } from '../../src/rulesets/fireteam/rules/officers-and-medics.js';

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
      ({ game, side, roller }) => {
        const r = rallyUnit(game, side, o.unit, o.by, roller);
        if (!r.ok) return r;
        let next = { ...game, ...r.value.state };
        const { removal, unit } = r.value;
        if (removal.kills) {
          const k = extrasOf(next).killsThisTurn;
          const hurt = { side, id: unit };
          next = withExtras(next, { killsThisTurn: { ...k, [tagOf(hurt)]: (keptFor(k, hurt) ?? 0) + removal.kills } });
        }
        return ok({ game: next, result: r.value });
      },
      ({ unit, by, removal: r }, view, _own, side) => {
        const name = namerFor(view);
        return `${name(by, side)} (${r.by.replace('-', ' ')}) ${r.roll ? `rallies ${name(unit, side)}: ${expertiseText(r.roll)}` : `drives ${name(unit, side)} on, shooting one man`} — ${r.removed ? `the Pin is removed${r.kills ? ` (1 kill)` : ''}` : 'it stays Pinned'}.`;
      },
    ));
  },
});
