import { userText } from '../../../app/format.js';
import type { Place } from '../rules/game/fieldcraft-state.js';

/** Where a marker is in words: its feature (or the open), its description, and its x,y on the board. */
export const placeText = (p: Place): string => {
  const at = p.at === undefined ? '' : ` at ${p.at.x},${p.at.y}`;
  if (p.feature) return `in ${userText(p.feature)}${p.position ? ` (${userText(p.position)})` : ''}${at}`;
  return p.position ? `at ${userText(p.position)}${at}` : `in the open${at}`;
};
