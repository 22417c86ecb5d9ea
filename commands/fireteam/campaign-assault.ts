import { command } from '../../src/app/command.js';
import { runRiverDecision } from '../../src/rulesets/fireteam/play/river.js';
import { fail, ok } from '../../src/core/result.js';
import { declareAssault, holdPosition, pairAssaults } from '../../src/rulesets/fireteam/rules/campaign-map.js';

export const fireteamCampaignAssault = command({
  name: 'assault',
  description: 'Campaign turn: declare your one assault, from a square you hold into an adjacent one (secret)',
  help: 'Both sides declare in secret; when both have, assaults into the same or adjacent vacant squares make one encounter, otherwise each is an attack vs defence game. hold:true launches none.',
  options: {
    from: { type: 'string', description: 'A square you hold, e.g. B1', maxLength: 8 },
    to: { type: 'string', description: 'The adjacent square you assault, e.g. B2', maxLength: 8 },
    hold: { type: 'boolean', description: 'Launch no assault this turn' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runRiverDecision(ctx, { command: 'fireteam campaign assault', side: o.side, what: 'declared its assault' }, (c, side, rules) => {
      const hold = o.hold === true;
      if (hold ? o.from !== undefined || o.to !== undefined : o.from === undefined || o.to === undefined) return fail('fireteam/assault-or-hold');
      const declared = hold ? holdPosition(c, side) : declareAssault(c, side, o.from!, o.to!);
      if (!declared.ok) return declared;
      const all = declared.value.sides.every((s) => declared.value.assaults[s] !== undefined);
      const next = all ? pairAssaults(declared.value, rules) : ok(declared.value);
      if (!next.ok) return next;
      return ok({ state: next.value, revealed: all, mine: hold ? 'you hold your squares' : `assault ${o.from!.toUpperCase()}→${o.to!.toUpperCase()}` });
    });
  },
});
