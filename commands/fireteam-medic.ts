import { command } from '../src/app/command.js';
import { expertiseText, unitName } from '../src/app/fireteam/format.js';
import { extrasOf, withExtras } from '../src/app/fireteam/game.js';
import { runFireteamAction } from '../src/app/fireteam/session.js';
import { fail, ok } from '../src/core/result.js';
import { medicSave } from '../src/core/rulesets/fireteam/expertise.js';
import { ownUnit, updateUnit } from '../src/core/rulesets/fireteam/state.js';
import { hasRole, isOnTable } from '../src/core/rulesets/fireteam/units.js';

export const fireteamMedic = command({
  name: 'medic',
  description: 'Pinning: a medic tries to save a hit taken this turn: a Kill becomes a Pin, a Pin nothing',
  options: {
    medic: { type: 'string', description: 'Your medic', required: true, maxLength: 32, autocomplete: 'stand' },
    unit: { type: 'string', description: 'Your unit that took the hit', required: true, maxLength: 32, autocomplete: 'stand' },
    hit: { type: 'string', description: 'The hit to save', required: true, choices: ['kill', 'pin'] },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runFireteamAction(
      ctx,
      { command: 'fireteam medic', move: 'morale', side: o.side },
      ({ game, side, roller }) => {
        const medic = ownUnit(game, side, o.medic);
        if (!medic.ok) return medic;
        if (!hasRole(medic.value, 'medic') || !isOnTable(medic.value)) return fail('fireteam/not-a-medic', { unit: medic.value.id });
        const unit = ownUnit(game, side, o.unit);
        if (!unit.ok) return unit;
        const u = unit.value;
        const kills = extrasOf(game).killsThisTurn[u.id] ?? 0;
        if ((o.hit === 'kill' && kills === 0) || (o.hit === 'pin' && u.pinsThisTurn === 0)) return fail('fireteam/no-hit-to-save', { unit: u.id, hit: o.hit });
        const r = medicSave(medic.value.quality, o.hit, roller);
        let next = game;
        if (r.becomes !== r.hit) {
          if (r.hit === 'kill') {
            next = updateUnit(next, u.id, (x) => ({ ...x, casualties: x.casualties - 1, pinsThisTurn: x.pinsThisTurn + 1 }));
            next = withExtras(next, { killsThisTurn: { ...extrasOf(next).killsThisTurn, [u.id]: kills - 1 } });
          } else next = updateUnit(next, u.id, (x) => ({ ...x, pinsThisTurn: x.pinsThisTurn - 1 }));
        }
        return ok({ game: next, result: { medic: medic.value.id, unit: u.id, r } });
      },
      ({ medic, unit, r }) =>
        `${unitName(medic)} tends ${unitName(unit)}'s ${r.hit}: ${expertiseText(r.roll)} — ${r.becomes === r.hit ? 'no save' : r.becomes === 'pin' ? 'the Kill becomes a Pin' : 'the Pin is saved'}.`,
    );
  },
});
