import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { withLines } from '../../src/core/json-lines.js';
import { formatRosterProblems } from '../../src/rulesets/lnl/play/messages.js';
import { unitLine } from '../../src/rulesets/lnl/play/format.js';
import { userText } from '../../src/app/format.js';
import { fail, ok } from '../../src/core/result.js';
import { BUILT_IN_ROSTERS } from '../../src/rulesets/lnl/rules/built-in-rosters.js';
import { validateRoster, parseRoster } from '../../src/rulesets/lnl/rules/roster.js';
import { lnlScenario } from '../../src/rulesets/lnl/rules/scenario.js';
import { addUnits } from '../../src/rulesets/lnl/rules/state.js';
import { overstackedHexes } from '../../src/rulesets/lnl/rules/stacking.js';
import { formatHex } from '../../src/core/board/hex.js';

const BUILT_IN = Object.keys(BUILT_IN_ROSTERS);

export const lnlRoster = command({
  name: 'roster',
  description: 'Put a side\'s counters on the map: a built-in roster or your JSON file',
  help: 'A file is JSON like assets/rosters/lnl-us-rifle-platoon.json: {"name", "units": [{"id", "kind", "firepower", "range", "morale", "at": "C5", …}]}. Every problem is listed with its line. On the local table give file:path.json.',
  options: {
    builtin: { type: 'string', description: 'A built-in example roster', choices: BUILT_IN },
    file: { type: 'attachment', description: 'Your roster (JSON)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl roster', move: 'setup', side: o.side },
      ({ state, side }) => {
        if ((o.builtin === undefined) === (o.file === undefined)) return fail('lnl/roster-source');
        // Weapons and rides may name only this side's counters; the other side's ids are merely taken.
        const mine = (u: { side: string }) => u.side.toLowerCase() === side.toLowerCase();
        const known = state.units.filter(mine);
        const otherIds = state.units.filter((u) => !mine(u)).map((u) => u.id);
        const text = o.file === undefined ? undefined : Buffer.from(o.file.data).toString('utf8');
        const roster = text === undefined ? validateRoster(BUILT_IN_ROSTERS[o.builtin!], known, otherIds) : parseRoster(text, known, otherIds);
        if (!roster.ok) {
          const problems = text === undefined ? roster.problems : withLines(roster.problems, text, 'units');
          return fail('lnl/roster-rejected', { count: problems.length, problems: formatRosterProblems(problems) });
        }
        // A unit the scenario gives a starting hex, and the roster none, starts there.
        const starts = lnlScenario(ctx.campaign?.board)?.positions ?? [];
        const placed = roster.value.units.map((u) => {
          const start = u.at || u.carriedBy || u.aboard ? undefined : starts.find((p) => p.unit.toLowerCase() === u.id.toLowerCase() && (p.side === undefined || p.side.toLowerCase() === side.toLowerCase()));
          return start ? { ...u, at: start.at } : u;
        });
        const added = addUnits(state, side, placed);
        if (!added.ok) return added;
        const over = overstackedHexes(added.value, side)[0];
        if (over) return fail(over.problem.code, { count: over.problem.count, max: over.problem.max, hex: formatHex(over.hex) });
        return ok({ state: added.value, result: { side, name: roster.value.name, ids: roster.value.units.map((u) => u.id) } });
      },
      (r, view) =>
        [
          `**${userText(r.side)}** deploys ${userText(r.name)}:`,
          ...view.units.filter((u) => r.ids.includes(u.id)).map((u) => `• ${unitLine(u)}`),
        ].join('\n'),
    ));
  },
});
