import { formatPoint } from '../../../core/board/geometry.js';
import { userText } from '../../../app/format.js';
import type { FigureView, FngView } from '../rules/view.js';

/** FNG's game as status text: the turn line, and figures as lines. */

const side = (v: FngView, s: 'fwf' | 'cf'): string => `**${userText(s === 'fwf' ? v.sides[0] : v.sides[1])}**`;

/** Where a tour stands between the firefight's turns. */
const TOUR_STAGE = {
  turn: 'Between missions: `/fng tour turn` plays the next campaign turn.',
  mission: 'Setting up the mission: place your figures (`/fng figure place`), then `/fng activate` rolls the first Activation.',
  'after-action': 'After the Mission is due: `/fng after-action`.',
} as const;

/** Whose activation it is, or where the game stands. */
export function turnLine(v: FngView): string {
  if (v.pending) return `Turn ${v.turn}: waiting for the Star${v.pending.asked.length === 1 ? '' : 's'} ${v.pending.asked.map((id) => `**${userText(id)}**`).join(', ')} (${v.pending.test}) — \`/fng react\`.`;
  if (v.tour && (v.tour.stage !== 'mission' || v.turn === 0)) return TOUR_STAGE[v.tour.stage];
  if (v.turn === 0) return 'Setting up: muster forces (`/fng force`), place figures (`/fng figure place`), then `/fng activate` rolls the first Activation.';
  if (v.acting === undefined || !v.dice) return `Turn ${v.turn} is over.`;
  return `Turn ${v.turn}: Activation ${side(v, 'fwf')} ${v.dice.fwf}, ${side(v, 'cf')} ${v.dice.cf} — ${side(v, v.acting)} is activating (groups of REP ${v.dice[v.acting]}+).`;
}

const STATUS: Readonly<Record<string, string>> = {
  'carry-on': '',
  'duck-back': 'ducked back',
  retired: 'retired',
  leaving: 'leaving',
  stunned: 'Stunned',
  'knocked-down': 'knocked down',
  'out-of-fight': 'Out of the Fight',
  'obviously-dead': 'Obviously Dead',
  'left-battlefield': 'left the battle',
  missing: 'MIA',
  captured: 'captured',
  'cheated-death': 'whisked away',
};

/** One figure: id, name, REP, weapon, where, and its markers. */
export function figureLine(f: FigureView): string {
  const marks = [
    STATUS[f.status] ?? f.status,
    f.walkingWounded && f.status === 'out-of-fight' ? 'walking wounded' : '',
    f.star ? `Star (Star Power ${f.starPower})` : '',
    f.hero ? 'hero' : '',
    f.inCover ? 'in cover' : '',
    f.concealed ? 'concealed' : '',
    f.prone ? 'prone' : '',
    f.fastMoving ? 'fast moving' : '',
    f.outOfAmmo ? 'out of ammo' : '',
    f.moved ? 'moved' : '',
    f.fired ? 'fired' : '',
    f.carrying ? `carrying ${f.carrying.split(':')[1]}` : '',
    (f.fighting ?? []).length ? 'in melee' : '',
  ].filter(Boolean);
  const where = f.at ? `at ${formatPoint(f.at)}` : 'not on the table';
  return `\`${userText(f.id)}\` ${userText(f.name)} — REP ${f.rep}, ${userText(f.weapon ?? 'unarmed')}${f.attributes.length ? `, ${f.attributes.join(', ')}` : ''}; ${where}${marks.length ? ` [${marks.join(', ')}]` : ''}`;
}

/** One figure in a few words: id, where, and its markers. */
function figureBrief(f: FigureView): string {
  const marks = [STATUS[f.status] ?? f.status, f.star ? 'Star' : '', f.inCover ? 'in cover' : '', f.prone ? 'prone' : '', f.outOfAmmo ? 'out of ammo' : ''].filter(Boolean);
  return `\`${userText(f.id)}\` ${f.at ? formatPoint(f.at) : 'off the table'}${marks.length ? ` [${marks.join(', ')}]` : ''}`;
}

/** The figures of a view in one line per side, for a status that must fit one message (`/fng figure list` has each in full). */
export function figureBriefLines(v: FngView, all: boolean): string[] {
  return (['fwf', 'cf'] as const).flatMap((s) => {
    const figs = v.figures.filter((f) => f.fngSide === s && (all || f.at !== undefined));
    return figs.length ? [`${side(v, s)} (${figs.length}): ${figs.map(figureBrief).join('; ')}.`] : [];
  });
}

/** The figures of a view by side, as `/fng figure list` and `/fng status` show them. */
export function figureLines(v: FngView, all: boolean): string[] {
  const lines: string[] = [];
  for (const s of ['fwf', 'cf'] as const) {
    const figs = v.figures.filter((f) => f.fngSide === s && (all || f.at !== undefined));
    if (figs.length === 0) continue;
    lines.push(`${side(v, s)}:`);
    lines.push(...figs.map((f) => `• ${figureLine(f)}`));
  }
  return lines;
}
