import { command } from '../../src/app/command.js';
import { standList } from '../../src/rulesets/fogo/play/lists.js';

export const fogoStandList = command({
  name: 'list',
  description: 'The stands you may see: all of yours, the enemy\'s as revealed (only to you)',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx) => standList(ctx),
});
