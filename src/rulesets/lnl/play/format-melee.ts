import { formatHex } from '../../../core/board/hex.js';
import type { MeleeAttack } from '../rules/melee/melee.js';
import type { MeleeActionResult } from '../rules/melee/melee-action.js';
import { dice, modifierText, unitName } from './format.js';

function attackText(who: string, a: MeleeAttack): string {
  const fp = (f: MeleeAttack['attackFp']) => `${f.total}${f.meleeBonus || f.supportWeapons ? ` (${f.units}${f.meleeBonus ? ` + ${f.meleeBonus} M` : ''}${f.supportWeapons ? ` + SW ${f.supportWeapons}` : ''})` : ''}`;
  const shift = a.odds.heroShift ? `, hero shifts ${a.odds.base} → ${a.odds.column}` : '';
  const mods = modifierText(a.modifiers);
  return `${who}: FP ${fp(a.attackFp)} vs ${fp(a.defenceFp)} = **${a.odds.column}**${shift}, kill on ${a.odds.killNumber}+: ${dice(a.faces)}${mods ? ` ${mods}` : ''} = ${a.total} → ${a.kills ? '**kills**' : 'no kill'}`;
}

/** A melee round: the attack, the counterattack, and who falls (8.0). */
export function meleeText(r: MeleeActionResult): string {
  const lines = [`⚔️ Melee (8.0) in ${formatHex(r.hex)}: ${r.attackers.map(unitName).join(', ')} against ${r.defenders.map(unitName).join(', ')}.`];
  if (r.round.attack) lines.push(attackText('Attack', r.round.attack));
  if (r.round.counterattack) lines.push(attackText('Counterattack', r.round.counterattack));
  if (r.round.autoEliminated.length) lines.push(`Shaken and alone in the melee: ${r.round.autoEliminated.map(unitName).join(', ')} eliminated.`);
  lines.push(r.round.eliminated.length ? `Eliminated: ${r.round.eliminated.map(unitName).join(', ')}.` : 'Nobody falls; the melee goes on.');
  return lines.join('\n');
}
