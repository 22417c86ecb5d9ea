import { command } from '../../src/app/command.js';
import { CHARTS, chartText } from '../../src/rulesets/lnl/play/charts.js';

export const lnlChart = command({
  name: 'chart',
  description: 'Show a chart of the player aid (only you see it)',
  options: {
    name: { type: 'string', description: 'Which chart', required: true, choices: CHARTS },
  },
  readOnly: true,
  preconditions: [],
  run(_ctx, o) {
    return { ok: true, value: { private: { text: chartText(o.name) } } };
  },
});
