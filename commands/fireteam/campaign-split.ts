import { command } from '../../src/app/command.js';
import { runCampaignSplit } from '../../src/rulesets/fireteam/play/river.js';

export const fireteamCampaignSplit = command({
  name: 'split',
  description: 'Campaign: split your 8 attack-vs-defence points, 4–6 attack and 2–4 defence (secret)',
  options: {
    attack: { type: 'integer', description: 'Points for your attack (4–6)', required: true, min: 0, max: 8 },
    defence: { type: 'integer', description: 'Points for your defence (2–4)', required: true, min: 0, max: 8 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runCampaignSplit(ctx, o);
  },
});
