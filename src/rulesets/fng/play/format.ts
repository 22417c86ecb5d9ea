import { formatPoint } from '../../../core/board/geometry.js';
import { userText } from '../../../app/format.js';
import type { FigureView, FngView } from '../rules/view.js';

/** FNG's game as status text: the turn line, and figures as lines. */

const side = (v: FngView, s: 'fwf' | 'cf'): string => `**${userText(s === 'fwf' ? v.sides[0] : v.sides[1])}**`;

/** Where a tour stands between the firefight's turns. */
const TOUR_STAGE = {
  turn: 'Between missions: `/fng-tour turn` plays the next campaign turn.',
  mission: 'Setting up the mission: place your figures (`/fng figure place`), then `/fng activate` rolls the first Activation.',
  'after-action': 'After the Mission is due: `/fng-tour after-action`.',
} as const;

/** The mission's type as `/fng-mission end` counts it: its own, the tour's, or a Fight (order-mission-result.ts). */
function missionType(v: FngView): string {
  return v.mission?.type ?? v.tour?.setUp?.mission ?? 'fight';
}

/**
 * The `/fng-mission end` a mission needs, with what the players must say for its type (L2187–L2248): a
 * Patrol or Recon whether the squad left by its entry point in time, and what it saw or revealed; a
 * Defense whether the objective held, unless it was marked on the table.
 */
export function missionEndCommand(v: FngView): string {
  const type = missionType(v);
  // Ended by the Random Event, it counts as if the squad exited the table (L1648): nothing to say of it.
  if (v.mission?.ended?.by === 'event') return type === 'patrol' ? '`/fng-mission end sectors:<n> revealed:<n>`' : type === 'recon' ? '`/fng-mission end revealed:<n>`' : '`/fng-mission end`';
  if (type === 'patrol') return '`/fng-mission end exited:true sectors:<n> revealed:<n>` (`exited:false` if the squad did not leave by its entry point in time)';
  if (type === 'recon') return '`/fng-mission end exited:true revealed:<n>` (`all:true` when every PC was revealed; `exited:false` if the squad did not leave in time)';
  if (type === 'defense' && !v.mission?.objectiveAt) return '`/fng-mission end objective:held-clear|held|lost`';
  return '`/fng-mission end`';
}

/** What ends the mission under way, and how it is counted (L2187, L2202, L2219, L2227, L2243). */
export function missionEndsLine(v: FngView): string | undefined {
  const m = v.mission;
  if (!m || m.ended) return undefined;
  const type = missionType(v);
  const clock = m.length ? `its time runs out (the bot rolls its end after turn ${m.length.minimumTurns})` : 'the GM or a player ends it';
  const what: Readonly<Record<string, string>> = {
    patrol: `A Patrol (L2227): see the centre of each sector from inside it and every PEF, then leave by your entry point before ${clock}`,
    recon: `A Recon (L2243): resolve every PC, then leave by your entry point before ${clock}`,
    defense: `A Defense (L2202): hold the objective until ${clock}`,
    ambush: `An Ambush (L2187): it lasts until ${clock}`,
    fight: `A Fight (L2219): it lasts until ${clock}`,
  };
  return `${what[type] ?? what.fight}. Then ${missionEndCommand(v)} counts it.`;
}

/** Whose activation it is, or where the game stands. */
export function turnLine(v: FngView): string {
  if (v.pending) return `Turn ${v.turn}: waiting for the Star${v.pending.asked.length === 1 ? '' : 's'} ${v.pending.asked.map((id) => `**${userText(id)}**`).join(', ')} (${v.pending.test}) — \`/fng react\`.`;
  if (v.tour && (v.tour.stage !== 'mission' || v.turn === 0)) return TOUR_STAGE[v.tour.stage];
  if (v.turn === 0) return 'Setting up: muster forces (`/fng force`), place figures (`/fng figure place`), then `/fng activate` rolls the first Activation.';
  const ended = v.mission?.ended;
  if (ended) {
    if (ended.counted || !ended.by) return `The mission ended on turn ${ended.turn}.`;
    return `${ended.by === 'time' ? "The mission's time ran out" : 'A Random Event ended the mission'} on turn ${ended.turn}: ${missionEndCommand(v)} counts it.`;
  }
  if (v.lost) return `Turn ${v.turn}: the Free World Forces have nobody left able to fight — the mission is lost: ${missionEndCommand(v)} counts it.`;
  if (v.acting === undefined || !v.dice) return `Turn ${v.turn} is over: \`/fng activate\` rolls the next Activation.`;
  return `Turn ${v.turn}: Activation ${side(v, 'fwf')} ${v.dice.fwf}, ${side(v, 'cf')} ${v.dice.cf} — ${side(v, v.acting)} is activating (groups of REP ${v.dice[v.acting]}+).`;
}

/** A figure's status in words, as its line shows it. */
export const STATUS_WORDS: Readonly<Record<string, string>> = {
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
    STATUS_WORDS[f.status] ?? f.status,
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
  const marks = [STATUS_WORDS[f.status] ?? f.status, f.star ? 'Star' : '', f.inCover ? 'in cover' : '', f.prone ? 'prone' : '', f.outOfAmmo ? 'out of ammo' : ''].filter(Boolean);
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
