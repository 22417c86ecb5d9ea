import { userText } from '../../../app/format.js';
import type { AntiTankResult, AtOutcome } from '../rules/fire/anti-tank.js';
import type { BarrageAtSneakerResult, BarrageReach, BarrageResult, MissionCount, SmokeResult } from '../rules/support/indirect-fire.js';
import { landingText } from './format-fieldcraft.js';
import { RESULT_WORDS, effectText, initiativeText, modifierText } from './format.js';
import type { Namer } from './session.js';

/*
 * Indirect fire and anti-tank fire in words. A fire mission called from a Sneaker names only the
 * marker, never the stand inside it (the call proves the marker real, a leak the rules create, but
 * not which stand it holds).
 */

const mission = (m: MissionCount): string => `fire mission ${m.used}${m.limit ? ` of ${m.limit}` : ''}`;

function calledBy(r: { side: string; caller: string; sneaker?: string }, name: Namer): string {
  return r.sneaker === undefined ? `called by ${name(r.caller, r.side)}` : `called from Sneaker \`${userText(r.sneaker)}\``;
}

const REACH: Readonly<Record<BarrageReach, string>> = {
  target: 'target',
  measured: 'within one stand width on the board',
  word: "within one stand width on the caller's word",
};

export function barrageText(r: BarrageResult, name: Namer): string {
  const target = r.shots[0];
  const lines = r.shots.map((s) => {
    const mods = s.modifiers.length ? `; ${s.modifiers.map((m) => modifierText(m, name, r.side)).join('; ')}` : '';
    const dice = s.part ? `[${s.faces.join(', ')}]` : '(no dice)';
    return `• ${name(s.stand, s.side)} (${REACH[s.reach]}${s.indirectCover ? ', indirect cover' : ''}): ${s.base} dice base${mods} → ${s.dice}d6 hitting on 5+ ${dice} = ${s.hits} hit${s.hits === 1 ? '' : 's'}, ${RESULT_WORDS[s.result]}`;
  });
  return [
    `**${userText(r.side)}** calls an off-table HE barrage on ${target ? name(target.stand, target.side) : 'the target'} (${calledBy(r, name)}; ${mission(r.mission)})`,
    ...lines,
    ...(r.spared?.length
      ? [`• ${r.spared.map((x) => name(x.stand, x.side)).join(', ')}: within one stand width, but spared — the target was not Suppressed, so the kill potential does not reach them`]
      : []),
    `Result: ${r.effects.map((e, i) => effectText(e, name, r.effectSides[i] ?? '')).join('; ')} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** A barrage at an enemy Sneaker: its pool, then what the result did to the marker (`landingText`). */
export function barrageAtSneakerText(r: BarrageAtSneakerResult, name: Namer): string {
  const p = r.pool;
  const mods = p.modifiers.length ? `; ${p.modifiers.map((m) => modifierText(m, name, r.side)).join('; ')}` : '';
  const dice = p.part ? `[${p.faces.join(', ')}]` : '(no dice)';
  return [
    `**${userText(r.side)}** calls an off-table HE barrage on Sneaker \`${userText(r.landing.sneaker)}\` (${calledBy(r, name)}; ${mission(r.mission)})`,
    `• ${p.base} dice base${mods} → ${p.dice}d6 hitting on 5+ ${dice} = ${p.hits} hit${p.hits === 1 ? '' : 's'}, ${RESULT_WORDS[p.result]}`,
    ...landingText(r.landing, name),
    `${initiativeText(r.initiative)}.`,
  ].join('\n');
}

/** Either kind of barrage as ordered (`barrageOrder`). */
export function barrageOrderText(r: BarrageResult | BarrageAtSneakerResult, name: Namer): string {
  return r.kind === 'barrage' ? barrageText(r, name) : barrageAtSneakerText(r, name);
}

export function smokeText(r: SmokeResult, name: Namer): string {
  const mods = r.modifiers.map((m) => ` ${modifierText(m, name, r.side)}`).join('');
  return [
    `**${userText(r.side)}** calls off-table smoke on ${userText(r.at)} (${calledBy(r, name)}; ${mission(r.mission)})`,
    `d6 [${r.face}]${mods} = ${r.total}, needs ${r.needed}+ (house rule \`indirect.smokeTarget\`)`,
    `${r.landed ? `Smoke lands on ${userText(r.at)}: it blocks line of sight through it` : 'The smoke goes astray'} — ${initiativeText(r.initiative)}.`,
  ].join('\n');
}

const WEAPON_WORDS: Readonly<Record<AntiTankResult['weapon'], string>> = {
  gun: 'recoilless rifle',
  rpg: 'RPG',
  bazooka: 'bazooka',
  hmg: '.50 cal HMG',
};

const OUTCOME_WORDS: Readonly<Record<AtOutcome, string>> = {
  missed: 'missed',
  'no-effect': 'hit, no effect',
  'knocked-out': '**knocked out**',
  pinned: 'crew PINNED',
  suppressed: 'crew **SUPPRESSED**',
};

export function antiTankText(r: AntiTankResult, name: Namer): string {
  const accMods = r.acc.modifiers.map((m) => ` ${modifierText(m, name, r.side)}`).join('');
  const lines = [
    `**${userText(r.side)}** fires ${r.round === 'he' ? 'HE' : 'anti-tank'} with ${name(r.firer, r.side)} (${WEAPON_WORDS[r.weapon]}) at ${userText(r.vehicle)} (ARM ${r.armour})`,
    `ACC: d6 [${r.acc.face}]${accMods} = ${r.acc.total}, needs ${r.acc.needed}+ → ${r.acc.hit ? 'hit' : 'miss'}`,
  ];
  if (r.acc.hit && r.pen !== undefined) lines.push(`PEN ${r.pen} against ARM ${r.armour}: ${r.pen >= r.armour ? 'penetrates' : 'does not penetrate'}`);
  if (r.he) {
    const mods = r.he.modifiers.length ? `; ${r.he.modifiers.map((m) => modifierText(m, name, r.side)).join('; ')}` : '';
    const dice = r.he.part ? `[${r.he.faces.join(', ')}]` : '(no dice)';
    lines.push(`HE: ${r.he.base} dice base${mods} → ${r.he.dice}d6 hitting on 5+ ${dice} = ${r.he.hits} hit${r.he.hits === 1 ? '' : 's'}, ${RESULT_WORDS[r.he.result]}${r.armour > 0 ? ' (HE does nothing to armour)' : ''}`);
  }
  if (r.revealed) lines.push(`Revealed by firing: ${name(r.firer, r.side)}`);
  lines.push(`Result: ${OUTCOME_WORDS[r.outcome]} — ${initiativeText(r.initiative)}.`);
  return lines.join('\n');
}
