import { command } from '../src/app/command.js';
import { expertiseText, unitName } from '../src/app/fireteam/format.js';
import { extrasOf, withExtras } from '../src/app/fireteam/game.js';
import { runFireteamAction } from '../src/app/fireteam/session.js';
import { fail, ok } from '../src/core/result.js';
import { removePin, type PinRemover } from '../src/core/rulesets/fireteam/expertise.js';
import { ownUnit, updateUnit } from '../src/core/rulesets/fireteam/state.js';
import { hasRole, isOnTable } from '../src/core/rulesets/fireteam/units.js';

export const fireteamRally = command({
  name: 'rally',
  description: 'Pinning: an officer or commissar removes a unit\'s Pin (expertise roll; KGB: a kill)',
  options: {
    unit: { type: 'string', description: 'Your Pinned unit', required: true, maxLength: 32, autocomplete: 'stand' },
    by: { type: 'string', description: 'Your officer or commissar', required: true, maxLength: 32, autocomplete: 'stand' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runFireteamAction(
      ctx,
      { command: 'fireteam rally', move: 'remove-pin', side: o.side },
      ({ game, side, roller }) => {
        const unit = ownUnit(game, side, o.unit);
        if (!unit.ok) return unit;
        const by = ownUnit(game, side, o.by);
        if (!by.ok) return by;
        const kind: PinRemover | undefined = hasRole(by.value, 'commissar-kgb') ? 'kgb-commissar' : hasRole(by.value, 'commissar-heroic') ? 'heroic-commissar' : hasRole(by.value, 'officer') ? 'officer' : undefined;
        if (kind === undefined || !isOnTable(by.value)) return fail('fireteam/not-a-rallier', { unit: by.value.id });
        const u = unit.value;
        const r = removePin(kind, by.value.quality, { pinned: u.status === 'pinned', permanentlyPinned: u.status === 'permanently-pinned' }, roller);
        if (!r.ok) return r;
        let next = game;
        if (r.value.removed) {
          next = updateUnit(next, u.id, (x) => {
            const { pinnedTurn: _, ...rest } = x;
            return { ...rest, status: 'active' as const, casualties: x.casualties + r.value.kills };
          });
          if (r.value.kills) {
            const k = extrasOf(next).killsThisTurn;
            next = withExtras(next, { killsThisTurn: { ...k, [u.id]: (k[u.id] ?? 0) + r.value.kills } });
          }
        }
        return ok({ game: next, result: { unit: u.id, by: by.value.id, r: r.value } });
      },
      ({ unit, by, r }) =>
        `${unitName(by)} (${r.by.replace('-', ' ')}) ${r.roll ? `rallies ${unitName(unit)}: ${expertiseText(r.roll)}` : `drives ${unitName(unit)} on, shooting one man`} — ${r.removed ? `the Pin is removed${r.kills ? ` (1 kill)` : ''}` : 'it stays Pinned'}.`,
    );
  },
});
