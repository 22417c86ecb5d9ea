import { userText } from '../../../app/format.js';
import type { RosterDeployed } from '../rules/orders/setup.js';
import type { Unit } from '../rules/game/units.js';
import type { LnlView } from '../rules/game/view.js';
import { unitLine } from './format.js';

/** The counters a roster deployed, as the public view shows them. */
export function rosterText(r: RosterDeployed, view: LnlView): string {
  return [`**${userText(r.side)}** deploys ${userText(r.name)}:`, ...view.units.filter((u) => r.ids.includes(u.id)).map((u) => `• ${unitLine(u)}`)].join('\n');
}

export const placedText = (r: { id: string; at: string }): string => `**${userText(r.id)}** is set up in ${r.at}.`;

export const removedText = (id: string): string => `**${userText(id)}** is taken out of the game.`;

export const correctedText = (u: Unit): string => `Corrected by hand: ${unitLine(u)}`;
