import { command } from '../../src/app/command.js';
import { campaignStatus } from '../../src/rulesets/fireteam/play/river.js';

export const fireteamCampaignStatus = command({
  name: 'status',
  description: '"Forward, victory is near!": the map, who holds what, this turn\'s games and your points',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx) {
    return campaignStatus(ctx);
  },
});
