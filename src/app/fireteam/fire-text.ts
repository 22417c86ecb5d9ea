import { formatPoint } from '../../core/board/geometry.js';
import type { AxisDeviation } from '../../core/rulesets/fireteam/artillery.js';
import { damageText, expertiseText, modifierText, shotText, unitName } from './format.js';
import type { ArtilleryResult, AtResult, DirectShot } from './fire-resolve.js';

const rangeText = (r: number | undefined): string => (r === undefined ? '' : ` at ${r}"`);

/** "**sq1-ft1** fires at **g-ft2** at 14": lmg as normal FT: d10 7 = 7 on the soft line … → 2 hits: 2 pins." */
export function directShotText(r: DirectShot): string {
  const gone = r.eliminated ? ` ${unitName(r.target)} has no figure left: removed.` : '';
  return `${unitName(r.shooter)} fires at ${unitName(r.target)}${rangeText(r.range)}: ${shotText(r.shot, r.coverFrom)}.${gone}`;
}

/** The anti-tank shot: to hit, then each damage die and what took effect. */
export function atShotText(r: AtResult): string {
  const t = r.shot.toHit;
  const head = `${unitName(r.shooter)} fires its ${r.shot.weapon} at ${unitName(r.target)}${rangeText(r.range)}: d10 ${t.die}${modifierText(t.modifiers)} = ${t.score} vs ${t.target}+ — ${t.hit ? '**hit**' : 'miss'}.`;
  if (!r.shot.damage) return head;
  const crew = r.crew.map((c) => `Veteran crew avoids the ${c.what}: ${expertiseText(c.roll)}.`);
  const effect = r.applied.length ? `Result on ${unitName(r.target)}: ${r.applied.join('; ')}.` : `No damage to ${unitName(r.target)}.`;
  return [head, `Damage: ${damageText(r.shot.damage)}.`, ...crew, effect].join('\n');
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
    if (h.armour) return `• ${unitName(h.unit)} (armour): ${damageText(h.armour)}${h.applied?.length ? ` → ${h.applied.join('; ')}` : ''}.`;
    return `• ${unitName(h.unit)}: ${shotText(h.shot!, h.coverFrom)}${h.eliminated ? ' — removed' : ''}.`;
  });
  return [head, fall, ...(hits.length ? hits : ['Nobody under the template.'])].join('\n');
}
