import { command } from '../../src/app/command.js';
import { runSetup } from '../../src/rulesets/fireteam/play/setup.js';

export const fireteamSetup = command({
  name: 'setup',
  description: 'GM: start the battle on the loaded table, with the Patrol Phase or its set JOPs',
  help: 'Needs a Fire Team scenario (`/board load`). patrol:true plays the Patrol Phase from the scenario\'s marker layout, then each side places jops: (3 or 4) jump-off points; patrol:false takes the scenario\'s JOPs and starts turn 1 (the campaign plays without patrols). Units already mustered stay off table.',
  options: {
    patrol: { type: 'boolean', description: 'Play the Patrol Phase (default true)' },
    attacker: { type: 'string', description: 'The attacker (default: the scenario\'s initiative)', autocomplete: 'side', maxLength: 32 },
    jops: { type: 'integer', description: 'JOPs per side after the patrol (default 3)', min: 3, max: 4 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    return runSetup(ctx, o);
  },
});
