import { command } from '../../src/app/command.js';
import { deployForceFor } from '../../src/rulesets/fogo/play/setup-moves.js';
import { BUILT_IN_FORCE_IDS } from '../../src/rulesets/fogo/rules/forces/force-deployment.js';

export const fogoForce = command({
  name: 'force',
  description: 'Deploy an order of battle: built-in or your JSON file',
  help: 'Built-in forces: ' + BUILT_IN_FORCE_IDS.join(', ') + '. A file is JSON like assets/forces/cacadores-combat-group.json; every problem in it is listed with its line. On the local table give a path: file:forces/mine.json. Stands marked "hidden": true are deployed secretly; hidden:true deploys the whole force hidden, as a side that will allocate starting Sneakers must.',
  options: {
    builtin: { type: 'string', description: 'A built-in force', choices: BUILT_IN_FORCE_IDS },
    file: { type: 'attachment', description: 'Your order of battle (JSON)' },
    hidden: { type: 'boolean', description: 'Deploy all hidden (needed for Sneakers)' },
    side: { type: 'string', description: 'GM only: the side it belongs to', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run: (ctx, o) =>
    deployForceFor(ctx, o.side, { builtin: o.builtin, file: o.file === undefined ? undefined : Buffer.from(o.file.data).toString('utf8') }, o.hidden === true),
});
