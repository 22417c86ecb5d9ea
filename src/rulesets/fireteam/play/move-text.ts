import type { Point } from '../../../core/board/geometry.js';
import { userText } from '../../../app/format.js';
import type { UnitMoved } from '../rules/movement/move-order.js';
import type { FireteamView } from '../rules/game/view.js';
import { diceText, namerFor, pointText } from './format.js';

const LOSS_TEXT = { obstacle: 'obstacle', woods: 'slow going', 'second-turn': '2nd turn', 'damaged-tracks': 'damaged (−1D6)' } as const;

/** "**r-a** moves from (28,23.5): 4d6 [6, 5, 4, 1] best 3 = 15 = 15" — reaches (40,24).", and any overwatch waiting. */
export function moveText(r: UnitMoved, view: FireteamView, side: string): string {
  const losses = r.move.losses.map((l) => ` − ${LOSS_TEXT[l.reason]} ${l.droppedDie ? '(one die fewer)' : l.part ? `d6 ${l.inches}` : l.inches}`).join('');
  const where = [...r.crossed, ...(r.slow ? [r.slow] : [])];
  const reach = r.move.inches >= r.wanted ? `reaches ${pointText(r.end)}` : `stops short at ${pointText(r.end)} (${r.move.inches}" of ${r.wanted}")`;
  return `${namerFor(view)(r.id, side)} moves from ${pointText(r.from)}: ${diceText(r.move.dice)}${losses} = ${r.move.inches}"${where.length ? ` (${where.map(userText).join(', ')})` : ''} — ${reach}.${watchedText(r)}`;
}

/** The enemy's overwatch waiting on a unit that just moved or got out in view (Over Watch). */
function watchedText(r: { readonly watched: boolean; readonly enemy: string }): string {
  return r.watched ? `\n👁️ **${userText(r.enemy)}** has units on overwatch: fire at it now with \`/fireteam overwatch fire\`, or carry on.` : '';
}

/** "**r-a** gets into **r-truck** (1.4" away, 2" allowed)." */
export function embarkText(r: { readonly unit: string; readonly vehicle: string; readonly inches?: number; readonly reach: number }, view: FireteamView, side: string): string {
  const name = namerFor(view);
  return `${name(r.unit, side)} gets into ${name(r.vehicle, side)}${r.inches === undefined ? '' : ` (${r.inches}" away, ${r.reach}" allowed)`}.`;
}

/** "**g-b** gets out of **g-truck** at (46,22)." */
export function disembarkText(r: { readonly unit: string; readonly vehicle: string; readonly at?: Point; readonly watched: boolean; readonly enemy: string }, view: FireteamView, side: string): string {
  const name = namerFor(view);
  return `${name(r.unit, side)} gets out of ${name(r.vehicle, side)}${r.at ? ` at ${pointText(r.at)}` : ''}.${watchedText(r)}`;
}
