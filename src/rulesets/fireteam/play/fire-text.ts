import { possessive } from '../../../app/format.js';
import { formatPoint } from '../../../core/board/geometry.js';
import type { AxisDeviation } from '../rules/artillery/artillery.js';
import type { AtResult, PassengerHit } from '../rules/vehicles/anti-tank-fire.js';
import type { ArtilleryResult } from '../rules/artillery/artillery-fire.js';
import type { TargetGone } from '../rules/fire/declared-shot.js';
import type { DirectShot } from '../rules/fire/direct-fire.js';
import type { OverwatchShot } from '../rules/actions/overwatch.js';
import type { FireteamView } from '../rules/game/view.js';
import { damageText, effectText, enemyOf, expertiseText, lineText, modifierText, namerFor, pointText, rollText, shotText, SIZE_TEXT, type UnitNamer } from './format.js';

const rangeText = (r: number | undefined): string => (r === undefined ? '' : ` at ${r}"`);

const hitsText = (n: number): string => `${n} hit${n === 1 ? '' : 's'}`;

/**
 * "**sq1-ft1** fires at **g-ft2** at 14": lmg as normal FT: d10 7 = 7 on the soft line … → 2 hits: 2
 * pins." With snipers added, each roll and then the hits taken together.
 */
export function directShotText(r: DirectShot, name: UnitNamer): string {
  const target = name(r.target, r.targetSide);
  const gone = r.eliminated ? ` ${r.hitsOn ? name(r.hitsOn, r.targetSide) : target} has no figure left: removed.` : '';
  const out = r.knockedOut ? ` Its crew is hit: ${target} is knocked out.` : '';
  const on = r.hitsOn ? ` (the ${name(r.hitsOn, r.targetSide)} riding in it count as a section)` : '';
  const shooter = name(r.shooter, r.side);
  if (r.added.length === 0) return `${shooter} fires at ${target}${on}${rangeText(r.range)}: ${shotText(r.shot, r.coverFrom)}.${gone}${out}`;
  const snipers = r.added.map((a) => `sniper ${name(a.shooter, r.side)} adds${rangeText(a.range)}: ${rollText(a.roll, r.coverFrom)} → ${hitsText(a.roll.hits)}`);
  return [
    `${shooter} fires at ${target}${on}${rangeText(r.range)}: ${rollText(r.shot, r.coverFrom)} → ${hitsText(r.shot.hits)}; ${snipers.join('; ')}.`,
    `Together: ${effectText(r.shot.effect)}.${gone}${out}`,
  ].join('\n');
}

/** "• **g-sq1-ft1** bails out: thrown for as normal FT, d10 6 = 6 on the open line (…) → 2 hits: 2 pins; Pinned" */
export function passengerText(p: PassengerHit, name: UnitNamer): string {
  const h = p.hits;
  return `• ${name(h.unit, p.side)} bails out, thrown for as artillery (${SIZE_TEXT[h.size]}): ${lineText(h, undefined)} → ${effectText(h.effect)}${p.eliminated ? ' — removed' : ''}.`;
}

/** The anti-tank shot: to hit, then each damage die and what took effect, and the passengers of a brew-up. */
export function atShotText(r: AtResult, name: UnitNamer): string {
  const t = r.shot.toHit;
  const shooter = name(r.shooter, r.side);
  const target = name(r.target, r.targetSide);
  const head = t
    ? `${shooter} fires its ${r.shot.weapon} at ${target}${rangeText(r.range)}: d10 ${t.die}${modifierText(t.modifiers)} = ${t.score} vs ${t.target}+ — ${t.hit ? '**hit**' : 'miss'}.`
    : `${shooter} fires its ${r.shot.weapon} at ${target}${rangeText(r.range)}: it misses — its panicked crew's next shot (damage result 7).`;
  if (!r.shot.damage) return head;
  const crew = r.crew.map((c) => `Veteran crew avoids the ${c.what}: ${expertiseText(c.roll)}.`);
  const effect = r.applied.length ? `Result on ${target}: ${r.applied.join('; ')}.` : `No damage to ${target}.`;
  return [head, `Damage: ${damageText(r.shot.damage)}.`, ...crew, effect, ...r.passengers.map((p) => passengerText(p, name))].join('\n');
}

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const axis = (a: AxisDeviation, plus: string, minus: string): string =>
  `${plus} die ${a.plus.total}, ${minus} die ${a.minus.total}: ${signed(a.raw)}"${a.inches !== a.raw ? ` → ${signed(a.inches)}" after correction` : ''}`;

/** Where the template fell and what it did. */
export function artilleryText(r: ArtilleryResult, name: UnitNamer): string {
  const dev = r.deviation;
  const head = `${name(r.observer, r.side)} calls in ${r.kind === 'smoke' ? 'smoke' : r.weapon} on (${formatPoint(r.aim)})${r.turnsObserved ? ` — ${r.turnsObserved} turn(s) of observed fire, −${dev.correction}" each way` : ''}.`;
  const fall = `Deviation: length (${axis(dev.length, '+', '−')}); sideways (${axis(dev.sideways, 'right', 'left')}) → lands at (${formatPoint(r.landing)}), ${r.radius}" radius.`;
  if (r.smoke) return [head, fall, `💨 Smoke ${r.smoke} covers ${r.radius}" around (${formatPoint(r.landing)}); it may vanish at the end of each turn (4–6).`].join('\n');
  const hits = r.hits.map((h) => {
    const unit = name(h.unit, h.side);
    if (h.noEffect) return `• ${unit}: the ${r.weapon} cannot harm armour.`;
    if (h.armour) return [`• ${unit} (armour): ${damageText(h.armour)}${h.applied?.length ? ` → ${h.applied.join('; ')}` : ''}.`, ...(h.passengers ?? []).map((p) => passengerText(p, name))].join('\n');
    return `• ${unit}: ${shotText(h.shot!, h.coverFrom)}${h.eliminated ? ' — removed' : ''}.`;
  });
  return [head, fall, ...(hits.length ? hits : ['Nobody under the template.'])].join('\n');
}

/** A resolved direct shot, or "**r-hmg**'s target **g-a** is gone from the table: no shot." */
export function directFireText(r: DirectShot | TargetGone, view: FireteamView): string {
  const name = namerFor(view);
  return 'gone' in r ? `${possessive(name(r.shooter, r.side))} target ${name(r.gone, enemyOf(view, r.side))} is gone from the table: no shot.` : directShotText(r, name);
}

/** A resolved anti-tank shot, or "**r-atr**'s target **g-tank** is gone: no shot." */
export function antiTankFireText(r: AtResult | TargetGone, view: FireteamView): string {
  const name = namerFor(view);
  return 'gone' in r ? `${possessive(name(r.shooter, r.side))} target ${name(r.gone, enemyOf(view, r.side))} is gone: no shot.` : atShotText(r, name);
}

/** "👁️ Overwatch: …", and where a Pinned target stopped at once. */
export function overwatchFireText(r: OverwatchShot, view: FireteamView): string {
  const name = namerFor(view);
  const shot = 'applied' in r.shot ? atShotText(r.shot, name) : directShotText(r.shot, name);
  return `👁️ Overwatch: ${shot}${r.stopped ? `\n${name(r.target, r.targetSide)} is Pinned and stops at once, at ${pointText(r.stopped)}.` : ''}`;
}
