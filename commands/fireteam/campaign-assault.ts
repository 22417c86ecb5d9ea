import { command } from '../../src/app/command.js';
import { runCampaignAssault } from '../../src/rulesets/fireteam/play/river.js';

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
    return runCampaignAssault(ctx, o);
  },
});
