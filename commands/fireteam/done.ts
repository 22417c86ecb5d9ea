import { command } from '../../src/app/command.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { runDone } from '../../src/rulesets/fireteam/play/done.js';

export const fireteamDone = command({
  name: 'done',
  description: 'End your part of this phase (pass); the other side carries on alone',
  help: 'Actions, movement and assaults: no more orders this phase (a vehicle panicked this turn must retreat first). Pinning: your rallies and medics are done. Firing: your declared shots not yet resolved are withheld. Jump-off points without a patrol: the JOPs are down. The GM may force:true the phase to end.',
  options: {
    force: { type: 'boolean', description: 'GM: end the phase now, whoever is waiting' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runDone(ctx, fireteam, o);
  },
});
