import { formatPoint, type Point } from '../../../core/board/geometry.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { DamageRoll } from '../rules/vehicles/anti-tank.js';
import type { HitEffect, ShotResult, ShotRoll } from '../rules/fire/fire.js';
import type { ExpertiseRoll } from '../rules/troops/expertise.js';
import type { Modifier, ModifierReason } from '../rules/troops/modifiers.js';
import type { Phase } from '../rules/game/state.js';
import type { FireteamView, UnitViewData } from '../rules/game/view.js';
import { isShared, sharedIds } from '../../../core/unit-ref.js';
import { possessive, userText } from '../../../app/format.js';

/** "**sq1-ft1**" */
export const unitName = (id: string): string => `**${userText(id)}**`;

/**
 * Names the unit `id` of `side` for one viewer: "**sq1-ft1**", followed by its side where the
 * viewer's view holds another side's unit with the same id (ids are unique only within a side).
 */
export type UnitNamer = (id: string, side: string) => string;

/** The other side of a Fire Team game, which is played by two. */
export const enemyOf = (view: Pick<FireteamView, 'sides'>, side: string): string => view.sides.find((s) => s.toLowerCase() !== side.toLowerCase()) ?? side;

/** The namer for the viewer whose view this is: computed from that view alone. */
export function namerFor(view: FireteamView): UnitNamer {
  const shared = sharedIds(view.units);
  return (id, side) => `${unitName(id)}${isShared(shared, id) ? ` (${userText(side)})` : ''}`;
}

export const PHASE_TEXT: Readonly<Record<Phase, string>> = {
  patrol: 'Patrol phase',
  'deploy-jops': 'Jump-off points',
  actions: 'Actions',
  firing: 'Firing',
  pinning: 'Pinning and morale',
  movement: 'Movement',
  assaults: 'Assaults',
};

const MODIFIER_TEXT: Readonly<Record<ModifierReason, string>> = {
  'small-fire-team': 'small FT',
  'large-fire-team': 'large FT',
  enfilade: 'enfilade',
  'firer-pinned': 'firer pinned',
  'target-moved': 'target moved',
  'shooter-moved': 'shooter moved',
  'target-concealed': 'target concealed',
  'damaged-gun': 'damaged gun',
  'shooter-pinned-armoured': 'shooter pinned (armoured)',
  'shooter-pinned-gun-team': 'shooter pinned (gun team)',
  'second-shot': '2nd shot',
  'third-shot': '3rd shot',
  assaulter: 'assaulter',
  pinned: 'pinned',
  'in-cover': 'in cover',
  'observed-fire': 'observed fire',
  'medium-armour': 'medium armour',
  'heavy-armour': 'heavy armour',
};

/** " + large FT 1 − firer pinned 2": each modifier with its reason. */
export function modifierText(mods: readonly Modifier[]): string {
  return mods
    .filter((m) => m.value !== 0)
    .map((m) => ` ${m.value < 0 ? '−' : '+'} ${MODIFIER_TEXT[m.reason]} ${Math.abs(m.value)}`)
    .join('');
}

/** "[6, 5, 2, 1] best 3 = 13" */
export function diceText(p: RolledPart): string {
  const spec = p.spec;
  const kept = spec.op === 'best' && spec.k < spec.n ? ` best ${spec.k}` : '';
  return `${spec.op === 'at-least' ? `${spec.n}d${spec.sides} needing ${spec.target}+` : `${p.faces.length}d${'sides' in spec ? spec.sides : 6}`} [${p.faces.join(', ')}]${kept} = ${p.total}`;
}

export const pointText = (p: Point | undefined): string => (p ? `(${formatPoint(p)})` : '(off table)');

