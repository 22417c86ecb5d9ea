import { command } from '../../src/app/command.js';
import { removeStandFor } from '../../src/rulesets/fogo/play/setup-moves.js';

export const fogoStandRemove = command({
  name: 'remove',
  description: 'Remove a stand set up by mistake (your own; the GM any)',
  options: {
    id: { type: 'string', description: 'Stand id', required: true, maxLength: 60, autocomplete: 'stand' },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) => removeStandFor(ctx, o.id),
});
