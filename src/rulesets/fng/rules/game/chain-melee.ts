import type { ChainStep, ChargeStep, MeleeStep } from '../firefight/chain-steps.js';
import { chargeIntoMelee, type ChargeAttribute } from '../firefight/charge.js';
import type { FngEvent } from './events.js';
import { meleeRound, type MeleeModifier, type MeleeWeapon } from '../firefight/melee.js';
import { swimmingMeleeModifiers } from '../firefight/combat-while-swimming.js';
import { recoverFromKnockDown } from '../firefight/recover.js';
import { cheatDeath, largerThanLife, rollStarPower, type DamageLevel as StarDamage } from '../figures/star.js';
import { byKey, figureOf, groupOfFigure, has, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from './state.js';
import type { DamageLevel } from '../firefight/wounds.js';
import { type ChainEnv, type StepResult, firearm, reactionsFor, testable } from './chain-kit.js';
import { STAR_OF, fallDown } from './chain-damage.js';
import { inSightJoins } from './in-sight-joins.js';

/**
 * Charge into Melee and Melee in the reaction chain (FNG 2nd Tour p.35–38, seed L887–L953).
 */

const ATTRIBUTE_CHARGE: readonly ChargeAttribute[] = ['brawler', 'coward', 'nervesOfSteel', 'poser', 'tough', 'wuss'];
const chargeAttributes = (f: TableFigure): ChargeAttribute[] =>
  ATTRIBUTE_CHARGE.filter((a) => has(f, a === 'nervesOfSteel' ? 'nerves-of-steel' : a));

/**
 * Charge into Melee (L887–L917): target and chargers roll, the Charge Resolution table says whether the
 * target fires (not, one shot, full TR, the chargers counting as charging), who tests Cohesion, and who
 * goes into melee; the melee follows at once.
 */
export function chargeStep(g0: FngGame, step: ChargeStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const target = byKey(g, step.target);
  const chargers = step.chargers.map((c) => ({ c, f: byKey(g, c.key) })).filter((x): x is { c: (typeof step.chargers)[number]; f: TableFigure } => x.f !== undefined && x.f.status === 'carry-on' && onTable(x.f));
  if (!target || !onTable(target) || chargers.length === 0) return { game: g, next: [] };
  // Figures the charge brings into sight take the In Sight first (L683–L685); the charge is then taken again, with them in it.
  const joins = step.inSight && step.inSight.involved.length > 0 ? inSightJoins(g, step, env, events) : undefined;
  if (joins) return { game: g, next: joins };
  const helpless = ['stunned', 'out-of-fight'].includes(target.status);
  if (helpless || target.status === 'leaving') {
    // An enemy contacting a helpless figure kills or captures it (L720, L950); one leaving the table is MIA (L722).
    const level = target.status === 'leaving' ? 'missing' : step.kill ? 'obviously-dead' : 'captured';
    events.push({ kind: 'down', figure: step.target, level });
    // The charger who dispatches an enemy gets the credit (L2268).
    const credit = level === 'obviously-dead' && target.side === 'cf' && chargers[0]!.f.side === 'fwf' ? { downedBy: keyOf(chargers[0]!.f) } : {};
    return { game: updateFigure(g, step.target, (x) => ({ ...x, status: level, fighting: [], ...credit })), next: [] };
  }
  if (!testable(target)) return { game: g, next: [] };
  const outnumbered = chargers.length >= 3;
  const r = chargeIntoMelee(
    env.roller,
    {
      target: { id: keyOf(target), rep: target.rep, attributes: chargeAttributes(target), ...(target.hero ? { heroMode: true } : {}), ...(target.inCover ? { inCover: true } : {}), ...(outnumbered ? { outnumbered3to1: true } : {}) },
      chargers: chargers.map(({ c, f }) => ({ id: keyOf(f), rep: f.rep, from: c.from, attributes: chargeAttributes(f), ...(f.hero ? { heroMode: true } : {}) })),
      circumstanceSide: env.rules.chargeCircumstanceSide,
    },
    'charge',
  );
  if (!r.ok) return { game: g, next: [] };
  events.push({ kind: 'charge', target: step.target, result: r.value });
  const next: ChainStep[] = [];
  const worst = r.value.worstForTarget;
  const arm = firearm(env, target);
  if (worst === 'target-fires-one-shot' || worst === 'target-fires-full' || worst === 'charger-cohesion') {
    if (arm && !target.outOfAmmo) {
      const dice = worst === 'target-fires-one-shot' ? 1 : arm.tr;
      const each = Math.max(1, Math.floor(dice / chargers.length));
      next.push({ kind: 'shot', shooter: keyOf(target), targets: chargers.map(({ f }) => ({ key: keyOf(f), dice: each })), why: 'charge', charging: true, simultaneous: true });
    }
  }
  if (worst === 'target-cohesion') next.push({ kind: 'cohesion', members: groupOfFigure(g, target), cause: keyOf(chargers[0]!.f) });
  for (const p of r.value.pairings) {
    if (p.effect.cohesionTest === 'charger') next.push({ kind: 'cohesion', members: groupOfFigure(g, figureOf(g, p.chargerId)), cause: keyOf(target) });
    if (p.effect.chargerIntoMelee) next.push({ kind: 'melee', attacker: p.chargerId, defender: keyOf(target) });
  }
  for (const { f } of chargers) g = updateFigure(g, keyOf(f), (x) => ({ ...x, busy: true, moved: true }));
  return { game: g, next };
}

/** The melee weapon a figure fights with (L894–L896): its own, else a rifle's bayonet, else improvised (a weapon swung), else bare hands. */
function meleeWeapon(env: ChainEnv, f: TableFigure): MeleeWeapon {
  if (f.melee !== undefined) return f.melee;
  const w = f.weapon === undefined ? undefined : env.weapons[f.weapon];
  if (!w) return 'unarmed';
  return ['rifle-sa', 'rifle-sf', 'rifle-ba', 'carbine-sa', 'carbine-sf'].includes(w.class) ? 'rifle-bayonet' : 'improvised';
}

/**
 * One round of Melee (L918–L933) between a charger that got in and its target: the loser is knocked
 * down with the margin as Impact, cover not counting; Evenly Matched keeps them locked, to fight again
 * or break off when next active (L947–L953).
 */
export function meleeStep(g0: FngGame, step: MeleeStep, env: ChainEnv, events: FngEvent[]): StepResult {
  let g = g0;
  const a = byKey(g, step.attacker);
  const d = byKey(g, step.defender);
  if (!a || !d || a.status !== 'carry-on' || !onTable(d)) return { game: g, next: [] };
  if (!testable(d)) return chargeStep(g, { kind: 'charge', target: step.defender, chargers: [{ key: step.attacker, from: 'front' }] }, env, events);
  const mods = (f: TableFigure, behind: boolean): MeleeModifier[] => [
    ...(has(f, 'brawler') ? (['brawler'] as const) : []),
    ...(has(f, 'knifeman') ? (['knifeman'] as const) : []),
    ...(has(f, 'slight') ? (['slight'] as const) : []),
    ...(has(f, 'wuss') ? (['wuss'] as const) : []),
    ...(f.prone ? (['prone'] as const) : []),
    ...(behind ? (['attackedFromBehind'] as const) : []),
    ...(f.evenTurn === g.turn && (f.fighting ?? []).length > 0 ? (['evenlyMatchedThisTurn'] as const) : []),
    ...(f.carrying !== undefined ? (['carryingWounded'] as const) : []),
    // A swimmer fights at −1 against a man on the shore, −1 more in Slight Trouble this turn (L1195, L1193).
    ...swimmingMeleeModifiers(g.water, keyOf(f), keyOf(f === a ? d : a), g.turn),
  ];
  const r = meleeRound(
    env.roller,
    { attacker: { id: keyOf(a), rep: a.rep, weapon: meleeWeapon(env, a), modifiers: mods(a, false) }, defender: { id: keyOf(d), rep: d.rep, weapon: meleeWeapon(env, d), modifiers: mods(d, step.attackedFromBehind === true) } },
    'melee',
  );
  if (!r.ok) return { game: g, next: [] };
  events.push({ kind: 'melee', result: r.value });
  if (r.value.kind === 'evenly-matched') {
    const lock = (x: TableFigure, other: string) => ({ ...x, fighting: [...new Set([...(x.fighting ?? []), other])], evenTurn: g.turn });
    g = updateFigure(updateFigure(g, keyOf(a), (x) => lock(x, keyOf(d))), keyOf(d), (x) => lock(x, keyOf(a)));
    return { game: g, next: [] };
  }
  const loser = r.value.loser;
  const winner = figureOf(g, r.value.winner);
  const dmg = r.value.damage;
  g = updateFigure(updateFigure(g, keyOf(a), (x) => ({ ...x, fighting: (x.fighting ?? []).filter((k) => k !== keyOf(d)) })), keyOf(d), (x) => ({ ...x, fighting: (x.fighting ?? []).filter((k) => k !== keyOf(a)) }));
  // The damage die was rolled by the melee round: read it here, Recover From Knock Down when above the margin.
  events.push({ kind: 'damage', figure: loser, impact: r.value.impact, roll: dmg, inCover: false });
  let level: DamageLevel;
  if (dmg.result === 'knocked-down') {
    const lf = figureOf(g, loser);
    const rec = recoverFromKnockDown(env.roller, { rep: lf.rep, flakJacket: lf.gear.includes('flak-jacket'), hardAsNails: has(lf, 'hard-as-nails'), leaderDieTests: env.rules.leaderDieTests, freeWillRecover: env.rules.freeWillRecover }, `recover ${lf.id}`);
    if (!rec.ok) throw new Error(`recover refused: ${rec.code}`);
    events.push({ kind: 'recover', figure: loser, result: rec.value });
    level = rec.value.outcome;
  } else {
    level = dmg.result === 'obviously-dead' ? 'obviously-dead' : 'out-of-the-fight';
  }
  let final: StarDamage = STAR_OF[level];
  const lf = figureOf(g, loser);
  if (lf.starPower > 0) {
    const sp = rollStarPower({ figure: lf.id, dice: lf.starPower, damage: [final] }, env.roller);
    if (sp.ok) {
      events.push({ kind: 'star-power', figure: loser, result: sp.value });
      final = sp.value.damage[0] ?? final;
      g = updateFigure(g, loser, (f) => ({ ...f, starPower: sp.value.diceLeft }));
    }
  }
  if (lf.star) {
    const ltl = largerThanLife(final, lf.rep, winner.rep);
    if (ltl !== final) events.push({ kind: 'larger-than-life', figure: loser });
    final = ltl;
    const cd = cheatDeath({ figure: lf.id, damage: final, starRep: lf.rep, attackerRep: winner.rep });
    if (cd.ok && lf.cheatDeath !== false) {
      events.push({ kind: 'cheat-death', figure: loser, rep: cd.value.rep });
      return { game: updateFigure(g, loser, (f) => ({ ...f, status: 'cheated-death', rep: cd.value.rep, fighting: [] })), next: [] };
    }
  }
  g = fallDown(g, loser, final, env, events, winner);
  const reactions = reactionsFor(g, r.value.winner, [], final === 'carry-on' ? [] : [loser], false, env.table);
  return { game: g, next: reactions.md.length ? [{ kind: 'reactions', ...reactions }] : [] };
}
