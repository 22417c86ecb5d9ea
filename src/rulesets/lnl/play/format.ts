import { formatHex } from '../../../core/board/hex.js';
import { MODIFIER_TEXT, type Modifier } from '../rules/game/modifiers.js';
import type { Unit } from '../rules/game/units.js';
import { userText } from '../../../app/format.js';

/** "**1st Sqd**" */
export const unitName = (id: string): string => `**${userText(id)}**`;

/** "🎲4": a die's face, marked so the reader tells the dice from the modifiers and totals. */
export const die = (face: number): string => `🎲${face}`;

/** "🎲5+🎲4": the faces of several dice, summed. */
export const dice = (faces: readonly number[]): string => faces.map(die).join('+');

/** "best of 🎲2, 🎲5 → 5": the better of two dice (indirect fire, a sniper's or a pinned unit's roll). */
export const bestOf = (faces: readonly number[], kept: number): string => `best of ${faces.map(die).join(', ')} → ${kept}`;

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** "+ leader (5.0.1, 11.1.3) 1 − degrading hexes in LOS (10.3) 1": each modifier with its source. */
export function modifierText(mods: readonly Modifier[]): string {
  return mods
    .filter((m) => m.value !== 0)
    .map((m) => `${signed(m.value)} ${MODIFIER_TEXT[m.reason]}`)
    .join(' ');
}

/** Where a unit of the view is: its hex, or what it rides or is carried by. */
export function whereText(u: Unit): string {
  if (u.at) return formatHex(u.at);
  if (u.carriedBy) return `carried by ${userText(u.carriedBy)}`;
  if (u.aboard) return `${u.aboard.outside ? 'on' : 'in'} ${userText(u.aboard.vehicle)}`;
  return 'off the map';
}

/** One line per counter for lists: id, name, values, where, status and markers. */
export function unitLine(u: Unit): string {
  const values =
    u.kind === 'vehicle' || u.kind === 'helicopter'
      ? `${u.armour ? `AV ${u.armour.front}/${u.armour.side}/${u.armour.rear}` : 'unarmoured'}${u.movement === undefined ? '' : `, MF ${u.movement}`}`
      : `FP ${u.firepower}${u.assault ? 'ᴬ' : ''}${u.melee ? 'ᴹ' : ''}, range ${u.range}, morale ${u.morale}${u.leadership === undefined ? '' : `, LM ${u.leadership}`}`;
  const state = [
    u.status === 'good-order' ? '' : u.status,
    u.wounded ? 'wounded' : '',
    u.immobilized ? 'immobilized' : '',
    u.mode ?? '',
    u.kind === 'vehicle' && u.armour ? (u.buttoned ? 'buttoned' : 'open') : '',
    ...u.markers,
  ].filter(Boolean);
  return `\`${userText(u.id)}\` ${userText(u.name)} (${u.kind}) — ${values} — ${whereText(u)}${state.length ? ` [${state.join(', ')}]` : ''}`;
}
