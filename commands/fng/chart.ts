import { command } from '../../src/app/command.js';
import { CHART_NAMES } from '../../src/rulesets/fng/play/charts.js';
import { fngChart } from '../../src/rulesets/fng/play/status.js';

export const fngChartCommand = command({
  name: 'chart',
  description: 'One of the firefight\'s tables, as the quick reference sheets print it',
  help: 'activation, insight, ranged, damage, reaction (Received Fire, Man Down, Cohesion, Recover), outgunned, grenade, charge, melee, medic — each with its seed lines and the house rules that change it.',
  options: {
    name: { type: 'string', description: 'Which table', required: true, choices: CHART_NAMES },
  },
  readOnly: true,
  preconditions: [],
  run: (_ctx, o) => fngChart(o.name),
});
