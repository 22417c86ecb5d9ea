import { formatHex } from '../../core/board/hex.js';
import type { UnitDamage } from '../../core/rulesets/lnl/damage-checks.js';
import type { FireResolution, GroupFirepower } from '../../core/rulesets/lnl/direct-fire.js';
import type { FireActionResult } from '../../core/rulesets/lnl/fire-action.js';
import type { FireStartResult } from '../../core/rulesets/lnl/fire-start.js';
import { modifierText, unitName } from './format.js';

const BAND: Record<string, string> = {
  'at-most-morale': '≤ morale',
  'above-morale': '> morale',
  'double-morale': '≥ 2× morale',
  'triple-morale': '≥ 3× morale',
};

/** "FP 3 + ½ 3 → 2 + M60 3 = 8": how a group's firepower was added up (5.2, 5.3). */
export function firepowerText(fp: GroupFirepower): string {
  const parts = fp.contributions.map((c) => {
    const name = c.id;
    const printed = c.opsCompletePenalty ? `${c.printed} − 1 Ops Complete` : `${c.printed}`;
    return c.halved ? `½ ${name} ${printed} → ${c.added}` : `${name} ${printed}`;
  });
  return parts.length > 1 ? `FP ${parts.join(' + ')} = ${fp.total}` : `FP ${fp.total}`;
}

/** "attack 4 + FP 5 + leader 1 = 10 vs defence 3 + TM 2 = 5 → DC +5" (Direct Fire Summary, DCC table). */
export function fireRollText(fire: FireResolution): string {
  const a = fire.attack;
  const dice = a.dice === 'best-of-2d6' ? `best of ${a.part.faces.join(', ')} → ${a.die}` : a.dice === '2d6' ? `${a.part.faces.join('+')}` : `${a.die}`;
  const att = `attack ${dice} + FP ${a.firepower}${a.modifiers.length ? ` ${modifierText(a.modifiers)}` : ''} = ${a.total}`;
  const d = fire.defence;
  const def = `defence ${d.die}${d.modifiers.length ? ` ${modifierText(d.modifiers)}` : ''} = ${d.total}`;
  const verdict = fire.outcome.effect === 'damage-check' ? `**DC +${fire.outcome.modifier}**` : 'no effect';
  return `${att} vs ${def} → ${verdict}`;
}

/** One line per Damage Check: the die, its modifiers, the DCT band and what happened. */
export function damageLines(damage: readonly UnitDamage[]): string[] {
  return damage.map((d) => {
    const c = d.check;
    const hero = c.hero ? ` Natural 1: hero check ${c.hero.die} → ${c.hero.created ? `**a Hero appears** (${unitName(d.hero ?? 'Hero')})` : 'no hero'}.` : '';
    return `• ${unitName(d.unit)}: DC ${c.die} ${modifierText(c.modifiers)} = ${c.total} vs morale ${c.morale} (${BAND[c.band] ?? c.band}) → **${d.applied.became}**.${hero}`;
  });
}

export function fireStartText(f: FireStartResult, hex: string): string | undefined {
  if (!f.checked) return undefined;
  return `Natural 6 into a flammable hex: fire check ${f.die} → ${f.fireStarts ? `🔥 **a Fire starts in ${hex}**` : 'no fire'} (5–6 starts one, 10.5.6).`;
}

const TITLE: Record<FireActionResult['kind'], string> = {
  direct: 'Fire (5.0)',
  opportunity: 'Opportunity fire (5.3)',
  sniper: 'Sniper (11.4)',
  mortar: 'Mortar (18.1)',
  'small-arms-vs-vehicle': 'Small arms vs vehicle (17.2)',
};

/** The whole fire action as the table reads it. */
export function fireActionText(r: FireActionResult, vehicle?: string): string {
  const hex = formatHex(r.target);
  const at = vehicle ? `${unitName(vehicle)} in ${hex}` : hex;
  const fp = r.firepower && r.firepower.contributions.length > 1 ? ` (${firepowerText(r.firepower)})` : '';
  const pick = r.pick ? ` The sniper's target: ${r.pick.die === undefined ? 'the only unit' : `die ${r.pick.die} of ${r.pick.among}`} → ${unitName(r.pick.unit)}.` : '';
  const lines = [`${TITLE[r.kind]}: ${r.firers.map(unitName).join(', ')}${fp} at ${at}: ${fireRollText(r.fire)}.${pick}`];
  if (r.fire.outcome.effect === 'damage-check' && r.damage.length === 0) lines.push('Nobody there takes the check.');
  lines.push(...damageLines(r.damage));
  const fire = fireStartText(r.fireStart, hex);
  if (fire) lines.push(fire);
  return lines.join('\n');
}
