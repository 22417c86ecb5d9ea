import { formatHex } from '../../../core/board/hex.js';
import type { UnitDamage } from '../rules/combat/damage-checks.js';
import type { FireResolution, GroupFirepower } from '../rules/combat/direct-fire.js';
import type { FireActionResult } from '../rules/fire/fire-action.js';
import type { FireStartResult } from '../rules/map/fire-start.js';
import type { OrdnanceActionResult } from '../rules/ordnance/ordnance-action.js';
import type { VsArmourResult } from '../rules/ordnance/ordnance.js';
import type { Aftermath, FateLine } from '../rules/vehicles/vehicle-fate.js';
import type { HexBombardment } from '../rules/artillery/bombardment.js';
import { bestOf, dice, die, modifierText, unitName } from './format.js';

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
  const rolled = a.dice === 'best-of-2d6' ? bestOf(a.part.faces, a.die) : a.dice === '2d6' ? dice(a.part.faces) : die(a.die);
  const att = `attack ${rolled} + FP ${a.firepower}${a.modifiers.length ? ` ${modifierText(a.modifiers)}` : ''} = ${a.total}`;
  const d = fire.defence;
  const def = `defence ${die(d.die)}${d.modifiers.length ? ` ${modifierText(d.modifiers)}` : ''} = ${d.total}`;
  const verdict = fire.outcome.effect === 'damage-check' ? `**DC +${fire.outcome.modifier}**` : 'no effect';
  return `${att} vs ${def} → ${verdict}`;
}

/** One line per Damage Check: the die, its modifiers, the DCT band and what happened. */
export function damageLines(damage: readonly UnitDamage[]): string[] {
  return damage.map((d) => {
    const c = d.check;
    const hero = c.hero ? ` Natural 1: hero check ${die(c.hero.die)} → ${c.hero.created ? `**a Hero appears** (${unitName(d.hero ?? 'Hero')})` : 'no hero'}.` : '';
    return `• ${unitName(d.unit)}: DC ${die(c.die)} ${modifierText(c.modifiers)} = ${c.total} vs morale ${c.morale} (${BAND[c.band] ?? c.band}) → **${d.applied.became}**.${hero}`;
  });
}

export function fireStartText(f: FireStartResult, hex: string): string | undefined {
  if (!f.checked) return undefined;
  return `Natural 6 into a flammable hex: fire check ${die(f.die)} → ${f.fireStarts ? `🔥 **a Fire starts in ${hex}**` : 'no fire'} (5–6 starts one, 10.5.6).`;
}

const TITLE: Record<FireActionResult['kind'], string> = {
  direct: 'Fire (5.0)',
  opportunity: 'Opportunity fire (5.3)',
  sniper: 'Sniper (11.4)',
  mortar: 'Mortar (18.1)',
  'small-arms-vs-vehicle': 'Small arms vs vehicle (17.2)',
};

/**
 * An indirect attack on a hex (mortar, artillery): "best of 2, 5 → 5 + FP 3 = 8 vs 3 + TM 1 = 4 → DC +4",
 * and for armoured vehicles sharing the hex their own defence with their lowest armour.
 */
export function indirectAttackText(h: HexBombardment): string {
  const a = h.attack;
  const rolled = a.attacker.faces.length > 1 ? bestOf(a.attacker.faces, a.attacker.die) : die(a.attacker.die);
  const att = `${rolled} + FP ${a.attacker.fp}${a.attacker.modifiers.length ? ` ${modifierText(a.attacker.modifiers)}` : ''} = ${a.attacker.total}`;
  const def = `${die(a.defender.die)}${a.defender.modifiers.length ? ` ${modifierText(a.defender.modifiers)}` : ''} = ${a.defender.total}`;
  const ignored = a.ignored.length ? ` (not counted: ${modifierText(a.ignored)})` : '';
  const verdict = (dc: number | undefined, who: string) => (dc === undefined ? 'no effect' : `**DC +${dc}** for ${who}`);
  const ad = h.armourDefence;
  const armour = ad
    ? `; armoured vehicles ${die(a.attacker.die)} + FP ${a.attacker.fp} = ${ad.attackTotal} vs ${die(ad.die)} ${modifierText(ad.modifiers)} = ${ad.total} → ${verdict(ad.damageCheck, 'them')}`
    : '';
  return `${att} vs ${def}${ignored} → ${verdict(a.damageCheck, ad ? 'the other units' : 'every unit')}${armour}`;
}

/** The whole fire action as the table reads it. */
export function fireActionText(r: FireActionResult, vehicle?: string): string {
  const hex = formatHex(r.target);
  const at = vehicle ? `${unitName(vehicle)} in ${hex}` : hex;
  const fp = r.firepower && r.firepower.contributions.length > 1 ? ` (${firepowerText(r.firepower)})` : '';
  const pick = r.pick ? ` The sniper's target: ${r.pick.die === undefined ? 'the only unit' : `${die(r.pick.die)} of ${r.pick.among}`} → ${unitName(r.pick.unit)}.` : '';
  const roll = r.fire ? fireRollText(r.fire) : r.bombardment ? indirectAttackText(r.bombardment) : '';
  const forfeit = r.forfeited?.length ? ` ${r.forfeited.map(unitName).join(', ')} fire${r.forfeited.length === 1 ? 's' : ''} support weapons and forfeit${r.forfeited.length === 1 ? 's' : ''} IFP (1.6).` : '';
  const lines = [`${TITLE[r.kind]}: ${r.firers.map(unitName).join(', ')}${fp} at ${at}: ${roll}.${pick}${forfeit}`];
  const checked = r.fire ? r.fire.outcome.effect === 'damage-check' : r.bombardment?.attack.damageCheck !== undefined || r.bombardment?.armourDefence?.damageCheck !== undefined;
  if (checked && r.damage.length === 0) lines.push('Nobody there takes the check.');
  lines.push(...damageLines(r.damage), ...aftermathLines(r.aftermath), ...riderLines(r.riders?.lines ?? []));
  const fire = fireStartText(r.fireStart, hex);
  if (fire) lines.push(fire);
  return lines.join('\n');
}

