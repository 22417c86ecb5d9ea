import { command } from '../../src/app/command.js';
import { groundHugFor } from '../../src/rulesets/fogo/play/setup-moves.js';

export const fogoGroundhug = command({
  name: 'groundhug',
  description: 'Put a stand of yours to ground or up (a marker, no dice)',
  help: 'A ground-hugging stand counts as protected (−1 die to fire at it, not on top of cover). Untrained stands and mounted Dragoons cannot. A hidden stand\'s marker is told to your side only.',
  options: {
    stand: { type: 'string', description: 'Your stand', required: true, maxLength: 60, autocomplete: 'stand' },
    on: { type: 'boolean', description: 'true: it goes to ground; false: it gets up', required: true },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) => groundHugFor(ctx, o.stand, o.on),
});
