import { command } from '../../../src/app/command.js';
import { PAGE_OPTION } from '../../../src/app/pages.js';
import { fngTourStatus } from '../../../src/rulesets/fng/play/status.js';

export const fngTourStatusCommand = command({
  name: 'status',
  description: 'The tour: campaign turn, roster, wounds, months in country, DEROS',
  help: 'To you alone, though all of it is public: the army, Corps and campaign turn, what comes next, each man\'s REP, Attributes, wounds, months in country, DEROS, R&R or recovery, the open posts and the turns played.',
  options: { page: PAGE_OPTION },
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx, o) => fngTourStatus(ctx, o.page),
});
