import { runMove } from '../../src/app/run-move.js';
import { fireteam } from '../../src/rulesets/fireteam/index.js';
import { fireteamOrder } from '../../src/rulesets/fireteam/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { withLines } from '../../src/core/json-lines.js';
import { unitLine } from '../../src/rulesets/fireteam/play/format.js';
import { formatRosterProblems } from '../../src/rulesets/fireteam/play/messages.js';
import { extrasOf, withExtras, type FireteamGame } from '../../src/rulesets/fireteam/rules/game.js';
import { fail, ok, type RuleResult } from '../../src/core/result.js';
import { ARMY_LIST_IDS, ARMY_LISTS, type ForceBudget } from '../../src/rulesets/fireteam/rules/army-lists.js';
import { gameBudget, pendingGame, type GameBudget } from '../../src/rulesets/fireteam/rules/campaign-map.js';
import { parseRoster, validateRoster } from '../../src/rulesets/fireteam/rules/roster.js';
import { addUnits } from '../../src/rulesets/fireteam/rules/state.js';

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

/**
 * Seed 004, Forward, victory is near!, Forces: while the campaign has a game to fight, what the side
 * may still muster for it — the game's core and reinforcement points less what it has mustered.
 */
function campaignBudget(game: FireteamGame, side: string, gameId: string | undefined): RuleResult<{ game: string; of: GameBudget; left: ForceBudget } | undefined> {
  const river = extrasOf(game).river;
  if (!river) return gameId === undefined ? ok(undefined) : fail('fireteam/unknown-game', { game: gameId });
  const g = pendingGame(river, side, gameId);
  if (!g.ok) return g;
  if (!g.value) return ok(undefined);
  const of = gameBudget(river, g.value.id, side);
  if (!of.ok) return of;
  const was = extrasOf(game).spent?.[side] ?? { core: 0, reinforcements: 0 };
  const left: ForceBudget = {
    core: of.value.core - was.core,
    ...(of.value.reinforcements === undefined ? {} : { reinforcements: of.value.reinforcements - was.reinforcements }),
  };
  return ok({ game: g.value.id, of: of.value, left });
}

export const fireteamForce = command({
  name: 'force',
  description: 'Muster a side: an army list with its sections and picks, or a JSON roster file',
  help: 'list: with squads: and weapons: sections and reinforcement picks:"weapons, medium-tank:stug" (points are added up and checked; while the river campaign has a game to fight, against the side\'s core and reinforcement points for it, less what it has already mustered). Ids get the side\'s initial as prefix (`r-sq1-ft1`) unless prefix: says otherwise. A file is JSON {"name", "list"…, "units": [{"id", "kind", "quality", "figures", "weapons"…}]}; every problem is listed with its line. Units start off table and deploy from a JOP. The channel hears only the points mustered; the list, picks and units are your side\'s (and the GM\'s) until each unit deploys.',
  options: {
    list: { type: 'string', description: 'An army list', choices: ARMY_LIST_IDS },
    squads: { type: 'integer', description: 'Infantry squads', min: 0, max: 6 },
    weapons: { type: 'integer', description: 'Weapons sections', min: 0, max: 3 },
    picks: { type: 'string', description: 'Reinforcement picks, comma-separated; pick:vehicle to choose', maxLength: 300 },
    smg: { type: 'integer', description: 'Russians: squads armed with SMGs', min: 0, max: 6 },
    commissar: { type: 'string', description: 'Russians: the commissar', choices: ['heroic', 'kgb'] },
    prefix: { type: 'string', description: 'Prefix for unit ids (default the side\'s initial)', maxLength: 8 },
    game: { type: 'string', description: 'Campaign: the game mustered for (default your first still to fight)', maxLength: 16 },
    file: { type: 'attachment', description: 'Your roster (JSON)' },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    return runMove(ctx, fireteam, fireteamOrder({ command: 'fireteam force', side: o.side },
      ({ game, rules, side }) => {
        if ((o.list === undefined) === (o.file === undefined)) return fail('fireteam/force-source');
        const allowed = campaignBudget(game, side, o.game);
        if (!allowed.ok) return allowed;
        const budget = allowed.value?.left ?? {};
        let roster;
        if (o.file !== undefined) {
          const text = Buffer.from(o.file.data).toString('utf8');
          const parsed = parseRoster(text, side, rules, budget);
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
          const checked = validateRoster(raw, side, rules, budget);
          if (!checked.ok) return fail('fireteam/roster-rejected', { count: checked.problems.length, problems: formatRosterProblems(checked.problems) });
          roster = checked.value;
        }
        const spent = roster.cost ? { core: roster.cost.core, reinforcements: roster.cost.reinforcements } : { core: 0, reinforcements: 0 };
        if (allowed.value && allowed.value.left.reinforcements === undefined && spent.reinforcements > 0) return fail('fireteam/split-first', { game: allowed.value.game });
        const added = addUnits(game, roster.units);
        if (!added.ok) return added;
        const before = extrasOf(game).spent ?? {};
        const was = before[side] ?? { core: 0, reinforcements: 0 };
        const total = { core: was.core + spent.core, reinforcements: was.reinforcements + spent.reinforcements };
        const next = allowed.value ? withExtras(added.value, { spent: { ...before, [side]: total } }) : added.value;
        return ok({ game: next, result: { side, roster, budget: allowed.value ? { game: allowed.value.game, of: allowed.value.of, total } : undefined } });
      },
      ({ side, roster, budget }, _view, own) => {
        const ids = new Set(roster.units.map((u) => u.id));
        const cost = roster.cost ? ` — ${roster.cost.items.map((i) => `${i.count}× ${userText(i.label)} ${i.points}`).join(', ')}: **${roster.cost.total} points** (core ${roster.cost.core}, reinforcements ${roster.cost.reinforcements})` : '';
        const of = budget ? ` For \`${budget.game}\`: core ${budget.total.core} of ${budget.of.core}, reinforcements ${budget.total.reinforcements} of ${budget.of.reinforcements ?? '?'} points.` : '';
        return {
          // The total is all the channel hears: the list, picks and units wait off table unseen.
          public: `**${userText(side)}** musters its force${roster.cost ? `: ${roster.cost.total} points` : ''}; it waits off table, unseen by the enemy.`,
          private: [`**${userText(side)}** musters ${userText(roster.name)}${cost}:${of}`, ...own.units.filter((u) => u.side === side && ids.has(u.id)).map((u) => `• ${unitLine(u, own.turn, own)}`)].join('\n'),
        };
      },
    ));
  },
});
