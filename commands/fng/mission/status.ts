import { command } from '../../../src/app/command.js';
import { fngMissionStatus } from '../../../src/rulesets/fng/play/status.js';

export const fngMissionStatusCommand = command({
  name: 'status',
  description: 'The mission, the PEF markers, and what you may know of the enemy',
  help: 'To you alone: the AO, the levels (the EAL only when not sealed, or to the GM), First Contact, the PEF markers; the GM also sees the enemy\'s Activity, PEF REP and the traps it laid.',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx) => fngMissionStatus(ctx),
});
