import { command } from '../../src/app/command.js';
import { standList } from '../../src/rulesets/fogo/play/lists.js';

export const fogoStandList = command({
  name: 'list',
  description: 'The stands you may see: all of your side, the enemy as revealed (only you see it)',
  options: {},
  preconditions: ['in-campaign'],
  run: (ctx) => standList(ctx),
});