/** Riders who had to get off a firing vehicle, and their Morale Checks. */
export function riderLines(lines: readonly FateLine[]): string[] {
  return lines.map((l) => `• ${unitName(l.unit)}${l.check ? ` (morale check ${die(l.check.die)} vs ${l.check.morale})` : ''}: ${l.result}.`);
}

/** Crew and passenger checks after a vehicle's result, and helicopter crashes. */
export function aftermathLines(a: Aftermath): string[] {
  const lines: string[] = [];
  for (const f of a.fates) {
    for (const l of f.lines) {
      const roll = l.check ? `morale check ${die(l.check.die)} vs ${l.check.morale}` : l.die !== undefined ? `bail-out ${die(l.die)}` : '';
      lines.push(`• ${unitName(l.unit)}${roll ? ` (${roll})` : ''}: ${l.result}.`);
    }
  }
  for (const c of a.crashes) {
    const where = c.crash.offBoard ? 'off the map' : `in ${formatHex(c.crash.crashHex)}`;
    lines.push(`💥 ${unitName(c.helicopter)} crashes ${where}: direction ${die(c.crash.directionDie)} (${c.crash.direction}), distance ${die(c.crash.distanceDie)} halved up = ${c.crash.distance}.`);
    if (c.attack) lines.push(`Crash attack, FP 6 (TM ${c.attack.terrain.applied}): ${fireRollText(c.attack)}.`, ...damageLines(c.damage));
  }
  return lines;
}

const ARMOUR_WORDS: Record<VsArmourResult['outcome'], string> = {
  dud: 'a dud (1 vs 6)',
  catastrophic: '**catastrophic hit (6 vs 1): destroyed**',
  destroyed: '**destroyed**',
  abandoned: '**abandoned**',
  shaken: '**shaken**',
  damaged: '**damaged: it must leave the board**',
  'no-effect': 'no effect',
};

/** An ordnance shot (14.1): to-hit, then penetration or HE, then what followed. */
export function ordnanceText(r: OrdnanceActionResult): string {
  const t = r.toHit;
  const auto = t.automatic === 'natural-2' ? ' (a natural 2 always hits)' : t.automatic === 'natural-12' ? ' (a natural 12 always misses)' : '';
  const target = r.vehicle ? `${unitName(r.vehicle)} in ${formatHex(r.target)}` : formatHex(r.target);
  const lines = [
    `💥 Ordnance (14.1): ${unitName(r.weapon)}${r.firer !== r.weapon ? ` fired by ${unitName(r.firer)}` : ''} at ${target}: to-hit ${dice(t.faces)}${t.modifiers.length ? ` ${modifierText(t.modifiers)}` : ''} = ${t.total} vs ≤ ${t.toHit} → ${t.hit ? `**hit**${t.location ? ` on the ${t.location}` : ''}` : 'miss'}${auto}.${t.atgmExpended ? ' The coloured die is under the depletion number: **ATGM expended**.' : ''}`,
  ];
  if (r.vsArmour) {
    const a = r.vsArmour;
    const mc = a.moraleCheck ? ` Morale check ${die(a.moraleCheck.die)}${a.moraleCheck.modifiers.length ? ` ${modifierText(a.moraleCheck.modifiers)}` : ''} = ${a.moraleCheck.total} vs ${a.moraleCheck.morale}: ${a.moraleCheck.passed ? 'passed' : 'failed'}.` : '';
    lines.push(`Penetration ${die(a.attackerDie)} + ${a.penetration}${a.attackerModifiers.length ? ` ${modifierText(a.attackerModifiers)}` : ''} = ${a.attackerTotal} vs armour ${die(a.targetDie)} + ${a.armour} = ${a.targetTotal} → ${ARMOUR_WORDS[a.outcome]}.${mc}${r.vehicleEffect && r.vehicleEffect.effect !== 'no-effect' ? ` ${unitName(r.vehicleEffect.unit)}: ${r.vehicleEffect.became}.` : ''}`);
  }
  if (r.vsInfantry) {
    const v = r.vsInfantry;
    lines.push(`HE ${die(v.attackerDie)}${v.attackerModifiers.length ? ` ${modifierText(v.attackerModifiers)}` : ''} = ${v.attackerTotal} vs ${die(v.defenderDie)} (no TM once hit) → ${v.damageCheck === undefined ? 'no effect' : `**DC +${v.damageCheck}**`}.`);
  }
  if (r.carrierForfeitsIfp) lines.push(`${unitName(r.firer)} forfeits its IFP this turn to fire ${unitName(r.weapon)} (1.6).`);
  lines.push(...damageLines(r.damage), ...aftermathLines(r.aftermath), ...riderLines(r.riders ?? []));
  if (r.acquisition) lines.push(`Target acquired: acquisition ${r.acquisition} on ${unitName(r.vehicle ?? formatHex(r.target))} for ${unitName(r.weapon)}.`);
  const fire = fireStartText(r.fireStart, formatHex(r.target));
  if (fire) lines.push(fire);
  return lines.join('\n');
}
