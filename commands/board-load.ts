import { command, rulesetOf } from '../src/app/command.js';
import { scenarioFor, withScenario } from '../src/app/board-access.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { parseScenario } from '../src/core/board/scenario-validate.js';
import { fail } from '../src/core/result.js';

export const boardLoad = command({
  name: 'load',
  description: 'Load the scenario (board and terrain): a built-in one or your JSON file (GM only)',
  help: 'Built-in scenarios are in assets/scenarios/; a file follows the same format, and every problem in it is listed. On the local table give a path: file:my-scenario.json.',
  options: {
    builtin: { type: 'string', description: 'A built-in scenario', autocomplete: 'scenario', maxLength: 60 },
    file: { type: 'attachment', description: 'Your scenario (JSON)' },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    if ((o.builtin === undefined) === (o.file === undefined)) return fail('board/source');
    const c = campaignOf(ctx);
    let scenario;
    if (o.builtin !== undefined) {
      const found = scenarioFor(c, ctx.scenarios.get(o.builtin), o.builtin);
      if (!found.ok) return found;
      scenario = found.value;
    } else {
      const parsed = parseScenario(Buffer.from(o.file!.data).toString('utf8'), ctx.rulesets.boards);
      if (!parsed.ok) return fail(parsed.code, parsed.params);
      const fits = scenarioFor(c, parsed.value, parsed.value.id);
      if (!fits.ok) return fits;
      scenario = fits.value;
    }
    const saved = ctx.tx.saveCampaign(withScenario(c, scenario, rulesetOf(ctx, c)));
    const text = `🗺️ Scenario **${userText(scenario.name)}** loaded for **${userText(saved.name)}**. \`/board show\` draws it.`;
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'board load', text } });
    return { ok: true, value: { public: { text } } };
  },
});
