import { command } from '../../src/app/command.js';
import { sneakerList } from '../../src/rulesets/fogo/play/lists.js';

export const fogoSneakers = command({
  name: 'list',
  description: "Sneakers and Spoor: your own with what they hold, the enemy's as seen (only you)",
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx) => sneakerList(ctx),
});
