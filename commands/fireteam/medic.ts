import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { expertiseText, namerFor } from '../../src/rulesets/fireteam/play/format.js';
import { extrasOf, keptFor, listed, tagOf, withExtras } from '../../src/rulesets/fireteam/rules/game.js';
import { ok } from '../../src/core/result.js';
import { medicTends } from '../../src/rulesets/fireteam/rules/officers-and-medics.js';
import { ownUnit } from '../../src/rulesets/fireteam/rules/state.js';

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
      ({ game, side, roller, rules }) => {
        const own = ownUnit(game, side, o.unit);
        const hurt = own.ok ? own.value : { side, id: o.unit };
        const extras = extrasOf(game);
        const r = medicTends(
          game,
          side,
          o.medic,
          o.unit,
          { hit: o.hit, killsThisTurn: keptFor(extras.killsThisTurn, hurt) ?? 0, heavyHit: listed(extras.heavyHits ?? [], hurt) },
          roller,
          rules,
        );
        if (!r.ok) return r;
        const next = withExtras({ ...game, ...r.value.state }, { killsThisTurn: { ...extras.killsThisTurn, [tagOf({ side, id: r.value.unit })]: r.value.killsThisTurn } });
        return ok({ game: next, result: r.value });
      },
      ({ medic, unit, save: r, unpinned }, view, _own, side) => {
        const name = namerFor(view);
        return `${name(medic, side)} tends ${name(unit, side)}'s ${r.hit}: ${expertiseText(r.roll)} — ${r.becomes === r.hit ? 'no save' : r.becomes === 'pin' ? 'the Kill becomes a Pin' : 'the Pin is saved'}${unpinned ? `; back within its pin score, ${name(unit, side)} is no longer Pinned` : ''}.`;
      },
    ));
  },
});
