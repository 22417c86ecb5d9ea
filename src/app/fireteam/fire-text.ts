import { formatPoint } from '../../core/board/geometry.js';
import type { AxisDeviation } from '../../core/rulesets/fireteam/artillery.js';
import { damageText, effectText, expertiseText, lineText, modifierText, rollText, shotText, SIZE_TEXT, unitName } from './format.js';
import type { ArtilleryResult, AtResult, DirectShot, PassengerHit } from './fire-resolve.js';

const rangeText = (r: number | undefined): string => (r === undefined ? '' : ` at ${r}"`);

const hitsText = (n: number): string => `${n} hit${n === 1 ? '' : 's'}`;

/**
 * "**sq1-ft1** fires at **g-ft2** at 14": lmg as normal FT: d10 7 = 7 on the soft line … → 2 hits: 2
 * pins." With snipers added, each roll and then the hits taken together.
 */
export function directShotText(r: DirectShot): string {
  const gone = r.eliminated ? ` ${unitName(r.hitsOn ?? r.target)} has no figure left: removed.` : '';
  const out = r.knockedOut ? ` Its crew is hit: ${unitName(r.target)} is knocked out.` : '';
  const on = r.hitsOn ? ` (the ${unitName(r.hitsOn)} riding in it count as a section)` : '';
  if (r.added.length === 0) return `${unitName(r.shooter)} fires at ${unitName(r.target)}${on}${rangeText(r.range)}: ${shotText(r.shot, r.coverFrom)}.${gone}${out}`;
  const snipers = r.added.map((a) => `sniper ${unitName(a.shooter)} adds${rangeText(a.range)}: ${rollText(a.roll, r.coverFrom)} → ${hitsText(a.roll.hits)}`);
  return [
    `${unitName(r.shooter)} fires at ${unitName(r.target)}${on}${rangeText(r.range)}: ${rollText(r.shot, r.coverFrom)} → ${hitsText(r.shot.hits)}; ${snipers.join('; ')}.`,
    `Together: ${effectText(r.shot.effect)}.${gone}${out}`,
  ].join('\n');
}

/** "• **g-sq1-ft1** bails out: thrown for as normal FT, d10 6 = 6 on the open line (…) → 2 hits: 2 pins; Pinned" */
export function passengerText(p: PassengerHit): string {
  const h = p.hits;
  return `• ${unitName(h.unit)} bails out, thrown for as artillery (${SIZE_TEXT[h.size]}): ${lineText(h, undefined)} → ${effectText(h.effect)}${p.eliminated ? ' — removed' : ''}.`;
}

/** The anti-tank shot: to hit, then each damage die and what took effect, and the passengers of a brew-up. */
export function atShotText(r: AtResult): string {
  const t = r.shot.toHit;
  const head = t
    ? `${unitName(r.shooter)} fires its ${r.shot.weapon} at ${unitName(r.target)}${rangeText(r.range)}: d10 ${t.die}${modifierText(t.modifiers)} = ${t.score} vs ${t.target}+ — ${t.hit ? '**hit**' : 'miss'}.`
    : `${unitName(r.shooter)} fires its ${r.shot.weapon} at ${unitName(r.target)}${rangeText(r.range)}: it misses — its panicked crew's next shot (damage result 7).`;
  if (!r.shot.damage) return head;
  const crew = r.crew.map((c) => `Veteran crew avoids the ${c.what}: ${expertiseText(c.roll)}.`);
  const effect = r.applied.length ? `Result on ${unitName(r.target)}: ${r.applied.join('; ')}.` : `No damage to ${unitName(r.target)}.`;
  return [head, `Damage: ${damageText(r.shot.damage)}.`, ...crew, effect, ...r.passengers.map(passengerText)].join('\n');
}

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const axis = (a: AxisDeviation, plus: string, minus: string): string =>
  `${plus} die ${a.plus.total}, ${minus} die ${a.minus.total}: ${signed(a.raw)}"${a.inches !== a.raw ? ` → ${signed(a.inches)}" after correction` : ''}`;

/** Where the template fell and what it did. */
export function artilleryText(r: ArtilleryResult): string {
  const dev = r.deviation;
  const head = `${unitName(r.observer)} calls in ${r.kind === 'smoke' ? 'smoke' : r.weapon} on (${formatPoint(r.aim)})${r.turnsObserved ? ` — ${r.turnsObserved} turn(s) of observed fire, −${dev.correction}" each way` : ''}.`;
  const fall = `Deviation: length (${axis(dev.length, '+', '−')}); sideways (${axis(dev.sideways, 'right', 'left')}) → lands at (${formatPoint(r.landing)}), ${r.radius}" radius.`;
  if (r.smoke) return [head, fall, `💨 Smoke ${r.smoke} covers ${r.radius}" around (${formatPoint(r.landing)}); it may vanish at the end of each turn (4–6).`].join('\n');
  const hits = r.hits.map((h) => {
    if (h.noEffect) return `• ${unitName(h.unit)}: the ${r.weapon} cannot harm armour.`;
    if (h.armour) return [`• ${unitName(h.unit)} (armour): ${damageText(h.armour)}${h.applied?.length ? ` → ${h.applied.join('; ')}` : ''}.`, ...(h.passengers ?? []).map(passengerText)].join('\n');
    return `• ${unitName(h.unit)}: ${shotText(h.shot!, h.coverFrom)}${h.eliminated ? ' — removed' : ''}.`;
  });
  return [head, fall, ...(hits.length ? hits : ['Nobody under the template.'])].join('\n');
}
