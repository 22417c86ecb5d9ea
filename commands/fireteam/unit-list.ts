import { command } from '../../src/app/command.js';
import { listUnits } from '../../src/rulesets/fireteam/play/status.js';

export const fireteamUnitList = command({
  name: 'list',
  description: 'Every unit by side: figures, weapons, where, pinned and other state (only you see it)',
  help: 'Your own side\'s units all, those still off table marked unseen by the enemy; the enemy\'s only once they have been on the table.',
  options: {
    all: { type: 'boolean', description: 'Include removed units' },
  },
  readOnly: true,
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return listUnits(ctx, o);
  },
});
