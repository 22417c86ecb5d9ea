import { command } from '../../src/app/command.js';
import { runCampaignResult } from '../../src/rulesets/fireteam/play/river.js';

export const fireteamCampaignResult = command({
  name: 'result',
  description: 'GM: record who won a campaign game; when all are in, squares change hands',
  options: {
    game: { type: 'string', description: 'The game id, e.g. t1-g1', required: true, maxLength: 16 },
    winner: { type: 'string', description: 'The winning side', autocomplete: 'side', maxLength: 32 },
    draw: { type: 'boolean', description: 'Nobody won' },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    return runCampaignResult(ctx, o);
  },
});
