import { formatHex } from '../../../core/board/hex.js';
import type { CloseAssaultActionResult, MinesActionResult, OverrunActionResult } from '../rules/vehicles/vehicle-actions.js';
import { damageLines, fireRollText } from './format-fire.js';
import { die, modifierText, unitName } from './format.js';

/** An overrun's roll and the Damage Checks it caused (15.3). */
export function overrunText(r: OverrunActionResult): string {
  return [`🛞 Overrun (15.3): ${unitName(r.vehicle)} drives into ${formatHex(r.hex)}: ${fireRollText(r.overrun)}.`, ...damageLines(r.damage)].join('\n');
}

/** Each close assault attempt: its morale check, its attack, and what became of the vehicle (17.1). */
export function closeAssaultText(r: CloseAssaultActionResult): string {
  const lines = [`🧨 Close assault (17.1) on ${unitName(r.vehicle)}:`];
  for (const a of r.assault.attempts) {
    const mc = `morale check ${die(a.moraleCheck.die)} vs ${a.moraleCheck.morale}: ${a.moraleCheck.passed ? 'passes' : 'fails, no attack'}`;
    const at = a.attack
      ? `; ${die(a.attack.die)} + IFP ${a.attack.ifp}${a.attack.modifiers.length ? ` ${modifierText(a.attack.modifiers)}` : ''} = ${a.attack.total} vs ${die(a.attack.vehicleDie)}${a.attack.vehicleModifiers.length ? ` ${modifierText(a.attack.vehicleModifiers)}` : ''} = ${a.attack.vehicleTotal} → ${a.attack.destroyed ? '**destroyed**' : 'it holds'}`
      : '';
    lines.push(`• ${unitName(a.attacker)}: ${mc}${at}.`);
  }
  if (r.assault.destroyed) lines.push(`${unitName(r.vehicle)} is destroyed; its crew and inside passengers are eliminated.`, ...r.fate.filter((f) => f.what === 'eliminated').map((f) => `• ${unitName(f.unit)} eliminated.`));
  return lines.join('\n');
}

const MINE_WORDS = { 'no-effect': 'no effect', shaken: 'Shaken', 'shaken-immobilized': 'Shaken and Immobilized', destroyed: 'destroyed with its crew' } as const;

/** A vehicle's roll on the Mines vs. Vehicles table, its passengers' Damage Checks and bail-outs (21.4.1, DCT Destroyed). */
export function minesText(r: MinesActionResult): string {
  return [
    `💣 Mines (21.4.1): ${unitName(r.vehicle)} rolls ${die(r.mines.die)} → **${MINE_WORDS[r.mines.result]}**.${r.effects.some((e) => e.effect === 'abandoned' || e.became.startsWith('abandoned')) ? ' Already Shaken, it is abandoned.' : ''}`,
    ...(r.passengers.length ? ['Passengers\' Damage Checks (DCT, Destroyed):', ...damageLines(r.passengers)] : []),
    ...r.fate.filter((f) => f.what === 'bail-out').map((f) => `• ${unitName(f.unit)} (bail-out${f.die === undefined ? '' : ` ${die(f.die)}`}): ${f.result}.`),
  ].join('\n');
}
