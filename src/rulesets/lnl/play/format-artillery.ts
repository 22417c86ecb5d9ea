import { possessive } from '../../../app/format.js';
import { formatHex } from '../../../core/board/hex.js';
import type { AirPass } from '../rules/artillery/air-strike.js';
import type { CallResult, FfeResult } from '../rules/artillery/artillery-action.js';
import type { HexBombardment } from '../rules/artillery/bombardment.js';
import { aftermathLines, damageLines, fireStartText, indirectAttackText } from './format-fire.js';
import { die, modifierText, unitName } from './format.js';

/** "Spotting round on E4 drifts: white 5 + 1 degrading = 6 → 3 hexes, coloured 2 → NE: lands on H3." */
export function callText(r: CallResult): string {
  const d = r.drift;
  const mods = d.modifiers.length ? ` ${modifierText(d.modifiers)} = ${d.modified}` : '';
  const landed = d.onBoard ? `lands on **${formatHex(d.landed)}**` : `lands off the map at ${formatHex(d.landed)}: the mission is lost`;
  return (
    `🎯 Fire mission (18.2): ${unitName(r.spotter)} calls a ${r.mission.replace('-', ' ')} mission, FP ${r.firepower}, on ${formatHex(d.target)}. ` +
    `Spotting round drift: white ${die(d.white)}${mods}, halved up → ${d.distance} hex${d.distance === 1 ? '' : 'es'}; coloured ${die(d.coloured)} → ${d.direction}: ${landed}.` +
    (d.onBoard ? ` Fire for effect with \`/lnl artillery ffe\` (shift it one hex first if it landed in sight).` : '')
  );
}

export function bombardmentLines(hexes: readonly HexBombardment[]): string[] {
  return hexes.flatMap((h) => {
    const fire = fireStartText(h.fireStart, formatHex(h.hex));
    return [
      `${formatHex(h.hex)}: ${indirectAttackText(h)}`,
      ...damageLines(h.damage),
      ...aftermathLines(h.aftermath),
      ...(fire ? [fire] : []),
    ];
  });
}

export function ffeText(r: FfeResult): string {
  const p = r.placement;
  const where = p.shifted ? `shifted from ${formatHex(p.landed)} to **${formatHex(p.ffe)}**` : `on **${formatHex(p.ffe)}**`;
  const hexes = r.attacks.length;
  const head = `💥 Fire for effect (18.2.1): ${possessive(unitName(r.spotter))} ${r.mission.replace('-', ' ')} mission ${where}${r.ffe.length > 1 ? ` and ${formatHex(r.ffe[1]!)}` : ''}: ${hexes} hex${hexes === 1 ? '' : 'es'} under fire.`;
  const lines = bombardmentLines(r.hexes);
  return [head, ...(lines.length ? lines : ['No unit is in the beaten zone.'])].join('\n');
}

/** An air mission, pass by pass: the attack on the troops, then each vehicle's penetration. */
export function airText(passes: readonly AirPass[], hexes: readonly string[]): string {
  const lines = [`✈️ Air support (19.1) over ${hexes.join(', ')}:`];
  if (passes.length === 0) lines.push('Nothing there to hit.');
  for (const p of passes) {
    if (p.legs) lines.push(`${p.weapon === 'cannon' ? 'Cannon' : 'Bombs'} (${p.value}) on ${bombardmentLines([p.legs]).join('\n')}`);
    for (const v of p.vehicles) {
      const r = v.result;
      lines.push(
        `${p.weapon === 'cannon' ? 'Cannon' : 'Bombs'} vs ${unitName(v.vehicle)}: ${die(r.attackerDie)} + ${r.penetration} = ${r.attackerTotal} vs ${die(r.targetDie)} + ${r.armour} = ${r.targetTotal} → ${v.effect.became}.`,
        ...aftermathLines(v.aftermath),
      );
    }
  }
  return lines.join('\n');
}