/** "Turn 2 · Movement: **Germans** to move (attacker Russians)." */
export function turnLine(view: FireteamView): string {
  const head = view.turn === 0 ? PHASE_TEXT[view.phase] : `Turn ${view.turn} · ${PHASE_TEXT[view.phase]}`;
  const side = (s: string): string => `**${userText(s)}**`;
  switch (view.phase) {
    case 'patrol':
      return `${head}: ${side(view.patrol?.toMove ?? view.step.side)} moves a patrol marker (\`/fireteam patrol move\`).`;
    case 'deploy-jops':
      return view.patrol
        ? `${head}: ${side(view.patrol.toMove)} places a jump-off point (\`/fireteam patrol jop\`).`
        : `${head}: place each side's jump-off points (\`/fireteam patrol jop\`, then \`/fireteam done\`).`;
    case 'firing': {
      const waiting = view.sides.filter((s) => !view.declared.includes(s));
      return waiting.length > 0
        ? `${head}: waiting for ${waiting.map(side).join(' and ')} to declare fire (\`/fireteam fire declare\`).`
        : `${head}: all fire declared; resolve it (\`/fireteam fire resolve\`, \`/fireteam at\`, \`/fireteam artillery\`).`;
    }
    case 'pinning': {
      const waiting = view.sides.filter((s) => !view.step.done.includes(s));
      return `${head}: rally and medics, then \`/fireteam done\` (waiting for ${waiting.map(side).join(' and ')}).`;
    }
    default: {
      const w = view.phase === 'movement' ? view.awaitingOverwatch : undefined;
      if (w) {
        const enemy = view.sides.find((s) => s !== w.side) ?? '';
        return `${head}: ${possessive(side(w.side))} \`${userText(w.unit)}\` moved under ${possessive(side(enemy))} overwatch: ${side(enemy)} may fire at it (\`/fireteam overwatch fire\`) or give another order, which ends ${possessive(side(w.side))} step.`;
      }
      const verb = view.phase === 'actions' ? 'to act' : view.phase === 'movement' ? 'to move' : 'to assault';
      const done = view.step.done.length > 0 ? ` (${view.step.done.map(side).join(', ')} done)` : '';
      return `${head}: ${side(view.step.side)} ${verb}${done}; attacker ${side(view.attacker)}.`;
    }
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Badges of a unit: pinned, overwatch, gone to ground, riding, help used, vehicle damage (with what
 * it binds this turn). A unit named whose id `shared` holds (ids other sides' units share in the
 * viewer's view) is followed by its side: the vehicle ridden is the unit's side's, the attacker the
 * other side's (`enemy`).
 */
export function unitState(u: UnitViewData, turn: number, shared: ReadonlySet<string> = NONE, enemy = ''): string[] {
  const d = u.vehicle?.damage;
  const named = (id: string, side: string): string => `${userText(id)}${isShared(shared, id) ? ` (${userText(side)})` : ''}`;
  const returnFire = d?.halted && d.halted.turn >= turn - 1 ? `${d.halted.turn === turn ? 'halted, ' : ''}must return fire${d.halted.attacker ? ` at ${named(d.halted.attacker, enemy)}` : ''}` : '';
  return [
    u.status === 'active' ? '' : u.status.replace('-', ' '),
    u.overwatch ? 'overwatch' : '',
    u.goneToGround ? 'gone to ground' : '',
    u.aboard ? `aboard ${named(u.aboard, u.side)}` : '',
    u.deployedThisTurn ? 'deployed this turn' : '',
    u.movedThisTurn ? 'moved' : '',
    u.firedThisTurn ? 'fired' : '',
    u.helpedThisTurn ? 'helped this turn' : '',
    returnFire,
    d?.panicked && d.panicked.turn === turn ? `panicked: no fire, must retreat${d.panicked.attacker ? ` from ${named(d.panicked.attacker, enemy)}` : ''}` : '',
    d?.missNextShot ? 'misses its next shot' : '',
    d?.radioDamaged ? 'radio damaged' : '',
    d?.turretJammed ? 'turret jammed' : '',
    d?.weaponDamaged ? 'weapon damaged (−1 to hit)' : '',
    d?.movementReduced ? 'movement −1D6' : '',
    d?.immobilised ? 'immobilised' : '',
    d?.brewedUp ? 'brewed up' : '',
  ].filter(Boolean);
}

/**
 * One line per unit: id, name, quality, figures, weapons, where, state. With the viewer's `view`,
 * an id another side's unit shares in it is followed by the side.
 */
export function unitLine(u: UnitViewData, turn: number, view?: FireteamView): string {
  const shared = view === undefined ? NONE : sharedIds(view.units);
  const what = u.vehicle
    ? `${u.vehicle.class} ${u.vehicle.speed} vehicle (${u.vehicle.weapons.map((w) => `${w.kind} ${w.mount}`).join(', ') || 'unarmed'})`
    : `${u.figures - u.casualties}/${u.figures} figures${u.weapons.length ? `, ${u.weapons.map((w) => `${w.count}× ${w.kind}`).join(', ')}` : ''}`;
  const roles = u.roles.length ? `, ${u.roles.join(', ')}` : '';
  const state = unitState(u, turn, shared, view === undefined ? '' : enemyOf(view, u.side));
  return `\`${userText(u.id)}\`${isShared(shared, u.id) ? ` (${userText(u.side)})` : ''} ${userText(u.name)} — ${u.quality}, ${what}${roles} — ${u.onTable ? pointText(u.position) : 'off table'}${state.length ? ` [${state.join(', ')}]` : ''}`;
}

export const SIZE_TEXT = { none: 'no fire effect', small: 'small FT', normal: 'normal FT', large: 'large FT' } as const;

/** "d10 7 + large FT 1 = 8 on the soft line (Birch wood; gone to ground +1)" */
export function lineText(r: Pick<ShotRoll, 'die' | 'modifiers' | 'score' | 'cover'>, coverFrom: string | undefined): string {
  const c = r.cover;
  const shifts = c.ignoredBy ? ['flamethrower ignores cover'] : c.steps.map((s) => `${s.reason.replace(/-/g, ' ')} ${s.steps > 0 ? '+1' : '−1'}`);
  const coverWhy = [coverFrom ? `${c.declared} from ${userText(coverFrom)}` : c.declared !== c.line || shifts.length ? c.declared : '', ...shifts].filter(Boolean).join('; ');
  return `d10 ${r.die}${modifierText(r.modifiers)} = ${r.score} on the ${c.line} line${coverWhy ? ` (${coverWhy})` : ''}`;
}

/** "3 hits: 2 pins, 1 kill; **Pinned** (over its pin score 2)" */
export function effectText(e: HitEffect): string {
  const parts = [e.pins ? `${e.pins} pin${e.pins === 1 ? '' : 's'}` : '', e.kills ? `${e.kills} kill${e.kills === 1 ? '' : 's'}` : '', e.lostHits ? `${e.lostHits} wasted` : ''].filter(Boolean);
  const pinned = e.pinnedBy ? `; **Pinned** (${e.pinnedBy === 'quota' ? `over its pin score ${e.pinScore}` : e.pinnedBy === 'flamethrower' ? 'flamethrower' : 'heavy weapon'})` : e.pinned ? '; already Pinned' : '';
  return e.hits === 0 ? 'no effect' : `${e.hits} hit${e.hits === 1 ? '' : 's'}: ${parts.join(', ')}${pinned}`;
}

/** "lmg as normal FT: d10 7 = 7 on the soft line (soft from Birch wood)" */
export function rollText(r: ShotRoll, coverFrom: string | undefined): string {
  return `${r.weapon} as ${SIZE_TEXT[r.size]}: ${lineText(r, coverFrom)}`;
}

/** "d10 7 + large FT 1 = 8 on the soft line (Birch wood; gone to ground +1) → 3 hits: 2 pins, 1 kill; Pinned" */
export function shotText(shot: ShotResult, coverFrom: string | undefined): string {
  return `${rollText(shot, coverFrom)} → ${effectText(shot.effect)}`;
}

/** "d6 5 vs 5+: passed" */
export function expertiseText(r: ExpertiseRoll): string {
  return `d6 ${r.die} vs ${r.target}+ (${r.quality}): ${r.success ? 'passed' : 'failed'}`;
}

/** The damage dice of a hit on a vehicle, each with its result. */
export function damageText(d: DamageRoll): string {
  const mods = modifierText(d.modifiers);
  const dice =
    d.dice.length === 0
      ? 'no damage dice'
      : d.dice.map((x) => `d10 ${x.die}${mods}${mods ? ` = ${x.score}` : ''}: ${x.result ? x.result.text : 'no effect'}${x.result && !x.applies ? ' (not the highest)' : ''}`).join('; ');
  const pin = d.pinChance ? `; pin chance d6 ${d.pinChance.part.total}: ${d.pinChance.pinned ? 'Pinned' : 'no pin'}` : '';
  return `${d.gun} gun vs ${d.target}: ${d.table.dice} damage ${d.table.dice === 1 ? 'die' : 'dice'}${d.table.pinChance ? ' (*)' : ''} — ${dice}${pin}`;
}
