import { command } from '../../src/app/command.js';
import { fngFigureList } from '../../src/rulesets/fng/play/status.js';

export const fngFigureListCommand = command({
  name: 'list',
  description: 'Yours (placed or not) and every figure on the table',
  help: 'Each figure with its id, name, REP, weapon, Attributes, place and markers (status, cover, prone, out of ammo, what it did this activation). Shown to you alone.',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  run: (ctx) => fngFigureList(ctx),
});
