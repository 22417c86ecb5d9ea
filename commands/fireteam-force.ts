import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { withLines } from '../src/app/json-lines.js';
import { unitLine } from '../src/app/fireteam/format.js';
import { formatRosterProblems } from '../src/app/fireteam/messages.js';
import { runFireteamAction } from '../src/app/fireteam/session.js';
import { fail, ok } from '../src/core/result.js';
import { ARMY_LIST_IDS, ARMY_LISTS } from '../src/core/rulesets/fireteam/army-lists.js';
import { parseRoster, validateRoster } from '../src/core/rulesets/fireteam/roster.js';
import { addUnits } from '../src/core/rulesets/fireteam/state.js';

/** "weapons, medium-tank:stug" → the roster's picks. */
function parsePicks(text: string | undefined): (string | { pick: string; vehicle: string })[] {
  if (text === undefined) return [];
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [pick, vehicle] = p.split(':').map((x) => x.trim());
      return vehicle ? { pick: pick!, vehicle } : pick!;
    });
}

export const fireteamForce = command({
  name: 'force',
  description: 'Muster a side: an army list with its sections and picks, or a JSON roster file',
  help: 'list: with squads: and weapons: sections and reinforcement picks:"weapons, medium-tank:stug" (points are added up and checked). Ids get the side\'s initial as prefix (`r-sq1-ft1`) unless prefix: says otherwise. A file is JSON {"name", "list"…, "units": [{"id", "kind", "quality", "figures", "weapons"…}]}; every problem is listed with its line. Units start off table and deploy from a JOP.',
  options: {
    list: { type: 'string', description: 'An army list', choices: ARMY_LIST_IDS },
    squads: { type: 'integer', description: 'Infantry squads', min: 0, max: 6 },
    weapons: { type: 'integer', description: 'Weapons sections', min: 0, max: 3 },
    picks: { type: 'string', description: 'Reinforcement picks, comma-separated; pick:vehicle to choose', maxLength: 300 },
    smg: { type: 'integer', description: 'Russians: squads armed with SMGs', min: 0, max: 6 },
    commissar: { type: 'string', description: 'Russians: the commissar', choices: ['heroic', 'kgb'] },
    prefix: { type: 'string', description: 'Prefix for unit ids (default the side\'s initial)', maxLength: 8 },
    file: { type: 'attachment', description: 'Your roster (JSON)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runFireteamAction(
      ctx,
      { command: 'fireteam force', side: o.side },
      ({ game, rules, side }) => {
        if ((o.list === undefined) === (o.file === undefined)) return fail('fireteam/force-source');
        let roster;
        if (o.file !== undefined) {
          const text = Buffer.from(o.file.data).toString('utf8');
          const parsed = parseRoster(text, side, rules);
          if (!parsed.ok) {
            const problems = withLines(parsed.problems, text, 'units');
            return fail('fireteam/roster-rejected', { count: problems.length, problems: formatRosterProblems(problems) });
          }
          roster = parsed.value;
        } else {
          const initial = side.trim()[0]?.toLowerCase() ?? '';
          const prefix = o.prefix ?? (/^[a-z0-9]$/.test(initial) ? `${initial}-` : '');
          const raw = {
            name: ARMY_LISTS[o.list!].name,
            list: o.list,
            sections: { squad: o.squads ?? 2, ...(o.weapons === undefined ? {} : { weapons: o.weapons }) },
            picks: parsePicks(o.picks),
            ...(o.smg === undefined ? {} : { smgSquads: o.smg }),
            ...(o.commissar === undefined ? {} : { commissar: o.commissar }),
            ...(prefix ? { idPrefix: prefix } : {}),
          };
          const checked = validateRoster(raw, side, rules);
          if (!checked.ok) return fail('fireteam/roster-rejected', { count: checked.problems.length, problems: formatRosterProblems(checked.problems) });
          roster = checked.value;
        }
        const added = addUnits(game, roster.units);
        if (!added.ok) return added;
        return ok({ game: added.value, result: { side, roster } });
      },
      ({ side, roster }, view) => {
        const ids = new Set(roster.units.map((u) => u.id));
        const cost = roster.cost ? ` — ${roster.cost.items.map((i) => `${i.count}× ${userText(i.label)} ${i.points}`).join(', ')}: **${roster.cost.total} points** (core ${roster.cost.core}, reinforcements ${roster.cost.reinforcements})` : '';
        return [`**${userText(side)}** musters ${userText(roster.name)}${cost}:`, ...view.units.filter((u) => ids.has(u.id)).map((u) => `• ${unitLine(u)}`)].join('\n');
      },
    );
  },
});
