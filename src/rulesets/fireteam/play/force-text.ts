import { userText } from '../../../app/format.js';
import type { Attachment } from '../../../app/outcome.js';
import type { RuleResult } from '../../../core/result.js';
import type { ForceRejected, Mustered } from '../rules/forces/muster.js';
import type { FireteamView } from '../rules/game/view.js';
import { unitLine } from './format.js';
import { formatRosterProblems } from './messages.js';
import type { Told } from './orders.js';

/** A roster file's text. */
export const attachmentText = (file: Attachment | undefined): string | undefined => (file === undefined ? undefined : Buffer.from(file.data).toString('utf8'));

/** A force refused with its problems: the problems put into words, one a line with its line in the file, for the refusal's message. */
export function withProblemWords<T>(r: RuleResult<T> | ForceRejected): RuleResult<T> {
  return r.ok || !('problems' in r) ? r : { ok: false, code: r.code, params: { ...r.params, problems: formatRosterProblems(r.problems) } };
}

/** The channel hears only the points mustered; the list, picks and units are the side's, from its own view. */
export function musteredText({ side, roster, budget }: Mustered, own: FireteamView): Told {
  const ids = new Set(roster.units.map((u) => u.id));
  const cost = roster.cost ? ` — ${roster.cost.items.map((i) => `${i.count}× ${userText(i.label)} ${i.points}`).join(', ')}: **${roster.cost.total} points** (core ${roster.cost.core}, reinforcements ${roster.cost.reinforcements})` : '';
  const of = budget ? ` For \`${budget.game}\`: core ${budget.total.core} of ${budget.of.core}, reinforcements ${budget.total.reinforcements} of ${budget.of.reinforcements ?? '?'} points.` : '';
  return {
    // The total is all the channel hears: the list, picks and units wait off table unseen.
    public: `**${userText(side)}** musters its force${roster.cost ? `: ${roster.cost.total} points` : ''}; it waits off table, unseen by the enemy.`,
    private: [`**${userText(side)}** musters ${userText(roster.name)}${cost}:${of}`, ...own.units.filter((u) => u.side === side && ids.has(u.id)).map((u) => `• ${unitLine(u, own.turn, own)}`)].join('\n'),
  };
}
